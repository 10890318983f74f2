import SpecimenDiagnostics

/// A token as written, before its aliases are followed: what `TokenDocument` finds in a token tree.
package struct DeclaredToken: Equatable, Sendable {
    /// Where the type comes from when the token has no `$type` of its own.
    package enum InheritedType: Equatable, Sendable {
        /// No group above declares one.
        case none
        /// The nearest group's `$type`.
        case type(TokenType)
        /// The nearest group's `$type` is invalid, already reported at this place.
        case invalid(SourceLocation)

        /// The type, when a group above declares a valid one.
        package var type: TokenType? {
            if case .type(let type) = self { return type }
            return nil
        }
    }

    /// The dotted path, `color.state.danger`.
    package var path: String
    /// Where the token's key is written.
    package var location: SourceLocation
    /// The `$value` as written.
    package var value: JSONValue
    /// The token's own `$type`, when it has a valid one.
    package var ownType: TokenType?
    /// The `$type` as written when it is a tool's name for a type of the format (Tokens Studio's `letterSpacing`,
    /// `opacity`, `lineHeights`), whose values that tool writes its own way (`-2%`, `50%`, `AUTO`).
    package var writtenType: String?
    /// The type inherited from groups.
    package var inheritedType: InheritedType
    /// `$description`.
    package var description: String?
    /// `$deprecated` of the token, or of the nearest group that sets it.
    package var deprecation: TokenDeprecation?
    /// `$extensions`, kept as written.
    package var extensions: JSONValue?

    /// The token's type, its own or its group's.
    package var declaredType: TokenType? { ownType ?? inheritedType.type }

    /// Whether the type is one of the team's own (`token-custom-type`): neither the format's nor a tool's. Specimen
    /// knows no grammar for it, so its text is kept as written.
    package var hasTypeOfItsOwn: Bool { declaredType.map { TokenType.known($0.rawValue) == nil } ?? false }
}
