import Foundation
@testable import SpecimenKit
@testable import SpecimenTokens
@testable import SpecimenYAML

/// Writes token files into a fresh temporary folder and loads them, so tests state their input inline.
struct TokenFixture {
    let folder: URL

    /// Creates the folder with `files` (name → contents).
    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Loads the folder as `content/tokens`, the way a site build does.
    func load() -> (model: TokenModel, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = TokenLoader.load(folder: folder, displayPrefix: "content/tokens")
        try? FileManager.default.removeItem(at: folder)
        return (model, diagnostics)
    }

    /// A place in the one file `load(_:)` writes, as diagnostics name it.
    static func at(_ line: Int, _ column: Int) -> SpecimenTokens.SourceLocation {
        SourceLocation(file: "content/tokens/tokens.tokens.json", line: line, column: column)
    }

    /// Loads a single `tokens.tokens.json` file.
    static func load(_ text: String) throws -> (model: TokenModel, diagnostics: [Diagnostic]) {
        try TokenFixture(["tokens.tokens.json": text]).load()
    }

    /// The example token folder shipped in the repository, found from this source file's place.
    static var exampleFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("content/tokens")
    }
}
