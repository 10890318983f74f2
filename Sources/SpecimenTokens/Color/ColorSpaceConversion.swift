import Foundation

/// Conversions from every colour space named by the W3C Design Tokens Color Module (2025.10)
/// into gamma-encoded sRGB, following the sample code of CSS Color Module Level 4
/// (`conversions.js`, `hslToRgb.js`, `hwbToRgb.js`): same matrices, same transfer functions.
///
/// Everything here is a pure function over immutable constants; results are NOT clamped.
package enum ColorSpaceConversion {
    /// Gamma-encoded sRGB channels (unclamped; may be outside 0...1 when out of gamut) for `components` in `space`, or nil for an unknown space or a wrong component count.
    package static func srgb(space: String, components c: [Double]) -> [Double]? {
        guard c.count == 3 else { return nil }
        switch space {
        // sRGB family: already gamma-encoded, or linear light that only needs encoding.
        case "srgb": return c
        case "srgb-linear": return c.map(encodeSRGB)

        // Cylindrical sRGB (CSS Color 4 §7 / §8).
        case "hsl": return hslToSRGB(hue: c[0], saturation: c[1], lightness: c[2])
        case "hwb": return hwbToSRGB(hue: c[0], whiteness: c[1], blackness: c[2])

        // CIE Lab / LCH are relative to D50.
        case "lab": return fromXYZD50(labToXYZD50(c))
        case "lch": return fromXYZD50(labToXYZD50(polarToRectangular(c)))

        // OKLab / OKLCh are relative to D65.
        case "oklab": return fromXYZD65(oklabToXYZD65(c))
        case "oklch": return fromXYZD65(oklabToXYZD65(polarToRectangular(c)))

        // Other RGB spaces: decode the transfer function, then linear RGB -> XYZ.
        case "display-p3": return fromXYZD65(multiply(p3ToXYZ, c.map(decodeSRGB)))
        case "a98-rgb": return fromXYZD65(multiply(a98ToXYZ, c.map(decodeA98)))
        case "prophoto-rgb": return fromXYZD50(multiply(proPhotoToXYZ, c.map(decodeProPhoto)))
        case "rec2020": return fromXYZD65(multiply(rec2020ToXYZ, c.map(decode2020)))

        // CIE XYZ (Y = 1 for the reference white).
        case "xyz-d65": return fromXYZD65(c)
        case "xyz-d50": return fromXYZD50(c)

        default: return nil
        }
    }

    // MARK: - Matrix plumbing

    private typealias Matrix = [[Double]]

    /// 3x3 matrix times 3-vector (`multiplyMatrices` in CSS Color 4).
    private static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// D65 XYZ -> gamma-encoded sRGB.
    private static func fromXYZD65(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz).map(encodeSRGB)
    }

    /// D50 XYZ -> D65 XYZ (Bradford) -> gamma-encoded sRGB.
    private static func fromXYZD50(_ xyz: [Double]) -> [Double] {
        fromXYZD65(multiply(bradfordD50ToD65, xyz))
    }

    // MARK: - sRGB transfer functions (extended to negative values by reflection, as in CSS Color 4)

    /// Gamma-encoded sRGB (also display-p3) -> linear light (`lin_sRGB`).
    private static func decodeSRGB(_ v: Double) -> Double {
        let a = abs(v)
        if a <= 0.04045 { return v / 12.92 }
        return sign(v) * pow((a + 0.055) / 1.055, 2.4)
    }

    /// Linear-light sRGB -> gamma-encoded (`gam_sRGB`).
    private static func encodeSRGB(_ v: Double) -> Double {
        let a = abs(v)
        if a > 0.0031308 { return sign(v) * (1.055 * pow(a, 1 / 2.4) - 0.055) }
        return 12.92 * v
    }

    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }

    // MARK: - hsl / hwb (CSS Color 4 `hslToRgb`, `hwbToRgb`); s, l, w, b are percentages 0...100

    /// HSL -> sRGB. Any finite hue is accepted; it is wrapped into [0, 360).
    private static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = saturation / 100, l = lightness / 100
        let a = s * min(l, 1 - l)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// HWB -> sRGB: a pure hue (hsl at 100 %, 50 %) mixed with white and black;
    /// when whiteness + blackness >= 100 % the result is the normalised grey.
    private static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let grey = w / (w + b)
            return [grey, grey, grey]
        }
        return hslToSRGB(hue: hue, saturation: 100, lightness: 50).map { $0 * (1 - w - b) + w }
    }

    // MARK: - Lab / LCH (D50) and OKLab / OKLCh (D65)

    /// [L, C, H°] -> [L, a, b] (`LCH_to_Lab`, `OKLCH_to_OKLab`). Negative chroma is treated as 0,
    /// as CSS does at parse time.
    private static func polarToRectangular(_ lch: [Double]) -> [Double] {
        let c = max(0, lch[1]), h = lch[2] * Double.pi / 180
        return [lch[0], c * cos(h), c * sin(h)]
    }

    /// D50 reference white from its 4-figure CIE xy chromaticity (CSS Color 4 `D50`).
    private static let d50White: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    /// CIE Lab (L 0...100) -> D50 XYZ (`Lab_to_XYZ`), with the CIE rational ε and κ.
    private static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let xyz = [
            pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa,
            lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa,
            pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa,
        ]
        return zip(xyz, d50White).map { $0 * $1 }
    }

    /// OKLab (L 0...1) -> D65 XYZ (`OKLab_to_XYZ`): to non-linear LMS, cube, then to XYZ.
    private static func oklabToXYZD65(_ oklab: [Double]) -> [Double] {
        let lmsNonLinear = multiply(oklabToLMS, oklab)
        return multiply(lmsToXYZ, lmsNonLinear.map { $0 * $0 * $0 })
    }

    private static let oklabToLMS: Matrix = [
        [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
        [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
        [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
    ]

    private static let lmsToXYZ: Matrix = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]

    // MARK: - Wide-gamut RGB transfer functions (sign-reflected for negative values)

    /// a98-rgb: pure power 563/256 (`lin_a98rgb`).
    private static func decodeA98(_ v: Double) -> Double {
        sign(v) * pow(abs(v), 563.0 / 256)
    }

    /// prophoto-rgb: gamma 1.8 with a linear segment below 16/512 (`lin_ProPhoto`).
    private static func decodeProPhoto(_ v: Double) -> Double {
        let a = abs(v)
        if a <= 16.0 / 512 { return v / 16 }
        return sign(v) * pow(a, 1.8)
    }

    /// rec2020: ITU-R BT.2020-2 OETF inverse (`lin_2020`).
    private static func decode2020(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let a = abs(v)
        if a < beta * 4.5 { return v / 4.5 }
        return sign(v) * pow((a + alpha - 1) / alpha, 1 / 0.45)
    }

    // MARK: - Matrices (CSS Color 4 sample code, rational forms where it gives them)

    /// D65 XYZ -> linear sRGB (`XYZ_to_lin_sRGB`).
    private static let xyzToLinearSRGB: Matrix = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]

    /// Bradford chromatic adaptation D50 -> D65 (`D50_to_D65`).
    private static let bradfordD50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    /// Linear display-p3 -> D65 XYZ (`lin_P3_to_XYZ`).
    private static let p3ToXYZ: Matrix = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]

    /// Linear a98-rgb -> D65 XYZ (`lin_a98rgb_to_XYZ`).
    private static let a98ToXYZ: Matrix = [
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
    ]

    /// Linear prophoto-rgb -> D50 XYZ (`lin_ProPhoto_to_XYZ`).
    private static let proPhotoToXYZ: Matrix = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
    ]

    /// Linear rec2020 -> D65 XYZ (`lin_2020_to_XYZ`).
    private static let rec2020ToXYZ: Matrix = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
}

// MARK: - From sRGB, for the spaces colour modifiers work in

extension ColorSpaceConversion {
    /// Components in `space` (`srgb`, `hsl`, `lch`, `oklch`, `display-p3`) of gamma-encoded sRGB `rgb`; the
    /// inverses of `srgb(space:components:)`, with hue 0 for a grey. `nil` for another space.
    package static func components(space: String, fromSRGB rgb: [Double]) -> [Double]? {
        switch space {
        case "srgb": return rgb
        case "hsl": return srgbToHSL(rgb)
        case "lch":
            let xyz = multiply(bradfordD65ToD50, multiply(linearSRGBToXYZ, rgb.map(decodeSRGB)))
            return rectangularToPolar(xyzD50ToLab(xyz))
        case "oklch":
            let xyz = multiply(linearSRGBToXYZ, rgb.map(decodeSRGB))
            let lms = multiply(xyzToLMS, xyz).map { cbrt($0) }
            return rectangularToPolar(multiply(lmsToOKLab, lms))
        case "display-p3":
            return multiply(xyzToLinearP3, multiply(linearSRGBToXYZ, rgb.map(decodeSRGB))).map(encodeSRGB)
        default: return nil
        }
    }

    /// sRGB → HSL (CSS Color 4 `rgbToHsl`): hue in degrees, saturation and lightness in percent.
    private static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let high = rgb.max() ?? 0, low = rgb.min() ?? 0
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 1e-12 else { return [0, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
        case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
        default: hue = (rgb[0] - rgb[1]) / delta + 4
        }
        hue *= 60
        return [hue, saturation * 100, lightness * 100]
    }

    /// [L, a, b] → [L, C, H°], hue in 0..<360 and 0 for a grey.
    private static func rectangularToPolar(_ lab: [Double]) -> [Double] {
        let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
        var hue = chroma < 1e-9 ? 0 : atan2(lab[2], lab[1]) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        return [lab[0], chroma, hue]
    }

    /// D50 XYZ → CIE Lab (`XYZ_to_Lab`).
    private static func xyzD50ToLab(_ xyz: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f = zip(xyz, d50White).map { value, white -> Double in
            let scaled = value / white
            return scaled > epsilon ? cbrt(scaled) : (kappa * scaled + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    private static let linearSRGBToXYZ = invert(xyzToLinearSRGB)
    private static let bradfordD65ToD50 = invert(bradfordD50ToD65)
    private static let xyzToLinearP3 = invert(p3ToXYZ)
    private static let xyzToLMS = invert(lmsToXYZ)
    private static let lmsToOKLab = invert(oklabToLMS)

    /// The inverse of a 3×3 matrix, by its adjugate; the matrices here are colour-space changes, never singular.
    private static func invert(_ m: Matrix) -> Matrix {
        let cofactors: Matrix = (0..<3).map { row in
            (0..<3).map { column in
                let r = [(row + 1) % 3, (row + 2) % 3], c = [(column + 1) % 3, (column + 2) % 3]
                return m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            }
        }
        let determinant = (0..<3).reduce(0.0) { $0 + m[0][$1] * cofactors[0][$1] }
        return (0..<3).map { row in (0..<3).map { column in cofactors[column][row] / determinant } }
    }
}
