import Foundation

/// A fresh temporary folder for one test, removed when the test ends, with the file operations the
/// suites use on it; a docs project (`TemporaryProject`) and the preview's project (`TestProject`) are this.
open class TemporaryFolder: @unchecked Sendable {
    public let root: URL

    /// A folder named `prefix-UUID` in the system's temporary folder, with `files` (path → text) in it.
    public init(prefix: String, files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes a file in place, creating its folder.
    public func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    public func write(_ path: String, _ data: Data) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Saves the way most editors do: write a temporary file beside it, rename it over, touch it.
    public func save(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        let temporary = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).tmp\(UInt32.random(in: 0...UInt32.max))")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }

    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appending(path: path))
    }

    public func move(_ from: String, to: String) throws {
        try FileManager.default.moveItem(at: root.appending(path: from), to: root.appending(path: to))
    }

    public func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: root.appending(path: path), withIntermediateDirectories: true)
    }
}
