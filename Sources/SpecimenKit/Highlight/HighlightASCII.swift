/// Byte classes shared by the hand-written lexers, which scan UTF-8 directly.
enum HighlightASCII {
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    @inline(__always) static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// Space or tab: whitespace that does not end a line.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always) static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// Whether `name` is one word of lowercase ASCII letters, digits and `-`, `_`, `.`, `+`, as nearly every fence's
    /// language is (`swift`, `objective-c`): no case to fold, no blank or `{` to split at.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
            }
    }

    /// Letters, digits, `_` and any non-ASCII byte, so identifiers in any script stay whole.
    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Where the string that opens with the quote at `start` ends: after its closing quote; at a line
    /// break, which ends an unclosed string in CSS and JSON alike; or at `end`. A backslash escapes
    /// the byte after it.
    static func quotedEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        let quote = s[start]
        var i = start + 1
        while i < end {
            let byte = s[i]
            if byte == quote { return i + 1 }
            if byte == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if isNewline(byte) { return i }
            i += 1
        }
        return end
    }

    /// The index of the next line break at or after `index`, or `end`.
    static func lineEnd(_ bytes: [UInt8], from index: Int, end: Int) -> Int {
        var cursor = index
        while cursor < end, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D { cursor += 1 }
        return cursor
    }

    /// Whether `bytes[index...]` starts with the ASCII `literal`.
    static func hasPrefix(_ bytes: [UInt8], at index: Int, end: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    /// Like `hasPrefix`, ignoring ASCII case; `literal` must be lowercase.
    static func hasPrefixIgnoringCase(_ bytes: [UInt8], at index: Int, end: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count {
                let byte = bytes[index + offset]
                let folded = isUppercase(byte) ? byte | 0x20 : byte
                if folded != buffer[offset] { return false }
            }
            return true
        }
    }
}
