import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// Inputs that once crashed, multiplied or were misread: each stays a located problem or a right value.
@Suite struct TokenEdgeCaseTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    @Test func hugeLabComponentsAreAnErrorNotACrash() throws {
        let (model, diagnostics) = try TokenFixture.load(
            #"{ "x": { "$type": "color", "$value": { "colorSpace": "lab", "components": [50, 1e300, 0] } } }"#)
        #expect(model.tokens(in: "default").isEmpty)
        #expect(diagnostics.map(\.message) == ["the components of this `lab` color are too large to be a color"])
    }

    @Test func extendsThatDoublesAtEachStepStopsWithOneError() throws {
        // g1 extends g0 twice over, g2 extends g1 twice over…: 2^30 tokens if nothing stopped it.
        var groups = [#""g0": { "t": { "$type": "number", "$value": 1 } }"#]
        for level in 1...30 {
            groups.append(#""g\#(level)": { "a": { "$extends": "{g\#(level - 1)}" }, "b": { "$extends": "{g\#(level - 1)}" } }"#)
        }
        let (model, diagnostics) = try TokenFixture.load("{ " + groups.joined(separator: ",\n") + " }")
        #expect(model.tokens(in: "default").count < 1_000_000)
        #expect(diagnostics.map(\.message) == ["`$extends` would copy more than 100000 members"])
    }

    @Test func lineHeightsAsDesignToolsWriteThem() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "type": { "$type": "typography",
              "a": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "lineHeight": "1.5" } },
              "b": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "lineHeight": "AUTO" } },
              "c": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "lineHeight": "150%" } } } }
            """)
        let styles = model.tokens(in: "default").compactMap { token -> TypographyValue? in
            if case .typography(let style) = token.value { return style }
            return nil
        }
        #expect(styles.map(\.lineHeight) == [.multiplier(1.5), nil, .length(DimensionValue(150, DimensionValue.Unit(rawValue: "%")))])
        #expect(
            diagnostics.map(\.message) == [
                "`lineHeight` `1.5` is a string; it is read as the number 1.5",
                "`lineHeight` `AUTO` is left to the font",
                "the dimension `150%` is written as text, as the format's drafts did",
                "dimension unit `%` is not part of the format",
            ])
    }

    @Test func aLineHeightAliasMayNameANumberOrALength() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            { "ink": { "$type": "color", "$value": "#000000" },
              "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "lineHeight": "{ink}" } } }
            """)
        #expect(
            diagnostics == [
                .warning(
                    .aliasTypeMismatch, at: at(2, 125), "alias `{ink}` is a `color` token, but a `number` or `dimension` is expected here",
                    reason: "An alias takes its value and type from the token it points to, so that token must have the type this place needs.",
                    fix: "Point the alias at a `number` token, or change the `$type`."
                )
            ])
    }

    @Test func extraTypographyValuesNeverBreakTheCSS() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" },
              "textTransform": "uppercase /*", "font-size": "99px", "FontStyle": "italic", "textCase": "lowercase", "MozOsxFontSmoothing": "grayscale",
              "backgroundImage": "url(//tracker.example/p)", "x:0}body{display:none}a": "1", "wordSpacing": "calc(1px + 0.1em)" } } }
            """)
        guard case .typography(let style)? = model.tokens(in: "default").first?.value else {
            Issue.record("no style: \(diagnostics)")
            return
        }
        #expect(
            style.otherProperties == [
                .init(name: "font-style", value: "italic"), .init(name: "text-transform", value: "lowercase"),
                .init(name: "-moz-osx-font-smoothing", value: "grayscale"), .init(name: "word-spacing", value: "calc(1px + 0.1em)"),
            ])
        #expect(!TokenCSS.render(model).contains("/*\n") && !TokenCSS.render(model).contains("99px"))
        #expect(
            diagnostics.filter { $0.message.hasSuffix("is ignored") }.map(\.message) == [
                "`textTransform` in a text style is ignored", "`font-size` in a text style is ignored",
                "`backgroundImage` in a text style is ignored", "`x:0}body{display:none}a` in a text style is ignored",
            ])
        #expect(!TokenCSS.render(model).contains("display:none") && !TokenCSS.render(model).contains("url("))
    }

    @Test func aGroupNamedValueInThePreDTCGForm() throws {
        let (model, _) = try TokenFixture.load(#"{ "spacing": { "value": { "value": "4px", "type": "dimension" } } }"#)
        #expect(model.tokens(in: "default").map(\.path) == ["spacing.value"])
    }

    @Test func aSetOnlyAContextNamesIsUsed() throws {
        let (model, diagnostics) = try TokenFixture([
            "r.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "n": { "$type": "number", "gap": { "$value": 8 } } }] },
                        "tight": { "sources": [{ "n": { "gap": { "$value": 4 } } }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [] }, "default": "light" },
                "density": { "contexts": { "comfortable": [], "compact": [{ "$ref": "#/sets/tight" }] }, "default": "comfortable" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/density" }, { "$ref": "#/modifiers/theme" }] }
            """,
            "modes.yml": "contexts: [dark, dark, light]\ninputs:\n  densty: compact\n  theme: dark\n",
        ]).load()
        #expect(model.modes == ["dark", "light"])
        #expect(
            diagnostics.map(\.message) == [
                "`dark` is listed twice in `contexts:`",
                "`inputs:` names `densty`, which is not a modifier of the resolver",
                "`inputs:` names `theme`, whose contexts are the modes",
            ])
        #expect(diagnostics[1].fix == "Did you mean `density`?")
    }

    @Test func aModesFileOfTheWrongShapeIsLocatedAndIgnored() throws {
        let (model, diagnostics) = try TokenFixture([
            "r.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
            "modes.yml": "modifier: [theme]\ncontexts: [dark, {a: b}]\ninputs: compact\n",
        ]).load()
        #expect(model.modes == ["dark"])
        let modes = "content/tokens/modes.yml"
        #expect(
            diagnostics == [
                .warning(
                    .modesYAML, at: SourceLocation(file: modes, line: 1, column: 11), "`modifier` in modes.yml must be a name",
                    reason: "It names a modifier or a context of the resolver, as a single word; this is a list or a mapping, so it is ignored.",
                    fix: "Write it like `modifier: theme`."),
                .warning(
                    .modesYAML, at: SourceLocation(file: modes, line: 2, column: 18), "`contexts` in modes.yml must be a name",
                    reason: "It names a modifier or a context of the resolver, as a single word; this is a list or a mapping, so it is ignored.",
                    fix: "Write it like `contexts: [light, dark]`."),
                .warning(
                    .modesYAML, at: SourceLocation(file: modes, line: 3, column: 9), "`inputs` in modes.yml must be a mapping",
                    reason: "`inputs` maps each modifier that is not the modes to the context it applies; this one is ignored.",
                    fix: "Write each on a line of its own under `inputs:`, such as `  density: compact`."),
            ])
    }

    @Test func aFlatExportOfManyTopLevelTokensStaysOnePage() throws {
        let tokens = (0..<450).map { #""color-\#($0)": { "$type": "number", "$value": \#($0) }"# }.joined(separator: ", ")
        let (model, _) = try TokenFixture.load("{ " + tokens + " }")
        #expect(!TokenLinks(model: model, pageURL: "/tokens/").isSplit)
    }

    @Test func descriptionsAreTextNotHTMLAndKeepTheirPipes() throws {
        let descriptions = [
            "Use inside <Card> only; `a<b` | <img src=x onerror=alert(1)>",
            "\\<img src=x onerror=alert(2)> after a backslash",
            "` <img src=x onerror=alert(3)> after a lone backtick",
            "`x`\u{0301} <img src=x onerror=alert(4)> *not emphasis* [not a link](javascript:alert(5))",
        ]
        var tokens: [String] = []
        for (index, text) in descriptions.enumerated() {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
            tokens.append(##""c\##(index)": { "$type": "color", "$value": "#000000", "$description": \##(json) }"##)
        }
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/t.tokens.json": "{ " + tokens.joined(separator: ", ") + " }",
        ])
        #expect(!project.build().hasErrors)
        let html = try project.read("public/tokens/index.html")
        #expect(html.contains("<td>Use inside &lt;Card&gt; only; <code>a&lt;b</code> | &lt;img src=x onerror=alert(1)&gt;</td>"))
        #expect(html.contains("<td>\\&lt;img src=x onerror=alert(2)&gt; after a backslash</td>"))
        #expect(html.contains("<td>` &lt;img src=x onerror=alert(3)&gt; after a lone backtick</td>"))
        #expect(html.contains("*not emphasis* [not a link](javascript:alert(5))</td>"))
        #expect(!html.contains("<img") && !html.contains("href=\"javascript"))
    }
}
