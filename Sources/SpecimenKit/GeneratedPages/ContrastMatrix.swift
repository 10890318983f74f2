import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The contrast matrix at `contrast/matrix/`: every foreground of the declared pairs against every
/// background, per mode, for a designer choosing a pair that does not exist yet.
///
/// Each cell gives the ratio and the highest use it is good for (AAA, AA, large text and non-text,
/// or none). `specimen.js` lets a reader narrow the rows and columns and hide what misses a
/// minimum; the choice is kept in the address.
enum ContrastMatrix {
    /// At most this many foregrounds and backgrounds: a bigger grid is too wide to read, and the
    /// page would grow with the square of the design system.
    static let limit = 60

    /// A foreground or a background of the matrix, with its colour in each mode.
    struct Axis {
        var name: String
        var token: String
        var colors: [String: Color]
    }

    /// The foregrounds and the backgrounds (a translucent one as composited over its `over`), by name.
    static func axes(_ results: [ContrastResult]) -> (foregrounds: [Axis], backgrounds: [Axis]) {
        var foregrounds: [String: Axis] = [:]
        var backgrounds: [String: Axis] = [:]
        for result in results {
            let declaration = result.declaration
            foregrounds[declaration.foreground, default: Axis(name: declaration.foreground, token: declaration.foreground, colors: [:])]
                .colors[result.mode] = result.foreground
            let name = declaration.over.map { "\(declaration.background) over \($0)" } ?? declaration.background
            backgrounds[name, default: Axis(name: name, token: declaration.background, colors: [:])].colors[result.mode] = result.backdrop
        }
        return (foregrounds.values.sorted { $0.name < $1.name }, backgrounds.values.sorted { $0.name < $1.name })
    }

    /// What a ratio is good for, best first: the grade a cell shows.
    static func grade(_ ratio: Double) -> (label: String, className: String) {
        if ratio >= 7 { return ("AAA", "is-aaa") }
        if ratio >= 4.5 { return ("AA", "is-aa") }
        if ratio >= 3 { return ("Large, UI", "is-large") }
        return ("Fails", "is-fail")
    }

    /// The page published at `contrast/matrix/`.
    static func page(_ results: [ContrastResult], modes allModes: [String], contentPath: String = "contrast/matrix/index.md") -> Page {
        let (allForegrounds, allBackgrounds) = axes(results)
        let foregrounds = Array(allForegrounds.prefix(limit))
        let backgrounds = Array(allBackgrounds.prefix(limit))
        let modes = allModes.filter { mode in results.contains { $0.mode == mode } }
        var markdown = """
            ---
            title: Contrast matrix
            description: Every foreground of the design system's colour pairs against every background, in each mode.
            order: 903
            outline: false
            wide: true
            ---

            <div class="contrast-head">
            <nav class="contrast-views" aria-label="Contrast views"><a href="../">Pairs</a><a href="./" aria-current="page">Matrix</a></nav>
            </div>

            \(foregrounds.count) foreground\(foregrounds.count == 1 ? "" : "s") (rows) against \(backgrounds.count) background\(backgrounds.count == 1 ? "" : "s")
            (columns): the colours of the declared pairs, each with every other. A cell gives the WCAG 2.2 ratio and what it
            is good for: **AAA** (7:1) and **AA** (4.5:1) for body text, **Large, UI** (3:1) for large text, icons, borders
            and focus rings only.

            """
        if allForegrounds.count > limit || allBackgrounds.count > limit {
            markdown += """

                The design system has \(allForegrounds.count) foregrounds and \(allBackgrounds.count) backgrounds; the matrix shows the
                first \(limit) of each by name. The [pairs](../) list every declared pair.

                """
        }
        markdown += "\n<div class=\"contrast-matrix\">\n" + controls(foregrounds: foregrounds, backgrounds: backgrounds)
        // A table per mode, each on a core: thousands of cells each for a large design system.
        for section in modes.parallelMap({ mode in
            // An id is one word: `high contrast` would be two, and aria-labelledby would point at both.
            let id = "matrix-" + mode.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            return "<section class=\"contrast-matrix-mode\" data-mode=\"\(HTML.escape(mode))\" aria-labelledby=\"\(HTML.escape(id))\">"
                + "<h2 id=\"\(HTML.escape(id))\">\(HTML.escape(Page.humanise(mode)))</h2>\n"
                + table(mode: mode, foregrounds: foregrounds, backgrounds: backgrounds) + "</section>\n"
        }) {
            markdown += section
        }
        markdown += "</div>\n"
        return Page.generated(at: contentPath, markdown: markdown)
    }

    private static func table(mode: String, foregrounds: [Axis], backgrounds: [Axis]) -> String {
        func name(_ text: String) -> String {
            "<code>\(HTML.escape(text).replacingOccurrences(of: ".", with: ".<wbr>"))</code>"
        }
        // Thousands of cells: each column's attribute and colour are worked out once, and the cells appended in place.
        let columns = backgrounds.map { (attribute: "<td data-bg=\"\(HTML.escape($0.name))\"", color: $0.colors[mode], token: $0.token) }
        var html = "<div class=\"contrast-table-wrap\"><table class=\"contrast-matrix-table\">"
        html.reserveCapacity(512 * foregrounds.count * max(backgrounds.count, 1))
        html += "<caption class=\"sr-only\">\(HTML.escape(Page.humanise(mode))) mode: foregrounds in rows, backgrounds in columns</caption>"
        html += "<thead><tr><th scope=\"col\"><span class=\"sr-only\">Foreground</span></th>"
        for background in backgrounds {
            let swatch = background.colors[mode].map { "<span class=\"contrast-swatch\" style=\"background: \($0.hex)\"></span> " } ?? ""
            html += "<th scope=\"col\" data-bg=\"\(HTML.escape(background.name))\">\(swatch)\(name(background.name))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for foreground in foregrounds {
            let color = foreground.colors[mode]
            let swatch = color.map { "<span class=\"contrast-swatch\" style=\"background: \($0.hex)\"></span> " } ?? ""
            html += "<tr data-fg=\"\(HTML.escape(foreground.name))\"><th scope=\"row\">\(swatch)\(name(foreground.name))</th>"
            for column in columns {
                html += column.attribute
                guard column.token != foreground.token, let color, let backdrop = column.color,
                    let landed = try? WCAG.composite(color, over: backdrop),
                    let ratio = try? WCAG.contrastRatio(of: landed, on: backdrop)
                else {
                    html += "><span class=\"sr-only\">not measured</span></td>"
                    continue
                }
                let grade = grade(ratio)
                html += " data-ratio=\""
                html += "\(ratio)"
                html += "\" class=\""
                html += grade.className
                html += "\">"
                html += ContrastSample.html(landed, on: backdrop, role: .text, label: nil, small: true)
                html += "<span class=\"contrast-matrix-ratio\">"
                html += ContrastRequirement.displayRatio(ratio)
                html += "</span><span class=\"contrast-grade\">"
                html += grade.label
                html += "</span></td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    /// The choice of rows, columns and a minimum, hidden until the script shows it.
    private static func controls(foregrounds: [Axis], backgrounds: [Axis]) -> String {
        func choices(_ axes: [Axis], name: String, legend: String) -> String {
            "<fieldset><legend>\(legend)</legend>"
                + axes.map {
                    "<label><input type=\"checkbox\" name=\"\(name)\" value=\"\(HTML.escape($0.name))\" checked> <code>\(HTML.escape($0.name))</code></label>"
                }.joined()
                + "</fieldset>"
        }
        return "<form class=\"contrast-controls contrast-matrix-controls\" aria-label=\"Choose what the matrix shows\" hidden>"
            + "<label><span>Show cells</span><select name=\"min\"><option value=\"\">All</option><option value=\"3\">3:1 and above</option>"
            + "<option value=\"4.5\">4.5:1 and above</option><option value=\"7\">7:1 and above</option></select></label>"
            + "<details class=\"contrast-choose\"><summary>Choose tokens</summary><div>"
            + choices(foregrounds, name: "fg", legend: "Foregrounds (rows)") + choices(backgrounds, name: "bg", legend: "Backgrounds (columns)")
            + "</div></details><output aria-live=\"polite\"></output></form>\n"
    }
}
