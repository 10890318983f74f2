import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

/// Token files as design tools export them: understood, read, and each quirk reported once as a warning.
@Suite struct ExportedTokenQuirksTests {
    private func at(_ line: Int, _ column: Int) -> SpecimenDiagnostics.SourceLocation { TokenFixture.at(line, column) }

    /// A type of the team's own is kept as written, braces and all, as its warning says, and is advisory; a text of
    /// a tool's kind (`string`) has its aliases replaced by their values.
    @Test func aTypeOfOnesOwnKeepsItsTextAsWritten() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "width": { "$type": "dimension", "thin": { "$value": { "value": 1, "unit": "px" } } },
              "shadow": {
                "$type": "custom-string", "inset": { "$value": "inset 0 0 0 {width.thin}" }, "other": { "$value": "0 0 {nowhere.at.all}" },
                "open": { "$value": "{not closed" }, "card": { "$value": "{shadow.inset}" }
              },
              "label": { "$type": "string", "inset": { "$value": "inset 0 0 0 {width.thin}" } }
            }
            """)
        let values = model.tokens(in: "default").map { token in
            if case .other(_, let json) = token.value { "\(token.path) \(json.stringValue ?? "")" } else { "\(token.path) \(token.value.cssText)" }
        }
        #expect(
            values == [
                "width.thin 1px", "shadow.inset inset 0 0 0 {width.thin}", "shadow.other 0 0 {nowhere.at.all}", "shadow.open {not closed",
                "shadow.card inset 0 0 0 {width.thin}", "label.inset inset 0 0 0 1px",
            ])
        #expect(diagnostics.map { "\($0.code) \($0.location.map { "\($0)" } ?? "")" } == ["token-custom-type content/tokens/tokens.tokens.json:4:14"])
        // Nothing of the input is lost, so `--strict` leaves it a warning.
        #expect(diagnostics.map(\.promotedToError.severity) == [.warning])
    }

    /// A type of the team's own written in every component's file is one cause for the export: one warning per type,
    /// at its first file, naming the others.
    @Test func aTypeOfOnesOwnIsOneWarningForTheExport() throws {
        func file(_ name: String, type: String) -> String { "{ \"\(name)\": { \"$type\": \"\(type)\", \"gap\": { \"$value\": \"4px\" } } }" }
        let (_, diagnostics) = try TokenFixture([
            "button.json": file("button", type: "component"), "card.json": file("card", type: "component"),
            "tabs.json": file("tabs", type: "component"), "grid.json": file("grid", type: "breakpoint"),
        ]).load()
        #expect(
            diagnostics.map { "\($0.code) \($0.location?.file ?? "") \($0.message)" } == [
                "token-custom-type content/tokens/button.json `component` is not a token type of the format; these tokens are kept as written",
                "token-custom-type content/tokens/grid.json `breakpoint` is not a token type of the format; these tokens are kept as written",
            ])
        #expect(diagnostics.first?.reason?.hasSuffix("2 other files do the same: `content/tokens/card.json`, `content/tokens/tabs.json`.") == true)
    }

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
        // The members beyond the five and a length as the line height are kept as Terrazzo keeps them, without a word;
        // only what cannot reach CSS is said.
        #expect(
            diagnostics == [
                .warning(
                    .tokenDimensionForm, at: at(6, 69), "dimension `0.4` has no unit; it is read as `0.4px`",
                    reason:
                        "A dimension needs a `unit` of `px` or `rem`, even when the value is 0; design tools that write bare numbers mean pixels (points on iOS, dp on Android).",
                    fix: "Write it as `{ \"value\": 0.4, \"unit\": \"px\" }`."),
                .warning(
                    .tokenTypographyProperty, at: at(11, 32), "`textDecoration` in a text style is ignored",
                    reason:
                        "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`; `textDecoration` is not one of them, and its value `{…}` is not a plain CSS value.",
                    fix: "Remove `textDecoration`, or move it into `$extensions`."),
            ])
    }

    /// The drafts' `"16px"` and `"200ms"`, in every file of an export: read, and one warning for the project, at the
    /// first place, naming the lines of its file and the other files.
    @Test func theDraftsStringFormsAreOneWarningForTheProject() throws {
        let (model, diagnostics) = try TokenFixture([
            "a.tokens.json": #"{ "space": { "$type": "dimension", "sm": { "$value": "8px" }, "md": { "$value": "1rem" } } }"#,
            "b.tokens.json": #"{ "motion": { "$type": "duration", "fast": { "$value": "200ms" } } }"#,
            "c.tokens.json": #"{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#,
        ]).load()
        #expect(model.tokens(in: "default").map(\.value.cssText) == ["8px", "1rem", "200ms", "4px"])
        #expect(
            diagnostics == [
                .warning(
                    .tokenStringForm, at: SourceLocation(file: "content/tokens/a.tokens.json", line: 1, column: 54),
                    "the dimension `8px` is written as text, as the format's drafts did",
                    reason:
                        "In the 2025.10 format a dimension is an object of a number and a unit. Specimen reads `8px` as 8px; tools that follow 2025.10 (Terrazzo) refuse it. 1 other file does the same: `content/tokens/b.tokens.json`.",
                    fix: "Write `{ \"value\": 8, \"unit\": \"px\" }`, or keep the text and accept the warning (an error only with `--strict`)."
                )
            ])
    }

    /// Terrazzo's `boolean`, `string` and `link` hold what they name in the format's files; a value of another
    /// shape is refused there (Tokens Studio's own files write booleans as text, and are read as they are).
    @Test func booleanStringAndLinkHoldWhatTheyName() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            { "on": { "$type": "boolean", "$value": true }, "off": { "$type": "boolean", "$value": "false" },
              "name": { "$type": "string", "$value": 99 }, "icon": { "$type": "link", "$value": "/icons/star.svg" },
              "none": { "$type": "link", "$value": "" } }
            """)
        #expect(model.tokens(in: "default").map(\.path) == ["on", "icon"])
        #expect(
            diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
                "1:88 invalid boolean: a string, `false`", "2:42 invalid string: a number, `99`", "3:40 invalid link: an empty string, ``",
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
