import Foundation
import SpecimenDiagnostics

/// WCAG 2.2 contrast maths: relative luminance, contrast ratio, compositing and thresholds.
///
/// Everything here is unrounded: the ratio a pair is judged by is the exact one, and
/// rounding happens only when a ratio is shown (`ContrastRequirement.displayRatio(_:)`).
public enum WCAG {
    /// The ratio success criterion 1.4.3 (Contrast, Minimum; level AA) asks of body text.
    public static let minimumTextRatio = 4.5
    /// The ratio success criterion 1.4.3 (level AA) asks of large text.
    public static let minimumLargeTextRatio = 3.0
    /// The ratio success criterion 1.4.6 (Contrast, Enhanced; level AAA) asks of body text.
    public static let enhancedTextRatio = 7.0
    /// The ratio success criterion 1.4.6 (level AAA) asks of large text.
    public static let enhancedLargeTextRatio = 4.5
    /// The ratio success criterion 1.4.11 (Non-text Contrast; level AA) asks of borders, icons and focus rings.
    public static let nonTextRatio = 3.0

    /// A translucent colour was given where only an opaque backdrop makes the result defined.
    ///
    /// The maths cannot know what lies behind a translucent backdrop, and guessing
    /// (white, say) could pass a pair that fails on the real page. The caller knows
    /// where the colours came from and turns this into a located `Diagnostic`.
    public struct TranslucentBackdropError: Error, Hashable, Sendable {
        /// The backdrop that was not opaque.
        public var backdrop: Color

        /// Creates the error for the offending backdrop.
        public init(backdrop: Color) {
            self.backdrop = backdrop
        }
    }

    /// Converts one gamma-encoded sRGB channel (0...1) to linear light.
    ///
    /// Uses the IEC 61966-2-1 threshold 0.04045, as WCAG 2.2 now does; the 0.03928 of
    /// older WCAG text gives the same result for every 8-bit value.
    public static func linearized(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The inverse of `linearized(_:)`: linear light (0...1) back to a gamma-encoded channel.
    package static func gammaEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The relative luminance of a colour, 0 for black to 1 for white.
    ///
    /// Alpha is ignored: the luminance of a translucent colour depends on what is
    /// behind it, so composite it first with `composite(_:over:)`, or use
    /// `contrastRatio(of:on:)`, which does.
    public static func relativeLuminance(of color: Color) -> Double {
        0.2126 * linearized(color.red) + 0.7152 * linearized(color.green) + 0.0722 * linearized(color.blue)
    }

    /// The contrast ratio, 1...21 and unrounded, of a foreground shown on an opaque background.
    ///
    /// A translucent foreground is composited over the background first, as a browser
    /// paints it. For two opaque colours the order does not matter.
    /// - Throws: `TranslucentBackdropError` when the background is not opaque; composite
    ///   it over its own (opaque) backdrop first.
    public static func contrastRatio(of foreground: Color, on background: Color) throws(TranslucentBackdropError) -> Double {
        let painted = try composite(foreground, over: background)
        return ratio(relativeLuminance(of: painted), relativeLuminance(of: background))
    }

    /// The WCAG ratio of two relative luminances, in either order.
    package static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Paints a possibly translucent colour over an opaque backdrop, giving an opaque colour.
    ///
    /// Blends in gamma-encoded sRGB, `c = cs·a + cb·(1 − a)`, because that is what
    /// browsers do with `rgba()` and `#rrggbbaa` by default; blending in linear light
    /// would judge a colour the reader never sees.
    /// - Throws: `TranslucentBackdropError` when the backdrop is not opaque (after 8-bit
    ///   rounding of its alpha); what is behind it must be known, not guessed.
    public static func composite(_ color: Color, over backdrop: Color) throws(TranslucentBackdropError) -> Color {
        guard backdrop.isOpaque else { throw TranslucentBackdropError(backdrop: backdrop) }
        return blend(color, over: backdrop)
    }

    /// `composite(_:over:)` for a backdrop the caller has already checked is opaque.
    package static func blend(_ color: Color, over backdrop: Color) -> Color {
        let alpha = min(max(color.alpha, 0), 1)
        func mix(_ source: Double, _ behind: Double) -> Double {
            source * alpha + behind * (1 - alpha)
        }
        return Color(
            red: mix(color.red, backdrop.red),
            green: mix(color.green, backdrop.green),
            blue: mix(color.blue, backdrop.blue),
            alpha: 1
        )
    }
}
