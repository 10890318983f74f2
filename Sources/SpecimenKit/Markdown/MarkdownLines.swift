/// Reading Markdown line by line before cmark-gfm does, by bytes: what the scans that prepare a page (DocC's
/// directives, `@include` lines, template code) share.
enum MarkdownLines {
    /// Whether some line of `text`, after spaces and tabs, starts with `prefix` (ASCII): the prefix's first byte is
    /// looked for with `memchr`, so a page without any is passed over at the speed of memory.
    static func someLine(of text: String, startsWith prefix: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        guard let first = wanted.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            bytes.firstIndex(of: first) { at in
                guard at + wanted.count <= bytes.count, (1..<wanted.count).allSatisfy({ bytes[at + $0] == wanted[$0] }) else { return false }
                // Only spaces and tabs between the line's start and the prefix.
                var before = at - 1
                while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
                return before < 0 || bytes[before] == UInt8(ascii: "\n")
            } != nil
        }
    }

    /// Which lines are in fenced code, as cmark-gfm reads fences: three or more backticks or tildes indented less than
    /// four spaces, closed by a run of the same character at least as long and nothing else on its line.
    struct Fences {
        private var open: (character: UInt8, length: Int)?
        /// Whether the lines are inside a fenced block.
        var isOpen: Bool { open != nil }

        /// Whether `line` opens a fenced block, is inside one, or closes it; give it every line in order.
        mutating func hold<Line: Collection<UInt8>>(_ line: Line) -> Bool {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = line.dropFirst(indent)
            let marker = rest.prefix { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }
            let uniform = marker.first.map { first in marker.allSatisfy { $0 == first } } ?? false
            if let fence = open {
                let after = rest.dropFirst(marker.count)
                if indent < 4, uniform, marker.first == fence.character, marker.count >= fence.length,
                    after.allSatisfy(MarkdownLines.isBlank)
                {
                    open = nil
                }
                return true
            }
            guard indent < 4, uniform, marker.count >= 3, let character = marker.first else { return false }
            // A backtick fence's info string holds no backtick (```` ```x` ```` is code in a paragraph).
            if character == UInt8(ascii: "`"), rest.dropFirst(marker.count).contains(UInt8(ascii: "`")) { return false }
            open = (character, marker.count)
            return true
        }
    }

    /// Which lines are code, fenced or indented, with the list items they are in taken into account: a fence in an item
    /// of `1. ` is indented four spaces, and so is its code. Give it every line in order, and where a scan blanks or
    /// replaces a line, the blank line it made.
    struct Code {
        private var fences = Fences()
        /// The content columns of the list items the lines are in, outermost first; empty outside lists.
        private var items: [Int] = []
        /// The content column of the innermost item the lines are in; 0 outside lists.
        private var listIndent: Int { items.last ?? 0 }
        private var previousBlank = true
        private var inIndentedCode = false

        /// Whether `line` is in code: a fence, a line in a fenced block, or a line of an indented code block.
        mutating func hold(_ line: Substring) -> Bool {
            let indent = MarkdownLines.indentation(of: line)
            let blank = line.utf8.allSatisfy(MarkdownLines.isBlank)
            defer { previousBlank = blank }
            let start = Self.withoutLeadingBlanks(line)
            let item = blank || fences.isOpen ? nil : Self.listItemContent(start, indent: indent)
            // A line less indented than the item's content ends the item, unless it goes on the item's paragraph: after
            // a blank line, or when it opens a block of its own (a fence, a heading, a rule). It may be in an outer item.
            if !blank, !fences.isOpen, item == nil, indent < listIndent, previousBlank || Self.opensBlock(start) {
                while let last = items.last, last > indent { items.removeLast() }
            }
            if fences.hold(MarkdownLines.removingIndentation(min(indent, listIndent), from: line).utf8) { return true }
            if blank { return inIndentedCode }
            // Indented four past the item's content, after a blank line or more code: code, as cmark-gfm reads it.
            if indent >= listIndent + 4 && (previousBlank || inIndentedCode) {
                inIndentedCode = true
                return true
            }
            inIndentedCode = false
            if let item {
                // An item of this list or an outer one ends the items nested deeper.
                while let last = items.last, last > indent { items.removeLast() }
                items.append(item)
            }
            return false
        }

        /// `line` from its first byte that is not a space or a tab.
        private static func withoutLeadingBlanks(_ line: Substring) -> Substring.UTF8View.SubSequence {
            line.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }

        /// Whether a line (from its first non-blank) opens a block that a paragraph does not go on into: a fence, an ATX
        /// heading, or a thematic break.
        private static func opensBlock(_ start: Substring.UTF8View.SubSequence) -> Bool {
            guard let first = start.first else { return false }
            if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") { return start.prefix(3).allSatisfy { $0 == first } && start.count >= 3 }
            if first == UInt8(ascii: "#") { return true }
            return isThematicBreak(start)
        }

        /// `***`, `- - -`, `___`: three or more of one of `*`, `-`, `_`, with blanks between and nothing else.
        private static func isThematicBreak(_ start: Substring.UTF8View.SubSequence) -> Bool {
            guard let first = start.first, first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "_") else {
                return false
            }
            var count = 0
            for byte in start {
                if byte == first {
                    count += 1
                } else if !MarkdownLines.isBlank(byte) {
                    return false
                }
            }
            return count >= 3
        }

        /// The column where a list item's content starts, when the line (from its first non-blank, at column `indent`)
        /// opens one (`- `, `* `, `+ `, `1. `, `1) `).
        private static func listItemContent(_ rest: Substring.UTF8View.SubSequence, indent: Int) -> Int? {
            guard let first = rest.first, !isThematicBreak(rest) else { return nil }
            var marker = 0
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
                marker = 1
            } else {
                let digits = rest.prefix(while: HighlightASCII.isDigit).count
                guard (1...9).contains(digits), rest.dropFirst(digits).first.map({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ")") }) == true
                else { return nil }
                marker = digits + 1
            }
            let after = rest.dropFirst(marker)
            guard let next = after.first, next != UInt8(ascii: "\r") else { return indent + marker + 1 }
            guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return nil }
            let spaces = after.prefix { $0 == UInt8(ascii: " ") }.count
            let empty = after.allSatisfy(MarkdownLines.isBlank)
            // Five spaces or more start indented code in the item: its content starts one space after the marker.
            return indent + marker + (spaces >= 5 || empty ? 1 : max(spaces, 1))
        }
    }

    /// A space, a tab, or the carriage return of a CRLF line end: what a line may hold and still be blank.
    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }

    /// The columns of blanks a line starts with, a tab reaching the next multiple of four.
    static func indentation(of line: Substring) -> Int {
        var count = 0
        for byte in line.utf8 {
            if byte == UInt8(ascii: " ") { count += 1 } else if byte == UInt8(ascii: "\t") { count += 4 - count % 4 } else { break }
        }
        return count
    }

    /// `line` without up to `amount` columns of its leading blanks.
    static func removingIndentation(_ amount: Int, from line: Substring) -> Substring {
        var removed = 0
        var index = line.startIndex
        while index < line.endIndex, removed < amount {
            let character = line[index]
            guard character == " " || character == "\t" else { break }
            removed += character == "\t" ? 4 - removed % 4 : 1
            index = line.index(after: index)
        }
        return line[index...]
    }
}
