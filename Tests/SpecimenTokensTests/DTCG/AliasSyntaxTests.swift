import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// What a value is as far as aliases go: read byte by byte when it is ASCII, by characters otherwise, with the same answers.
@Suite struct AliasSyntaxTests {
    static func form(_ text: String) -> String {
        switch AliasSyntax.form(of: JSONValue(.string(text), at: SourceLocation(file: "t.json", line: 1, column: 1))) {
        case .none: "none"
        case .path(let path): "path \(path)"
        case .malformed: "malformed"
        case .embedded(let parts):
            "embedded "
                + parts.map { part in if case .alias(let path) = part { "{\(path)}" } else if case .text(let text) = part { text } else { "" } }
                .joined(separator: "|")
        }
    }

    @Test func wholeAliasesEmbeddedAliasesAndSlips() {
        let cases: [(String, String)] = [
            ("#fff", "none"),
            ("{color.white}", "path color.white"),
            (" {color.white}\t", "path color.white"),
            ("{}", "malformed"),
            ("{color..white}", "malformed"),
            ("{.color}", "malformed"),
            ("{color.white", "malformed"),
            ("color.white}", "malformed"),
            ("a {b} c", "embedded a |{b}| c"),
            ("inset 0 0 0 {borderWidth.thin}", "embedded inset 0 0 0 |{borderWidth.thin}"),
            ("{a} * {b.c}", "embedded {a}| * |{b.c}"),
            ("a {b c", "none"),
            ("a } b", "none"),
            ("{a}{b}", "embedded {a}|{b}"),
            ("{a\r\nb}", "path a\r\nb"),
        ]
        for (text, expected) in cases {
            #expect(Self.form(text) == expected, "\(text)")
        }
    }

    /// The same values with a letter beyond ASCII take the other path and get the same answers.
    @Test func textBeyondASCIIIsReadTheSameWay() {
        let cases: [(String, String)] = [
            ("{färg.vit}", "path färg.vit"),
            ("\u{00A0}{färg.vit}\u{00A0}", "path färg.vit"),
            ("{färg..vit}", "malformed"),
            ("ombre {bord.fin} é", "embedded ombre |{bord.fin}| é"),
            ("é } b", "none"),
        ]
        for (text, expected) in cases {
            #expect(Self.form(text) == expected, "\(text)")
        }
    }
}
