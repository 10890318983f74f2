import Foundation

/// A small docs project in a fresh temporary folder, removed when the test ends.
final class TestProject: @unchecked Sendable {
    let root: URL

    /// A project with a home page, one guide and whatever `files` add or replace.
    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "specimen-serve-\(UUID().uuidString)").standardizedFileURL
        var all = [
            "content/index.md": "---\ntitle: Home\n---\n\nWelcome to the **library**.\n",
            "content/guide.md": "---\ntitle: Guide\n---\n\nThe first version of the guide.\n",
        ]
        all.merge(files) { _, new in new }
        for (path, text) in all { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes a file in place, creating its folder.
    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Saves the way most editors do: write a temporary file beside it, rename it over, touch it.
    func save(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        let temporary = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).tmp\(UInt32.random(in: 0...UInt32.max))")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appending(path: path))
    }

    func move(_ from: String, to: String) throws {
        try FileManager.default.moveItem(at: root.appending(path: from), to: root.appending(path: to))
    }

    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: root.appending(path: path), withIntermediateDirectories: true)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }
}
