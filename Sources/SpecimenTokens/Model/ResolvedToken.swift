import Foundation
import SpecimenDiagnostics

/// One token in one mode, with its aliases followed to a final value.
public struct ResolvedToken: Hashable, Sendable {
    /// The dotted path, `color.feedback.error`.
    public var path: String
    /// The mode this value belongs to, `light`.
    public var mode: String
    /// The type, declared, inherited from a group, or taken from the alias target.
    public var type: TokenType
    /// The final value.
    public var value: TokenValue
    /// The tokens followed to reach the value, starting with this one
    /// (`color.feedback.error`, `color.state.danger`); empty when the token holds its own value.
    public var aliasChain: [String]
    /// How the value is computed, when it is: maths as written (`{spacing.base} * 3`), a colour function
    /// (`rgba({color.black}, 0.5)`), a colour modifier (`{color.blue.500}, lightened by 0.2 in LCH`).
    public var expression: String?
    /// `$description`.
    public var description: String?
    /// Set when the token, or a group above it, is `$deprecated`.
    public var deprecation: TokenDeprecation?
    /// `$extensions` as written, kept for tools that understand them.
    public var extensions: JSONValue?
    /// Where the token is declared in this mode: its key in the token file.
    public var location: SourceLocation

    /// Creates a resolved token.
    public init(
        path: String, mode: String, type: TokenType, value: TokenValue, aliasChain: [String] = [],
        description: String? = nil, deprecation: TokenDeprecation? = nil, extensions: JSONValue? = nil,
        location: SourceLocation
    ) {
        self.path = path
        self.mode = mode
        self.type = type
        self.value = value
        self.aliasChain = aliasChain
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.location = location
    }

    /// Whether the value comes from another token.
    public var isAlias: Bool { !aliasChain.isEmpty }

    /// The token this one directly points at, when it is an alias.
    public var aliasTarget: String? { aliasChain.dropFirst().first }

    /// The `token-deprecated` warning to report where this token is used, when it is deprecated.
    ///
    /// Aliases and component parameters both report through this so the text is the same everywhere.
    public func deprecationWarning(usedAt location: SourceLocation) -> Diagnostic? {
        guard let deprecation else { return nil }
        let reason: String
        if let text = deprecation.reason?.trimmingWhitespaceAndNewlines(), !text.isEmpty {
            let sentence = text.last.map { ".!?".contains($0) } == true ? text : text + "."
            reason = "It is marked `$deprecated` at \(self.location): \(sentence)"
        } else {
            reason = "It is marked `$deprecated` at \(self.location), so it may be removed in a future version of the design system."
        }
        return .warning(
            .tokenDeprecated, at: location, "`\(path)` is deprecated", reason: reason,
            fix: "Use a token that is not deprecated instead."
        )
    }
}
