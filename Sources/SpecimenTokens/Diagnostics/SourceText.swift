/// The text of one source file with a line index, for turning byte offsets into locations.
///
/// cmark-gfm reports UTF-8 byte columns and Yams reports positions relative to the
/// front matter; both are converted here into the file's own line and character column.
public struct SourceText: Sendable {
    /// The path shown to the user, e.g. `content/patterns/empty-states.md`.
    public let path: String
    /// The whole file.
    public let text: String
    /// UTF-8 offset of the start of each line; line 1 starts at offset 0.
    private let lineStarts: [Int]

    /// Indexes `text` by line.
    public init(path: String, text: String) {
        var text = text
        lineStarts = text.withUTF8 { bytes in
            var starts = [0]
            starts.reserveCapacity(bytes.count / 32)
            guard let raw = UnsafeRawPointer(bytes.baseAddress) else { return starts }
            var index = 0
            // Eight bytes at a time: a word with no line feed (no zero byte once XORed with them) is skipped.
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                    for offset in index..<(index + 8) where bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
                }
                index += 8
            }
            for offset in index..<bytes.count where bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
            return starts
        }
        self.path = path
        self.text = text
    }

    /// How many lines the file has (a final newline does not start a new line).
    public var lineCount: Int {
        text.utf8.last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count
    }

    /// The text of a 1-based line without its line ending, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        guard start <= end else { return nil }
        return text[start..<end]
    }

    /// The UTF-8 offset where a 1-based line starts; the file's length past the last line.
    public func byteOffset(ofLine number: Int) -> Int {
        number >= 1 && number <= lineStarts.count ? lineStarts[number - 1] : text.utf8.count
    }

    /// The location of a 1-based line and 1-based UTF-8 byte column, with the column in characters.
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        if let column = asciiColumn(line: line, byteColumn: byteColumn) { return SourceLocation(file: path, line: line, column: column) }
        guard let content = self.line(line) else { return SourceLocation(file: path, line: line, column: max(byteColumn, 1)) }
        let utf8 = content.utf8
        let bytes = min(max(byteColumn - 1, 0), utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: bytes)
        // ASCII is one character a byte (only `\r\n` makes two one, and a line holds no `\n`); most lines before most columns are.
        if !utf8[..<index].contains(where: { $0 >= 0x80 }) {
            return SourceLocation(file: path, line: line, column: bytes + 1)
        }
        // Round down to a character boundary so a column inside a multi-byte character points at it.
        let prefix = content[content.startIndex..<index]
        return SourceLocation(file: path, line: line, column: prefix.count + 1)
    }

    /// `location`'s column when the line is ASCII up to it, read from the text's bytes without making
    /// a Substring (every link and heading of every page is located); `nil` otherwise.
    private func asciiColumn(line: Int, byteColumn: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let start = lineStarts[line - 1]
            var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            guard start <= end else { return nil }
            let count = min(max(byteColumn - 1, 0), end - start)
            for offset in start..<(start + count) where bytes[offset] >= 0x80 { return nil }
            return count + 1
        } ?? nil
    }

    /// The location of a UTF-8 byte offset from the start of the file.
    public func location(byteOffset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= byteOffset { low = middle } else { high = middle - 1 }
        }
        return location(line: low + 1, byteColumn: byteOffset - lineStarts[low] + 1)
    }

    /// A location at a 1-based line and character column.
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
