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
    /// Whether the pair passes every method it is measured by (see `ContrastDeclaration.methods`).
    public var passes: Bool
    /// APCA's unrounded lightness contrast (signed: negative for light text on dark).
    public var lc: Double = 0
    /// Whether `ratio` meets WCAG 2's requirement.
    public var ratioPasses: Bool = true
    /// Whether `|lc|` meets APCA's requirement for the usage (see `APCA.requirement(for:)`).
    public var lcPasses: Bool = true
    /// The nearest same-hue foreground that passes, for a failing pair.
    public var suggestion: ContrastSuggestion?

    /// The ratio the pair needs.
    public var required: Double { declaration.requirement.minimumRatio }
    /// The |Lc| the pair needs under APCA.
    public var requiredLc: Double? { declaration.requiredLc }
    /// Whether it is measured by APCA, and by WCAG 2.
    public var usesAPCA: Bool { declaration.methods.contains(.apca) }
    public var usesWCAG: Bool { declaration.methods.contains(.wcag2) }
    /// Whether a failure is accepted with `allow-failure`.
    public var allowed: Bool { declaration.allowFailure != nil }
    /// Whether this result should fail a strict build.
    public var isProblem: Bool { !passes && !allowed }
}
