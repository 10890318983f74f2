import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML

/// Writes token files into a fresh temporary folder and loads them, so tests state their input inline.
package struct TokenFixture {
    package let folder: URL

    /// Creates the folder with `files` (name → contents).
    package init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Loads the folder as `content/tokens`, the way a site build does.
    package func load() -> (model: TokenModel, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = TokenLoader.load(folder: folder, displayPrefix: "content/tokens")
        try? FileManager.default.removeItem(at: folder)
        return (model, diagnostics)
    }

    /// A place in the one file `load(_:)` writes, as diagnostics name it.
    package static func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation {
        SourceLocation(file: "content/tokens/tokens.tokens.json", line: line, column: column)
    }

    /// Loads a single `tokens.tokens.json` file.
    package static func load(_ text: String) throws -> (model: TokenModel, diagnostics: [Diagnostic]) {
        try TokenFixture(["tokens.tokens.json": text]).load()
    }

    /// The example token folder shipped in the repository.
    package static var exampleFolder: URL { Repository.root.appending(path: "content/tokens") }
}
