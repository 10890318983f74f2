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
        guard let bytes = lineBytes(number) else { return nil }
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)]
    }

    /// Where a 1-based line lies in the text's UTF-8, without its line ending; `nil` past the end.
    private func lineBytes(_ number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : text.utf8.count
        if end > start, text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The UTF-8 offset where a 1-based line starts; the file's length past the last line.
    public func byteOffset(ofLine number: Int) -> Int {
        number >= 1 && number <= lineStarts.count ? lineStarts[number - 1] : text.utf8.count
    }

    /// The location of a 1-based line and 1-based UTF-8 byte column, with the column in characters.
    ///
    /// Every link and heading of every page is located: a line that is ASCII up to the column (one
    /// character a byte; a line holds no `\n`, so no `\r\n` pair) is read from the text's bytes,
    /// without making a Substring.
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard let bytes = lineBytes(line) else { return SourceLocation(file: path, line: line, column: max(byteColumn, 1)) }
        let count = min(max(byteColumn - 1, 0), bytes.count)
        let ascii = text.utf8.withContiguousStorageIfAvailable { utf8 in
            !utf8[bytes.lowerBound..<(bytes.lowerBound + count)].contains { $0 >= 0x80 }
        }
        if ascii == true { return SourceLocation(file: path, line: line, column: count + 1) }
        // Round down to a character boundary so a column inside a multi-byte character points at it.
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        let prefix = text[start..<utf8.index(start, offsetBy: count)]
        return SourceLocation(file: path, line: line, column: prefix.count + 1)
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
