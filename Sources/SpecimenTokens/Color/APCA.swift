import Foundation

/// APCA lightness contrast (Lc) of a text colour on a background, and what Lc a use of text needs.
///
/// This is the Accessible Perceptual Contrast Algorithm as the `apca-w3` npm package,
/// version 0.1.9 (base algorithm 0.0.98G-4g, constants of 15 February 2021) by Andrew
/// Somers and Myndex Research, computes it: `sRGBtoY`, `APCAcontrast`, and the text
/// blending of `calcAPCA`/`alphaBlend`. It is written again here in Swift from that
/// source (https://github.com/Myndex/apca-w3, "W3 License": web content only, with the
/// constants unchanged) and matches it to ~1e-12 Lc. APCA is a method for predicting text
/// contrast on self-illuminated displays for web-based content; its licence prohibits some
/// uses, including medical, clinical evaluation, human safety related, aerospace,
/// transportation and military applications.
///
/// Lc is signed: positive for dark text on a light background, negative for light text on
/// dark. It is polarity-sensitive, so text and background must not be swapped. Nothing
/// here rounds; show Lc rounded, but judge it unrounded.
public enum APCA {
    // The 0.0.98G-4g constants, by their names in apca-w3's `SA98G` object.

    /// `mainTRC`: the display exponent APCA decodes sRGB with, in place of the piecewise sRGB curve.
    private static let displayExponent = 2.4
    /// `sRco`, `sGco`, `sBco`: the sRGB channel weights of luminance, to seven places.
    private static let redWeight = 0.2126729
    private static let greenWeight = 0.7151522
    private static let blueWeight = 0.0721750
    /// `normBG`, `normTXT`: exponents for dark text on a light background.
    private static let normalBackgroundExponent = 0.56
    private static let normalTextExponent = 0.57
    /// `revTXT`, `revBG`: exponents for light text on a dark background.
    private static let reverseTextExponent = 0.62
    private static let reverseBackgroundExponent = 0.65
    /// `blkThrs`, `blkClmp`: luminances at or below the threshold are lifted by
    /// `(threshold − Y)^exponent`, a soft clamp for flare near black.
    private static let blackThreshold = 0.022
    private static let blackClampExponent = 1.414
    /// `scaleBoW`, `scaleWoB`: scale of the raw contrast, dark-on-light and light-on-dark.
    private static let normalScale = 1.14
    private static let reverseScale = 1.14
    /// `loBoWoffset`, `loWoBoffset`: taken off the raw contrast's magnitude above the clip.
    private static let normalOffset = 0.027
    private static let reverseOffset = 0.027
    /// `deltaYmin`: luminances (after the black clamp) closer than this have Lc 0.
    private static let minimumLuminanceDifference = 0.0005
    /// `loClip`: a raw contrast smaller than this in magnitude is Lc 0, so the smallest
    /// non-zero Lc is about ±7.3.
    private static let lowClip = 0.1
    /// The luminances `APCAcontrast` accepts; anything outside (or NaN) is Lc 0.
    private static let luminanceRange = 0.0...1.1

    /// Lightness contrast Lc of `text` on `background`: positive for dark text on a light
    /// background, negative for light on dark; 0 when they are too close to tell apart
    /// (below the low clip, about |Lc| 7.3).
    ///
    /// Text with any opacity but exactly 1 is first painted over the background as
    /// apca-w3's `calcAPCA` does: blended in gamma-encoded sRGB on the 0...255 scale and
    /// each channel rounded to a whole 8-bit value (halves up), so translucent text is
    /// judged as the 8-bit colour a screen shows. Opaque text is used unrounded.
    ///
    /// The background's opacity is not blended: apca-w3 ignores it, and what lies behind a
    /// translucent background cannot be known here. Rather than guess, as `WCAG` does, a
    /// background that is not opaque after 8-bit rounding of its alpha is refused; an
    /// opaque one's alpha is ignored, as apca-w3 ignores it.
    /// - Throws: `WCAG.TranslucentBackdropError` when the background is not opaque;
    ///   composite it over its own (opaque) backdrop first.
    public static func contrast(text: Color, background: Color) throws(WCAG.TranslucentBackdropError) -> Double {
        guard background.isOpaque else { throw WCAG.TranslucentBackdropError(backdrop: background) }
        let painted = blend(text, over: background)
        return contrast(textLuminance: luminance(painted), backgroundLuminance: luminance(background))
    }

    /// Screen luminance Y as APCA estimates it, 0 for black to 1 for white.
    ///
    /// Each channel is decoded with APCA's own exponent 2.4 (`channel^2.4`, not WCAG's
    /// piecewise sRGB curve) and weighted 0.2126729, 0.7151522 and 0.0721750, as apca-w3's
    /// `sRGBtoY`. Alpha is ignored; `contrast(text:background:)` blends translucent text
    /// first. Channels are not clamped: one outside 0...1 can give a luminance that
    /// `contrast(textLuminance:backgroundLuminance:)` refuses (Lc 0), as apca-w3 does.
    public static func luminance(_ color: Color) -> Double {
        redWeight * pow(color.red, displayExponent)
            + greenWeight * pow(color.green, displayExponent)
            + blueWeight * pow(color.blue, displayExponent)
    }

    /// Lc from two APCA luminances (`luminance(_:)`), text first: apca-w3's `APCAcontrast`.
    ///
    /// Both are soft-clamped near black; then Lc is 0 when they differ by less than 0.0005,
    /// when either is NaN or outside 0...1.1, or when the raw contrast is inside the low
    /// clip (±0.1). Otherwise dark text on a light background gives
    /// `(Yb^0.56 − Yt^0.57) × 1.14 − 0.027`, light text on dark
    /// `(Yb^0.65 − Yt^0.62) × 1.14 + 0.027`, times 100.
    public static func contrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
        guard luminanceRange.contains(textLuminance), luminanceRange.contains(backgroundLuminance) else { return 0 }
        let text = softClamped(textLuminance)
        let background = softClamped(backgroundLuminance)
        guard abs(background - text) >= minimumLuminanceDifference else { return 0 }
        if background > text {
            let raw = (pow(background, normalBackgroundExponent) - pow(text, normalTextExponent)) * normalScale
            return raw < lowClip ? 0 : (raw - normalOffset) * 100
        } else {
            let raw = (pow(background, reverseBackgroundExponent) - pow(text, reverseTextExponent)) * reverseScale
            return raw > -lowClip ? 0 : (raw + reverseOffset) * 100
        }
    }

    /// Lifts a luminance at or below the black threshold by `(0.022 − Y)^1.414`.
    private static func softClamped(_ luminance: Double) -> Double {
        luminance > blackThreshold ? luminance : luminance + pow(blackThreshold - luminance, blackClampExponent)
    }

    /// Text painted over an opaque background as apca-w3's `alphaBlend(text, background, true)`:
    /// unchanged when its alpha is exactly 1, otherwise blended on the 0...255 scale with
    /// alpha clamped to 0...1, each channel rounded half up and capped at 255.
    ///
    /// This differs from `WCAG.blend(_:over:)`, which does not round; the reference rounds,
    /// and Lc must match it.
    package static func blend(_ text: Color, over background: Color) -> Color {
        guard text.alpha != 1 else { return text }
        let alpha = min(max(text.alpha, 0), 1)
        func mix(_ source: Double, _ behind: Double) -> Double {
            min(roundedHalfUp(behind * 255 * (1 - alpha) + source * 255 * alpha), 255) / 255
        }
        return Color(
            red: mix(text.red, background.red),
            green: mix(text.green, background.green),
            blue: mix(text.blue, background.blue),
            alpha: 1
        )
    }

    /// Rounds to the nearest whole number, halves toward positive infinity, as JavaScript's
    /// `Math.round` (so -2.5 gives -2, and 0.49999999999999994 gives 0).
    package static func roundedHalfUp(_ value: Double) -> Double {
        let floor = value.rounded(.down)
        // `value - floor` is exact, so this is decided on the true fraction.
        return value - floor >= 0.5 ? floor + 1 : floor
    }

    // MARK: What a use of text needs

    /// The font size, in CSS px, `requirement(for:)` judges body text at: 16px, the browsers' default.
    public static let bodyTextSize = 16.0
    /// The CSS font weight `requirement(for:)` judges body and large text at: 400, normal.
    public static let normalWeight = 400.0
    /// The |Lc| asked of non-text user interface: borders of controls, icons, focus indicators.
    ///
    /// APCA's guidance ("APCA in a Nutshell", apca-w3 docs/APCA_in_a_Nutshell.md) sets
    /// Lc 30 as the minimum for "large/solid semantic & understandable non-text elements
    /// such as mostly solid icons or pictograms", generally at least 4px solid in their
    /// smallest dimension. Its Lc 15 is only for non-text that must be discernible and is at
    /// least 6px solid, such as dividers, and "should be avoided for any items important to
    /// the use, understanding, or interaction of the site"; controls and focus indicators
    /// are exactly those, so 15 is too low here. Its Lc 45 applies to pictograms with fine
    /// detail and thin outline icons, which a token pair cannot be told apart from.
    public static let nonTextMinimumLc = 30.0

    /// What a pair's Lc means for one use of its foreground.
    public struct Verdict: Hashable, Sendable {
        /// The smallest |Lc| that passes, or nil when no contrast is enough: the text is too
        /// small or too thin for any Lc in APCA's lookup table.
        public var requiredLc: Double?
        /// Whether the pair's unrounded |Lc| passes.
        public var passes: Bool

        /// Creates a verdict.
        public init(requiredLc: Double?, passes: Bool) {
            self.requiredLc = requiredLc
            self.passes = passes
        }
    }

    /// The minimum |Lc| for a use, whatever the pair's polarity.
    ///
    /// - `.body`: text of `bodyTextSize` (16px) at `normalWeight` (400), from the lookup
    ///   table by `minimumLc(fontSize:fontWeight:)`: Lc 90. (APCA's Bronze level asks Lc 75
    ///   of body text but only from 18px at 400; the table reaches 16px at Lc 90.)
    /// - `.large`: text of 24px (`ContrastRequirement.largeTextMinimumSize`) at weight 400,
    ///   from the table: just over Lc 59.375, where apca-w3's interpolation first gives 24px
    ///   (APCA's published level for 24px/400 is Lc 60). Large text also includes 18.67px
    ///   bold, which needs less (about Lc 54.2); the larger need is asked of both.
    /// - `.ui`: `nonTextMinimumLc`, Lc 30.
    public static func requirement(for usage: ContrastRequirement.Usage) -> Double {
        switch usage {
        case .body: bodyTextRequirement
        case .large: largeTextRequirement
        case .ui: nonTextMinimumLc
        }
    }

    /// What `requirement(for:)` is based on, in words, for messages.
    public static func requirementBasis(for usage: ContrastRequirement.Usage) -> String {
        switch usage {
        case .body: "16px text at weight 400, by its lookup table"
        case .large: "24px text at weight 400, by its lookup table"
        case .ui: "non-text people must see, such as icons, borders and focus rings"
        }
    }

    /// An Lc as people read it, signed, to a tenth (`63.1`, `-68.5`); judge the unrounded value.
    public static func display(_ lc: Double) -> String {
        String(format: "%.1f", lc)
    }

    // Never infinite: the table reaches 16px and 24px at weight 400 (by Lc 90 and Lc 60).
    private static let bodyTextRequirement = minimumLc(fontSize: bodyTextSize, fontWeight: normalWeight) ?? .infinity
    private static let largeTextRequirement =
        minimumLc(fontSize: ContrastRequirement.largeTextMinimumSize, fontWeight: normalWeight) ?? .infinity

    /// The smallest |Lc| at which APCA's lookup table allows text of `fontSize` (CSS px) at
    /// `fontWeight`, or nil when no Lc in the table does.
    ///
    /// This inverts `APCAFontTable.minimumFontSize(lc:weight:)` exactly, interpolation and
    /// rounding included: it is the smallest Lc, to the last bit of a `Double`, at which
    /// that size is no larger than `fontSize`, so for every Lc, `|Lc| >= minimumLc` exactly
    /// when the table allows the text. Hence values such as 59.375000000000007 for 24px at
    /// 400, where apca-w3 rounds 24.5px up to 25px at exactly 59.375.
    ///
    /// The table is for fluent text that is not body text. apca-w3's notes ask body text
    /// (blocks and columns) for Lc 15 more wherever the table asks less than Lc 75; that is
    /// the caller's to add. Weights between the table's columns use the lighter column.
    public static func minimumLc(fontSize: Double, fontWeight: Double) -> Double? {
        func allows(_ lc: Double) -> Bool {
            guard let needed = APCAFontTable.minimumFontSize(lc: lc, weight: fontWeight) else { return false }
            return needed <= fontSize
        }
        // Above its last row the table stays as it is there; below the low clip it allows nothing.
        var passing = APCAFontTable.highestLc
        guard allows(passing) else { return nil }
        var failing = 0.0
        // The sizes never grow with Lc, so bisect down to two neighbouring Doubles.
        while true {
            let middle = failing + (passing - failing) / 2
            if middle <= failing || middle >= passing { return passing }
            if allows(middle) { passing = middle } else { failing = middle }
        }
    }

    /// Whether text of `fontSize` (CSS px) and `fontWeight` reads at `lc`, by the lookup table.
    ///
    /// Passes exactly when `APCAFontTable.minimumFontSize(lc:weight:)` for |`lc`| is no
    /// larger than `fontSize`; `requiredLc` is `minimumLc(fontSize:fontWeight:)`.
    public static func verdict(lc: Double, fontSize: Double, fontWeight: Double) -> Verdict {
        let needed = APCAFontTable.minimumFontSize(lc: abs(lc), weight: fontWeight)
        return Verdict(
            requiredLc: minimumLc(fontSize: fontSize, fontWeight: fontWeight),
            passes: needed.map { $0 <= fontSize } ?? false
        )
    }

    /// Whether a pair with `lc` meets `requirement(for: usage)`: |`lc`|, unrounded, at least that.
    public static func verdict(lc: Double, usage: ContrastRequirement.Usage) -> Verdict {
        let required = requirement(for: usage)
        return Verdict(requiredLc: required, passes: abs(lc) >= required)
    }
}
