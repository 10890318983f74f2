import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct AliasTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    @Test func aliasChainResolvesToTheFinalValue() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "state": { "danger": { "$value": "#DC2626" } },
                "feedback": { "error": { "$value": "{color.state.danger}", "$description": "Errors." } },
                "banner": { "background": { "$value": "{color.feedback.error}" } }
              }
            }
            """)
        #expect(diagnostics.isEmpty)
        let banner = try model.resolve(reference: "color.banner.background", mode: "default", at: at(1, 1))
        #expect(banner.value == .color(Color(red: 220.0 / 255, green: 38.0 / 255, blue: 38.0 / 255)))
        #expect(banner.type == .color)
        #expect(banner.aliasChain == ["color.banner.background", "color.feedback.error", "color.state.danger"])
        #expect(banner.aliasTarget == "color.feedback.error")
        #expect(banner.location == at(6, 17))
        let error = try model.resolve(reference: "{color.feedback.error}", mode: "default", at: at(1, 1))
        #expect(error.aliasChain == ["color.feedback.error", "color.state.danger"])
        #expect(error.description == "Errors.")
        let danger = try model.resolve(reference: "color.state.danger", mode: "default", at: at(1, 1))
        #expect(danger.aliasChain.isEmpty)
        #expect(!danger.isAlias)
    }

    @Test func aliasTakesItsTypeFromTheTarget() throws {
        // The alias sits in a `color` group but points at a dimension: the format says the target's type wins.
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "space": { "md": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
              "color": { "$type": "color", "gap": { "$value": "{space.md}" } }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").last?.type == .dimension)
    }

    @Test func cycleIsReportedOnceWithTheWholeLoop() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "x": { "$value": "{a}" },
              "a": { "$value": "{b}" },
              "b": { "$value": "{c}" },
              "c": { "$value": "{a}" },
              "ok": { "$type": "number", "$value": 1 }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["ok"])
        // `x` only aliases into the cycle: it is counted on the cycle's error, not reported again.
        #expect(
            diagnostics == [
                .warning(
                    .aliasCycle, at: at(3, 20), "aliases form a cycle: {a} → {b} → {c} → {a}",
                    reason:
                        "Each token in the cycle takes its value from the next one, so none of them has a value. 1 token that aliases it, directly or through others, has no value either: `x`.",
                    fix: "Give one of these tokens a value of its own instead of an alias.")
            ])
    }

    @Test func selfReferenceIsACycle() throws {
        let (_, diagnostics) = try TokenFixture.load(#"{ "a": { "$type": "color", "$value": "{a}" } }"#)
        #expect(diagnostics.map(\.message) == ["aliases form a cycle: {a} → {a}"])
    }

    @Test func cycleThroughACompositeMember() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            {
              "line": { "$type": "border", "$value": { "color": "{edge}", "width": { "value": 1, "unit": "px" }, "style": "solid" } },
              "edge": { "$type": "color", "$value": "{line}" }
            }
            """)
        #expect(diagnostics.map(\.message) == ["aliases form a cycle: {line} → {edge} → {line}"])
        #expect(diagnostics.first?.location == at(2, 53))
    }

    @Test func danglingAliasSuggestsTheNearestNames() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "state": {
                  "danger": { "$value": "#DC2626" },
                  "warning": { "$value": "#F59E0B" },
                  "info": { "$value": "#3B82F6" }
                },
                "feedback": {
                  "error": { "$value": "{color.state.dangr}" }
                }
              }
            }
            """)
        #expect(!model.contains("color.feedback.error", in: "default"))
        #expect(
            diagnostics == [
                .warning(
                    .aliasDangling, at: at(10, 28), "alias `{color.state.dangr}` does not match any token",
                    reason: "No token has the path `color.state.dangr`; an alias names a token by its full path, group names joined with dots.",
                    fix: "Did you mean `{color.state.danger}`?"
                )
            ])
    }

    @Test func danglingAliasWithSeveralOrNoSuggestions() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            {
              "space": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } }, "md": { "$value": { "value": 12, "unit": "px" } }, "lg": { "$value": { "value": 16, "unit": "px" } } },
              "gap": { "$value": "{space.xl}" },
              "other": { "$value": "{nothing.like.it}" }
            }
            """)
        #expect(
            diagnostics.map(\.fix) == [
                "Did you mean `{space.sm}`, `{space.md}` or `{space.lg}`?",
                "Check the spelling, or define a token at `nothing.like.it`.",
            ])
    }

    @Test func aliasToAGroup() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            {
              "color": { "$type": "color", "state": { "danger": { "$value": "#DC2626" } } },
              "error": { "$value": "{color.state}" }
            }
            """)
        #expect(
            diagnostics == [
                .warning(
                    .aliasToGroup, at: at(3, 24), "alias `{color.state}` points to a group, not a token",
                    reason: "Only tokens have values; `color.state` is a group of tokens.",
                    fix: "Point the alias at one of its tokens, such as `{color.state.danger}`."
                )
            ])
    }

    @Test func aliasOfTheWrongType() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            {
              "space": { "md": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
              "edge": { "$type": "border", "$value": { "color": "{space.md}", "width": { "value": 1, "unit": "px" }, "style": "solid" } },
              "tint": { "$type": "color", "$value": "{space.md}" }
            }
            """)
        let reason = "An alias takes its value and type from the token it points to, so that token must have the type this place needs."
        #expect(
            diagnostics == [
                .warning(
                    .aliasTypeMismatch, at: at(3, 53), "alias `{space.md}` is a `dimension` token, but a `color` is expected here",
                    reason: reason, fix: "Point the alias at a `color` token, or change the `$type`."),
                .warning(
                    .aliasTypeMismatch, at: at(4, 41), "alias `{space.md}` is a `dimension` token, but a `color` is expected here",
                    reason: reason, fix: "Point the alias at a `color` token, or change the `$type`."),
            ])
    }

    @Test func malformedAlias() throws {
        let (_, diagnostics) = try TokenFixture.load(#"{ "a": { "$type": "color", "$value": "{color..danger}" } }"#)
        #expect(
            diagnostics == [
                .warning(
                    .aliasInvalid, at: at(1, 38), "malformed alias `{color..danger}`",
                    reason:
                        "An alias is the whole value: a token's path in curly braces, such as `{color.state.danger}`, with no empty names between the dots.",
                    fix: "Write the alias as `{group.token}` with nothing around it."
                )
            ])
    }

    @Test func deprecatedTargetWarnsAtTheAliasSite() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "legacy": {
                  "red": { "$value": "#FF3B30", "$deprecated": "Use {color.state.danger} instead" },
                  "pink": { "$value": "#FF2D55", "$deprecated": true },
                  "unused": { "$value": "#000", "$deprecated": true }
                },
                "alert": { "$value": "{color.legacy.red}" },
                "edge": { "$type": "border", "$value": { "color": "{color.legacy.pink}", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
              }
            }
            """)
        #expect(model.tokens(in: "default").count == 5)
        #expect(
            diagnostics == [
                .warning(
                    .tokenDeprecated, at: at(9, 26), "`color.legacy.red` is deprecated",
                    reason: "It is marked `$deprecated` at content/tokens/tokens.tokens.json:5:7: Use {color.state.danger} instead.",
                    fix: "Use a token that is not deprecated instead."),
                .warning(
                    .tokenDeprecated, at: at(10, 55), "`color.legacy.pink` is deprecated",
                    reason:
                        "It is marked `$deprecated` at content/tokens/tokens.tokens.json:6:7, so it may be removed in a future version of the design system.",
                    fix: "Use a token that is not deprecated instead."),
            ])
    }
}
