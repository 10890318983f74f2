import SpecimenDiagnostics
import SpecimenTokens

/// Finds colours written as literals in a guide's raw HTML and CSS, and says which token each should be.
///
/// A literal equal to a token's value should use the token (`var(--color-state-danger)`),
/// so it follows the theme; a literal no token has is drift from the design system.
/// One warning per line names every literal on it.
struct LiteralColorLint: Sendable {
    /// Token paths by colour hex (`#dc2626`, or 8 digits when translucent), in any mode.
    let tokensByHex: [String: [String]]

    /// Indexes every colour token of every mode.
    init(tokens: TokenModel) {
        var index: [String: [String]] = [:]
        for mode in tokens.modes {
            for token in tokens.tokens(in: mode) {
                guard case let .color(color) = token.value else { continue }
                if !(index[color.hex]?.contains(token.path) ?? false) { index[color.hex, default: []].append(token.path) }
            }
        }
        tokensByHex = index
    }

    /// A literal colour found in text.
    struct Literal: Equatable {
        /// 0-based line within the text.
        var line: Int
        /// 1-based character column within that line.
        var column: Int
        /// As written: `#DC2626`, `rgb(220, 38, 38)`.
        var text: String
        /// Normalised for lookup.
        var color: Color
    }

    /// The warnings for an HTML block whose first line is `firstLine` of `source`.
    func diagnostics(inHTML html: String, firstLine: Int, source: SourceText) -> [Diagnostic] {
        var byLine: [Int: [Literal]] = [:]
        for literal in Self.literals(in: html) { byLine[literal.line, default: []].append(literal) }
        return byLine.keys.sorted().compactMap { line in
            guard let literals = byLine[line], let first = literals.first else { return nil }
            let location = source.location(line: firstLine + line, column: first.column)
            var known: [String] = []
            var drift: [String] = []
            for literal in literals {
                if let paths = tokensByHex[literal.color.hex] {
                    let entry = "`\(literal.text)` is `\(paths[0])`"
                    if !known.contains(entry) { known.append(entry) }
                } else if !drift.contains("`\(literal.text)`") {
                    drift.append("`\(literal.text)`")
                }
            }
            if drift.isEmpty {
                return .warning(
                    .literalColour, at: location, "hard-coded colour\(known.count == 1 ? "" : "s") in an example: \(known.joined(separator: ", "))",
                    reason:
                        "A literal keeps its value when the token changes or the mode switches to dark, so the example drifts from the design system.",
                    fix:
                        "Write `var(--\(TokenCSS.variableName(for: tokensByHex[first.color.hex]?[0] ?? "").dropFirst(2)))` instead, or use a component block."
                )
            }
            return .warning(
                .colourDrift, at: location,
                "colour\(drift.count == 1 ? "" : "s") \(drift.joined(separator: ", ")) \(drift.count == 1 ? "is" : "are") in no design token"
                    + (known.isEmpty ? "" : "; \(known.joined(separator: ", "))"),
                reason: "An example that paints with colours the design system does not define has drifted from it, and will not follow dark mode.",
                fix: tokensByHex.isEmpty
                    ? "Define the colours as tokens in content/tokens/ and use them as `var(--name)`, or use a component block."
                    : "Use the nearest token as `var(--name)` (see the token pages), or add the colour to content/tokens/ if it is new."
            )
        }
    }

    /// Every `#hex`, `rgb()`/`rgba()` and `hsl()`-free literal in CSS or HTML text, in order.
    static func literals(in text: String) -> [Literal] {
        var found: [Literal] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if character == "#", index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "&")
                {
                    var end = index + 1
                    while end < characters.count, characters[end].isHexDigit { end += 1 }
                    let length = end - index - 1
                    let terminated =
                        end == characters.count
                        || !(characters[end].isLetter || characters[end].isNumber || characters[end] == "-" || characters[end] == "_")
                    if [3, 4, 6, 8].contains(length), terminated, let color = Color(hex: String(characters[index..<end])) {
                        found.append(Literal(line: lineIndex, column: index + 1, text: String(characters[index..<end]), color: color))
                        index = end
                        continue
                    }
                }
                if character == "r", index + 4 < characters.count,
                    String(characters[index..<min(index + 5, characters.count)]).lowercased().hasPrefix("rgb"),
                    index == 0 || !characters[index - 1].isLetter,
                    let close = characters[index...].firstIndex(of: ")"),
                    let color = rgbColor(String(characters[index...close]))
                {
                    found.append(Literal(line: lineIndex, column: index + 1, text: String(characters[index...close]), color: color))
                    index = close + 1
                    continue
                }
                index += 1
            }
        }
        return found
    }

    /// `rgb(220, 38, 38)`, `rgba(220 38 38 / 0.12)` → a colour.
    private static func rgbColor(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].lowercased()
        guard name == "rgb" || name == "rgba" else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func channel(_ part: String) -> Double? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
            return Double(part).map { $0 / 255 }
        }
        guard let red = channel(parts[0]), let green = channel(parts[1]), let blue = channel(parts[2]) else { return nil }
        var alpha = 1.0
        if parts.count == 4 {
            guard let value = parts[3].hasSuffix("%") ? Double(parts[3].dropLast()).map({ $0 / 100 }) : Double(parts[3]) else { return nil }
            alpha = value
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
