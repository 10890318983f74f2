/// The generated "Design tokens" page: every token with its value in each mode, drawn to size.
///
/// Colours are swatches per mode with their alias chain; spacing is drawn as bars, radii as
/// rounded boxes, type styles as specimens. Every token has an anchor (`#color-state-danger`)
/// that component examples and the contrast table link to.
enum TokenPages {
    /// The page, as Markdown with HTML tables, published at `tokens/`.
    static func page(_ model: TokenModel, contentPath: String = "tokens/index.md") -> Page {
        let modes = model.modes
        let tokens = model.tokens(in: model.defaultMode)
        var markdown = """
        ---
        title: Design tokens
        order: 900
        description: Every colour, size, radius and type style of the design system, in each of its modes.
        outline: [2, 2]
        ---

        These values come from `content/tokens/`. Pages, component examples and `tokens.css` are
        generated from the same files, so what you see here is what ships. Each token has an anchor:
        link to it as `tokens/#color-state-danger`.


        """
        let colours = tokens.filter { $0.type == .color }
        let radii = tokens.filter { $0.type == .dimension && $0.path.lowercased().contains("radius") }
        let sizes = tokens.filter { $0.type == .dimension && !$0.path.lowercased().contains("radius") }
        let type = tokens.filter { $0.type == .typography }
        let others = tokens.filter { ![.color, .dimension, .typography].contains($0.type) }

        if !colours.isEmpty {
            markdown += "## Colour\n\n" + table(["Token"] + modes.map { Page.humanise($0) } + ["Description"], colours.map { token in
                [name(token)] + modes.map { mode in colourCell(token.path, mode: mode, model: model) } + [notes(token)]
            }, id: colours.map(\.path))
        }
        if !sizes.isEmpty {
            markdown += "## Spacing and sizes\n\n" + table(["Token", "Value", "", "Description"], sizes.map { token in
                [name(token), "<code>\(HTML.escape(TokenCSS.cssText(token.value)))</code>",
                 "<span class=\"token-bar\" style=\"width: var(\(TokenCSS.variableName(for: token.path)))\"></span>", notes(token)]
            }, id: sizes.map(\.path))
        }
        if !radii.isEmpty {
            markdown += "## Radii\n\n" + table(["Token", "Value", "", "Description"], radii.map { token in
                [name(token), "<code>\(HTML.escape(TokenCSS.cssText(token.value)))</code>",
                 "<span class=\"token-radius\" style=\"border-radius: var(\(TokenCSS.variableName(for: token.path)))\"></span>", notes(token)]
            }, id: radii.map(\.path))
        }
        if !type.isEmpty {
            markdown += "## Type styles\n\n" + table(["Token", "Specimen", "Value"], type.map { token in
                [name(token), "<span class=\"token-type-sample\" style=\"font: var(\(TokenCSS.variableName(for: token.path)))\">We couldn't load your orders.</span>",
                 "<code>\(HTML.escape(TokenCSS.cssText(token.value)))</code>" + (token.description.map { "<br>" + HTML.escape($0) } ?? "")]
            }, id: type.map(\.path))
        }
        if !others.isEmpty {
            markdown += "## Other tokens\n\n" + table(["Token", "Type"] + modes.map { Page.humanise($0) } + ["Description"], others.map { token in
                [name(token), token.type.rawValue] + modes.map { mode in
                    "<code>\(HTML.escape(model.token(at: token.path, in: mode).map { TokenCSS.cssText($0.value) } ?? "–"))</code>"
                } + [notes(token)]
            }, id: others.map(\.path))
        }
        return Page.generated(at: contentPath, markdown: markdown)
    }

    private static func name(_ token: ResolvedToken) -> String {
        "<code>\(HTML.escape(token.path))</code>"
    }

    private static func notes(_ token: ResolvedToken) -> String {
        var parts: [String] = []
        if let deprecation = token.deprecation {
            parts.append("<strong class=\"token-deprecated\">Deprecated</strong>" + (deprecation.reason.map { ": " + HTML.escape($0) } ?? ""))
        }
        if let description = token.description { parts.append(HTML.escape(description)) }
        return parts.joined(separator: "<br>")
    }

    private static func colourCell(_ path: String, mode: String, model: TokenModel) -> String {
        guard let token = model.token(at: path, in: mode), case let .color(color) = token.value else { return "–" }
        var cell = "<span class=\"token-swatch\" data-theme=\"\(HTML.escape(mode))\" style=\"background: var(\(TokenCSS.variableName(for: path)))\"></span> <code>\(color.hex)</code>"
        if token.isAlias {
            cell += "<br><small>" + token.aliasChain.dropFirst().map { "→ <a href=\"#\(TokenAnchor.id(for: $0))\"><code>\(HTML.escape($0))</code></a>" }.joined(separator: " ") + "</small>"
        }
        return cell
    }

    private static func table(_ header: [String], _ rows: [[String]], id paths: [String]) -> String {
        var html = "<div class=\"token-table-wrap\"><table class=\"token-table\">\n<thead><tr>"
        html += header.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (row, path) in zip(rows, paths) {
            html += "<tr id=\"\(TokenAnchor.id(for: path))\">" + row.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody></table></div>\n\n"
    }
}
