import Foundation
import Testing

@testable import SpecimenKit

/// Titles as people say them, leads said once, and files that are not guides kept out, as a technical writer moving
/// a repository's docs to Specimen expects.
@Suite struct TitlesAndLeadsTests {
    @Test func namesAreSaidAsPeopleSayThem() {
        #expect(Page.humanise("CODE_OF_CONDUCT") == "Code of conduct")
        #expect(Page.humanise("CHANGELOG") == "Changelog")
        #expect(Page.humanise("README") == "Read me")
        #expect(Page.humanise("LanguageGuide") == "Language Guide")
        #expect(Page.humanise("ReferenceManual") == "Reference Manual")
        #expect(Page.humanise("HummingbirdWSTesting") == "Hummingbird WS Testing")
        #expect(Page.humanise("SwiftUI") == "SwiftUI")
        #expect(Page.humanise("iOSGuide") == "IOS Guide")
        #expect(Page.humanise("UIKitBasics") == "UIKit Basics")
        #expect(Page.humanise("iOSGuide") == "IOS Guide")
        #expect(Page.humanise("empty-states") == "Empty states")
        #expect(Page.humanise("API") == "API")
        #expect(Page.humanise("GETTING STARTED") == "Getting started")
    }

    @Test func aChangelogIsTitledByItsNameAndALeadIsSaidOnce() throws {
        let site = try TemporaryProject([
            "content/CHANGELOG.md": "# 124.2.0\n\n- Fixed things.\n\n# 124.1.0\n",
            "content/CODE_OF_CONDUCT.md": "Be kind.\n",
            "content/badge.md":
                "---\ntitle: Badge\ndescription: Use a badge to show a status.\n---\nTeams use a **badge** to show a status. It is small.\n",
            "content/tag.md": "---\ntitle: Tag\ndescription: Tags label things.\n---\nA tag is not a badge.\n",
            "content/raw.md": "# Raw\n\n<div style=\"color: #ff0000\">red</div>\n",
        ])
        try site.write("content/photo.md", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xFF]))
        let report = site.build()
        #expect(
            report.diagnostics.map { "\($0.location!.file) \($0.code.rawValue) \($0.message)" } == [
                "content/photo.md not-text the file is not text, so it is left out of the site"
            ])
        #expect(try site.read("public/CHANGELOG/index.html").contains("<title>Changelog"))
        #expect(try site.read("public/CODE_OF_CONDUCT/index.html").contains("<title>Code of conduct"))
        let badge = try site.read("public/badge/index.html")
        #expect(!badge.contains("doc-lead"))
        #expect(badge.contains("<meta name=\"description\" content=\"Use a badge to show a status.\">"))
        #expect(try site.read("public/tag/index.html").contains("<p class=\"doc-lead\">Tags label things.</p>"))
        #expect(!site.exists("public/photo/index.html"))
    }

    /// A lead shows its code and emphasis as the page's text does; what a lead cannot hold stays text.
    @Test func aLeadShowsItsCodeAsCode() throws {
        #expect(
            InlineMarkdown.html("A file in `content/_specimen/` is *left out*, **always**, ~~never~~.")
                == "A file in <code>content/_specimen/</code> is <em>left out</em>, <strong>always</strong>, <del>never</del>.")
        #expect(InlineMarkdown.html("Code `a < b` & it's") == "Code <code>a &lt; b</code> &amp; it's")
        // A link's destination is not resolved in the chrome, and raw HTML could leave a tag open over the header:
        // such a line, or one that is no paragraph, is the text `{{page.lead}}` shows.
        for line in [
            "See [tokens](tokens.md) for `x`.", "See <https://example.com>.", "An ![icon](i.png).", "Use <Button> for actions, it's",
            "Press <kbd>Tab</kbd>", "<A HREF=\"x\">x</A>", "<svg onload=\"alert(1)\">", "An <b>open tag", "# Not a heading <b>", "- one\n- two",
        ] {
            var escaped: [UInt8] = []
            HTML.appendEscapingQuotes(line, to: &escaped)
            #expect(InlineMarkdown.html(line) == String(decoding: escaped, as: UTF8.self), "\(line)")
        }
        let site = try TemporaryProject([
            "content/tokens.md": "---\ntitle: Tokens\ndescription: Colours from `tokens.json`, in *every* mode.\n---\nThe table lists them.\n"
        ])
        _ = site.build()
        let page = try site.read("public/tokens/index.html")
        #expect(page.contains("<p class=\"doc-lead\">Colours from <code>tokens.json</code>, in <em>every</em> mode.</p>"))
        #expect(page.contains("<meta name=\"description\" content=\"Colours from `tokens.json`, in *every* mode.\">"))
    }
}
