import SpecimenDiagnostics

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
        "string", "text", "other", "asset", "boolean", "link", "textCase", "textDecoration", "composition", "content", "file",
    ]

    /// The type a `$type` of the format or of a tool names: the format's thirteen, the tools' names for them, their
    /// kebab-case spellings (Style Dictionary 4's `font-weight`, `border-radius`), and the tools' kinds of text
    /// (kept as written); `nil` for any other name.
    package static func known(_ name: String) -> TokenType? {
        let type = TokenType(rawValue: name)
        if type.isSpec { return type }
        if let equivalent = toolEquivalents[name] { return equivalent }
        if toolText.contains(name) { return type }
        guard name.contains("-") || name.contains("_") else { return nil }
        let words = name.split { $0 == "-" || $0 == "_" }
        let camel = words.enumerated().map {
            $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst().lowercased()
        }.joined()
        return camel == name ? nil : known(camel)
    }

    /// A value's type when nothing declares one: a number, a colour object or hex string, a dimension or duration object.
    package static func inferred(from value: JSONValue) -> TokenType? {
        if value.numberValue != nil { return .number }
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

    /// The type a value written as text reads as, when nothing declares one and the file is a tool's, which writes no
    /// types (Style Dictionary): a colour (hex, `rgb()`, `hsl()`, `transparent`), a length (`16px`, `1.5rem`), a time
    /// (`200ms`, `0.2s`) or a number (`0`, `1.5`, `8`); `nil` for other text.
    package static func inferred(fromText text: String) -> TokenType? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed.hasPrefix("#"), Color(hex: trimmed) != nil { return .color }
        if trimmed == "transparent" || ["rgb(", "rgba(", "hsl(", "hsla("].contains(where: trimmed.hasPrefix) { return .color }
        let number = trimmed.prefix { "+-.0123456789".contains($0) }
        guard !number.isEmpty, Double(number) != nil else { return nil }
        let unit = trimmed.dropFirst(number.count)
        if unit.isEmpty { return .number }
        if unit == "ms" || unit == "s" { return .duration }
        return DimensionValue.Unit(rawValue: String(unit)).isCSS ? .dimension : nil
    }

    /// Whether the Design Tokens Format defines this type.
    public var isSpec: Bool { Self.specTypes.contains(self) }

    public var description: String { rawValue }

    /// The type names a `$type` may use, for messages.
    package static var specNames: String {
        specTypes.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }
}
