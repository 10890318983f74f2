import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens
@testable import SpecimenYAML

@Suite struct ResolverDocumentTests {
    private func at(_ file: String, _ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation {
        SourceLocation(file: "content/tokens/" + file, line: line, column: column)
    }

    private let base = """
        {
          "space": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } } },
          "border": { "$type": "border", "card": { "$value": { "color": "{color.line}", "width": { "value": 1, "unit": "px" }, "style": "solid" } } }
        }
        """

    private let light = """
        {
          "color": {
            "$type": "color",
            "text": { "$value": "#0F172A" },
            "onAccent": { "$value": "#FFFFFF" },
            "line": { "$value": "#E2E8F0" },
            "danger": { "$value": "#DC2626" },
            "error": { "$value": "{color.danger}" }
          }
        }
        """

    private let dark = """
        {
          "color": {
            "$type": "color",
            "text": { "$value": "#F8FAFC" },
            "line": { "$value": "#334155" },
            "danger": { "$value": "#EF4444" }
          }
        }
        """

    private let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "contexts": {
                "dark": [{ "$ref": "light.tokens.json" }, { "$ref": "dark.tokens.json" }],
                "light": [{ "$ref": "light.tokens.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """

    @Test func modesComeFromTheThemeModifierDefaultFirst() throws {
        let (model, diagnostics) = try TokenFixture([
            "base.tokens.json": base, "light.tokens.json": light, "dark.tokens.json": dark, "specimen.resolver.json": resolver,
        ]).load()
        #expect(diagnostics.isEmpty)
        #expect(model.modes == ["light", "dark"])
        func value(_ path: String, _ mode: String) throws -> TokenValue {
            try model.resolve(reference: path, mode: mode, at: at("x", 1, 1)).value
        }
        // Values that differ per mode.
        #expect(try value("color.danger", "light") == .color(try #require(Color(hex: "#DC2626"))))
        #expect(try value("color.danger", "dark") == .color(try #require(Color(hex: "#EF4444"))))
        // An alias declared once follows the target of each mode.
        #expect(try value("color.error", "dark") == .color(try #require(Color(hex: "#EF4444"))))
        #expect(try model.resolve(reference: "color.error", mode: "dark", at: at("x", 1, 1)).aliasChain == ["color.error", "color.danger"])
        // A token the dark file leaves out keeps its light value; shared sets are in every mode.
        #expect(try value("color.onAccent", "dark") == .color(try #require(Color(hex: "#FFFFFF"))))
        #expect(try value("space.md", "dark") == .dimension(DimensionValue(12, .px)))
        // Aliases resolve after composition, so a base token can use theme colours.
        #expect(
            try value("border.card", "dark")
                == .border(BorderValue(color: try #require(Color(hex: "#334155")), width: DimensionValue(1, .px), style: .keyword("solid"))))
        // Declarations point at the file that won.
        #expect(try model.resolve(reference: "color.danger", mode: "dark", at: at("x", 1, 1)).location == at("dark.tokens.json", 6, 5))
        #expect(try model.resolve(reference: "color.onAccent", mode: "dark", at: at("x", 1, 1)).location == at("light.tokens.json", 5, 5))
        #expect(model.tokens(in: "dark").map(\.path) == model.tokens(in: "light").map(\.path))
    }

    @Test func refToAMissingFile() throws {
        let (model, diagnostics) = try TokenFixture([
            "base.tokens.json": base, "light.tokens.json": light, "dark.tokens.json": dark,
            "specimen.resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "theme": {
                  "contexts": {
                    "light": [{ "$ref": "light.tokens.json" }],
                    "dark": [{ "$ref": "light.tokens.json" }, { "$ref": "drak.tokens.json" }]
                  }
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """,
        ]).load()
        #expect(model.modes == ["light", "dark"])
        #expect(
            diagnostics == [
                .warning(
                    .tokenFileUnused, at: at("dark.tokens.json", 1, 1), "token file `dark.tokens.json` is not used by `specimen.resolver.json`",
                    reason: "With a resolver file, only the token files it references are read, so these tokens are missing from the site.",
                    fix: "Add `{ \"$ref\": \"dark.tokens.json\" }` to a set or context in `specimen.resolver.json`, or delete the file."),
                .error(
                    .resolverMissingFile, at: at("specimen.resolver.json", 8, 61), "referenced file `drak.tokens.json` does not exist",
                    reason: "`$ref` paths are relative to the resolver file, so this points to content/tokens/drak.tokens.json, which is not there.",
                    fix: "Did you mean `dark.tokens.json`?"
                ).leavingOutOnlyItself(),
            ])
        // The dark mode still has every token the light file gives it.
        #expect(model.tokens(in: "dark").map(\.path) == model.tokens(in: "light").map(\.path))
    }

    @Test func aliasMissingInOneModeSaysWhichMode() throws {
        let (_, diagnostics) = try TokenFixture([
            "light.tokens.json": ##"{ "c": { "$type": "color", "brand": { "$value": "#4F46E5" }, "link": { "$value": "{c.brand}" } } }"##,
            "dark.tokens.json": #"{ "c": { "$type": "color", "link": { "$value": "{c.brand}" } } }"#,
            "a.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
        ]).load()
        #expect(
            diagnostics == [
                .warning(
                    .aliasDangling, at: at("dark.tokens.json", 1, 48), "alias `{c.brand}` does not match any token",
                    reason: "`c.brand` is defined in the `light` mode but not in `dark`, so the alias has no value in `dark`.",
                    fix: "Define `c.brand` for the `dark` mode as well."
                )
            ])
    }

    @Test func otherModifiersUseTheirDefault() throws {
        let (model, diagnostics) = try TokenFixture([
            "r.resolver.json": """
            {
              "version": "2025.10",
              "sets": { "shared": { "sources": [{ "n": { "$type": "number", "scale": { "$value": 1 } } }] } },
              "modifiers": {
                "density": { "contexts": { "compact": [{ "n": { "scale": { "$value": 0.8 } } }], "comfy": [] }, "default": "compact" },
                "theme": { "contexts": { "light": [{ "$ref": "#/sets/shared" }], "dark": [] } },
                "size": { "contexts": { "small": [{ "n": { "big": { "$value": 2 } } }], "large": [] } }
              },
              "resolutionOrder": [{ "$ref": "#/sets/shared" }, { "$ref": "#/modifiers/density" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
            }
            """
        ]).load()
        #expect(model.modes == ["light", "dark"])
        #expect(model.tokens(in: "dark").map(\.value) == [.number(0.8), .number(2)])
        #expect(
            diagnostics == [
                .warning(
                    .resolverNoDefault, at: at("r.resolver.json", 7, 13), "modifier `size` has no `default`; its first context `small` is used",
                    reason:
                        "Specimen renders one mode per context of `theme`; every other modifier needs one context to apply, which `default` names.",
                    fix:
                        "Add `\"default\": \"small\"` to modifier `size`, or choose in content/tokens/modes.yml with `inputs:` and a line `size: large`."
                )
            ])
    }

    @Test func structuralErrorsInTheResolver() throws {
        let (_, diagnostics) = try TokenFixture([
            "r.resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "default": "Light" } },
              "resolutionOrder": [{ "$ref": "#/sets/bse" }, { "$ref": "#/modifiers/theme" }]
            }
            """
        ]).load()
        #expect(
            diagnostics == [
                .warning(
                    .resolverSetUnused, at: at("r.resolver.json", 3, 13), "set `base` is not in `resolutionOrder`",
                    reason: "Only the sets and modifiers `resolutionOrder` lists are composed, so the tokens of `base` are in no mode.",
                    fix: "Add `{ \"$ref\": \"#/sets/base\" }` to `resolutionOrder`, or delete the set."),
                .error(
                    .resolverInvalid, at: at("r.resolver.json", 4, 81), "default `Light` is not a context of modifier `theme`",
                    reason: "`default` must name one of the modifier's contexts: `light`, `dark`.", fix: "Did you mean `light`?"
                ).leavingOutOnlyItself(),
                .error(
                    .resolverInvalid, at: at("r.resolver.json", 5, 33), "`$ref` points to set `bse`, which is not defined",
                    reason: "The resolver's `sets` has only `base`.", fix: "Did you mean `#/sets/base`?"
                ).leavingOutOnlyItself(),
            ])
    }

    /// A resolver as large systems write them: a theme with three contexts, a density modifier
    /// placed between two sets, a brand set defined but left out of `resolutionOrder`.
    private static let multiModifier: [String: String] = [
        "core.tokens.json": """
        { "color": { "$type": "color", "ink": { "$value": "#111827" }, "paper": { "$value": "#ffffff" }, "yellow": { "$value": "#facc15" } },
          "space": { "$type": "dimension", "gap": { "$value": { "value": 16, "unit": "px" } } } }
        """,
        "brand.tokens.json": ##"{ "brand": { "$type": "color", "accent": { "$value": "#7c3aed" } } }"##,
        "semantic.tokens.json": ##"{ "text": { "$type": "color", "body": { "$value": "{color.ink}" }, "link": { "$value": "{brand.accent}" } } }"##,
        "system.resolver.json": """
        {
          "version": "2025.10",
          "sets": {
            "core": { "sources": [{ "$ref": "core.tokens.json" }] },
            "brand": { "sources": [{ "$ref": "brand.tokens.json" }] },
            "semantic": { "sources": [{ "$ref": "semantic.tokens.json" }] }
          },
          "modifiers": {
            "density": { "contexts": { "comfortable": [], "compact": [{ "space": { "gap": { "$value": { "value": 8, "unit": "px" } } } }] } },
            "mode": {
              "contexts": {
                "light": [],
                "dark": [{ "color": { "ink": { "$value": "#f9fafb" }, "paper": { "$value": "#111827" } } }],
                "high-contrast": [{ "color": { "ink": { "$value": "#000000" } } }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/density" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/sets/semantic" }]
        }
        """,
    ]

    @Test func severalModifiersAModifierBetweenSetsAndASetLeftOut() throws {
        let (model, diagnostics) = try TokenFixture(Self.multiModifier).load()
        // The modifier whose contexts look like themes is the modes; `density` applies its first context.
        #expect(model.modes == ["light", "dark", "high-contrast"])
        #expect((try #require(model.token(at: "text.body", in: "dark")).value).cssText == "#f9fafb")
        #expect((try #require(model.token(at: "text.body", in: "high-contrast")).value).cssText == "#000000")
        #expect((try #require(model.token(at: "space.gap", in: "light")).value).cssText == "16px")
        let file = "system.resolver.json"
        // One warning at the root cause, the set left out, names the alias it breaks (in every mode).
        #expect(
            diagnostics == [
                .warning(
                    .resolverSetUnused, at: at(file, 5, 5), "set `brand` is not in `resolutionOrder`, and 1 alias needs its tokens",
                    reason:
                        "Only the sets and modifiers `resolutionOrder` lists are composed, so the tokens of `brand` are in no mode. These aliases have no value, nor has what aliases them: `{brand.accent}` (content/tokens/semantic.tokens.json:1:88).",
                    fix: "Add `{ \"$ref\": \"#/sets/brand\" }` to `resolutionOrder` before the sets that use it."),
                .warning(
                    .resolverNoDefault, at: at(file, 9, 16), "modifier `density` has no `default`; its first context `comfortable` is used",
                    reason:
                        "Specimen renders one mode per context of `mode`; every other modifier needs one context to apply, which `default` names.",
                    fix:
                        "Add `\"default\": \"comfortable\"` to modifier `density`, or choose in content/tokens/modes.yml with `inputs:` and a line `density: compact`."
                ),
            ])
    }

    @Test func modesYmlChoosesTheModifierTheContextsAndTheInputs() throws {
        var files = Self.multiModifier
        files["modes.yml"] = """
            modifier: mode
            contexts: [dark, light, sepia]
            inputs:
              density: compact
            """
        let (model, diagnostics) = try TokenFixture(files).load()
        #expect(model.modes == ["dark", "light"])
        #expect((try #require(model.token(at: "space.gap", in: "dark")).value).cssText == "8px")
        #expect(
            diagnostics.filter { $0.code != .aliasDangling && $0.code != .resolverSetUnused } == [
                .warning(
                    .modesYAML, at: at("modes.yml", 2, 25), "`sepia` is not a context of modifier `mode`",
                    reason: "The modes are contexts of `mode`: `light`, `dark`, `high-contrast`; this one is left out.",
                    fix: "Name one of those contexts."
                )
            ])
        files["modes.yml"] = "modifier: density\n"
        let (byDensity, _) = try TokenFixture(files).load()
        #expect(byDensity.modes == ["comfortable", "compact"])
    }

    @Test func withoutAResolverFilesAreMergedAndTheLaterDefinitionWins() throws {
        let (model, diagnostics) = try TokenFixture([
            "b.tokens.json": ##"{ "color": { "$type": "color", "danger": { "$value": "#EF4444" }, "info": { "$value": "#3B82F6" } } }"##,
            "a.tokens.json": """
            {
              "color": { "$type": "color", "danger": { "$value": "#DC2626" } },
              "space": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } } }
            }
            """,
        ]).load()
        #expect(model.modes == ["default"])
        #expect(model.tokens(in: "default").map(\.path) == ["color.danger", "color.info", "space.md"])
        // Style Dictionary takes the later file's definition, and so does Specimen, with a warning naming both places.
        #expect(try model.resolve(reference: "color.danger", mode: "default", at: at("x", 1, 1)).value == .color(try #require(Color(hex: "#EF4444"))))
        #expect(
            diagnostics == [
                .warning(
                    .tokenDuplicate, at: at("b.tokens.json", 1, 32), "token `color.danger` is defined twice",
                    reason:
                        "It is already defined at content/tokens/a.tokens.json:2:32. Without a resolver file all token files are merged into one set, in the order of their names; as Style Dictionary does, this later definition is used.",
                    fix: "Remove one of the definitions, or add a `*.resolver.json` file that layers the files so later ones override earlier ones."
                )
            ])
    }

    @Test func tokenFilesTheResolverDoesNotUseAreReported() throws {
        let (_, diagnostics) = try TokenFixture([
            "base.tokens.json": base, "light.tokens.json": light, "extra.tokens.json": "{}",
            "s.resolver.json": """
            { "version": "2025.10", "sets": { "all": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "light.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/all" }] }
            """,
        ]).load()
        #expect(
            diagnostics == [
                .warning(
                    .tokenFileUnused, at: at("extra.tokens.json", 1, 1), "token file `extra.tokens.json` is not used by `s.resolver.json`",
                    reason: "With a resolver file, only the token files it references are read, so these tokens are missing from the site.",
                    fix: "Add `{ \"$ref\": \"extra.tokens.json\" }` to a set or context in `s.resolver.json`, or delete the file."
                )
            ])
    }

    @Test func emptyAndMissingFolders() throws {
        let (model, diagnostics) = try TokenFixture([:]).load()
        #expect(model == .empty)
        #expect(diagnostics.map(\.code.rawValue) == ["tokens-none"])
        let missing = TokenLoader.load(folder: URL(fileURLWithPath: "/nonexistent/specimen/tokens"), displayPrefix: "content/tokens")
        #expect(
            missing.1 == [
                .error(
                    .tokensFolderMissing, at: nil, "the tokens folder content/tokens does not exist",
                    reason: "Design tokens are read from the token files in that folder (`*.tokens.json`, a resolver, or a tool's export).",
                    fix: "Create the folder and add a token file such as `base.tokens.json`."
                ).leavingOutOnlyItself()
            ])
    }
}
