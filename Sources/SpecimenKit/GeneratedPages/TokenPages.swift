import SpecimenDiagnostics
import SpecimenTokens

/// The generated "Design tokens" pages: every token with its value in each mode, side by side.
///
/// Tokens are grouped as the token files group them, one section per group, each collapsible
/// and with an anchor. A row shows the token's name and type, its value in every mode (colours
/// as swatches, sizes drawn to size, type styles as specimens), the alias chain with links, and
/// the description and deprecation rendered as Markdown. The tables are GitHub Markdown, so
/// search finds token names and values like any other text. A filter box narrows the rows.
///
/// Up to `TokenLinks.splitAbove` tokens are one page; beyond that, `tokens/` lists the
/// top-level groups and each has a page of its own (see `TokenLinks`).
enum TokenPages: DesignPage {
    static let pagePath = "tokens/"
    static let showsAppCode = true

    static func pages(_ inputs: DesignPageInputs) -> [Page] {
        guard inputs.design.hasTokens else { return [] }
        // "Changed in 2.3.0", linked to the token's row on that version's page (see `ChangesPages`).
        let changed = (inputs.changelog?.latestChange ?? [:]).reduce(into: [String: String]()) { notes, entry in
            let url = ChangesPages.url(of: entry.value, links: inputs.tokenLinks) + "#" + TokenAnchor.id(for: entry.key)
            let version = entry.value.ref == nil ? "unreleased changes" : entry.value.version
            notes[entry.key] =
                "<small class=\"token-changed\">" + (entry.value.ref == nil ? "In " : "Changed in ")
                + link(url, HTML.escape(version).replacingOccurrences(of: "|", with: "&#124;")) + "</small>"
        }
        return pages(
            inputs.design.tokens, links: inputs.tokenLinks, appCode: inputs.appCode, changed: changed, from: inputs.design.tokensFolder,
            memo: inputs.tokenPageMemo)
    }

    /// The Markdown of each group's page as last made, with what it was made from. The preview keeps one, so that a
    /// token save makes again only the pages of the groups whose rows changed.
    final class Memo: Sendable {
        /// All that a group's page shows: its place and tokens, each token's value in every mode, the pages its
        /// aliases link to, its "Changed in" note and its uses in the app.
        struct Inputs: Equatable {
            var name: String
            var order: Int
            var paths: [String]
            var modes: [String]
            var tokens: [ResolvedToken?]
            var linked: [String]
            var notes: [String?]
        }

        private let made = Locked<[String: (inputs: Inputs, markdown: String)]>([:])

        init() {}

        /// The page's Markdown: as last made when `inputs` are the same, else made by `make`.
        func markdown(at path: String, inputs: Inputs, make: () -> String) -> String {
            if let last = made.withLock({ $0[path] }), last.inputs == inputs { return last.markdown }
            let markdown = make()
            made.withLock { $0[path] = (inputs, markdown) }
            return markdown
        }
    }

    /// The pages, `tokens/` first; `folder` is where the token files are, as the project names it.
    /// `changed` is the "Changed in" note of each token a version of the Changes section touched.
    static func pages(
        _ model: TokenModel, links: TokenLinks, appCode: AppCodeReport? = nil, changed: [String: String] = [:],
        from folder: String = "content/tokens",
        memo: Memo? = nil
    ) -> [Page] {
        let paths = model.paths
        let intro = """
            These values come from `\(folder)/`. Pages, component examples and `tokens.css` are
            generated from the same files, so what you see here is what ships.
            """
        guard links.isSplit else {
            let description =
                "\(count(paths.count, "token")) in \(count(model.modes.count, "mode")): every colour, size and type style, in each mode."
            let markdown =
                frontMatter(title: "Design tokens", description: description, order: 900) + intro
                + " Each token has an anchor: link to it as `tokens/#\(TokenAnchor.id(for: paths.first ?? "color.text"))`.\n\n"
                + filter(count: paths.count) + sections(paths, model: model, links: links, appCode: appCode, changed: changed)
            return [Page.generated(at: "tokens/index.md", markdown: markdown + leftOut(model, from: folder))]
        }
        // A flat name in no group stays on `tokens/`; every group, dotted or of flat names, has a page.
        let loose = paths.filter { links.groupPages[links.groups.page(of: $0)] == nil }
        let groups = grouped(paths.filter { links.groupPages[links.groups.page(of: $0)] != nil }, by: links.groups.page)
        var index = frontMatter(
            title: "Design tokens",
            description: "\(count(paths.count, "token")) in \(count(model.modes.count, "mode")), in \(count(groups.count, "group")).", order: 900,
            wide: !loose.isEmpty)
        index += intro + " Each group has a page; search finds any token by name.\n\n## Groups\n\n"
        index += "| Group | Tokens | Types |\n|---|---|---|\n"
        for group in groups {
            let types = Set(group.paths.compactMap { anyToken($0, model)?.type.rawValue }).sorted().map(code).joined(separator: ", ")
            index +=
                "| [\(escapeCell(group.name))](\(links.pagePath(for: group.paths[0]).dropFirst(pagePath.count))) | \(group.paths.count) | \(types) |\n"
        }
        // Tokens at the top level, in no group, are listed on this page.
        if !loose.isEmpty {
            index += "\n" + filter(count: loose.count) + sections(loose, model: model, links: links, appCode: appCode, changed: changed)
        }
        // A page per group, on every core: a large design system's tables are most of making its pages.
        let groupPages = Array(groups.enumerated()).parallelMap { order, group in
            let path = links.pagePath(for: group.paths[0]) + "index.md"
            func make() -> String {
                frontMatter(
                    title: group.name,
                    description: "\(count(group.paths.count, "token")) of the \(group.name) group, in \(count(model.modes.count, "mode")).",
                    order: order + 1)
                    + filter(count: group.paths.count) + sections(group.paths, model: model, links: links, appCode: appCode, changed: changed)
            }
            guard let memo else { return Page.generated(at: path, markdown: make()) }
            let tokens = group.paths.flatMap { path in model.modes.map { model.token(at: path, in: $0) } }
            let inputs = Memo.Inputs(
                name: group.name, order: order, paths: group.paths, modes: model.modes, tokens: tokens,
                linked: tokens.flatMap { $0?.aliasChain.map(links.pagePath(for:)) ?? [] },
                notes: group.paths.flatMap { path in [changed[path], appCode.flatMap { uses(of: path, in: $0) }] })
            return Page.generated(at: path, markdown: memo.markdown(at: path, inputs: inputs, make: make))
        }
        return [Page.generated(at: "tokens/index.md", markdown: index + "\n" + leftOut(model, from: folder))] + groupPages
    }

    /// The tokens of the source that no mode publishes, reason by reason and set by set, each with every name: nothing
    /// a team keeps is missing without a word. Empty when every token is published.
    static func leftOut(_ model: TokenModel, from folder: String) -> String {
        guard !model.leftOut.isEmpty else { return "" }
        let total = model.leftOutCount
        var markdown = """

            ## Left out {#\(leftOutID)}

            \(count(total, "token")) of the \(model.sourceCount) in `\(folder)/` \(total == 1 ? "is" : "are") on no page of this site, \
            nor in `tokens.css` or `tokens.json` (which lists them as `leftOut`).


            """
        for group in model.leftOut {
            // Where first, as a reader looks for her set or file; then why; then the names, all of them behind a
            // disclosure when there are more than three.
            let place = [group.source, group.location.map { "`\($0)`" }].compactMap { $0 }.joined(separator: " at ")
            let shown = group.paths.prefix(3).map(code).joined(separator: ", ") + (group.paths.count > 3 ? ", …" : "")
            let why = group.reason.explanation
            markdown += "- \(markdownText(place.prefix(1).uppercased() + place.dropFirst())): \(markdownText(why)). "
            markdown += "\(count(group.paths.count, "token")): \(shown)\n"
            if group.paths.count > 3 {
                let all = group.paths.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: " ")
                markdown += "\n  <details class=\"token-left-out\"><summary>All \(group.paths.count)</summary>\(all)</details>\n\n"
            }
        }
        return markdown
    }

    /// The anchor of the "Left out" section on `tokens/`, which the build's summary links.
    static let leftOutID = "left-out"

    /// `accordion-*` for the group of flat names that start `accordion-`; `nil` for a dotted group.
    private static func flatTitle(_ group: String, first: String) -> String? {
        guard !first.contains("."), first != group, first.hasPrefix(group) else { return first.contains(".") ? nil : (first == group ? group : nil) }
        let next = first[first.index(first.startIndex, offsetBy: group.count)]
        return group + (next == "-" || next == "_" ? String(next) : "") + "*"
    }

    /// A CSS string: quotes and backslashes escaped, and `<` too, so nothing can end the `<style>`.
    private static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case "<": result += "\\3c "
            default: result += scalar.properties.generalCategory == .control ? " " : String(scalar)
            }
        }
        return result + "\""
    }

    /// `paths` in runs by `key`, in the order each key first appears.
    private static func grouped(_ paths: [String], by key: (String) -> String) -> [(name: String, paths: [String])] {
        var groups: [(name: String, paths: [String])] = []
        var index: [String: Int] = [:]
        for path in paths {
            let name = key(path)
            if let at = index[name] {
                groups[at].paths.append(path)
            } else {
                index[name] = groups.count
                groups.append((name, [path]))
            }
        }
        return groups
    }

    /// Front matter; a JSON string is a YAML double-quoted scalar, so any group name is safe in it.
    /// `wide` for pages with token tables; the index of groups is a narrow table and reads better at the text's width.
    private static func frontMatter(title: String, description: String, order: Int, wide: Bool = true) -> String {
        """
        ---
        title: \(JSONString.literal(title))
        order: \(order)
        description: \(JSONString.literal(description))
        outline: [2, 2]
        wide: \(wide)
        ---


        """
    }

    /// The filter box; `specimen.js` shows it and narrows the rows as one types.
    private static func filter(count: Int) -> String {
        """
        <div class="token-filter" hidden><label>Filter tokens <input type="search" spellcheck="false" placeholder="Name, value or description"></label> <output class="token-filter-count" aria-live="polite">\(Self.count(count, "token"))</output></div>


        """
    }

    /// One section per group of tokens (the path without its last name; for flat names their leading words), in the files' order.
    private static func sections(
        _ paths: [String], model: TokenModel, links: TokenLinks, appCode: AppCodeReport?, changed: [String: String]
    ) -> String {
        let groups = grouped(paths, by: links.groups.section)
        // On phones every cell stands under the one before it, named by its mode (see style.css):
        // one rule per mode column here, instead of the name repeated in every cell.
        var markdown =
            "<style scoped>\n"
            + model.modes.enumerated().map { column, mode in
                ".token-table-wrap td:nth-child(\(column + 2))::before { content: \(cssString(Page.humanise(mode))); }\n"
            }.joined() + "</style>\n\n"
        for group in groups {
            let title = group.name.isEmpty ? "Top level" : code(flatTitle(group.name, first: group.paths[0]) ?? group.name)
            markdown += "## \(title) {#\(groupID(group.name))}\n\n"
            markdown +=
                "<details class=\"token-group\" open>\n<summary>\(count(group.paths.count, "token"))</summary>\n<div class=\"token-table-wrap\">\n\n"
            markdown += "| Token | " + model.modes.map { escapeCell(Page.humanise($0)) }.joined(separator: " | ") + " | Description |\n"
            markdown += "|---|" + String(repeating: "---|", count: model.modes.count) + "---|\n"
            for path in group.paths {
                let token = anyToken(path, model)
                let type = token?.type.rawValue ?? ""
                var row = "| <a id=\"\(HTML.escape(TokenAnchor.id(for: path)))\"></a>\(code(path))<br><small>\(escapeCell(type))</small> |"
                for mode in model.modes { row += " " + cell(path, mode: mode, model: model, links: links) + " |" }
                row +=
                    " "
                    + ([notes(token), changed[path]] + [appCode.flatMap { uses(of: path, in: $0) }]).compactMap { $0 }.filter { !$0.isEmpty }
                    .joined(separator: "<br>") + " |\n"
                markdown += row
            }
            markdown += "\n</div>\n</details>\n\n"
        }
        return markdown
    }

    /// A token's value in one mode, drawn where it can be: a swatch, a bar, a specimen.
    private static func cell(_ path: String, mode: String, model: TokenModel, links: TokenLinks) -> String {
        guard let token = model.token(at: path, in: mode) else { return "–" }
        // A size or style that no mode changes is written once; colours are drawn in every mode.
        if mode != model.defaultMode, let first = model.token(at: path, in: model.defaultMode), first.value == token.value,
            first.aliasChain == token.aliasChain, !isDrawnPerMode(token.value)
        {
            return "<small class=\"token-same\">same as \(HTML.escape(Page.humanise(model.defaultMode)))</small>"
        }
        let variable = TokenCSS.variableName(for: path)
        let theme = "data-theme=\"\(HTML.escape(mode))\""
        var drawn = ""
        switch token.value {
        case .color:
            drawn = "<span class=\"token-swatch\" \(theme) style=\"box-shadow: inset 0 0 0 2rem var(\(variable))\"></span> "
        case .gradient, .css(.color, _):
            drawn = "<span class=\"token-swatch token-swatch-wide\" \(theme) style=\"background: var(\(variable))\"></span><br>"
        case .shadow:
            drawn = "<span class=\"token-shadow\" \(theme) style=\"box-shadow: var(\(variable))\"></span><br>"
        case .dimension(let dimension):
            let lower = path.lowercased()
            if lower.contains("radius") || lower.contains("radii") || lower.contains("rounded") {
                drawn = "<span class=\"token-radius\" style=\"border-radius: \(HTML.escape(dimension.cssText))\"></span>"
            } else if let pixels = dimension.pixels(), pixels > 0 {
                drawn = "<span class=\"token-bar\" style=\"width: \(TokenNumber.text(min(pixels, 240)))px\"></span>"
            }
        case .typography(let style):
            var css = "font: " + style.cssFontShorthand
            if let spacing = style.letterSpacing { css += "; letter-spacing: " + spacing.cssText }
            for property in style.otherProperties where property.name != "font-style" { css += "; \(property.name): \(property.value)" }
            drawn = "<span class=\"token-type-sample\" style=\"\(HTML.escape(css))\">Ag</span>"
        default:
            break
        }
        var text = drawn + code(displayText(token.value))
        // A computed value says how: `24px = {spacing.base} * 3`, `#234ca7 = {blue.600}, darkened by 0.2 in LCH`.
        if let expression = token.expression { text += " = " + code(expression) }
        if token.isAlias {
            text +=
                "<br><small>"
                + token.aliasChain.dropFirst().map { "→\u{00A0}<a href=\"\(HTML.escape(links.url(for: $0)))\">\(code($0))</a>" }.joined(
                    separator: " ") + "</small>"
        }
        return text
    }

    /// Colours, gradients and shadows are drawn in every mode even when they do not change,
    /// since their look depends on what is behind them.
    private static func isDrawnPerMode(_ value: TokenValue) -> Bool {
        switch value {
        case .color, .gradient, .shadow, .css(.color, _): true
        default: false
        }
    }

    /// The value as CSS writes it; a value of a type outside the format as its JSON.
    private static func displayText(_ value: TokenValue) -> String {
        switch value {
        case .other(_, let json):
            return json.compactText
        case .typography(let style):
            // The specimen shows the style; the text says its numbers and the first font, not the whole stack.
            var short = style
            short.fontFamily = Array(style.fontFamily.prefix(1))
            return short.cssFontShorthand + (style.fontFamily.count > 1 ? ", …" : "")
        default:
            return value.cssText
        }
    }

    /// Deprecation and description, as Markdown on one line of the table.
    private static func notes(_ token: ResolvedToken?) -> String {
        guard let token else { return "" }
        var parts: [String] = []
        if let deprecation = token.deprecation {
            parts.append("<strong class=\"token-deprecated\">Deprecated</strong>" + (deprecation.reason.map { ": " + markdownText($0) } ?? ""))
        }
        if let description = token.description { parts.append(markdownText(description)) }
        return parts.joined(separator: "<br>")
    }

    /// "Used in 3 places", opening to the list of them (links when the project gives a source URL); "Not used in the app"
    /// for a token the app could use and does not; `nil` for one the generated Swift file leaves out.
    static func uses(of path: String, in report: AppCodeReport) -> String? {
        guard report.exportedPaths.contains(path) else { return nil }
        guard let uses = report.uses[path], !uses.isEmpty else { return "<small class=\"token-unused\">Not used in the app</small>" }
        // A token used in thousands of places lists the first hundred; tokens.json has every one.
        var places = uses.prefix(Self.usesListed).map { use -> String in
            let text = HTML.escape("\(use.file):\(use.line)").replacingOccurrences(of: "|", with: "&#124;")
            guard let link = report.link(use) else { return "<code>\(text)</code>" }
            return TokenPages.link(link, "<code>\(text)</code>")
        }
        if uses.count > Self.usesListed { places.append("and \(uses.count - Self.usesListed) more, in <code>tokens.json</code>") }
        return "<details class=\"token-uses\"><summary>Used in \(count(uses.count, "place"))</summary>\(places.joined(separator: "<br>"))</details>"
    }

    /// A link in a table cell: `|` in the address would end the cell, so it is written `%7C`.
    static func link(_ url: String, _ html: String) -> String {
        "<a href=\"\(HTML.escape(url).replacingOccurrences(of: "|", with: "%7C"))\">\(html)</a>"
    }

    /// How many uses a token's row lists.
    static let usesListed = 100

    /// The token in the first mode that has it.
    private static func anyToken(_ path: String, _ model: TokenModel) -> ResolvedToken? {
        model.modes.lazy.compactMap { model.token(at: path, in: $0) }.first
    }

    /// Text that Markdown must show as it is, on one line of a table: every ASCII punctuation
    /// character is backslash-escaped (so `<`, `*`, `[` and `|` are only characters, and cmark
    /// writes `<` as `&lt;`), and newlines become spaces. Works by scalar, so a combining mark
    /// never hides a character from it.
    static func escapeCell(_ text: String) -> String {
        // Every token name on the pages comes here, and nearly all are ASCII: escaped byte by byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count + text.utf8.count / 2)
            for byte in text.utf8 {
                switch byte {
                case 0x09...0x0D: bytes.append(UInt8(ascii: " "))
                case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: bytes += [UInt8(ascii: "\\"), byte]
                default: bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D:
                // ASCII white space other than the space itself (a cell is one line).
                result.append(" ")
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
                result.append("\\")
                result.append(scalar)
            case 0x80... where scalar.properties.isWhitespace:
                result.append(" ")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A description or deprecation as it is shown: text, with `code spans` (a run of backticks
    /// closed by a run of the same length) as `<code>`. Nothing in a token file becomes HTML,
    /// a link or emphasis.
    static func markdownText(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var plain = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else {
                plain.append(scalars[index])
                index += 1
                continue
            }
            var run = 0
            while index + run < scalars.count, scalars[index + run] == "`" { run += 1 }
            // The closing run: the next run of exactly as many backticks.
            var close = index + run
            var found: Int?
            while close < scalars.count {
                if scalars[close] == "`" {
                    var length = 0
                    while close + length < scalars.count, scalars[close + length] == "`" { length += 1 }
                    if length == run {
                        found = close
                        break
                    }
                    close += length
                } else {
                    close += 1
                }
            }
            guard let end = found else {
                plain.append(contentsOf: scalars[index..<(index + run)])
                index += run
                continue
            }
            result +=
                escapeCell(String(plain)) + code(String(String.UnicodeScalarView(scalars[(index + run)..<end])).trimmingWhitespace())
            plain = String.UnicodeScalarView()
            index = end + run
        }
        return result + escapeCell(String(plain))
    }

    /// Text in a `<code>` element whose content Markdown shows as it is.
    static func code(_ text: String) -> String {
        "<code>" + escapeCell(text) + "</code>"
    }

    /// `color.state` → `group-color-state`: letters, digits, `-` and `_` only, so the `{#id}` holds.
    private static func groupID(_ name: String) -> String {
        let id = (name.isEmpty ? "top" : name).unicodeScalars.map { scalar -> String in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? String(scalar) : "-"
        }.joined()
        return "group-" + id
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
