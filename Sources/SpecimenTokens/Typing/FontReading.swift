import Foundation
import SpecimenDiagnostics

/// Font families and weights: names, stacks, numbers, and weight names as design tools spell them.
extension ValueReader {
    mutating func readFontFamily(_ node: JSONValue) -> [String]? {
        if let name = node.stringValue, !name.trimmingWhitespace().isEmpty {
            // Tokens Studio and Style Dictionary write a whole stack in one string, as CSS does.
            guard !syntax.isFormat, name.contains(",") else { return [name] }
            let names = name.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
            return names.isEmpty ? [name] : names
        }
        if let elements = node.arrayElements, !elements.isEmpty {
            var names: [String] = []
            for element in elements {
                guard let name = element.stringValue, !name.trimmingWhitespace().isEmpty else {
                    return fail(
                        element, "font name `\(element.snippet)` is not a non-empty string",
                        reason: "A font family list holds font names as strings, most preferred first.", fix: "Write each name in double quotes.")
                }
                names.append(name)
            }
            return names
        }
        return invalid(node, .fontFamily)
    }

    static let fontWeightNames: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    mutating func readFontWeight(_ node: JSONValue) -> Double? {
        if let text = node.stringValue, let value = Double(text.trimmingWhitespace()) {
            formLeniency(
                "font weight string",
                .warning(
                    .tokenFontWeight, at: node.location, "font weight `\(text)` is written as a string",
                    reason:
                        "In the 2025.10 format a weight is a number or a name such as `semi-bold`; Specimen reads this one as \(TokenNumber.text(value)).",
                    fix: "Write it without quotes: `\(TokenNumber.text(value))`."
                ))
            return checkedWeight(value, node)
        }
        if let value = node.numberValue { return checkedWeight(value, node) }
        if let name = node.stringValue {
            if let match = Self.fontWeightNames.first(where: { $0.name == name }) { return match.weight }
            // Design tools write `Bold`, `SemiBold`, `Extra Light`, `Bold Italic`: the same names, differently spelt,
            // with the style after the weight (a text style keeps it as `font-style`).
            var folded = name.lowercased().filter { $0.isLetter }
            for style in ["italic", "oblique"] where folded.hasSuffix(style) {
                // `Italic` alone is the regular weight in its italic style, as design tools name it.
                folded = folded.count > style.count ? String(folded.dropLast(style.count)) : "regular"
            }
            if let match = Self.fontWeightNames.first(where: { $0.name.filter(\.isLetter) == folded }) {
                formLeniency(
                    "font weight \(name)",
                    .warning(
                        .tokenFontWeight, at: node.location, "font weight `\(name)` is read as `\(match.name)`",
                        reason:
                            "The format's weight names are lowercase and hyphenated; `\(name)` is how a design tool writes `\(match.name)` (\(TokenNumber.text(match.weight))).",
                        fix: "Write `\"\(match.name)\"` or `\(TokenNumber.text(match.weight))`."
                    ))
                return match.weight
            }
            let names = Self.fontWeightNames.map(\.name)
            return fail(
                node, "unknown font weight `\(name)`",
                reason: "Named weights are lowercase and hyphenated: \(names.map { "`\($0)`" }.joined(separator: ", ")).",
                fix: NameSuggestions.didYouMean(Suggestions.nearest(to: name, in: names, limit: 1))
                    ?? "Use a number from 1 to 1000, or one of those names.")
        }
        return invalid(node, .fontWeight)
    }

    mutating func checkedWeight(_ value: Double, _ node: JSONValue) -> Double? {
        guard (1...1000).contains(value) else {
            return fail(
                node, "font weight `\(node.snippet)` is outside 1 to 1000",
                reason: "Font weights are numbers from 1 to 1000, as in OpenType and CSS.", fix: "Use a weight from 1 to 1000, such as 400 or 700.")
        }
        return value
    }
}
