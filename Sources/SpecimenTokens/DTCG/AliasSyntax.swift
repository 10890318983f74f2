import SpecimenDiagnostics

/// The format's alias syntax: a token's path between braces, `{color.state.danger}`, as a whole value or inside
/// a text (`inset 0 0 0 {borderWidth.thin}`, maths).
package enum AliasSyntax {
    /// What a value is, as far as aliases go.
    package enum Form {
        case none
        case path(String)
        /// Text with aliases inside it, `inset 0 0 0 {borderWidth.thin}`: its parts, in order.
        case embedded([EmbeddedPart])
        case malformed
    }

    /// A piece of a text with aliases inside it.
    package enum EmbeddedPart: Equatable {
        case text(String)
        case alias(String)
    }

    /// `{a.b}` as a whole string is an alias; text with well-formed aliases inside it is `embedded`; a string
    /// that starts or ends with a brace and is neither is malformed.
    package static func form(of node: JSONValue) -> Form {
        guard let text = node.stringValue else { return .none }
        // Every value of every token comes here: most hold no brace, and most of the rest are ASCII, read byte by byte.
        var hasBrace = false
        var isASCII = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { hasBrace = true } else if byte >= 0x80 { isASCII = false }
        }
        guard hasBrace else { return .none }
        return isASCII ? asciiForm(of: text) : unicodeForm(of: text)
    }

    /// `form(of:)` for ASCII text, where characters are bytes (a `\r\n` pair is one character, but never a brace,
    /// a dot or a space, so it changes nothing here).
    private static func asciiForm(of text: String) -> Form {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        // Space around a whole alias (`"{color.white} "`) is a slip of the keyboard that tools ignore.
        var first = 0, last = bytes.count
        while first < last, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
        while last > first, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\t") { last -= 1 }
        if last - first > 2, bytes[first] == open, bytes[last - 1] == close, isPath(bytes[(first + 1)..<(last - 1)]) {
            return .path(String(decoding: bytes[(first + 1)..<(last - 1)], as: UTF8.self))
        }
        var parts: [EmbeddedPart] = []
        var rest = 0
        var hasAlias = false
        let malformedOrNone: Form = bytes.first == open || bytes.last == close ? .malformed : .none
        while let start = bytes[rest...].firstIndex(of: open) {
            guard let end = bytes[start...].firstIndex(of: close), isPath(bytes[(start + 1)..<end]) else { return malformedOrNone }
            if start > rest { parts.append(.text(String(decoding: bytes[rest..<start], as: UTF8.self))) }
            parts.append(.alias(String(decoding: bytes[(start + 1)..<end], as: UTF8.self)))
            hasAlias = true
            rest = end + 1
        }
        guard !bytes[rest...].contains(close) else { return malformedOrNone }
        if rest < bytes.count { parts.append(.text(String(decoding: bytes[rest...], as: UTF8.self))) }
        return hasAlias ? .embedded(parts) : .none
    }

    /// Whether the bytes inside `{…}` are a path: names joined by dots, none empty, no braces.
    private static func isPath(_ inner: ArraySlice<UInt8>) -> Bool {
        guard !inner.isEmpty, inner.first != UInt8(ascii: "."), inner.last != UInt8(ascii: ".") else { return false }
        var previous: UInt8 = 0
        for byte in inner {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || (byte == UInt8(ascii: ".") && previous == byte) { return false }
            previous = byte
        }
        return true
    }

    /// `form(of:)` for text beyond ASCII, read by characters as the format's strings are.
    private static func unicodeForm(of text: String) -> Form {
        // Space around a whole alias (`"{color.white} "`) is a slip of the keyboard that tools ignore.
        let whole = text.trimmingWhitespace()
        if whole.count > 2, whole.hasPrefix("{"), whole.hasSuffix("}"), let path = path(whole.dropFirst().dropLast()) { return .path(path) }
        var parts: [EmbeddedPart] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"), let path = path(rest[rest.index(after: open)..<close]) else {
                return text.hasPrefix("{") || text.hasSuffix("}") ? .malformed : .none
            }
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            parts.append(.alias(path))
            rest = rest[rest.index(after: close)...]
        }
        guard !rest.contains("}") else { return text.hasPrefix("{") || text.hasSuffix("}") ? .malformed : .none }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts.contains { if case .alias = $0 { true } else { false } } ? .embedded(parts) : .none
    }

    /// Whether `node` is an alias, `{group.token}`.
    package static func isAlias(_ node: JSONValue) -> Bool {
        if case .path = form(of: node) { return true }
        return false
    }

    /// The path inside `{…}`, when it is one: names joined by dots, none empty, no braces.
    private static func path(_ inner: Substring) -> String? {
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}"), !segments.contains(where: { $0.isEmpty }) else { return nil }
        return String(inner)
    }
}
