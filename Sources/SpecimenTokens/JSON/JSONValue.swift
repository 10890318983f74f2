import SpecimenDiagnostics

/// A JSON value read from a file, with the place it starts, so diagnostics can point at it.
///
/// Objects keep their members in source order because token order is output order.
public struct JSONValue: Hashable, Sendable {
    /// What kind of value this is, with its contents.
    public enum Kind: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number; JSON does not distinguish integers.
        case number(Double)
        /// A string, escapes decoded.
        case string(String)
        /// An array, in order.
        case array([JSONValue])
        /// An object, members in source order.
        case object([JSONMember])
    }

    /// The value itself.
    public var kind: Kind
    /// Where the value starts: the opening quote, bracket or first digit.
    public var location: SourceLocation

    /// Creates a value.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The members when this is an object, else `nil`.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The string when this is a string, else `nil`.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The number when this is a number, else `nil`.
    public var numberValue: Double? {
        if case .number(let number) = kind { return number }
        return nil
    }

    /// The elements when this is an array, else `nil`.
    public var arrayElements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The member with this exact key, when this is an object that has one.
    public func member(named key: String) -> JSONMember? {
        objectMembers?.first { $0.key == key }
    }

    /// Whether two values hold the same data, wherever they were written.
    public func hasSameContent(as other: JSONValue) -> Bool {
        matches(other, toTheByte: false)
    }

    /// Whether two values are the same to the byte, where they were written included: `==` takes canonically
    /// equivalent strings (`é` and `e` + U+0301) and `0` and `-0` as equal, which a file written out again would not.
    package func isIdentical(to other: JSONValue) -> Bool {
        matches(other, toTheByte: true)
    }

    /// The walk of both: `toTheByte` also compares where each value and key was written, strings and keys by their
    /// bytes, and numbers by their bits.
    private func matches(_ other: JSONValue, toTheByte: Bool) -> Bool {
        if toTheByte, location != other.location { return false }
        func same(_ a: String, _ b: String) -> Bool { toTheByte ? a.utf8.elementsEqual(b.utf8) : a == b }
        switch (kind, other.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return toTheByte ? a.bitPattern == b.bitPattern : a == b
        case (.string(let a), .string(let b)): return same(a, b)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1, toTheByte: toTheByte) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy {
                    same($0.key, $1.key) && (!toTheByte || $0.keyLocation == $1.keyLocation) && $0.value.matches($1.value, toTheByte: toTheByte)
                }
        default: return false
        }
    }

    /// A short, one-line rendering for messages: strings unquoted, containers abbreviated.
    package var snippet: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return TokenNumber.text(number)
        case .string(let text): return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case .array: return "[…]"
        case .object: return "{…}"
        }
    }

    /// The whole value as one line of JSON, for showing a value Specimen keeps as written.
    package var compactText: String {
        switch kind {
        case .string(let text): return JSONString.literal(text)
        case .array(let elements): return "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{ " + members.map { JSONString.literal($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + " }"
        default: return snippet
        }
    }

    /// A name for the kind of value, for messages such as "expected a string, found an array".
    package var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
