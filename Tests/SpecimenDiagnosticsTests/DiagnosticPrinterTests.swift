import Testing

@testable import SpecimenDiagnostics

@Suite struct DiagnosticPrinterTests {
    let printer = DiagnosticPrinter { path in
        path == "content/a.md" ? SourceText(path: path, text: "---\ntitle: \"x\n\tkey: ✅ v\n---\n") : nil
    }

    @Test func compilerStyleWithSourceLineAndCaret() {
        let diagnostic = Diagnostic.error(
            .frontMatterYAML, at: SourceLocation(file: "content/a.md", line: 2, column: 8), "front matter is not valid YAML",
            reason: "A quote is never closed.", fix: "Close the quote.")
        #expect(
            printer.format(diagnostic) == """
                content/a.md:2:8: error: front matter is not valid YAML
                  2 | title: "x
                    |        ^
                  why: A quote is never closed.
                  fix: Close the quote.
                  see: specimen explain front-matter-yaml
                """)
    }

    @Test func tabsAndWideCharactersKeepTheCaretAligned() {
        let diagnostic = Diagnostic.warning(.brokenLink, at: SourceLocation(file: "content/a.md", line: 3, column: 8), "here")
        #expect(
            printer.format(diagnostic) == """
                content/a.md:3:8: warning: here
                  3 |     key: ✅ v
                    |            ^
                  see: specimen explain broken-link
                """)
    }

    @Test func withoutLocation() {
        #expect(
            printer.format(.error(.noContent, at: nil, "nothing", fix: "Do it."))
                == "error: nothing\n  fix: Do it.\n  see: specimen explain no-content")
    }

    @Test func summary() {
        #expect(DiagnosticPrinter.summary([]) == "0 errors, 0 warnings")
        #expect(
            DiagnosticPrinter.summary([
                .error(.noContent, at: nil, "a"), .warning(.brokenLink, at: nil, "b"), .warning(.brokenFragment, at: nil, "c"),
            ]) == "1 error, 2 warnings")
    }

    /// A minified export: one 400 KB line, its error deep inside.
    static let minified: String = {
        var line = "{"
        for index in 0..<8_000 { line += "\"c\(index)\":{\"$value\":\"#a1b2c3\"}," }
        return line + "\"bad\":{\"$value\":\"#zz\"}}"
    }()

    let minifiedPrinter = DiagnosticPrinter { path in
        path == "tokens.json" ? SourceText(path: path, text: DiagnosticPrinterTests.minified + "\n") : nil
    }

    @Test func aVeryLongLineIsShownAsAWindowAroundTheCaret() throws {
        #expect(Self.minified.utf8.count > 200_000)
        let column = try #require(Self.minified.range(of: "\"#zz\"")).lowerBound.utf16Offset(in: Self.minified) + 1
        let diagnostic = Diagnostic.error(
            .tokenInvalidValue, at: SourceLocation(file: "tokens.json", line: 1, column: column), "`#zz` is not a colour")
        #expect(
            minifiedPrinter.format(diagnostic) == """
                tokens.json:1:\(column): error: `#zz` is not a colour
                  1 | …{"$value":"#a1b2c3"},"c7996":{"$value":"#a1b2c3"},"c7997":{"$value":"#a1b2c3"},"c7998":{"$value":"#a1b2c3"},"c7999":{"$value":"#a1b2c3"},"bad":{"$value":"#zz"}}
                    |                                                                                                                                                           ^
                  see: specimen explain token-invalid-value
                """)
    }

    @Test func aWindowIsCutOnOneSideNearAnEndAndTheOverlayGetsTheSame() throws {
        let start = Diagnostic.error(.jsonSyntax, at: SourceLocation(file: "tokens.json", line: 1, column: 2), "here")
        #expect(
            minifiedPrinter.format(start) == """
                tokens.json:1:2: error: here
                  1 | {"c0":{"$value":"#a1b2c3"},"c1":{"$value":"#a1b2c3"},"c2":{"$value":"#a1b2c3"},"c3":{"$value":"#a1b2c3"},"c4":{"$value":"#a1b2c3"},"c5":{"$value":"#a1b2c3"},"c6…
                    |  ^
                  see: specimen explain json-syntax
                """)
        let middle = Diagnostic.error(.jsonSyntax, at: SourceLocation(file: "tokens.json", line: 1, column: 200_000), "here")
        let excerpt = try #require(minifiedPrinter.excerpt(for: middle))
        // The window's characters and the two marks; the caret a third of the way in.
        #expect(excerpt.text.count == DiagnosticPrinter.excerptLength + 2)
        #expect(excerpt.text.first == "…" && excerpt.text.last == "…")
        #expect(excerpt.column == DiagnosticPrinter.excerptLength / 3 + 2)
        let characters = Array(Self.minified)
        #expect(Array(excerpt.text)[excerpt.column - 1] == characters[200_000 - 1])
        // A short line is whole, its column as it was.
        let short = Diagnostic.error(.brokenLink, at: SourceLocation(file: "content/a.md", line: 2, column: 8), "x")
        #expect(printer.excerpt(for: short)! == ("title: \"x", 8))
    }
}

@Suite struct HumanFormatLimitTests {
    /// The terminal shows 20 of one code, then how many more; the other formats keep every one.
    @Test func twentyOfACodeThenACount() {
        let many =
            (1...23).map {
                Diagnostic.warning(.contrastFailure, at: SourceLocation(file: "content/contrast.yml", line: $0, column: 5), "pair \($0) fails")
            }
            + [Diagnostic.error(.brokenLink, at: SourceLocation(file: "content/a.md", line: 1, column: 1), "a link")]
        let printer = DiagnosticPrinter(lookup: { _ in nil })
        let text = DiagnosticFormat.human.render(many.sorted(), summary: "Done.", printer: printer)
        #expect(text.components(separatedBy: "warning: pair").count == 21)
        #expect(
            text.hasSuffix(
                """
                content/contrast.yml:20:5: warning: pair 20 fails
                  see: specimen explain contrast-failure

                warning: and 3 more like this (contrast-failure); `--format json` or `--format github` lists every one

                Done.

                """))
        #expect(text.contains("content/a.md:1:1: error: a link"))
        #expect(DiagnosticFormat.github.render(many, summary: "", printer: printer).components(separatedBy: "::warning").count == 24)
    }
}
