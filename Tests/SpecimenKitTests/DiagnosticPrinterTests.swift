import Testing
@testable import SpecimenKit

@Suite struct DiagnosticPrinterTests {
    let printer = DiagnosticPrinter { path in
        path == "content/a.md" ? SourceText(path: path, text: "---\ntitle: \"x\n\tkey: ✅ v\n---\n") : nil
    }

    @Test func compilerStyleWithSourceLineAndCaret() {
        let diagnostic = Diagnostic.error("front-matter-yaml", at: SourceLocation(file: "content/a.md", line: 2, column: 8), "front matter is not valid YAML", reason: "A quote is never closed.", fix: "Close the quote.")
        #expect(printer.format(diagnostic) == """
        content/a.md:2:8: error: front matter is not valid YAML
          2 | title: "x
            |        ^
          why: A quote is never closed.
          fix: Close the quote.
        """)
    }

    @Test func tabsAndWideCharactersKeepTheCaretAligned() {
        let diagnostic = Diagnostic.warning("w", at: SourceLocation(file: "content/a.md", line: 3, column: 8), "here")
        #expect(printer.format(diagnostic) == """
        content/a.md:3:8: warning: here
          3 |     key: ✅ v
            |            ^
        """)
    }

    @Test func withoutLocation() {
        #expect(printer.format(.error("no-content", at: nil, "nothing", fix: "Do it.")) == "error: nothing\n  fix: Do it.")
    }

    @Test func summary() {
        #expect(DiagnosticPrinter.summary([]) == "0 errors, 0 warnings")
        #expect(DiagnosticPrinter.summary([.error("a", at: nil, "a"), .warning("b", at: nil, "b"), .warning("c", at: nil, "c")]) == "1 error, 2 warnings")
    }
}
