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
/// ```
public struct DiagnosticPrinter: Sendable {
    /// Finds the text of a file by the path a diagnostic shows.
    public typealias SourceLookup = @Sendable (String) -> SourceText?

    private let lookup: SourceLookup

    /// Creates a printer that reads source lines relative to `root` when it needs them.
    public init(root: URL) {
        lookup = { path in
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
            guard let data = FileManager.default.contents(atPath: url.path),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return SourceText(path: path, text: text)
        }
    }

    /// Creates a printer with a custom way of finding source text (tests, in-memory files).
    public init(lookup: @escaping SourceLookup) {
        self.lookup = lookup
    }

    /// The human form of one diagnostic, several lines, no trailing newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.description]
        if let location = diagnostic.location, location.line > 0,
           let source = lookup(location.file), let line = source.line(location.line) {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            let shown = line.replacingOccurrences(of: "\t", with: "    ")
            // Tabs widen to four spaces in the shown line, so the caret must move with them.
            let before = line.prefix(max(location.column - 1, 0))
            let tabs = before.filter { $0 == "\t" }.count
            let caretColumn = before.count + tabs * 3
            lines.append("  \(number) | \(shown)")
            lines.append("  \(gutter) | \(String(repeating: " ", count: caretColumn))^")
        }
        if let reason = diagnostic.reason { lines.append("  why: \(reason)") }
        if let fix = diagnostic.fix { lines.append("  fix: \(fix)") }
        return lines.joined(separator: "\n")
    }

    /// The summary line every run ends with, e.g. `2 errors, 1 warning`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }
}
