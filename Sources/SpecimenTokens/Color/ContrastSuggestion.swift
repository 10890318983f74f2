import Foundation

/// What to do about a text colour's contrast: nothing, a same-hue replacement that passes, or no fix by lightness alone.
///
/// The replacement keeps the colour's OKLCH hue (Björn Ottosson's OKLab, in polar
/// form) and as much of its chroma as sRGB allows, and moves only lightness, so a
/// brand red stays a red. Both directions are tried, darker and lighter, and the
/// passing colour nearest the original lightness wins.
public enum ContrastSuggestion: Hashable, Sendable {
    /// The colour already meets the requirement; its unrounded ratio.
    case alreadyMeets(ratio: Double)
    /// The nearest same-hue colour that meets the requirement, already rounded to 8 bits
    /// (so its `hex` is exactly it), and its unrounded ratio.
    case adjusted(Color, ratio: Double)
    /// No colour of this hue and opacity meets the requirement on this background: even
    /// black or white only reaches `bestRatio`. The background has to change.
    case unreachable(bestRatio: Double)

    /// Finds the colour nearest in lightness to `text`, of the same hue, that meets `requirement` on `background`.
    ///
    /// The text's opacity is kept: a translucent text colour is judged composited over
    /// the background, as it is painted.
    /// - Throws: `WCAG.TranslucentBackdropError` when the background is not opaque;
    ///   composite it over its own backdrop first.
    public static func nearest(
        to text: Color,
        on background: Color,
        meeting requirement: ContrastRequirement
    ) throws(WCAG.TranslucentBackdropError) -> ContrastSuggestion {
        let required = requirement.minimumRatio
        let current = try WCAG.contrastRatio(of: text, on: background)
        if current >= required { return .alreadyMeets(ratio: current) }
        // The search walks hundreds of colours; the preview asks again for every failing pair after each save.
        let key = Remembered.Key(text: text, background: background, required: required)
        if let known = Remembered.shared.answer(for: key) { return known }
        let answer = search(to: text, on: background, required: required)
        Remembered.shared.remember(answer, for: key)
        return answer
    }

    /// The search behind `nearest`, for a colour that does not meet `required`.
    private static func search(to text: Color, on background: Color, required: Double) -> ContrastSuggestion {
        let search = LightnessSearch(text: text, background: background, required: required)
        let darker = search.nearestPassing(direction: -1)
        let lighter = search.nearestPassing(direction: 1)
        let candidates = [darker, lighter].compactMap { $0 }
        // Ties go to the darker colour: it is listed first and `min` keeps the first.
        guard let best = candidates.min(by: { $0.distance < $1.distance }) else {
            return .unreachable(bestRatio: max(search.ratio(search.color(lightness: 0)), search.ratio(search.color(lightness: 1))))
        }
        return .adjusted(best.color, ratio: best.ratio)
    }
}

/// The suggestions found so far in this process, at most a few thousand: the answer depends on nothing else.
private final class Remembered: @unchecked Sendable {
    struct Key: Hashable {
        var text: Color
        var background: Color
        var required: Double
    }

    static let shared = Remembered()
    private static let limit = 4096
    private let lock = NSLock()
    private var answers: [Key: ContrastSuggestion] = [:]

    func answer(for key: Key) -> ContrastSuggestion? {
        lock.withLock { answers[key] }
    }

    func remember(_ answer: ContrastSuggestion, for key: Key) {
        lock.withLock {
            if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
            answers[key] = answer
        }
    }
}

/// Walks OKLCH lightness at a fixed hue until the contrast requirement is met.
private struct LightnessSearch {
    package let background: Color
    package let required: Double
    package let alpha: Double
    package let lightness: Double
    package let chroma: Double
    package let hue: Double
    package let backgroundLuminance: Double

    /// A passing colour and how far its lightness is from the original.
    package struct Found {
        package var color: Color
        package var ratio: Double
        package var distance: Double
    }

    package init(text: Color, background: Color, required: Double) {
        self.background = background
        self.required = required
        alpha = text.alpha
        let lab = OKLab(text)
        lightness = lab.lightness
        chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        hue = atan2(lab.b, lab.a)
        backgroundLuminance = WCAG.relativeLuminance(of: background)
    }

    /// The contrast of a candidate, composited as painted; the background was checked opaque by the caller.
    package func ratio(_ color: Color) -> Double {
        WCAG.ratio(WCAG.relativeLuminance(of: WCAG.blend(color, over: background)), backgroundLuminance)
    }

    /// The colour at this lightness with the original hue and the most chroma sRGB can show there, up to the original's.
    package func color(lightness target: Double) -> Color {
        func lab(_ c: Double) -> OKLab { OKLab(lightness: target, a: c * cos(hue), b: c * sin(hue)) }
        var kept = chroma
        if !lab(chroma).isInGamut {
            // Chroma that fits shrinks monotonically towards grey, which always fits: bisect for the edge.
            var inside = 0.0
            var outside = chroma
            for _ in 0..<40 {
                let middle = (inside + outside) / 2
                if lab(middle).isInGamut { inside = middle } else { outside = middle }
            }
            kept = inside
        }
        return lab(kept).color(alpha: alpha)
    }

    /// The passing colour nearest the original lightness in one direction (-1 darker, +1 lighter), after 8-bit rounding.
    package func nearestPassing(direction: Double) -> Found? {
        let end = direction < 0 ? 0.0 : 1.0
        func towardsEnd(from start: Double, by distance: Double) -> Double {
            direction < 0 ? max(start - distance, end) : min(start + distance, end)
        }
        // Coarse steps find the first passing lightness; the ratio can dip before it rises
        // (lighter text going darker crosses the background's luminance), so no bisection from afar.
        // Loops are bounded, not `while true`, so a non-finite input cannot hang a build.
        let step = 0.0025
        var failing = lightness
        var passing: Double?
        for _ in 0...Int(1 / step) {
            let next = towardsEnd(from: failing, by: step)
            if ratio(color(lightness: next)) >= required {
                passing = next
                break
            }
            if next == end { return nil }
            failing = next
        }
        guard var boundary = passing else { return nil }
        for _ in 0..<50 {
            let middle = (failing + boundary) / 2
            if ratio(color(lightness: middle)) >= required { boundary = middle } else { failing = middle }
        }
        // Rounding to 8 bits can undo the last fraction of a step: nudge on until the rounded colour itself passes.
        let nudge = 0.0002
        var target = boundary
        for _ in 0...Int(1 / nudge) {
            let rounded = color(lightness: target).roundedTo8Bits
            let roundedRatio = ratio(rounded)
            if roundedRatio >= required {
                return Found(color: rounded, ratio: roundedRatio, distance: abs(OKLab(rounded).lightness - lightness))
            }
            if target == end { return nil }
            target = towardsEnd(from: target, by: nudge)
        }
        return nil
    }
}

extension Color {
    /// The colour its `hex` denotes: every channel, alpha included, rounded to 8 bits.
    fileprivate var roundedTo8Bits: Color {
        func byte(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() / 255 }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}
