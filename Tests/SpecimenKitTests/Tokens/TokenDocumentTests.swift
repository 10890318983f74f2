import Foundation
import Testing
@testable import SpecimenKit

@Suite struct TokenDocumentTests {
    private let file = "content/tokens/tokens.tokens.json"

    private func at(_ line: Int, _ column: Int) -> SpecimenKit.SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    @Test func typeIsInheritedFromTheNearestGroupAndATokenOverridesIt() throws {
        let (model, diagnostics) = try TokenFixture.load("""
        {
          "size": {
            "$type": "dimension",
            "gap": { "$value": "8px" },
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
        let (model, diagnostics) = try TokenFixture.load("""
        { "color": { "a": { "$value": "#fff" }, "$type": "color" } }
        """)
        #expect(diagnostics.isEmpty)
        #expect(model.tokens(in: "default").first?.value == .color(Color(red: 1, green: 1, blue: 1)))
    }

    @Test func missingType() throws {
        let (model, diagnostics) = try TokenFixture.load("""
        {
          "brand": {
            "primary": { "$value": "#4F46E5" }
          }
        }
        """)
        #expect(model.tokens(in: "default").isEmpty)
        #expect(diagnostics == [.error(
            "token-missing-type", at: at(3, 5), "token `brand.primary` has no type",
            reason: "It has no `$type`, no group above it sets one, and its value is not an alias, so there is no way to tell how to read the value.",
            fix: "Add a `$type` such as `\"color\"` or `\"dimension\"` to the token or to a group above it."
        )])
    }

    @Test func unknownTypeOnATokenAndOnAGroup() throws {
        let (model, diagnostics) = try TokenFixture.load("""
        {
          "a": { "$type": "colour", "$value": "#fff" },
          "g": {
            "$type": "size",
            "b": { "$value": 1 }
          }
        }
        """)
        #expect(model.tokens(in: "default").isEmpty)
        let reason = "`$type` must be one of the types of the Design Tokens Format Module 2025.10: `color`, `dimension`, `number`, `fontFamily`, `fontWeight`, `duration`, `cubicBezier`, `strokeStyle`, `border`, `transition`, `shadow`, `typography`, `gradient`."
        // The group's tokens are not reported again: one error at the group's `$type` explains them all.
        #expect(diagnostics == [
            .error("token-unknown-type", at: at(2, 19), "unknown token type `colour`", reason: reason, fix: "Did you mean `color`?"),
            .error("token-unknown-type", at: at(4, 14), "unknown token type `size`", reason: reason, fix: "Use one of those types; names are case-sensitive."),
        ])
    }

    @Test func gradientIsRecognisedButNotSupported() throws {
        let (_, diagnostics) = try TokenFixture.load(#"{ "g": { "$type": "gradient", "$value": [] } }"#)
        #expect(diagnostics == [.error(
            "token-unsupported-type", at: at(1, 19), "token type `gradient` is not supported yet",
            reason: "Specimen reads every type of the format except `gradient`, so tokens of this type are left out.",
            fix: "Remove the `gradient` tokens from the files Specimen reads, or express them with `color` tokens."
        )])
    }

    @Test func invalidNamesAndStructure() throws {
        let (model, diagnostics) = try TokenFixture.load("""
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
        #expect(diagnostics == [
            .error("token-invalid-name", at: at(4, 5), "invalid name `state.danger`",
                   reason: "Token and group names must not be empty or contain `{`, `}` or `.`, because those characters write aliases like `{group.token}`.",
                   fix: "Rename it, for example to `state-danger`, or nest it in a group."),
            .error("token-invalid-structure", at: at(5, 5), "`color.warning` is neither a token nor a group",
                   reason: "In a token file every name maps to an object: a token with `$value`, or a group of tokens; this one is a string.",
                   fix: "Write it as a token: `\"warning\": { \"$value\": \"#F59E0B\" }`."),
            .error("token-invalid-structure", at: at(6, 36), "token `color.info` cannot contain `subtle`",
                   reason: "An object with `$value` is a token, and a token cannot also be a group of other tokens.",
                   fix: "Move `subtle` into a group next to the token, or make `info` a group with a `$root` token."),
        ])
    }

    @Test func unknownPropertiesAreWarnings() throws {
        let (model, diagnostics) = try TokenFixture.load("""
        {
          "space": {
            "$typ": "dimension",
            "$type": "dimension",
            "sm": { "$value": "8px", "$descripton": "small" }
          }
        }
        """)
        #expect(model.tokens(in: "default").count == 1)
        let reason = "Names starting with `$` are reserved for the properties of the Design Tokens Format, and this is not one of them, so it is ignored."
        #expect(diagnostics == [
            .warning("token-unknown-property", at: at(3, 5), "unknown property `$typ`", reason: reason, fix: "Did you mean `$type`?"),
            .warning("token-unknown-property", at: at(5, 30), "unknown property `$descripton`", reason: reason, fix: "Did you mean `$description`?"),
        ])
    }

    @Test func descriptionDeprecationAndExtensionsAreKept() throws {
        let (model, diagnostics) = try TokenFixture.load("""
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
        let (model, diagnostics) = try TokenFixture.load("""
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

    @Test func extendsIsReportedAsUnsupported() throws {
        let (_, diagnostics) = try TokenFixture.load(#"{ "a": { "$extends": "{b}" } }"#)
        #expect(diagnostics == [.error(
            "token-unsupported-property", at: at(1, 10), "`$extends` is not supported yet",
            reason: "Specimen does not copy tokens between groups, so the tokens this group would inherit are missing.",
            fix: "Write the inherited tokens into this group, or use an alias for each of them."
        )])
    }
}
