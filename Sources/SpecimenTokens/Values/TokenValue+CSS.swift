/// How tokens.css and the texts that embed a token write its value.
extension TokenValue {
    /// The CSS text of a value, e.g. `#dc2626` or `12px`; typography as its `font` shorthand.
    package var cssText: String {
        cssParts.first?.value ?? ""
    }

    /// The custom properties the value becomes, by the suffix each adds to the token's name: one, or a typography
    /// token's `font` shorthand and one per member (`-font-size`); none for a value CSS cannot hold.
    package var cssParts: [(suffix: String, value: String)] {
        switch self {
        case .color(let color): return [("", color.hex)]
        case .dimension(let dimension): return [("", dimension.cssText)]
        case .number(let number): return [("", TokenNumber.text(number))]
        case .fontFamily(let names): return [("", FontFamilyList.cssText(names))]
        case .fontWeight(let weight): return [("", TokenNumber.text(weight))]
        case .duration(let duration): return [("", duration.cssText)]
        case .cubicBezier(let curve): return [("", curve.cssText)]
        case .strokeStyle(let style): return [("", style.cssText)]
        case .border(let border): return [("", border.cssText)]
        case .transition(let transition): return [("", transition.cssText)]
        case .shadow(let layers): return [("", layers.map(\.cssText).joined(separator: ", "))]
        case .typography(let style):
            var parts: [(String, String)] = [
                ("", style.cssFontShorthand),
                ("-font-family", FontFamilyList.cssText(style.fontFamily)),
                ("-font-size", style.fontSize.cssText),
            ]
            if let weight = style.fontWeight { parts.append(("-font-weight", TokenNumber.text(weight))) }
            if let lineHeight = style.lineHeight { parts.append(("-line-height", lineHeight.cssText)) }
            if let spacing = style.letterSpacing { parts.append(("-letter-spacing", spacing.cssText)) }
            parts += style.otherProperties.map { ("-" + $0.name.drop { $0 == "-" }, $0.value) }
            return parts
        case .gradient(let stops): return [("", "linear-gradient(" + GradientStop.cssText(stops) + ")")]
        case .css(_, let text): return [("", text)]
        case .other: return []
        }
    }

    /// The suffixes of `cssParts`: `[""]` for every value of one part, whose CSS text is then not made.
    package var cssSuffixes: [String] {
        switch self {
        case .typography, .other: cssParts.map(\.suffix)
        default: [""]
        }
    }
}
