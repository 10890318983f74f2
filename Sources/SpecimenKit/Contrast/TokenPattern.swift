import Foundation
import SpecimenDiagnostics

/// A token path with `*` wildcards, `{fgColor.*}` or `color.*.subtle`, as `contrast.yml` pairs and
/// `exclude:` lists write them: `*` stands for any run of characters, dots included.
struct TokenPattern: Sendable {
    private let parts: [Substring]

    /// Reads `{a.*}` or `a.*`.
    init(_ text: String) {
        var body = text.trimmingWhitespace()
        if body.hasPrefix("{"), body.hasSuffix("}"), body.count > 2 { body = String(body.dropFirst().dropLast()) }
        parts = body.split(separator: "*", omittingEmptySubsequences: false)
    }

    /// The text before the first `*`, without a trailing dot: the group a pattern is about.
    var prefix: String {
        var text = String(parts.first ?? "")
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Whether `path` matches: the parts between the stars appear in order, the first at the start and the last at the end.
    func matches(_ path: String) -> Bool {
        guard let first = parts.first, path.hasPrefix(first) else { return false }
        guard parts.count > 1 else { return path == first }
        var rest = path.dropFirst(first.count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
