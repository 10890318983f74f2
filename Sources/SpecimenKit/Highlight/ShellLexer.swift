/// A single-pass shell scanner: command words, keywords, flags, strings, variables, here-documents;
/// in console mode, prompt lines are shell and the other lines are program output.
struct ShellLexer {
    private let s: [UInt8]
    private let end: Int
    private var i: Int
    /// True where the next word names a command (line start, after `|`, `;`, `&&`, `then`...).
    private var commandPosition = true
    /// After `for x`, `case x`, `select x`, the word `in` is a keyword.
    private var expectsIn = false
    /// Between `case` and its `in`, after which come patterns rather than commands.
    private var inCaseHeader = false
    /// Inside `case ... esac`, before a pattern's `)`: words are patterns, not commands.
    private var expectsPattern = false
    /// After `NAME=value`, the next word is still in command position.
    private var afterAssignment = false
    /// After `export`, `local`, `declare`, `readonly`: the arguments are variables being set.
    private var declaring = false
    private var pendingHeredocs: [(terminator: Range<Int>, stripsTabs: Bool)] = []

    private init(_ s: [UInt8], from start: Int, to end: Int) {
        self.s = s
        self.i = start
        self.end = end
    }

    static func highlight(into writer: inout HighlightWriter, console: Bool) {
        let s = writer.source
        guard console, hasPrompt(s) else {
            var lexer = ShellLexer(s, from: 0, to: s.count)
            lexer.run(into: &writer)
            return
        }
        var lineStart = 0
        while lineStart < s.count {
            var lineEnd = HighlightASCII.lineEnd(s, from: lineStart, end: s.count)
            let promptLength = self.promptLength(s, at: lineStart, lineEnd: lineEnd)
            if promptLength > 0 {
                writer.emit(.meta, from: lineStart, to: lineStart + 1)
                // A trailing backslash continues the command on the next line.
                while lineEnd > lineStart, lineEnd < s.count, s[lineEnd - 1] == UInt8(ascii: "\\") {
                    lineEnd = HighlightASCII.lineEnd(s, from: lineEnd + 1, end: s.count)
                }
                var lexer = ShellLexer(s, from: lineStart + promptLength, to: lineEnd)
                lexer.run(into: &writer)
            }
            lineStart = lineEnd + 1
        }
    }

    /// `$ ` or `% ` at a line start; `$` alone on a line counts too.
    private static func promptLength(_ s: [UInt8], at start: Int, lineEnd: Int) -> Int {
        guard start < lineEnd, s[start] == UInt8(ascii: "$") || s[start] == UInt8(ascii: "%") else { return 0 }
        if start + 1 == lineEnd { return 1 }
        return s[start + 1] == 0x20 ? 2 : 0
    }

    /// A console block without any prompt is most likely a script pasted under the wrong name.
    private static func hasPrompt(_ s: [UInt8]) -> Bool {
        var lineStart = 0
        while lineStart < s.count {
            let lineEnd = HighlightASCII.lineEnd(s, from: lineStart, end: s.count)
            if promptLength(s, at: lineStart, lineEnd: lineEnd) > 0 { return true }
            lineStart = lineEnd + 1
        }
        return false
    }

    private mutating func run(into writer: inout HighlightWriter) {
        while i < end {
            let byte = s[i]
            switch byte {
            case 0x0A:
                i += 1
                commandPosition = true
                expectsIn = false
                declaring = false
                if !pendingHeredocs.isEmpty { heredocBodies(into: &writer) }
            case 0x20, 0x09, 0x0D:
                i += 1
                if afterAssignment {
                    commandPosition = true
                    afterAssignment = false
                }
            case UInt8(ascii: "#"):
                let close = HighlightASCII.lineEnd(s, from: i, end: end)
                writer.emit(.comment, from: i, to: close)
                i = close
            case UInt8(ascii: "\\"):
                // An escaped character, or a line continuation that keeps the command going.
                i = min(i + 2, end)
            case UInt8(ascii: "'"):
                let close = find(UInt8(ascii: "'"), from: i + 1)
                writer.emit(.string, from: i, to: close)
                i = close
                commandPosition = false
            case UInt8(ascii: "\""):
                doubleQuoted(into: &writer)
                commandPosition = false
            case UInt8(ascii: "$"):
                dollar(into: &writer)
            case UInt8(ascii: "`"):
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
                commandPosition = true
            case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"):
                var close = i + 1
                if close < end, s[close] == byte || (byte == UInt8(ascii: "&") && s[close] == UInt8(ascii: ">")) {
                    close += 1
                }
                writer.emit(.operator, from: i, to: close)
                afterAssignment = false
                declaring = false
                if byte == UInt8(ascii: ";"), close == i + 2 { expectsPattern = true }
                // `&>` redirects output; every other operator here starts a new command.
                commandPosition = !(byte == UInt8(ascii: "&") && close == i + 2 && s[i + 1] == UInt8(ascii: ">"))
                i = close
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                redirection(into: &writer)
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
                commandPosition = true
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                writer.emit(.punctuation, from: i, to: i + 1)
                i += 1
                if byte == UInt8(ascii: ")"), expectsPattern {
                    expectsPattern = false
                    commandPosition = true
                }
            default:
                if HighlightASCII.isWhitespace(byte) {
                    i += 1
                } else {
                    word(into: &writer)
                }
            }
        }
    }

    private mutating func word(into writer: inout HighlightWriter) {
        afterAssignment = false
        let start = i
        var close = i
        while close < end {
            let byte = s[close]
            if byte == UInt8(ascii: "\\"), close + 1 < end, !HighlightASCII.isNewline(s[close + 1]) {
                close += 2
                continue
            }
            if HighlightASCII.isWhitespace(byte) || isMetacharacter(byte) { break }
            close += 1
        }
        close = min(max(close, start + 1), end)
        i = close
        // `2>` and `2>&1`: a file descriptor belongs to the redirection that follows it.
        if close < end, s[close] == UInt8(ascii: ">") || s[close] == UInt8(ascii: "<"), allDigits(start..<close) {
            writer.emit(.operator, from: start, to: close)
            return
        }
        if expectsPattern {
            if isWord(start..<close, "esac") {
                writer.emit(.keyword, from: start, to: close)
                expectsPattern = false
                commandPosition = false
            }
            return
        }
        if commandPosition {
            commandWord(start..<close, into: &writer)
            return
        }
        if declaring, s[start] != UInt8(ascii: "-") {
            var equals = start
            while equals < close, s[equals] != UInt8(ascii: "=") { equals += 1 }
            if isName(start..<equals) {
                writer.emit(.variable, from: start, to: equals)
                writer.emit(.operator, from: equals, to: min(equals + 1, close))
                return
            }
        }
        if s[start] == UInt8(ascii: "-"), close - start > 1 {
            var flagEnd = start
            while flagEnd < close, s[flagEnd] != UInt8(ascii: "=") { flagEnd += 1 }
            writer.emit(.attribute, from: start, to: flagEnd)
        } else if expectsIn, isWord(start..<close, "in") {
            writer.emit(.keyword, from: start, to: close)
            expectsIn = false
            commandPosition = false
            expectsPattern = inCaseHeader
            inCaseHeader = false
        } else if allDigits(start..<close) {
            writer.emit(.number, from: start, to: close)
        }
    }

    private mutating func commandWord(_ range: Range<Int>, into writer: inout HighlightWriter) {
        // `NAME=value cmd`: assignments come before the command word.
        var equals = range.lowerBound
        while equals < range.upperBound, s[equals] != UInt8(ascii: "=") { equals += 1 }
        if equals < range.upperBound, equals > range.lowerBound, isName(range.lowerBound..<equals) {
            writer.emit(.variable, from: range.lowerBound, to: equals)
            writer.emit(.operator, from: equals, to: equals + 1)
            if equals + 1 < range.upperBound, HighlightASCII.isDigit(s[equals + 1]), allDigits((equals + 1)..<range.upperBound) {
                writer.emit(.number, from: equals + 1, to: range.upperBound)
            }
            // The value may go on with a quote or `$`; the command word comes after the next blank.
            commandPosition = false
            afterAssignment = true
            return
        }
        let keywordsStayingInCommandPosition: [StaticString] = [
            "if", "then", "else", "elif", "while", "until", "do", "!", "time", "[[",
        ]
        for keyword in keywordsStayingInCommandPosition where isWord(range, keyword) {
            writer.emit(.keyword, from: range.lowerBound, to: range.upperBound)
            return
        }
        let keywordsEndingCommand: [StaticString] = [
            "fi", "done", "esac", "for", "case", "select", "function", "in", "return", "local", "export", "declare",
            "readonly", "]]",
        ]
        for keyword in keywordsEndingCommand where isWord(range, keyword) {
            writer.emit(.keyword, from: range.lowerBound, to: range.upperBound)
            commandPosition = false
            expectsIn = isWord(range, "for") || isWord(range, "case") || isWord(range, "select")
            inCaseHeader = isWord(range, "case")
            declaring =
                isWord(range, "export") || isWord(range, "local") || isWord(range, "declare")
                || isWord(range, "readonly")
            return
        }
        writer.emit(.function, from: range.lowerBound, to: range.upperBound)
        // Wrappers run the next word as the real command: `sudo apt-get`, `env swift build`.
        let wrappers: [StaticString] = ["sudo", "env", "exec", "command", "nohup", "xargs", "builtin", "nice"]
        commandPosition = wrappers.contains { isWord(range, $0) }
    }

    private mutating func doubleQuoted(into writer: inout HighlightWriter) {
        var segmentStart = i
        var j = i + 1
        while j < end {
            let byte = s[j]
            if byte == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                j += 1
                break
            }
            if byte == UInt8(ascii: "$"), j + 1 < end, isVariableStart(s[j + 1]) {
                writer.emit(.string, from: segmentStart, to: j)
                i = j
                dollar(into: &writer)
                j = i
                segmentStart = i
                continue
            }
            j += 1
        }
        j = min(j, end)
        writer.emit(.string, from: segmentStart, to: j)
        i = j
    }

    /// `$NAME`, `${...}`, `$1`, `$?`, `$(...)`, `$((...))` and `$'...'`.
    private mutating func dollar(into writer: inout HighlightWriter) {
        let start = i
        guard start + 1 < end else {
            i += 1
            return
        }
        let next = s[start + 1]
        if next == UInt8(ascii: "(") {
            let close = start + 2 < end && s[start + 2] == UInt8(ascii: "(") ? start + 3 : start + 2
            writer.emit(.punctuation, from: start, to: close)
            i = close
            commandPosition = close == start + 2
            return
        }
        if next == UInt8(ascii: "{") {
            var close = start + 2
            var depth = 1
            while close < end, depth > 0, !HighlightASCII.isNewline(s[close]) {
                if s[close] == UInt8(ascii: "{") { depth += 1 }
                if s[close] == UInt8(ascii: "}") { depth -= 1 }
                close += 1
            }
            writer.emit(.variable, from: start, to: close)
            i = close
            commandPosition = false
            return
        }
        if next == UInt8(ascii: "'") {
            let close = find(UInt8(ascii: "'"), from: start + 2)
            writer.emit(.string, from: start, to: close)
            i = close
            commandPosition = false
            return
        }
        guard isVariableStart(next) else {
            i += 1
            return
        }
        var close = start + 2
        if HighlightASCII.isLetter(next) || next == UInt8(ascii: "_") {
            while close < end,
                HighlightASCII.isLetter(s[close]) || HighlightASCII.isDigit(s[close])
                    || s[close] == UInt8(ascii: "_")
            {
                close += 1
            }
        }
        writer.emit(.variable, from: start, to: close)
        i = close
        commandPosition = false
    }

    private mutating func redirection(into writer: inout HighlightWriter) {
        let start = i
        var close = i + 1
        while close < end, close - start < 3,
            s[close] == UInt8(ascii: "<") || s[close] == UInt8(ascii: ">") || s[close] == UInt8(ascii: "&")
                || s[close] == UInt8(ascii: "|") || s[close] == UInt8(ascii: "-")
        {
            close += 1
        }
        // `>&2` and `2>&1`: the target descriptor is part of the operator.
        if s[close - 1] == UInt8(ascii: "&") {
            while close < end, HighlightASCII.isDigit(s[close]) || s[close] == UInt8(ascii: "-") { close += 1 }
        }
        writer.emit(.operator, from: start, to: close)
        i = close
        let isHeredoc =
            close - start >= 2 && s[start] == UInt8(ascii: "<") && s[start + 1] == UInt8(ascii: "<")
            && (close - start == 2 || s[start + 2] == UInt8(ascii: "-"))
        if isHeredoc { heredocTerminator(stripsTabs: close - start == 3, into: &writer) }
    }

    /// Reads the word after `<<`; quotes around it are kept in the span but not in the terminator.
    private mutating func heredocTerminator(stripsTabs: Bool, into writer: inout HighlightWriter) {
        while i < end, HighlightASCII.isBlank(s[i]) { i += 1 }
        let start = i
        guard start < end else { return }
        let quote = s[start]
        let isQuoted = quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"")
        var close = isQuoted ? start + 1 : start
        let nameStart = close
        while close < end, !HighlightASCII.isWhitespace(s[close]), !isMetacharacter(s[close]),
            s[close] != UInt8(ascii: "'"), s[close] != UInt8(ascii: "\"")
        {
            close += 1
        }
        guard close > nameStart else { return }
        let nameEnd = close
        if isQuoted, close < end, s[close] == quote { close += 1 }
        writer.emit(.meta, from: start, to: close)
        i = close
        pendingHeredocs.append((nameStart..<nameEnd, stripsTabs))
    }

    /// Called at the start of the line after a `<<WORD`: everything up to the terminator line is text.
    private mutating func heredocBodies(into writer: inout HighlightWriter) {
        for heredoc in pendingHeredocs {
            while i < end {
                let lineEnd = HighlightASCII.lineEnd(s, from: i, end: end)
                var textStart = i
                if heredoc.stripsTabs {
                    while textStart < lineEnd, s[textStart] == 0x09 { textStart += 1 }
                }
                let isTerminator =
                    lineEnd - textStart == heredoc.terminator.count
                    && s[textStart..<lineEnd].elementsEqual(s[heredoc.terminator])
                writer.emit(isTerminator ? .meta : .string, from: isTerminator ? textStart : i, to: lineEnd)
                i = min(lineEnd + 1, end)
                if isTerminator { break }
            }
        }
        pendingHeredocs.removeAll()
    }

    private func isMetacharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "$"),
            UInt8(ascii: "`"):
            return true
        default:
            return false
        }
    }

    private func isVariableStart(_ byte: UInt8) -> Bool {
        HighlightASCII.isLetter(byte) || HighlightASCII.isDigit(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "?")
            || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "*")
            || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "!")
    }

    private func isName(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty, !HighlightASCII.isDigit(s[range.lowerBound]) else { return false }
        return s[range].allSatisfy { HighlightASCII.isLetter($0) || HighlightASCII.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private func allDigits(_ range: Range<Int>) -> Bool {
        !range.isEmpty && s[range].allSatisfy(HighlightASCII.isDigit)
    }

    private func isWord(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount && HighlightASCII.hasPrefix(s, at: range.lowerBound, end: range.upperBound, word)
    }

    /// The index after the next `byte`, or the end.
    private func find(_ byte: UInt8, from start: Int) -> Int {
        var j = start
        while j < end, s[j] != byte { j += 1 }
        return min(j + 1, end)
    }
}
