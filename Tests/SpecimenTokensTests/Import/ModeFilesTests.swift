import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenTokens

/// One token file per mode, named by it, without a resolver (Figma's export of variables, a team's `colors.dark`):
/// read as modes, not merged into one with a warning for every token the modes share.
@Suite struct ModeFilesTests {
    private func values(_ model: TokenModel, _ path: String) -> [String] {
        model.modes.compactMap { model.token(at: path, in: $0).map { $0.value.cssText } }
    }

    @Test func figmasFilesPerModeAreModes() throws {
        let (model, diagnostics) = try TokenFixture([
            "Color.Light.tokens.json":
                ##"{ "color": { "text": { "$type": "color", "$value": "#111827" }, "bg": { "$type": "color", "$value": "#ffffff" } } }"##,
            "Color.Dark.tokens.json":
                ##"{ "color": { "text": { "$type": "color", "$value": "#f9fafb" }, "bg": { "$type": "color", "$value": "#111827" } } }"##,
            // A collection with one mode, which Figma calls `Mode 1`: every mode has it.
            "Spacing.Mode 1.tokens.json": ##"{ "space": { "sm": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }"##,
        ]).load()
        #expect(diagnostics == [])
        #expect(model.modes == ["light", "dark"])
        #expect(values(model, "color.text") == ["#111827", "#f9fafb"])
        #expect(values(model, "space.sm") == ["4px", "4px"])
        // In the order of the files, as the token pages list them: `Color` before `Spacing`.
        #expect(model.paths == ["color.text", "color.bg", "space.sm"])
    }

    @Test func aDarkFileBesideTheRestMakesTheRestLight() throws {
        let (model, diagnostics) = try TokenFixture([
            "colors.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#111827" }, "brand": { "$value": "#4f46e5" } } }"##,
            "colors.dark.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#f9fafb" } } }"##,
            "high-contrast/colors-high-contrast.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#000000" } } }"##,
        ]).load()
        #expect(diagnostics == [])
        #expect(model.modes == ["light", "dark", "high-contrast"])
        #expect(values(model, "color.text") == ["#111827", "#f9fafb", "#000000"])
        #expect(values(model, "color.brand") == ["#4f46e5", "#4f46e5", "#4f46e5"])
    }

    @Test func oneModeInTheNamesIsNoModes() throws {
        let (model, diagnostics) = try TokenFixture([
            "night.tokens.json": ##"{ "color": { "$type": "color", "sky": { "$value": "#0b1026" } } }"##
        ]).load()
        #expect(diagnostics == [])
        #expect(model.modes == ["default"])
        #expect(ModeFiles.mode(of: "Color.Light.tokens.json") == "light")
        #expect(ModeFiles.mode(of: "themes/dark-high-contrast.json") == "dark-high-contrast")
        #expect(ModeFiles.mode(of: "Color.Light High Contrast.tokens.json") == "light-high-contrast")
        #expect(ModeFiles.mode(of: "themes/dark/colors.tokens.json") == "dark")
        #expect(ModeFiles.mode(of: "Color.Dark mode.json") == "dark")
        #expect(ModeFiles.mode(of: "highlight.tokens.json") == nil)
    }

    @Test func foldersNameModesAndAFileThatOnlyAddsTokensIsNoMode() throws {
        let (themed, themedProblems) = try TokenFixture([
            "themes/light/colors.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#111827" } } }"##,
            "themes/dark/colors.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#f9fafb" } } }"##,
        ]).load()
        #expect(themedProblems == [])
        #expect(themed.modes == ["light", "dark"])
        // `palette-dark` adds the dark shades to the palette: one mode, as before.
        let (palette, paletteProblems) = try TokenFixture([
            "palette.tokens.json": ##"{ "palette": { "$type": "color", "blue": { "$value": "#2563eb" } } }"##,
            "palette-dark.tokens.json": ##"{ "palette": { "$type": "color", "dark": { "900": { "$value": "#0b1026" } } } }"##,
        ]).load()
        #expect(paletteProblems == [])
        #expect(palette.modes == ["default"] && palette.paths.count == 2)
    }

    /// Figma's `Collection.Mode` files: the collection whose modes are light and dark gives the modes, another with two
    /// modes is a choice (its same tokens are its modes, not duplicates).
    @Test func figmaCollectionsAreModesAndChoices() throws {
        let (model, diagnostics) = try TokenFixture([
            "Color.Light.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#111827" } } }"##,
            "Color.Dark.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#f9fafb" } } }"##,
            "Brand.Acme.tokens.json": ##"{ "brand": { "$type": "color", "primary": { "$value": "#ff0000" } } }"##,
            "Brand.Globex.tokens.json": ##"{ "brand": { "$type": "color", "primary": { "$value": "#0000ff" } } }"##,
        ]).load()
        #expect(diagnostics == [])
        #expect(model.modes == ["light", "dark"])
        #expect(model.choices.map(\.name) == ["Brand"] && model.choices.first?.options == ["acme", "globex"])
        #expect(model.token(at: "brand.primary", in: "dark")?.value == .color(Color(hex: "#ff0000")!))
        #expect(model.choices.first?.token(at: "brand.primary", option: "globex")?.value == .color(Color(hex: "#0000ff")!))
    }

    /// Within the files of every mode, and within one mode's own, a token defined twice is still said.
    @Test func aTokenTwiceInTheFilesOfOneModeIsSaid() throws {
        let (model, diagnostics) = try TokenFixture([
            "colors.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#111827" } } }"##,
            "colors.dark.tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#f9fafb" } } }"##,
            "brand.tokens.json": ##"{ "brand": { "$type": "color", "primary": { "$value": "#ff0000" } } }"##,
            "more.tokens.json": ##"{ "brand": { "$type": "color", "primary": { "$value": "#0000ff" } } }"##,
        ]).load()
        #expect(model.modes == ["light", "dark"])
        #expect(diagnostics.map(\.code) == [.tokenDuplicate])
        #expect(diagnostics.first?.location?.file == "content/tokens/more.tokens.json")
    }
}
