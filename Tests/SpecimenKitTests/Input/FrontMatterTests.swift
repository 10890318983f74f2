import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct FrontMatterTests {
    func parse(_ file: String) -> (FrontMatter, [Diagnostic]) {
        let source = SourceText(path: "content/p.md", text: file)
        let (split, problem) = FrontMatter.split(source)
        guard let yaml = split.yaml else { return (FrontMatter(), problem.map { [$0] } ?? []) }
        return FrontMatter.parse(yaml, firstLine: split.yamlFirstLine, source: source)
    }

    @Test func knownKeysAndExtras() {
        let (front, diagnostics) = parse(
            "---\ntitle: \"Errors: a guide\"\ndescription: How we fail.\norder: 2\ndraft: false\nowner: design-systems\ntags: [a, b]\n---\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(front.title == "Errors: a guide")
        #expect(front.description == "How we fail.")
        #expect(front.order == 2)
        #expect(front.draft == false)
        #expect(front.extra["owner"] == .string("design-systems"))
        #expect(front.extra["tags"] == .array([.string("a"), .string("b")]))
    }

    @Test func bodyStartsAfterTheClosingLine() {
        let source = SourceText(path: "content/p.md", text: "---\ntitle: T\n---\n# Heading\n")
        let (split, _) = FrontMatter.split(source)
        #expect(split.body == "# Heading\n")
        #expect(split.bodyFirstLine == 4)
    }

    @Test func unclosedQuoteIsLocated() throws {
        let (_, diagnostics) = parse("---\ntitle: Fine\ndescription: \"never closed\n---\nBody\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .frontMatterYAML)
        #expect(diagnostic.location == SourceLocation(file: "content/p.md", line: 3, column: 14))
        #expect(diagnostic.message == "front matter is not valid YAML")
        #expect(diagnostic.severity == .warning)
        #expect(
            diagnostic.reason
                == "While scanning a quoted scalar found unexpected end of stream. The page is published without its front matter: no title, order or description from it."
        )
    }

    @Test func badIndentationIsLocated() throws {
        let (_, diagnostics) = parse("---\ntitle: A\n  order: 2\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "content/p.md", line: 3, column: 8))
        #expect(
            diagnostic.reason
                == "Mapping values are not allowed in this context. The page is published without its front matter: no title, order or description from it."
        )
    }

    @Test func wrongTypeIsLocatedAtTheValue() throws {
        let (_, diagnostics) = parse("---\ntitle: Ok\norder: first\ndraft: maybe\n---\n")
        #expect(
            diagnostics.map(\.location) == [
                SourceLocation(file: "content/p.md", line: 3, column: 8),
                SourceLocation(file: "content/p.md", line: 4, column: 8),
            ])
        #expect(diagnostics.map(\.message) == ["`order` must be a number", "`draft` must be `true` or `false`"])
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics[0].reason == "It is `first`, which Specimen cannot use as a number; the page is published without it.")
        #expect(diagnostics[0].fix == "Write it as, for example, `order: 3`.")
    }

    /// Numbers too large for an integer are shown as written in the message, not converted (which used to trap).
    @Test func hugeNumbersInAWrongPlaceAreReportedNotFatal() {
        let (_, diagnostics) = parse("---\norder: [1e20]\noutline: [2, .inf]\n---\n")
        #expect(
            diagnostics.map(\.message) == [
                "`order` must be a number", "`outline` must be `false`, a heading level, `[min, max]` or `deep`",
            ])
        #expect(
            diagnostics.map(\.reason) == [
                "It is `[1e+20]`, which Specimen cannot use as a number; the page is published without it.",
                "It is `[2, inf]`; heading levels run from 2 to 6. The page has the usual outline instead.",
            ])
        #expect(diagnostics.map(\.location?.line) == [2, 3])
    }

    @Test func unclosedFrontMatter() throws {
        let (_, diagnostics) = parse("---\ntitle: x\n\n# Body\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "content/p.md", line: 1, column: 1))
        #expect(diagnostic.message == "front matter is never closed")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let (_, diagnostics) = parse("---\ntitle: ✅ ok\norder: ✅\n---\n")
        #expect(diagnostics.first?.location == SourceLocation(file: "content/p.md", line: 3, column: 8))
    }

    @Test func titleFallsBackToH1ThenFileNameAndIsNeverShownTwice() {
        let fromFront = renderPage("---\ntitle: Front\n---\nText\n")
        #expect((fromFront.title, fromFront.showTitle) == ("Front", true))
        let fromH1 = renderPage("---\ndescription: d\n---\n# From H1\n")
        #expect((fromH1.title, fromH1.showTitle) == ("From H1", false))
        let both = renderPage("---\ntitle: Error States & Feedback\n---\n# Error States & Feedback\n")
        #expect((both.title, both.showTitle) == ("Error States & Feedback", false))
        let fromFile = renderPage("Just text.\n", at: "patterns/feedback-states_loadable.md")
        #expect((fromFile.title, fromFile.showTitle) == ("Feedback states loadable", true))
    }
}
