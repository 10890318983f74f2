/// Reads template text into `Template.Node`s, byte by byte.
///
/// Where the Mustache spec leaves room, this follows swift-mustache, the engine Specimen's
/// themes were written for, so they render byte for byte as before: which lines count as
/// standalone, that the whitespace before a standalone partial is written before it as well
/// as indenting it, and that a delimiter change inside a section ends with the section.
struct TemplateParser {
    /// The pair of delimiters in force, `{{` and `}}` until a `{{=… …=}}` tag changes them.
    struct Delimiters {
        /// What opens a tag.
        var open: [UInt8]
        /// What closes a tag.
        var close: [UInt8]

        /// The opening delimiter, for messages.
        var openText: String { String(decoding: open, as: UTF8.self) }
        /// The closing delimiter, for messages.
        var closeText: String { String(decoding: close, as: UTF8.self) }
    }

    /// A section whose close tag has not been read yet.
    struct OpenSection {
        /// The name as written, compared with the close tag's.
        let name: String
        /// Where its opening tag starts and ends, for messages.
        let tag: Range<Int>
        /// The delimiters in force at the opening tag, to write the missing close tag.
        let delimiters: Delimiters
    }

    /// Where reading text stopped.
    enum TextEnd {
        /// After a line break, which the text includes.
        case lineBreak
        /// After a tag's opening delimiter, which starts at the offset.
        case tag(Int)
        /// At the end of the template.
        case end
    }

    /// The template, for messages and locations.
    let source: String
    /// Its UTF-8 bytes, which parsing walks: every delimiter and name character is ASCII.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position = 0
    /// Every `{{> name}}` read so far, with the offset of its opening delimiter.
    private(set) var partialTags: [(name: String, offset: Int)] = []

    /// Prepares to parse `text`.
    init(_ text: String) {
        source = text
        bytes = Array(text.utf8)
    }

    /// The whole template's nodes.
    mutating func parse() throws(TemplateSyntaxError) -> [Template.Node] {
        try parseNodes(in: nil, atLineStart: true, delimiters: Delimiters(open: Array("{{".utf8), close: Array("}}".utf8)))
    }

    /// Nodes up to the close tag of `section` (consumed), or to the end of the template when it is `nil`.
    private mutating func parseNodes(
        in section: OpenSection?, atLineStart startsLine: Bool, delimiters initial: Delimiters
    ) throws(TemplateSyntaxError) -> [Template.Node] {
        var nodes: [Template.Node] = []
        var delimiters = initial
        var atLineStart = startsLine
        // Spaces and tabs that began the line; written with the next text or tag unless a standalone tag drops them.
        var indent = position..<position
        while position < bytes.count {
            if atLineStart {
                let start = position
                skipSpacesAndTabs()
                indent = start..<position
            }
            let textStart = position
            let stop = readText(delimiters)
            let textEnd: Int
            switch stop {
            case .lineBreak:
                nodes.append(.text(text(indent) + text(textStart..<position)))
                atLineStart = true
                continue
            case .end:
                textEnd = position
            case let .tag(tagStart):
                textEnd = tagStart
            }
            if textEnd > textStart {
                nodes.append(.text(text(indent) + text(textStart..<textEnd)))
                indent = position..<position
                atLineStart = false
            }
            guard case let .tag(tagStart) = stop else { break }
            guard position < bytes.count else { throw unclosedTag(at: tagStart, nameEnd: position, delimiters) }
            var standalone = false
            switch bytes[position] {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[position] == UInt8(ascii: "^")
                position += 1
                let (raw, name) = try readName(tagStart: tagStart, delimiters)
                let tag = tagStart..<position
                standalone = endsStandaloneLine(atLineStart)
                if !standalone { flush(&indent, into: &nodes) }
                let open = OpenSection(name: raw, tag: tag, delimiters: delimiters)
                let body = try parseNodes(in: open, atLineStart: standalone, delimiters: delimiters)
                nodes.append(.section(name, inverted: inverted, body: body))
            case UInt8(ascii: "/"):
                position += 1
                let raw = try readRawName(tagStart: tagStart, closing: delimiters.close, delimiters)
                guard let section, raw == section.name else {
                    throw wrongClose(tagStart..<position, closing: section)
                }
                if !endsStandaloneLine(atLineStart) { flush(&indent, into: &nodes) }
                return nodes
            case UInt8(ascii: "!"):
                guard let end = find(delimiters.close, from: position) else { throw unclosedComment(at: tagStart, delimiters) }
                position = end + delimiters.close.count
                // A comment that is not alone on its line leaves the line's whitespace for what follows.
                standalone = endsStandaloneLine(atLineStart)
            case UInt8(ascii: "{"):
                flush(&indent, into: &nodes)
                position += 1
                let (_, name) = try readName(tagStart: tagStart, closing: Array("}".utf8) + delimiters.close, delimiters)
                nodes.append(.value(name, escaped: false))
            case UInt8(ascii: "&"):
                flush(&indent, into: &nodes)
                position += 1
                let (_, name) = try readName(tagStart: tagStart, delimiters)
                nodes.append(.value(name, escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
                    throw unsupported(.dynamicPartial, at: tagStart, delimiters)
                }
                let name = try readPartialName(tagStart: tagStart, delimiters)
                partialTags.append((name, tagStart))
                let whitespace = text(indent)
                flush(&indent, into: &nodes)
                standalone = endsStandaloneLine(atLineStart)
                nodes.append(.partial(name, indentation: standalone ? whitespace : nil))
            case UInt8(ascii: "="):
                position += 1
                delimiters = try readDelimiters(tagStart: tagStart, delimiters)
                standalone = endsStandaloneLine(atLineStart)
            case UInt8(ascii: "<"):
                throw unsupported(.parent, at: tagStart, delimiters)
            case UInt8(ascii: "$"):
                throw unsupported(.block, at: tagStart, delimiters)
            case UInt8(ascii: "%"):
                throw unsupported(.pragma, at: tagStart, delimiters)
            default:
                flush(&indent, into: &nodes)
                let (_, name) = try readName(tagStart: tagStart, delimiters)
                nodes.append(.value(name, escaped: true))
            }
            atLineStart = standalone
        }
        if let section { throw neverClosed(section) }
        return nodes
    }

    /// Reads text up to and including a line break, or up to and past the next opening delimiter.
    private mutating func readText(_ delimiters: Delimiters) -> TextEnd {
        let first = delimiters.open[0]
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                position += 1
                return .lineBreak
            }
            if byte == UInt8(ascii: "\r"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") {
                position += 2
                return .lineBreak
            }
            if byte == first, matches(delimiters.open, at: position) {
                let start = position
                position += delimiters.open.count
                return .tag(start)
            }
            position += 1
        }
        return .end
    }

    /// Whether a tag that began its line (after spaces and tabs) also ends it; if so, moves past the line break.
    ///
    /// The end of the template ends a line only right after the tag, and any Unicode line
    /// break counts, as in swift-mustache.
    private mutating func endsStandaloneLine(_ atLineStart: Bool) -> Bool {
        guard atLineStart else { return false }
        guard position < bytes.count else { return true }
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard let length = lineBreakLength(at: end) else { return false }
        position = end + length
        return true
    }

    /// The length in bytes of the line break at `offset`: `\n`, `\r\n`, `\r`, VT, FF, NEL, LS or PS.
    private func lineBreakLength(at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : nil
        case 0xE2:
            let isBreak = offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
            return isBreak ? 3 : nil
        default: return nil
        }
    }

    /// Reads a value or section name and the closing delimiter after it (`}` + it for `{{{`).
    private mutating func readName(
        tagStart: Int, closing: [UInt8]? = nil, _ delimiters: Delimiters
    ) throws(TemplateSyntaxError) -> (String, Template.Name) {
        let raw = try readRawName(tagStart: tagStart, closing: closing ?? delimiters.close, delimiters)
        return (raw, try name(raw, tag: tagStart..<position, delimiters))
    }

    /// Reads `  name  ` and `closing`, returning the name as written.
    private mutating func readRawName(tagStart: Int, closing: [UInt8], _ delimiters: Delimiters) throws(TemplateSyntaxError) -> String {
        skipWhitespace()
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        let end = position
        skipWhitespace()
        guard matches(closing, at: position) else {
            throw closing == delimiters.close ? unclosedTag(at: tagStart, nameEnd: end, delimiters) : unclosedTripleTag(at: tagStart, delimiters)
        }
        position += closing.count
        return text(start..<end)
    }

    /// Reads a partial's name after `>` and the closing delimiter.
    private mutating func readPartialName(tagStart: Int, _ delimiters: Delimiters) throws(TemplateSyntaxError) -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) || bytes[position] == UInt8(ascii: "/") { position += 1 }
        let end = position
        skipWhitespace()
        guard matches(delimiters.close, at: position) else { throw unclosedTag(at: tagStart, nameEnd: end, delimiters) }
        position += delimiters.close.count
        guard end > start else { throw noName(tagStart..<position) }
        return text(start..<end)
    }

    /// Reads the new delimiters of `{{=<% %>=}}`, after the `=`.
    private mutating func readDelimiters(tagStart: Int, _ delimiters: Delimiters) throws(TemplateSyntaxError) -> Delimiters {
        skipWhitespace()
        let openStart = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]) { position += 1 }
        let open = Array(bytes[openStart..<position])
        skipWhitespace()
        let closeStart = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let close = Array(bytes[closeStart..<position])
        skipWhitespace()
        guard !open.isEmpty, !close.isEmpty, matches(Array("=".utf8) + delimiters.close, at: position) else {
            throw badDelimiters(at: tagStart, delimiters)
        }
        position += 1 + delimiters.close.count
        return Delimiters(open: open, close: close)
    }

    /// Checks a name as written and splits it into its dotted parts.
    private func name(_ raw: String, tag: Range<Int>, _ delimiters: Delimiters) throws(TemplateSyntaxError) -> Template.Name {
        guard !raw.isEmpty else { throw noName(tag) }
        if raw.utf8.contains(UInt8(ascii: "(")) || raw.utf8.contains(UInt8(ascii: ")")) {
            throw unsupported(.transform, at: tag.lowerBound, delimiters)
        }
        if raw == "." { return Template.Name(parts: [], anchored: false) }
        let anchored = raw.hasPrefix(".")
        let parts = raw.dropFirst(anchored ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { throw badName(raw, tag: tag) }
        return Template.Name(parts: parts.map(String.init), anchored: anchored)
    }

    /// Adds the pending line whitespace as text, for tags that do not drop it.
    private func flush(_ indent: inout Range<Int>, into nodes: inout [Template.Node]) {
        if !indent.isEmpty { nodes.append(.text(text(indent))) }
        indent = indent.upperBound..<indent.upperBound
    }

    /// Moves past spaces and tabs: the indentation a standalone line may have.
    private mutating func skipSpacesAndTabs() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
    }

    /// Moves past whitespace, line breaks included, as inside a tag.
    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Whether `pattern` starts at `offset`.
    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for index in pattern.indices where bytes[offset + index] != pattern[index] { return false }
        return true
    }

    /// The first offset at or after `start` where `pattern` starts.
    func find(_ pattern: [UInt8], from start: Int) -> Int? {
        var offset = start
        while offset + pattern.count <= bytes.count {
            if matches(pattern, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// The source text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Letters, digits and `.-_?*`, plus `(` and `)` so that transforms are read whole and refused by name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"): true
        default: false
        }
    }

    /// ASCII whitespace: space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
