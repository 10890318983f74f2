import Foundation
import SpecimenDiagnostics

/// Reads the JSON files of a tokens folder: parsed, and a token file converted from a tool's form with its syntax
/// (`TokenImport.readTokenFile`).
///
/// A reader that `keeps` what it read (the preview's, from one load to the next) reads each file's bytes again
/// and parses them again only when they changed: after a save, only the saved file is parsed. `sweep()` after a
/// load forgets the files that load did not read.
package final class TokenFileReader: @unchecked Sendable {
    /// A token file as the loader uses it.
    package typealias TokenFile = (value: JSONValue?, diagnostics: [Diagnostic], syntax: any ToolSyntax)

    private let keeps: Bool
    private let lock = NSLock()
    private var parsed: [String: (bytes: Data, result: JSONSource.Result)] = [:]
    private var converted: [String: (bytes: Data, file: TokenFile)] = [:]
    private var read: Set<String> = []

    /// A reader that keeps what it read when `keeps`; one that does not reads every file every time.
    package init(keeps: Bool = false) {
        self.keeps = keeps
    }

    /// `url` parsed, diagnostics naming it `displayPath`.
    package func json(_ url: URL, displayPath: String) -> JSONSource.Result {
        guard keeps else { return JSONSource.read(url, displayPath: displayPath) }
        guard let bytes = try? Data(contentsOf: url) else { return JSONSource.unreadable(displayPath) }
        let key = url.path + "\u{0}" + displayPath
        if let known = lock.withLock({ () -> JSONSource.Result? in
            read.insert(key)
            return parsed[key].flatMap { $0.bytes == bytes ? $0.result : nil }
        }) {
            return known
        }
        let result = JSONSource.parse(bytes, displayPath: displayPath)
        lock.withLock { parsed[key] = (bytes, result) }
        return result
    }

    /// `url` as a token file (`TokenImport.readTokenFile`); `already` when it was parsed while looking for an export.
    package func tokenFile(_ url: URL, displayPath: String, already: JSONSource.Result? = nil) -> TokenFile {
        guard keeps else { return TokenImport.readTokenFile(already ?? JSONSource.read(url, displayPath: displayPath)) }
        guard let bytes = try? Data(contentsOf: url) else { return TokenImport.readTokenFile(JSONSource.unreadable(displayPath)) }
        let key = url.path + "\u{0}" + displayPath
        if let known = lock.withLock({ () -> TokenFile? in
            read.insert(key)
            return converted[key].flatMap { $0.bytes == bytes ? $0.file : nil }
        }) {
            return known
        }
        let file = TokenImport.readTokenFile(already ?? JSONSource.parse(bytes, displayPath: displayPath))
        lock.withLock { converted[key] = (bytes, file) }
        return file
    }

    /// Forgets the files not read since the last sweep: those deleted, or no longer read as token files.
    package func sweep() {
        lock.withLock {
            parsed = parsed.filter { read.contains($0.key) }
            converted = converted.filter { read.contains($0.key) }
            read.removeAll()
        }
    }
}
