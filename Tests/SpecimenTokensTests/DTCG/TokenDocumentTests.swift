import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct TokenDocumentTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    @Test func typeIsInheritedFromTheNearestGroupAndATokenOverridesIt() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "size": {
                "$type": "dimension",
                "gap": { "$value": { "value": 8, "unit": "px" } },
                "ratio": { "$type": "number", "$value": 1.5 },
                "weights": {
                  "$type": "fontWeight",
                  "bold": { "$value": "bold" }
                }
              }
            }
            """)
        #expect(diagnostics.isEmpty)
        let tokens = model.tokens(in: "default")
        #expect(tokens.map(\.path) == ["size.gap", "size.ratio", "size.weights.bold"])
        #expect(tokens.map(\.type) == [.dimension, .number, .fontWeight])
        #expect(tokens.map(\.value) == [.dimension(DimensionValue(8, .px)), .number(1.5), .fontWeight(700)])
        #expect(tokens[0].location == at(4, 5))
    }

    @Test func groupTypeAppliesWhereverItIsWrittenInTheGroup() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "color": { "a": { "$value": "#fff" }, "$type": "color" } }
            """)
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").first?.value == .color(Color(red: 1, green: 1, blue: 1)))
    }

    @Test func missingTypeThatTheValueCannotTell() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "brand": {
                "tone": { "$value": "calm" }
              }
            }
            """)
        #expect(model.tokens(in: "default").map(\.type) == [TokenType(rawValue: "string")])
        #expect(
            diagnostics == [
                .warning(
                    .tokenMissingType, at: at(3, 5), "token `brand.tone` has no type; it is kept as written",
                    reason:
                        "It has no `$type`, no group above it sets one, and its value is not an alias or of a recognisable shape, so it is shown and exported as written, but not written to tokens.css or checked.",
                    fix: "Add a `$type` such as `\"color\"` or `\"dimension\"` to the token or to a group above it."
                )
            ])
    }

    @Test func missingTypeIsInferredFromTheValuesShape() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "brand": {
                "primary": { "$value": "#4F46E5" },
                "accent": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
                "gap": { "$value": { "value": 4, "unit": "px" } },
                "fade": { "$value": { "value": 200, "unit": "ms" } }
              }
            }
            """)
        #expect(model.tokens(in: "default").map(\.type) == [.color, .color, .dimension, .duration])
        let reason =
            "Neither the token nor a group above it has a `$type`, so the type is taken from the value's shape. A tool that does not guess may read it differently."
        // One warning per inferred type and file; the others are counted on it.
        #expect(
            diagnostics == [
                .warning(
                    .tokenTypeInferred, at: at(3, 5), "token `brand.primary` has no type; its value reads as a `color`",
                    reason: reason + " The same occurs on 1 more line of this file: 4.",
                    fix: "Add `\"$type\": \"color\"` to the token, or to its group for all of its tokens."),
                .warning(
                    .tokenTypeInferred, at: at(5, 5), "token `brand.gap` has no type; its value reads as a `dimension`",
                    reason: reason, fix: "Add `\"$type\": \"dimension\"` to the token, or to its group for all of its tokens."),
                .warning(
                    .tokenTypeInferred, at: at(6, 5), "token `brand.fade` has no type; its value reads as a `duration`",
                    reason: reason, fix: "Add `\"$type\": \"duration\"` to the token, or to its group for all of its tokens."),
            ])
    }

    @Test func typesOutsideTheFormatAreKeptAsWritten() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "a": { "$type": "colour", "$value": "#fff" },
              "g": {
                "$type": "string",
                "b": { "$value": "uppercase" },
                "c": { "$value": "{g.b}" }
              },
              "flag": { "$type": "boolean", "$value": true },
              "gap": { "$type": "spacing", "$value": 8 }
            }
            """)
        let tokens = model.tokens(in: "default")
        // `colour` is a misspelt type, which would drop the token from tokens.css. The others are design tools' own
        // types (Tokens Studio's, Style Dictionary's), read silently: `spacing` as a dimension, text kept as written;
        // and `spacing` makes this a Tokens Studio file, whose bare numbers are pixels.
        #expect(tokens.map(\.path) == ["g.b", "g.c", "flag", "gap"])
        #expect(tokens.map(\.type.rawValue) == ["string", "string", "boolean", "dimension"])
        #expect(tokens[1].aliasChain == ["g.c", "g.b"])
        #expect(tokens[3].value == .dimension(DimensionValue(8, .px)))
        #expect(
            diagnostics == [
                .warning(
                    .tokenUnknownType, at: at(2, 19), "unknown token type `colour`",
                    reason:
                        "`$type` is one of `color`, `dimension`, `number`, `fontFamily`, `fontWeight`, `duration`, `cubicBezier`, `strokeStyle`, `border`, `transition`, `shadow`, `typography`, `gradient` in the Design Tokens Format Module 2025.10, and `colour` is close to `color`; names are case-sensitive.",
                    fix: "Did you mean `color`?")
            ])
        // Kept in tokens.json as written, left out of tokens.css.
        #expect(!TokenCSS.render(model).contains("--g-b"))
        #expect(TokenJSON.render(model).contains(#""value": "uppercase""#))
    }

    @Test func invalidNamesAndStructure() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "state.danger": { "$value": "#DC2626" },
                "warning": "#F59E0B",
                "info": { "$value": "#3B82F6", "subtle": { "$value": "#3B82F61F" } }
              }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["color.info"])
        #expect(
            diagnostics == [
                .warning(
                    .tokenInvalidName, at: at(4, 5), "invalid name `state.danger`",
                    reason:
                        "Token and group names must not be empty or contain `{`, `}` or `.`, because those characters write aliases like `{group.token}`.",
                    fix: "Rename it, for example to `state-danger`, or nest it in a group."),
                .warning(
                    .tokenInvalidStructure, at: at(5, 5), "`color.warning` is neither a token nor a group",
                    reason: "In a token file every name maps to an object: a token with `$value`, or a group of tokens; this one is a string.",
                    fix: "Write it as a token: `\"warning\": { \"$value\": \"#F59E0B\" }`."),
                // A token inside a token would be lost without a word: that stays an error, unlike other keys.
                .warning(
                    .tokenInvalidStructure, at: at(6, 36), "token `color.info` cannot contain `subtle`",
                    reason: "An object with `$value` is a token, and a token cannot also be a group of other tokens.",
                    fix: "Move `subtle` into a group next to the token, or make `info` a group with a `$root` token."),
            ])
    }

    @Test func aKeyNextToAnAliasedValueIsIgnoredWithoutACascade() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "blue": { "$value": "#2563eb" },
                "focus": { "$value": "{color.blue}", "alpha": 0.1 },
                "ring": { "$value": "{color.focus}" }
              }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["color.blue", "color.focus", "color.ring"])
        #expect(
            diagnostics == [
                .warning(
                    .tokenIgnoredKey, at: at(5, 42), "`alpha` in token `color.focus` is ignored",
                    reason:
                        "An object with `$value` is a token, and a token has only the format's `$` properties, so this key changes nothing: the colour is used at full opacity. To use a colour at a lower opacity, make a token of its own with `alpha` in its colour object.",
                    fix: "Remove `alpha`, or move it into `$extensions` under your tool's name if a tool needs it."
                )
            ])
    }

    @Test func gradientsAreReadWithAliasedStopsAndClampedPositions() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "blue": { "$type": "color", "$value": "#2563eb" },
              "end": { "$type": "number", "$value": 1.4 },
              "hero": { "$type": "gradient", "$value": [
                { "color": "{blue}", "position": -0.2 },
                { "color": "#7c3aed", "position": "{end}" }
              ] }
            }
            """)
        #expect(diagnostics.isEmpty)
        let hero = try #require(model.tokens(in: "default").last)
        #expect(
            hero.value
                == .gradient([
                    GradientStop(color: try #require(Color(hex: "#2563eb")), position: 0),
                    GradientStop(color: try #require(Color(hex: "#7c3aed")), position: 1),
                ]))
        #expect(TokenCSS.render(model).contains("  --hero: linear-gradient(#2563eb 0%, #7c3aed 100%);\n"))
    }

    @Test func unknownPropertiesAreWarnings() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "space": {
                "$typ": "dimension",
                "$type": "dimension",
                "sm": { "$descripton": "small", "$value": { "value": 8, "unit": "px" } }
              }
            }
            """)
        #expect(model.tokens(in: "default").count == 1)
        let reason =
            "Names starting with `$` are reserved for the properties of the Design Tokens Format, and this is not one of them, so it is ignored."
        #expect(
            diagnostics == [
                .warning(.tokenUnknownProperty, at: at(3, 5), "unknown property `$typ`", reason: reason, fix: "Did you mean `$type`?"),
                .warning(.tokenUnknownProperty, at: at(5, 13), "unknown property `$descripton`", reason: reason, fix: "Did you mean `$description`?"),
            ])
    }

    @Test func descriptionDeprecationAndExtensionsAreKept() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "old": {
                "$type": "color",
                "$deprecated": "Use the state colours.",
                "red": { "$value": "#f00", "$description": "Alert red.", "$extensions": { "com.example": { "id": 7 } } },
                "kept": { "$value": "#0f0", "$deprecated": false },
                "flagged": { "$value": "#00f", "$deprecated": true }
              }
            }
            """)
        #expect(diagnostics.isEmpty)
        let tokens = model.tokens(in: "default")
        #expect(tokens[0].description == "Alert red.")
        #expect(tokens.map(\.deprecation) == [TokenDeprecation(reason: "Use the state colours."), nil, TokenDeprecation()])
        let extensions = try #require(tokens[0].extensions)
        #expect(extensions.member(named: "com.example")?.value.member(named: "id")?.value.numberValue == 7)
        #expect(extensions.location == at(5, 77))
    }

    @Test func rootTokenTakesItsGroupsPathPlusRoot() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "accent": {
                "$type": "color",
                "$root": { "$value": "#dd0000" },
                "light": { "$value": "#ff2222" }
              },
              "link": { "$value": "{accent.$root}" }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").map(\.path) == ["accent.$root", "accent.light", "link"])
        #expect(TokenCSS.variableName(for: "accent.$root") == "--accent")
    }

    @Test func groupsExtendOtherGroupsAndOverrideByPath() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "button": {
                "$type": "color",
                "background": { "$value": "#2563eb" },
                "text": { "$value": "#ffffff" },
                "hover": { "background": { "$value": "#1d4ed8" }, "text": { "$value": "#ffffff" } }
              },
              "danger": {
                "$extends": "{button}",
                "background": { "$value": "#dc2626" },
                "hover": { "background": { "$value": "#b91c1c" } }
              },
              "quiet": { "$extends": "{danger}", "text": { "$value": "{button.background}" } }
            }
            """)
        #expect(diagnostics.isEmpty)
        let values = Dictionary(uniqueKeysWithValues: model.tokens(in: "default").map { ($0.path, $0.value.cssText) })
        #expect(values["danger.background"] == "#dc2626")
        #expect(values["danger.text"] == "#ffffff")
        #expect(values["danger.hover.background"] == "#b91c1c")
        #expect(values["danger.hover.text"] == "#ffffff")
        #expect(values["quiet.background"] == "#dc2626")
        #expect(values["quiet.text"] == "#2563eb")
        #expect(model.tokens(in: "default").count == 12)
    }

    @Test func aNestedGroupsOwnExtendsWinsOverWhatItsParentInherits() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "c": { "x": { "$type": "number", "$value": 1 } },
              "d": { "x": { "$type": "number", "$value": 2 } },
              "a": { "sub": { "$extends": "{c}" } },
              "b": { "$extends": "{a}", "sub": { "$extends": "{d}" } }
            }
            """)
        #expect(diagnostics.isEmpty)
        // b.sub is b's own group, extending d: it is merged over what b inherits from a (a.sub, from c).
        #expect(model.tokens(in: "default").first { $0.path == "b.sub.x" }?.value == .number(2))
        #expect(model.tokens(in: "default").first { $0.path == "a.sub.x" }?.value == .number(1))
    }

    @Test func extendsCyclesAndBadTargetsAreErrors() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "a": { "$extends": "{b}", "$type": "number", "one": { "$value": 1 } },
              "b": { "$extends": "{a}", "two": { "$type": "number", "$value": 2 } },
              "c": { "inner": { "$extends": "{c}" } },
              "d": { "$extends": "{a.one}" },
              "e": { "$extends": "{nowhere}" }
            }
            """)
        // One error for the cycle; the group the walk reaches first inherits, the other keeps its own tokens.
        #expect(model.tokens(in: "default").map(\.path) == ["a.two", "a.one", "b.two"])
        #expect(
            diagnostics == [
                .warning(
                    .tokenExtends, at: at(3, 22), "groups extend each other in a cycle: `a` → `b` → `a`",
                    reason: "Each group in the cycle inherits from the next, so none of them has an end.",
                    fix: "Remove `$extends` from one of these groups."),
                .warning(
                    .tokenExtends, at: at(4, 33), "group `c.inner` extends `c`, which contains it",
                    reason: "A group that inherits from a group around it would inherit itself, without end.",
                    fix: "Extend a sibling group, or move the shared tokens into a group of their own."),
                .warning(
                    .tokenExtends, at: at(5, 22), "`$extends` names `a.one`, which is a token, not a group",
                    reason: "A group can only extend another group; to reuse a token's value, use an alias.",
                    fix: "Name a group, or write `\"{a.one}\"` as the `$value` of a token."),
                .warning(
                    .tokenExtends, at: at(6, 22), "`$extends` names `nowhere`, which is not a group",
                    reason: "No group has the path `nowhere`; a group is named by its path, group names joined with dots.",
                    fix: "Check the spelling of the group's path."),
            ])
    }

    @Test func rootTokensAreReferencedByTheirPath() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "accent": { "$type": "color", "$root": { "$value": "#7c3aed" }, "light": { "$value": "#ede9fe" } },
              "link": { "$type": "color", "$value": "{accent.$root}" },
              "bad": { "$type": "color", "$value": "{accent}" }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["accent.$root", "accent.light", "link"])
        #expect(TokenCSS.render(model).contains("  --link: var(--accent);\n"))
        #expect(
            diagnostics == [
                .warning(
                    .aliasToGroup, at: at(4, 40), "alias `{accent}` points to a group, not a token",
                    reason: "Only tokens have values; `accent` is a group of tokens.",
                    fix: "Point the alias at one of its tokens, such as `{accent.$root}`."
                )
            ])
    }
}
