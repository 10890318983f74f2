/// A line-oriented YAML scanner: keys, scalars, comments, anchors, tags and block scalars.
enum YAMLLexer {
    static func highlight(into writer: inout HighlightWriter) {
        let s = writer.source
        let end = s.count
        var lineStart = 0
        // Lines indented deeper than the line that opened a `|` or `>` scalar are its text.
        var blockScalarIndent: Int?
        var flowDepth = 0
        while lineStart < end {
            let lineEnd = HighlightASCII.lineEnd(s, from: lineStart, end: end)
            var indent = lineStart
            while indent < lineEnd, HighlightASCII.isBlank(s[indent]) { indent += 1 }
            if let parentIndent = blockScalarIndent {
                if indent == lineEnd || indent - lineStart > parentIndent {
                    writer.emit(.string, from: indent, to: lineEnd)
                    lineStart = nextLine(s, from: lineEnd, end: end)
                    continue
                }
                blockScalarIndent = nil
            }
            var i = indent
            if indent == lineStart, flowDepth == 0 {
                if isDocumentMarker(s, at: lineStart, lineEnd: lineEnd) {
                    writer.emit(.meta, from: i, to: i + 3)
                    i += 3
                } else if lineStart < lineEnd, s[lineStart] == UInt8(ascii: "%") {
                    writer.emit(.meta, from: i, to: lineEnd)
                    i = lineEnd
                }
            }
            lexLine(
                s, from: i, lineEnd: lineEnd, lineIndent: indent - lineStart, blockScalarIndent: &blockScalarIndent,
                flowDepth: &flowDepth, into: &writer)
            lineStart = nextLine(s, from: lineEnd, end: end)
        }
    }

    private static func lexLine(
        _ s: [UInt8], from start: Int, lineEnd: Int, lineIndent: Int, blockScalarIndent: inout Int?,
        flowDepth: inout Int, into writer: inout HighlightWriter
    ) {
        var i = start
        while i < lineEnd {
            let byte = s[i]
            let next: UInt8 = i + 1 < lineEnd ? s[i + 1] : 0x20
            if HighlightASCII.isBlank(byte) {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "#"), i == start || HighlightASCII.isBlank(s[i - 1]) {
                writer.emit(.comment, from: i, to: lineEnd)
                return
            }
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                guard HighlightASCII.isBlank(next) else {
                    i = plainScalar(s, from: i, lineEnd: lineEnd, inFlow: flowDepth > 0, into: &writer)
                    continue
                }
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                flowDepth += 1
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                flowDepth = max(0, flowDepth - 1)
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
            case UInt8(ascii: ","):
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let close = quotedEnd(s, from: i, end: lineEnd)
                writer.emit(keyColon(s, at: close, lineEnd: lineEnd, inFlow: flowDepth > 0) ? .name : .string, from: i, to: close)
                i = close
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                let close = propertyEnd(s, from: i + 1, lineEnd: lineEnd)
                writer.emit(byte == UInt8(ascii: "!") ? .type : .variable, from: i, to: close)
                i = close
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                var close = i + 1
                while close < lineEnd,
                    s[close] == UInt8(ascii: "-") || s[close] == UInt8(ascii: "+")
                        || HighlightASCII.isDigit(s[close])
                {
                    close += 1
                }
                writer.emit(.punctuation, from: i, to: close)
                blockScalarIndent = lineIndent
                i = close
            default:
                i = plainScalar(s, from: i, lineEnd: lineEnd, inFlow: flowDepth > 0, into: &writer)
            }
        }
    }

    /// Scans an unquoted scalar and emits it as a key, number, literal or string.
    private static func plainScalar(
        _ s: [UInt8], from start: Int, lineEnd: Int, inFlow: Bool, into writer: inout HighlightWriter
    ) -> Int {
        var i = start
        var last = start  // end of the scalar without trailing blanks
        while i < lineEnd {
            let byte = s[i]
            if byte == UInt8(ascii: ":"), keyColon(s, at: i, lineEnd: lineEnd, inFlow: inFlow) {
                writer.emit(.name, from: start, to: last)
                writer.emit(.punctuation, from: i, to: i + 1)
                return i + 1
            }
            if byte == UInt8(ascii: "#"), i > start, HighlightASCII.isBlank(s[i - 1]) { break }
            if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            i += 1
            if !HighlightASCII.isBlank(byte) { last = i }
        }
        writer.emit(scalarKind(s, start..<last), from: start, to: last)
        return last
    }

    /// A colon ends a key when a blank, the line end or (in flow) an indicator follows it.
    private static func keyColon(_ s: [UInt8], at index: Int, lineEnd: Int, inFlow: Bool) -> Bool {
        var i = index
        if i < lineEnd, s[i] != UInt8(ascii: ":") {
            // After a quoted key, blanks may come before the colon.
            while i < lineEnd, HighlightASCII.isBlank(s[i]) { i += 1 }
            guard i < lineEnd, s[i] == UInt8(ascii: ":") else { return false }
        }
        guard i < lineEnd else { return false }
        guard i + 1 < lineEnd else { return true }
        let next = s[i + 1]
        if HighlightASCII.isBlank(next) { return true }
        return inFlow && (next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}"))
    }

    private static func scalarKind(_ s: [UInt8], _ range: Range<Int>) -> HighlightKind {
        if range.isEmpty { return .string }
        if range.count == 1, s[range.lowerBound] == UInt8(ascii: "~") { return .keyword }
        if isNumber(s, range) { return .number }
        let words: [StaticString] = ["true", "false", "null", "yes", "no", "on", "off"]
        for word in words
        where word.utf8CodeUnitCount == range.count
            && HighlightASCII.hasPrefixIgnoringCase(s, at: range.lowerBound, end: range.upperBound, word)
        {
            return .keyword
        }
        return .string
    }

    private static func isNumber(_ s: [UInt8], _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        let end = range.upperBound
        if s[i] == UInt8(ascii: "-") || s[i] == UInt8(ascii: "+") { i += 1 }
        guard i < end else { return false }
        // .inf and .nan are YAML's spellings of the IEEE specials.
        if end - i == 4,
            HighlightASCII.hasPrefixIgnoringCase(s, at: i, end: end, ".inf")
                || HighlightASCII.hasPrefixIgnoringCase(s, at: i, end: end, ".nan")
        {
            return true
        }
        if HighlightASCII.hasPrefix(s, at: i, end: end, "0x") || HighlightASCII.hasPrefix(s, at: i, end: end, "0o") {
            guard end - i > 2 else { return false }
            for byte in s[(i + 2)..<end] where !(HighlightASCII.isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)) {
                return false
            }
            return true
        }
        var sawDigit = false
        var previous: UInt8 = 0
        while i < end {
            let byte = s[i]
            if HighlightASCII.isDigit(byte) {
                sawDigit = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard sawDigit else { return false }
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                guard previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
            } else if byte != UInt8(ascii: ".") && byte != UInt8(ascii: "_") {
                return false
            }
            previous = byte
            i += 1
        }
        return sawDigit
    }

    private static func quotedEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        let quote = s[start]
        var i = start + 1
        while i < end {
            let byte = s[i]
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                i += 2
                continue
            }
            if byte == quote {
                // A doubled single quote is an escaped quote, not the end.
                if quote == UInt8(ascii: "'"), i + 1 < end, s[i + 1] == quote {
                    i += 2
                    continue
                }
                return i + 1
            }
            i += 1
        }
        return end
    }

    private static func propertyEnd(_ s: [UInt8], from start: Int, lineEnd: Int) -> Int {
        var i = start
        while i < lineEnd {
            let byte = s[i]
            if HighlightASCII.isBlank(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
            {
                break
            }
            i += 1
        }
        return i
    }

    private static func isDocumentMarker(_ s: [UInt8], at start: Int, lineEnd: Int) -> Bool {
        guard
            HighlightASCII.hasPrefix(s, at: start, end: lineEnd, "---")
                || HighlightASCII.hasPrefix(s, at: start, end: lineEnd, "...")
        else { return false }
        return start + 3 == lineEnd || HighlightASCII.isBlank(s[start + 3])
    }

    private static func nextLine(_ s: [UInt8], from lineEnd: Int, end: Int) -> Int {
        guard lineEnd < end else { return end }
        if s[lineEnd] == 0x0D, lineEnd + 1 < end, s[lineEnd + 1] == 0x0A { return lineEnd + 2 }
        return lineEnd + 1
    }
}
