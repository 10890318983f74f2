import Foundation
import SpecimenDiagnostics

/// Reads the JSON files of a tokens folder: parsed, and a token file converted from a tool's form with its syntax
/// (`TokenImport.readTokenFile`).
///
/// A reader that `keeps` what it read (the preview's, from one load to the next) reads each file's bytes again
/// and parses them again only when they changed: after a save, only the saved file is parsed. What it keeps of a
/// file (the parse, the conversion) always comes from the bytes it keeps with it, so a save between two reads of
/// one load is seen on the next load, never hidden under newer bytes. `sweep()` after a load forgets the files
/// that load did not read. It keeps each mode's resolution too (`resolutions`), so a save re-resolves only what it changed.
package final class TokenFileReader: @unchecked Sendable {
    /// A token file as the loader uses it.
    package typealias TokenFile = (value: JSONValue?, diagnostics: [Diagnostic], syntax: any ToolSyntax)

    /// One file as last read: its bytes, their parse, and the token file converted from that parse once asked for.
    private struct Kept {
        var bytes: Data
        var parsed: JSONSource.Result
        var converted: TokenFile?
    }

    /// Whether it keeps what it read from one load to the next.
    package let keeps: Bool
    private let lock = NSLock()
    private var kept: [String: Kept] = [:]
    private var read: Set<String> = []
    private var keptResolutions: [String: AliasGraph.Memory] = [:]

    /// The last load's resolution of each mode and option, by the loader's name for it, when the reader `keeps`:
    /// the next load reads again only the tokens a save changed (`AliasGraph.resolveAll(reusing:)`).
    package var resolutions: [String: AliasGraph.Memory] {
        get { lock.withLock { keptResolutions } }
        set { if keeps { lock.withLock { keptResolutions = newValue } } }
    }

    /// A reader that keeps what it read when `keeps`; one that does not reads every file every time.
    package init(keeps: Bool = false) {
        self.keeps = keeps
    }

    /// `url` parsed, diagnostics naming it `displayPath`.
    package func json(_ url: URL, displayPath: String) -> JSONSource.Result {
        guard keeps else { return JSONSource.read(url, displayPath: displayPath) }
        return file(url, displayPath: displayPath, converting: false).parsed
    }

    /// `url` as a token file (`TokenImport.readTokenFile`); `already` when a reader that keeps nothing parsed it while
    /// looking for an export (one that keeps has it kept with its bytes).
    package func tokenFile(_ url: URL, displayPath: String, already: JSONSource.Result? = nil) -> TokenFile {
        guard keeps else { return TokenImport.readTokenFile(already ?? JSONSource.read(url, displayPath: displayPath)) }
        let kept = file(url, displayPath: displayPath, converting: true)
        return kept.converted ?? TokenImport.readTokenFile(kept.parsed)
    }

    /// The file read once, and parsed (and converted) only when its bytes are not those kept.
    private func file(_ url: URL, displayPath: String, converting: Bool) -> Kept {
        guard let bytes = try? Data(contentsOf: url) else { return Kept(bytes: Data(), parsed: JSONSource.unreadable(displayPath)) }
        let key = url.path + "\u{0}" + displayPath
        let known = lock.withLock {
            read.insert(key)
            return kept[key].flatMap { $0.bytes == bytes ? $0 : nil }
        }
        // Kept again only when it is new, or newly converted.
        if let known, known.converted != nil || !converting { return known }
        var file = known ?? Kept(bytes: bytes, parsed: JSONSource.parse(bytes, displayPath: displayPath))
        if converting { file.converted = TokenImport.readTokenFile(file.parsed) }
        lock.withLock { [file] in kept[key] = file }
        return file
    }

    /// Forgets the files not read since the last sweep: those deleted, or no longer read as token files.
    package func sweep() {
        lock.withLock {
            kept = kept.filter { read.contains($0.key) }
            read.removeAll()
        }
    }
}
