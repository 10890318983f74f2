import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens
@testable import SpecimenYAML

/// The token files this repository ships in `content/tokens` load cleanly and carry the seed guides' values.
@Suite struct ExampleTokensTests {
    private let here = SourceLocation(file: "test", line: 1, column: 1)

    private func load() -> TokenModel {
        let (model, diagnostics) = TokenLoader.load(folder: TokenFixture.exampleFolder, displayPrefix: "content/tokens")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return model
    }

    private func hex(_ model: TokenModel, _ path: String, _ mode: String) throws -> String {
        guard case .color(let color) = try model.resolve(reference: path, mode: mode, at: here).value else { return "not a color" }
        return color.hex
    }

    private func pixels(_ model: TokenModel, _ path: String) throws -> Double? {
        guard case .dimension(let dimension) = try model.resolve(reference: path, mode: "light", at: here).value else { return nil }
        return dimension.pixels()
    }

    @Test func loadsWithoutDiagnosticsInLightAndDark() {
        #expect(load().modes == ["light", "dark"])
    }

    @Test func stateColoursAndOpacitiesMatchTheSeeds() throws {
        let model = load()
        let states = [
            "danger": ("#dc2626", "#ef4444"), "warning": ("#f59e0b", "#fbbf24"),
            "success": ("#10b981", "#34d399"), "info": ("#3b82f6", "#60a5fa"),
        ]
        for (name, (light, dark)) in states {
            #expect(try hex(model, "color.state.\(name)", "light") == light)
            #expect(try hex(model, "color.state.\(name)", "dark") == dark)
            // 12% / 30% in light and 18% / 40% in dark, rounded to 8 bits.
            #expect(try hex(model, "color.state.subtle.\(name)", "light") == light + "1f")
            #expect(try hex(model, "color.state.border.\(name)", "light") == light + "4d")
            #expect(try hex(model, "color.state.subtle.\(name)", "dark") == dark + "2e")
            #expect(try hex(model, "color.state.border.\(name)", "dark") == dark + "66")
        }
        let opacities = try ["opacity.background.light", "opacity.border.light", "opacity.background.dark", "opacity.border.dark"]
            .map { try model.resolve(reference: $0, mode: "light", at: here).value }
        #expect(opacities == [.number(0.12), .number(0.3), .number(0.18), .number(0.4)])
        #expect(try hex(model, "color.text.onAccent", "dark") == "#ffffff")
    }

    @Test func spacingRadiiAndTypeMatchTheSeeds() throws {
        let model = load()
        #expect(try pixels(model, "spacing.md") == 12)
        #expect(try pixels(model, "spacing.lg") == 16)
        #expect(try pixels(model, "spacing.screenInset") == 16)
        #expect(try pixels(model, "spacing.xxxxxxl") == 96)
        #expect(try ["radius.sm", "radius.md", "radius.lg"].map { try pixels(model, $0) } == [8, 10, 12])
        guard case .typography(let footnote) = try model.resolve(reference: "type.footnote", mode: "light", at: here).value,
            case .typography(let caption) = try model.resolve(reference: "type.caption", mode: "light", at: here).value,
            case .typography(let title) = try model.resolve(reference: "type.title2", mode: "light", at: here).value
        else {
            Issue.record("type styles are not typography tokens")
            return
        }
        #expect(footnote.fontSize == DimensionValue(13, .px))
        #expect(caption.fontSize == DimensionValue(11, .px))
        #expect(title.fontWeight == 700)
        #expect(try model.resolve(reference: "duration.feedback", mode: "light", at: here).value == .duration(DurationValue(300, .ms)))
    }

    @Test func aliasChainAndUnusedDeprecatedToken() throws {
        let model = load()
        let error = try model.resolve(reference: "color.feedback.error", mode: "dark", at: here)
        #expect(error.aliasChain == ["color.feedback.error", "color.state.danger"])
        let legacy = try model.resolve(reference: "color.legacy.alertRed", mode: "light", at: here)
        #expect(legacy.deprecation != nil)
        // Nothing aliases the deprecated token, so loading reported no warning for it.
        #expect(model.paths.allSatisfy { path in model.tokens(in: "light").first { $0.path == path }?.aliasTarget != "color.legacy.alertRed" })
    }

    @Test func usesBothColourForms() throws {
        let light = try String(contentsOf: TokenFixture.exampleFolder.appendingPathComponent("light.tokens.json"), encoding: .utf8)
        #expect(light.contains(##""$value": "#DC2626""##))
        #expect(light.contains(#""colorSpace": "srgb""#))
    }
}
