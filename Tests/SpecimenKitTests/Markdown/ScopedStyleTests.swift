import Testing

@testable import SpecimenKit

@Suite struct ScopedStyleTests {
    @Test func selectorsArePrefixed() {
        let css = """
            .component-example { padding: 24px; background: #F8FAFC; }
            h2, p > a:hover { color: red }
            :root { --x: 1px; }
            @media (max-width: 600px) { .component-example { padding: 8px } }
            @keyframes spin { from { transform: rotate(0) } to { transform: rotate(1turn) } }
            a[title="a, b { }"] { content: "}" }
            """
        #expect(
            ScopedStyle.scope(css) == """
                .specimen-scoped .component-example { padding: 24px; background: #F8FAFC; }
                .specimen-scoped h2,
                .specimen-scoped p > a:hover { color: red }
                .specimen-scoped { --x: 1px; }
                @media (max-width: 600px) {
                .specimen-scoped .component-example { padding: 8px }
                }
                @keyframes spin { from { transform: rotate(0) } to { transform: rotate(1turn) } }
                .specimen-scoped a[title="a, b { }"] { content: "}" }
                """)
    }

    @Test func theSeedsScopedBlockStylesOnlyItsPage() {
        let page = renderPage("# T\n\n<style scoped>\n.component-example {\n    padding: 24px;\n}\n</style>\n\nText\n")
        #expect(page.scopedStyle == ".specimen-scoped .component-example {\n    padding: 24px;\n}")
        #expect(page.html.hasPrefix("<div class=\"specimen-scoped\">\n<h1 id=\"t\">"))
        #expect(!page.html.contains("<style"))
    }

    @Test func anUnscopedStyleBlockIsLeftToCmark() throws {
        let markdown = "<style>\np { color: red }\n</style>\n"
        let page = renderPage(markdown)
        #expect(page.scopedStyle == nil)
        // GFM's tagfilter disarms a raw <style>, exactly as cmark-gfm does.
        #expect(page.html == "&lt;style>\np { color: red }\n&lt;/style>\n")
        #expect(page.html == (try CmarkConformanceTests.reference(markdown)))
    }
}
