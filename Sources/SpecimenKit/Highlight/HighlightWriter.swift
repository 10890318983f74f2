/// Builds one block's escaped, span-wrapped HTML by walking the source strictly forward.
///
/// Every lexer writes only through `emit(_:to:)`, which copies the bytes between the
/// last position and `end`; text can therefore never be dropped, duplicated or
/// reordered, whatever a lexer gets wrong about the language.
struct HighlightWriter {
    /// The UTF-8 bytes of the code being highlighted.
    let source: [UInt8]
    /// The first source byte not yet written.
    private(set) var position = 0
    private var output: [UInt8] = []
    private var openKind: HighlightKind?

    init(source: [UInt8]) {
        self.source = source
        // Spans and entities roughly double short code; one reservation avoids most regrowth.
        output.reserveCapacity(source.count * 2 + 64)
    }

    /// Writes `source[position..<end]` as `kind` (plain when `nil`); an `end` at or before the position is ignored.
    ///
    /// Adjacent runs of the same kind share one span, which keeps the HTML small.
    mutating func emit(_ kind: HighlightKind?, to end: Int) {
        var end = min(end, source.count)
        guard end > position else { return }
        // A span must not split a multi-byte character, whatever a lexer's byte arithmetic did.
        while end < source.count, source[end] & 0xC0 == 0x80 { end += 1 }
        if kind != openKind {
            if openKind != nil { append("</span>") }
            if let kind { append(Self.openTag(kind)) }
            openKind = kind
        }
        appendEscaped(position..<end)
        position = end
    }

    /// Writes the text before `start` plain, then `start..<end` as `kind`.
    mutating func emit(_ kind: HighlightKind?, from start: Int, to end: Int) {
        emit(nil, to: start)
        emit(kind, to: end)
    }

    /// Writes whatever is left as plain text and returns the HTML.
    mutating func finish() -> String {
        // Decoding validates once; the bytes came from a String and only ASCII was inserted.
        String(decoding: finishBytes(), as: UTF8.self)
    }

    /// Writes whatever is left as plain text and returns the HTML as UTF-8, as a page's body is kept.
    mutating func finishBytes() -> [UInt8] {
        emit(nil, to: source.count)
        if openKind != nil {
            append("</span>")
            openKind = nil
        }
        return output
    }

    private mutating func appendEscaped(_ range: Range<Int>) {
        // Copied from a buffer, not from slices of the array: a slice retained the source for each of a block's hundreds of tokens.
        source.withUnsafeBufferPointer { source in
            var runStart = range.lowerBound
            var index = range.lowerBound
            while index < range.upperBound {
                let entity: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default:
                    index += 1
                    continue
                }
                if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index])) }
                append(entity)
                index += 1
                runStart = index
            }
            if runStart < range.upperBound { output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<range.upperBound])) }
        }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private static func openTag(_ kind: HighlightKind) -> StaticString {
        switch kind {
        case .keyword: "<span class=\"hl-keyword\">"
        case .type: "<span class=\"hl-type\">"
        case .string: "<span class=\"hl-string\">"
        case .number: "<span class=\"hl-number\">"
        case .comment: "<span class=\"hl-comment\">"
        case .attribute: "<span class=\"hl-attribute\">"
        case .function: "<span class=\"hl-function\">"
        case .variable: "<span class=\"hl-variable\">"
        case .property: "<span class=\"hl-property\">"
        case .operator: "<span class=\"hl-operator\">"
        case .punctuation: "<span class=\"hl-punctuation\">"
        case .tag: "<span class=\"hl-tag\">"
        case .name: "<span class=\"hl-name\">"
        case .meta: "<span class=\"hl-meta\">"
        case .inserted: "<span class=\"hl-inserted\">"
        case .deleted: "<span class=\"hl-deleted\">"
        }
    }
}
