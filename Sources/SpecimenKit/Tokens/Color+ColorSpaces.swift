import Foundation

extension Color {
    /// The 2025.10 colour spaces Specimen converts to sRGB.
    static let convertibleSpaces = ["srgb", "srgb-linear", "display-p3", "hsl", "hwb"]

    /// Every colour space the Color Module 2025.10 names.
    static let specSpaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
                             "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]

    /// Converts components in one of `convertibleSpaces` to sRGB, clamping out-of-gamut channels.
    ///
    /// Clamping (instead of CSS gamut mapping) keeps this small; Display P3 colours outside
    /// sRGB lose some saturation, which errs on the safe side for contrast checks.
    static func converting(space: String, components c: [Double], alpha: Double) -> Color? {
        guard c.count == 3 else { return nil }
        let rgb: [Double]
        switch space {
        case "srgb":
            rgb = c
        case "srgb-linear":
            rgb = c.map(encodeSRGB)
        case "display-p3":
            // Display P3 shares sRGB's transfer curve; only the primaries differ (CSS Color 4 matrices, D65).
            let linear = c.map(decodeSRGB)
            let xyz = multiply(p3ToXYZ, linear)
            rgb = multiply(xyzToLinearSRGB, xyz).map(encodeSRGB)
        case "hsl":
            rgb = hslToRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb":
            let whiteness = c[1] / 100
            let blackness = c[2] / 100
            if whiteness + blackness >= 1 {
                let gray = whiteness / (whiteness + blackness)
                rgb = [gray, gray, gray]
            } else {
                rgb = hslToRGB(hue: c[0], saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
            }
        default:
            return nil
        }
        let clamped = rgb.map { min(max($0, 0), 1) }
        return Color(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: alpha)
    }

    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]

    private static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    private static func decodeSRGB(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        return magnitude <= 0.04045 ? value / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    private static func encodeSRGB(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        return magnitude <= 0.0031308 ? value * 12.92 : sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }

    /// CSS Color 4's `hslToRgb`, hue in degrees, saturation and lightness in 0...1.
    private static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }
}
