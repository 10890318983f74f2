@testable import SpecimenKit
@testable import SpecimenTokens

/// Undoes highlighting, checking on the way that the markup is well formed.
enum HighlightTestSupport {
    /// The text with spans removed and entities decoded, or `nil` if the markup is malformed:
    /// a stray `<` or `&`, an unknown class, a nested or unclosed span.
    ///
    /// Works on UTF-8 bytes: as Characters, a `;` or `<` followed by a combining mark would
    /// merge into one grapheme and hide from the comparison.
    static func plainText(of html: String) -> String? {
        let knownClasses = Set(HighlightKind.allCases.map { Array($0.cssClass.utf8) })
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var index = 0
        var insideSpan = false
        func hasPrefix(_ literal: String) -> Bool {
            let literalBytes = Array(literal.utf8)
            return bytes.count - index >= literalBytes.count
                && Array(bytes[index..<(index + literalBytes.count)]) == literalBytes
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if hasPrefix("<span class=\"") {
                    guard !insideSpan else { return nil }
                    index += "<span class=\"".utf8.count
                    guard let quote = bytes[index...].firstIndex(of: UInt8(ascii: "\"")),
                        quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: ">"),
                        knownClasses.contains(Array(bytes[index..<quote]))
                    else { return nil }
                    index = quote + 2
                    insideSpan = true
                } else if hasPrefix("</span>") {
                    guard insideSpan else { return nil }
                    index += "</span>".utf8.count
                    insideSpan = false
                } else {
                    return nil
                }
            } else if byte == UInt8(ascii: "&") {
                guard
                    let entity = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\"")]
                        .first(where: { hasPrefix($0.0) })
                else { return nil }
                result += Array(entity.1.utf8)
                index += entity.0.utf8.count
            } else {
                result.append(byte)
                index += 1
            }
        }
        return insideSpan ? nil : String(decoding: result, as: UTF8.self)
    }

    /// A small deterministic generator, so a failing random case can be reproduced from its seed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces random inputs are built from: single characters that stress escaping and
    /// Unicode, and token fragments that open and close every lexer's states.
    static let randomPieces: [String] = [
        "a", "Z", "_", "0", "9", " ", "  ", "\t", "\n", "\r\n", "\r", "<", ">", "&", "\"", "'", "`", "\\", "$", "#",
        "@", "%", "!", "?", "*", "+", "-", "=", "|", ";", ":", ",", ".", "/", "(", ")", "[", "]", "{", "}", "~", "^",
        "é", "😀", "‚Üí", "\u{FEFF}", "\u{0301}", "\u{0}", "\u{2028}", "日本",
        "func ", "case ", "let x = ", "struct S {", "@State ", "\"\"\"", "#\"", "\"#", "/*", "*/", "//", "///", "#if ",
        "#endif", "\\(", "<style>", "</style>", "<script>", "</script>", "<!--", "-->", "<![CDATA[", "]]>", "&amp;",
        "<a href=", "$(", "${", "<<EOF\n", "<<-'X'\n", "EOF", "\nEOF\n", "@@ -1 +1 @@", "--- a", "+++ b", "- ", ": ",
        "|\n  ", "&anchor", "*ref", "!!str ", "---\n", "@media ", "url(", "!important", "--x: ", "1.5e-3", "0x1F",
        "true", "null", "$ ", "% ", "export ", "for i in ", "do ", "done",
    ]

    /// A random string of up to `maxPieces` pieces.
    static func randomInput(using generator: inout SplitMix64, maxPieces: Int = 40) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        var text = ""
        for _ in 0..<count {
            text += randomPieces[Int.random(in: 0..<randomPieces.count, using: &generator)]
        }
        return text
    }
}
