import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens
@testable import SpecimenYAML

/// The preview keeps each mode's resolution, and after a save reads again only the tokens the save changed and
/// those that read them. What it gives must be what a whole load gives, token for token and warning for warning.
@Suite struct KeptResolutionTests {
    /// Primitives, and semantic tokens that alias them: a chain, a composite with a member alias, a deprecated token
    /// (whose users are warned), and a size in the drafts' text form, which the format now writes as an object.
    static let primitives = """
        {
          "palette": {
            "$type": "color",
            "blue": { "$value": "#1d4ed8" },
            "grey": { "$value": "#6b7280" },
            "old": { "$value": "#000000", "$deprecated": "Use palette.grey." }
          },
          "size": {
            "$type": "dimension",
            "base": { "$value": { "value": 16, "unit": "px" } },
            "wide": { "$value": "24px" }
          }
        }
        """
    static let semantic = """
        {
          "text": {
            "$type": "color",
            "link": { "$value": "{palette.blue}" },
            "visited": { "$value": "{text.link}" },
            "muted": { "$value": "{palette.old}" }
          },
          "focus": {
            "$type": "border",
            "ring": { "$value": { "color": "{text.link}", "width": "{size.base}", "style": "solid" } }
          },
          "gap": { "$type": "dimension", "$value": "{size.base}" }
        }
        """

    private static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "kept-resolution-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appending(path: name)) }
        return folder
    }

    /// Each save, loaded by the preview's reader (which keeps what it read) and by a fresh one: the same model and
    /// the same diagnostics, whether the save changed a value, an alias, a token's existence, or made an error.
    @Test func everySaveLoadsAsAWholeLoadDoes() throws {
        let folder = try Self.folder(["base.tokens.json": Self.primitives, "semantic.tokens.json": Self.semantic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = TokenFileReader(keeps: true)
        func check(_ what: Comment, _ file: String, _ edit: (String) -> String) throws {
            try Self.check(what, folder: folder, file: file, kept: kept, edit)
        }
        _ = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        #expect(kept.resolutions.keys.sorted() == ["mode\u{0}default"])
        try check("a primitive's colour", "base.tokens.json") { $0.replacingOccurrences(of: "#1d4ed8", with: "#1e40af") }
        try check("a size a composite's member aliases", "base.tokens.json") { $0.replacingOccurrences(of: "16", with: "18") }
        try check("an alias pointed elsewhere", "semantic.tokens.json") {
            $0.replacingOccurrences(of: #""{text.link}" },"#, with: #""{palette.grey}" },"#)
        }
        // What the alias now reads is read again when it changes; what it read before no longer reaches it.
        try check("its new target", "base.tokens.json") { $0.replacingOccurrences(of: "#6b7280", with: "#4b5563") }
        try check("its old target", "base.tokens.json") { $0.replacingOccurrences(of: "#1e40af", with: "#1e3a8a") }
        try check("the deprecated token", "base.tokens.json") { $0.replacingOccurrences(of: "#000000", with: "#111111") }
        try check("an alias that matches nothing", "semantic.tokens.json") { $0.replacingOccurrences(of: "{palette.old}", with: "{palette.gone}") }
        try check("the alias mended", "semantic.tokens.json") { $0.replacingOccurrences(of: "{palette.gone}", with: "{palette.old}") }
        try check("a token added", "base.tokens.json") {
            $0.replacingOccurrences(of: ##""grey": {"##, with: ##""red": { "$value": "#dc2626" }, "grey": {"##)
        }
        try check("a colour after the addition", "base.tokens.json") { $0.replacingOccurrences(of: "#dc2626", with: "#b91c1c") }
    }

    /// A save loaded by `kept` and by a fresh reader: the same tokens, diagnostics and `tokens.css`, to the byte.
    private static func check(_ what: Comment, folder: URL, file: String, kept: TokenFileReader, _ edit: (String) -> String) throws {
        let url = folder.appending(path: file)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        let incremental = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        let whole = TokenLoader.load(folder: folder, displayPrefix: "content/tokens")
        #expect(incremental.0 == whole.0, what)
        #expect(incremental.1 == whole.1, what)
        #expect(Array(TokenCSS.render(incremental.0).utf8) == Array(TokenCSS.render(whole.0).utf8), what)
    }

    /// A font's name written again in another normal form of Unicode (`é` as one character, then as `e` and an accent)
    /// is `==` as Swift compares strings, but not the same bytes in `tokens.css`: it is a change.
    @Test func aChangeOfBytesIsAChangeEvenWhereStringsCompareEqual() throws {
        let font = #"{ "font": { "$type": "fontFamily", "body": { "$value": "Caf\u00e9 Sans" }, "text": { "$value": "{font.body}" } } }"#
        let folder = try Self.folder(["base.tokens.json": font])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = TokenFileReader(keeps: true)
        _ = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        try Self.check("NFC to NFD", folder: folder, file: "base.tokens.json", kept: kept) {
            $0.replacingOccurrences(of: "\\u00e9", with: "e\\u0301")
        }
        #expect(TokenCSS.render(TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept).0).contains("Cafe\u{301} Sans"))
    }

    /// A mode's light and dark and a density's other option are each kept, and each save equals a whole load.
    @Test func modesAndOptionsAreEachKept() throws {
        let folder = try Self.folder([
            "design.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
                "density": { "contexts": { "comfortable": [{ "$ref": "comfortable.tokens.json" }], "compact": [{ "$ref": "compact.tokens.json" }] }, "default": "comfortable" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }] }
            """,
            "base.tokens.json":
                ##"{ "blue": { "$type": "color", "$value": "#1d4ed8" }, "unit": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"##,
            "light.tokens.json": ##"{ "text": { "$type": "color", "$value": "{blue}" } }"##,
            "dark.tokens.json": ##"{ "text": { "$type": "color", "$value": "#ffffff" } }"##,
            "comfortable.tokens.json": ##"{ "gap": { "$type": "dimension", "$value": "{unit}" } }"##,
            "compact.tokens.json": ##"{ "gap": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = TokenFileReader(keeps: true)
        let first = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        #expect(first.1.isEmpty, "\(first.1)")
        #expect(kept.resolutions.keys.sorted() == ["mode\u{0}dark", "mode\u{0}light", "option\u{0}density\u{0}compact"])
        try Self.check("a colour only light reads", folder: folder, file: "base.tokens.json", kept: kept) {
            $0.replacingOccurrences(of: "#1d4ed8", with: "#1e40af")
        }
        try Self.check("a size only comfortable reads", folder: folder, file: "base.tokens.json", kept: kept) {
            $0.replacingOccurrences(of: "4", with: "6")
        }
        try Self.check("the compact option's own size", folder: folder, file: "compact.tokens.json", kept: kept) {
            $0.replacingOccurrences(of: "2", with: "3")
        }
    }

    /// A whole resolution follows its reads on one stack, in declaration order. A save that joins two chains of reads
    /// into one too long for it is an error there, and must be here, although the kept half is not followed again.
    @Test func aChainOfReadsMadeTooLongIsFoundAsAWholeLoadFindsIt() throws {
        // Text tokens whose value embeds the next one: each read is followed on the stack. The middle one ends both halves.
        let count = AliasGraph.maximumAliasDepth + 1
        let middle = count / 2
        let tokens = (0..<count).map { index in
            let value = index == middle || index == count - 1 ? "end" : "{t\(index + 1)} and"
            return "\"t\(index)\": { \"$value\": \"\(value)\" }"
        }
        let folder = try Self.folder(["base.tokens.json": "{\n" + tokens.joined(separator: ",\n") + "\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = TokenFileReader(keeps: true)
        let first = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        #expect(!first.1.contains { $0.code == .aliasChainTooLong })
        try Self.check("the halves joined", folder: folder, file: "base.tokens.json", kept: kept) {
            $0.replacingOccurrences(of: "\"t\(middle)\": { \"$value\": \"end\" }", with: "\"t\(middle)\": { \"$value\": \"{t\(middle + 1)} and\" }")
        }
        #expect(TokenLoader.load(folder: folder, displayPrefix: "content/tokens").1.contains { $0.code == .aliasChainTooLong })
    }

    /// The tokens read again after a save are the changed one and those that read it, directly or through others.
    @Test func aSaveReadsAgainOnlyWhatItReaches() throws {
        func graph(_ primitives: String) throws -> AliasGraph {
            let trees = try [primitives, Self.semantic].enumerated().map { index, text in
                try #require(JSONSource.parse(text, file: "file\(index).tokens.json").value)
            }
            let document = TokenDocument(root: TokenComposition.compose(trees, conflicts: .report).root)
            return AliasGraph(
                document: document, mode: "default", pathsByMode: [], syntax: { _ in FormatSyntax() }, log: ReadingLog(), remembers: true)
        }
        let first = try graph(Self.primitives)
        let before = first.resolveAll()
        let memory = try #require(first.memory(of: before))

        let saved = Self.primitives.replacingOccurrences(of: "#1d4ed8", with: "#1e40af")
        let again = try graph(saved)
        let reused = try #require(again.resolveAll(reusing: memory))
        #expect(again.readAgain == ["palette.blue", "text.link", "text.visited", "focus.ring"])
        let whole = try graph(saved)
        #expect(reused == whole.resolveAll())
        #expect(reused != before)
        // The deprecated token's user is warned again although it was not read again.
        #expect(again.log.diagnostics.map(\.code) == whole.log.diagnostics.map(\.code))
        #expect(again.log.diagnostics.map(\.code) == [.tokenDeprecated])
    }
}
