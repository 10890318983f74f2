import Foundation
import SpecimenDiagnostics

/// Text styles: the five members of the format, a line height as tools write it, and the CSS properties a design
/// tool adds.
extension ValueReader {
    mutating func readTypography(_ node: JSONValue) -> TokenValue? {
        guard let members = node.objectMembers else { return invalid(node, .typography) }
        let known = TypographyValue.memberNames
        var otherProperties: [TypographyValue.Property] = []
        for member in members where !known.contains(member.key) {
            if let property = typographyProperty(member) { otherProperties.append(property) }
        }
        let fields = Dictionary(members.filter { known.contains($0.key) }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in ["fontFamily", "fontSize"] where fields[key] == nil {
            report(
                .error(
                    .tokenInvalidValue, at: node.location, "typography is missing `\(key)`",
                    reason: "A typography value needs `fontFamily` and `fontSize`; `fontWeight`, `lineHeight` and `letterSpacing` are optional.",
                    fix: "Add `\"\(key)\"` to the object."
                ))
        }
        let family = fields["fontFamily"].flatMap { readMember($0, as: .fontFamily) }
        let size = fields["fontSize"].flatMap { readMember($0, as: .dimension) }
        var failed = false
        var weight: Double?
        if let member = fields["fontWeight"] {
            if case .fontWeight(let value) = readMember(member, as: .fontWeight) { weight = value } else { failed = true }
            // `Bold Italic`: the style goes where CSS has it.
            if let name = references.writtenValue(member).stringValue?.lowercased(), name.hasSuffix("italic") || name.hasSuffix("oblique"),
                !otherProperties.contains(where: { $0.name == "font-style" })
            {
                otherProperties.append(TypographyValue.Property(name: "font-style", value: name.hasSuffix("italic") ? "italic" : "oblique"))
            }
        }
        var lineHeight: TypographyValue.LineHeight?
        if let member = fields["lineHeight"], member.stringValue?.lowercased() == "auto", !syntax.isFormat {
            // Tokens Studio's `AUTO`: the font's own line height.
            lineHeight = .normal
        } else if let member = fields["lineHeight"], member.stringValue?.lowercased() == "auto" {
            // Tokens Studio's `AUTO`: the font's own line height, which is what CSS does without one.
            lenient(
                "lineHeight auto",
                .warning(
                    .tokenTypographyProperty, at: member.location, "`lineHeight` `\(member.stringValue ?? "")` is left to the font",
                    reason: "`AUTO` is a design tool's word for the font's own line height; CSS uses that when the style sets none, so none is set.",
                    fix: "Remove `lineHeight`, or give a number such as `1.5`."
                ))
        } else if let member = fields["lineHeight"] {
            lineHeight = readLineHeight(member)
            if lineHeight == nil { failed = true }
        }
        var letterSpacing: DimensionValue?
        if let member = fields["letterSpacing"] {
            let outer = writtenType
            writtenType = "letterSpacing"
            if case .dimension(let value) = readMember(member, as: .dimension) { letterSpacing = value } else { failed = true }
            writtenType = outer
        }
        guard !failed, case .fontFamily(let names) = family else { return nil }
        switch size {
        case .dimension(let fontSize)?:
            return .typography(
                TypographyValue(
                    fontFamily: names, fontSize: fontSize, fontWeight: weight, lineHeight: lineHeight,
                    letterSpacing: letterSpacing, otherProperties: otherProperties))
        case .css(_, let fontSize)?:
            // A size only a browser computes (`clamp(…)`, a fluid type scale): the style is kept as CSS's `font`.
            let style = TypographyValue(
                fontFamily: names, fontSize: DimensionValue(0, DimensionValue.Unit(rawValue: "\u{0}")), fontWeight: weight, lineHeight: lineHeight,
                letterSpacing: letterSpacing, otherProperties: otherProperties)
            return .css(type: .typography, text: style.cssFontShorthand.replacingOccurrences(of: "0\u{0}", with: fontSize))
        default:
            return nil
        }
    }

    /// The format's line height is a number, a multiple of the font size; design tools and Terrazzo also take a
    /// length (`{ "value": 24, "unit": "px" }`, `"150%"`), which CSS reads as well.
    mutating func readLineHeight(_ node: JSONValue) -> TypographyValue.LineHeight? {
        if let text = node.stringValue, let number = Double(text.trimmingWhitespace()) {
            formLeniency(
                "lineHeight string",
                .warning(
                    .tokenTypographyProperty, at: node.location,
                    "`lineHeight` `\(text)` is a string; it is read as the number \(TokenNumber.text(number))",
                    reason: "In the 2025.10 format `lineHeight` is a number, a multiple of the font size.",
                    fix: "Write it without quotes: `\(TokenNumber.text(number))`."
                ))
            return .multiplier(number)
        }
        if node.numberValue != nil || AliasSyntax.isAlias(node) {
            switch readMember(node, as: .number, orAs: .dimension) {
            case .number(let value)?: return .multiplier(value)
            case .dimension(let length)?: return .length(length)
            case .css(_, "normal")?: return .normal
            case .css(_, let text)?:
                // A tool's line height written as a length (see `toolLineHeight`).
                guard let (value, unit) = Self.splitMeasure(text) else { return nil }
                return .length(DimensionValue(value, DimensionValue.Unit(rawValue: unit)))
            default: return nil
            }
        }
        // A length, as Terrazzo and the design tools write it: CSS reads `line-height: 24px` the same way.
        guard case .dimension(let length)? = read(node, as: .dimension) else { return nil }
        return .length(length)
    }

    /// A property a design tool added to a text style (`fontStyle`, `textTransform`, `WebkitFontSmoothing`): kept as
    /// the CSS property it names, as Terrazzo keeps it; a warning only when it cannot be kept.
    mutating func typographyProperty(_ member: JSONMember) -> TypographyValue.Property? {
        if let meant = TypographyValue.memberNames.first(where: { $0.lowercased() == member.key.lowercased() }) {
            report(
                .error(
                    .tokenInvalidValue, at: member.keyLocation, "unknown typography property `\(member.key)`",
                    reason: "A typography value has only `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`.",
                    fix: "Did you mean `\(meant)`?"
                ))
            return nil
        }
        var text: String?
        if AliasSyntax.isAlias(member.value) {
            switch readMember(member.value, as: nil) {
            case .other(_, let json)?: text = json.stringValue
            case let value?: text = value.cssText
            case nil: break
            }
        } else if let string = member.value.stringValue {
            text = string
        } else if let number = member.value.numberValue {
            text = TokenNumber.text(number)
        }
        let name = TypographyValue.cssPropertyName(member.key)
        // A value goes into tokens.css as written: only plain keywords, numbers and lengths, never
        // anything that could end the declaration or start a comment; and never one of the five.
        let core = TypographyValue.cssMemberNames + ["font"]
        let isName =
            member.key.unicodeScalars.first.map { $0.properties.isAlphabetic && $0.isASCII } == true
            && member.key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        guard let text, isName, TypographyValue.isPlainCSSValue(text), !core.contains(name) else {
            // Tokens Studio's own members that CSS has no property for are its business.
            if !syntax.isFormat, ["paragraphSpacing", "paragraphIndent"].contains(member.key) { return nil }
            let why =
                !isName
                ? "its name is not a property name (letters and digits)"
                : core.contains(name)
                    ? "`\(name)` is one of the format's own members, written `\(member.key)` differently"
                    : "its value `\(member.value.snippet)` is not a plain CSS value"
            lenient(
                "typography \(member.key) ignored",
                .warning(
                    .tokenTypographyProperty, at: member.keyLocation, "`\(member.key)` in a text style is ignored",
                    reason:
                        "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`; `\(member.key)` is not one of them, and \(why).",
                    fix: "Remove `\(member.key)`, or move it into `$extensions`."
                ))
            return nil
        }
        return TypographyValue.Property(name: name, value: text)
    }
}
