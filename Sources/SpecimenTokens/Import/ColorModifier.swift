import Foundation

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): lighten, darken, mix and alpha, each
/// computed in the colour space the token names, as Tokens Studio's Color.js-based transform computes them:
/// - `lighten` moves lightness the given fraction of the way to white (in LCH also reducing chroma by it; in
///   sRGB and P3, each channel towards 1);
/// - `darken` moves lightness the given fraction of the way to black (likewise);
/// - `mix` interpolates from the colour to `color` by the fraction, in the space (hue the short way round);
/// - `alpha` sets the opacity to the value.
/// The result is brought back into sRGB, clamped, as every colour Specimen checks.
package struct ColorModifier: Equatable {
    package enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers, by the name it writes, with the space Specimen computes in.
    package static let spaces: [String: String] = ["srgb": "srgb", "hsl": "hsl", "lch": "lch", "p3": "display-p3", "oklch": "oklch"]

    package var kind: Kind
    package var amount: Double
    /// One of `spaces`' values.
    package var space: String
    /// The colour to mix with.
    package var other: Color?

    package init(kind: Kind, amount: Double, space: String, other: Color? = nil) {
        self.kind = kind
        self.amount = amount
        self.space = space
        self.other = other
    }

    /// `color` modified.
    package func apply(to color: Color) -> Color {
        let rgb = [color.red, color.green, color.blue]
        guard let components = ColorSpaceConversion.components(space: space, fromSRGB: rgb) else { return color }
        let t = min(max(amount, 0), 1)
        var result = components
        var alpha = color.alpha
        switch kind {
        case .alpha:
            alpha = min(max(amount, 0), 1)
        case .lighten, .darken:
            let lighten = kind == .lighten
            switch space {
            case "hsl":
                result[2] = lighten ? result[2] + (100 - result[2]) * t : result[2] * (1 - t)
            case "lch", "oklch":
                let white = space == "lch" ? 100.0 : 1.0
                result[0] = lighten ? result[0] + (white - result[0]) * t : result[0] * (1 - t)
                result[1] *= 1 - t
            default:
                result = result.map { lighten ? $0 + (1 - $0) * t : $0 * (1 - t) }
            }
        case .mix:
            guard let other, let target = ColorSpaceConversion.components(space: space, fromSRGB: [other.red, other.green, other.blue]) else {
                return color
            }
            let hueIndex = space == "hsl" ? 0 : (space == "lch" || space == "oklch") ? 2 : nil
            for index in result.indices {
                if index == hueIndex {
                    var difference = target[index] - result[index]
                    if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
                    result[index] += difference * t
                } else {
                    result[index] += (target[index] - result[index]) * t
                }
            }
            alpha += (other.alpha - alpha) * t
        }
        return Color.converting(space: space, components: result, alpha: alpha) ?? color
    }

    /// How the token page says it: `lightened by 0.2 in LCH`.
    package var description: String {
        let amountText = TokenNumber.text(amount)
        let spaceName = Self.spaces.first { $0.value == space }?.key.uppercased() ?? space
        switch kind {
        case .lighten: return "lightened by \(amountText) in \(spaceName)"
        case .darken: return "darkened by \(amountText) in \(spaceName)"
        case .mix: return "mixed \(amountText) with \(other?.hex ?? "another colour") in \(spaceName)"
        case .alpha: return "at opacity \(amountText)"
        }
    }
}
