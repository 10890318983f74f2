import Foundation
import Testing

@testable import SpecimenTokens

/// Reads a hex literal the test knows is valid, failing the test (not trapping) if it is not.
private func rgb(_ text: String) throws -> Color {
    try #require(Color(hex: text))
}

/// The tolerance the APCA issue asks for, as Lc is shown to a tenth at most. The
/// implementation in fact matches apca-w3 to ~1e-12 (see `publishedValuesExactly`).
private let lcTolerance = 0.1

// 24 published values: 9 of apca-w3's own, 7 of Adobe Leonardo's, 8 of color.js's (other colour spaces).
// Expected Lc values are apca-w3 0.1.9 (github.com/Myndex/apca-w3, src/apca-w3.js at c012257)
// run with node 20: `calcAPCA(text, background)`, which parses with colorparsley 0.1.8, blends
// translucent text with `alphaBlend` and returns `APCAcontrast(sRGBtoY(text), sRGBtoY(background))`.

/// Text, background and Lc of the pairs in apca-w3's own test (test/index.js), which its README publishes.
private let publishedPairs: [(String, String, Double)] = [
    ("#888888", "#ffffff", 63.056469930209424),
    ("#ffffff", "#888888", -68.54146436644962),
    ("#000000", "#aaaaaa", 58.146262578561334),
    ("#aaaaaa", "#000000", -56.24113336839742),
    ("#112233", "#ddeeff", 91.66830811481631),
    ("#ddeeff", "#112233", -93.06770049484275),
    ("#112233", "#444444", 8.32326136957393),
    ("#444444", "#112233", -7.526878460278154),
    ("#0006", "#fff", 54.62184067441377),
]

/// Text, background and Lc of the APCA pairs in Adobe Leonardo's tests (packages/contrast-colors,
/// `getContrast(color, base, undefined, "wcag3")`). Leonardo calls apca-w3 and turns the sign over
/// when the base is dark (HSLuv lightness under 50%); the values here are apca-w3's own signs.
private let leonardoPairs: [(String, String, Double)] = [
    ("#1234b0", "#e9e4d0", 75.57062523197818),
    ("#e9e4d0", "#1234b0", -78.28508284557655),
    ("#ffa200", "#ffffff", 38.67214116963013),
    ("#ffffff", "#ffa200", -43.12544505836451),
    ("#ffffff", "#000000", -107.88473318309848),
    ("#000000", "#ffffff", 106.04067321268862),
    // Under the level APCA supports for anything (Lc 15), but not clipped.
    ("#eeeeee", "#ffffff", 7.567424744881627),
]

/// apca-w3's four keystone pairs in both directions, written in other colour spaces, as color.js's tests
/// publish them (test/contrast.js, "APCA contrast, sRGB gamut in other color spaces"): each converts to the
/// same sRGB colour, so Lc is the keystone's. Spaces and components are those of a DTCG colour object.
/// (color.js's pairs outside the sRGB gamut are left out: Specimen clamps such colours to sRGB first, as
/// the screen shows them, and color.js does not.)
private let colorJSPairs: [((String, [Double]), (String, [Double]), Double)] = [
    (("display-p3", [0.5333333, 0.5333333, 0.5333333]), ("srgb", [1, 1, 1]), 63.056469930209424),
    (("srgb", [1, 1, 1]), ("prophoto-rgb", [0.4590162, 0.4590162, 0.4590162]), -68.54146436644962),
    (("srgb", [0, 0, 0]), ("rec2020", [0.6301706, 0.6301706, 0.6301706]), 58.146262578561334),
    (("xyz-d65", [0.3820622, 0.4019778, 0.437777]), ("srgb", [0, 0, 0]), -56.24113336839742),
    (("hsl", [210, 50, 13.333333]), ("lch", [93.207946, 10.778089, 252.00404]), 91.66830811481631),
    (("oklch", [0.94162468, 0.0293154, 248.13928]), ("oklch", [0.24619227, 0.0398483, 249.73161]), -93.06770049484275),
    (("display-p3", [0.0819793, 0.1316305, 0.1944321]), ("a98-rgb", [0.2735638, 0.2735638, 0.2735638]), 8.32326136957393),
    (("hwb", [0, 26.666667, 73.333333]), ("hwb", [210, 6.6666667, 80]), -7.526878460278154),
]

/// Text, background and Lc of more pairs, run through apca-w3 for these tests (not published).
private let morePairs: [(String, String, Double)] = [
    // Everyday pairs; #767676 is WCAG's 4.54:1 grey.
    ("#767676", "#ffffff", 71.57239122246544),
    ("#dc2626", "#ffffff", 71.56483004930266),
    ("#2563eb", "#ffffff", 74.85761482996853),
    ("#ffffff", "#2563eb", -80.24787933740542),
    ("#16a34a", "#000000", -41.98334805817925),
    ("#1e293b", "#e2e8f0", 87.42193515513478),
    ("#fbbf24", "#1f2937", -70.16717725513563),
    // Translucent text, blended over the background and rounded to 8 bits first.
    ("#00000066", "#ffffff", 54.62184067441377),
    ("#ffffff80", "#000000", -34.76384483419958),
    ("#2563eb99", "#f8fafc", 47.60818555922237),
    ("#33333340", "#fafafa", 26.54104036402555),
    // Either side of the low clip: a grey that clears it (with #eeeeee on white, above), and the
    // next one, which does not (raw contrast 0.1027 against 0.0967, and so on).
    ("#efefef", "#ffffff", 0),
    ("#6b6b6b", "#808080", 7.694514732961018),
    ("#6c6c6c", "#808080", 0),
    ("#919191", "#808080", -7.613987997599418),
    ("#909090", "#808080", 0),
    ("#3d3d3d", "#000000", -7.453602446776118),
    ("#3c3c3c", "#000000", 0),
    // Near-identical and identical colours, including two under the black clamp.
    ("#888888", "#898989", 0),
    ("#212121", "#222222", 0),
    ("#000000", "#010101", 0),
    ("#0b0b0f", "#000000", 0),
    ("#ffffff", "#ffffff", 0),
]

/// A cell of apca-w3's `fontLookupAPCA` result as an entry: 999 is "prohibited", 777 "non-text only".
private func referenceEntry(_ value: Double) -> APCAFontTable.Entry {
    switch value {
    case 999: .prohibited
    case 777: .nonTextOnly
    default: .fontSize(value)
    }
}

/// Whether two entries agree, sizes to 1e-9 px (both sides compute the same few operations).
private func agree(_ entry: APCAFontTable.Entry, _ expected: APCAFontTable.Entry) -> Bool {
    switch (entry, expected) {
    case (.fontSize(let size), .fontSize(let expectedSize)): abs(size - expectedSize) < 1e-9
    default: entry == expected
    }
}

/// Checks the table's entries at `lc` for weights 100 … 900 against a row of `fontLookupAPCA(lc)`.
private func expectRow(lc: Double, matches expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(expected.count == APCAFontTable.weights.count, sourceLocation: sourceLocation)
    for (weight, value) in zip(APCAFontTable.weights, expected) {
        let entry = APCAFontTable.entry(lc: lc, weight: weight)
        #expect(
            agree(entry, referenceEntry(value)),
            "Lc \(lc), weight \(weight): \(entry), apca-w3 \(value)",
            sourceLocation: sourceLocation
        )
    }
}

@Suite("APCA")
struct APCATests {
    @Test("Lc matches apca-w3 to 0.1", arguments: publishedPairs + leonardoPairs + morePairs)
    func referencePairs(text: String, background: String, expected: Double) throws {
        let lc = try APCA.contrast(text: try rgb(text), background: try rgb(background))
        #expect(abs(lc - expected) < lcTolerance, "\(text) on \(background): Lc \(lc), apca-w3 \(expected)")
        // Lc 0 is exactly 0, not a small number that rounds to it.
        if expected == 0 { #expect(lc == 0) }
    }

    @Test("color.js's pairs in other colour spaces match to 0.1", arguments: colorJSPairs)
    func pairsInOtherSpaces(text: (String, [Double]), background: (String, [Double]), expected: Double) throws {
        let textColour = try #require(Color.converting(space: text.0, components: text.1, alpha: 1))
        let backgroundColour = try #require(Color.converting(space: background.0, components: background.1, alpha: 1))
        let lc = try APCA.contrast(text: textColour, background: backgroundColour)
        #expect(abs(lc - expected) < lcTolerance, "\(text) on \(background): Lc \(lc), color.js \(expected)")
    }

    @Test("the published pairs match apca-w3 to 1e-9, far inside the tolerance", arguments: publishedPairs + leonardoPairs)
    func publishedValuesExactly(text: String, background: String, expected: Double) throws {
        // apca-w3's own test asserts these exactly; across platforms' `pow` the last bits may differ.
        let lc = try APCA.contrast(text: try rgb(text), background: try rgb(background))
        #expect(abs(lc - expected) < 1e-9, "\(text) on \(background): Lc \(lc), apca-w3 \(expected)")
    }

    @Test("luminance uses channel^2.4 and APCA's seven-place weights, which sum to 1.0000001")
    func luminance() throws {
        // apca-w3 sRGBtoY: each primary's Y is its weight; white is their sum, not 1.
        #expect(APCA.luminance(try rgb("#ff0000")) == 0.2126729)
        #expect(APCA.luminance(try rgb("#00ff00")) == 0.7151522)
        #expect(APCA.luminance(try rgb("#0000ff")) == 0.0721750)
        #expect(abs(APCA.luminance(try rgb("#ffffff")) - 1.0000001) < 1e-15)
        #expect(APCA.luminance(try rgb("#000000")) == 0)
        // sRGBtoY([136, 136, 136]) = 0.22120604475311154: (136/255)^2.4, not WCAG's 0.2462.
        #expect(abs(APCA.luminance(try rgb("#888888")) - 0.22120604475311154) < 1e-15)
    }

    @Test("contrast of two luminances follows APCAcontrast, refusals and clips included")
    func luminanceContrast() {
        // Values from apca-w3 APCAcontrast(txtY, bgY).
        #expect(abs(APCA.contrast(textLuminance: 0, backgroundLuminance: 1.1) - 112.29057545063384) < 1e-9)
        #expect(abs(APCA.contrast(textLuminance: 0.6, backgroundLuminance: 0.5) - -7.703675733299072) < 1e-9)
        // Inside the low clip (raw 0.0797), and under deltaYmin (0.0004 < 0.0005). deltaYmin
        // cannot change Lc on its own: whatever it catches is inside the low clip too, as
        // apca-w3's README notes ("loClip && deltaYmin do not affect lc in range").
        #expect(APCA.contrast(textLuminance: 0.5, backgroundLuminance: 0.6) == 0)
        #expect(APCA.contrast(textLuminance: 0.5, backgroundLuminance: 0.5004) == 0)
        // Both under the black threshold 0.022: lifted by the soft clamp and too close.
        #expect(APCA.contrast(textLuminance: 0.01, backgroundLuminance: 0.02) == 0)
        // Outside 0...1.1, or NaN: refused as 0, as apca-w3 does.
        #expect(APCA.contrast(textLuminance: 1.2, backgroundLuminance: 0) == 0)
        #expect(APCA.contrast(textLuminance: -0.01, backgroundLuminance: 1) == 0)
        #expect(APCA.contrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    }

    @Test("translucent text is blended as alphaBlend does, rounded to 8 bits, halves up")
    func textBlending() throws {
        // alphaBlend([0x25,0x63,0xeb,0.6], [0xf8,0xfa,0xfc]) = [121, 159, 242]: 121.4, 159.4, 241.8 rounded.
        let blended = APCA.blend(try rgb("#2563eb99"), over: try rgb("#f8fafc"))
        #expect(blended.hex == "#799ff2")
        #expect(blended.red * 255 == 121 && blended.green * 255 == 159 && blended.blue * 255 == 242)
        // Rounding matters: unrounded, apca-w3 gives 47.446, 0.16 from the rounded 47.608.
        let lc = try APCA.contrast(text: try rgb("#2563eb99"), background: try rgb("#f8fafc"))
        #expect(abs(lc - 47.60818555922237) < 1e-9)
        // 127.5 rounds up to 128, as JavaScript's Math.round: alphaBlend([255,255,255,0.5], [0,0,0]).
        let half = APCA.blend(Color(red: 1, green: 1, blue: 1, alpha: 0.5), over: Color(red: 0, green: 0, blue: 0))
        #expect(half.hex == "#808080")
        #expect(half.red * 255 == 128)
        // calcAPCA("rgba(0,0,0,0.5)", "#ffffff") = 66.89610313180029.
        let darkHalf = try APCA.contrast(text: Color(red: 0, green: 0, blue: 0, alpha: 0.5), background: try rgb("#ffffff"))
        #expect(abs(darkHalf - 66.89610313180029) < lcTolerance)
    }

    @Test("opaque text is not rounded, so off-grid channels keep their precision")
    func opaqueTextUnrounded() {
        let text = Color(red: 0.3001, green: 0.3001, blue: 0.3001)
        #expect(APCA.blend(text, over: Color(red: 1, green: 1, blue: 1)) == text)
    }

    @Test("fully transparent text is the background: Lc 0")
    func transparentText() throws {
        // apca-w3's alphaBlend path gives 0 here: APCAcontrast(sRGBtoY(alphaBlend([255,255,255,0],
        // [0x33,0x66,0x99])), sRGBtoY([0x33,0x66,0x99])) = 0. (Its calcAPCA returns -84.96, because
        // its check `alpha == ''` is true for 0 in JavaScript and skips the blend; that is not followed.)
        #expect(try APCA.contrast(text: try rgb("#ffffff00"), background: try rgb("#336699")) == 0)
    }

    @Test("a translucent background is refused; an 8-bit-opaque one's alpha is ignored")
    func translucentBackground() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        #expect(throws: WCAG.TranslucentBackdropError.self) {
            try APCA.contrast(text: black, background: try rgb("#ffffff80"))
        }
        #expect(throws: WCAG.TranslucentBackdropError.self) {
            try APCA.contrast(text: black, background: try rgb("#fffffffe"))
        }
        // Alpha 0.999 rounds to 255: opaque, and judged as white, as apca-w3 ignores it.
        let nearlyOpaque = Color(red: 1, green: 1, blue: 1, alpha: 0.999)
        #expect(abs(try APCA.contrast(text: black, background: nearlyOpaque) - 106.04067321268862) < 1e-9)
    }

    @Test("rounding halves up as JavaScript's Math.round")
    func roundingHalfUp() {
        #expect(APCA.roundedHalfUp(2.5) == 3)
        #expect(APCA.roundedHalfUp(-2.5) == -2)
        #expect(APCA.roundedHalfUp(0.49999999999999994) == 0)
        #expect(APCA.roundedHalfUp(24.4) == 24)
    }
}

@Suite("APCA font table")
struct APCAFontTableTests {
    // Expected rows are apca-w3 0.1.9 `fontLookupAPCA(lc)` run with node 20, without its
    // first element (the Lc as text): sizes for weights 100 … 900.
    @Test(
        "entries at the marks' edges, off the 2.5 grid and for negative Lc match fontLookupAPCA",
        arguments: [
            // From Lc 15 to 29.5 every weight is non-text only.
            (15.0, [777.0, 777, 777, 777, 777, 777, 777, 777, 777]),
            (29.4, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
            // From 29.5 the Lc 25 row's sizes apply, interpolated toward Lc 30's.
            (29.5, [777, 777, 777, 109, 109, 97, 74, 74, 74]),
            (89.99, [48, 32, 21.5, 16.5, 15.625, 14.625, 14, 16, 18]),
            (107.88, [37, 24, 18, 14.5, 13.5, 12.5, 11.5, 16, 18]),
            // Light text on dark: the sign is ignored.
            (-68.541, [65, 45, 29, 20.25, 18.5, 16.5, 15, 16, 18]),
            // Below Lc 15 nothing is allowed; Lc 14.5 to 15 still reads the Lc 10 row.
            (-10.0, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
            (0.0, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
            (14.5, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        ]
    )
    func referenceRows(lc: Double, expected: [Double]) {
        expectRow(lc: lc, matches: expected)
    }

    // Every cell from the Lc 25 row up, and each row's deltas halfway to the next row:
    // fontLookupAPCA(25), fontLookupAPCA(27.5) … fontLookupAPCA(125).
    @Test(
        "every row, and halfway to the next, matches fontLookupAPCA",
        arguments: [
            (25.0, [777.0, 777, 777, 777, 777, 777, 777, 777, 777]),
            (27.5, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
            (30.0, [777, 777, 120, 108, 108, 96, 72, 72, 72]),
            (32.5, [777, 777, 114, 102, 90, 78, 60, 60, 60]),
            (35.0, [777, 120, 108, 96, 72, 60, 48, 48, 48]),
            (37.5, [777, 114, 102, 78, 60, 51, 40, 40, 40]),
            (40.0, [120, 108, 96, 60, 48, 42, 32, 32, 32]),
            (42.5, [114, 102, 84, 51, 40, 35, 28, 28, 28]),
            (45.0, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
            (47.5, [102, 84, 66, 37, 30, 26, 22.5, 22.5, 22.5]),
            (50.0, [96, 72, 60, 32, 28, 24, 21, 21, 21]),
            (52.5, [88, 66, 54, 30, 26, 22.5, 19.5, 19.5, 19.5]),
            (55.0, [80, 60, 48, 28, 24, 21, 18, 18, 18]),
            (57.5, [76, 54, 45, 26, 22.5, 19.5, 17, 17, 18]),
            (60.0, [72, 48, 42, 24, 21, 18, 16, 16, 18]),
            (62.5, [70, 47, 37, 23, 20, 17.5, 15.5, 16, 18]),
            (65.0, [68, 46, 32, 21.75, 19, 17, 15, 16, 18]),
            (67.5, [66, 45, 30, 20.75, 18.5, 16.5, 15, 16, 18]),
            (70.0, [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18]),
            (72.5, [62, 43, 26, 19, 17, 15.5, 14.5, 16, 18]),
            (75.0, [60, 42, 24, 18, 16, 15, 14, 16, 18]),
            (77.5, [58, 40, 23.5, 18, 16, 15, 14, 16, 18]),
            (80.0, [56, 38, 23, 17.25, 15.81, 14.81, 14, 16, 18]),
            (82.5, [54, 36, 22.5, 17.25, 15.81, 14.81, 14, 16, 18]),
            (85.0, [52, 35, 22, 16.5, 15.625, 14.625, 14, 16, 18]),
            (87.5, [50, 33, 21.5, 16.5, 15.625, 14.625, 14, 16, 18]),
            (90.0, [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18]),
            (92.5, [47, 30, 20.5, 16, 15.5, 14.5, 14, 16, 18]),
            (95.0, [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18]),
            (97.5, [44, 27, 19, 15.5, 15, 14, 13.5, 16, 18]),
            (100.0, [42, 27, 18.5, 15, 14.5, 13.5, 13, 16, 18]),
            (102.5, [41, 26, 18.5, 15, 14.5, 13.5, 12.5, 16, 18]),
            (105.0, [39, 25, 18, 14.5, 14, 13, 12, 16, 18]),
            (107.5, [38, 25, 18, 14.5, 13.5, 12.5, 11.5, 16, 18]),
            (110.0, [36, 24, 18, 14, 13, 12, 11, 16, 18]),
            (112.5, [35, 23.5, 18, 13.5, 12.5, 12, 11, 15.5, 17.5]),
            (115.0, [35, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5]),
            (117.5, [34, 22, 17.25, 12, 11.375, 11.25, 10.625, 14, 16]),
            (120.0, [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15]),
            (122.5, [33, 20.5, 16.5, 10.5, 10.75, 10.5, 10.25, 12.5, 14.5]),
            (125.0, [32, 20, 16, 10, 10, 10, 10, 12, 14]),
        ]
    )
    func everyRow(lc: Double, expected: [Double]) {
        expectRow(lc: lc, matches: expected)
    }

    @Test("minimumFontSize is the size, or nil for the marks")
    func minimumFontSize() {
        #expect(APCAFontTable.minimumFontSize(lc: 75, weight: 400) == 18)
        #expect(APCAFontTable.minimumFontSize(lc: -90, weight: 700) == 14)
        #expect(APCAFontTable.minimumFontSize(lc: 20, weight: 400) == nil)
        #expect(APCAFontTable.minimumFontSize(lc: 10, weight: 900) == nil)
    }

    @Test("weights between columns use the lighter column; outside, the nearest")
    func inBetweenWeights() {
        #expect(APCAFontTable.entry(lc: 60, weight: 450) == .fontSize(24))
        #expect(APCAFontTable.entry(lc: 60, weight: 699) == .fontSize(18))
        #expect(APCAFontTable.entry(lc: 60, weight: 50) == .fontSize(72))
        #expect(APCAFontTable.entry(lc: 60, weight: 1000) == .fontSize(18))
        #expect(APCAFontTable.entry(lc: 60, weight: .nan) == .fontSize(72))
    }

    @Test("where apca-w3 misbehaves: Lc under 5 is prohibited, Lc 130 and up keeps the last row")
    func referenceQuirks() {
        // fontLookupAPCA(3) returns 500 … 900 for weights 500 … 900 (its header row).
        for weight in APCAFontTable.weights {
            #expect(APCAFontTable.entry(lc: 3, weight: weight) == .prohibited)
        }
        // fontLookupAPCA(130) throws; 129.9 gives the Lc 125 row.
        #expect(APCAFontTable.entry(lc: 130, weight: 400) == .fontSize(10))
        #expect(APCAFontTable.entry(lc: 250, weight: 900) == .fontSize(14))
        #expect(APCAFontTable.entry(lc: .nan, weight: 400) == .prohibited)
    }
}

@Suite("APCA requirements")
struct APCARequirementTests {
    @Test("minimumLc inverts the table, interpolation and rounding included")
    func minimumLc() throws {
        // 16px at 400: fontLookupAPCA gives 16.5 up to Lc 90 and 16 from it.
        #expect(APCA.minimumLc(fontSize: 16, fontWeight: 400) == 90)
        #expect(APCA.minimumLc(fontSize: 18, fontWeight: 400) == 75)
        #expect(APCA.minimumLc(fontSize: 14, fontWeight: 700) == 75)
        // 24px at 400: fontLookupAPCA(59.375) gives 25 (24.5 rounded up), fontLookupAPCA(59.3751) 24.
        let large = try #require(APCA.minimumLc(fontSize: 24, fontWeight: 400))
        #expect(large > 59.375 && large < 59.3751)
        // 18.67px bold: fontLookupAPCA(54.16) gives 19 at 700, fontLookupAPCA(54.17) 18.5.
        let largeBold = try #require(APCA.minimumLc(fontSize: ContrastRequirement.largeBoldTextMinimumSize, fontWeight: 700))
        #expect(largeBold > 54.16 && largeBold < 54.17)
        // 42px at 400: fontLookupAPCA(44.86) gives 43, fontLookupAPCA(44.87) 42.
        let heading = try #require(APCA.minimumLc(fontSize: 42, fontWeight: 400))
        #expect(heading > 44.86 && heading < 44.87)
        // 10px at 100: the table never goes below 32px at weight 100.
        #expect(APCA.minimumLc(fontSize: 10, fontWeight: 100) == nil)
        #expect(APCA.minimumLc(fontSize: 32, fontWeight: 100) != nil)
    }

    @Test("minimumLc is exact to the bit: the table allows the size at it and not just below it")
    func minimumLcIsTheBoundary() throws {
        for (size, weight) in [(16.0, 400.0), (24, 400), (42, 400), (18.5, 700), (72, 900), (120, 100)] {
            let lc = try #require(APCA.minimumLc(fontSize: size, fontWeight: weight))
            let at = try #require(APCAFontTable.minimumFontSize(lc: lc, weight: weight))
            #expect(at <= size)
            let below = APCAFontTable.minimumFontSize(lc: lc.nextDown, weight: weight) ?? .infinity
            #expect(below > size)
        }
    }

    @Test("each usage's minimum |Lc|")
    func requirements() {
        #expect(APCA.requirement(for: .body) == 90)
        #expect(APCA.requirement(for: .large) > 59.375 && APCA.requirement(for: .large) < 59.3751)
        #expect(APCA.requirement(for: .ui) == 30)
    }

    @Test(
        "usage verdicts compare |Lc|, unrounded, in either polarity",
        arguments: [
            (89.99, ContrastRequirement.Usage.body, false),
            (90, .body, true),
            (-90, .body, true),
            (-89.99, .body, false),
            (59.375, .large, false),
            (59.38, .large, true),
            (-59.38, .large, true),
            (29.99, .ui, false),
            (30, .ui, true),
            (-30, .ui, true),
        ]
    )
    func usageVerdicts(lc: Double, usage: ContrastRequirement.Usage, passes: Bool) {
        let verdict = APCA.verdict(lc: lc, usage: usage)
        #expect(verdict.passes == passes)
        #expect(verdict.requiredLc == APCA.requirement(for: usage))
    }

    @Test("size verdicts follow the table")
    func sizeVerdicts() throws {
        // #767676 on white, Lc 71.57: fontLookupAPCA(71.57) gives 19.5px at 400 and 14.5px at 700.
        let lc = try APCA.contrast(text: try rgb("#767676"), background: try rgb("#ffffff"))
        #expect(APCA.verdict(lc: lc, fontSize: 19.5, fontWeight: 400).passes)
        #expect(!APCA.verdict(lc: lc, fontSize: 19, fontWeight: 400).passes)
        #expect(APCA.verdict(lc: lc, fontSize: 14.5, fontWeight: 700).passes)
        #expect(!APCA.verdict(lc: lc, fontSize: 14, fontWeight: 700).passes)
        #expect(APCA.verdict(lc: lc, fontSize: 14, fontWeight: 700).requiredLc == 75)
        // Light on dark, Lc -68.54: 20.25px at 400.
        #expect(APCA.verdict(lc: -68.54146436644962, fontSize: 20.25, fontWeight: 400).passes)
        #expect(!APCA.verdict(lc: -68.54146436644962, fontSize: 20, fontWeight: 400).passes)
        // Below Lc 29.5 no text passes, whatever its size.
        #expect(!APCA.verdict(lc: 29, fontSize: 200, fontWeight: 900).passes)
        // Too thin and small for any Lc: fails with no Lc to ask for.
        let hopeless = APCA.verdict(lc: 106, fontSize: 10, fontWeight: 100)
        #expect(!hopeless.passes)
        #expect(hopeless.requiredLc == nil)
    }
}
