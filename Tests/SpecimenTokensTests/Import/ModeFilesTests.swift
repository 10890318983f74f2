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

/// Tokens that carry a value per mode in `$modes`, beside `$value`.
@Suite struct ModeMapsTests {
    /// Carbon's shape: a value for every theme, `default` among them; a token without a map is the same in all.
    @Test func aMapOfEveryModeMakesTheModes() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "palette": { "$type": "color",
              "ink": { "$value": "#161616", "$modes": { "default": "#161616", "g10": "#161616", "g90": "#f4f4f4", "g100": "#f4f4f4" } },
              "brand": { "$value": "#0f62fe" },
              "link": { "$value": "{palette.brand}", "$modes": { "g90": "#78a9ff", "g100": "#78a9ff" } } } }
            """)
        #expect(diagnostics == [])
        #expect(model.modes == ["default", "g10", "g90", "g100"])
        #expect(model.modes.map { model.token(at: "palette.ink", in: $0)?.value.cssText } == ["#161616", "#161616", "#f4f4f4", "#f4f4f4"])
        #expect(model.modes.map { model.token(at: "palette.link", in: $0)?.value.cssText } == ["#0f62fe", "#0f62fe", "#78a9ff", "#78a9ff"])
        #expect(model.token(at: "palette.link", in: "default")?.aliasChain == ["palette.link", "palette.brand"])
    }

    /// Modes declared at the file's top, as a Figma plugin writes them: the first is `$value`'s; names as the site's.
    @Test func modesDeclaredAtTheTopComeInTheirOrder() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "$modes": { "Light": {}, "Dark": { "$fallback": "Light" } },
              "surface": { "$type": "color", "$value": "#ffffff", "$modes": { "Dark": "#0b0b0c" } },
              "text": { "$type": "color", "$value": "#0b0b0c", "$modes": { "Dark": "not a colour" } } }
            """)
        #expect(model.modes == ["light", "dark"])
        #expect(model.token(at: "surface", in: "dark")?.value.cssText == "#0b0b0c")
        // A bad value in one mode is said where it is written, and the token is left out of that mode only.
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == ["3:72 invalid color `not a colour`"])
        #expect(model.token(at: "text", in: "light") != nil && model.token(at: "text", in: "dark") == nil)
    }

    /// `$value` beside maps that name only `dark` is the light mode.
    @Test func onlyDarkInTheMapsMakesTheValueLight() throws {
        let (model, _) = try TokenFixture.load(##"{ "bg": { "$type": "color", "$value": "#ffffff", "$modes": { "dark": "#000000" } } }"##)
        #expect(model.modes == ["light", "dark"])
    }
}
