/// The fully resolved value of a token: aliases followed, units checked, colours in sRGB.
public enum TokenValue: Hashable, Sendable {
    /// A colour in sRGB.
    case color(Color)
    /// A length.
    case dimension(DimensionValue)
    /// A plain number.
    case number(Double)
    /// Font names, most preferred first.
    case fontFamily([String])
    /// A numeric weight from 1 to 1000; named weights are converted (`semi-bold` is 600).
    case fontWeight(Double)
    /// A time.
    case duration(DurationValue)
    /// An easing curve.
    case cubicBezier(CubicBezierValue)
    /// A line style.
    case strokeStyle(StrokeStyleValue)
    /// A border.
    case border(BorderValue)
    /// A transition.
    case transition(TransitionValue)
    /// Shadows, painted first to last; a single shadow is a one-element array.
    case shadow([ShadowValue])
    /// A text style.
    case typography(TypographyValue)
    /// Colour stops, in order; CSS draws them as a `linear-gradient()` from top to bottom.
    case gradient([GradientStop])
    /// A value of a type the format does not define (`string`, `boolean`), kept as written.
    case other(type: TokenType, value: JSONValue)
    /// A value of a type of the format that only CSS can hold: `calc(1rem + 4px)`, which a browser computes; a
    /// shorthand of several lengths, `8px 16px`; a `linear-gradient(…)` where a colour goes. Written to
    /// `tokens.css` as it is; the Swift export and the contrast checks, which need one value, leave it out.
    case css(type: TokenType, text: String)

    /// The type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .typography: .typography
        case .gradient: .gradient
        case .other(let type, _): type
        case .css(let type, _): type
        }
    }
}
