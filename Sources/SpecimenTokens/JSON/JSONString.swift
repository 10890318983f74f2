/// JSON string literals written by hand (tokens.json, the search index), escaped exactly as JSON requires.
package enum JSONString {
    /// `text` as a JSON string literal; U+2028 and U+2029 are escaped too, so the text is also valid JavaScript.
    ///
    /// Scans UTF-8 bytes and copies unescaped runs whole: the search index passes strings of a
    /// megabyte and more, nearly all of which need no escape.
    package static func literal(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 2)
        append(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (see `literal(_:)`) to the UTF-8 bytes `result`.
    package static func append(_ text: String, to result: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            result.append(UInt8(ascii: "\""))
            var run = 0
            var index = 0
            func escape(_ escaped: StaticString, length: Int = 1) {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                escaped.withUTF8Buffer { result.append(contentsOf: $0) }
                index += length
                run = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""): escape("\\\"")
                case UInt8(ascii: "\\"): escape("\\\\")
                case UInt8(ascii: "\n"): escape("\\n")
                case UInt8(ascii: "\r"): escape("\\r")
                case UInt8(ascii: "\t"): escape("\\t")
                case ..<0x20:
                    escape("\\u00")
                    let digits: StaticString = "0123456789abcdef"
                    result.append(digits.utf8Start[Int(byte >> 4)])
                    result.append(digits.utf8Start[Int(byte & 0x0F)])
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8:
                    escape("\\u2028", length: 3)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9:
                    escape("\\u2029", length: 3)
                default:
                    index += 1
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
            result.append(UInt8(ascii: "\""))
        }
    }
}
