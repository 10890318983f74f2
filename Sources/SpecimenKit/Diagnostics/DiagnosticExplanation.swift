import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// One page of the diagnostics reference, `docs/content/diagnostics/CODE.md`: what a code means, an example that
/// makes Specimen say it, what it says, and how to fix it. `specimen explain` prints these pages (the binary
/// carries them, embedded by the `EmbedDefaultTheme` plugin), the docs site publishes them, and a test runs every
/// example and compares what Specimen says with what the page says, so the reference cannot drift.
///
/// A page is Markdown with `title:` (the code) and `description:` (one line) in its front matter. Its example,
/// under `## Example`, is the files of a small project, each a line with the path in backticks and a fenced block
/// of its content, then a line with the command in backticks ending in `says:`, and a `text` block of what that
/// command prints for this code:
///
/// ````markdown
/// ## Example
///
/// `content/index.md`
///
/// ```markdown
/// See [the guide](missing.md).
/// ```
///
/// `specimen build` says:
///
/// ```text
/// content/index.md:1:5: warning: `missing.md` points to a page that does not exist
/// …
/// ```
/// ````
public struct DiagnosticExplanation: Sendable, Equatable {
    /// The code, the page's title.
    public var code: String
    /// What it means, in one line.
    public var description: String
    /// The page without its front matter.
    public var body: String
    /// The example project's files, path and content, in the page's order.
    public var files: [(path: String, content: String)]
    /// The command the example runs, `["specimen", "build"]`; empty for a page without an example.
    public var command: [String]
    /// What the command prints for this code, as the page says it.
    public var output: String?
    /// Where the output block's content starts and ends in the page's text, so a test can write it anew.
    var outputRange: Range<String.Index>?

    public static func == (lhs: DiagnosticExplanation, rhs: DiagnosticExplanation) -> Bool {
        lhs.code == rhs.code && lhs.description == rhs.description && lhs.body == rhs.body && lhs.command == rhs.command
            && lhs.output == rhs.output && lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.content) == rhs.files.map(\.content)
    }

    /// Every page the binary carries, by code.
    public static let all: [String: DiagnosticExplanation] = {
        var pages: [String: DiagnosticExplanation] = [:]
        for (path, base64) in embeddedFiles where path.hasSuffix(".md") {
            guard let data = Data(base64Encoded: base64), let page = parse(String(decoding: data, as: UTF8.self)) else { continue }
            pages[page.code] = page
        }
        return pages
    }()

    /// Reads a page; `nil` when it has no `title:`.
    public static func parse(_ text: String) -> DiagnosticExplanation? {
        var body = Substring(text)
        var fields: [String: String] = [:]
        if body.hasPrefix("---\n"), let end = body.range(of: "\n---\n", range: body.index(body.startIndex, offsetBy: 3)..<body.endIndex) {
            for line in body[body.index(body.startIndex, offsetBy: 4)..<end.lowerBound].split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                var value = line[line.index(after: colon)...].trimmingWhitespace()
                // A YAML double-quoted value (a description that starts with a backtick must be quoted).
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""),
                    let unquoted = try? JSONDecoder().decode(String.self, from: Data(value.utf8))
                {
                    value = unquoted
                }
                fields[String(line[..<colon])] = value
            }
            body = body[end.upperBound...]
        }
        guard let code = fields["title"] else { return nil }
        var page = DiagnosticExplanation(
            code: code, description: fields["description"] ?? "", body: String(body).trimmingCharacters(in: .newlines),
            files: [], command: [], output: nil, outputRange: nil)
        page.readExample(in: text)
        return page
    }

    /// The example's files, command and output, from the section `## Example` of `text`.
    private mutating func readExample(in text: String) {
        guard let start = text.range(of: "\n## Example\n") else { return }
        // The section ends at the next `## ` heading outside a fenced block (an example file may have its own).
        var sectionEnd = text.endIndex
        var fence: Substring?
        var scan = start.upperBound
        while scan < text.endIndex {
            let end = text[scan...].firstIndex(of: "\n") ?? text.endIndex
            let line = text[scan..<end]
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
            } else if line.hasPrefix("## ") {
                sectionEnd = scan
                break
            }
            scan = end < text.endIndex ? text.index(after: end) : text.endIndex
        }
        var index = start.upperBound
        var pendingPath: String?
        var pendingCommand: [String]?
        while index < sectionEnd {
            let lineEnd = text[index..<sectionEnd].firstIndex(of: "\n") ?? sectionEnd
            let line = text[index..<lineEnd].trimmingWhitespace()
            let next = lineEnd < sectionEnd ? text.index(after: lineEnd) : sectionEnd
            if line.hasPrefix("```") {
                // A fence: its content is the pending file's, or the command's output.
                let fence = String(line.prefix { $0 == "`" })
                let contentStart = next
                var closing = contentStart
                var found: Range<String.Index>?
                while closing < sectionEnd {
                    let end = text[closing..<sectionEnd].firstIndex(of: "\n") ?? sectionEnd
                    if text[closing..<end].trimmingWhitespace() == fence {
                        found = closing..<end
                        break
                    }
                    closing = end < sectionEnd ? text.index(after: end) : sectionEnd
                }
                guard let found else { return }
                let content = String(text[contentStart..<found.lowerBound])
                if let path = pendingPath {
                    files.append((path, content))
                } else if let command = pendingCommand {
                    self.command = command
                    output = content.hasSuffix("\n") ? String(content.dropLast()) : content
                    outputRange = contentStart..<found.lowerBound
                }
                pendingPath = nil
                pendingCommand = nil
                index = found.upperBound < sectionEnd ? text.index(after: found.upperBound) : sectionEnd
                continue
            }
            if line.hasPrefix("`"), line.hasSuffix("` says:") {
                pendingCommand = line.dropFirst().dropLast("` says:".count).split(separator: " ").map(String.init)
                pendingPath = nil
            } else if line.count > 2, line.hasPrefix("`"), line.hasSuffix("`"), !line.dropFirst().dropLast().contains("`") {
                pendingPath = String(line.dropFirst().dropLast())
            }
            index = next
        }
    }

    /// `text` with the output block of this page's example replaced by `output`.
    public func recording(_ output: String, in text: String) -> String? {
        guard let range = outputRange else { return nil }
        return text.replacingCharacters(in: range, with: output + "\n")
    }

    /// The blocks of a human-format run that are about `code`: each diagnostic, as the terminal prints it.
    public static func blocks(about code: String, in printed: String) -> String {
        printed.components(separatedBy: "\n\n").filter { $0.hasSuffix("see: specimen explain \(code)") }
            .map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n\n")
    }
}
