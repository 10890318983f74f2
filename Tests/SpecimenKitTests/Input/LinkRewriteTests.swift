import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct LinkRewriteTests {
    let urls = SiteURLs(base: "/repo/")

    @Test(arguments: [
        ("guides/errors.md", "guides/errors/"),
        ("guides/index.md", "guides/"),
        ("index.md", ""),
        ("a/b/c.md", "a/b/c/"),
        ("aindex.md", "aindex/"),
        ("a/xindex.md", "a/xindex/"),
        ("index", ""),
        ("a/index", "a/"),
        (".md", "/"),
        // A character that joins the `.` or the `/` makes no suffix, as `InputKind` tells a guide.
        ("\u{600}.md", "\u{600}.md/"),
        ("\u{600}/index.md", "\u{600}/index/"),
    ])
    func prettyURLs(contentPath: String, pagePath: String) {
        #expect(SiteURLs.pagePath(forContentPath: contentPath) == pagePath)
    }

    @Test func filesKeepTheirPathsAndGuidesBecomePages() {
        #expect(urls.url(forContentPath: "images/a.png") == "/repo/images/a.png")
        #expect(urls.url(forContentPath: "a/index.md") == "/repo/a/")
        #expect(urls.url(forContentPath: "notes.mdx") == "/repo/notes.mdx")
    }

    @Test(arguments: [
        ("empty-states.md", "/repo/patterns/empty-states/"),
        ("empty-states.md#anatomy", "/repo/patterns/empty-states/#anatomy"),
        ("../foundations/colour-semantics.md#state-colours", "/repo/foundations/colour-semantics/#state-colours"),
        ("./index.md", "/repo/patterns/"),
        ("../index.md", "/repo/"),
        ("/foundations/accessibility.md", "/repo/foundations/accessibility/"),
        ("images/anatomy.png", "/repo/patterns/images/anatomy.png"),
        ("my%20guide.md?x=1#y", "/repo/patterns/my guide/?x=1#y"),
        ("#local", "#local"),
        ("https://www.w3.org/TR/WCAG22/", "https://www.w3.org/TR/WCAG22/"),
        ("mailto:design@example.com", "mailto:design@example.com"),
        ("../../outside.md", "../../outside.md"),
    ])
    func rewrites(destination: String, expected: String) {
        #expect(urls.rewrite(destination, from: "patterns/loading.md") == expected)
    }

    /// Resolution works on bytes; these are the corners a path splitter gets wrong.
    @Test(arguments: [
        ("x.md", "a/b/c.md", LinkTarget.page(contentPath: "a/b/x.md", fragment: nil, suffix: "")),
        ("./y/./z/../w.md#f", "a/c.md", .page(contentPath: "a/y/w.md", fragment: "f", suffix: "#f")),
        ("..//..//t.md", "a/b/c.md", .page(contentPath: "t.md", fragment: nil, suffix: "")),
        ("../../../t.md", "a/b/c.md", .outside("../../../t.md")),
        ("..", "a/c.md", .file(contentPath: "", suffix: "")),
        ("sub/", "a/c.md", .file(contentPath: "a/sub/", suffix: "")),
        ("guide.md/", "a/c.md", .file(contentPath: "a/guide.md/", suffix: "")),
        ("x.md", "top.md", .page(contentPath: "x.md", fragment: nil, suffix: "")),
        ("x.md", "a//b/c.md", .page(contentPath: "a/b/x.md", fragment: nil, suffix: "")),
        ("x.md", "a/b/", .page(contentPath: "a/x.md", fragment: nil, suffix: "")),
        ("/r/./s.md?q", "a/b/c.md", .page(contentPath: "r/s.md", fragment: nil, suffix: "?q")),
        ("caf%C3%A9/%C3%BC.md", "ü/é.md", .page(contentPath: "ü/café/ü.md", fragment: nil, suffix: "")),
        ("a.b-c+d:x", "a/c.md", .external("a.b-c+d:x")),
        ("1http://x", "a/c.md", .file(contentPath: "a/1http:/x", suffix: "")),
        ("é:x", "a/c.md", .external("é:x")),
        // Only the path is decoded, and a `:` after it starts no scheme.
        ("p%20q.md?r=%41#s%20t", "a/c.md", .page(contentPath: "a/p q.md", fragment: "s%20t", suffix: "?r=%41#s%20t")),
        ("x.md#a:b", "a/c.md", .page(contentPath: "a/x.md", fragment: "a:b", suffix: "#a:b")),
        // A mark joins the `#` into another character: not a bare fragment, as Swift's strings see it.
        ("#\u{301}x.md", "a/c.md", .file(contentPath: "a", suffix: "#\u{301}x.md")),
    ])
    func targetsResolveDotsSlashesAndUnicode(destination: String, source: String, expected: LinkTarget) {
        #expect(urls.target(of: destination, from: source) == expected)
    }

    @Test func baseIsNormalised() {
        #expect(SiteURLs(base: "repo").base == "/repo/")
        #expect(SiteURLs(base: "/").base == "/")
        #expect(SiteURLs(base: "https://example.com/docs").base == "/docs/")
        // Spaces and tabs around it are dropped (a no-break space too, as `CharacterSet.whitespaces` does); a space inside stays.
        #expect(SiteURLs(base: " \t/repo/ ").base == "/repo/")
        #expect(SiteURLs(base: "\u{A0}my docs\u{2003}").base == "/my docs/")
        #expect(SiteURLs(base: "  https://example.com/docs/  ").origin == "https://example.com")
    }

    @Test func renderedPageRewritesMarkdownLinksAndKeepsTheRest() {
        let page = renderPage(
            "[a](other.md#x) [b](sub/index.md) ![c](img/c.png) [d](https://e.com) [e](#top)\n", at: "guides/page.md", base: "/docs/")
        #expect(
            page.html
                == "<p><a href=\"/docs/guides/other/#x\">a</a> <a href=\"/docs/guides/sub/\">b</a> <img src=\"/docs/guides/img/c.png\" alt=\"c\" /> <a href=\"https://e.com\">d</a> <a href=\"#top\">e</a></p>\n"
        )
        #expect(
            page.links.map(\.target) == [
                .page(contentPath: "guides/other.md", fragment: "x", suffix: "#x"),
                .page(contentPath: "guides/sub/index.md", fragment: nil, suffix: ""),
                .file(contentPath: "guides/img/c.png", suffix: ""),
                .external("https://e.com"),
                .fragment("top"),
            ])
    }

    @Test func linkLocationsPointAtTheLink() {
        let page = renderPage("---\ntitle: T\n---\nIntro ✅ [x](a.md) and\n[y](b.md)\n")
        #expect(
            page.links.map(\.location) == [
                SourceLocation(file: "content/guide.md", line: 4, column: 9),
                SourceLocation(file: "content/guide.md", line: 5, column: 1),
            ])
    }
}
