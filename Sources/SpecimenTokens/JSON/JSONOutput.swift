/// A JSON value to write out, with object keys sorted so output never changes between runs.
package indirect enum JSONOutput {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([String: JSONOutput])

    /// Converts a parsed value (such as `$extensions`) for writing.
    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONOutput.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, JSONOutput($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Pretty-printed with two-space indentation; arrays of plain values stay on one line to keep files short.
    package func text(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return JSONString.literal(text)
        case .number(let number): return Self.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            if elements.allSatisfy(\.isScalar) { return "[" + elements.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + elements.map { pad + $0.text(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.keys.sorted().compactMap { key in
                members[key].map { pad + JSONString.literal(key) + ": " + $0.text(indent: indent + 1) }
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(closing)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? value.plainText : "null"
    }
}
