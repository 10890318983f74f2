import Foundation

/// Gathers a page's body text section by section while cmark walks the tree.
///
/// Text is kept as cmark's UTF-8 bytes until `finish`: a page has hundreds of text nodes, and
/// making each a String first cost an allocation and a validation apiece.
struct SearchTextCollector {
    private var sections: [[UInt8]] = [[]]
    private var headingIndexes: [Int] = [-1]

    /// Starts the text under heading number `headingIndex`.
    mutating func startSection(headingIndex: Int) {
        sections.append([])
        headingIndexes.append(headingIndex)
    }

    /// Adds inline text, a NUL-terminated UTF-8 string as cmark gives it, to the current section.
    mutating func append(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        sections[sections.count - 1].append(contentsOf: UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }

    /// Adds a space to the current section (a line break in the text).
    mutating func appendSpace() {
        sections[sections.count - 1].append(UInt8(ascii: " "))
    }

    /// Separates blocks so words of two paragraphs never run together.
    mutating func endBlock() {
        let text = sections[sections.count - 1]
        guard let last = text.last else { return }
        if last != UInt8(ascii: " ") {
            appendSpace()
        } else if text.count >= 2, text[text.count - 2] >= 0x80,
            String(decoding: text, as: UTF8.self).last != " "
        {
            // A space a character before it joins (a prepended `\u{600}`) is not a space of its own.
            appendSpace()
        }
    }

    /// The text before the first heading, then the text under each heading.
    func finish(headingCount: Int) -> [String] {
        var result = [String](repeating: "", count: headingCount + 1)
        for (index, text) in zip(headingIndexes, sections) {
            result[index + 1] = Self.trimmingSpaces(text)
        }
        return result
    }

    /// The UTF-8 `text` without leading and trailing spaces and tabs, as a String: ASCII ones are cut
    /// from the bytes, and only text that then starts or ends with another character is trimmed by scalar.
    static func trimmingSpaces(_ text: [UInt8]) -> String {
        func isASCIISpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0
        var end = text.count
        while start < end, isASCIISpace(text[start]) { start += 1 }
        while end > start, isASCIISpace(text[end - 1]) { end -= 1 }
        let trimmed = String(decoding: text[start..<end], as: UTF8.self)
        guard start < end, text[start] < 0x80, text[end - 1] < 0x80 else { return trimmingSpaces(trimmed) }
        return trimmed
    }

    /// `text` without leading and trailing spaces and tabs (what `CharacterSet.whitespaces` holds),
    /// by Unicode scalar: Foundation's trimming converts every section's text to UTF-16 and back.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
