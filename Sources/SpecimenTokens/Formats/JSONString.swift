/// JSON string literals written by hand (tokens.json, the search index), escaped exactly as JSON requires.
package enum JSONString {
    /// `text` as a JSON string literal; U+2028 and U+2029 are escaped too, so the text is also valid JavaScript.
    ///
    /// Scans UTF-8 bytes and copies unescaped runs whole: the search index passes strings of a
    /// megabyte and more, nearly all of which need no escape.
    package static func literal(_ text: String) -> String {
        let utf8 = text.utf8
        var result = "\""
        result.reserveCapacity(utf8.count + 2)
        var run = utf8.startIndex
        var index = run
        while index < utf8.endIndex {
            let byte = utf8[index]
            var escape: String?
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case ..<0x20:
                let hex = String(byte, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let second = utf8.index(after: index)
                if second < utf8.endIndex, utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    if third < utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                        escape = utf8[third] == 0xA8 ? "\\u2028" : "\\u2029"
                        length = 3
                    }
                }
            default:
                break
            }
            if let escape {
                result += text[run..<index]
                result += escape
                index = utf8.index(index, offsetBy: length)
                run = index
            } else {
                index = utf8.index(after: index)
            }
        }
        result += text[run..<utf8.endIndex]
        return result + "\""
    }
}
