import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// The contrast draft `init` infers (issue 42): pairs by role and status family, the page by name and value in every
/// mode, and a palette surveyed rather than counted as pairs. The drafts of whole design systems are the snapshots of
/// `DesignSystemStarterTests`.
@Suite struct ContrastDraftTests {
    /// Light and dark files of one small system, in the shape of GitHub's Primer names.
    static func model(light: [String: String], dark: [String: String]) throws -> TokenModel {
        func file(_ values: [String: String]) -> String {
            "{ \"$type\": \"color\", "
                + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": { \"$value\": \"\($0.value)\" }" }.joined(separator: ", ")
                + " }"
        }
        return try TokenFixture(["light.json": file(light), "dark.json": file(dark)]).load().model
    }

    /// Names are cut into words at separators and at a capital after a lower-case letter or digit, byte by byte
    /// for ASCII names and by characters beyond, with the same answers.
    @Test func namesAreCutIntoWords() {
        #expect(ColorRoles.words("fgColor.onEmphasis") == ["fg", "color", "on", "emphasis"])
        #expect(ColorRoles.words("color.text.$root") == ["color", "text"])
        #expect(ColorRoles.words("layer1Color/bg-ui_Primary 2") == ["layer1", "color", "bg", "ui", "primary", "2"])
        #expect(ColorRoles.words("URLText.HTMLColor") == ["urltext", "htmlcolor"])
        #expect(ColorRoles.words("färg.bakgrundStandard") == ["färg", "bakgrund", "standard"])
        #expect(ColorRoles.words("Ärende.tonÄr") == ["ärende", "ton", "är"])
    }

    @Test func neverOneStatusOnAnother() throws {
        let light = [
            "fgColor-default": "#1f2328", "fgColor-danger": "#d1242f", "fgColor-success": "#1a7f37", "fgColor-onEmphasis": "#ffffff",
            "fgColor-danger-onEmphasis": "#ffffff", "bgColor-default": "#ffffff", "bgColor-danger-muted": "#ffebe9",
            "bgColor-success-muted": "#dafbe1", "bgColor-danger-emphasis": "#cf222e", "bgColor-success-emphasis": "#1f883d",
        ]
        let model = try Self.model(light: light, dark: light)
        let roles = ColorRoles(colours: model.tokens(in: model.defaultMode).filter { $0.type == .color }.map(\.path))
        let pairs = roles.pairs(page: "bgColor-default").map { "\($0.foreground) on \($0.background)" }
        // The neutral on-emphasis text goes on every emphasis fill; the danger one on danger's only; status text on
        // its own status's tint and on the page, never on another status.
        #expect(
            Set(pairs) == [
                "fgColor-default on bgColor-default",
                "fgColor-danger on bgColor-danger-muted", "fgColor-danger on bgColor-default",
                "fgColor-success on bgColor-success-muted", "fgColor-success on bgColor-default",
                "fgColor-onEmphasis on bgColor-danger-emphasis", "fgColor-onEmphasis on bgColor-success-emphasis",
                "fgColor-danger-onEmphasis on bgColor-danger-emphasis",
            ], "\(pairs)")
    }

    @Test func thePageIsLightInLightModesAndDarkInDarkOnes() throws {
        // `bgColor-default` is named like a page, but it is the brand's blue in light mode; `bgColor-canvas` is white
        // there and nearly black in dark; the focus ring is white in both and is never a page.
        let model = try Self.model(
            light: ["bgColor-default": "#0969da", "bgColor-canvas": "#ffffff", "bgColor-focus": "#ffffff", "fgColor-default": "#1f2328"],
            dark: ["bgColor-default": "#0969da", "bgColor-canvas": "#0d1117", "bgColor-focus": "#ffffff", "fgColor-default": "#e6edf3"])
        let roles = ColorRoles(colours: ["bgColor-default", "bgColor-canvas", "bgColor-focus", "fgColor-default"])
        #expect(roles.pageBackground(in: model) == "bgColor-canvas")
        // Nothing qualifies: no page token, and the draft says white and black.
        let none = try Self.model(
            light: ["bgColor-default": "#0969da", "fgColor-default": "#1f2328"], dark: ["bgColor-default": "#0969da", "fgColor-default": "#e6edf3"])
        #expect(ColorRoles(colours: ["bgColor-default", "fgColor-default"]).pageBackground(in: none) == nil)
        let draft = StarterTokens.contrastFile(for: none)
        #expect(draft.page == nil)
        #expect(draft.yaml.contains("# page: \"{color.background.page}\""))
        #expect(ColorRoles.isDark(mode: "classic-night") && ColorRoles.isDark(mode: "darkHighContrast") && !ColorRoles.isDark(mode: "light"))
    }

    /// A palette is surveyed: its own section of contrast.json, never counted as pairs, passes or failures; an accepted
    /// failure is always counted.
    @Test func theSurveyIsItsOwnSectionAndNeverCounted() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": ContrastCheckTests.tokens,
            "content/contrast.yml": """
            survey: "{color.*}"
            pairs:
              - text: "{color.failGrey}"
                background: "{color.white}"
                allow-failure: "a decorative label"
            """,
        ])
        let report = project.build { $0.writeOutput = true }
        let contrast = try #require(report.contrast)
        #expect(contrast.pairs == 1 && contrast.failing == 0 && contrast.accepted == 1 && contrast.surveyed == 6)
        // On white: ink 21:1 and passGrey 4.54:1 are body text; failGrey 4.48:1 and the veil (#808080 over white) large.
        #expect(contrast.readableAsBody.map(\.count) == [2])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(project.read("public/contrast.json").utf8)) as? [String: Any])
        #expect((json["pairs"] as? [[String: Any]])?.count == 1)
        let survey = try #require(json["survey"] as? [String: Any])
        #expect(survey["page"] is NSNull)
        let verdicts = (survey["colours"] as? [[String: Any]] ?? []).map { "\($0["token"] ?? ""): \($0["verdict"] ?? "")" }
        #expect(
            verdicts == [
                "color.white: decoration only", "color.ink: body text", "color.passGrey: body text", "color.failGrey: large text and icons",
                "color.tint: decoration only", "color.veil: large text and icons",
            ])
        #expect(try project.read("public/contrast/index.html").contains("<h2 id=\"palette-survey\">Palette survey</h2>"))
    }

    /// A pattern pair follows the same rule: its combinations across statuses are left out, said once at the pair.
    @Test func aPatternNeverPutsOneStatusOnAnother() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": """
            { "color": { "$type": "color",
              "text": { "danger": { "$value": "#b91c1c" }, "success": { "$value": "#15803d" }, "body": { "$value": "#111111" } },
              "bg": { "danger": { "$value": "#fee2e2" }, "success": { "$value": "#dcfce7" } } } }
            """,
            "content/contrast.yml": "pairs:\n  - text: \"{color.text.*}\"\n    background: \"{color.bg.*}\"\n",
        ])
        let report = project.build { $0.writeOutput = true }
        let json = try #require(
            (try JSONSerialization.jsonObject(with: Data(project.read("public/contrast.json").utf8)) as? [String: Any])?["pairs"] as? [[String: Any]])
        let pairs = Set(json.map { "\(($0["text"] as? [String: Any])?["token"] ?? "") on \(($0["background"] as? [String: Any])?["token"] ?? "")" })
        #expect(
            pairs == [
                "color.text.danger on color.bg.danger", "color.text.success on color.bg.success", "color.text.body on color.bg.danger",
                "color.text.body on color.bg.success",
            ])
        let advisory = try #require(report.diagnostics.first { $0.code == .contrastPattern })
        #expect(
            advisory.description
                == "content/contrast.yml:2:5: warning: 2 combinations of this pattern pair put one status's colour on another's, such as `color.text.danger` on `color.bg.success`, and are not checked"
        )
        #expect(advisory.advisory)
    }
}
