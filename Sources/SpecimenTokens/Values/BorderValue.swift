/// A border: colour, width and style.
public struct BorderValue: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// The width.
    public var width: DimensionValue
    /// The style.
    public var style: StrokeStyleValue

    /// Creates a border.
    public init(color: Color, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color
        self.width = width
        self.style = style
    }

    /// `1px solid #e2e8f0`, the order of the CSS `border` shorthand.
    public var cssText: String { "\(width.cssText) \(style.cssText) \(color.hex)" }
}
