import SpecimenDiagnostics

/// A token as written, before its aliases are followed: what `TokenDocument` finds in a token tree.
package struct DeclaredToken: Sendable {
    /// Where the type comes from when the token has no `$type` of its own.
    package enum InheritedType: Sendable {
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

    /// Whether the two are declared the same to the byte (see `JSONValue.isIdentical(to:)`): what a kept resolution
    /// asks of a token before it keeps its value.
    package func isIdentical(to other: DeclaredToken) -> Bool {
        func same(_ a: String?, _ b: String?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.utf8.elementsEqual(b.utf8)
        }
        func same(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.isIdentical(to: b)
        }
        let inherited: Bool
        switch (inheritedType, other.inheritedType) {
        case (.none, .none): inherited = true
        case (.type(let a), .type(let b)): inherited = same(a.rawValue, b.rawValue)
        case (.invalid(let a), .invalid(let b)): inherited = a == b
        default: inherited = false
        }
        return inherited && same(path, other.path) && location == other.location && value.isIdentical(to: other.value)
            && same(ownType?.rawValue, other.ownType?.rawValue) && same(writtenType, other.writtenType)
            && same(description, other.description) && (deprecation == nil) == (other.deprecation == nil)
            && same(deprecation?.reason, other.deprecation?.reason) && same(extensions, other.extensions)
    }

    /// The token's type, its own or its group's.
    package var declaredType: TokenType? { ownType ?? inheritedType.type }

    /// Whether the type is one of the team's own (`token-custom-type`): neither the format's nor a tool's. Specimen
    /// knows no grammar for it, so its text is kept as written.
    package var hasTypeOfItsOwn: Bool { declaredType.map { TokenType.known($0.rawValue) == nil } ?? false }
}
