/// A line-oriented unified-diff scanner: file headers, hunk headers, added and removed lines.
enum DiffLexer {
    static func highlight(into writer: inout HighlightWriter) {
        let s = writer.source
        let end = s.count
        var lineStart = 0
        var previousWasOldFileHeader = false
        while lineStart < end {
            let lineEnd = HighlightASCII.lineEnd(s, from: lineStart, end: end)
            let kind: HighlightKind?
            var isOldFileHeader = false
            switch s[lineStart] {
            case UInt8(ascii: "+"):
                // `+++ b/file` is a header only right after `--- a/file`; otherwise it is an added line.
                kind = previousWasOldFileHeader && HighlightASCII.hasPrefix(s, at: lineStart, end: lineEnd, "+++") ? .meta : .inserted
            case UInt8(ascii: "-"):
                isOldFileHeader =
                    HighlightASCII.hasPrefix(s, at: lineStart, end: lineEnd, "--- ")
                    && HighlightASCII.hasPrefix(s, at: nextLine(s, after: lineEnd, end: end), end: end, "+++")
                kind = isOldFileHeader ? .meta : .deleted
            case UInt8(ascii: ">"):
                kind = .inserted
            case UInt8(ascii: "<"):
                kind = .deleted
            case UInt8(ascii: "@"):
                kind = HighlightASCII.hasPrefix(s, at: lineStart, end: lineEnd, "@@") ? .meta : nil
            case UInt8(ascii: "\\"):
                // "\ No newline at end of file"
                kind = .comment
            default:
                kind = isFileHeader(s, at: lineStart, lineEnd: lineEnd) ? .meta : nil
            }
            writer.emit(kind, from: lineStart, to: lineEnd)
            previousWasOldFileHeader = isOldFileHeader
            lineStart = nextLine(s, after: lineEnd, end: end)
        }
    }

    private static func isFileHeader(_ s: [UInt8], at start: Int, lineEnd: Int) -> Bool {
        let headers: [StaticString] = [
            "diff ", "index ", "new file mode", "deleted file mode", "old mode", "new mode", "similarity index",
            "dissimilarity index", "rename from", "rename to", "copy from", "copy to", "Binary files", "Only in ",
        ]
        return headers.contains { HighlightASCII.hasPrefix(s, at: start, end: lineEnd, $0) }
    }

    private static func nextLine(_ s: [UInt8], after lineEnd: Int, end: Int) -> Int {
        guard lineEnd < end else { return end }
        if s[lineEnd] == 0x0D, lineEnd + 1 < end, s[lineEnd + 1] == 0x0A { return lineEnd + 2 }
        return lineEnd + 1
    }
}
