import Foundation
import SpecimenDiagnostics

/// One line of DocC's directive syntax: `@Name`, `@Name(label: value, "text")`, either followed by `{` when a block of
/// content follows.
struct DocCDirective: Equatable {
    /// `Row`, `Metadata`, `Image`.
    var name: String
    /// The arguments in order; an unlabelled one has an empty label. Quotes are removed.
    var arguments: [(label: String, value: String)]
    /// Whether the line ends with `{`: the lines up to the matching `}` are its content.
    var opensBlock: Bool

    static func == (left: DocCDirective, right: DocCDirective) -> Bool {
        left.name == right.name && left.opensBlock == right.opensBlock
            && left.arguments.map(\.label) == right.arguments.map(\.label) && left.arguments.map(\.value) == right.arguments.map(\.value)
    }

    /// The argument labelled `label`.
    func argument(_ label: String) -> String? { arguments.first { $0.label == label }?.value }

    /// Reads a line with its indentation removed; `nil` when it is not a directive (`@` then a capital letter).
    static func parse(_ line: String) -> DocCDirective? {
        guard let (name, after) = nameAndRest(line) else { return nil }
        var rest = after
        var arguments: [(label: String, value: String)] = []
        if rest.first == "(" {
            guard let close = closingParenthesis(in: rest) else { return nil }
            arguments = split(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        var opensBlock = false
        if rest.first == "{" {
            opensBlock = true
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        guard rest.isEmpty else { return nil }
        return DocCDirective(name: String(name), arguments: arguments, opensBlock: opensBlock)
    }

    /// Whether `line` opens a directive whose arguments go on past it (`@Forums(` with `destination:` on the next line).
    static func isUnclosed(_ line: some StringProtocol) -> Bool {
        guard let (_, rest) = nameAndRest(line) else { return false }
        return rest.first == "(" && closingParenthesis(in: rest) == nil
    }

    /// A directive line's name (`@Image` → `Image`, capitalised) and what follows it, from its first non-blank.
    private static func nameAndRest(_ line: some StringProtocol) -> (name: Substring, rest: Substring)? {
        let text = Substring(line)
        guard text.first == "@" else { return nil }
        let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber }
        guard let first = name.first, first.isUppercase else { return nil }
        return (name, text.dropFirst(1 + name.count).drop { $0 == " " || $0 == "\t" })
    }

    /// The `)` that closes the `(` `text` starts with, quotes respected.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted && character == "(" {
                depth += 1
            } else if !quoted && character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `label: value, "text"` → its arguments, quotes removed.
    private static func split(_ text: Substring) -> [(label: String, value: String)] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        var depth = 0
        for character in text {
            switch character {
            case "\"": quoted.toggle()
            case "(" where !quoted: depth += 1
            case ")" where !quoted: depth -= 1
            case "," where !quoted && depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingWhitespace().isEmpty { parts.append(current) }
        return parts.map { part in
            let trimmed = part.trimmingWhitespace()
            var label = ""
            var value = Substring(trimmed)
            if !trimmed.hasPrefix("\""), let colon = trimmed.firstIndex(of: ":") {
                label = trimmed[..<colon].trimmingWhitespace()
                value = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
            }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
            return (label, String(value))
        }
    }
}
