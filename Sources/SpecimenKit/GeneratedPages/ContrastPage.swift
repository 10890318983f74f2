import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The "Colour contrast" page: one row per pair, every mode side by side.
///
/// Without JavaScript it is a plain table, worst pair first. `specimen.js` adds the filters
/// (verdict, mode, usage, token name) and the sort, and keeps them in the address. Each mode's
/// colour-vision views and fix open on demand under its result.
enum ContrastPage: DesignPage {
    static let pagePath = "contrast/"
    static let showsAppCode = false

    /// The table and the matrix, when pairs were checked; the palette survey under the table, or alone.
    static func pages(_ inputs: DesignPageInputs) -> [Page] {
        guard let contrast = inputs.contrast, !contrast.results.isEmpty || !contrast.survey.entries.isEmpty else { return [] }
        let modes = inputs.design.tokens.modes
        let table = page(
            contrast.results, modes: modes, tokenLinks: inputs.tokenLinks, backdrops: contrast.backdrops, unchecked: contrast.unchecked,
            survey: contrast.survey)
        return contrast.results.isEmpty ? [table] : [table, ContrastMatrix.page(contrast.results, modes: modes)]
    }

    /// One declared pair with its result in each mode that has one.
    struct Row {
        var declaration: ContrastDeclaration
        var results: [String: ContrastResult]

        /// `fail` when a mode fails unaccepted, `allowed` when a failure is accepted, else `pass`.
        var status: String {
            if results.values.contains(where: \.isProblem) { return "fail" }
            return results.values.contains { !$0.passes } ? "allowed" : "pass"
        }

        /// The lowest ratio of any mode: the order of the table.
        var worst: Double { results.values.map(\.ratio).min() ?? 0 }
    }

    /// The pairs in the results' order (worst first), each with its modes.
    static func rows(_ results: [ContrastResult]) -> [Row] {
        var rows: [Row] = []
        var index: [String: Int] = [:]
        for result in results {
            let key = result.declaration.key
            if let at = index[key] {
                rows[at].results[result.mode] = result
            } else {
                index[key] = rows.count
                rows.append(Row(declaration: result.declaration, results: [result.mode: result]))
            }
        }
        return rows
    }

    /// The page published at `contrast/`.
    /// `backdrops` are the translucent backgrounds measured over the page background; `unchecked` the problems that
    /// left pairs out, each said under the table.
    static func page(
        _ results: [ContrastResult], modes allModes: [String], tokenLinks: TokenLinks?, backdrops: [ContrastChecker.PageBackdrop] = [],
        unchecked: [Diagnostic] = [], survey: ContrastSurvey = ContrastSurvey(), contentPath: String = "contrast/index.md"
    ) -> Page {
        guard !results.isEmpty else {
            // Only a survey: no pairs are promised yet.
            let markdown = """
                ---
                title: Colour contrast
                description: The palette surveyed on the page in each mode; no pairs are declared yet.
                order: 902
                outline: false
                wide: true
                ---

                No pairs are declared yet: list the text, icon and border colours your components put on each
                background under `pairs:` in `content/contrast.yml`, and each is checked in every mode.

                """
            return Page.generated(
                at: contentPath,
                markdown: markdown + surveySection(survey, modes: allModes, tokenLinks: tokenLinks)
                    + notes(backdrops: [], unchecked: unchecked, tokenLinks: tokenLinks))
        }
        let rows = rows(results)
        let modes = allModes.filter { mode in results.contains { $0.mode == mode } }
        let count = { (status: String) in rows.filter { $0.status == status }.count }
        // A total is coloured only when it counts something: "0 failing" in red would read as an alarm.
        let tone = { (status: String) in count(status) > 0 ? " class=\"is-\(status)\"" : "" }
        var markdown = """
            ---
            title: Colour contrast
            description: Every text, icon and border colour pair of the design system, measured against WCAG 2.2 in each mode.
            order: 902
            outline: false
            wide: true
            ---

            <div class="contrast-head">
            <nav class="contrast-views" aria-label="Contrast views"><a href="./" aria-current="page">Pairs</a><a href="matrix/">Matrix</a></nav>
            <ul class="contrast-totals">
            <li\(tone("fail"))><strong>\(count("fail"))</strong> failing</li>
            <li\(tone("allowed"))><strong>\(count("allowed"))</strong> accepted with a reason</li>
            <li\(tone("pass"))><strong>\(count("pass"))</strong> passing</li>
            <li><strong>\(rows.count)</strong> pairs in \(modes.count) mode\(modes.count == 1 ? "" : "s")</li>
            </ul>
            </div>

            Every pair from the components' manifests and `content/contrast.yml`, in every mode, worst first. Ratios are
            WCAG 2.2's, compared unrounded (4.499 fails 4.5): body text needs 4.5:1 for AA and 7:1 for AAA, large text 3:1
            and 4.5:1, icons, borders and focus rings 3:1. Translucent colours are composited over what is behind them first.

            """
        if results.contains(where: \.usesAPCA) {
            markdown += "\n"
            markdown += """
                `content/contrast.yml` asks for APCA\(results.contains(where: \.usesWCAG) ? " as well" : " instead"): each result also gives APCA's
                lightness contrast (Lc, APCA-W3 0.1.9; negative for light text on dark), judged by the size and weight its usage
                implies: body text as 16px at weight 400 (Lc \(APCA.display(APCA.requirement(for: .body)))), large text as 24px at 400
                (Lc \(APCA.display(APCA.requirement(for: .large)))), icons, borders and focus rings Lc \(APCA.display(APCA.requirement(for: .ui))).

                """
        }
        markdown += """
            <div class="contrast-report">

            """
        markdown += controls(modes: modes)
        markdown +=
            "<div class=\"contrast-table-wrap\"><table class=\"contrast-table\" data-modes=\"\(HTML.escape(modes.joined(separator: " ")))\">\n"
        markdown += "<thead><tr><th scope=\"col\" data-sort=\"name\">Pair</th>"
        for mode in modes {
            markdown += "<th scope=\"col\" data-mode=\"\(HTML.escape(mode))\">\(HTML.escape(Page.humanise(mode)))</th>"
        }
        markdown += "</tr></thead>\n<tbody>\n"
        for row in rows { markdown += self.row(row, modes: modes, tokenLinks: tokenLinks) }
        markdown += "</tbody></table></div>\n</div>\n"
        if !survey.entries.isEmpty { markdown += surveySection(survey, modes: allModes, tokenLinks: tokenLinks) }
        markdown += notes(backdrops: backdrops, unchecked: unchecked, tokenLinks: tokenLinks)
        return Page.generated(at: contentPath, markdown: markdown)
    }

    /// The palette survey: each colour on the page in every mode, and the most it can be there. Apart from the
    /// pairs, and never counted with them.
    private static func surveySection(_ survey: ContrastSurvey, modes allModes: [String], tokenLinks: TokenLinks?) -> String {
        let modes = allModes.filter { mode in survey.entries.contains { $0.results[mode] != nil } }
        func token(_ path: String) -> String {
            let code = "<code>\(HTML.escape(path).replacingOccurrences(of: ".", with: ".<wbr>"))</code>"
            guard let tokenLinks else { return code }
            return "<a href=\"\(HTML.escape(tokenLinks.url(for: path)))\">\(code)</a>"
        }
        let count = { (verdict: ContrastSurvey.Verdict) in survey.entries.filter { $0.verdict == verdict }.count }
        let page = survey.page.map(token) ?? "white (black in dark modes)"
        var html = """
            <section class="contrast-survey" aria-labelledby="palette-survey">
            <h2 id="palette-survey">Palette survey</h2>
            <p>A question, not promises: each colour that <code>survey:</code> in <code>content/contrast.yml</code> names, measured as text on the page background, \(page), in every mode. Each result says the most it can be there: body text (4.5:1), large text and icons (3:1), or decoration only; the last column, what it can be in every mode. The survey is never counted as pairs, passes or failures.</p>
            <ul class="contrast-totals">
            <li><strong>\(survey.entries.count)</strong> colours</li>
            <li><strong>\(count(.body))</strong> body text in every mode</li>
            <li><strong>\(count(.large))</strong> large text and icons at best</li>
            <li><strong>\(count(.decoration))</strong> decoration only in some mode</li>
            </ul>
            <div class="contrast-table-wrap"><table class="contrast-table contrast-survey-table">
            <thead><tr><th scope="col">Colour</th>
            """
        for mode in modes { html += "<th scope=\"col\">\(HTML.escape(Page.humanise(mode)))</th>" }
        html += "<th scope=\"col\">In every mode</th></tr></thead>\n<tbody>\n"
        // Most readable first: the colours a team can use for text lead.
        for entry in survey.entries.enumerated().sorted(by: { ($1.element.worst, $0.offset) < ($0.element.worst, $1.offset) }).map(\.element) {
            html += "<tr><th scope=\"row\">\(token(entry.path))</th>"
            for mode in modes {
                let label = "<span class=\"contrast-mode\">\(HTML.escape(Page.humanise(mode)))</span>"
                guard let measure = entry.results[mode] else {
                    html += "<td>\(label) not a colour</td>"
                    continue
                }
                let ratio = ContrastRequirement.displayRatio(measure.ratio)
                let landed = (try? WCAG.composite(measure.color, over: measure.page)) ?? measure.color
                let sample = ContrastSample.html(
                    landed, on: measure.page, role: .text,
                    label: "\(Page.humanise(mode)) sample: \(measure.color.hex) on \(measure.page.hex), \(ratio):1")
                html +=
                    "<td>\(label)<span class=\"contrast-result\">\(sample)<span class=\"contrast-figures\"><strong class=\"contrast-ratio\">\(ratio):1</strong>"
                    + " <span class=\"contrast-verdict\">\(ContrastSurvey.Verdict(measure.ratio).rawValue)</span>"
                    + "<small class=\"contrast-values\">\(measure.color.hex) on \(measure.page.hex)</small></span></span></td>"
            }
            html +=
                "<td><span class=\"contrast-mode\">In every mode</span>\(entry.verdict.rawValue.prefix(1).uppercased() + entry.verdict.rawValue.dropFirst())</td></tr>\n"
        }
        return html + "</tbody></table></div>\n</section>\n"
    }

    /// Under the table: what translucent backgrounds were measured over, and the pairs that were not checked, and why.
    private static func notes(backdrops: [ContrastChecker.PageBackdrop], unchecked: [Diagnostic], tokenLinks: TokenLinks?) -> String {
        func name(_ path: String) -> String {
            let code = "<code>\(HTML.escape(path))</code>"
            guard let tokenLinks, !path.hasPrefix("#") else { return code }
            return "<a href=\"\(HTML.escape(tokenLinks.url(for: path)))\">\(code)</a>"
        }
        var html = ""
        if !backdrops.isEmpty {
            html += "<section class=\"contrast-notes\" aria-labelledby=\"over-the-page\">\n<h2 id=\"over-the-page\">Translucent backgrounds</h2>\n"
            html +=
                "<p>These backgrounds let what is behind them show through, and their pairs do not say what that is, so they are measured over the page background. Give a pair <code>over:</code> in <code>content/contrast.yml</code> when it sits on something else.</p>\n<ul>\n"
            for backdrop in backdrops {
                html +=
                    "<li>\(name(backdrop.background)) over \(name(backdrop.page)), in \(backdrop.modes.map { HTML.escape(Page.humanise($0)) }.joined(separator: " and "))</li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        if !unchecked.isEmpty {
            html += "<section class=\"contrast-notes\" aria-labelledby=\"not-checked\">\n<h2 id=\"not-checked\">Not checked</h2>\n"
            html += "<p>\(unchecked.count == 1 ? "This pair was" : "These pairs were") left out of the table.</p>\n<ul>\n"
            for problem in unchecked {
                let place = problem.location.map { "<code>\(HTML.escape("\($0)"))</code>: " } ?? ""
                html += "<li>\(place)\(HTML.escape(problem.message))\(problem.reason.map { ". " + HTML.escape($0) } ?? "")</li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return html
    }

    /// The filters and the sort, hidden until the script shows them (a page without scripts is the plain table).
    private static func controls(modes: [String]) -> String {
        func select(_ name: String, _ label: String, _ options: [(String, String)]) -> String {
            "<label><span>\(label)</span><select name=\"\(name)\">"
                + options.map { "<option value=\"\(HTML.escape($0.0))\">\(HTML.escape($0.1))</option>" }.joined()
                + "</select></label>"
        }
        return "<form class=\"contrast-controls\" role=\"search\" aria-label=\"Filter and sort the pairs\" hidden>"
            + select("status", "Show", [("", "All pairs"), ("fail", "Failing"), ("allowed", "Accepted failures"), ("pass", "Passing")])
            + select("mode", "Mode", [("", "Every mode")] + modes.map { ($0, Page.humanise($0)) })
            + select("usage", "Used for", [("", "Anything"), ("body", "Body text"), ("large", "Large text"), ("ui", "Icons, borders, controls")])
            + "<label><span>Token</span><input type=\"search\" name=\"token\" placeholder=\"color.text\" spellcheck=\"false\"></label>"
            + select("sort", "Sort by", [("", "Worst ratio first"), ("best", "Best ratio first"), ("name", "Token name")])
            + "<output aria-live=\"polite\"></output></form>\n"
    }

    private static func row(_ row: Row, modes: [String], tokenLinks: TokenLinks?) -> String {
        let declaration = row.declaration
        func token(_ path: String) -> String {
            // Breaks are allowed after the dots, so a long path wraps at its parts.
            let code = "<code>\(HTML.escape(path).replacingOccurrences(of: ".", with: ".<wbr>"))</code>"
            guard let tokenLinks else { return code }
            return "<a href=\"\(HTML.escape(tokenLinks.url(for: path)))\">\(code)</a>"
        }
        var pair =
            "<span class=\"contrast-pair\">\(token(declaration.foreground)) <span class=\"contrast-on\">on</span> \(token(declaration.background))"
        if let over = declaration.over { pair += " <span class=\"contrast-on\">over</span> \(token(over))" }
        pair += "</span>"
        pair +=
            "<span class=\"contrast-needs\">\(declaration.use), needs \(declaration.needs(level: true))</span>"
        if let reason = declaration.allowFailure {
            pair += "<span class=\"contrast-accepted\"><strong>Accepted:</strong> \(oneLine(reason))</span>"
        }
        // Where the pair is declared; a component's pair also says which component and variant.
        let source = "<code>\(HTML.escape(declaration.source.file)):\(declaration.source.line)</code>"
        pair += "<span class=\"contrast-source\">\(declaration.origin == "contrast.yml" ? "" : oneLine(declaration.origin) + ", ")\(source)</span>"
        let search = [declaration.foreground, declaration.background, declaration.over ?? ""].joined(separator: " ")
        var html =
            "<tr data-status=\"\(row.status)\" data-usage=\"\(declaration.usage.rawValue)\" data-tokens=\"\(HTML.escape(search))\">"
            + "<th scope=\"row\">\(pair)</th>"
        for mode in modes {
            guard let result = row.results[mode] else {
                html +=
                    "<td data-mode=\"\(HTML.escape(mode))\"><span class=\"contrast-mode\">\(HTML.escape(Page.humanise(mode)))</span> not measured</td>"
                continue
            }
            html += cell(result)
        }
        return html + "</tr>\n"
    }

    /// Text escaped and on one line: a blank line (a YAML `|` block) would end the raw-HTML block the table is in.
    private static func oneLine(_ text: String) -> String {
        HTML.escape(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// One mode of a pair: the sample, the ratio, and the verdict at AA and AAA.
    private static func cell(_ result: ContrastResult) -> String {
        let declaration = result.declaration
        let ratio = ContrastRequirement.displayRatio(result.ratio)
        let status = result.passes ? "pass" : (result.allowed ? "allowed" : "fail")
        let verdict = result.passes ? "Passes" : (result.allowed ? "Fails, accepted" : "Fails")
        var colours = "\(result.foreground.hex) on \(result.background.hex)"
        if let over = result.over { colours += " over \(over.hex)" }
        var levels = ContrastRequirement.Level.allCases.map { level -> String in
            let requirement = ContrastRequirement(usage: declaration.usage, level: level)
            let met = requirement.isMet(by: result.ratio)
            let mark = met ? "✓" : "✗"
            return "<span class=\"contrast-level \(met ? "is-pass" : "is-fail")\(level == declaration.level ? " is-required" : "")\">"
                + "\(level.rawValue)<span aria-hidden=\"true\"> \(mark)</span><span class=\"sr-only\"> \(met ? "passes" : "fails") (\(requirement.minimumRatioText):1)</span></span>"
        }.joined(separator: " ")
        if !result.usesWCAG { levels = "" }
        // APCA's Lc beside the ratio, judged by the size and weight the usage implies (see `APCA.requirement(for:)`).
        if result.usesAPCA {
            let met = result.lcPasses
            levels +=
                (levels.isEmpty ? "" : " ") + "<span class=\"contrast-level \(met ? "is-pass" : "is-fail") is-required\">"
                + "APCA Lc \(APCA.display(result.lc))<span aria-hidden=\"true\"> \(met ? "✓" : "✗")</span>"
                + "<span class=\"sr-only\"> \(met ? "passes" : "fails") (needs \(result.declaration.requiredLcText))</span></span>"
        }
        let sample = ContrastSample.html(
            ContrastSample.landed(result), on: result.backdrop, role: declaration.role,
            label: "\(Page.humanise(result.mode)) sample: \(colours), \(ratio):1"
        )
        // The ratio is kept unrounded for sorting, and ordered worst first for the no-script table.
        return "<td data-mode=\"\(HTML.escape(result.mode))\" data-ratio=\"\(result.ratio)\" data-status=\"\(status)\">"
            + "<span class=\"contrast-mode\">\(HTML.escape(Page.humanise(result.mode)))</span>"
            + "<span class=\"contrast-result\">\(sample)<span class=\"contrast-figures\">"
            + "<strong class=\"contrast-ratio\">\(ratio):1</strong> <span class=\"contrast-verdict is-\(status)\">\(verdict)</span>"
            + "<span class=\"contrast-levels\">\(levels)</span>"
            + "<small class=\"contrast-values\">\(colours)</small></span></span>\(details(result))</td>"
    }

    /// What opens on demand under a mode's result: the pair as people with colour-vision
    /// deficiencies see it, each with its ratio, and the nearest colour that passes.
    private static func details(_ result: ContrastResult) -> String {
        let declaration = result.declaration
        let foreground = ContrastSample.landed(result)
        let views = ColorVisionDeficiency.allCases.map { deficiency -> String in
            let seen = deficiency.simulate(foreground)
            let behind = deficiency.simulate(result.backdrop)
            let ratio = (try? WCAG.contrastRatio(of: seen, on: behind)) ?? 1
            let name = "\(deficiency.rawValue.prefix(1).uppercased())\(deficiency.rawValue.dropFirst())"
            // Decorative: the text beside it names the view and its ratio.
            return "<span class=\"contrast-vision\">" + ContrastSample.html(seen, on: behind, role: declaration.role, label: nil, small: true)
                + "<span>\(name) \(ContrastRequirement.displayRatio(ratio)):1</span></span>"
        }.joined()
        // The mode in the summary tells a screen reader which of a row's toggles this is.
        var html =
            "<details class=\"contrast-details\"><summary>Colour vision\(result.suggestion == nil ? "" : " and fix")"
            + "<span class=\"sr-only\">, \(HTML.escape(Page.humanise(result.mode)))</span></summary>"
            + "<span class=\"contrast-visions\">\(views)</span>"
        if case let .adjusted(color, ratio) = result.suggestion {
            html +=
                "<span class=\"contrast-fix\"><strong>Fix:</strong> <span class=\"contrast-swatch\" style=\"background: \(color.hex)\"></span> "
                + "<code>\(color.hex)</code> reaches \(ContrastRequirement.displayRatio(ratio)):1</span>"
        } else if case let .unreachable(best) = result.suggestion {
            html +=
                "<span class=\"contrast-fix\"><strong>Fix:</strong> no colour of the same hue passes here "
                + "(the best is \(ContrastRequirement.displayRatio(best)):1); change the background</span>"
        }
        return html + "</details>"
    }
}
