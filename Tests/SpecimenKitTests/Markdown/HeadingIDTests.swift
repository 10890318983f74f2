import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct HeadingIDTests {
    /// ASCII headings are slugged byte by byte; that must agree with the general rule on every ASCII character.
    @Test func theASCIISlugMatchesTheGeneralOne() {
        let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        #expect(HeadingSlugger.slug(every) == HeadingSlugger.unicodeSlug(every))
        #expect(HeadingSlugger.slug(every) == "--0123456789abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz")
        for heading in ["Retry behaviour", "When *not* to use", "4.5:1 -- contrast", "snake_case & kebab-case", "  ", ""] {
            #expect(HeadingSlugger.slug(heading) == HeadingSlugger.unicodeSlug(heading), "\(heading)")
        }
    }

    @Test(arguments: [
        ("Motion and Haptics", "motion-and-haptics"),
        ("Status & Error Feedback", "status--error-feedback"),
        ("What's new? (2024)", "whats-new-2024"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Ünïcödé Überschrift", "ünïcödé-überschrift"),
        ("日本語の見出し", "日本語の見出し"),
        ("✅ Do this", "-do-this"),
        ("  spaced  out  ", "--spaced--out--"),
        ("C++ / Swift.", "c--swift"),
    ])
    func githubSlugs(text: String, slug: String) {
        #expect(HeadingSlugger.slug(text) == slug)
    }

    /// Every general category, with GitHub's verdict (github-slugger's per-category fixtures): each
    /// sample sits between `a` and `b`, so a kept character shows between them and a dropped one does not.
    @Test(arguments: [
        ("Lu", "\u{0041}\u{00C9}\u{0410}", "aéа"), ("Ll", "\u{00DF}\u{03B1}", "ßα"), ("Lt", "\u{01C5}", "ǆ"),
        ("Lm", "\u{02B0}\u{3005}", "ʰ々"), ("Lo", "\u{05D0}\u{4E2D}", "א中"),
        ("Mn", "e\u{0301}", "e\u{0301}"), ("Mc", "\u{0903}", "\u{0903}"), ("Me", "\u{20DD}", "\u{20DD}"),
        ("Nd", "\u{0663}\u{FF15}", "٣５"), ("Nl", "\u{216B}\u{3007}", "ⅻ〇"), ("No", "\u{00B2}\u{00BD}\u{2460}\u{2070}", ""),
        ("Pc", "_\u{203F}", "_‿"), ("Pd", "-\u{2014}\u{2010}", "-"), ("Ps", "(\u{300C}", ""), ("Pe", ")\u{300D}", ""),
        ("Pi", "\u{00AB}\u{2018}", ""), ("Pf", "\u{00BB}\u{2019}", ""), ("Po", "!\u{3002}\u{00BF}", ""),
        ("Sm", "+\u{2211}", ""), ("Sc", "$\u{20AC}", ""), ("Sk", "^\u{00A8}", ""), ("So", "\u{00A9}\u{2705}\u{1F600}\u{249C}", ""),
        ("So, alphabetic", "\u{24B6}\u{24E9}", "ⓐⓩ"),
        ("Zs", " \u{00A0}\u{3000}", "-"), ("Zl", "\u{2028}", ""), ("Zp", "\u{2029}", ""),
        ("Cc", "\u{0009}\u{007F}", ""), ("Cf", "\u{200D}\u{00AD}", ""), ("Co", "\u{E000}\u{F0000}", ""),
        ("Cn", "\u{0378}\u{FFFF}", ""),
    ])
    func everyGeneralCategoryLikeGitHub(category: String, sample: String, kept: String) {
        #expect(HeadingSlugger.slug("a" + sample + "b") == "a" + kept + "b", "\(category)")
    }

    @Test func aSigmaEndingAWordIsFinal() {
        #expect(HeadingSlugger.slug("ΟΔΟΣ ΣΤΟ ΣΠΙΤΙ") == "οδος-στο-σπιτι")
        #expect(HeadingSlugger.slug("Σ") == "σ")
        #expect(HeadingSlugger.slug("ΑΣ.") == "ας")
    }

    @Test func duplicatesAreNumberedLikeGitHub() {
        var slugger = HeadingSlugger()
        #expect(
            ["Examples", "Examples", "Examples-1", "Examples"].map { slugger.id(for: $0) } == [
                "examples", "examples-1", "examples-1-1", "examples-2",
            ])
    }

    @Test func customIDsOverrideAndAreReserved() {
        let page = renderPage("## Timing thresholds {#timing}\n\n## Timing\n\n## Timing\n")
        #expect(page.headings.map(\.id) == ["timing", "timing-1", "timing-2"])
        #expect(page.headings.map(\.text) == ["Timing thresholds", "Timing", "Timing"])
        #expect(page.html.hasPrefix("<h2 id=\"timing\">Timing thresholds <a class=\"heading-anchor\" href=\"#timing\""))
    }

    /// mdBook and Hugo read `{ #id }` with spaces, as the Rust RFCs write it; a suffix with more in it stays text.
    @Test func customIDsMayHaveSpacesInsideTheirBraces() {
        let page = renderPage("## Lack of backtracking { #backtrack }\n\n## Hokey {\t#hokey}  \n\n## Wide {#wide .full}\n\n## Set {a, b}\n")
        #expect(page.headings.map(\.id) == ["backtrack", "hokey", "wide-wide-full", "set-a-b"])
        #expect(page.headings.map(\.text) == ["Lack of backtracking", "Hokey", "Wide {#wide .full}", "Set {a, b}"])
    }

    @Test func duplicateCustomIDIsALocatedWarning() throws {
        let page = renderPage("# Title\n\n## One {#same}\n\nText\n\n## Two {#same}\n", at: "a.md")
        let diagnostic = try #require(page.diagnostics.first)
        #expect(page.diagnostics.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.reason == "Ids must be unique on a page, and a link to `#same` reaches the first; this heading has the id `two` instead.")
        #expect(diagnostic.location == SourceLocation(file: "content/a.md", line: 7, column: 1))
        #expect(diagnostic.code == .duplicateHeadingID)
        #expect(diagnostic.message == "the heading id `same` is already used on line 3")
        #expect(page.headings.map(\.id) == ["title", "same", "two"])
    }

    @Test func invalidCustomIDIsALocatedWarning() throws {
        let page = renderPage("---\ntitle: T\n---\n\n### Bad {#9lives}\n")
        let diagnostic = try #require(page.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(page.headings.map(\.id) == ["bad"])
        #expect(diagnostic.location == SourceLocation(file: "content/guide.md", line: 5, column: 1))
        #expect(diagnostic.message == "`{#9lives}` is not a usable heading id")
        #expect(diagnostic.fix == "Start it with a letter, for example `{#id-9lives}`.")
    }

    @Test func tableOfContentsLinksWrittenForGitHubResolve() throws {
        let text = try String(contentsOf: Repository.guides.appending(path: "haptics-and-status-feedback.md"), encoding: .utf8)
        let page = renderPage(text, at: "haptics-and-status-feedback.md")
        let ids = Set(page.headings.map(\.id))
        let fragments = page.links.compactMap { link -> String? in
            if case let .fragment(id) = link.target { return id }
            return nil
        }
        #expect(fragments == ["sound-motion-and-haptics", "status--error-feedback", "checklist"])
        #expect(fragments.allSatisfy(ids.contains))
    }
}

@Suite struct HeadingHTMLTests {
    @Test func aHeadingCarriesItsIdAndAPermalinkNamedByItsText() {
        let html = PageRenderer.headingHTML(level: 2, id: "a&b", html: "Tom &amp; <em>Jerry</em>", text: "Tom & \"Jerry\"")
        #expect(
            String(decoding: html, as: UTF8.self) == """
                <h2 id="a&amp;b">Tom &amp; <em>Jerry</em> <a class="heading-anchor" href="#a&amp;b" aria-label="Permalink to “Tom &amp; &quot;Jerry&quot;”">#</a></h2>
                """)
    }

    /// The bytes are what the String the heading was once made as holds, escaping by character included:
    /// a `<` or `&` that a combining mark joins, or that a prepended mark (U+0600) joins, is another character and stays.
    @Test(arguments: [
        "Plain", "It's <b> & \"q\"", "a<\u{338}b & c", "\u{600}<x", "&\u{301}", "“quoted” é > 1", "x\u{600}", "\u{301}&", "", "'",
    ])
    func theBytesAreTheStringItWasMadeAs(text: String) {
        let id = HeadingSlugger.slug(text) + text
        let label = HTML.escape("Permalink to “\(text)”")
        let made = "<h3 id=\"\(HTML.escape(id))\">\(text) <a class=\"heading-anchor\" href=\"#\(HTML.escape(id))\" aria-label=\"\(label)\">#</a></h3>"
        #expect(PageRenderer.headingHTML(level: 3, id: id, html: text, text: text) == Array(made.utf8))
        var escaped: [UInt8] = []
        HTML.appendEscaping(text, to: &escaped)
        #expect(escaped == Array(HTML.escape(text).utf8))
    }
}
