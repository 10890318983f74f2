import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// Every token a team keeps is on the site or accounted for: what a Tokens Studio export does not publish (a `source`
/// set, a set no theme enables, a value that cannot be read) is listed by reason, on the tokens page and in tokens.json.
@Suite struct LeftOutTests {
    private static let export = [
        "$themes.json": """
        [
          { "id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
          { "id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } }
        ]
        """,
        "$metadata.json": #"{ "tokenSetOrder": ["core", "light", "dark", "drafts"] }"#,
        "core.json": ##"{ "grey": { "50": { "value": "#f9fafb", "type": "color" }, "900": { "value": "#111827", "type": "color" } } }"##,
        "light.json":
            ##"{ "text": { "value": "{grey.900}", "type": "color" }, "page": { "value": "{grey.50}", "type": "color" }, "ring": { "value": "nope", "type": "color" } }"##,
        "dark.json":
            ##"{ "text": { "value": "{grey.50}", "type": "color" }, "page": { "value": "{grey.900}", "type": "color" }, "ring": { "value": "nope", "type": "color" } }"##,
        "drafts.json": ##"{ "brand": { "next": { "value": "#7c3aed", "type": "color" }, "later": { "value": "#db2777", "type": "color" } } }"##,
    ]

    @Test func whatIsNotPublishedIsListedWithItsReason() throws {
        let (model, _) = try TokenFixture(Self.export).load()
        #expect(model.modes == ["light", "dark"])
        #expect(model.paths == ["text", "page"])
        #expect(model.sourceCount == 7)
        #expect(
            model.leftOut.map { "\($0.reason.rawValue) \($0.source ?? "-") \($0.paths)" } == [
                "only-for-references set `core` [\"grey.50\", \"grey.900\"]",
                "value-unreadable - [\"ring\"]",
                "in-no-theme set `drafts` [\"brand.next\", \"brand.later\"]",
            ])
        #expect(model.leftOut[1].location?.description == "content/tokens/light.json:1:125")
    }

    @Test func theTokensPageListsThemInALeftOutSection() throws {
        let (model, _) = try TokenFixture(Self.export).load()
        #expect(
            TokenPages.leftOut(model, from: "content/tokens") == """

                ## Left out {#left-out}

                5 tokens of the 7 in `content/tokens/` are on no page of this site, nor in `tokens.css` or `tokens.json` (which lists them as `leftOut`).

                - Set <code>core</code> at <code>content\\/tokens\\/core\\.json\\:1\\:13</code>: only for other tokens to reference \\(a <code>source</code> set in every theme that selects it\\). 2 tokens: <code>grey\\.50</code>, <code>grey\\.900</code>
                - <code>content\\/tokens\\/light\\.json\\:1\\:125</code>: their value cannot be read. 1 token: <code>ring</code>
                - Set <code>drafts</code> at <code>content\\/tokens\\/drafts\\.json\\:1\\:1</code>: in a set that no theme enables. 2 tokens: <code>brand\\.next</code>, <code>brand\\.later</code>

                """)
    }

    @Test func tokensJSONListsThemToo() throws {
        let (model, _) = try TokenFixture(Self.export).load()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(TokenJSON.render(model).utf8)) as? [String: Any])
        let leftOut = try #require(json["leftOut"] as? [[String: Any]])
        #expect(leftOut.map { $0["reason"] as? String } == ["only-for-references", "value-unreadable", "in-no-theme"])
        #expect(leftOut.map { $0["count"] as? Int } == [2, 1, 2])
        #expect(leftOut[2]["tokens"] as? [String] == ["brand.next", "brand.later"])
        #expect(leftOut[2]["at"] as? String == "content/tokens/drafts.json:1:1")
    }

    @Test func anExportThatPublishesEverythingHasNoSection() throws {
        let (model, _) = try TokenFixture.load(##"{ "ink": { "$type": "color", "$value": "#111827" } }"##)
        #expect(model.leftOut.isEmpty && model.sourceCount == 1)
        #expect(TokenPages.leftOut(model, from: "content/tokens") == "")
    }
}

/// Token files in JavaScript, as a Style Dictionary project keeps them beside its JSON: not run, said once with the
/// tokens that need them, and those tokens accounted for, instead of one "names no token" per alias.
@Suite struct ScriptTokenFileTests {
    private static let export = [
        "base/spacing.js": """
        module.exports = {
          spacing: {
            100: { value: '8px' },
            150: { value: '12px' },
          },
        };
        """,
        "base/colors.mjs": "export default { color: { 'brand-blue': { value: '#0055ff' } } };\n",
        "style-dictionary.config.js": "module.exports = { source: ['base/**/*.js'] };\n",
        "components/button.json": """
        {
          "button": {
            "padding": { "value": "{spacing.150.value}" },
            "background": { "value": "{color.brand-blue.value}" },
            "border": { "value": "{colour.typo.value}" },
            "text": { "value": "#ffffff" }
          }
        }
        """,
    ]

    @Test func theFilesAreOneWarningWithTheTokensThatNeedThem() throws {
        let (model, diagnostics) = try TokenFixture(Self.export).load()
        #expect(model.paths == ["button.text"])
        #expect(
            diagnostics.map { "\($0.location.map { "\($0)" } ?? "-") \($0.code): \($0.message)" } == [
                "content/tokens/base/colors.mjs:1:1 token-file-script: 2 token files are JavaScript, which Specimen does not run: `content/tokens/base/colors.mjs`, `content/tokens/base/spacing.js`",
                // A name no file writes is a typo, said where it is.
                "content/tokens/components/button.json:5:26 alias-dangling: alias `{colour.typo.value}` does not match any token",
            ])
        #expect(
            diagnostics.first?.reason
                == "Specimen reads token files as JSON and runs no code. 2 tokens alias tokens that only these files define, so they are left out too: `button.padding`, `button.background`."
        )
        #expect(
            model.leftOut.map { "\($0.reason.rawValue) \($0.source ?? "-") \($0.paths)" } == [
                "needs-javascript JavaScript files [\"button.padding\", \"button.background\"]",
                "value-unreadable - [\"button.border\"]",
            ])
    }

    @Test func keysAreTheNamesBeforeAColon() {
        #expect(
            ScriptTokenFiles.keys(in: "export const a = { 'brand-blue': { value: \"#00f\" }, 150: x, ratio: 1 }")
                == ["brand-blue", "value", "150", "ratio"])
    }
}
