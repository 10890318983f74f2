import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct OutlineTests {
    static let body = "# Title\n## A\n### A.1\n#### A.1.a\n## B\n### B.1\n"

    func outline(_ front: String) -> [String] {
        func flatten(_ items: [OutlineItem], depth: Int) -> [String] {
            items.flatMap { [String(repeating: "  ", count: depth) + $0.id] + flatten($0.children, depth: depth + 1) }
        }
        return flatten(renderPage("---\n\(front)\n---\n" + Self.body).outline, depth: 0)
    }

    @Test func defaultIsLevelTwo() { #expect(outline("title: T") == ["a", "b"]) }
    @Test func deepIsEveryLevelNested() { #expect(outline("outline: deep") == ["a", "  a1", "    a1a", "b", "  b1"]) }
    @Test func aRange() { #expect(outline("outline: [2, 3]") == ["a", "  a1", "b", "  b1"]) }
    @Test func aSingleLevel() { #expect(outline("outline: 3") == ["a1", "b1"]) }
    @Test func falseHidesIt() { #expect(outline("outline: false") == []) }

    @Test func badOutlineValueIsALocatedWarning() throws {
        let source = SourceText(path: "content/x.md", text: "---\ntitle: X\noutline: [4, 2]\n---\n")
        let (_, diagnostics) = FrontMatter.parse("title: X\noutline: [4, 2]", firstLine: 2, source: source)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "content/x.md", line: 3, column: 10))
        #expect(diagnostic.message == "`outline` must be `false`, a heading level, `[min, max]` or `deep`")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.reason == "It is `[4, 2]`; heading levels run from 2 to 6. The page has the usual outline instead.")
    }
}
