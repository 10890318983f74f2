/// A text style.
///
/// Family and size are required; weight, line height and letter spacing are optional
/// because many design systems leave them to the platform default.
public struct TypographyValue: Hashable, Sendable {
    /// A line height: a multiple of the font size, as the format has it, or a length, as design tools export it.
    public enum LineHeight: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// A multiple of the font size, `1.5`.
        case multiplier(Double)
        /// A length, `24px` or `150%`.
        case length(DimensionValue)
        /// The font's own, which Tokens Studio writes `AUTO` and CSS `normal`.
        case normal

        public init(floatLiteral value: Double) { self = .multiplier(value) }
        public init(integerLiteral value: Int) { self = .multiplier(Double(value)) }

        /// `1.5`, `24px`.
        public var cssText: String {
            switch self {
            case .multiplier(let value): TokenNumber.text(value)
            case .length(let length): length.cssText
            case .normal: "normal"
            }
        }
    }

    /// A CSS property a design tool added to the style (`font-style: italic`), kept as written.
    public struct Property: Hashable, Sendable {
        /// The CSS property name, `font-style`.
        public var name: String
        /// The value as CSS text, `italic`.
        public var value: String

        /// Creates a property.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The members the format defines, in its order.
    package static let memberNames = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
    /// Their CSS properties, `font-family` to `letter-spacing`; `tokens.css` writes one variable for each.
    package static let cssMemberNames = memberNames.map(cssPropertyName)

    /// Font names, most preferred first.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: DimensionValue
    /// The weight, 1 to 1000.
    public var fontWeight: Double?
    /// The line height.
    public var lineHeight: LineHeight?
    /// Extra space between characters.
    public var letterSpacing: DimensionValue?
    /// Properties beyond the format's five (`fontStyle`, `textTransform`), in the order written.
    public var otherProperties: [Property]

    /// Creates a text style.
    public init(
        fontFamily: [String], fontSize: DimensionValue, fontWeight: Double? = nil, lineHeight: LineHeight? = nil,
        letterSpacing: DimensionValue? = nil, otherProperties: [Property] = []
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.otherProperties = otherProperties
    }

    /// The CSS `font` shorthand: `600 17px/1.29 -apple-system, sans-serif` (letter spacing has no place in it).
    public var cssFontShorthand: String {
        var parts: [String] = []
        if let style = otherProperties.first(where: { $0.name == "font-style" }) { parts.append(style.value) }
        if let fontWeight { parts.append(TokenNumber.text(fontWeight)) }
        var size = fontSize.cssText
        if let lineHeight { size += "/" + lineHeight.cssText }
        parts.append(size)
        parts.append(FontFamilyList.cssText(fontFamily))
        return parts.joined(separator: " ")
    }

    /// `fontStyle` → `font-style`; a vendor key `WebkitFontSmoothing` → `-webkit-font-smoothing`;
    /// Tokens Studio's `textCase` → `text-transform`, which is what it means.
    package static func cssPropertyName(_ key: String) -> String {
        if key == "textCase" { return "text-transform" }
        var name = ""
        var rest = Substring(key)
        for vendor in ["Webkit", "Moz", "Ms", "webkit", "moz", "ms"]
        where key.hasPrefix(vendor) && key.dropFirst(vendor.count).first?.isUppercase == true {
            name = "-" + vendor.lowercased()
            rest = key.dropFirst(vendor.count)
            break
        }
        for (index, character) in rest.enumerated() {
            if character.isUppercase {
                if index > 0 || !name.isEmpty { name += "-" }
                name += character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// Whether `text` can be written into a CSS declaration as it is: keywords, numbers, lengths,
    /// colours and the `functions` that compute a value, with balanced parentheses and no quotes, comments or `;`.
    /// Never `url()` or `image()`, which would load something.
    /// The functions that compute a value.
    package static let computing: Set<String> = ["calc", "var", "min", "max", "clamp"]

    package static func isPlainCSSValue(_ text: String, functions: Set<String> = computing) -> Bool {
        guard !text.isEmpty, !text.contains("/*"), !text.contains("*/") else { return false }
        var depth = 0
        var word = ""
        for character in text {
            defer { word = character.isLetter || character == "-" ? word + String(character) : "" }
            switch character {
            case "(":
                guard functions.contains(word.lowercased()) else { return false }
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
            case " ", ".", ",", "%", "#", "-", "_", "+", "/":
                continue
            default:
                guard character.isASCII, character.isLetter || character.isNumber else { return false }
            }
        }
        return depth == 0
    }
}
