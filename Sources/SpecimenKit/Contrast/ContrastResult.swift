import SpecimenTokens

/// One declared pair measured in one mode.
public struct ContrastResult: Sendable, Hashable {
    /// The pair as declared.
    public var declaration: ContrastDeclaration
    /// The mode (`light`, `dark`).
    public var mode: String
    /// The foreground as resolved (may be translucent).
    public var foreground: Color
    /// The background as resolved (may be translucent).
    public var background: Color
    /// What is behind a translucent background, when declared.
    public var over: Color?
    /// The opaque colour the foreground is measured against: the background composited over `over`.
    public var backdrop: Color
    /// The unrounded WCAG ratio.
    public var ratio: Double
    /// Whether the ratio meets the requirement.
    public var passes: Bool
    /// The nearest same-hue foreground that passes, for a failing pair.
    public var suggestion: ContrastSuggestion?

    /// The ratio the pair needs.
    public var required: Double { declaration.requirement.minimumRatio }
    /// Whether a failure is accepted with `allow-failure`.
    public var allowed: Bool { declaration.allowFailure != nil }
    /// Whether this result should fail a strict build.
    public var isProblem: Bool { !passes && !allowed }
}
