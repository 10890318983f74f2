import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct TokenJSONTests {
    @Test func rendersResolvedValuesPerModeWithSortedKeys() throws {
        let (model, diagnostics) = try TokenFixture([
            "light.tokens.json": """
            {
              "color": {
                "$type": "color",
                "danger": { "$value": "#DC2626", "$description": "Critical errors.", "$extensions": { "com.example": { "name": "stateDanger", "rank": 1 } } },
                "error": { "$value": "{color.danger}" },
                "old": { "$value": "#FF3B30", "$deprecated": "Use {color.danger}." }
              },
              "space": { "md": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } },
              "type": { "caption": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 11, "unit": "px" }, "letterSpacing": { "value": 0.06, "unit": "px" } } } },
              "shadow": { "card": { "$type": "shadow", "$value": { "color": "#0000001F", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }
            }
            """,
            "dark.tokens.json": ##"{ "color": { "$type": "color", "danger": { "$value": "#EF4444" }, "night": { "$value": "#000000" } } }"##,
            "theme.resolver.json": """
            { "version": "2025.10",
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "light.tokens.json" }, { "$ref": "dark.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
        ]).load()
        #expect(diagnostics.isEmpty)
        #expect(
            TokenJSON.render(model) == """
                {
                  "modes": ["light", "dark"],
                  "tokens": {
                    "color.danger": {
                      "description": "Critical errors.",
                      "extensions": {
                        "com.example": {
                          "name": "stateDanger",
                          "rank": 1
                        }
                      },
                      "type": "color",
                      "values": {
                        "dark": {
                          "value": "#ef4444"
                        },
                        "light": {
                          "value": "#dc2626"
                        }
                      }
                    },
                    "color.error": {
                      "type": "color",
                      "values": {
                        "dark": {
                          "aliasChain": ["color.error", "color.danger"],
                          "value": "#ef4444"
                        },
                        "light": {
                          "aliasChain": ["color.error", "color.danger"],
                          "value": "#dc2626"
                        }
                      }
                    },
                    "color.night": {
                      "type": "color",
                      "values": {
                        "dark": {
                          "value": "#000000"
                        }
                      }
                    },
                    "color.old": {
                      "deprecated": "Use {color.danger}.",
                      "type": "color",
                      "values": {
                        "dark": {
                          "value": "#ff3b30"
                        },
                        "light": {
                          "value": "#ff3b30"
                        }
                      }
                    },
                    "shadow.card": {
                      "type": "shadow",
                      "values": {
                        "dark": {
                          "value": [
                            {
                              "blur": "12px",
                              "color": "#0000001f",
                              "inset": false,
                              "offsetX": "0px",
                              "offsetY": "4px",
                              "spread": "0px"
                            }
                          ]
                        },
                        "light": {
                          "value": [
                            {
                              "blur": "12px",
                              "color": "#0000001f",
                              "inset": false,
                              "offsetX": "0px",
                              "offsetY": "4px",
                              "spread": "0px"
                            }
                          ]
                        }
                      }
                    },
                    "space.md": {
                      "type": "dimension",
                      "values": {
                        "dark": {
                          "value": "12px"
                        },
                        "light": {
                          "value": "12px"
                        }
                      }
                    },
                    "type.caption": {
                      "type": "typography",
                      "values": {
                        "dark": {
                          "value": {
                            "fontFamily": ["Inter"],
                            "fontSize": "11px",
                            "letterSpacing": "0.06px"
                          }
                        },
                        "light": {
                          "value": {
                            "fontFamily": ["Inter"],
                            "fontSize": "11px",
                            "letterSpacing": "0.06px"
                          }
                        }
                      }
                    }
                  }
                }

                """)
    }

    @Test func escapesStringsAndWritesEmptyModels() {
        #expect(
            TokenJSON.render(.empty) == """
                {
                  "modes": ["default"],
                  "tokens": {}
                }

                """)
        let token = ResolvedToken(
            path: "a", mode: "default", type: .number, value: .number(0.1), description: "Say \"hi\"\n\tnow \\ é",
            location: SourceLocation(file: "f", line: 1, column: 1))
        let json = TokenJSON.render(TokenModel(modes: ["default"], tokens: ["default": [token]]))
        #expect(json.contains(#""description": "Say \"hi\"\n\tnow \\ é","#))
        #expect(json.contains(#""value": 0.1"#))
    }
}
