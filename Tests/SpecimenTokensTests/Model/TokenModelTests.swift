import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct TokenModelTests {
    /// Where a component block asked for the token, in a guide.
    private let use = SourceLocation(file: "content/guides/errors.md", line: 12, column: 9)

    private func model() throws -> TokenModel {
        let (model, diagnostics) = try TokenFixture([
            "light.tokens.json":
                ##"{ "color": { "$type": "color", "state": { "danger": { "$value": "#DC2626" }, "warning": { "$value": "#F59E0B" } }, "old": { "$value": "#f00", "$deprecated": true } } }"##,
            "dark.tokens.json":
                ##"{ "color": { "$type": "color", "state": { "danger": { "$value": "#EF4444" } }, "night": { "$value": "#000" } } }"##,
            "t.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "light.tokens.json" }, { "$ref": "dark.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
        ]).load()
        #expect(diagnostics.isEmpty)
        return model
    }

    /// The diagnostic `resolve` throws, or `nil` when it finds the token.
    private func failure(_ model: TokenModel, _ reference: String, _ mode: String) -> Diagnostic? {
        do throws(Diagnostic) {
            _ = try model.resolve(reference: reference, mode: mode, at: use)
            return nil
        } catch {
            return error
        }
    }

    @Test func resolvesPathsAndAliasesPerMode() throws {
        let model = try model()
        #expect(model.defaultMode == "light")
        #expect(model.paths == ["color.state.danger", "color.state.warning", "color.old", "color.night"])
        #expect(try model.resolve(reference: "{color.state.danger}", mode: "dark", at: use).value == .color(try #require(Color(hex: "#EF4444"))))
    }

    @Test func unknownTokenSuggestsNearNames() throws {
        let model = try model()
        #expect(
            failure(model, "color.state.dangr", "light")
                == .error(
                    .tokenUnknown, at: use, "unknown token `color.state.dangr`",
                    reason: "No design token has the path `color.state.dangr`; paths are group names and the token name joined with dots.",
                    fix: "Did you mean `color.state.danger`?"
                ))
        #expect(failure(model, "color.danger", "light")?.fix == "Did you mean `color.state.danger`?")
    }

    @Test func groupsModesAndTokensMissingInAMode() throws {
        let model = try model()
        #expect(
            failure(model, "color.state", "light")
                == .error(
                    .tokenUnknown, at: use, "`color.state` is a group, not a token",
                    reason: "Only tokens have values; `color.state` groups several tokens.",
                    fix: "Name one of its tokens, such as `color.state.danger`."
                ))
        #expect(
            failure(model, "color.night", "light")
                == .error(
                    .tokenUnknown, at: use, "token `color.night` is not defined in mode `light`",
                    reason: "`color.night` exists in the `dark` mode, but no token file of the `light` mode defines it.",
                    fix: "Define `color.night` for the `light` mode as well."
                ))
        #expect(
            failure(model, "color.state.danger", "Dark")
                == .error(
                    .tokenUnknownMode, at: use, "unknown mode `Dark`",
                    reason: "The design tokens define the modes `light`, `dark`.",
                    fix: "Did you mean `dark`?"
                ))
    }

    @Test func deprecatedTokensAreReturnedWithTheirWarning() throws {
        let token = try model().resolve(reference: "color.old", mode: "light", at: use)
        #expect(
            token.deprecationWarning(usedAt: use)
                == .warning(
                    .tokenDeprecated, at: use, "`color.old` is deprecated",
                    reason:
                        "It is marked `$deprecated` at content/tokens/light.tokens.json:1:116, so it may be removed in a future version of the design system.",
                    fix: "Use a token that is not deprecated instead."
                ))
    }
}
