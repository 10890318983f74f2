import Foundation

/// Gathers a page's body text section by section while cmark walks the tree.
struct SearchTextCollector {
    private var sections: [String] = [""]
    private var headingIndexes: [Int] = [-1]

    /// Starts the text under heading number `headingIndex`.
    mutating func startSection(headingIndex: Int) {
        sections.append("")
        headingIndexes.append(headingIndex)
    }

    /// Adds inline text to the current section.
    mutating func append(_ text: String) {
        sections[sections.count - 1] += text
    }

    /// Separates blocks so words of two paragraphs never run together.
    mutating func endBlock() {
        if let last = sections[sections.count - 1].last, last != " " { sections[sections.count - 1] += " " }
    }

    /// The text before the first heading, then the text under each heading.
    func finish(headingCount: Int) -> [String] {
        var result = [String](repeating: "", count: headingCount + 1)
        for (index, text) in zip(headingIndexes, sections) {
            result[index + 1] = Self.trimmingSpaces(text)
        }
        return result
    }

    /// `text` without leading and trailing spaces and tabs (what `CharacterSet.whitespaces` holds),
    /// by Unicode scalar: Foundation's trimming converts every section's text to UTF-16 and back.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
