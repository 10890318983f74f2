/// The `$type` of a design token.
///
/// The Design Tokens Format Module 2025.10 names thirteen types, each a static member here.
/// Files exported by design tools also use types of their own (`string`, `boolean`,
/// `custom-spacing`); such a token keeps its type name and its value as written
/// (`TokenValue.other`), so it is shown and exported instead of refused.
public struct TokenType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name as written in `$type`.
    public let rawValue: String

    /// A type named `rawValue`; any name is accepted, `isSpec` tells whether the format defines it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A colour (`#dc2626` or a 2025.10 colour object).
    public static let color = TokenType(rawValue: "color")
    /// A length, such as `16px` or `1.5rem`.
    public static let dimension = TokenType(rawValue: "dimension")
    /// A plain number, such as an opacity or a line-height multiplier.
    public static let number = TokenType(rawValue: "number")
    /// One font name or a list of fallbacks.
    public static let fontFamily = TokenType(rawValue: "fontFamily")
    /// A weight from 1 to 1000, or a named weight such as `semi-bold`.
    public static let fontWeight = TokenType(rawValue: "fontWeight")
    /// A time in `ms` or `s`.
    public static let duration = TokenType(rawValue: "duration")
    /// An easing curve: four numbers.
    public static let cubicBezier = TokenType(rawValue: "cubicBezier")
    /// A line style keyword (`solid`, `dashed`) or a dash pattern.
    public static let strokeStyle = TokenType(rawValue: "strokeStyle")
    /// A colour, a width and a style.
    public static let border = TokenType(rawValue: "border")
    /// A duration, a delay and an easing curve.
    public static let transition = TokenType(rawValue: "transition")
    /// One or more shadows.
    public static let shadow = TokenType(rawValue: "shadow")
    /// A text style: family, size, weight, line height, letter spacing.
    public static let typography = TokenType(rawValue: "typography")
    /// Colour stops along a line.
    public static let gradient = TokenType(rawValue: "gradient")

    /// Every type the format defines, in the order of the specification.
    public static let specTypes: [TokenType] = [
        .color, .dimension, .number, .fontFamily, .fontWeight, .duration, .cubicBezier,
        .strokeStyle, .border, .transition, .shadow, .typography, .gradient,
    ]

    /// Type names the formats Specimen imports write for a type of the DTCG format: Tokens Studio's
    /// (`sizing`, `fontFamilies`, `boxShadow`, `opacity`), Style Dictionary 4's (`fontSize`, `lineHeight`),
    /// Figma's (`float`). Read as that type, silently: they are those formats' own names.
    package static let toolEquivalents: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "paragraphSpacing": .dimension, "letterSpacing": .dimension, "fontSize": .dimension,
        "size": .dimension, "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "float": .number,
        "opacity": .number, "lineHeights": .number, "lineHeight": .number, "boxShadow": .shadow, "time": .duration,
    ]

    /// Types outside the format that Tokens Studio and Style Dictionary write for text and other values, kept as written.
    package static let toolText: Set<String> = [
        "string", "text", "other", "asset", "boolean", "textCase", "textDecoration", "composition", "content", "file",
    ]

    /// A value's type when nothing declares one: a colour object or hex string, a dimension or duration object.
    package static func inferred(from value: JSONValue) -> TokenType? {
        if let text = value.stringValue {
            return text.hasPrefix("#") && Color(hex: text) != nil ? .color : nil
        }
        guard value.objectMembers != nil else { return nil }
        if value.member(named: "colorSpace") != nil, value.member(named: "components") != nil { return .color }
        if value.member(named: "value")?.value.numberValue != nil, let unit = value.member(named: "unit")?.value.stringValue {
            return ["ms", "s"].contains(unit) ? .duration : .dimension
        }
        return nil
    }

    /// Whether the Design Tokens Format defines this type.
    public var isSpec: Bool { Self.specTypes.contains(self) }

    public var description: String { rawValue }

    /// The type names a `$type` may use, for messages.
    package static var specNames: String {
        specTypes.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }
}
