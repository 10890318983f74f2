import Foundation

/// What a colour pair is used for and which WCAG level it must meet, and so the ratio it needs.
public struct ContrastRequirement: Hashable, Sendable {
    /// What the foreground colour of a pair is used for.
    public enum Usage: String, Hashable, Sendable, CaseIterable {
        /// Body text: anything smaller than large text.
        case body
        /// Large text: at least 24px, or at least 18.67px (14pt) and bold; see `usage(fontSize:fontWeight:)`.
        case large
        /// Non-text user-interface and graphics: borders of controls, icons, focus indicators.
        case ui
    }

    /// The WCAG conformance level a pair must meet.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        /// Level AA, the usual legal and policy target.
        case aa = "AA"
        /// Level AAA, the enhanced target.
        case aaa = "AAA"
    }

    /// What the foreground is used for.
    public var usage: Usage
    /// The level it must meet.
    public var level: Level

    /// Creates a requirement.
    public init(usage: Usage, level: Level) {
        self.usage = usage
        self.level = level
    }

    /// The smallest font size in CSS px that is large text at any weight (18pt).
    public static let largeTextMinimumSize = 24.0
    /// The smallest font size in CSS px that is large text when bold: 14pt, exactly 14 × 4/3 px.
    ///
    /// Kept unrounded so 18.67px (what people write for 14pt) counts as large and 18.66px does not.
    public static let largeBoldTextMinimumSize = 14.0 * 4 / 3
    /// The lowest CSS font weight WCAG's "bold" covers (`font-weight: bold` is 700).
    public static let boldWeight = 700.0

    /// The contrast ratio this requirement asks for.
    ///
    /// Non-text contrast is 3:1 at AAA too: WCAG 2.2 defines no enhanced level for
    /// success criterion 1.4.11, so asking for more would fail pairs no auditor would.
    public var minimumRatio: Double {
        switch (usage, level) {
        case (.body, .aa): WCAG.minimumTextRatio
        case (.body, .aaa): WCAG.enhancedTextRatio
        case (.large, .aa): WCAG.minimumLargeTextRatio
        case (.large, .aaa): WCAG.enhancedLargeTextRatio
        case (.ui, _): WCAG.nonTextRatio
        }
    }

    /// The required ratio as people write it: `4.5`, `3`, `7`.
    public var minimumRatioText: String {
        minimumRatio.plainText
    }

    /// Whether an unrounded contrast ratio meets this requirement.
    ///
    /// WCAG thresholds are minimums with no rounding: 4.499:1 fails 4.5:1.
    public func isMet(by ratio: Double) -> Bool {
        ratio >= minimumRatio
    }

    /// Whether text of this size and weight is large text, and so needs less contrast.
    ///
    /// - Parameters:
    ///   - fontSize: the computed font size in CSS px (convert rem and pt first).
    ///   - fontWeight: the numeric CSS font weight (`bold` is 700).
    /// - Returns: `.large` for at least 24px, or at least 14pt (18.67px) at weight 700 or more; otherwise `.body`.
    public static func usage(fontSize: Double, fontWeight: Double) -> Usage {
        if fontSize >= largeTextMinimumSize { return .large }
        if fontSize >= largeBoldTextMinimumSize && fontWeight >= boldWeight { return .large }
        return .body
    }

    /// A ratio as text with two decimals (`4.54`), never rounded up across a WCAG threshold.
    ///
    /// Ratios round half away from zero, except in the half-hundredth just below any
    /// WCAG threshold (3, 4.5, 7), where they are cut down instead: 4.4999 shows as
    /// `4.49`, not `4.50`, because "4.50" beside a fail badge reads as a bug in the
    /// checker and invites people to argue with a correct verdict. Every threshold
    /// is considered, not only the pair's own, since a table shows AA and AAA badges
    /// side by side. A passing ratio already rounds to at least its threshold.
    public static func displayRatio(_ ratio: Double) -> String {
        // Contrast ratios lie in 1...21; anything else is shown as it is rather than trapping in `Int(_:)`.
        guard ratio.isFinite, ratio >= 0, ratio < 1_000_000 else { return "\(ratio)" }
        let rounded = (ratio * 100).rounded(.toNearestOrAwayFromZero)
        var hundredths = rounded
        for threshold in displayThresholds where ratio < threshold && rounded >= (threshold * 100).rounded() {
            // The floor of a value just under the threshold, capped one hundredth below it,
            // so floating-point noise in `ratio * 100` cannot land back on the threshold.
            hundredths = min((ratio * 100).rounded(.down), (threshold * 100).rounded() - 1)
        }
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        return "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// Every distinct ratio some requirement asks for, smallest first.
    private static let displayThresholds: [Double] = Array(
        Set(Usage.allCases.flatMap { usage in Level.allCases.map { ContrastRequirement(usage: usage, level: $0).minimumRatio } })
    ).sorted()
}
