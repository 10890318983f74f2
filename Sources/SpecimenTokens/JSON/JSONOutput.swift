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
        var bytes: [UInt8] = []
        write(to: &bytes, indent: indent)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(indent:)` to the UTF-8 `bytes`: one buffer for the whole of `tokens.json`, not a string per member.
    private func write(to bytes: inout [UInt8], indent: Int) {
        func newline(_ depth: Int) {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        switch self {
        case .string(let text): JSONString.append(text, to: &bytes)
        case .number(let number): bytes.append(contentsOf: Self.number(number).utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        case .array(let elements):
            if elements.isEmpty { return bytes.append(contentsOf: "[]".utf8) }
            bytes.append(UInt8(ascii: "["))
            let inline = elements.allSatisfy(\.isScalar)
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if inline {
                    if index > 0 { bytes.append(UInt8(ascii: " ")) }
                    element.write(to: &bytes, indent: 0)
                } else {
                    newline(indent + 1)
                    element.write(to: &bytes, indent: indent + 1)
                }
            }
            if !inline { newline(indent) }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { return bytes.append(contentsOf: "{}".utf8) }
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                JSONString.append(key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                members[key]!.write(to: &bytes, indent: indent + 1)
            }
            newline(indent)
            bytes.append(UInt8(ascii: "}"))
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
