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

        /// Whether `line` opens a fenced block, is inside one, or closes it; give it every line in order.
        mutating func hold<Line: Collection<UInt8>>(_ line: Line) -> Bool {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = line.dropFirst(indent)
            let marker = rest.prefix { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }
            let uniform = marker.first.map { first in marker.allSatisfy { $0 == first } } ?? false
            if let fence = open {
                let after = rest.dropFirst(marker.count)
                if indent < 4, uniform, marker.first == fence.character, marker.count >= fence.length,
                    after.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
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
}
