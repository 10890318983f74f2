import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// Token files as design tools export them: understood, read, and each quirk reported once as a warning.
@Suite struct ExportedTokenQuirksTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    @Test func typographyWithExtraPropertiesBareLetterSpacingAndALengthLineHeight() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "type": {
                "$type": "typography",
                "title": { "$value": {
                  "fontFamily": "Inter", "fontSize": { "value": 34, "unit": "px" }, "fontWeight": 700,
                  "lineHeight": { "value": 41, "unit": "px" }, "letterSpacing": 0.4,
                  "fontStyle": "italic", "textTransform": "uppercase", "WebkitFontSmoothing": "antialiased"
                } },
                "caption": { "$value": {
                  "fontFamily": "Inter", "fontSize": { "value": 12, "unit": "px" }, "lineHeight": 1.3,
                  "textTransform": "none", "textDecoration": { "line": "underline" }
                } }
              }
            }
            """)
        let title = try #require(model.tokens(in: "default").first)
        #expect(
            title.value
                == .typography(
                    TypographyValue(
                        fontFamily: ["Inter"], fontSize: DimensionValue(34, .px), fontWeight: 700,
                        lineHeight: .length(DimensionValue(41, .px)), letterSpacing: DimensionValue(0.4, .px),
                        otherProperties: [
                            .init(name: "font-style", value: "italic"), .init(name: "text-transform", value: "uppercase"),
                            .init(name: "-webkit-font-smoothing", value: "antialiased"),
                        ])))
        let css = TokenCSS.render(model)
        #expect(css.contains("  --type-title: italic 700 34px/41px Inter;\n"))
        #expect(css.contains("  --type-title-webkit-font-smoothing: antialiased;\n"))
        #expect(css.contains("  --type-caption-text-transform: none;\n"))
        let kept = "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`."
        #expect(
            diagnostics == [
                .warning(
                    .tokenTypographyProperty, at: at(6, 21), "`lineHeight` `41px` is a length, not a number",
                    reason:
                        "In the 2025.10 format `lineHeight` is a multiple of the font size; a length is kept, since CSS reads `line-height: 41px` the same way.",
                    fix: "Divide by the font size for a number: with 16px text, `2.5625`."),
                .warning(
                    .tokenDimensionForm, at: at(6, 69), "dimension `0.4` has no unit; it is read as `0.4px`",
                    reason:
                        "A dimension needs a `unit` of `px` or `rem`, even when the value is 0; design tools that write bare numbers mean pixels (points on iOS, dp on Android).",
                    fix: "Write it as `{ \"value\": 0.4, \"unit\": \"px\" }`."),
                .warning(
                    .tokenTypographyProperty, at: at(7, 7), "`fontStyle` is not part of a text style in the format; it is kept as `font-style`",
                    reason: kept + " Specimen keeps `fontStyle` as the CSS property `font-style` in `tokens.css` and on the type specimens.",
                    fix: "Keep it and accept the warning, or move it into `$extensions` if no CSS should use it."),
                .warning(
                    .tokenTypographyProperty, at: at(7, 30),
                    "`textTransform` is not part of a text style in the format; it is kept as `text-transform`",
                    reason: kept
                        + " Specimen keeps `textTransform` as the CSS property `text-transform` in `tokens.css` and on the type specimens. The same occurs on 1 more line of this file: 11.",
                    fix: "Keep it and accept the warning, or move it into `$extensions` if no CSS should use it."),
                .warning(
                    .tokenTypographyProperty, at: at(7, 60),
                    "`WebkitFontSmoothing` is not part of a text style in the format; it is kept as `-webkit-font-smoothing`",
                    reason: kept
                        + " Specimen keeps `WebkitFontSmoothing` as the CSS property `-webkit-font-smoothing` in `tokens.css` and on the type specimens.",
                    fix: "Keep it and accept the warning, or move it into `$extensions` if no CSS should use it."),
                .warning(
                    .tokenTypographyProperty, at: at(11, 32), "`textDecoration` in a text style is ignored",
                    reason:
                        "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`; `textDecoration` is not one of them, and its value `{…}` is not a plain CSS value.",
                    fix: "Remove `textDecoration`, or move it into `$extensions`."),
            ])
    }

    @Test func tokensStudioShadowsAndLegacyStrokeStrings() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "shadow": { "$type": "shadow", "$value": { "x": { "value": 0, "unit": "px" }, "y": { "value": 2, "unit": "px" },
                "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "color": "#00000033", "type": "innerShadow" } },
              "dash": { "$type": "strokeStyle", "$value": "dashed 4px 2px round" }
            }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["shadow"])
        #expect(TokenCSS.render(model).contains("--shadow: inset 0px 2px 4px 0px #00000033;"))
        #expect(
            diagnostics == [
                .warning(
                    .tokenShadowForm, at: at(2, 44), "shadow written with `x` and `y` is read as `offsetX` and `offsetY`",
                    reason:
                        "The 2025.10 format names a shadow's offsets `offsetX` and `offsetY`, and an inner shadow has `\"inset\": true`; this is the form Tokens Studio writes.",
                    fix: "Rename `x` to `offsetX` and `y` to `offsetY`, and write `\"inset\": true` instead of `\"type\": \"innerShadow\"`."),
                .warning(
                    .tokenInvalidValue, at: at(4, 47), "stroke style `dashed 4px 2px round` is the old string form with dash lengths",
                    reason:
                        "In the 2025.10 format a stroke style string is only one of the keywords `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` and `inset`; a dash pattern is an object with `dashArray` and `lineCap`.",
                    fix: #"Write `{ "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }], "lineCap": "round" }`."#),
            ])
    }

    @Test func anErrorInACompositeMembersTargetIsReportedOnceAtTheRoot() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "ink": { "$type": "color", "$value": "#12" },
              "text": { "$type": "color", "$value": "{ink}" },
              "muted": { "$type": "color", "$value": "{text}" },
              "card": { "$type": "border", "$value": { "color": "{ink}", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
            }
            """)
        #expect(model.tokens(in: "default").isEmpty)
        #expect(
            diagnostics == [
                .warning(
                    .tokenInvalidValue, at: at(2, 40), "invalid color `#12`",
                    reason:
                        "A color is a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) or a 2025.10 color object with `colorSpace` and `components`. 3 tokens that alias it, directly or through others, have no value either: `text`, `muted`, `card`.",
                    fix: "Write it as a hex string such as `#dc2626`, or as a 2025.10 color object."
                )
            ])
    }

    @Test func codeHeavyRealScaleFileGivesOneWarningPerQuirk() throws {
        // 300 colours exported with 3-digit fallbacks: one warning, not 300.
        var lines: [String] = []
        for index in 0..<300 {
            lines.append(##"    "c\##(index)": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } }"##)
        }
        let json = "{\n  \"color\": {\n    \"$type\": \"color\",\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
        let (model, diagnostics) = try TokenFixture.load(json)
        #expect(model.tokens(in: "default").count == 300)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.reason?.hasSuffix("The same occurs on 299 more lines of this file: 5, 6, 7, 8, 9, 10, 11, 12 and 291 more.") == true)
    }
}

extension ExportedTokenQuirksTests {
    @Test func thePreDTCGFormIsReadAsTheToolsOwnFormat() throws {
        // Style Dictionary 3's and Tokens Studio's form: no `$`, `comment` for the description, tool type names.
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "brand": { "value": "#2563eb", "type": "color", "comment": "Links and primary buttons" },
                "link": { "value": "{color.brand}", "type": "color" }
              },
              "space": {
                "md": { "value": "16", "type": "spacing" },
                "lg": { "value": "24", "type": "spacing" }
              }
            }
            """)
        let tokens = model.tokens(in: "default")
        #expect(tokens.map(\.path) == ["color.brand", "color.link", "space.md", "space.lg"])
        #expect(tokens[0].description == "Links and primary buttons")
        #expect(tokens[1].aliasChain == ["color.link", "color.brand"])
        #expect(tokens[3].value == .dimension(DimensionValue(24, .px)))
        // `spacing` is Tokens Studio's type, so the file is Tokens Studio's, whose bare numbers are pixels.
        #expect(diagnostics == [])
    }
}
