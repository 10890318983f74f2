/// The `$type` of a design token, spelled as in the Design Tokens Format Module 2025.10.
public enum TokenType: String, Hashable, Sendable, CaseIterable {
    /// A colour (`#dc2626` or a 2025.10 colour object).
    case color
    /// A length in `px` or `rem`.
    case dimension
    /// A plain number, such as an opacity or a line-height multiplier.
    case number
    /// One font name or a list of fallbacks.
    case fontFamily
    /// A weight from 1 to 1000, or a named weight such as `semi-bold`.
    case fontWeight
    /// A time in `ms` or `s`.
    case duration
    /// An easing curve: four numbers.
    case cubicBezier
    /// A line style keyword (`solid`, `dashed`) or a dash pattern.
    case strokeStyle
    /// A colour, a width and a style.
    case border
    /// A duration, a delay and an easing curve.
    case transition
    /// One or more shadows.
    case shadow
    /// A text style: family, size, weight, line height, letter spacing.
    case typography
    /// A colour gradient; part of the format, but not read by Specimen yet.
    case gradient

    /// Whether Specimen reads values of this type; `gradient` is recognised but not read.
    public var isSupported: Bool { self != .gradient }

    /// The type names a `$type` may use, for messages.
    static var specNames: String {
        allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }
}
