/// One shadow layer.
public struct ShadowValue: Hashable, Sendable {
    /// The colour, usually translucent.
    public var color: Color
    /// Horizontal offset.
    public var offsetX: DimensionValue
    /// Vertical offset.
    public var offsetY: DimensionValue
    /// Blur radius.
    public var blur: DimensionValue
    /// How far the shadow grows (or shrinks, when negative).
    public var spread: DimensionValue
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// Creates a shadow layer.
    public init(color: Color, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    /// `0px 4px 12px 0px #0f172a14`, with `inset` first when set, as CSS `box-shadow` reads it.
    public var cssText: String {
        let parts = [offsetX, offsetY, blur, spread].map(\.cssText) + [color.hex]
        return (inset ? "inset " : "") + parts.joined(separator: " ")
    }
}
