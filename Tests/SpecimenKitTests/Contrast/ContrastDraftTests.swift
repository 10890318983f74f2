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

    /// A palette's names say no role: it is surveyed, and each shade scale of five or more numbered shades gives one
    /// guessed pair, its dark shade (at 90% from its lightest, by luminance in the light mode) as text on its lightest.
    /// Named shades (`white`), a scale of four, a state's scale and colours of no scale give none; one scale never
    /// meets another.
    @Test func aPalettesScalesGiveOneGuessedPairEach() throws {
        let light = [
            "color.danger.000": "#fff3f4", "color.danger.100": "#feeaec", "color.danger.300": "#f48b92", "color.danger.500": "#d62434",
            "color.danger.700": "#9e1b27", "color.danger.900": "#5b0f16",
            "color.gray-50": "#f8fafc", "color.gray-100": "#e2e9ee", "color.gray-400": "#748999", "color.gray-700": "#233745",
            "color.gray-900": "#0a141b", "color.gray-white": "#ffffff",
            "color.teal.100": "#e0f7f5", "color.teal.500": "#14b8a6", "color.teal.700": "#0f766e", "color.teal.900": "#134e4a",
            "color.brand": "#0055ff",
            "color.danger.hover.000": "#ffe3e6", "color.danger.hover.300": "#f47a83", "color.danger.hover.500": "#c81e2d",
            "color.danger.hover.700": "#8c1722", "color.danger.hover.900": "#4a0c12",
        ]
        var dark = light
        // The dark mode runs the gray scale the other way: its pair keeps the light mode's names.
        (dark["color.gray-50"], dark["color.gray-900"]) = ("#0a141b", "#f8fafc")
        // Nested groups, as a palette's file writes them: `{"color": {"danger": {"000": …}}}`.
        func file(_ values: [String: String]) throws -> String {
            var tree: [String: Any] = [:]
            func insert(_ path: ArraySlice<String>, _ value: String, into node: inout [String: Any]) {
                guard let first = path.first else { return }
                if path.count == 1 {
                    node[first] = ["$type": "color", "$value": value]
                } else {
                    var child = node[first] as? [String: Any] ?? [:]
                    insert(path.dropFirst(), value, into: &child)
                    node[first] = child
                }
            }
            for (path, value) in values { insert(ArraySlice(path.split(separator: ".").map(String.init)), value, into: &tree) }
            return String(decoding: try JSONSerialization.data(withJSONObject: tree, options: [.sortedKeys]), as: UTF8.self)
        }
        let model = try TokenFixture(["light.json": try file(light), "dark.json": try file(dark)]).load().model
        let draft = StarterTokens.contrastFile(for: model)
        #expect(
            draft.yaml.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n") == """
                # No background token is named like a page and light in the light modes and dark in the dark
                # ones, so translucent backgrounds are measured over white, and black in dark modes. Name
                # your page background here when you have one:
                # page: "{color.background.page}"

                # No colour token is named like text or a background (text, fg, content, bg, surface…), so
                # this is a palette. The survey measures each of its colours as text on the page in every
                # mode and says what it can be there: a question rather than promises, never counted as
                # pairs and never failing a build.
                survey: "{*}"

                # These pairs are guessed from the palette's shade scales, as design systems build them: each
                # scale's dark shade as text on its lightest, as an alert or a badge shows it. Keep the ones
                # your components use, and add the others.
                pairs:
                  # a scale's dark shade as text on its lightest, guessed from the palette
                  - text: "{color.danger.900}"
                    background: "{color.danger.000}"
                    usage: body
                  - text: "{color.gray-900}"
                    background: "{color.gray-50}"
                    usage: body

                """)
        #expect(draft.pairCount == 2 && draft.surveyed == 22)
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
