import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// Anchors written in raw HTML beside headings, in the idioms of proposals and RFCs that GitHub renders.
@Suite struct FragmentTargetsTests {
    private func ids(_ page: RenderedPage) -> [String] { page.headings.map(\.id) }
    private func anchors(_ page: RenderedPage) -> [String] { page.anchors.map(\.id) }

    /// `### <a name="hasher">The Hasher struct</a>` and later a heading whose slug is `hasher`: the writer's name came
    /// first and keeps it; the later heading's automatic id steps aside, as a repeated heading's does. Nothing to report.
    @Test func anAutomaticIdStepsAsideForANameWrittenBeforeIt() {
        let page = renderPage(
            """
            ### <a name="retrypolicy">The `RetryPolicy` struct</a>

            Text.

            ### <a name="retrypolicy-details">`RetryPolicy`</a>
            """)
        #expect(ids(page) == ["the-retrypolicy-struct", "retrypolicy-1"])
        #expect(anchors(page) == ["retrypolicy", "retrypolicy-details"])
        #expect(page.diagnostics.isEmpty)
    }

    /// An anchor alone before the heading it marks, with the heading's slug: one target, on a line of its own or
    /// in a paragraph of tags, with or without blank lines, closed or not.
    @Test(arguments: [
        "<a name=\"backoff\">\n\n## Backoff\n",
        "<a name=\"backoff\"></a>\n\n\n## Backoff\n",
        "<a name=\"backoff\"></a>\n## Backoff\n",
        "<a id=\"backoff\"></a> <!-- kept for old links -->\n\n## Backoff\n",
    ])
    func anAnchorJustBeforeItsHeadingIsThatHeading(markdown: String) {
        let page = renderPage("## Backoff\n\nAn earlier section of the same name.\n\n" + markdown)
        #expect(ids(page) == ["backoff", "backoff-1"])
        // The anchor names the first heading's id, which the second heading's own slug had to step aside from.
        #expect(page.diagnostics.map(\.message) == ["the id `backoff` is already used on line 1"])
        let alone = renderPage(markdown)
        #expect(ids(alone) == ["backoff"])
        #expect(anchors(alone) == [])
        #expect(alone.diagnostics.isEmpty)
    }

    @Test func aCodeHeadingAndItsAnchor() {
        let page = renderPage("<a name=\"zero\"></a>\n## `.zero`\n\n<a name=\"one\">\n\n## `.one`\n")
        #expect(ids(page) == ["zero", "one"])
        #expect(page.diagnostics.isEmpty)
    }

    /// An anchor inside its heading, empty or wrapping the text, names the heading's own slug: one target.
    @Test func anAnchorInsideItsHeadingIsThatHeading() {
        let page = renderPage("## <a name=\"intro\"></a>Intro\n\n## <a name=\"usage\">Usage</a>\n\n## Notes<a id=\"notes\"></a>\n")
        #expect(ids(page) == ["intro", "usage", "notes"])
        #expect(anchors(page) == [])
        #expect(page.diagnostics.isEmpty)
    }

    /// An anchor before a paragraph of text, or with text beside it, marks no heading: it is a target of its own.
    @Test func anAnchorWithTextBesideItMarksNoHeading() {
        let page = renderPage("<a name=\"setup\"></a> Read this first.\n\n## Setup\n")
        #expect(ids(page) == ["setup-1"])
        #expect(anchors(page) == ["setup"])
        #expect(page.diagnostics.isEmpty)
    }

    /// `#### <a name="extensions"></a>Properties` and later `##### <a name="extensions"></a>Extensions on…`: the
    /// writer gave two elements one name. The first keeps it; the second is a warning at its attribute.
    @Test func aNameWrittenTwiceIsADuplicate() throws {
        let page = renderPage(
            """
            #### <a name="extensions"></a>Properties on `Color`

            Text.

            ##### <a name="extensions"></a>Extensions on `ShapeStyle`
            """, at: "roles.md")
        #expect(ids(page) == ["properties-on-color", "extensions-on-shapestyle"])
        #expect(anchors(page) == ["extensions"])
        #expect(page.diagnostics.map(\.description) == ["content/roles.md:5:10: warning: the id `extensions` is already used on line 1"])
        #expect(page.anchors.first?.location == SourceLocation(file: "content/roles.md", line: 1, column: 9))
    }

    /// A `{#id}` that an element before it already has is a duplicate too: the heading gets its slug instead.
    @Test func aCustomIdTakenByAnEarlierAnchorIsADuplicate() {
        let page = renderPage("<span id=\"timing\">Timing</span>\n\n## Thresholds {#timing}\n")
        #expect(ids(page) == ["thresholds"])
        #expect(page.diagnostics.map(\.message) == ["the heading id `timing` is already used on line 1"])
    }
}
