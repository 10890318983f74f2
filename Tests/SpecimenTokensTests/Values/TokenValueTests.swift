import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct TokenValueTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    /// Loads `{ "t": { "$type": type, "$value": <value> } }` on one line, value starting at column 35 - type length.
    private func value(_ type: String, _ json: String) throws -> (TokenValue?, [Diagnostic]) {
        let (model, diagnostics) = try TokenFixture.load(#"{ "t": { "$type": "\#(type)", "$value": \#(json) } }"#)
        return (model.tokens(in: "default").first?.value, diagnostics)
    }

    private func color(_ json: String) throws -> Color? {
        guard case .color(let color) = try value("color", json).0 else { return nil }
        return color
    }

    private func invalid(_ column: Int, _ message: String, reason: String, fix: String) -> Diagnostic {
        .warning(.tokenInvalidValue, at: at(1, column), message, reason: reason, fix: fix)
    }

    // MARK: Colors

    @Test func legacyHexWithThreeSixAndEightDigits() throws {
        #expect(try color(##""#F00""##)?.hex == "#ff0000")
        #expect(try color(##""#DC2626""##)?.hex == "#dc2626")
        let translucent = try #require(try color(##""#DC26261F""##))
        #expect(translucent.hex == "#dc26261f")
        #expect(abs(translucent.alpha - 31.0 / 255) < 1e-12)
    }

    @Test func colorObjectWithAlphaAndHex() throws {
        let subtle = try #require(try color(##"{ "colorSpace": "srgb", "components": [0.8627, 0.149, 0.149], "alpha": 0.12, "hex": "#dc2626" }"##))
        #expect(subtle.red == 0.8627)
        #expect(subtle.alpha == 0.12)
        #expect(subtle.hex == "#dc26261f")
        #expect(try color(#"{ "colorSpace": "srgb", "components": [1, 0, 1] }"#)?.hex == "#ff00ff")
    }

    @Test func otherColorSpacesAreConvertedToSRGB() throws {
        #expect(try color(#"{ "colorSpace": "hsl", "components": [330, 100, 50] }"#)?.hex == "#ff0080")
        #expect(try color(#"{ "colorSpace": "hsl", "components": ["none", 0, 100] }"#)?.hex == "#ffffff")
        #expect(try color(#"{ "colorSpace": "hwb", "components": [120, 0, 50] }"#)?.hex == "#008000")
        #expect(try color(#"{ "colorSpace": "srgb-linear", "components": [0.2158605, 0, 1] }"#)?.hex == "#8000ff")
        #expect(try color(#"{ "colorSpace": "display-p3", "components": [1, 1, 1] }"#)?.hex == "#ffffff")
        // P3 red is outside sRGB; it is clamped to the sRGB edge.
        #expect(try color(#"{ "colorSpace": "display-p3", "components": [1, 0, 0] }"#)?.hex == "#ff0000")
        let grey = try #require(try color(#"{ "colorSpace": "display-p3", "components": [0.5, 0.5, 0.5] }"#))
        #expect(abs(grey.red - 0.5) < 1e-9 && abs(grey.green - 0.5) < 1e-9 && abs(grey.blue - 0.5) < 1e-9)
    }

    @Test func everySpaceOfTheColorModuleIsConverted() throws {
        // sRGB red written in each space (values from CSS Color 4's conversions, rounded to 4-6 digits).
        let red: [String] = [
            #"{ "colorSpace": "lab", "components": [54.2905, 80.8049, 69.891] }"#,
            #"{ "colorSpace": "lch", "components": [54.2905, 106.8371, 40.8579] }"#,
            #"{ "colorSpace": "oklab", "components": [0.62796, 0.22486, 0.12585] }"#,
            #"{ "colorSpace": "oklch", "components": [0.62796, 0.25768, 29.2339] }"#,
            #"{ "colorSpace": "xyz-d65", "components": [0.412391, 0.212639, 0.019331] }"#,
            #"{ "colorSpace": "xyz-d50", "components": [0.436075, 0.222504, 0.013932] }"#,
        ]
        for json in red { #expect(try color(json)?.hex == "#ff0000", "\(json)") }
        let white = ["a98-rgb", "prophoto-rgb", "rec2020"].map { #"{ "colorSpace": "\#($0)", "components": [1, 1, 1] }"# }
        for json in white { #expect(try color(json)?.hex == "#ffffff", "\(json)") }
    }

    @Test func hexFallbacksNeverOverrideTheComponents() throws {
        // 3-digit, 8-digit and mismatching fallbacks: the components win, one warning each.
        let (short, shortDiagnostics) = try value("color", ##"{ "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" }"##)
        #expect(short == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(
            shortDiagnostics == [
                .warning(
                    .tokenHexFallback, at: at(1, 94), "the `hex` fallback `#fff` is not in the 6-digit form",
                    reason:
                        "In a 2025.10 color object `hex` is `#` and six digits, with the opacity in `alpha`; the color is read from `components`.",
                    fix: "Write `\"#ffffff\"`.")
            ])
        let (_, mismatch) = try value("color", ##"{ "colorSpace": "oklch", "components": [0.63, 0.21, 27], "hex": "#dc2626" }"##)
        #expect(
            mismatch == [
                .warning(
                    .tokenHexFallback, at: at(1, 102), "the `hex` fallback `#dc2626` is not the color of the components, `#ed413b`",
                    reason:
                        "The components are the color, and `hex` is only a fallback for tools that cannot read them, so this site uses `#ed413b`; a tool that reads `hex` shows a different color.",
                    fix: "Set `hex` to `\"#ed413b\"`, or correct the components if `#dc2626` is the intended color.")
            ])
        let (_, garbage) = try value("color", ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "red" }"##)
        #expect(garbage.map(\.message) == ["the `hex` fallback `red` is not a hex color and is ignored"])
    }

    @Test func malformedColors() throws {
        let hexReason = "A color is a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) or a 2025.10 color object with `colorSpace` and `components`."
        #expect(
            try value("color", ##""#12345""##).1 == [
                invalid(
                    38, "invalid color `#12345`", reason: hexReason,
                    fix: "Write it as a hex string such as `#dc2626`, or as a 2025.10 color object.")
            ])
        #expect(try value("color", #""dc2626""#).1 == [invalid(38, "invalid color `dc2626`", reason: hexReason, fix: "Add the `#`: `#dc2626`.")])
        #expect(try value("color", "12").1 == [invalid(38, "invalid color `12`", reason: hexReason, fix: "Write it like `#dc2626`.")])
        #expect(
            try value("color", #"{ "colorSpace": "rgb", "components": [1, 0, 0] }"#).1 == [
                invalid(
                    54, "unknown color space `rgb`",
                    reason:
                        "The Color Module 2025.10 names these color spaces: `srgb`, `srgb-linear`, `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz-d65`, `xyz-d50`.",
                    fix: "Did you mean `srgb`?")
            ])
        #expect(
            try value("color", #"{ "colorSpace": "srgb", "components": [220, 38, 38] }"#).1 == [
                invalid(
                    77, "color component `220` is outside 0 to 1",
                    reason: "In `srgb` this component is a number from 0 to 1.", fix: "Divide 8-bit channels by 255: 220 is `0.8627`.")
            ])
        #expect(
            try value("color", #"{ "colorSpace": "srgb", "components": [1, 0, 0, 0.5] }"#).1 == [
                invalid(
                    76, "a color in `srgb` needs 3 components, found 4",
                    reason: "Every color space of the format has three channels; opacity goes in `alpha`, not in `components`.",
                    fix: "Move the fourth number into `\"alpha\"`.")
            ])
        #expect(
            try value("color", #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.2 }"#).1 == [
                invalid(
                    96, "alpha `1.2` is not a number from 0 to 1",
                    reason: "`alpha` is the opacity: 0 is transparent, 1 opaque.", fix: "Write the opacity as a fraction, for example `0.12` for 12%."
                )
            ])
        #expect(
            try value("color", #"{ "colorspace": "srgb", "components": [1, 0, 0] }"#).1
                == [
                    .warning(
                        .tokenInvalidValue, at: at(1, 40), "unknown color property `colorspace`",
                        reason: "A color value has only `colorSpace`, `components`, `alpha` and `hex`.", fix: "Did you mean `colorSpace`?"),
                    .warning(
                        .tokenInvalidValue, at: at(1, 38), "color is missing `colorSpace`",
                        reason: "A color value needs `colorSpace` and `components`; `alpha` and `hex` are optional.",
                        fix: "Add `\"colorSpace\"` to the object."),
                ].sorted())
    }

    // MARK: Dimensions, durations, numbers

    @Test func dimensionsInObjectAndLegacyForm() throws {
        #expect(try value("dimension", #"{ "value": 0.5, "unit": "rem" }"#).0 == .dimension(DimensionValue(0.5, .rem)))
        #expect(try value("dimension", #""16px""#).0 == .dimension(DimensionValue(16, .px)))
        #expect(try value("dimension", #""-1.5rem""#).0 == .dimension(DimensionValue(-1.5, .rem)))
    }

    @Test func unitsOutsideTheFormatAreKeptForCSS() throws {
        let (em, emDiagnostics) = try value("dimension", #"{ "value": 1.5, "unit": "em" }"#)
        #expect(em == .dimension(DimensionValue(1.5, DimensionValue.Unit(rawValue: "em"))))
        #expect(
            emDiagnostics == [
                .warning(
                    .tokenUnit, at: at(1, 66), "dimension unit `em` is not part of the format",
                    reason: "The format allows only `px` and `rem`. CSS understands `em`, so `1.5em` is kept as it is in `tokens.css`.",
                    fix: "Use `rem` if the size is relative to the page's font size, or keep `em` and accept the warning.")
            ])
        let (percent, percentDiagnostics) = try value("dimension", #"{ "value": 50, "unit": "%" }"#)
        #expect(percent == .dimension(DimensionValue(50, DimensionValue.Unit(rawValue: "%"))))
        #expect(
            percentDiagnostics.map(\.reason) == [
                "The format allows only `px` and `rem`. CSS understands `%`, so `50%` is kept as it is in `tokens.css`, but it has no size of its own, so the Swift export leaves it out."
            ])
        let (dp, dpDiagnostics) = try value("dimension", #"{ "value": 12, "unit": "dp" }"#)
        #expect(dp == .dimension(DimensionValue(12, .px)))
        #expect(
            dpDiagnostics == [
                .warning(
                    .tokenUnit, at: at(1, 65), "dimension `12` has unit `dp`; it is read as `12px`",
                    reason: "The format allows only `px` and `rem`. Android's `dp` is a density-independent pixel, which is a CSS `px`.",
                    fix: "Write `\"unit\": \"px\"`.")
            ])
        let (empty, emptyDiagnostics) = try value("dimension", #"{ "value": 12, "unit": "" }"#)
        #expect(empty == .dimension(DimensionValue(12, .px)))
        #expect(emptyDiagnostics.map(\.message) == ["dimension `12` has no unit; it is read as `12px`"])
        let (zero, zeroDiagnostics) = try value("dimension", "0")
        #expect(zero == .dimension(DimensionValue(0, .px)))
        #expect(
            zeroDiagnostics == [
                .warning(
                    .tokenDimensionForm, at: at(1, 42), "dimension `0` has no unit; it is read as `0px`",
                    reason:
                        "A dimension needs a `unit` of `px` or `rem`, even when the value is 0; design tools that write bare numbers mean pixels (points on iOS, dp on Android).",
                    fix: "Write it as `{ \"value\": 0, \"unit\": \"px\" }`.")
            ])
    }

    @Test func malformedDimensions() throws {
        let form = "A dimension is an object with a number `value` and a `unit` of `px` or `rem`; the older string form `16px` is also read."
        #expect(
            try value("dimension", #""16 px""#).1 == [
                invalid(
                    42, "invalid dimension `16 px`", reason: form, fix: "Write it like `{ \"value\": 16, \"unit\": \"px\" }`.")
            ])
        #expect(
            try value("dimension", #"{ "value": 16, "unit": "furlong" }"#).1 == [
                invalid(
                    65, "unsupported dimension unit `furlong`",
                    reason: "The Design Tokens Format allows only `px` and `rem` for dimensions.",
                    fix: "Convert the value to `px` or `rem` (an iOS point is one `px`).")
            ])
        #expect(
            try value("dimension", #"{ "value": "16", "unit": "px" }"#).1 == [
                invalid(
                    53, "the dimension `value` must be a number",
                    reason: "`value` is the amount; the unit goes in `unit`.", fix: "Write it without quotes: `16`.")
            ])
        #expect(
            try value("dimension", #"{ "value": 16 }"#).1 == [
                invalid(
                    42, "dimension is missing `unit`",
                    reason: "A dimension value needs `value` and `unit`.", fix: "Add `\"unit\"` to the object.")
            ])
    }

    @Test func durationsNumbersFontsAndCurves() throws {
        #expect(try value("duration", #"{ "value": 1.5, "unit": "s" }"#).0 == .duration(DurationValue(1.5, .s)))
        #expect(try value("duration", #""200ms""#).0 == .duration(DurationValue(200, .ms)))
        #expect(try value("number", "0.12").0 == .number(0.12))
        #expect(try value("fontFamily", #""Inter""#).0 == .fontFamily(["Inter"]))
        #expect(try value("fontFamily", #"["SF Pro", "sans-serif"]"#).0 == .fontFamily(["SF Pro", "sans-serif"]))
        #expect(try value("fontWeight", #""semi-bold""#).0 == .fontWeight(600))
        #expect(try value("fontWeight", "350").0 == .fontWeight(350))
        #expect(try value("cubicBezier", "[0.42, 0, 0.58, 1]").0 == .cubicBezier(CubicBezierValue(0.42, 0, 0.58, 1)))
        #expect(try value("strokeStyle", #""dashed""#).0 == .strokeStyle(.keyword("dashed")))
    }

    @Test func malformedSimpleValues() throws {
        // A quoted number is read, with a warning: design tools quote them.
        #expect(
            try value("number", #""0.12""#) == (
                .number(0.12),
                [
                    .warning(
                        .tokenNumberString, at: at(1, 39), "the number `0.12` is written as a string",
                        reason: "In the 2025.10 format a number is a JSON number; Specimen reads this one as `0.12`.",
                        fix: "Write it without quotes: `0.12`.")
                ]
            ))
        #expect(
            try value("number", #""zero""#).1 == [
                invalid(
                    39, "invalid number `zero`", reason: "A number token holds a JSON number.", fix: "Write it like `0.12`.")
            ])
        // A design tool's spelling of a named weight is read, with a warning.
        let (bold, boldDiagnostics) = try value("fontWeight", #""SemiBold""#)
        #expect(bold == .fontWeight(600))
        #expect(
            boldDiagnostics == [
                .warning(
                    .tokenFontWeight, at: at(1, 43), "font weight `SemiBold` is read as `semi-bold`",
                    reason: "The format's weight names are lowercase and hyphenated; `SemiBold` is how a design tool writes `semi-bold` (600).",
                    fix: "Write `\"semi-bold\"` or `600`.")
            ])
        #expect(
            try value("fontWeight", #""Bolt""#).1 == [
                invalid(
                    43, "unknown font weight `Bolt`",
                    reason:
                        "Named weights are lowercase and hyphenated: `thin`, `hairline`, `extra-light`, `ultra-light`, `light`, `normal`, `regular`, `book`, `medium`, `semi-bold`, `demi-bold`, `bold`, `extra-bold`, `ultra-bold`, `black`, `heavy`, `extra-black`, `ultra-black`.",
                    fix: "Did you mean `bold`?")
            ])
        #expect(
            try value("fontWeight", "1200").1 == [
                invalid(
                    43, "font weight `1200` is outside 1 to 1000",
                    reason: "Font weights are numbers from 1 to 1000, as in OpenType and CSS.",
                    fix: "Use a weight from 1 to 1000, such as 400 or 700.")
            ])
        #expect(
            try value("duration", #"{ "value": 3, "unit": "min" }"#).1 == [
                invalid(
                    63, "unsupported duration unit `min`",
                    reason: "The Design Tokens Format allows only `ms` and `s` for durations.", fix: "Convert the value to `ms` or `s`.")
            ])
        #expect(
            try value("cubicBezier", "[1.5, 0, 0.5, 1]").1 == [
                invalid(
                    45, "x coordinate `1.5` of the curve is outside 0 to 1",
                    reason: "Time runs from 0 to 1 along the curve, so both x coordinates must be in that range; only y may go beyond it.",
                    fix: "Bring the first and third numbers into 0 to 1.")
            ])
        #expect(
            try value("strokeStyle", #""dashd""#).1 == [
                invalid(
                    44, "unknown stroke style `dashd`",
                    reason: "A stroke style keyword is one of `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset`, `inset`.",
                    fix: "Did you mean `dashed`?")
            ])
    }

    // MARK: Composites

    @Test func compositesWithAliasedMembers() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": { "$type": "color", "line": { "$value": "#E2E8F0" }, "shade": { "$value": "#0F172A14" } },
              "width": { "$type": "dimension", "hairline": { "$value": { "value": 1, "unit": "px" } } },
              "font": {
                "sans": { "$type": "fontFamily", "$value": ["SF Pro Text", "sans-serif"] },
                "bold": { "$type": "fontWeight", "$value": "bold" }
              },
              "duration": { "fast": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } } },
              "card": {
                "border": { "$type": "border", "$value": { "color": "{color.line}", "width": "{width.hairline}", "style": "solid" } },
                "dashed": { "$type": "border", "$value": { "color": "#000", "width": "1px", "style": { "dashArray": ["4px", "{width.hairline}"], "lineCap": "round" } } },
                "shadow": { "$type": "shadow", "$value": [
                  { "color": "{color.shade}", "offsetX": "0px", "offsetY": "4px", "blur": "12px", "spread": "0px" },
                  { "color": "#0000001A", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": true }
                ] },
                "fade": { "$type": "transition", "$value": { "duration": "{duration.fast}", "delay": "0ms", "timingFunction": [0.42, 0, 0.58, 1] } },
                "title": { "$type": "typography", "$value": {
                  "fontFamily": "{font.sans}", "fontSize": { "value": 22, "unit": "px" }, "fontWeight": "{font.bold}", "lineHeight": 1.27
                } }
              }
            }
            """)
        // The drafts' string forms (`"4px"`, `"0ms"`) everywhere in the file are one warning, at the first.
        #expect(diagnostics.map(\.code) == [.tokenStringForm])
        let values = Dictionary(uniqueKeysWithValues: model.tokens(in: "default").map { ($0.path, $0.value) })
        let line = Color(red: 226.0 / 255, green: 232.0 / 255, blue: 240.0 / 255)
        #expect(values["card.border"] == .border(BorderValue(color: line, width: DimensionValue(1, .px), style: .keyword("solid"))))
        #expect(
            values["card.dashed"]
                == .border(
                    BorderValue(
                        color: Color(red: 0, green: 0, blue: 0), width: DimensionValue(1, .px),
                        style: .dashes(dashArray: [DimensionValue(4, .px), DimensionValue(1, .px)], lineCap: "round"))))
        guard case .shadow(let layers) = values["card.shadow"] else {
            Issue.record("no shadow")
            return
        }
        #expect(layers.map(\.cssText) == ["0px 4px 12px 0px #0f172a14", "inset 0px 1px 2px 0px #0000001a"])
        #expect(
            values["card.fade"]
                == .transition(
                    TransitionValue(
                        duration: DurationValue(200, .ms), delay: DurationValue(0, .ms), timingFunction: CubicBezierValue(0.42, 0, 0.58, 1))))
        #expect(
            values["card.title"]
                == .typography(
                    TypographyValue(
                        fontFamily: ["SF Pro Text", "sans-serif"], fontSize: DimensionValue(22, .px), fontWeight: 700, lineHeight: 1.27)))
    }

    @Test func malformedComposites() throws {
        let (_, diagnostics) = try TokenFixture.load(
            """
            {
              "a": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontsize": "16px" } },
              "b": { "$type": "border", "$value": { "color": "red", "width": { "value": 1, "unit": "px" }, "style": "solid" } },
              "c": { "$type": "shadow", "$value": "0 1px 2px black" }
            }
            """)
        #expect(
            diagnostics == [
                .warning(
                    .tokenInvalidValue, at: at(2, 43), "typography is missing `fontSize`",
                    reason: "A typography value needs `fontFamily` and `fontSize`; `fontWeight`, `lineHeight` and `letterSpacing` are optional.",
                    fix: "Add `\"fontSize\"` to the object."),
                .warning(
                    .tokenInvalidValue, at: at(2, 68), "unknown typography property `fontsize`",
                    reason: "A typography value has only `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`.",
                    fix: "Did you mean `fontSize`?"),
                .warning(
                    .tokenInvalidValue, at: at(3, 50), "invalid color `red`",
                    reason:
                        "A color is a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) or a 2025.10 color object with `colorSpace` and `components`.",
                    fix: "Write it as a hex string such as `#dc2626`, or as a 2025.10 color object."),
                .warning(
                    .tokenInvalidValue, at: at(4, 39), "invalid shadow `0 1px 2px black`",
                    reason:
                        "A shadow is an object with `color`, `offsetX`, `offsetY`, `blur` and `spread` (and optionally `inset`), or an array of such objects.",
                    fix:
                        ##"Write it like `{ "color": "#0f172a14", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }`."##
                ),
            ])
    }
}
