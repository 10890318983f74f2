import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// Exports as Tokens Studio and Style Dictionary write them, read from the fixtures in Fixtures/design-systems/
/// (written for these tests from the tools' documentation): the modes, the values in each, and what is said.
@Suite struct ToolExportTests {
    private static func fixture(_ name: String) -> URL {
        Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/design-systems/\(name)")
    }

    /// A copy of a fixture to change, with extra files.
    private static func copy(_ name: String, adding files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "specimen-tool-export-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture(name), to: folder)
        for (path, text) in files { try Data(text.utf8).write(to: folder.appending(path: path)) }
        return folder
    }

    private static func load(_ folder: URL) -> (TokenModel, [Diagnostic]) {
        TokenLoader.load(folder: folder, displayPrefix: "content/tokens")
    }

    private static func css(_ model: TokenModel, _ path: String, _ mode: String) -> String? {
        model.token(at: path, in: mode).map { $0.value.cssText }
    }

    // MARK: Tokens Studio, several files

    @Test func themesBecomeModesAndSetsAreReadAsTheThemesSay() {
        let (model, diagnostics) = Self.load(Self.fixture("tokens-studio"))
        #expect(diagnostics == [])
        // The `Mode` group's themes are the modes; `Brand` applies its first theme, Acme.
        #expect(model.modes == ["light", "dark"])
        #expect(Self.css(model, "bg.default", "light") == "#ffffff")
        #expect(Self.css(model, "bg.default", "dark") == "#0b0d12")
        #expect(Self.css(model, "accent.default", "light") == "#1f5fd6")
        #expect(Self.css(model, "accent.default", "dark") == "#1f5fd6")
        // `core/color` is a `source` set: its tokens resolve references and are not published.
        #expect(model.token(at: "gray.900", in: "light") == nil)
        #expect(Self.css(model, "fg.default", "light") == "#161a22")
        // `deprecated/old` is selected by no theme, so it is not read, and its broken references say nothing.
        #expect(!model.paths.contains("legacy.primary"))
        // Later sets win: `semantic/dark` is not in the light mode at all.
        #expect(model.tokens(in: "light").count == model.tokens(in: "dark").count)
        #expect(model.paths.count == 50)
    }

    @Test func valuesAreComputedInEachMode() {
        let (model, _) = Self.load(Self.fixture("tokens-studio"))
        #expect(Self.css(model, "dimension.md", "light") == "16px")
        #expect(Self.css(model, "dimension.xl", "light") == "32px")
        #expect(Self.css(model, "spacing.inset", "light") == "8px 16px")
        #expect(Self.css(model, "borderRadius.control", "light") == "6px")
        #expect(Self.css(model, "opacity.disabled", "light") == "0.4")
        #expect(Self.css(model, "fontSizes.lg", "light") == "20px")
        #expect(Self.css(model, "bg.overlay", "light") == "#161a2280")
        #expect(Self.css(model, "bg.overlay", "dark") == "#0b0d12b3")
        #expect(Self.css(model, "bg.danger", "light") == "#faeaea")
        #expect(Self.css(model, "accent.hover", "light") == "#234ca7")
        #expect(Self.css(model, "accent.subtle", "light") == "#1f5fd61f")
        #expect(Self.css(model, "shadow.raised", "light") == "0px 1px 2px 0px #161a221f, 0px 4px 16px -2px #161a2214")
        #expect(Self.css(model, "shadow.inset", "dark") == "inset 0px 1px 0px 0px #ffffff14")
        #expect(Self.css(model, "typography.overline", "light") == "italic 700 14px/normal Inter, \"Helvetica Neue\", Arial, sans-serif")
        #expect(model.token(at: "dimension.sm", in: "light")?.expression == "{dimension.xs} * {dimension.scale}")
        #expect(model.token(at: "accent.subtle", in: "light")?.expression == "{blue.600}, at opacity 0.12")
    }

    @Test func modesYAMLChoosesTheBrand() throws {
        let folder = try Self.copy("tokens-studio", adding: ["modes.yml": "inputs:\n  brand: globex\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (model, diagnostics) = Self.load(folder)
        #expect(diagnostics == [])
        #expect(Self.css(model, "accent.default", "light") == "#7a3fd1")
        // Darkened by 0.15 in HSL: Python's colorsys gives the same `#662dbb`.
        #expect(Self.css(model, "accent.hover", "dark") == "#662dbb")
    }

    @Test func aThemeThatSelectsAMissingSetIsToldOnce() throws {
        let folder = try Self.copy("tokens-studio")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appending(path: "brand/globex.json"))
        let (model, diagnostics) = Self.load(folder)
        #expect(model.modes == ["light", "dark"])
        #expect(
            diagnostics == [
                .warning(
                    .tokensStudioSetMissing, at: SourceLocation(file: "content/tokens/$themes.json", line: 52, column: 7),
                    "theme `Globex` selects the token set `brand/globex`, which the export does not have",
                    reason:
                        "Its tokens are not in any file of the export, so the theme is read without them. Without them, 1 alias has no value: `{accent.default}`.",
                    fix: "Export the set again, or remove it from the theme."
                )
            ])
    }

    @Test func tokenSetOrderDecidesWhichSetWins() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "specimen-set-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "sets"), withIntermediateDirectories: true)
        try Data(##"{ "ink": { "value": "#111111", "type": "color" } }"##.utf8).write(to: folder.appending(path: "sets/a.json"))
        try Data(##"{ "ink": { "value": "#222222", "type": "color" } }"##.utf8).write(to: folder.appending(path: "sets/b.json"))
        // By name `sets/b` would come last; the metadata puts `sets/a` last, and the last set wins.
        try Data(#"{ "tokenSetOrder": ["sets/b", "sets/a"] }"#.utf8).write(to: folder.appending(path: "$metadata.json"))
        let (model, diagnostics) = Self.load(folder)
        #expect(diagnostics == [])
        #expect(Self.css(model, "ink", "default") == "#111111")
    }

    // MARK: Tokens Studio, one file

    @Test func aSingleFileIsReadAsItsSets() {
        let (model, diagnostics) = Self.load(Self.flattened("tokens-studio-single"))
        #expect(diagnostics == [])
        #expect(model.modes == ["light", "dark"])
        #expect(
            model.paths.sorted() == [
                "background.card", "background.page", "background.warning", "elevation.card",
                "text.link", "text.primary", "text.secondary", "text.warning",
            ])
        #expect(Self.css(model, "text.link", "dark") == "#5eead4")
        #expect(Self.css(model, "elevation.card", "light") == "0px 2px 8px 0px #0000001a")
    }

    @Test func setsAreToldFromGroupsByHowReferencesAreWritten() throws {
        // No `$themes`: the top-level keys are sets when references are written relative to them.
        let sets = try TokenFixture.load(
            """
            { "global": { "colors": { "ink": { "value": "#111111", "type": "color" } } },
              "light": { "text": { "value": "{colors.ink}", "type": "color" } } }
            """)
        #expect(sets.diagnostics == [])
        #expect(sets.model.paths.sorted() == ["colors.ink", "text"])
        // References from the top are groups, as everywhere else.
        let groups = try TokenFixture.load(
            """
            { "global": { "colors": { "ink": { "value": "#111111", "type": "color" } } },
              "light": { "text": { "value": "{global.colors.ink}", "type": "color" } } }
            """)
        #expect(groups.model.paths.sorted() == ["global.colors.ink", "light.text"])
    }

    // MARK: Style Dictionary

    @Test func styleDictionary3ReadsAsItsCSSBuildWould() {
        let (model, diagnostics) = Self.load(Self.flattened("style-dictionary-3", under: "tokens"))
        // `{color.base.gray.darkest.value}`: Style Dictionary 3 names the value; the type comes from the category.
        #expect(Self.css(model, "color.font.base", "default") == "#111318")
        #expect(model.token(at: "color.font.base", in: "default")?.aliasChain == ["color.font.base", "color.base.gray.darkest"])
        #expect(Self.css(model, "size.font.small", "default") == "0.75rem")
        #expect(Self.css(model, "time.fast", "default") == "120ms")
        #expect(model.token(at: "color.font.tertiary", in: "default")?.description == "Captions and hints only.")
        #expect(diagnostics.map(\.code.rawValue) == ["token-size-rem"])
    }

    @Test func styleDictionary4TakesTheLaterDefinition() {
        let (model, diagnostics) = Self.load(Self.flattened("style-dictionary-4", under: "tokens"))
        #expect(Self.css(model, "typography.heading", "default") == "600 2rem/1.2 Inter, system-ui, sans-serif")
        #expect(Self.css(model, "size.font.base", "default") == "1rem")
        #expect(diagnostics.map(\.code.rawValue) == ["token-string-form", "token-duplicate", "token-unit"])
    }

    /// The drafts wrote lengths and times as text; they are read, and said once for the project (2025.10 writes objects).
    @Test func theDTCGDraftsStringFormsAreReadAndSaidOnce() {
        let (model, diagnostics) = Self.load(Self.fixture("dtcg-draft"))
        #expect(diagnostics.map(\.code) == [.tokenStringForm])
        #expect(Self.css(model, "space.4", "default") == "16px")
        #expect(Self.css(model, "motion.duration.gentle", "default") == "300ms")
        #expect(Self.css(model, "font.weight.bold", "default") == "700")
        #expect(Self.css(model, "stroke.focus", "default") == "2px dashed #6366f1")
        #expect(Self.css(model, "elevation.high", "default") == "0px 8px 24px -4px #09090b1a, 0px 2px 6px 0px #09090b0d")
        #expect(Self.css(model, "text.heading", "default") == "700 1.5rem/1.25 Geist, Helvetica, sans-serif")
    }

    /// A Style Dictionary project keeps its token files under `tokens/`, in folders, and a single-file export is
    /// one `*.json`; `init` flattens them into `*.tokens.json`, and these tests read them flattened the same way.
    private static func flattened(_ name: String, under subfolder: String = "") -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "specimen-flat-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tokens = subfolder.isEmpty ? fixture(name) : fixture(name).appending(path: subfolder)
        let files = (FileManager.default.enumerator(atPath: tokens.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        for file in files {
            let flat = file.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".json", with: ".tokens.json")
            try? FileManager.default.copyItem(at: tokens.appending(path: file), to: folder.appending(path: flat))
        }
        return folder
    }
}
