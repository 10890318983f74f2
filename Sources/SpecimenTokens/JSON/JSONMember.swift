import SpecimenDiagnostics

/// One `"key": value` pair of a JSON object, with where the key was written.
public struct JSONMember: Hashable, Sendable {
    /// The key, escapes decoded.
    public var key: String
    /// Where the key's opening quote is; token declarations point here.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
