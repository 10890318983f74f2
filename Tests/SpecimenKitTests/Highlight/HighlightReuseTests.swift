import SpecimenTokens
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit

/// A page rendered again (the preview after a save) takes the HTML of its unchanged Swift blocks
/// from its last render instead of parsing them again; changed and new blocks are highlighted.
@Suite("Highlighted Swift reused by a page's next render")
struct HighlightReuseTests {
    static let first = "Intro.\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n\n```json\n{\"a\": 1}\n```\n"

    @Test func aRenderKeepsTheHTMLOfItsSwiftBlocksByTheirCode() {
        let page = renderPage(Self.first)
        #expect(
            page.highlightedSwift == [
                "let a = 1\n": Array(SyntaxHighlighter.highlight("let a = 1\n", as: .swift).html.utf8),
                "let b = 2\n": Array(SyntaxHighlighter.highlight("let b = 2\n", as: .swift).html.utf8),
            ])
    }

    /// `specimen build` renders each page once and ends: its renderer keeps nothing.
    @Test func aRendererThatDoesNotKeepThemKeepsNothing() {
        let source = SourceText(path: "content/guide.md", text: Self.first)
        let page = Page(contentPath: "guide.md", source: source, frontMatter: FrontMatter(), body: Self.first, bodyFirstLine: 1)
        let rendered = PageRenderer(urls: SiteURLs(base: "/"), components: nil).render(page)
        #expect(rendered.highlightedSwift.isEmpty)
        #expect(rendered.html == renderPage(Self.first).html)
    }

    @Test func theNextRenderReusesUnchangedBlocksAndHighlightsTheRest() throws {
        let first = renderPage(Self.first)
        // A marker in place of the first render's HTML shows which blocks were taken from it.
        let marked = first.with(
            search: try #require(first.search), highlightedSwift: ["let a = 1\n": Array("KEPT-A".utf8), "let b = 2\n": Array("KEPT-B".utf8)])
        let edited = "Intro, edited.\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 3\n```\n\n```swift\nlet a = 1\n```\n"
        let again = renderPage(edited, reusing: marked)
        let fresh = SyntaxHighlighter.highlight("let b = 3\n", as: .swift).html
        #expect(again.html.components(separatedBy: "KEPT-A").count == 3)
        #expect(!again.html.contains("KEPT-B"))
        #expect(again.html.contains(fresh))
        // What the page keeps is what it shows now: the block that went is gone from it.
        #expect(again.highlightedSwift == ["let a = 1\n": Array("KEPT-A".utf8), "let b = 3\n": Array(fresh.utf8)])
        #expect(renderPage(edited).html == renderPage(edited, reusing: first).html)
    }
}
