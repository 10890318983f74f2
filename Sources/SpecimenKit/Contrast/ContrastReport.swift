import Foundation

/// The contrast results as published: `contrast.json` for tools and the "Colour contrast" page for people.
enum ContrastReport {
    /// `contrast.json`: one object per pair and mode, worst ratio first; `ratio` is unrounded.
    static func json(_ results: [ContrastResult]) -> String {
        let items: [[String: Any]] = results.map { result in
            let declaration = result.declaration
            var item: [String: Any] = [
                "text": ["token": declaration.foreground, "value": result.foreground.hex],
                "background": ["token": declaration.background, "value": result.background.hex],
                "role": declaration.role.rawValue,
                "mode": result.mode,
                "usage": declaration.usage.rawValue,
                "level": declaration.level.rawValue,
                "ratio": result.ratio,
                "required": result.required,
                "passes": result.passes,
                "allowed": result.allowed,
                "source": "\(declaration.source.file):\(declaration.source.line)",
                "origin": declaration.origin,
            ]
            if let over = declaration.over, let color = result.over { item["over"] = ["token": over, "value": color.hex] }
            if let reason = declaration.allowFailure { item["allowFailureReason"] = reason }
            if case let .adjusted(color, ratio) = result.suggestion { item["suggestion"] = ["value": color.hex, "ratio": ratio] }
            return item
        }
        let data = (try? JSONSerialization.data(withJSONObject: items, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The page published at `contrast/`.
    static func page(_ results: [ContrastResult], tokenLinks: TokenLinks?, contentPath: String = "contrast/index.md") -> Page {
        let failing = results.filter { !$0.passes && !$0.allowed }.count
        let allowed = results.filter { !$0.passes && $0.allowed }.count
        let pairs = Set(results.map(\.declaration.key)).count
        let modes = Set(results.map(\.mode)).count
        var markdown = """
        ---
        title: Colour contrast
        description: Every text, icon and border colour pair of the design system, measured against WCAG 2.2 in each mode.
        order: 902
        outline: false
        wide: true
        ---

        \(pairs) pairs in \(modes) mode\(modes == 1 ? "" : "s"): **\(failing) failing**, \(allowed) accepted with a reason, \(results.count - failing - allowed) passing.
        Pairs come from the components' manifests and `content/contrast.yml`. Ratios are WCAG 2.2's, unrounded when
        compared (4.499 fails 4.5) and shown to two decimals. Body text needs 4.5:1 (AA) or 7:1 (AAA); large text and
        non-text (icons, borders, focus rings) need 3:1. Translucent colours are composited over what is behind them first.
        Rows are sorted worst first. The three small samples show the pair as people with protanopia, deuteranopia and
        tritanopia see it (Machado et al. 2009, full severity).

        <div class="contrast-report">
        <input type="checkbox" id="contrast-failures-only" class="contrast-filter"><label for="contrast-failures-only">Show only failing pairs</label>
        <div class="token-table-wrap"><table class="contrast-table">
        <thead><tr><th scope="col">Sample</th><th scope="col">Pair</th><th scope="col">Mode</th><th scope="col">Ratio</th><th scope="col">AA</th><th scope="col">AAA</th><th scope="col">Colour vision</th><th scope="col">Notes</th></tr></thead>
        <tbody>

        """
        for result in results { markdown += row(result, tokenLinks: tokenLinks) }
        markdown += "</tbody></table></div>\n</div>\n"
        return Page.generated(at: contentPath, markdown: markdown)
    }

    private static func row(_ result: ContrastResult, tokenLinks: TokenLinks?) -> String {
        let declaration = result.declaration
        func token(_ path: String) -> String {
            let code = "<code>\(HTML.escape(path))</code>"
            guard let tokenLinks else { return code }
            return "<a href=\"\(HTML.escape(tokenLinks.url(for: path)))\">\(code)</a>"
        }
        func sample(_ foreground: Color, _ background: Color, label: String) -> String {
            let style = declaration.role == .text
                ? "color: \(foreground.hex); background: \(background.hex)"
                : "color: \(foreground.hex); background: \(background.hex); border-color: \(foreground.hex)"
            // A named image: a plain span may not carry a name, and the sample's meaning is its colours.
            let name = "\(label): \(foreground.hex) on \(background.hex)"
            return "<span class=\"contrast-sample contrast-\(declaration.role.rawValue)\" style=\"\(style)\" role=\"img\" aria-label=\"\(HTML.escape(name))\">\(declaration.role == .text ? "Retry" : "●")</span>"
        }
        func badge(_ level: ContrastRequirement.Level) -> String {
            let requirement = ContrastRequirement(usage: declaration.usage, level: level)
            let pass = requirement.isMet(by: result.ratio)
            return "<span class=\"contrast-badge \(pass ? "is-pass" : "is-fail")\">\(pass ? "Pass" : "Fail") \(requirement.minimumRatioText):1</span>"
        }
        let composited = Color(red: result.foreground.red, green: result.foreground.green, blue: result.foreground.blue, alpha: result.foreground.alpha)
        let foreground = (try? WCAG.composite(composited, over: result.backdrop)) ?? composited
        var colours = "\(result.foreground.hex) on \(result.background.hex)"
        if let over = result.over, let name = declaration.over { colours += " over \(token(name)) \(over.hex)" }
        let vision = ColorVisionDeficiency.allCases.map { deficiency in
            sample(deficiency.simulate(foreground), deficiency.simulate(result.backdrop), label: "As seen with \(deficiency.rawValue)")
        }.joined(separator: " ")
        var notes = HTML.escape(declaration.origin) + "<br><small>\(HTML.escape(declaration.source.file)):\(declaration.source.line)</small>"
        if let reason = declaration.allowFailure { notes += "<br><strong>Accepted:</strong> \(HTML.escape(reason))" }
        if case let .adjusted(color, ratio) = result.suggestion {
            notes += "<br><strong>Fix:</strong> <span class=\"contrast-swatch\" style=\"background: \(color.hex)\"></span> <code>\(color.hex)</code> (\(ContrastRequirement.displayRatio(ratio)):1)"
        }
        let status = result.passes ? "pass" : (result.allowed ? "allowed" : "fail")
        return "<tr data-status=\"\(status)\">"
            + "<td>\(sample(foreground, result.backdrop, label: "Sample, \(ContrastRequirement.displayRatio(result.ratio)):1"))</td>"
            + "<td>\(token(declaration.foreground))<br>on \(token(declaration.background))<br><small>\(declaration.role.rawValue), \(declaration.usage.rawValue)</small></td>"
            + "<td>\(HTML.escape(result.mode))<br><small>\(colours)</small></td>"
            + "<td><strong>\(ContrastRequirement.displayRatio(result.ratio)):1</strong><br><small>needs \(declaration.requirement.minimumRatioText):1 (\(declaration.level.rawValue))</small></td>"
            + "<td>\(badge(.aa))</td><td>\(badge(.aaa))</td><td>\(vision)</td><td>\(notes)</td></tr>\n"
    }
}
