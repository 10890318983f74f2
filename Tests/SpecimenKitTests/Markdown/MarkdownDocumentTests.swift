import Testing

@testable import SpecimenKit

/// What `CmarkGFM.render` gathers besides the HTML: headings' inner HTML and each section's search text.
@Suite struct MarkdownDocumentTests {
    @Test func aHeadingsHTMLIsWhatCmarkPutsInsideTheElement() {
        let document = CmarkGFM.render("## A *b* `c`\n\n# \u{301}x\n", editor: MarkdownEditor())
        #expect(document.headings.map(\.html) == ["A <em>b</em> <code>c</code>", "\u{301}x"])
    }

    @Test func blocksAreSeparatedByOneSpaceInSearchText() {
        let document = CmarkGFM.render("Intro *text*\nwraps.\n\n- one\n- two\n\n## H\n\n> quoted\n\nend\n", editor: MarkdownEditor())
        #expect(document.sectionTexts == ["Intro text wraps. one two", "quoted end"])
    }

    @Test func aSpaceJoinedToThePreviousCharacterIsNotASeparator() {
        // U+0600 joins the space after it into one character, so the list's end adds another, as it always did.
        let document = CmarkGFM.render("- \u{600}\n\nnext\n", editor: MarkdownEditor())
        #expect(document.sectionTexts == ["\u{600}  next"])
    }
}

@Suite struct CodeBlockReplacementTests {
    /// Specimen's own HTML is printed as it is; authored HTML is read by GFM's tagfilter, as raw HTML in the Markdown is.
    /// Both stand on lines of their own wherever the block was: in a list item, in a quote, at the end.
    @Test func ownHTMLIsPrintedAsItIsAndAuthoredHTMLIsFiltered() {
        var editor = MarkdownEditor()
        editor.replaceCodeBlock = { block in
            block.info == "own" ? .own(Array("<p><title>\(block.code)</title></p>".utf8)) : .authored("<p><title>\(block.code)</title></p>\n")
        }
        let markdown = "- item\n\n  ```own\n  a\n  ```\n- next\n\n> ```authored\n> b\n> ```\n\n```own\nc\n```"
        #expect(
            String(decoding: CmarkGFM.render(markdown, editor: editor).html, as: UTF8.self) == """
                <ul>
                <li>
                <p>item</p>
                <p><title>a
                </title></p>
                </li>
                <li>
                <p>next</p>
                </li>
                </ul>
                <blockquote>
                <p>&lt;title>b
                &lt;/title></p>
                </blockquote>
                <p><title>c
                </title></p>

                """)
    }
}

extension MarkdownDocumentTests {
    /// Own HTML is held out of cmark's tree and put back in its place: each block where it was, in any number, and a
    /// page's own text that looks like the marker (byte 1, `specimen-`, a number) stays as it is.
    @Test func ownHTMLIsPutBackInItsPlace() {
        var editor = MarkdownEditor()
        editor.replaceCodeBlock = { block in .own(Array("<pre>\(block.code.uppercased())</pre>".utf8)) }
        let lookAlike = "\u{1}specimen-1-2-0\u{1}"
        let blocks = (0..<12).map { "Text \($0) \(lookAlike).\n\n```\nblock \($0)\n```\n" }.joined()
        let expected = (0..<12).map { "<p>Text \($0) \(lookAlike).</p>\n<pre>BLOCK \($0)\n</pre>\n" }.joined()
        #expect(String(decoding: CmarkGFM.render(blocks, editor: editor).html, as: UTF8.self) == expected)
    }
}

@Suite struct HeadingReplacementTests {
    /// A heading with raw HTML is read by GFM's tagfilter whole, as when every heading was a raw HTML block;
    /// one without is printed as it is (an escaped `&lt;script&gt;` stays escaped either way).
    @Test func aHeadingWithRawHTMLIsFilteredWhole() {
        var editor = MarkdownEditor()
        editor.replaceHeadings = { headings, _ in headings.map { Array("<h1>\($0.html)</h1>".utf8) } }
        let markdown = "# Hi <span title=\"<script>\">x</span> <!-- <textarea> -->\n\n# Plain &lt;script&gt; <b>\n\n# Plain &lt;style&gt;\n"
        #expect(
            String(decoding: CmarkGFM.render(markdown, editor: editor).html, as: UTF8.self) == """
                <h1>Hi <span title="&lt;script>">x</span> <!-- &lt;textarea> --></h1>
                <h1>Plain &lt;script&gt; <b></h1>
                <h1>Plain &lt;style&gt;</h1>

                """)
    }
}
