import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens
@testable import SpecimenYAML

@Suite struct TokenSwiftTests {
    static let fixture: [String: String] = [
        "content/tokens/base.tokens.json": """
        {
          "spacing": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } }, "screen-inset": { "$value": { "value": 1, "unit": "rem" } } },
          "radius": { "$type": "dimension", "md": { "$value": { "value": 10, "unit": "px" }, "$description": "Cards." } },
          "type": { "$type": "typography", "body": { "$value": { "fontFamily": ["-apple-system", "sans-serif"], "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400 } },
                    "brand": { "$value": { "fontFamily": "Avenir Next", "fontSize": { "value": 28, "unit": "px" }, "fontWeight": 700 } } },
          "duration": { "$type": "duration", "toast": { "$value": { "value": 1.5, "unit": "s" } } },
          "opacity": { "$type": "number", "default": { "$value": 0.12 } }
        }
        """,
        "content/tokens/light.tokens.json": """
        { "color": { "$type": "color",
            "text": { "primary": { "$value": "#0F172A", "$description": "Body text." } },
            "brand": { "$value": "#4F46E5" },
            "legacy": { "$value": "#FF3B30", "$deprecated": "Use color.text.primary." } } }
        """,
        "content/tokens/dark.tokens.json": """
        { "color": { "$type": "color", "text": { "primary": { "$value": "#F8FAFC" } } } }
        """,
        "content/tokens/modes.resolver.json": """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "light.tokens.json" }, { "$ref": "dark.tokens.json" }] }, "default": "light" } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
        """,
    ]

    @Test func theExportIsGolden() throws {
        let project = try TemporaryProject(Self.fixture)
        let (text, diagnostics) = TokenExport.export(project.project, format: .swift)
        #expect(diagnostics.isEmpty)
        Snapshot.assertMatches(try #require(text), named: "tokens/DesignTokens.swift.txt")
    }

    @Test(arguments: ["fixture", "example"])
    func theExportParsesWithoutErrors(source: String) throws {
        let project = try TemporaryProject(source == "fixture" ? Self.fixture : [:])
        let root = source == "fixture" ? project.project : Project(root: Repository.root)
        let text = try #require(TokenExport.export(root, format: .swift).text)
        let tree = Parser.parse(source: text)
        #expect(!tree.hasError, "\(text)")
        #expect(text.contains("public enum DesignTokens"))
    }

    /// Descriptions and deprecation reasons are the team's own text: line breaks and quotes must not break the file.
    @Test func multiLineDescriptionsAndReasonsStayValidSwift() throws {
        let project = try TemporaryProject([
            "content/tokens/base.tokens.json": #"""
            { "spacing": { "$type": "dimension",
                "sm": { "$value": { "value": 8, "unit": "px" }, "$description": "Tight.\nUse inside \"chips\".\r\nNever for page margins." },
                "xs": { "$value": { "value": 4, "unit": "px" }, "$deprecated": "Too small\nto tap.\tUse spacing.sm." } } }
            """#
        ])
        let (text, diagnostics) = TokenExport.export(project.project, format: .swift)
        #expect(diagnostics.isEmpty)
        let source = try #require(text)
        #expect(!Parser.parse(source: source).hasError, "\(source)")
        #expect(source.contains("        /// `spacing.sm`: Tight.\n        /// Use inside \"chips\".\n        /// Never for page margins.\n"))
        #expect(source.contains(#"@available(*, deprecated, message: "Too small\nto tap.\tUse spacing.sm.")"#))
    }

    @Test func twoTokensWithOneSwiftNameAreALocatedError() throws {
        let project = try TemporaryProject([
            "content/tokens/base.tokens.json": """
            { "color": { "$type": "color",
                "brand": { "500": { "$value": "#4F46E5" } },
                "brand-500": { "$value": "#4338CA" } } }
            """
        ])
        let (text, diagnostics) = TokenExport.export(project.project, format: .swift)
        #expect(text == nil)
        #expect(
            diagnostics.map(\.description) == [
                "content/tokens/base.tokens.json:3:5: warning: `color.brand-500` and `color.brand.500` both become `--color-brand-500` in tokens.css",
                "content/tokens/base.tokens.json:3:5: error: `color.brand-500` and `color.brand.500` would both be `DesignTokens.Colors.brand500` in Swift",
            ])
        #expect(
            diagnostics.last?.reason
                == "Token names become Swift names by dropping punctuation and joining the words, so these two meet; the app would not compile.")
        #expect(diagnostics.last?.fix == "Rename one of the two tokens (for example `color.brand-500-alt`), or export only CSS or JSON.")
    }

    /// A group named like a type the file uses (`Font` in the SwiftUI part) or a keyword (`Type`) would not compile.
    @Test func groupsThatWouldTakeANameTheFileUsesGetValuesAdded() throws {
        let project = try TemporaryProject([
            "content/tokens/base.tokens.json": """
            { "font": { "$type": "dimension", "size-sm": { "$value": { "value": 12, "unit": "px" } } },
              "type": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } } },
              "radius": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } } } }
            """
        ])
        let text = try #require(TokenExport.export(project.project, format: .swift).text)
        #expect(text.contains("    public enum FontValues {\n        /// `font.size-sm`\n        public static let sizeSm: CGFloat = 12\n"))
        #expect(text.contains("    public enum TypeValues {\n        /// `type.gap`\n        public static let gap: CGFloat = 4\n"))
        #expect(text.contains("    public enum Radius {\n"))
        #expect(!Parser.parse(source: text).hasError)
    }

    @Test func identifiersAreValidSwift() {
        #expect(TokenSwift.identifier(["state", "danger"]) == "stateDanger")
        #expect(TokenSwift.identifier(["screen-inset"]) == "screenInset")
        #expect(TokenSwift.identifier(["2xl"]) == "_2xl")
        #expect(TokenSwift.identifier(["default"]) == "`default`")
    }
}
