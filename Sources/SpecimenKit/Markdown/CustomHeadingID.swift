/// Reads the `{#custom-id}` suffix a writer may put at the end of a heading.
enum CustomHeadingID {
    /// Splits `Timing thresholds {#timing}` into `("Timing thresholds", "timing")`; `nil` when there is no suffix.
    /// Spaces inside the braces are allowed, as mdBook and Hugo allow them (`{ #timing }`); a suffix with more
    /// than the id in it (`{#timing .wide}`) is not read, and stays in the heading's text.
    static func split(_ text: String) -> (kept: String, id: String)? {
        let trimmed = text.trimmingTrailingWhitespace()
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return nil }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].drop(while: isSpace)
        guard inside.first == "#" else { return nil }
        let id = String(inside.dropFirst().trimmingTrailingWhitespace())
        guard !id.isEmpty, !id.contains(where: { isSpace($0) || $0 == "}" }) else { return nil }
        return (String(trimmed[..<open]).trimmingTrailingWhitespace(), id)
    }

    /// Whether an id is safe in HTML and URLs without escaping.
    static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return id.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_:.".unicodeScalars.contains($0) }
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at its end.
    func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\t" { end = index(before: end) }
        return String(self[..<end])
    }
}
