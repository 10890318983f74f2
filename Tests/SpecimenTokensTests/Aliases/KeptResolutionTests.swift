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
    /// (whose users are warned), and a quirk the format lacks (a quoted number), reported once per file.
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
            let url = folder.appending(path: file)
            try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
            let incremental = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
            let whole = TokenLoader.load(folder: folder, displayPrefix: "content/tokens")
            #expect(incremental.0 == whole.0, what)
            #expect(incremental.1 == whole.1, what)
        }
        _ = TokenLoader.load(folder: folder, displayPrefix: "content/tokens", reader: kept)
        #expect(kept.resolutions.keys.sorted() == ["mode default"])
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

    /// The tokens read again after a save are the changed one and those that read it, directly or through others.
    @Test func aSaveReadsAgainOnlyWhatItReaches() throws {
        func graph(_ primitives: String) throws -> AliasGraph {
            let trees = try [primitives, Self.semantic].enumerated().map { index, text in
                try #require(JSONSource.parse(text, file: "file\(index).tokens.json").value)
            }
            let document = TokenDocument(root: TokenComposition.compose(trees, conflicts: .report).root)
            return AliasGraph(document: document, mode: "default", pathsByMode: [], syntax: { _ in FormatSyntax() }, log: ReadingLog())
        }
        let first = try graph(Self.primitives)
        let before = first.resolveAll()
        let memory = try #require(first.memory())

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
