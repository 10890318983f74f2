/// A single-pass HTML/XML scanner: tags, attributes, comments, entities, and `<style>` through ``CSSLexer``.
enum HTMLLexer {
    static func highlight(into writer: inout HighlightWriter) {
        let s = writer.source
        let end = s.count
        var i = 0
        while i < end {
            let byte = s[i]
            if byte == UInt8(ascii: "<") {
                i = markup(s, at: i, end: end, into: &writer)
            } else if byte == UInt8(ascii: "&") {
                let close = entityEnd(s, from: i, end: end)
                if close > i { writer.emit(.meta, from: i, to: close) }
                i = max(close, i + 1)
            } else {
                i += 1
            }
        }
    }

    /// Handles whatever starts with `<`; a `<` that opens nothing is left as text.
    private static func markup(_ s: [UInt8], at start: Int, end: Int, into writer: inout HighlightWriter) -> Int {
        if HighlightASCII.hasPrefix(s, at: start, end: end, "<!--") {
            let close = find(s, "-->", from: start + 4, end: end)
            writer.emit(.comment, from: start, to: close)
            return close
        }
        if HighlightASCII.hasPrefix(s, at: start, end: end, "<![CDATA[") {
            writer.emit(.meta, from: start, to: start + 9)
            let close = find(s, "]]>", from: start + 9, end: end)
            if close >= start + 12, HighlightASCII.hasPrefix(s, at: close - 3, end: close, "]]>") {
                writer.emit(.meta, from: close - 3, to: close)
            }
            return close
        }
        let next: UInt8 = start + 1 < end ? s[start + 1] : 0
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            // Doctypes and processing instructions such as `<?xml ...?>`.
            let close = find(s, ">", from: start + 2, end: end)
            writer.emit(.meta, from: start, to: close)
            return close
        }
        let isClosing = next == UInt8(ascii: "/")
        let nameStart = isClosing ? start + 2 : start + 1
        guard nameStart < end, HighlightASCII.isLetter(s[nameStart]) else { return start + 1 }
        writer.emit(.punctuation, from: start, to: nameStart)
        let nameEnd = nameEndIndex(s, from: nameStart, end: end)
        writer.emit(.tag, from: nameStart, to: nameEnd)
        let (close, selfClosing) = attributes(s, from: nameEnd, end: end, into: &writer)
        guard !isClosing, !selfClosing, close <= end, close > 0, s[close - 1] == UInt8(ascii: ">") else { return close }
        if nameEnd - nameStart == 5, HighlightASCII.hasPrefixIgnoringCase(s, at: nameStart, end: nameEnd, "style") {
            let bodyEnd = rawTextEnd(s, from: close, end: end, "</style")
            writer.emit(nil, to: close)
            CSSLexer.highlight(upTo: bodyEnd, into: &writer)
            return bodyEnd
        }
        if nameEnd - nameStart == 6, HighlightASCII.hasPrefixIgnoringCase(s, at: nameStart, end: nameEnd, "script") {
            // Script bodies stay plain; a `<` inside them is not markup.
            return rawTextEnd(s, from: close, end: end, "</script")
        }
        return close
    }

    /// Scans attributes up to and including `>` or `/>`; returns the index after the tag and whether it self-closed.
    private static func attributes(
        _ s: [UInt8], from start: Int, end: Int, into writer: inout HighlightWriter
    ) -> (Int, Bool) {
        var i = start
        while i < end {
            let byte = s[i]
            if HighlightASCII.isWhitespace(byte) {
                i += 1
                continue
            }
            if byte == UInt8(ascii: ">") {
                writer.emit(.punctuation, from: i, to: i + 1)
                return (i + 1, false)
            }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"), i + 1 < end, s[i + 1] == UInt8(ascii: ">") {
                writer.emit(.punctuation, from: i, to: i + 2)
                return (i + 2, true)
            }
            if byte == UInt8(ascii: "<") {
                // An unclosed tag: let the outer loop start over at the next tag.
                return (i, true)
            }
            if byte == UInt8(ascii: "=") {
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
                while i < end, HighlightASCII.isWhitespace(s[i]) { i += 1 }
                guard i < end else { break }
                let close = valueEnd(s, from: i, end: end)
                writer.emit(.string, from: i, to: close)
                i = max(close, i + 1)
                continue
            }
            var close = i
            while close < end {
                let current = s[close]
                if HighlightASCII.isWhitespace(current) || current == UInt8(ascii: "=") || current == UInt8(ascii: ">")
                    || current == UInt8(ascii: "<") || (current == UInt8(ascii: "/") && close + 1 < end && s[close + 1] == UInt8(ascii: ">"))
                {
                    break
                }
                close += 1
            }
            close = max(close, i + 1)
            writer.emit(.name, from: i, to: close)
            i = close
        }
        return (end, true)
    }

    private static func valueEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        let quote = s[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var i = start + 1
            while i < end, s[i] != quote { i += 1 }
            return min(i + 1, end)
        }
        var i = start
        while i < end, !HighlightASCII.isWhitespace(s[i]), s[i] != UInt8(ascii: ">") { i += 1 }
        return i
    }

    private static func nameEndIndex(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start
        while i < end,
            HighlightASCII.isWordByte(s[i]) || s[i] == UInt8(ascii: "-") || s[i] == UInt8(ascii: ":")
                || s[i] == UInt8(ascii: ".")
        {
            i += 1
        }
        return i
    }

    /// `&amp;`, `&#123;`, `&#x1F;`: the index after `;`, or `start` when this is a bare ampersand.
    private static func entityEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start + 1
        if i < end, s[i] == UInt8(ascii: "#") { i += 1 }
        let bodyStart = i
        while i < end, i - bodyStart < 32, HighlightASCII.isLetter(s[i]) || HighlightASCII.isDigit(s[i]) { i += 1 }
        guard i > bodyStart, i < end, s[i] == UInt8(ascii: ";") else { return start }
        return i + 1
    }

    /// Where a raw-text element's body ends: at its case-insensitive closing tag, or the end.
    private static func rawTextEnd(_ s: [UInt8], from start: Int, end: Int, _ closing: StaticString) -> Int {
        var i = start
        while i < end {
            if s[i] == UInt8(ascii: "<"), HighlightASCII.hasPrefixIgnoringCase(s, at: i, end: end, closing) { return i }
            i += 1
        }
        return end
    }

    /// The index just after `needle`, or `end` when it never appears.
    private static func find(_ s: [UInt8], _ needle: StaticString, from start: Int, end: Int) -> Int {
        var i = start
        let first = needle.withUTF8Buffer { $0.first ?? 0 }
        while i < end {
            if s[i] == first, HighlightASCII.hasPrefix(s, at: i, end: end, needle) { return i + needle.utf8CodeUnitCount }
            i += 1
        }
        return end
    }
}
