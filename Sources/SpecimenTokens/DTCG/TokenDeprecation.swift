/// Marks a token as deprecated, from `$deprecated` on the token or on a group above it.
public struct TokenDeprecation: Hashable, Sendable {
    /// The explanation when `$deprecated` is a string; `nil` when it is `true`.
    public var reason: String?

    /// Creates a deprecation.
    public init(reason: String? = nil) {
        self.reason = reason
    }
}
