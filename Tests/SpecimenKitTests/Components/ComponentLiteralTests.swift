import Foundation
import Testing

@testable import SpecimenKit

/// Component HTML takes every colour, size and radius from the design tokens.
///
/// A literal such as `#DC2626` or `12px` in a template keeps its value when the tokens change
/// or the preview switches to dark, so the example silently drifts from the design system.
@Suite struct ComponentLiteralTests {
    /// Every component template of the built-in theme, by name.
    static func templates() throws -> [(name: String, text: String)] {
        let empty = try TemporaryProject()
        let (theme, _) = Theme.load(empty.project)
        return theme.files.keys.filter { $0.hasPrefix("components/") && $0.hasSuffix(".mustache") }.sorted().map { path in
            let name = String(path.dropFirst("components/".count).dropLast(".mustache".count))
            return (name, String(decoding: theme.files[path] ?? Data(), as: UTF8.self))
        }
    }

    @Test func everyTemplateUsesTokenVariablesOnly() throws {
        let templates = try Self.templates()
        #expect(templates.count >= 13, "the catalogue covers every pattern of the seeds")
        for (name, text) in templates {
            for problem in LiteralScanner.problems(in: text) {
                Issue.record("component `\(name)` has \(problem)")
            }
        }
    }

    /// The embedded theme is compiled from theme/ by a build plugin; a stale binary would test old templates.
    @Test func embeddedTemplatesMatchTheRepositoryTheme() throws {
        let folder = Repository.root.appending(path: "theme/components")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        let embedded = try Self.templates()
        #expect(embedded.map { $0.name + ".mustache" } == onDisk)
        for (name, text) in embedded {
            let disk = try String(contentsOf: folder.appending(path: name + ".mustache"), encoding: .utf8)
            #expect(text == disk, "theme/components/\(name).mustache changed since the last build; rebuild the tests")
        }
    }

    // The scanner itself: each kind of literal is found, and what tokens produce is not.

    @Test func findsHexColours() {
        #expect(
            LiteralScanner.problems(in: #"<div style="color: #DC2626; background: var(--color-surface-base);">"#)
                == ["a literal colour `#DC2626` in `color: #DC2626`"])
        #expect(
            LiteralScanner.problems(in: #"<p style="border: 1px solid #fff">"#)
                == ["a literal length `1px` in `border: 1px solid #fff`", "a literal colour `#fff` in `border: 1px solid #fff`"])
    }

    @Test func findsColourFunctionsAndNames() {
        #expect(
            LiteralScanner.problems(in: #"<p style="background: rgba(0, 0, 0, 0.3)">"#)
                == ["a literal colour `rgba(` in `background: rgba(0, 0, 0, 0.3)`"])
        #expect(LiteralScanner.problems(in: #"<p style="color: hsl(0 80% 40%)">"#) == ["a literal colour `hsl(` in `color: hsl(0 80% 40%)`"])
        #expect(
            LiteralScanner.problems(in: #"<p style="color: White; border-color: rebeccapurple;">"#)
                == ["a literal colour `White` in `color: White`", "a literal colour `rebeccapurple` in `border-color: rebeccapurple`"])
        #expect(
            LiteralScanner.problems(in: ##"<svg><path fill="red" stroke="#000"/></svg>"##)
                == ["a literal colour `red` in `fill=\"red\"`", "a literal colour `#000` in `stroke=\"#000\"`"])
    }

    @Test func findsLengths() {
        #expect(
            LiteralScanner.problems(in: #"<p style="padding: 12px 1.5rem; margin: .5em 2pt">"#) == [
                "a literal length `12px` in `padding: 12px 1.5rem`", "a literal length `1.5rem` in `padding: 12px 1.5rem`",
                "a literal length `.5em` in `margin: .5em 2pt`", "a literal length `2pt` in `margin: .5em 2pt`",
            ])
        #expect(
            LiteralScanner.problems(in: #"<svg width="24" height="24" viewBox="0 0 24 24">"#)
                == ["a literal size `width=\"24\"`", "a literal size `height=\"24\"`"])
        #expect(
            LiteralScanner.problems(in: "<style>.x { color: red }</style>") == ["a `<style>` element; components style inline with token variables"])
    }

    @Test func acceptsTokensKeywordsAndUnitlessNumbers() {
        let clean = #"""
            <div style="display: flex; flex: 1; gap: var(--spacing-md); width: 100%; line-height: 1.5; border-radius: 50%; background: transparent; color: currentColor; margin: calc(var(--spacing-xs) * -1) 0; padding: var(--spacing-md, 12px);">
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 9.5v4"/></svg>
              <a href="#add-photos" aria-describedby="field-error">Add</a>
            </div>
            """#
        #expect(LiteralScanner.problems(in: clean).isEmpty)
    }
}

/// Finds literal colours and lengths in component HTML: in `style` attributes outside `var()`,
/// in SVG colour attributes, and as `width`/`height` attributes.
enum LiteralScanner {
    /// One line per literal, naming it and the declaration or attribute it is in.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        if html.range(of: "<style", options: .caseInsensitive) != nil {
            problems.append("a `<style>` element; components style inline with token variables")
        }
        for (name, value) in attributes(in: html) {
            switch name {
            case "style":
                for declaration in value.split(separator: ";") {
                    let text = declaration.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard let colon = text.firstIndex(of: ":") else { continue }
                    let declared = withoutVariables(String(text[text.index(after: colon)...]))
                    for literal in lengths(in: declared) { problems.append("a literal length `\(literal)` in `\(text)`") }
                    for literal in colours(in: declared) { problems.append("a literal colour `\(literal)` in `\(text)`") }
                }
            case "fill", "stroke", "color", "stop-color", "flood-color", "lighting-color":
                for literal in colours(in: value) { problems.append("a literal colour `\(literal)` in `\(name)=\"\(value)\"`") }
            case "width", "height":
                if value.contains(where: \.isNumber) { problems.append("a literal size `\(name)=\"\(value)\"`") }
            default:
                continue
            }
        }
        return problems
    }

    /// `name="value"` pairs of every tag, in order (Mustache tags inside values are kept as text).
    static func attributes(in html: String) -> [(String, String)] {
        let pattern = /\s([a-zA-Z][a-zA-Z0-9:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/
        return html.matches(of: pattern).map { match in
            (String(match.output.1).lowercased(), String(match.output.2 ?? match.output.3 ?? ""))
        }
    }

    /// The text with every `var(...)`, nested ones included, removed: a fallback inside it is the token's business.
    static func withoutVariables(_ text: String) -> String {
        var result = ""
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if depth == 0, text[index...].hasPrefix("var(") {
                depth = 1
                index = text.index(index, offsetBy: 4)
                continue
            }
            if depth > 0 {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" { depth -= 1 }
            } else {
                result.append(text[index])
            }
            index = text.index(after: index)
        }
        return result
    }

    static func lengths(in value: String) -> [String] {
        // A number right after a letter, `-`, `.` or `#` is part of a name or a hex colour, not a length.
        value.matches(of: /(?:^|[^\w.#-])(-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|pt|pc|ch|ex|cm|mm|in|q|vw|vh|vmin|vmax|lh|rlh))\b/.ignoresCase())
            .map { String($0.output.1) }
    }

    static func colours(in value: String) -> [String] {
        var found = value.matches(of: /#[0-9a-fA-F]{3,8}\b/).map { String(value[$0.range]) }
        found += value.matches(of: /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(/.ignoresCase()).map { String(value[$0.range]) }
        for match in value.matches(of: /[a-zA-Z]+/) where namedColours.contains(value[match.range].lowercased()) {
            found.append(String(value[match.range]))
        }
        return found
    }

    /// CSS named colours (CSS Color 4), without `transparent` and `currentColor`, which take no value of their own.
    static let namedColours: Set<String> = [
        "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond", "blue",
        "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral", "cornflowerblue", "cornsilk",
        "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki",
        "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen", "darkslateblue",
        "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey",
        "dodgerblue", "firebrick", "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod",
        "gray", "green", "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
        "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan", "lightgoldenrodyellow",
        "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray",
        "lightslategrey", "lightsteelblue", "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon",
        "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
        "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin",
        "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen",
        "paleturquoise", "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple",
        "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell",
        "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen", "steelblue", "tan",
        "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
        // System colours resolve to the browser's palette, not the design system's.
        "canvas", "canvastext", "linktext", "visitedtext", "activetext", "buttonface", "buttontext", "buttonborder", "field",
        "fieldtext", "highlight", "highlighttext", "selecteditem", "selecteditemtext", "mark", "marktext", "graytext",
        "accentcolor", "accentcolortext",
    ]
}
