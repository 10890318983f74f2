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
        guard let text = node.stringValue, text.contains("{") || text.contains("}") else { return .none }
        // Space around a whole alias (`"{color.white} "`) is a slip of the keyboard that tools ignore.
        let whole = text.trimmingCharacters(in: .whitespaces)
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
