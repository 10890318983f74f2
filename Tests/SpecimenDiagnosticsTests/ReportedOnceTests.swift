import Testing

@testable import SpecimenDiagnostics

@Suite struct ReportedOnceTests {
    private static func warning(_ file: String, _ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        .warning(.tokenUnit, at: SourceLocation(file: file, line: line, column: column), message, reason: "Why.", fix: "Fix.")
    }

    @Test func oneWarningPerFileAndKindAtTheFirstPlaceNamingTheOtherLines() {
        let reported = Diagnostic.reportedOnce([
            ("em", Self.warning("tokens/a.json", 9, 3, "em at 9")),
            ("em", Self.warning("tokens/a.json", 4, 7, "em at 4")),
            // Twice on the first line: that line is not counted again.
            ("em", Self.warning("tokens/a.json", 4, 20, "em at 4 again")),
            ("hex", Self.warning("tokens/a.json", 5, 1, "hex at 5")),
            ("em", Self.warning("tokens/b.json", 2, 1, "em in b")),
            ("em", Self.warning("tokens/a.json", 12, 3, "em at 12")),
        ])
        #expect(
            reported.map(\.description) == [
                "tokens/a.json:4:7: warning: em at 4",
                "tokens/a.json:5:1: warning: hex at 5",
                "tokens/b.json:2:1: warning: em in b",
            ])
        #expect(reported.map(\.reason) == ["Why. The same occurs on 2 more lines of this file: 9, 12.", "Why.", "Why."])
        #expect(reported.map(\.fix) == ["Fix.", "Fix.", "Fix."])
    }

    @Test func aLongListIsCutAfterEightLines() {
        let reported = Diagnostic.reportedOnce((1...12).map { ("em", Self.warning("a.json", $0, 1, "em")) })
        #expect(reported.map(\.reason) == ["Why. The same occurs on 11 more lines of this file: 2, 3, 4, 5, 6, 7, 8, 9 and 3 more."])
        #expect(
            Diagnostic.reportedOnce([("em", Self.warning("a.json", 3, 1, "em")), ("em", Self.warning("a.json", 3, 9, "em"))]).map(\.reason) == [
                "Why."
            ])
    }
}
