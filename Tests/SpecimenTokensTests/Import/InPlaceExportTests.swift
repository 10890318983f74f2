import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// A token export read where it is kept, as its tool names its files: a Style Dictionary source folder of `*.json`
/// in subfolders, Tokens Studio's one `tokens.json`, DTCG files in subfolders. (`init --tokens PATH --link` makes
/// `content/tokens` a link to such a folder.)
@Suite struct InPlaceExportTests {
    private func value(_ model: TokenModel, _ path: String) -> String? {
        model.token(at: path, in: model.defaultMode).map { $0.value.cssText }
    }

    @Test func aStyleDictionarySourceFolderIsReadWithoutItsToolFiles() throws {
        let (model, diagnostics) = try TokenFixture([
            "color/base.json": ##"{ "color": { "base": { "red": { "value": "#d32f2f" }, "ink": { "value": "#1a1a1a" } } } }"##,
            "color/font.json": ##"{ "color": { "font": { "base": { "value": "{color.base.ink.value}" } } } }"##,
            "size/font.json": ##"{ "size": { "font": { "small": { "value": "0.75" } } } }"##,
            // What a Style Dictionary project keeps beside its tokens, and what npm installs: not tokens.
            "package.json": ##"{ "name": "acme-tokens", "version": "1.0.0" }"##,
            "config.json": ##"{ "source": ["color/**/*.json"], "platforms": {} }"##,
            "node_modules/style-dictionary/tokens.json": ##"{ "not": { "ours": { "value": "1" } } }"##,
            // What its build writes, and other tools' files.
            "build/json/variables.json": ##"{ "color-base-red": "#d32f2f" }"##,
            "dist/tokens.json": ##"{ "color": { "base": { "red": { "value": "#d32f2f" } } } }"##,
            "renovate.json": ##"{ "extends": ["config:base"] }"##,
            "tsconfig.base.json": ##"{ "compilerOptions": {} }"##,
        ]).load()
        #expect(model.paths.sorted() == ["color.base.ink", "color.base.red", "color.font.base", "size.font.small"])
        #expect(value(model, "color.font.base") == "#1a1a1a")
        #expect(value(model, "size.font.small") == "0.75rem")
        #expect(diagnostics.map(\.code) == [.tokenSizeRem])
        #expect(diagnostics.first?.location == SourceLocation(file: "content/tokens/size/font.json", line: 1, column: 43))
    }

    @Test func tokensStudiosSingleFileIsReadAsItsSets() throws {
        let (model, diagnostics) = try TokenFixture([
            "tokens.json": """
            {
              "core": { "blue": { "500": { "value": "#2563eb", "type": "color" } } },
              "semantic": { "accent": { "value": "{blue.500}", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["core", "semantic"] }
            }
            """
        ]).load()
        #expect(diagnostics == [])
        #expect(value(model, "accent") == "#2563eb")
    }

    @Test func tokenFilesInSubfoldersAreReadAndPlainJSONBesideThemIsNot() throws {
        let (model, diagnostics) = try TokenFixture([
            "base.tokens.json": ##"{ "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } } }"##,
            "brand/acme.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#4f46e5" } } }"##,
            "notes.json": ##"{ "owner": "design-systems" }"##,
        ]).load()
        #expect(diagnostics == [])
        #expect(model.paths.sorted() == ["color.brand", "space.sm"])
    }

    @Test func aLinkToNothingIsReportedWhereItIs() throws {
        let fixture = try TokenFixture(["brand.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#4f46e5" } } }"##])
        try FileManager.default.createSymbolicLink(
            atPath: fixture.folder.appending(path: "base.tokens.json").path, withDestinationPath: "../moved/base.tokens.json")
        let (model, diagnostics) = fixture.load()
        #expect(model.paths == ["color.brand"])
        #expect(diagnostics.map(\.code) == [.fileUnreadable])
        #expect(diagnostics.first?.location == SourceLocation(file: "content/tokens/base.tokens.json", line: 1, column: 1))
    }
}
