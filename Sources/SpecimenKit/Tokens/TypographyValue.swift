/// A text style.
///
/// Family and size are required; weight, line height and letter spacing are optional
/// because many design systems leave them to the platform default.
public struct TypographyValue: Hashable, Sendable {
    /// Font names, most preferred first.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: DimensionValue
    /// The weight, 1 to 1000.
    public var fontWeight: Double?
    /// Line height as a multiple of the font size.
    public var lineHeight: Double?
    /// Extra space between characters.
    public var letterSpacing: DimensionValue?

    /// Creates a text style.
    public init(fontFamily: [String], fontSize: DimensionValue, fontWeight: Double? = nil, lineHeight: Double? = nil, letterSpacing: DimensionValue? = nil) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    /// The CSS `font` shorthand: `600 17px/1.29 -apple-system, sans-serif` (letter spacing has no place in it).
    public var cssFontShorthand: String {
        var parts: [String] = []
        if let fontWeight { parts.append(TokenNumber.text(fontWeight)) }
        var size = fontSize.cssText
        if let lineHeight { size += "/" + TokenNumber.text(lineHeight) }
        parts.append(size)
        parts.append(FontFamilyList.cssText(fontFamily))
        return parts.joined(separator: " ")
    }
}
