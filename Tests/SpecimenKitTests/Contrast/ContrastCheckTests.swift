import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct ContrastCheckTests {
    static let tokens = """
        {
          "color": {
            "$type": "color",
            "white": { "$value": "#FFFFFF" },
            "ink": { "$value": "#000000" },
            "passGrey": { "$value": "#767676" },
            "failGrey": { "$value": "#777777" },
            "tint": { "$value": "#DC26261F" },
            "veil": { "$value": "#0000007F" }
          },
          "type": {
            "$type": "typography",
            "caption": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 11, "unit": "px" }, "fontWeight": 400 } },
            "title": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 18.67, "unit": "px" }, "fontWeight": 700 } },
            "hero": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 1.5, "unit": "rem" }, "fontWeight": 400 } }
          }
        }
        """

    func check(_ yaml: String) throws -> (TemporaryProject, BuildReport) {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": Self.tokens,
            "content/contrast.yml": yaml,
        ])
        return (project, project.build { $0.writeOutput = true })
    }

    /// Diagnostics of the contrast check only (the default theme's components are not in play here).
    func contrastDiagnostics(_ report: BuildReport) -> [Diagnostic] {
        report.diagnostics.filter { $0.location?.file == "content/contrast.yml" }
    }

    @Test func justOverAndJustUnderTheThreshold() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.passGrey}"
                background: "{color.white}"
              - text: "{color.failGrey}"
                background: "{color.white}"
            """)
        let diagnostics = contrastDiagnostics(report)
        #expect(
            diagnostics.map(\.description) == [
                "content/contrast.yml:4:5: warning: `color.failGrey` on `color.white` is 4.48:1 in default mode; body text needs 4.5:1 (AA)"
            ])
        #expect(diagnostics.first?.reason == "#777777 on #ffffff is below the minimum of WCAG 2.2 success criterion 1.4.3 (contrast, minimum).")
        #expect(
            diagnostics.first?.fix
                == "Use #767676 for `color.failGrey` in default mode (4.54:1, the nearest colour of the same hue that passes), or change the background; if the pair is decorative or its meaning is also given another way, declare it with `allow-failure: \"why\"` in content/contrast.yml."
        )
        let json = try project.read("public/contrast.json")
        let items = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["pairs"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["passes"] as? Bool == false)
        #expect(items[0]["ratio"] as? Double == (try WCAG.contrastRatio(of: Color(hex: "#777777")!, on: Color(hex: "#ffffff")!)))
        #expect(items[0]["required"] as? Double == 4.5)
        #expect(items[0]["source"] as? String == "content/contrast.yml:4")
        // Each side: the token, its colour, and its alias chain (just itself: these hold their own values).
        let text = try #require(items[0]["text"] as? [String: Any])
        #expect(
            text["token"] as? String == "color.failGrey" && text["value"] as? String == "#777777" && text["chain"] as? [String] == ["color.failGrey"])
        let background = try #require(items[0]["background"] as? [String: Any])
        #expect(
            background["token"] as? String == "color.white" && background["value"] as? String == "#ffffff"
                && background["chain"] as? [String] == ["color.white"])
        #expect(items[1]["passes"] as? Bool == true)
        // One row per pair, the failing one first, with the ratio, the verdict and the drawn sample's colours.
        let page = try project.read("public/contrast/index.html")
        let rows = page.components(separatedBy: "<tr data-status=").dropFirst().map { String($0.prefix(60)) }
        #expect(
            rows
                == [
                    "\"fail\" data-usage=\"body\" data-tokens=\"color.failGrey color.white \"><th ",
                    "\"pass\" data-usage=\"body\" data-tokens=\"color.passGrey color.white \"><th ",
                ].map { String($0.prefix(60)) })
        #expect(page.contains("<strong class=\"contrast-ratio\">4.48:1</strong> <span class=\"contrast-verdict is-fail\">Fails</span>"))
        #expect(
            page.contains(
                "style=\"--sample-fg: #777777; --sample-bg: #ffffff\" role=\"img\" aria-label=\"Default sample: #777777 on #ffffff, 4.48:1\""))
    }

    @Test func allowedFailuresAreShownNotReported() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.failGrey}"
                background: "{color.white}"
                allow-failure: "decorative label, also conveyed by the icon"
            """)
        #expect(contrastDiagnostics(report).isEmpty)
        let json = try project.read("public/contrast.json")
        #expect(json.contains("\"allowed\": true"))
        #expect(json.contains("\"allowFailureReason\": \"decorative label, also conveyed by the icon\""))
    }

    @Test func strictMakesAFailureAnErrorAndKeepsTheSite() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n", "content/tokens/base.tokens.json": Self.tokens,
            "content/contrast.yml": "pairs:\n  - text: \"{color.failGrey}\"\n    background: \"{color.white}\"\n",
        ])
        let report = project.build { $0.strict = true }
        #expect(report.diagnostics.contains { $0.code == .contrastFailure && $0.severity == .error })
        #expect(!report.wroteOutput)
    }

    @Test func translucentBackgroundsAreCompositedOverWhatIsBehind() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.ink}"
                background: "{color.tint}"
                over: "{color.white}"
            """)
        #expect(contrastDiagnostics(report).isEmpty)
        let json = try project.read("public/contrast.json")
        // #DC2626 at 12% over white is #fbe5e5 (see WCAGTests); black on it passes easily.
        #expect(json.contains("\"value\": \"#dc26261f\""))
        #expect(
            json.contains(
                "\"over\": {\n        \"chain\": [\"color.white\"],\n        \"token\": \"color.white\",\n        \"value\": \"#ffffff\"\n      }"))
    }

    @Test func badDeclarationsAreLocated() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.inc}"
                background: "{color.white}"
              - text: "{color.ink}"
                background: "{color.tint}"
              - text: "{color.ink}"
                background: "{color.white}"
                usage: bodyy
              - text: "{color.ink}"
                background: "{color.white}"
                level: AAAA
              - text: "{color.ink}"
                background: "{color.tint}"
                over: "{color.veil}"
              - background: "{color.white}"
              - text: "{color.ink}"
                background: "{color.white}"
                text-style: "{color.ink}"
            """)
        let diagnostics = contrastDiagnostics(report)
        // Each is a warning that leaves its pair out, or checks it with the default, and says so; a translucent
        // background whose pair does not say what is behind it is measured over the page (white), said once.
        #expect(
            diagnostics.map(\.description) == [
                "content/contrast.yml:2:11: warning: unknown token `color.inc`",
                "content/contrast.yml:4:5: warning: `color.tint` is translucent in default mode; its pairs are measured over the page background #ffffff",
                "content/contrast.yml:8:12: warning: unknown usage `bodyy`",
                "content/contrast.yml:11:12: warning: unknown level `AAAA`",
                "content/contrast.yml:12:5: warning: `over:` of the pair `color.ink` on `color.tint` is itself translucent in default mode",
                "content/contrast.yml:15:5: warning: the pair names no foreground",
                "content/contrast.yml:18:17: warning: `color.ink` is not a type style",
            ])
        #expect(diagnostics[0].fix == "Did you mean `color.ink` or `color.tint`?")
        #expect(diagnostics[1].advisory)
        #expect(
            diagnostics[1].fix
                == "If it sits on something else, say so in its pairs with `over: \"{…}\"`; to measure every translucent background over another surface, set `page:` in content/contrast.yml."
        )
        #expect(diagnostics[2].fix == "Did you mean `body`?")
        #expect(
            diagnostics[2].reason
                == "A usage is `body` (4.5:1), `large` (3:1, text of 24px or 18.67px bold) or `ui` (3:1, icons, borders, focus rings); the pair is checked as body."
        )
        #expect(report.wroteOutput)
        // The contrast page says which pairs were not checked, and why, and what translucent backgrounds were measured over.
        let page = try project.read("public/contrast/index.html")
        #expect(page.contains("<h2 id=\"not-checked\">Not checked"))
        #expect(page.contains("<code>content/contrast.yml:2:11</code>: unknown token `color.inc`."))
        #expect(page.contains("<h2 id=\"over-the-page\">Translucent backgrounds"))
    }

    @Test func aTextStyleDecidesLargeOrBody() throws {
        // #949494 on white is 3.03:1: enough for large text only.
        let tokens = Self.tokens.replacingOccurrences(of: "\"#767676\"", with: "\"#949494\"")
        let project = try TemporaryProject([
            "content/index.md": "Home\n", "content/tokens/base.tokens.json": tokens,
            "content/contrast.yml": """
            pairs:
              - text: "{color.passGrey}"
                background: "{color.white}"
                text-style: "{type.caption}"
              - text: "{color.passGrey}"
                background: "{color.white}"
                text-style: "{type.title}"
              - text: "{color.passGrey}"
                background: "{color.white}"
                text-style: "{type.hero}"
            """,
        ])
        let report = project.build()
        #expect(
            contrastDiagnostics(report).map(\.description) == [
                "content/contrast.yml:2:5: warning: `color.passGrey` on `color.white` is 3.03:1 in default mode; body text needs 4.5:1 (AA)"
            ])
    }
}

extension ContrastCheckTests {
    @Test func patternsCheckEveryCombinationLessExclusions() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.*Grey}"
                background: "{color.*}"
                exclude: ["{color.tint}", "color.veil", "{color.pass*}"]
            """)
        // `exclude:` takes tokens out of both sides, and a token is never checked on itself.
        let json = try project.read("public/contrast.json")
        let items = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["pairs"] as? [[String: Any]])
        let pairs = Set(items.map { "\(($0["text"] as? [String: Any])?["token"] ?? "") on \(($0["background"] as? [String: Any])?["token"] ?? "")" })
        #expect(pairs == ["color.failGrey on color.white", "color.failGrey on color.ink"])
        #expect(
            contrastDiagnostics(report).map(\.description) == [
                "content/contrast.yml:2:5: warning: `color.failGrey` on `color.white` is 4.48:1 in default mode; body text needs 4.5:1 (AA)"
            ])
    }

    @Test func anExclusionThatMatchesNothingIsAWarningAndTheRestStillRuns() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.*Grey}"
                background: "{color.white}"
                exclude: ["{color.passGray}", { a: b }]
            """)
        // An entry that is not a pattern is skipped, and the pair is still measured.
        #expect(
            contrastDiagnostics(report).map(\.description) == [
                "content/contrast.yml:2:5: warning: `color.failGrey` on `color.white` is 4.48:1 in default mode; body text needs 4.5:1 (AA)",
                "content/contrast.yml:4:15: warning: `exclude:` entry `{color.passGray}` matches no colour token",
                "content/contrast.yml:4:35: warning: an `exclude:` entry must be a token or a pattern",
            ])
        #expect(contrastDiagnostics(report)[1].fix == "Did you mean `{color.passGrey}`?")
        // The warning about a misspelt exclusion does not stop the pair either.
        try project.write(
            "content/contrast.yml", "pairs:\n  - text: \"{color.*Grey}\"\n    background: \"{color.white}\"\n    exclude: \"{color.passGray}\"\n")
        let again = project.build { $0.writeOutput = true }
        #expect(
            contrastDiagnostics(again).map(\.message).contains(
                "`color.failGrey` on `color.white` is 4.48:1 in default mode; body text needs 4.5:1 (AA)"))
        #expect(contrastDiagnostics(again).map(\.message).contains("`exclude:` entry `{color.passGray}` matches no colour token"))
    }

    @Test func aPatternThatMatchesNothingIsOneLocatedWarning() throws {
        let (_, report) = try check(
            """
            pairs:
              - text: "{colour.*}"
                background: "{color.white}"
              - text: "{color.*Grey}"
                background: "{color.white}"
                exclude: "{color.*}"
            """)
        #expect(
            contrastDiagnostics(report) == [
                .warning(
                    .contrastPattern, at: SourceLocation(file: "content/contrast.yml", line: 2, column: 11), "`{colour.*}` matches no colour token",
                    reason: "A pattern names colour tokens by path, with `*` standing for any part of it, as in `{color.text.*}`.",
                    fix: "Did you mean `{color.*}`?"),
                .warning(
                    .contrastPattern, at: SourceLocation(file: "content/contrast.yml", line: 4, column: 11),
                    "`{color.*Grey}` matches no colour token that `exclude:` leaves",
                    reason: "The pattern matches 2 colour tokens, and `exclude:` removes all of them.",
                    fix: "Narrow `exclude:` so that it leaves some of the tokens the pattern matches."),
            ])
    }

    @Test func aPairWrittenOutWinsOverThePatternAndHugePatternsAreRefused() throws {
        let (project, report) = try check(
            """
            pairs:
              - text: "{color.*Grey}"
                background: "{color.white}"
              - text: "{color.failGrey}"
                background: "{color.white}"
                allow-failure: "Placeholder text only."
            """)
        let items = try #require(
            (try JSONSerialization.jsonObject(with: Data(project.read("public/contrast.json").utf8)) as? [String: Any])?["pairs"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(contrastDiagnostics(report).isEmpty, "the allowed failure is not reported again through the pattern")
        // 201 colours against 201: refused with one error, not 40,000 rows.
        let many = (0..<200).map { ##""c\##($0)": { "$value": "#\##(String(format: "%06x", $0 * 83_000))" }"## }.joined(separator: ", ")
        let big = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": ##"{ "color": { "$type": "color", "white": { "$value": "#ffffff" }, \##(many) } }"##,
            "content/contrast.yml": "pairs:\n  - text: \"{color.*}\"\n    background: \"{color.*}\"\n",
        ])
        let refused = big.build().diagnostics.filter { $0.code == .contrastPattern }
        #expect(refused.map(\.message) == ["this pair checks 201 × 201 combinations, more than 10000"])
        // Four pairs of 100 × 100: each within its limit, the fourth past the total, refused alone.
        let halves = (0..<100).map {
            ##""a\##($0)": { "$value": "#\##(String(format: "%06x", $0 * 1_000))" }, "b\##($0)": { "$value": "#\##(String(format: "%06x", $0 * 1_000 + 7))" }"##
        }.joined(separator: ", ")
        let pair = "  - text: \"{color.a*}\"\n    background: \"{color.b*}\"\n    usage: ui\n"
        // Parsed only: checking 30,000 pairs is what the limit is there to prevent.
        let (model, _) = try TokenFixture.load(##"{ "color": { "$type": "color", \##(halves) } }"##)
        let yaml =
            "pairs:\n" + pair + pair.replacingOccurrences(of: "ui", with: "large") + pair.replacingOccurrences(of: "ui", with: "body")
            + "  - text: \"{color.b*}\"\n    background: \"{color.a*}\"\n"
        let parsed = ContrastDeclarations.parse(yaml, path: "content/contrast.yml", tokens: model)
        let (declarations, problems) = (parsed.declarations, parsed.diagnostics)
        // The three a-on-b pairs are one set of colours; the fourth pair is refused.
        #expect(declarations.count == 10_000)
        let overTotal = problems.filter { $0.code == .contrastPattern }
        #expect(
            overTotal.map(\.description) == [
                "content/contrast.yml:11:5: warning: with this pair the patterns of contrast.yml check more than 30000 combinations"
            ])
    }
}
