/// A single-pass JSON scanner; also accepts JSONC comments and JSON5-style bare keys.
enum JSONLexer {
    static func highlight(into writer: inout HighlightWriter) {
        let s = writer.source
        let end = s.count
        var i = 0
        while i < end {
            let byte = s[i]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let close = HighlightASCII.quotedEnd(s, from: i, end: end)
                writer.emit(isKey(s, after: close, end: end) ? .name : .string, from: i, to: close)
                i = close
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: ","), UInt8(ascii: ":"):
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let close = numberEnd(s, from: i, end: end)
                writer.emit(.number, from: i, to: close)
                i = close
            case UInt8(ascii: "/") where i + 1 < end && (s[i + 1] == UInt8(ascii: "/") || s[i + 1] == UInt8(ascii: "*")):
                let close = commentEnd(s, from: i, end: end)
                writer.emit(.comment, from: i, to: close)
                i = close
            default:
                guard HighlightASCII.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") else {
                    i += 1
                    continue
                }
                var close = i + 1
                while close < end, HighlightASCII.isWordByte(s[close]) || s[close] == UInt8(ascii: "$") { close += 1 }
                if isKey(s, after: close, end: end) {
                    writer.emit(.name, from: i, to: close)
                } else if isLiteral(s, i..<close) {
                    writer.emit(.keyword, from: i, to: close)
                }
                i = close
            }
        }
    }

    private static func numberEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start + 1
        while i < end {
            let byte = s[i]
            let isSignAfterExponent =
                (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && (s[i - 1] | 0x20) == UInt8(ascii: "e")
            guard
                HighlightASCII.isDigit(byte) || byte == UInt8(ascii: ".") || (byte | 0x20) == UInt8(ascii: "e")
                    || isSignAfterExponent
            else { break }
            i += 1
        }
        return i
    }

    private static func commentEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        if s[start + 1] == UInt8(ascii: "/") { return HighlightASCII.lineEnd(s, from: start, end: end) }
        var i = start + 2
        while i + 1 < end {
            if s[i] == UInt8(ascii: "*"), s[i + 1] == UInt8(ascii: "/") { return i + 2 }
            i += 1
        }
        return end
    }

    /// A value followed, after spaces, by a colon names an object member.
    private static func isKey(_ s: [UInt8], after index: Int, end: Int) -> Bool {
        var i = index
        while i < end, HighlightASCII.isWhitespace(s[i]) { i += 1 }
        return i < end && s[i] == UInt8(ascii: ":")
    }

    private static func isLiteral(_ s: [UInt8], _ range: Range<Int>) -> Bool {
        let end = range.upperBound
        switch range.count {
        case 4:
            return HighlightASCII.hasPrefix(s, at: range.lowerBound, end: end, "true")
                || HighlightASCII.hasPrefix(s, at: range.lowerBound, end: end, "null")
        case 5: return HighlightASCII.hasPrefix(s, at: range.lowerBound, end: end, "false")
        case 3: return HighlightASCII.hasPrefix(s, at: range.lowerBound, end: end, "NaN")
        case 8: return HighlightASCII.hasPrefix(s, at: range.lowerBound, end: end, "Infinity")
        default: return false
        }
    }
}
