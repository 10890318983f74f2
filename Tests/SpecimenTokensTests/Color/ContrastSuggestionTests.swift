import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// Reads a hex literal the test knows is valid, failing the test (not trapping) if it is not.
private func rgb(_ text: String) throws -> Color {
    try #require(Color(hex: text))
}

/// OKLCH lightness, chroma and hue (degrees) by Ottosson's published matrices, written out
/// here again so the tests do not check the implementation against itself.
private func oklch(_ color: Color) -> (lightness: Double, chroma: Double, hue: Double) {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    let lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    let a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    let bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    let hue = atan2(bb, a) * 180 / .pi
    return (lightness, (a * a + bb * bb).squareRoot(), hue < 0 ? hue + 360 : hue)
}

private func hueDifference(_ first: Double, _ second: Double) -> Double {
    let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
    return min(difference, 360 - difference)
}

private let white = Color(red: 1, green: 1, blue: 1)

/// The suggested colour and ratio, or a recorded failure naming what came back instead.
private func adjusted(_ suggestion: ContrastSuggestion) -> (color: Color, ratio: Double)? {
    guard case .adjusted(let color, let ratio) = suggestion else {
        Issue.record("expected an adjusted colour, got \(suggestion)")
        return nil
    }
    return (color, ratio)
}

@Suite("ContrastSuggestion")
struct ContrastSuggestionTests {
    /// Checks every promise an adjusted suggestion makes, against the rounded hex a user would copy.
    private func checkAdjusted(
        _ text: String, on background: String, _ requirement: ContrastRequirement, lighter: Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let original = try rgb(text)
        let ground = try rgb(background)
        #expect(try !requirement.isMet(by: WCAG.contrastRatio(of: original, on: ground)), sourceLocation: sourceLocation)
        let suggestion = try ContrastSuggestion.nearest(to: original, on: ground, meeting: requirement)
        let result = try #require(adjusted(suggestion), sourceLocation: sourceLocation)
        // The hex a user copies is exactly the colour judged, and it passes on its own.
        let copied = try rgb(result.color.hex)
        #expect(copied == result.color, sourceLocation: sourceLocation)
        let recomputed = try WCAG.contrastRatio(of: copied, on: ground)
        #expect(recomputed == result.ratio, sourceLocation: sourceLocation)
        #expect(requirement.isMet(by: recomputed), "\(result.color.hex) only reaches \(recomputed)", sourceLocation: sourceLocation)
        // Nearest, not merely passing: it lands just over the line, not at black or white.
        #expect(recomputed < requirement.minimumRatio + 0.1, "\(result.color.hex) overshoots: \(recomputed)", sourceLocation: sourceLocation)
        // Same hue, within what 8-bit rounding allows; only lightness moved, in the expected direction.
        let before = oklch(original)
        let after = oklch(copied)
        if before.chroma > 1e-4 {  // a grey has no hue to keep
            #expect(
                hueDifference(before.hue, after.hue) < 2, "hue \(before.hue) became \(after.hue) in \(result.color.hex)",
                sourceLocation: sourceLocation)
        }
        #expect((after.lightness > before.lightness) == lighter, sourceLocation: sourceLocation)
        #expect(copied.alpha == original.alpha, sourceLocation: sourceLocation)
    }

    @Test("red-500 on white is darkened just enough for body text at AA")
    func darkenRedOnWhite() throws {
        // #EF4444 on white is 3.76: fails 4.5.
        try checkAdjusted("#EF4444", on: "#ffffff", ContrastRequirement(usage: .body, level: .aa), lighter: false)
    }

    @Test("violet on a near-black page is lightened for body text at AA")
    func lightenVioletOnDark() throws {
        // #7C3AED on #0B0B0F is 3.45: fails 4.5.
        try checkAdjusted("#7C3AED", on: "#0B0B0F", ContrastRequirement(usage: .body, level: .aa), lighter: true)
    }

    @Test(
        "more suggestions keep their hue and pass",
        arguments: [
            ("#3B82F6", "#ffffff", ContrastRequirement.Usage.body, ContrastRequirement.Level.aaa, false),
            ("#22C55E", "#ffffff", .large, .aa, false),
            ("#F59E0B", "#ffffff", .ui, .aa, false),
            ("#2563EB", "#111827", .body, .aa, true),
            ("#DB2777", "#FDF2F8", .body, .aaa, false),
            ("#0369A1", "#0B0B0F", .body, .aaa, true),
        ])
    func moreSuggestions(
        text: String, background: String, usage: ContrastRequirement.Usage, level: ContrastRequirement.Level, lighter: Bool
    ) throws {
        try checkAdjusted(text, on: background, ContrastRequirement(usage: usage, level: level), lighter: lighter)
    }

    @Test("a translucent text colour keeps its opacity and passes as painted")
    func translucentText() throws {
        // #EF4444 at alpha 0xcc: the alpha stays 204/255 and the ratio is of the painted colour.
        try checkAdjusted("#EF4444CC", on: "#ffffff", ContrastRequirement(usage: .body, level: .aa), lighter: false)
    }

    @Test("when only lighter can pass, lighter is chosen")
    func onlyLighterPasses() throws {
        // Background #595959 has L = 0.0998987 (see WCAGTests). Black on it: (0.0998987 + 0.05) / 0.05 = 2.998,
        // under 3, so no darker grey can pass non-text contrast; white reaches 7.005.
        try checkAdjusted("#6a6a6a", on: "#595959", ContrastRequirement(usage: .ui, level: .aa), lighter: true)
    }

    @Test("when both directions can pass, the one nearer the original lightness wins")
    func nearerDirectionWins() throws {
        // Background #808080: L = 0.2158605. Non-text needs 3:1, reachable both ways:
        //   darker:  L ≤ (0.2158605 + 0.05) / 3 − 0.05 = 0.0386202, OKLab lightness ∛0.0386202 = 0.338
        //   lighter: L ≥ 3 × 0.2658605 − 0.05 = 0.7475815,          OKLab lightness ∛0.7475815 = 0.908
        // (A grey's OKLab lightness is ∛L.) #909090 is at ∛0.2788943 = 0.653: nearer 0.908 (0.25 away vs 0.32), so lighter.
        try checkAdjusted("#909090", on: "#808080", ContrastRequirement(usage: .ui, level: .aa), lighter: true)
        // #707070 is at ∛0.1620294 = 0.545: nearer 0.338 (0.21 away vs 0.36), so darker.
        try checkAdjusted("#707070", on: "#808080", ContrastRequirement(usage: .ui, level: .aa), lighter: false)
    }

    @Test("a colour that already passes is left alone")
    func alreadyPasses() throws {
        // #DC2626 on white: L = 0.2126·0.7156935 + 0.7152·0.0193199 + 0.0722·0.0193199 = 0.1674181;
        // 1.05 / 0.2174181 = 4.82940.
        let suggestion = try ContrastSuggestion.nearest(
            to: try rgb("#DC2626"), on: white, meeting: ContrastRequirement(usage: .body, level: .aa))
        guard case .alreadyMeets(let ratio) = suggestion else {
            Issue.record("expected alreadyMeets, got \(suggestion)")
            return
        }
        #expect(abs(ratio - 4.82940) < 1e-5)
    }

    @Test("a mid-grey background needing 7:1 has no answer, and says how close black gets")
    func unreachable() throws {
        // #777777 has L = 0.1844750. Black: (0.1844750 + 0.05) / 0.05 = 4.68950. White: 1.05 / 0.2344750 = 4.47809.
        // Neither reaches 7, so no lightness of any hue can.
        let suggestion = try ContrastSuggestion.nearest(
            to: try rgb("#EF4444"), on: try rgb("#777777"), meeting: ContrastRequirement(usage: .body, level: .aaa))
        guard case .unreachable(let best) = suggestion else {
            Issue.record("expected unreachable, got \(suggestion)")
            return
        }
        #expect(abs(best - 4.68950) < 1e-5)
    }

    @Test("a translucent background is refused")
    func translucentBackground() throws {
        let background = white.withAlpha(0.5)
        #expect(throws: WCAG.TranslucentBackdropError(backdrop: background)) {
            try ContrastSuggestion.nearest(
                to: try rgb("#EF4444"), on: background, meeting: ContrastRequirement(usage: .body, level: .aa))
        }
    }
}
