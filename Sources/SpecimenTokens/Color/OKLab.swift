import Foundation

/// A colour in Björn Ottosson's OKLab (2020), from and to linear sRGB.
package struct OKLab: Sendable {
    package var lightness: Double
    package var a: Double
    package var b: Double

    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    package init(_ color: Color) {
        let r = WCAG.linearized(color.red)
        let g = WCAG.linearized(color.green)
        let bl = WCAG.linearized(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    package var linearRGB: (red: Double, green: Double, blue: Double) {
        let l = pow3(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = pow3(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = pow3(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    /// Inside sRGB, with a hair of tolerance so the gamut's own boundary (white, pure primaries) counts as inside.
    package var isInGamut: Bool {
        let rgb = linearRGB
        return [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    package func color(alpha: Double) -> Color {
        let rgb = linearRGB
        func channel(_ linear: Double) -> Double { WCAG.gammaEncoded(min(max(linear, 0), 1)) }
        return Color(red: channel(rgb.red), green: channel(rgb.green), blue: channel(rgb.blue), alpha: alpha)
    }

    /// ΔE in OKLab: the straight distance between two colours, times 100 (about 2 is the smallest
    /// difference people see side by side). Alpha is not part of it.
    package func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot() * 100
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
