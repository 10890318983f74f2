/// A token as written, before its aliases are followed: what `TokenDocument` finds in a token tree.
struct DeclaredToken: Sendable {
    /// Where the type comes from when the token has no `$type` of its own.
    enum InheritedType: Sendable {
        /// No group above declares one.
        case none
        /// The nearest group's `$type`.
        case type(TokenType)
        /// The nearest group's `$type` is invalid, already reported at this place.
        case invalid(SourceLocation)
    }

    /// The dotted path, `color.state.danger`.
    var path: String
    /// Where the token's key is written.
    var location: SourceLocation
    /// The `$value` as written.
    var value: JSONValue
    /// The token's own `$type`, when it has a valid one.
    var ownType: TokenType?
    /// The type inherited from groups.
    var inheritedType: InheritedType
    /// `$description`.
    var description: String?
    /// `$deprecated` of the token, or of the nearest group that sets it.
    var deprecation: TokenDeprecation?
    /// `$extensions`, kept as written.
    var extensions: JSONValue?
}
