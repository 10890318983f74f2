import SpecimenTokens

/// A palette's shade scales (`danger.000` … `danger.900`, `gray-50` … `gray-950`) and the pair design systems build
/// from each: a dark shade as text on the scale's lightest, as an alert, a badge or a tag shows it. A palette's names
/// say no role, so the draft proposes these only when no colour is named like text or a background, and says they are
/// guessed from the shades. One scale's shades are never paired with another's, so no status goes on another; a
/// state's scale (`blue.hover`) is left to the team, as the named drafts leave states.
enum PaletteScales {
    /// Where the text shade sits along a scale, from its lightest shade (0) to its darkest (1): step 11 of Radix's
    /// twelve, which its guide makes for text on its lightest steps, and the 800 of a 000–900 scale.
    static let textPosition = 0.9
    /// The fewest numbered shades that make a scale; fewer are a few colours of one name, not a ramp.
    static let smallestScale = 5

    /// Each scale's pair, scales in the order their first shade is declared. Shades are ordered by their luminance in
    /// the first light mode (a dark mode's scale may run the other way); a translucent shade is not a surface.
    static func pairs(colours: [String], model: TokenModel) -> [ColorRoles.Pair] {
        let mode = model.modes.first { !ColorRoles.isDark(mode: $0) } ?? model.defaultMode
        var scales: [String: [(path: String, luminance: Double)]] = [:]
        var order: [String] = []
        for path in colours {
            guard let family = family(of: path), !ColorRoles.namesAState(ColorRoles.words(family)),
                let color = ContrastChecker.color(path, mode: mode, tokens: model), color.isOpaque
            else { continue }
            if scales[family] == nil { order.append(family) }
            scales[family, default: []].append((path, WCAG.relativeLuminance(of: color)))
        }
        return order.compactMap { family in
            guard let shades = scales[family], shades.count >= smallestScale else { return nil }
            let lightestFirst = shades.enumerated().sorted { ($1.element.luminance, $0.offset) < ($0.element.luminance, $1.offset) }.map(
                \.element.path)
            let text = lightestFirst[Int((Double(lightestFirst.count - 1) * textPosition).rounded())]
            return ColorRoles.Pair(
                foreground: text, kind: .text, background: lightestFirst[0],
                why: "a scale's dark shade as text on its lightest, guessed from the palette", rank: .paletteScale)
        }
    }

    /// The scale a numbered shade belongs to: its path without the number (`color.danger` of `color.danger.700`,
    /// `gray` of `gray-50`); `nil` for a colour whose name does not end in a number.
    static func family(of path: String) -> String? {
        guard let separator = path.lastIndex(where: { ".-_/".contains($0) }) else { return nil }
        let shade = path[path.index(after: separator)...]
        guard !shade.isEmpty, shade.allSatisfy(\.isASCII), shade.allSatisfy(\.isNumber) else { return nil }
        return String(path[..<separator])
    }
}
