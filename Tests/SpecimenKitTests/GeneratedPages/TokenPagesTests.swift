import Foundation
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens
@testable import SpecimenYAML

@Suite struct TokenPagesTests {
    static let resolver = """
        { "version": "2025.10",
          "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } } }
        """

    @Test func oneRowPerTokenWithEveryModeSideBySide() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/system.resolver.json": Self.resolver,
            "content/tokens/base.tokens.json": """
            { "space": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" }, "$description": "Padding of a `Banner`; see | pipes." } },
              "palette": { "$type": "color", "red": { "$value": "#dc2626" }, "old": { "$value": "#ff0000", "$deprecated": "Use `palette.red`." } } }
            """,
            "content/tokens/light.tokens.json": ##"{ "fg": { "$type": "color", "danger": { "$value": "{palette.red}" } } }"##,
            "content/tokens/dark.tokens.json": ##"{ "fg": { "$type": "color", "danger": { "$value": "#f87171" } } }"##,
        ])
        let report = project.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        let html = try project.read("public/tokens/index.html")
        // Groups as the files group them, each with an anchor and collapsible.
        #expect(html.contains(#"<h2 id="group-space""#))
        #expect(html.contains(#"<details class="token-group" open>"#))
        // The row: anchor, name, type; light and dark side by side; the size written once.
        #expect(html.contains(#"<td><a id="space-md"></a><code>space.md</code><br><small>dimension</small></td>"#))
        #expect(html.contains(#"<td><small class="token-same">same as Light</small></td>"#))
        // Phones name each mode column once, in the page's scoped style, not in every cell.
        #expect(html.contains(#".specimen-scoped .token-table-wrap td:nth-child(3)::before { content: "Dark"; }"#))
        // The description and the deprecation are Markdown; a pipe stays in its cell.
        #expect(html.contains("<td>Padding of a <code>Banner</code>; see | pipes.</td>"))
        #expect(html.contains(#"<strong class="token-deprecated">Deprecated</strong>: Use <code>palette.red</code>."#))
        // An alias links to the token it takes its value from; the dark value is its own.
        #expect(html.contains("→\u{00A0}<a href=\"/tokens/#palette-red\"><code>palette.red</code></a>"))
        #expect(html.contains("<code>#f87171</code>"))
        // Token names and values are text, so search finds them.
        let index = try project.read("public/search-index.json")
        #expect(index.contains("f87171"))
    }

    @Test func aComputedValueSaysHowItIsMade() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/tokens.tokens.json": ##"""
            { "spacing": { "base": { "value": "8", "type": "spacing" }, "lg": { "value": "{spacing.base} * 3", "type": "spacing" } },
              "color": { "ink": { "value": "#000000", "type": "color" },
                         "scrim": { "value": "{color.ink}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.5" } } } } } }
            """##,
        ])
        let report = project.build()
        #expect(report.diagnostics == [])
        let html = try project.read("public/tokens/index.html")
        #expect(html.contains("<code>24px</code> = <code>{spacing.base} * 3</code></td>"))
        #expect(html.contains("<code>#00000080</code> = <code>{color.ink}, at opacity 0.5</code></td>"))
    }

    @Test func aLargeSystemHasAPagePerTopLevelGroup() throws {
        var groups: [String] = []
        for group in ["fgColor", "bgColor", "borderColor"] {
            let tokens = (0..<150).map { ##""t\##($0)": { "$value": "#\##(String(format: "%06x", $0 * 4099))" }"## }.joined(separator: ", ")
            groups.append(##""\##(group)": { "$type": "color", \##(tokens) }"##)
        }
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": "{ " + groups.joined(separator: ", ") + " }",
        ])
        let report = project.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        let index = try project.read("public/tokens/index.html")
        #expect(index.contains(#"<td><a href="/tokens/fgcolor/">fgColor</a></td>"#))
        #expect(index.contains("<td>150</td>"))
        let page = try project.read("public/tokens/bgcolor/index.html")
        #expect(page.contains(#"<a id="bgColor-t149"></a>"#))
        #expect(!page.contains("fgColor.t0"))
        let links = TokenLinks(
            model: TokenLoader.load(folder: project.root.appending(path: "content/tokens"), displayPrefix: "content/tokens").0,
            pageURL: "/docs/tokens/")
        #expect(links.url(for: "borderColor.t7") == "/docs/tokens/bordercolor/#borderColor-t7")
    }
}
