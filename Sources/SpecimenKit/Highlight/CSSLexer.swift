/// A single-pass CSS scanner: selectors, at-rules, declarations and values, with nesting.
///
/// Whether a statement is a rule or a declaration is decided by looking ahead for `{`
/// before `;` or `}`, which also handles bare declaration lists and nested rules.
enum CSSLexer {
    private enum Mode {
        case statement, selector, prelude, property, value
    }

    /// Highlights from the writer's position up to `end`, so HTML can hand over a `<style>` body.
    static func highlight(upTo end: Int, into writer: inout HighlightWriter) {
        let s = writer.source
        var i = writer.position
        var mode = Mode.statement
        while i < end {
            let byte = s[i]
            if HighlightASCII.isWhitespace(byte) {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "/"), i + 1 < end, s[i + 1] == UInt8(ascii: "*") {
                let close = commentEnd(s, from: i, end: end)
                writer.emit(.comment, from: i, to: close)
                i = close
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = HighlightASCII.quotedEnd(s, from: i, end: end)
                writer.emit(.string, from: i, to: close)
                i = close
                continue
            }
            switch mode {
            case .statement:
                if byte == UInt8(ascii: "@") {
                    let close = wordEnd(s, from: i + 1, end: end)
                    writer.emit(.keyword, from: i, to: close)
                    i = close
                    mode = .prelude
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                    writer.emit(.punctuation, from: i, to: i + 1)
                    i += 1
                } else {
                    mode = startsRule(s, from: i, end: end) ? .selector : .property
                }
            case .selector:
                i = selectorToken(s, at: i, end: end, mode: &mode, into: &writer)
            case .property:
                if byte == UInt8(ascii: ":") {
                    writer.emit(.punctuation, from: i, to: i + 1)
                    i += 1
                    mode = .value
                } else if isEndOfStatement(byte) {
                    writer.emit(.punctuation, from: i, to: i + 1)
                    i += 1
                    mode = .statement
                } else {
                    let close = max(wordEnd(s, from: i, end: end), i + 1)
                    writer.emit(.property, from: i, to: close)
                    i = close
                }
            case .prelude, .value:
                if isEndOfStatement(byte) {
                    writer.emit(.punctuation, from: i, to: i + 1)
                    i += 1
                    mode = .statement
                } else {
                    i = valueToken(s, at: i, end: end, inPrelude: mode == .prelude, into: &writer)
                }
            }
        }
    }

    private static func isEndOfStatement(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private static func selectorToken(
        _ s: [UInt8], at i: Int, end: Int, mode: inout Mode, into writer: inout HighlightWriter
    ) -> Int {
        let byte = s[i]
        switch byte {
        case UInt8(ascii: "{"):
            writer.emit(.punctuation, from: i, to: i + 1)
            mode = .statement
            return i + 1
        case UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: ":"):
            var start = i + 1
            if byte == UInt8(ascii: ":"), start < end, s[start] == UInt8(ascii: ":") { start += 1 }
            let close = wordEnd(s, from: start, end: end)
            writer.emit(.attribute, from: i, to: close)
            return max(close, i + 1)
        case UInt8(ascii: "["):
            writer.emit(.punctuation, from: i, to: i + 1)
            let close = wordEnd(s, from: i + 1, end: end)
            writer.emit(.name, from: i + 1, to: close)
            return max(close, i + 1)
        case UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"):
            writer.emit(.punctuation, from: i, to: i + 1)
            return i + 1
        case UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "&"),
            UInt8(ascii: "="), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "$"):
            writer.emit(.operator, from: i, to: i + 1)
            return i + 1
        default:
            if HighlightASCII.isDigit(byte) {
                // Keyframe selectors such as `50%`.
                let close = numberEnd(s, from: i, end: end)
                writer.emit(.number, from: i, to: close)
                return close
            }
            let close = wordEnd(s, from: i, end: end)
            guard close > i else { return i + 1 }
            writer.emit(.tag, from: i, to: close)
            return close
        }
    }

    private static func valueToken(
        _ s: [UInt8], at i: Int, end: Int, inPrelude: Bool, into writer: inout HighlightWriter
    ) -> Int {
        let byte = s[i]
        let next: UInt8 = i + 1 < end ? s[i + 1] : 0
        if HighlightASCII.isDigit(byte)
            || (byte == UInt8(ascii: ".") && HighlightASCII.isDigit(next))
            || ((byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"))
                && (HighlightASCII.isDigit(next) || next == UInt8(ascii: ".")))
        {
            let close = numberEnd(s, from: i, end: end)
            writer.emit(.number, from: i, to: close)
            return close
        }
        switch byte {
        case UInt8(ascii: "#"):
            let close = max(wordEnd(s, from: i + 1, end: end), i + 1)
            writer.emit(.number, from: i, to: close)
            return close
        case UInt8(ascii: "!"):
            let close = wordEnd(s, from: i + 1, end: end)
            writer.emit(.keyword, from: i, to: close)
            return max(close, i + 1)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["),
            UInt8(ascii: "]"):
            writer.emit(.punctuation, from: i, to: i + 1)
            return i + 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "="),
            UInt8(ascii: ">"), UInt8(ascii: "<"):
            if byte == UInt8(ascii: "-"), next == UInt8(ascii: "-") || HighlightASCII.isLetter(next) { break }
            writer.emit(.operator, from: i, to: i + 1)
            return i + 1
        default:
            break
        }
        let close = wordEnd(s, from: i, end: end)
        guard close > i else { return i + 1 }
        if close < end, s[close] == UInt8(ascii: "(") {
            writer.emit(.function, from: i, to: close)
            writer.emit(.punctuation, from: close, to: close + 1)
            if close - i == 3, HighlightASCII.hasPrefixIgnoringCase(s, at: i, end: close, "url") {
                return urlArgument(s, from: close + 1, end: end, into: &writer)
            }
            return close + 1
        }
        if HighlightASCII.hasPrefix(s, at: i, end: close, "--") {
            writer.emit(.variable, from: i, to: close)
        } else if inPrelude {
            // Media queries: `(min-width: 40em)` names a feature; `and`/`not`/`only`/`or` join them.
            if close < end, s[close] == UInt8(ascii: ":") {
                writer.emit(.property, from: i, to: close)
            } else if isMediaKeyword(s, i..<close) {
                writer.emit(.keyword, from: i, to: close)
            }
        }
        return close
    }

    /// An unquoted `url(...)` argument is one string up to the closing parenthesis.
    private static func urlArgument(_ s: [UInt8], from start: Int, end: Int, into writer: inout HighlightWriter) -> Int {
        var i = start
        while i < end, HighlightASCII.isWhitespace(s[i]) { i += 1 }
        guard i < end, s[i] != UInt8(ascii: "\""), s[i] != UInt8(ascii: "'") else { return i }
        var close = i
        while close < end, s[close] != UInt8(ascii: ")"), !HighlightASCII.isNewline(s[close]) { close += 1 }
        writer.emit(.string, from: i, to: close)
        return close
    }

    private static func isMediaKeyword(_ s: [UInt8], _ range: Range<Int>) -> Bool {
        let words: [StaticString] = ["and", "not", "only", "or"]
        for word in words
        where word.utf8CodeUnitCount == range.count
            && HighlightASCII.hasPrefixIgnoringCase(s, at: range.lowerBound, end: range.upperBound, word)
        {
            return true
        }
        return false
    }

    /// Looks ahead from a statement's start: a `{` before any `;` or `}` makes it a rule.
    private static func startsRule(_ s: [UInt8], from start: Int, end: Int) -> Bool {
        var i = start
        var depth = 0
        var sawColon = false
        while i < end {
            let byte = s[i]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = HighlightASCII.quotedEnd(s, from: i, end: end)
                continue
            case UInt8(ascii: "/") where i + 1 < end && s[i + 1] == UInt8(ascii: "*"):
                i = commentEnd(s, from: i, end: end)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "{") where depth == 0:
                return true
            case UInt8(ascii: ";") where depth == 0, UInt8(ascii: "}") where depth == 0:
                return false
            case UInt8(ascii: ":") where depth == 0:
                sawColon = true
            default:
                break
            }
            i += 1
        }
        // An unfinished snippet: `color: red` reads as a declaration, `a.button` as a selector.
        return !sawColon
    }

    /// Identifier characters, including `-`, non-ASCII and backslash escapes.
    private static func wordEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start
        while i < end {
            let byte = s[i]
            if byte == UInt8(ascii: "\\"), i + 1 < end {
                i += 2
                continue
            }
            guard HighlightASCII.isWordByte(byte) || byte == UInt8(ascii: "-") else { break }
            i += 1
        }
        return min(i, end)
    }

    /// A number with its unit or percent sign, which read as one value.
    private static func numberEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start + 1
        while i < end, HighlightASCII.isDigit(s[i]) || s[i] == UInt8(ascii: ".") { i += 1 }
        if i + 1 < end, (s[i] | 0x20) == UInt8(ascii: "e"), HighlightASCII.isDigit(s[i + 1]) {
            i += 1
            while i < end, HighlightASCII.isDigit(s[i]) { i += 1 }
        }
        if i < end, s[i] == UInt8(ascii: "%") { return i + 1 }
        while i < end, HighlightASCII.isLetter(s[i]) { i += 1 }
        return i
    }

    private static func commentEnd(_ s: [UInt8], from start: Int, end: Int) -> Int {
        var i = start + 2
        while i + 1 < end {
            if s[i] == UInt8(ascii: "*"), s[i + 1] == UInt8(ascii: "/") { return i + 2 }
            i += 1
        }
        return end
    }
}
