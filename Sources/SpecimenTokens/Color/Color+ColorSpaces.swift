extension Color {
    /// Every colour space the Color Module 2025.10 names; Specimen converts each of them to sRGB.
    package static let specSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// Converts components in one of `specSpaces` to sRGB, clamping out-of-gamut channels.
    ///
    /// Clamping (instead of CSS gamut mapping) keeps this small; wide-gamut colours outside
    /// sRGB lose some saturation, which errs on the safe side for contrast checks.
    package static func converting(space: String, components: [Double], alpha: Double) -> Color? {
        // Huge components overflow the maths to infinity and then NaN, which no clamp removes.
        guard let rgb = ColorSpaceConversion.srgb(space: space, components: components), rgb.allSatisfy(\.isFinite) else { return nil }
        let clamped = rgb.map { min(max($0, 0), 1) }
        return Color(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: alpha)
    }

    /// The range each component of a colour in `space` must be in, where the format bounds it.
    package static func componentRange(space: String, position: Int) -> ClosedRange<Double>? {
        switch space {
        case "hsl", "hwb": position == 0 ? nil : 0...100
        case "lab", "lch": position == 0 ? 0...100 : (space == "lch" && position == 1 ? 0...Double.infinity : nil)
        case "oklab", "oklch": position == 0 ? 0...1 : (space == "oklch" && position == 1 ? 0...Double.infinity : nil)
        default: 0...1
        }
    }
}
