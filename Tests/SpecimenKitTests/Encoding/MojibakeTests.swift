import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct MojibakeTests {
    @Test func macRomanRunsAreFoundWithTheirIntendedText() {
        let findings = Mojibake.findings(in: "- ‚úÖ \"We couldn't load this item.\"\n‚ö†Ô∏è Warning and ‚ùå no\ncase x ‚Üí \"y\"\n")
        #expect(
            findings == [
                .init(line: 1, column: 3, found: "‚úÖ", intended: "✅", charset: "Mac Roman"),
                .init(line: 2, column: 1, found: "‚ö†Ô∏è", intended: "⚠️", charset: "Mac Roman"),
                .init(line: 2, column: 20, found: "‚ùå", intended: "❌", charset: "Mac Roman"),
                .init(line: 3, column: 8, found: "‚Üí", intended: "→", charset: "Mac Roman"),
            ])
    }

    @Test func windows1252AndLatin1RunsAreFound() {
        #expect(
            Mojibake.findings(in: "CafÃ© and â€œquotesâ€\u{9D}") == [
                .init(line: 1, column: 4, found: "Ã©", intended: "é", charset: "Windows-1252"),
                .init(line: 1, column: 11, found: "â€œ", intended: "“", charset: "Windows-1252"),
                .init(line: 1, column: 20, found: "â€\u{9D}", intended: "”", charset: "Windows-1252"),
            ])
    }

    @Test func damageIsFoundAtEveryPlaceAndLineOfALongFile() {
        // Runs of plain ASCII of every length before the damage, on lines of their own and not,
        // and damage at the very start and end of the file and of lines.
        var text = "‚úÖ first\n"
        var expected = [Mojibake.Finding(line: 1, column: 1, found: "‚úÖ", intended: "✅", charset: "Mac Roman")]
        for length in 0..<20 {
            text += "\n" + String(repeating: "a", count: length) + " café —\n" + String(repeating: "b", count: length) + "‚Üí"
            expected.append(.init(line: 4 + 2 * length, column: length + 1, found: "‚Üí", intended: "→", charset: "Mac Roman"))
        }
        #expect(Mojibake.findings(in: text) == expected)
        #expect(Mojibake.findings(in: "") == [])
        // A line of CJK text has non-ASCII pairs on every character and is read, but holds no damage;
        // the damaged line after it keeps its number.
        #expect(Mojibake.findings(in: "日本語のテキスト\nok\n‚úÖ") == [.init(line: 3, column: 1, found: "‚úÖ", intended: "✅", charset: "Mac Roman")])
    }

    @Test func aPageThatShowsTheDamageIsNotDamaged() {
        // A page that explains mis-decoding writes the damage beside the intended text; a damaged file has none of it.
        let shown = "A ✅ saved as Mac Roman and opened again reads `‚úÖ`.\n\n```text\n- ‚úÖ Saved\n```\n"
        #expect(Mojibake.findings(in: shown) == [])
        #expect(Mojibake.repaired(shown) == shown)
        let damaged = "- ‚úÖ Saved\n- ‚ùå Failed, ‚úÖ again\n"
        #expect(Mojibake.findings(in: damaged).map { "\($0.line):\($0.column) \($0.intended)" } == ["1:3 ✅", "2:3 ❌", "2:15 ✅"])
    }

    @Test func correctTextIsNeverFlagged() {
        let clean = "Café — “quotes” – naïve façade · Ünïcödé ✅ ⚠️ → ß æ ø å £ € ™ ©\nÀ la carte, São Paulo, Zürich, 日本語\n"
        #expect(Mojibake.findings(in: clean).isEmpty)
    }

    /// Correct UTF-8 in many scripts, with currencies and every kind of quote: nothing is mis-decoded.
    @Test func correctTextInManyScriptsAndCurrenciesIsNeverFlagged() {
        let lines = [
            "Currencies such as (“$”, “¥”, “£”), «€», ‘₹’, „₽“, ”₩” and ¢ stay as they are.",
            "Привет, мир — в Москве и в Санкт-Петербурге: «Ёлка», № 5.",
            "Καλημέρα κόσμε· ο Ζήνων, «αβγ».",
            "שלום עולם, ”ציטוט“ and مرحبا بالعالم، «اقتباس».",
            "Բարեւ աշխարհ, Ողջույն.",
            "日本語のテキスト「引用」と￥1,000、中文“引号”，한국어 ‘인용’ ₩500.",
            "नमस्ते दुनिया, ₹100; สวัสดีชาวโลก ฿20; Xin chào thế giới ₫.",
            "Zażółć gęślą jaźń; Příliš žluťoučký kůň; Árvíztűrő tükörfúrógép; İstanbul’da ğüşıöç.",
            "Straße „Anführung“ ‚einfach‘ – Œuvre, œil, Æsir, Ørsted, Ålborg ÿ Ÿ ƒ.",
            "Emoji ✅ ❌ ⚠️ 👍🏽 🇳🇴 → ⇒ ≠ ≤ ≥ ± × ÷ ∞ ° ‰ † ‡ • … ™ © ®.",
            "Maths √2 ≈ 1.41, ∆x, ∑, ∏, ∫, Ω, µs, π ≈ 3.14, ¬p, ◊.",
        ]
        let text = lines.joined(separator: "\n") + "\n"
        #expect(Mojibake.findings(in: text) == [])
        #expect(Mojibake.repaired(text) == text)
    }

    /// A line of Russian saved as UTF-8 but read as Windows-1252 is found whole, its one-letter words too.
    @Test func aDamagedLineOfAnotherScriptIsFoundWhole() {
        let shown = String(
            String.UnicodeScalarView(
                Array("Привет и в мир".utf8).map { byte in
                    byte < 0x80 ? Unicode.Scalar(byte) : (byte < 0xA0 ? Mojibake.windows1252High[Int(byte) - 0x80] : Unicode.Scalar(byte))
                }))
        #expect(Mojibake.repaired(shown) == "Привет и в мир")
    }

    @Test func repairRestoresTheIntendedText() {
        #expect(Mojibake.repaired("- ‚úÖ good\n- ‚ùå bad ‚Üí worse\n") == "- ✅ good\n- ❌ bad → worse\n")
    }

    @Test func theWarningNamesEveryRepairOnItsLine() throws {
        let source = SourceText(path: "content/a.md", text: "fine\n‚îÇ  box  ‚îÇ  ‚Üê note\n")
        let diagnostics = Mojibake.diagnostics(in: source)
        #expect(diagnostics.map(\.description) == ["content/a.md:2:1: warning: text looks mis-decoded: `‚îÇ` for `│`, `‚Üê` for `←`"])
        #expect(
            diagnostics.first?.reason
                == "These characters are the UTF-8 bytes of the intended text read as Mac Roman; the file was once opened with the wrong encoding and saved again."
        )
        #expect(
            diagnostics.first?.fix
                == "Run `specimen fix-encoding content/a.md` to repair every such place (the original is kept as content/a.md.bak).")
    }

    @Test func aFileDamagedOnManyLinesIsOneWarningPerEncodingThatNamesTheOtherLines() throws {
        // One cause (the file saved once in the wrong encoding) and one fix, so one warning, not one per line;
        // text read as another encoding is another cause.
        var text = "# Title\n\n- ‚úÖ done\n- ‚ùå not done\nCafÃ© menu\n"
        for line in 0..<10 { text += "\(line) ‚Üí next\n" }
        let diagnostics = Mojibake.diagnostics(in: SourceText(path: "content/a.md", text: text))
        #expect(
            diagnostics.map(\.description) == [
                "content/a.md:3:3: warning: text looks mis-decoded: `‚úÖ` for `✅`",
                "content/a.md:5:4: warning: text looks mis-decoded: `Ã©` for `é`",
            ])
        #expect(
            diagnostics.map(\.reason) == [
                "These characters are the UTF-8 bytes of the intended text read as Mac Roman; the file was once opened with the wrong encoding and saved again. The same occurs on 11 more lines of this file: 4, 6, 7, 8, 9, 10, 11, 12 and 3 more.",
                "These characters are the UTF-8 bytes of the intended text read as Windows-1252; the file was once opened with the wrong encoding and saved again.",
            ])
    }

    @Test func theDamagedGuideIsRepairedCompletely() throws {
        let text = try String(contentsOf: Repository.guides.appending(path: "validation-and-status-messages.md"), encoding: .utf8)
        let findings = Mojibake.findings(in: text)
        // Cross-checked with Python's own mac_roman codec over the same file.
        #expect(
            Set(findings.map(\.intended)) == [
                "—", "ℹ️", "←", "→", "│", "┌────────────────────────────────────┐", "└────────────────────────────────────┘",
                "⚠️", "✅", "❌", "📄", "📋", "📡", "🔍",
            ])
        #expect(findings.count == 41)
        #expect(findings.allSatisfy { $0.charset == "Mac Roman" && $0.intended.unicodeScalars.allSatisfy { $0.value > 0x7F } })
        let repaired = Mojibake.repaired(text)
        #expect(Mojibake.findings(in: repaired).isEmpty)
        #expect(repaired.contains("- ✅ \"Your basket couldn't be updated. Pull down to try again.\""))
        #expect(repaired.contains("│            Headline text           │  ← title3, semibold"))
    }
}
