import Foundation
import Testing

@testable import SpecimenTokens

/// Reads a hex literal the test knows is valid, failing the test (not trapping) if it is not.
private func rgb(_ text: String) throws -> Color {
    try #require(Color(hex: text))
}

private let white = Color(red: 1, green: 1, blue: 1)
private let black = Color(red: 0, green: 0, blue: 0)

@Suite("WCAG")
struct WCAGTests {
    @Test("linearisation switches formula at 0.04045 and keeps 0 and 1 exact")
    func linearisation() {
        #expect(WCAG.linearized(0) == 0)
        #expect(WCAG.linearized(1) == 1)
        // At the threshold the linear branch applies: 0.04045 / 12.92 = 0.0031308049...
        #expect(WCAG.linearized(0.04045) == 0.04045 / 12.92)
        // Just above it the power branch applies, and the two meet (continuity to ~1e-7).
        #expect(abs(WCAG.linearized(0.040451) - 0.04045 / 12.92) < 1e-6)
        #expect(WCAG.linearized(0.5) == pow((0.5 + 0.055) / 1.055, 2.4))
    }

    @Test("luminance weights are exactly 0.2126, 0.7152 and 0.0722")
    func luminanceWeights() throws {
        // linearized(1) = (1.055 / 1.055)^2.4 = 1 exactly, so each primary's luminance is its weight.
        #expect(WCAG.relativeLuminance(of: try rgb("#ff0000")) == 0.2126)
        #expect(WCAG.relativeLuminance(of: try rgb("#00ff00")) == 0.7152)
        #expect(WCAG.relativeLuminance(of: try rgb("#0000ff")) == 0.0722)
        #expect(WCAG.relativeLuminance(of: white) == 1)
        #expect(WCAG.relativeLuminance(of: black) == 0)
    }

    @Test("black on white is exactly 21, in either order")
    func blackOnWhite() throws {
        // (1 + 0.05) / (0 + 0.05) = 21
        #expect(try WCAG.contrastRatio(of: black, on: white) == 21)
        #expect(try WCAG.contrastRatio(of: white, on: black) == 21)
    }

    @Test("equal colours are exactly 1", arguments: ["#000000", "#ffffff", "#767676", "#dc2626", "#0b0b0f"])
    func equalColours(hex: String) throws {
        // (L + 0.05) / (L + 0.05) = 1
        let color = try rgb(hex)
        #expect(try WCAG.contrastRatio(of: color, on: color) == 1)
    }

    @Test("#767676 on white is 4.54 and passes 4.5")
    func grey767676() throws {
        // 0x76 = 118; c = 118/255 = 0.4627451; (c + 0.055)/1.055 = 0.4907536; ^2.4 = 0.1811642.
        // Grey, so L = (0.2126 + 0.7152 + 0.0722) × 0.1811642 = 0.1811642.
        // Ratio = (1 + 0.05) / (0.1811642 + 0.05) = 1.05 / 0.2311642 = 4.54222.
        let ratio = try WCAG.contrastRatio(of: try rgb("#767676"), on: white)
        #expect(abs(ratio - 4.54222) < 1e-5)
        #expect(ratio >= WCAG.minimumTextRatio)
    }

    @Test("#777777 on white is 4.48 and fails 4.5")
    func grey777777() throws {
        // 0x77 = 119; c = 0.4666667; (c + 0.055)/1.055 = 0.4944708; ^2.4 = 0.1844750.
        // Ratio = 1.05 / (0.1844750 + 0.05) = 1.05 / 0.2344750 = 4.47809.
        let ratio = try WCAG.contrastRatio(of: try rgb("#777777"), on: white)
        #expect(abs(ratio - 4.47809) < 1e-5)
        #expect(ratio < WCAG.minimumTextRatio)
    }

    @Test("greys just over and just under 3:1 on white")
    func aroundThree() throws {
        // 0x94 = 148; c = 0.5803922; (c + 0.055)/1.055 = 0.6022674; ^2.4 = 0.2961383.
        // Ratio = 1.05 / 0.3461383 = 3.03347: passes 3.
        let over = try WCAG.contrastRatio(of: try rgb("#949494"), on: white)
        #expect(abs(over - 3.03347) < 1e-5)
        #expect(over >= WCAG.nonTextRatio)
        // 0x95 = 149; c = 0.5843137; (c + 0.055)/1.055 = 0.6059846; ^2.4 = 0.3005438.
        // Ratio = 1.05 / 0.3505438 = 2.99535: fails 3.
        let under = try WCAG.contrastRatio(of: try rgb("#959595"), on: white)
        #expect(abs(under - 2.99535) < 1e-5)
        #expect(under < WCAG.nonTextRatio)
    }

    @Test("greys just over and just under 7:1 on white")
    func aroundSeven() throws {
        // 0x59 = 89; c = 0.3490196; (c + 0.055)/1.055 = 0.3829570; ^2.4 = 0.0998987.
        // Ratio = 1.05 / 0.1498987 = 7.00473: passes 7.
        let over = try WCAG.contrastRatio(of: try rgb("#595959"), on: white)
        #expect(abs(over - 7.00473) < 1e-5)
        #expect(over >= WCAG.enhancedTextRatio)
        // 0x5a = 90; c = 0.3529412; (c + 0.055)/1.055 = 0.3866741; ^2.4 = 0.1022417.
        // Ratio = 1.05 / 0.1522417 = 6.89693: fails 7.
        let under = try WCAG.contrastRatio(of: try rgb("#5a5a5a"), on: white)
        #expect(abs(under - 6.89693) < 1e-5)
        #expect(under < WCAG.enhancedTextRatio)
    }

    @Test("3-, 4-, 6- and 8-digit hex give the same verdicts")
    func hexForms() throws {
        // #777 is #777777: 4.47809, as above.
        #expect(try WCAG.contrastRatio(of: try rgb("#777"), on: white) == WCAG.contrastRatio(of: try rgb("#777777"), on: white))
        // #0008 is black at alpha 0x88/255 = 136/255. Over white: 0·a + 1·(1 − 136/255) = 119/255 = 0x77,
        // so it paints #777777 and scores 4.47809, failing 4.5 just as #777777 does.
        let short = try WCAG.contrastRatio(of: try rgb("#0008"), on: white)
        let long = try WCAG.contrastRatio(of: try rgb("#00000088"), on: white)
        #expect(short == long)
        #expect(abs(short - 4.47809) < 1e-5)
        #expect(try WCAG.composite(try rgb("#0008"), over: white).hex == "#777777")
        // #000f is opaque black: 21 exactly.
        #expect(try WCAG.contrastRatio(of: try rgb("#000f"), on: white) == 21)
    }

    @Test("#DC2626 at 12% over white paints #fbe5e5")
    func translucentOverWhite() throws {
        // R: 220/255·0.12 + 1·0.88 = (26.4 + 224.4)/255 = 250.8/255 → 251 = 0xfb
        // G, B: 38/255·0.12 + 1·0.88 = (4.56 + 224.4)/255 = 228.96/255 → 229 = 0xe5
        let painted = try WCAG.composite(try rgb("#DC2626").withAlpha(0.12), over: white)
        #expect(abs(painted.red - 250.8 / 255) < 1e-12)
        #expect(abs(painted.green - 228.96 / 255) < 1e-12)
        #expect(abs(painted.blue - 228.96 / 255) < 1e-12)
        #expect(painted.alpha == 1)
        #expect(painted.hex == "#fbe5e5")
    }

    @Test("#DC2626 at 12% over #0B0B0F paints #240e12")
    func translucentOverDark() throws {
        // R: (220·0.12 + 11·0.88)/255 = (26.4 + 9.68)/255 = 36.08/255 → 36 = 0x24
        // G: (38·0.12 + 11·0.88)/255 = (4.56 + 9.68)/255 = 14.24/255 → 14 = 0x0e
        // B: (38·0.12 + 15·0.88)/255 = (4.56 + 13.2)/255 = 17.76/255 → 18 = 0x12
        let painted = try WCAG.composite(try rgb("#DC2626").withAlpha(0.12), over: try rgb("#0B0B0F"))
        #expect(abs(painted.red - 36.08 / 255) < 1e-12)
        #expect(abs(painted.green - 14.24 / 255) < 1e-12)
        #expect(abs(painted.blue - 17.76 / 255) < 1e-12)
        #expect(painted.hex == "#240e12")
    }

    @Test("a translucent foreground is judged as painted over its background")
    func translucentForeground() throws {
        let text = try rgb("#DC2626").withAlpha(0.12)
        let backdrop = try rgb("#0B0B0F")
        let painted = try WCAG.composite(text, over: backdrop)
        #expect(try WCAG.contrastRatio(of: text, on: backdrop) == WCAG.contrastRatio(of: painted, on: backdrop))
        // Fully transparent text is the background itself: 1.
        #expect(try WCAG.contrastRatio(of: black.withAlpha(0), on: white) == 1)
    }

    @Test("a translucent backdrop is refused, not guessed")
    func translucentBackdrop() throws {
        let backdrop = white.withAlpha(0.5)
        #expect(throws: WCAG.TranslucentBackdropError(backdrop: backdrop)) {
            try WCAG.composite(black, over: backdrop)
        }
        #expect(throws: WCAG.TranslucentBackdropError(backdrop: backdrop)) {
            try WCAG.contrastRatio(of: black, on: backdrop)
        }
        // 8-digit hex alpha ff is opaque.
        #expect(try WCAG.composite(black, over: try rgb("#ffffffff")) == black)
    }
}
