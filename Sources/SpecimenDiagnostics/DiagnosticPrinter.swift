import Foundation

/// Prints diagnostics the way compilers do: location, severity, message, the source
/// line with a caret under the column, then why and what to do next.
///
/// ```
/// content/guides/errors.md:3:8: error: front matter is not valid YAML
///     3 | title: "Error States
///       |        ^
///   why: a quoted string is never closed.
///   fix: close the quote, or remove it.
///   see: specimen explain front-matter-yaml
/// ```
public struct DiagnosticPrinter: Sendable {
    /// Finds the text of a file by the path a diagnostic shows.
    public typealias SourceLookup = @Sendable (String) -> SourceText?

    private let lookup: SourceLookup

    /// Creates a printer that reads source lines relative to `root` when it needs them, each file once
    /// (a real folder has a hundred broken links in one long page).
    public init(root: URL) {
        let read = ReadFiles()
        lookup = { path in
            read.text(of: path) {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
                guard let data = FileManager.default.contents(atPath: url.path),
                    let text = String(data: data, encoding: .utf8)
                else { return nil }
                return SourceText(path: path, text: text)
            }
        }
    }

    /// The files a printer has read, by path.
    private final class ReadFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String: SourceText?] = [:]

        func text(of path: String, reading: () -> SourceText?) -> SourceText? {
            if let known = lock.withLock({ texts[path] }) { return known }
            let text = reading()
            lock.withLock { texts[path] = .some(text) }
            return text
        }
    }

    /// Creates a printer with a custom way of finding source text (tests, in-memory files).
    public init(lookup: @escaping SourceLookup) {
        self.lookup = lookup
    }

    /// The source line a diagnostic points at, when its file can be read.
    public func sourceLine(for diagnostic: Diagnostic) -> Substring? {
        guard let location = diagnostic.location, location.line > 0 else { return nil }
        return lookup(location.file)?.line(location.line)
    }

    /// The most characters of a source line shown, wider than nearly any line a person writes; a
    /// longer line (minified CSS, a one-line JSON export) is shown as this many around the column,
    /// with `…` where it was cut.
    public static let excerptLength = 160

    /// The part of the source line to show and the caret's column in it (1-based, in characters):
    /// the whole line when it is short, else a window around the column.
    public func excerpt(for diagnostic: Diagnostic) -> (text: String, column: Int)? {
        guard let location = diagnostic.location, let line = sourceLine(for: diagnostic) else { return nil }
        return Self.excerpt(of: line, column: location.column)
    }

    package static func excerpt(of line: Substring, column: Int) -> (text: String, column: Int) {
        let index = max(column - 1, 0)
        let count = line.count
        guard count > excerptLength else { return (String(line), column) }
        let caret = min(index, count)
        // A third of the window before the column, the rest after; a window at either end is cut on one side only.
        var start = max(0, caret - excerptLength / 3)
        let end = min(count, start + excerptLength)
        start = max(0, end - excerptLength)
        let head = start > 0 ? "…" : ""
        let tail = end < count ? "…" : ""
        let from = line.index(line.startIndex, offsetBy: start)
        let window = line[from..<line.index(from, offsetBy: end - start)]
        return (head + window + tail, caret - start + head.count + 1)
    }

    /// The human form of one diagnostic, several lines, no trailing newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.description]
        if let location = diagnostic.location, let (excerpt, column) = excerpt(for: diagnostic) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            let shown = excerpt.replacingOccurrences(of: "\t", with: "    ")
            // The caret sits under the character as a terminal draws it: tabs as four cells, emoji and CJK as two.
            let caretColumn = excerpt.prefix(max(column - 1, 0)).reduce(0) { $0 + Self.cells($1) }
            lines.append("  \(number) | \(shown)")
            lines.append("  \(gutter) | \(String(repeating: " ", count: caretColumn))^")
        }
        if let reason = diagnostic.reason { lines.append("  why: \(reason)") }
        if let fix = diagnostic.fix { lines.append("  fix: \(fix)") }
        // The code, last, as the command that tells its whole story.
        lines.append("  see: specimen explain \(diagnostic.code)")
        return lines.joined(separator: "\n")
    }

    /// How many terminal cells a character takes.
    package static func cells(_ character: Character) -> Int {
        if character == "\t" { return 4 }
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The summary line every run ends with, e.g. `2 errors, 1 warning`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }
}
