/// How deep Swift text nests square brackets, which swift-syntax's parser cannot take past a point: its lookahead
/// for `[` (an array type or a literal) doubles its work with each level, so 26 nested brackets take seconds and 60
/// never end. Text nested deeper than `deepest` is not given to the parser.
enum SwiftNesting {
    /// The deepest nesting parsed: real code nests arrays a few levels, and 16 parse in milliseconds.
    static let deepest = 16

    /// Whether `text` nests `[` deeper than `deepest` anywhere, counted over the bytes, strings and comments included.
    static func isTooDeep(_ text: String) -> Bool {
        tooDeep(text) != nil
    }

    /// The UTF-8 offset of the first `[` that nests deeper than `deepest`, if any.
    static func tooDeep(_ text: String) -> Int? {
        // Over the bytes themselves: reading them through `utf8` took a twentieth of highlighting.
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > deepest { return offset }
                } else if byte == UInt8(ascii: "]") {
                    depth = max(depth - 1, 0)
                }
            }
            return nil
        }
    }
}
