import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenKit

/// The body Specimen renders must be what the `cmark-gfm` CLI renders for the same Markdown,
/// apart from what Specimen adds on purpose. These run the real CLI from Debian's package.
@Suite struct CmarkConformanceTests {
    static let cli = "/usr/bin/cmark-gfm"

    static func reference(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cli)
        process.arguments = ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static let documents: [(String, String)] = [
        ("paragraphs and emphasis", "Some *emphasis*, **strong**, `code` and a\nsoft break.  \nHard break.\n"),
        ("lists", "- one\n- two\n  - nested\n\n1. first\n2. second\n\n3) loose\n\n4) items\n"),
        ("block quote", "> A quote\n> with **two** lines\n>\n> > nested\n"),
        ("thematic break and entities", "a &amp; b &copy; &#35;\n\n---\n\n&lt;not html&gt;\n"),
        (
            "links and images",
            "[text](https://example.com \"Title\") <https://auto.example> ![alt *x*](https://example.com/i.png)\n\n[ref]: https://example.com/ref\n\n[ref] and [text][ref]\n"
        ),
        ("raw html", "<div class=\"component-example\">\n  <span style=\"color: #DC2626\">Error</span>\n</div>\n\nInline <kbd>Cmd</kbd> html.\n"),
        ("gfm table", "| Error | Message |\n|:------|--------:|\n| `404` | Not found |\n| 500 | Server \\| pipe |\n"),
        ("gfm strikethrough and autolink", "~~gone~~ and www.example.com and https://example.com/path?q=1.\n"),
        ("gfm task list", "- [ ] todo\n- [x] done\n"),
        ("gfm tagfilter", "<script>alert(1)</script>\n\n<title>t</title> <textarea>x</textarea>\n"),
        ("indented code and html comment", "    let x = 1\n\n<!-- example: error-banner -->\n"),
        ("unicode", "Ünïcödé ✅ ‚úÖ — “quotes”\n"),
    ]

    @Test(arguments: documents.map(\.0))
    func matchesTheCLI(name: String) throws {
        let markdown = try #require(Self.documents.first { $0.0 == name }?.1)
        #expect(CmarkGFM.renderPlain(markdown) == (try Self.reference(markdown)))
    }

    @Test func pageBodyIsTheCLIOutputWhereSpecimenAddsNothing() throws {
        // No headings, code blocks, relative links or scoped styles: nothing for Specimen to add.
        let markdown = Self.documents.filter { !$0.1.contains("    let") }.map(\.1).joined(separator: "\n")
        #expect(renderPage(markdown).html == (try Self.reference(markdown)))
    }

    @Test func headingsDifferOnlyByIdAndPermalink() throws {
        let markdown = "## Motion *and* `haptics`\n"
        let reference = try Self.reference(markdown)
        #expect(reference == "<h2>Motion <em>and</em> <code>haptics</code></h2>\n")
        #expect(
            renderPage(markdown).html
                == "<h2 id=\"motion-and-haptics\">Motion <em>and</em> <code>haptics</code> <a class=\"heading-anchor\" href=\"#motion-and-haptics\" aria-label=\"Permalink to “Motion and haptics”\">#</a></h2>\n"
        )
    }

    /// GitHub renders footnotes; Debian's CLI has no option for them, so the expected HTML is written out: cmark-gfm's,
    /// with the notes at the end, in the order they are first referred to, and a reference without a note kept as text.
    @Test func footnotesAreGitHubs() {
        let markdown =
            "Hash tables[^siphash] and a note[^1] and [^missing].\n\n[^1]: The *first*.\n\n[^siphash]: [SipHash](https://example.com/siphash)\n"
        #expect(
            CmarkGFM.renderPlain(markdown) == """
                <p>Hash tables<sup class="footnote-ref"><a href="#fn-siphash" id="fnref-siphash" data-footnote-ref>1</a></sup> \
                and a note<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>2</a></sup> and [^missing].</p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="fn-siphash">
                <p><a href="https://example.com/siphash">SipHash</a> \
                <a href="#fnref-siphash" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                <li id="fn-1">
                <p>The <em>first</em>. <a href="#fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
    }

    @Test func fencedCodeIsEscapedAndLabelled() {
        let html = renderPage("```swift\nlet a = \"<b>\" && b\n```\n").html
        #expect(html.contains("<span class=\"code-language\">Swift</span>"))
        #expect(html.contains("aria-label=\"Copy Swift code\""))
        #expect(html.contains("class=\"language-swift\""))
        #expect(html.contains("&lt;b&gt;"))
        #expect(!html.contains("<b>"))
    }
}

/// cmark-gfm adds extension characters (`~`, `:`, `w`) to a process-wide table before each
/// document's inline pass and removes them after; rendering pages on many threads must still
/// find every strikethrough and autolink.
@Suite struct CmarkThreadSafetyTests {
    @Test func parallelRendersAgreeWithASerialRender() {
        let markdown = (0..<40).map {
            "Line \($0): ~~gone~~ and www.example.com/\($0) and https://example.com/x\($0).\n\n| a | b |\n|---|---|\n| ~~x~~ | y |\n"
        }.joined(separator: "\n")
        let expected = CmarkGFM.renderPlain(markdown)
        #expect(expected.contains("<del>gone</del>") && expected.contains("<a href=\"http://www.example.com/0\">"))
        let results = Array(repeating: markdown, count: 400).parallelMap { CmarkGFM.renderPlain($0) }
        #expect(results.filter { $0 != expected }.count == 0)
    }

    #if os(Linux)
    /// On Linux the table is pinned after the first parse, so parsing runs on every core; were the
    /// interposition lost (a linker flag dropped from Package.swift), this fails instead of the build silently serializing.
    @Test func theSpecialCharacterTableIsPinnedOnLinux() {
        _ = CmarkGFM.renderPlain("~~a~~ www.example.com")
        #expect(CmarkSpecialCharacters.isPinned)
    }
    #endif
}
