import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

@Suite("Highlighting never drops or reorders a character")
struct HighlightRoundTripTests {
    static let fixtures: [(String, String)] = [
        (
            "swift",
            "struct A<T: Equatable>: B where T: C {\n  @MainActor func f(_ x: inout [T?]) async throws -> some View { x.first!.y ?? #\"r\"# }\n}"
        ),
        ("swift", "let a = 0x1F + 1_000 - .5e3 // x\n/* b */ /** c */ `default` = \"\"\"\n  m \\(n)\n  \"\"\""),
        ("json", "{\"a\": [1, -2.5E+3, true, false, null], \"b\\\"c\": {\"d\": \"<&>\"}} /* c */"),
        ("yaml", "%YAML 1.2\n---\na: &x {b: 1, 'c': [d, e]}\nf: *x\ng: !!str 0x1F\nh: >-\n  folded\n  text\n...\n"),
        ("css", "@import url(\"a.css\");\n:root { --x: calc(100% - 2rem); }\na[href^='http']::after { content: \"\\2192\"; }"),
        ("html", "<?xml version=\"1.0\"?><!DOCTYPE x><svg:g a='1' b=c d><![CDATA[x<y]]></svg:g><p>&lt;&#169;&bogus</p>"),
        ("shell", "#!/bin/sh\nA=\"$(pwd)\" ./run.sh --x=1 -v 2>/dev/null && echo $? $@ ${A:-b} 'q' $'t'\ncat <<-EOF\n\tbody\n\tEOF\n"),
        ("console", "$ ls \\\n  -la\n% echo \"hi\"\nhi\n$"),
        ("diff", "diff --git a b\nnew file mode 100644\n--- /dev/null\n+++ b/x\n@@ -0,0 +1 @@\n+x\n\\ No newline at end of file\n< a\n> b"),
    ]

    @Test func everyFixtureRoundTrips() {
        for (language, code) in Self.fixtures {
            let html = SyntaxHighlighter.highlight(code, language: language).html
            #expect(HighlightTestSupport.plainText(of: html) == code, "\(language)")
            #expect(html.contains("<span class=\"hl-"), "\(language)")
        }
    }

    @Test(arguments: HighlightLanguage.allCases.map(\.rawValue) + ["unknown"])
    func randomInputsRoundTrip(language: String) {
        var generator = HighlightTestSupport.SplitMix64(state: 0x5EED_0000 &+ UInt64(language.utf8.count))
        for round in 0..<300 {
            let code = HighlightTestSupport.randomInput(using: &generator)
            let html = SyntaxHighlighter.highlight(code, language: language).html
            let plain = HighlightTestSupport.plainText(of: html)
            #expect(plain == code, "\(language) round \(round): \(code.debugDescription)")
            if plain != code { return }
        }
    }

    @Test func randomShufflesOfRealCodeRoundTrip() {
        var generator = HighlightTestSupport.SplitMix64(state: 42)
        for (language, code) in Self.fixtures {
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            for _ in 0..<30 {
                let shuffled = lines.shuffled(using: &generator).joined(separator: "\n")
                let cut = shuffled.prefix(Int.random(in: 0...shuffled.count, using: &generator))
                let sample = String(cut)
                #expect(HighlightTestSupport.plainText(of: SyntaxHighlighter.highlight(sample, language: language).html) == sample)
            }
        }
    }
}
