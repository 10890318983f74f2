import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenTokens

private let at = TokenFixture.at

/// Tokens Studio's syntax where the format has values: maths, lists of lengths, colour functions, modifiers,
/// its type names and their values (`50%`, `AUTO`, `Semi Bold`, `-2%`). In Tokens Studio's own files these read
/// silently, as the tool means them; what cannot be computed is one located diagnostic, and the token is left out.
@Suite struct ToolSyntaxTests {
    /// A Tokens Studio file (its types say so) in the form it exports, with a line per token so the diagnostics'
    /// places are easy to read.
    static let studio = """
        {
          "spacing": {
            "base": { "value": "8", "type": "spacing" },
            "lg": { "value": "{spacing.base} * 3", "type": "spacing" },
            "half": { "value": "$spacing.base / 2", "type": "spacing" },
            "neg": { "value": "-{spacing.base}", "type": "spacing" },
            "third": { "value": "roundTo(10 / 3, 2)", "type": "spacing" },
            "mixed": { "value": "1rem + {spacing.lg}", "type": "spacing" },
            "pair": { "value": "{spacing.base} {spacing.lg}", "type": "spacing" },
            "zero": { "value": "{spacing.base} / 0", "type": "spacing" },
            "typo": { "value": "rnd({spacing.base})", "type": "spacing" },
            "missing": { "value": "{spacing.huge} * 2", "type": "spacing" },
            "area": { "value": "{spacing.lg} * {spacing.lg}", "type": "spacing" }
          },
          "opacity": { "half": { "value": "50%", "type": "opacity" } },
          "lineHeights": { "auto": { "value": "AUTO", "type": "lineHeights" }, "body": { "value": "150%", "type": "lineHeights" } },
          "fontWeights": {
            "semi": { "value": "Semi Bold", "type": "fontWeights" },
            "boldItalic": { "value": "Bold Italic", "type": "fontWeights" },
            "quoted": { "value": "600", "type": "fontWeights" }
          },
          "letterSpacing": { "tight": { "value": "-2%", "type": "letterSpacing" } },
          "fontFamilies": { "body": { "value": "Inter, 'Helvetica Neue', sans-serif", "type": "fontFamilies" } },
          "colors": {
            "black": { "value": "#000000", "type": "color" },
            "scrim": { "value": "rgba({colors.black}, 0.5)", "type": "color" },
            "red": { "value": "rgba(255, 0, 0, 50%)", "type": "color" },
            "green": { "value": "hsl(120, 100%, 25%)", "type": "color" },
            "brand": { "value": "linear-gradient(90deg, {colors.black} 0%, #ffffff 100%)", "type": "color" },
            "grey": { "value": "{colors.black}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.5", "space": "srgb" } } } }
          },
          "typography": {
            "body": { "value": { "fontFamily": "{fontFamilies.body}", "fontWeight": "Bold Italic", "fontSize": "{spacing.base} * 2", "lineHeight": "AUTO", "letterSpacing": "-2%", "paragraphSpacing": "0", "textCase": "none" }, "type": "typography" }
          }
        }
        """

    @Test func valuesReadAsTokensStudioMeansThem() throws {
        // A bare number counts without a unit in maths, as Tokens Studio computes it: `{spacing.base} * 3` is
        // `8 * 3`, and a pixel when it is read; a computed length keeps its unit (`{spacing.lg}` is `24px`).
        let (model, _) = try TokenFixture.load(Self.studio)
        let values = Dictionary(uniqueKeysWithValues: model.tokens(in: "default").map { ($0.path, $0.value) })
        #expect(values["spacing.base"] == .dimension(DimensionValue(8, .px)))
        #expect(values["spacing.lg"] == .dimension(DimensionValue(24, .px)))
        #expect(values["spacing.half"] == .dimension(DimensionValue(4, .px)))
        #expect(values["spacing.neg"] == .dimension(DimensionValue(-8, .px)))
        #expect(values["spacing.third"] == .dimension(DimensionValue(3.33, .px)))
        #expect(values["spacing.mixed"] == .css(type: .dimension, text: "calc(1rem + 24px)"))
        #expect(values["spacing.pair"] == .css(type: .dimension, text: "8px 24px"))
        #expect(values["opacity.half"] == .number(0.5))
        #expect(values["lineHeights.auto"] == .css(type: .number, text: "normal"))
        #expect(values["lineHeights.body"] == .number(1.5))
        #expect(values["fontWeights.semi"] == .fontWeight(600))
        #expect(values["fontWeights.boldItalic"] == .fontWeight(700))
        #expect(values["fontWeights.quoted"] == .fontWeight(600))
        #expect(values["letterSpacing.tight"] == .dimension(DimensionValue(-0.02, DimensionValue.Unit(rawValue: "em"))))
        #expect(values["fontFamilies.body"] == .fontFamily(["Inter", "Helvetica Neue", "sans-serif"]))
        #expect(values["colors.scrim"] == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(values["colors.red"] == .color(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(values["colors.green"].map(\.cssText) == "#008000")
        #expect(values["colors.brand"] == .css(type: .color, text: "linear-gradient(90deg, #000000 0%, #ffffff 100%)"))
        #expect(values["colors.grey"].map(\.cssText) == "#808080")
        #expect(
            values["typography.body"]
                == .typography(
                    TypographyValue(
                        fontFamily: ["Inter", "Helvetica Neue", "sans-serif"], fontSize: DimensionValue(16, .px), fontWeight: 700,
                        lineHeight: .normal,
                        letterSpacing: DimensionValue(-0.02, DimensionValue.Unit(rawValue: "em")),
                        otherProperties: [
                            .init(name: "paragraph-spacing", value: "0"), .init(name: "text-transform", value: "none"),
                            .init(name: "font-style", value: "italic"),
                        ]
                    )))
        // What cannot be computed is left out; nothing else is.
        #expect(values["spacing.zero"] == nil && values["spacing.typo"] == nil && values["spacing.missing"] == nil && values["spacing.area"] == nil)
        #expect(values.count == 22)
    }

    @Test func theTokenSaysHowItsValueIsMade() throws {
        let (model, _) = try TokenFixture.load(Self.studio)
        let expressions = Dictionary(
            uniqueKeysWithValues: model.tokens(in: "default").compactMap { token in token.expression.map { (token.path, $0) } })
        #expect(
            expressions == [
                "spacing.lg": "{spacing.base} * 3", "spacing.half": "$spacing.base / 2", "spacing.neg": "-{spacing.base}",
                "spacing.third": "roundTo(10 / 3, 2)", "spacing.mixed": "1rem + {spacing.lg}", "spacing.pair": "{spacing.base} {spacing.lg}",
                "colors.scrim": "rgba({colors.black}, 0.5)", "colors.red": "rgba(255, 0, 0, 50%)", "colors.green": "hsl(120, 100%, 25%)",
                "colors.brand": "linear-gradient(90deg, {colors.black} 0%, #ffffff 100%)",
                "colors.grey": "{colors.black}, lightened by 0.5 in SRGB",
            ])
        // A modified colour is no longer its base's value, so it is not shown as an alias of it.
        #expect(model.tokens(in: "default").first { $0.path == "colors.grey" }?.aliasChain == [])
        let css = TokenCSS.render(model)
        #expect(css.contains("--spacing-mixed: calc(1rem + 24px);"))
        #expect(css.contains("--spacing-pair: 8px 24px;"))
        #expect(css.contains("--colors-brand: linear-gradient(90deg, #000000 0%, #ffffff 100%);"))
    }

    @Test func whatCannotBeComputedIsOneLocatedWarningEach() throws {
        let (_, diagnostics) = try TokenFixture.load(Self.studio)
        #expect(
            diagnostics == [
                .warning(
                    .tokenMathUnits, at: at(8, 25), "`1rem + {spacing.lg}` mixes units; it is kept as `calc(1rem + 24px)`",
                    reason:
                        "Lengths of different units add up only where the page's font size is known, so tokens.css has `calc(1rem + 24px)` for the browser to compute, and the Swift export, which needs one number, leaves the token out.",
                    fix: "Use references of the same unit if Swift needs the token."),
                .warning(
                    .tokenMath, at: at(10, 24), "cannot compute `{spacing.base} / 0`: division by zero",
                    reason: "A division by zero has no value.", fix: "Check the divisor and the token it references."),
                .warning(
                    .tokenMath, at: at(11, 25), "cannot compute `rnd({spacing.base})`: unknown function `rnd`",
                    reason:
                        "The functions are `abs`, `cbrt`, `ceil`, `exp`, `floor`, `log`, `max`, `min`, `pow`, `round`, `roundTo`, `sign`, `sqrt`, `trunc`, as in Tokens Studio.",
                    fix: "Did you mean `round`?"),
                .warning(
                    .aliasDangling, at: at(12, 27), "alias `{spacing.huge}` does not match any token",
                    reason: "No token has the path `spacing.huge`; an alias names a token by its full path, group names joined with dots.",
                    fix: "Check the spelling, or define a token at `spacing.huge`."),
                .warning(
                    .tokenMath, at: at(13, 24),
                    "cannot compute `{spacing.lg} * {spacing.lg}`: `24px * 24px` multiplies two lengths, which gives no length",
                    reason: "Maths keeps the units of lengths: a length times a number is a length, a length over a length a number.",
                    fix: "Check the units of the references in the maths."),
            ])
    }

    @Test func theSameMathsInADTCGFileIsReadWithOneWarning() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "space": {
                "$type": "dimension",
                "base": { "$value": { "value": 8, "unit": "px" } },
                "lg": { "$value": "{space.base} * 3" },
                "xl": { "$value": "{space.base} * 4" },
                "odd": { "$value": "16 px" }
              }
            }
            """)
        #expect(
            model.tokens(in: "default").map(\.value) == [
                .dimension(DimensionValue(8, .px)), .dimension(DimensionValue(24, .px)), .dimension(DimensionValue(32, .px)),
            ])
        #expect(
            diagnostics == [
                .warning(
                    .tokenToolSyntax, at: at(5, 23),
                    "`{space.base} * 3` is maths, which the format does not have; it is computed as Tokens Studio does",
                    reason:
                        "The Design Tokens Format Module 2025.10 writes every value out; Tokens Studio computes maths and colour functions when it exports. The same occurs on 1 more line of this file: 6.",
                    fix: "Keep it if Tokens Studio writes this file, or write the computed value."),
                .warning(
                    .tokenInvalidValue, at: at(7, 24), "invalid dimension `16 px`",
                    reason:
                        "A dimension is an object with a number `value` and a `unit` of `px` or `rem`; the older string form `16px` is also read.",
                    fix: "Write it like `{ \"value\": 16, \"unit\": \"px\" }`."),
            ])
    }

    @Test func colourModifiersInEachSpace() throws {
        func modified(_ modify: String, base: String = "#3366cc") throws -> String? {
            let (model, diagnostics) = try TokenFixture.load(
                """
                { "c": { "base": { "value": "\(base)", "type": "color" },
                         "m": { "value": "{c.base}", "type": "color", "$extensions": { "studio.tokens": { "modify": \(modify) } } } } }
                """)
            #expect(diagnostics == [])
            return model.tokens(in: "default").first { $0.path == "c.m" }.map { $0.value.cssText }
        }
        #expect(try modified(#"{ "type": "lighten", "value": "0.2", "space": "srgb" }"#) == "#5c85d6")
        #expect(try modified(#"{ "type": "darken", "value": "0.2", "space": "srgb" }"#) == "#2952a3")
        // Lightening in HSL moves towards white as sRGB does: the same colour.
        #expect(try modified(#"{ "type": "lighten", "value": "0.2", "space": "hsl" }"#) == "#5c85d6")
        #expect(try modified(#"{ "type": "alpha", "value": "0.4", "space": "srgb" }"#) == "#3366cc66")
        #expect(try modified(##"{ "type": "mix", "value": "0.5", "space": "srgb", "color": "#ffffff" }"##) == "#99b3e6")
        // In LCH, lightening moves lightness towards 100 and takes chroma away by the same fraction: Tokens Studio's
        // own test of `#ff0033` lightened by 0.3 gives `lch(68.2 66.9 31.7)`, as this does (54.5 95.5 31.7 before),
        // which is just outside sRGB: red clamps to `ff`.
        #expect(try modified(#"{ "type": "lighten", "value": "0.3", "space": "lch" }"#, base: "#ff0033") == "#ff756b")
        #expect(try modified(#"{ "type": "darken", "value": "0.5", "space": "lch" }"#, base: "#ffffff") == "#777777")
        // The amount as Tokens Studio also writes it: a number, a percentage, maths.
        #expect(try modified(#"{ "type": "lighten", "value": 0.2, "space": "srgb" }"#) == "#5c85d6")
        #expect(try modified(#"{ "type": "lighten", "value": "20%", "space": "srgb" }"#) == "#5c85d6")
        #expect(try modified(#"{ "type": "lighten", "value": "0.1 * 2", "space": "srgb" }"#) == "#5c85d6")
    }

    /// A modifier's amount can be a number token, as Tokens Studio lets a team keep its steps in one place; an amount
    /// outside 0 to 1 (a percentage written as `20`) is said where it is, and the token left out.
    @Test func aModifierAmountIsAReferenceOrSaysWhyNot() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "c": { "step": { "value": "0.2", "type": "number" },
                     "base": { "value": "#3366cc", "type": "color" },
                     "hover": { "value": "{c.base}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "{c.step}", "space": "srgb" } } } },
                     "loud": { "value": "{c.base}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "20", "space": "srgb" } } } } } }
            """)
        #expect(model.tokens(in: "default").first { $0.path == "c.hover" }.map { $0.value.cssText } == "#5c85d6")
        #expect(!model.paths.contains("c.loud"))
        #expect(
            diagnostics.map(\.description) == [
                "content/tokens/tokens.tokens.json:4:133: warning: the amount `20` of the `darken` modifier is 20, outside 0 to 1"
            ])
        #expect(diagnostics.first?.fix == "Write a fraction, such as `\"0.2\"` for 20%, or `\"20%\"`.")
    }

    @Test func everyOtherBreakageIsOneLocatedWarning() throws {
        let deep = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "s": {
                "base": { "value": "4", "type": "sizing" },
                "deep": { "value": "\(deep)", "type": "sizing" },
                "open": { "value": "{unclosed * 2", "type": "sizing" },
                "pair": { "value": "rgba(1, 2)", "type": "color" },
                "fade": { "value": "linear-gradient(90deg, #fff 0%, {s.nothing} 100%)", "type": "color" },
                "odd": { "value": "#ff0000", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "blur", "value": "0.5" } } } },
                "weight": { "value": "{s.base} * 300", "type": "fontWeights" },
                "ok": { "value": "{s.base} * 2", "type": "sizing" }
              }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["s.base", "s.ok"])
        #expect(
            diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.code): \($0.message)" } == [
                "4:24 token-math: cannot compute `\(deep.prefix(57))…`: the expression is nested too deeply",
                "5:24 alias-invalid: malformed alias `{unclosed * 2`",
                "6:24 token-invalid-value: `1` in `rgba(1, 2)` is not a colour",
                "7:24 alias-dangling: alias `{s.nothing}` does not match any token",
                "8:107 token-modifier: unknown colour modifier `blur`",
                "9:26 token-invalid-value: `{s.base} * 300` is 1200, outside the font weights 1 to 1000",
            ])
    }

    /// An older Tokens Studio single file: no themes yet (`"$themes": []`), the set order in `$metadata`, aliases that
    /// leave out the set's name. Still Tokens Studio: one mode, every token, no word about `$themes`.
    @Test func aSingleFileWithNoThemesIsStillTokensStudio() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "global": {
                "fontWeights": { "medium": { "value": "500", "type": "fontWeights" } },
                "colors": { "ink": { "value": "#111827", "type": "color" } },
                "heading": { "value": { "fontFamily": "Inter", "fontWeight": "{fontWeights.medium}", "fontSize": "24" }, "type": "typography" }
              },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["global"] }
            }
            """)
        #expect(diagnostics == [])
        #expect(model.modes.count == 1)
        #expect(model.paths == ["fontWeights.medium", "colors.ink", "heading"])
        #expect(model.token(at: "heading", in: model.modes[0])?.value.cssText == "500 24px Inter")
    }

    @Test func themesThatCannotBeModesAreLocatedAndLeftOut() throws {
        let (model, diagnostics) = try TokenFixture([
            "$themes.json": """
            [
              { "group": "Mode", "selectedTokenSets": { "core": "enabled" } },
              { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "enabled", "dark": "enable" } },
              { "name": "dark", "group": "Mode", "selectedTokenSets": { "core": "enabled", "dark": "enabled" } }
            ]
            """,
            "core.json": ##"{ "fg": { "value": "#111827", "type": "color" } }"##,
            "dark.json": ##"{ "fg": { "value": "#f9fafb", "type": "color" } }"##,
        ]).load()
        #expect(
            diagnostics.map(\.description) == [
                "content/tokens/$themes.json:2:3: warning: a theme in the export has no `name`, so it is left out",
                "content/tokens/$themes.json:4:88: warning: theme `Dark` gives the token set `dark` the state `enable`, so the set is left out of it",
                "content/tokens/$themes.json:5:3: warning: theme `dark` is the mode `dark`, as the theme at content/tokens/$themes.json:4:3 is, so it is left out",
            ])
        // Two modes, each once: the misspelt state leaves `dark` out of Dark, so its text is the core colour.
        #expect(model.modes == ["light", "dark"])
        #expect(model.token(at: "fg", in: "dark")?.value == .color(try #require(Color(hex: "#111827"))))
    }

    @Test func aGradientGoesIntoTokensCSSOnlyWhenItLoadsNothing() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "brand": { "value": "#2563eb", "type": "color" },
              "fade": { "value": "linear-gradient(90deg, {brand} 0%, rgba(0, 0, 0, 0.5) 100%)", "type": "color" },
              "leak": { "value": "linear-gradient(red, blue), url(//tracker.example/x.png)", "type": "color" }
            }
            """)
        #expect(model.token(at: "fade", in: "default") != nil)
        #expect(model.token(at: "leak", in: "default") == nil)
        #expect(
            diagnostics.map { "\($0.location?.line ?? 0) \($0.code): \($0.message)" }.contains {
                $0.hasPrefix(
                    "4 token-invalid-value: the gradient `linear-gradient(red, blue), url(//tracker.example/x.png)` cannot be written into tokens.css"
                )
            })
    }
}
