/// The fragment targets raw HTML defines: every `id` attribute, and the `name` of an `<a>`.
///
/// Browsers follow `#intro` to `<a name="intro">` and to `<span id="intro">` as they do to a
/// heading, and real guides use both (`## <a name="intro">Introduction</a>`). A small tag scanner,
/// not an HTML parser: it reads start tags and their attributes (quoted, single-quoted or bare
/// values) and skips comments, so an `id=` in text or in a comment is not taken for one.
enum HTMLAnchors {
    /// One target: the id and where its attribute starts, as a 0-based line and byte offset in `html`.
    struct Anchor: Equatable {
        var id: String
        var line: Int
        var byteColumn: Int
    }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    static func anchors(in html: String) -> [Anchor] {
        var html = html
        return html.withUTF8(anchors(in:))
    }

    /// The targets in the UTF-8 bytes of some HTML (a cmark node's literal, read where it is: a generated table can
    /// be megabytes).
    static func anchors(in bytes: UnsafeBufferPointer<UInt8>) -> [Anchor] {
        // Most raw HTML on a page is `<br>`, `</span>`, `<kbd>`: without `=` there is no attribute to read.
        guard bytes.contains(UInt8(ascii: "=")) else { return [] }
        var anchors: [Anchor] = []
        var index = 0
        var line = 0
        var lineStart = 0
        func advance(to end: Int) {
            while index < end {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "="))
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance(to: index + 1)
                continue
            }
            // A comment ends at `-->`; nothing in it is a target.
            if bytes[index...].starts(with: commentStart) {
                var end = index + 4
                while end < bytes.count, !bytes[end...].starts(with: commentEnd) { end += 1 }
                advance(to: min(end + 3, bytes.count))
                continue
            }
            // A start tag: `<` then a letter.
            guard index + 1 < bytes.count, (bytes[index + 1] | 0x20) >= UInt8(ascii: "a"), (bytes[index + 1] | 0x20) <= UInt8(ascii: "z") else {
                advance(to: index + 1)
                continue
            }
            advance(to: index + 1)
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { advance(to: index + 1) }
            // Names are compared without case, byte by byte: `<A NAME=…>` is `<a name=…>`.
            let isLink = index - nameStart == 1 && bytes[nameStart] | 0x20 == UInt8(ascii: "a")
            // Attributes until `>`.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                guard isNameByte(bytes[index]) else {
                    advance(to: index + 1)
                    continue
                }
                let attributeStart = index
                let (attributeLine, attributeColumn) = (line, index - lineStart)
                while index < bytes.count, isNameByte(bytes[index]) { advance(to: index + 1) }
                let attribute = bytes[attributeStart..<index]
                let names = { (name: StaticString) in
                    attribute.count == name.utf8CodeUnitCount
                        && zip(attribute, UnsafeBufferPointer(start: name.utf8Start, count: attribute.count)).allSatisfy { $0 | 0x20 == $1 }
                }
                var probe = index
                while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 || bytes[probe] == 0x0A { probe += 1 }
                guard probe < bytes.count, bytes[probe] == UInt8(ascii: "=") else { continue }
                advance(to: probe + 1)
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { advance(to: index + 1) }
                guard index < bytes.count else { break }
                var value: Slice<UnsafeBufferPointer<UInt8>>
                if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let valueStart = index + 1
                    var end = valueStart
                    while end < bytes.count, bytes[end] != quote { end += 1 }
                    value = bytes[valueStart..<end]
                    advance(to: min(end + 1, bytes.count))
                } else {
                    let valueStart = index
                    while index < bytes.count, isNameByte(bytes[index]) { advance(to: index + 1) }
                    value = bytes[valueStart..<index]
                }
                if names("id") || (isLink && names("name")) {
                    let id = String(decoding: value, as: UTF8.self)
                    if !id.isEmpty { anchors.append(Anchor(id: id, line: attributeLine, byteColumn: attributeColumn)) }
                }
            }
        }
        return anchors
    }

    /// Whether `html` shows a reader nothing: only tags, comments and white space, as `<a name="x"></a>` or `<a id="x">`.
    static func showsNothing(_ html: String) -> Bool {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<"), index + 1 < bytes.count else { return false }
            let end: [UInt8]
            if bytes[index...].starts(with: commentStart) {
                end = commentEnd
            } else {
                let next = bytes[index + 1] | 0x20
                guard (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || bytes[index + 1] == UInt8(ascii: "/") else { return false }
                end = [UInt8(ascii: ">")]
            }
            var probe = index + 1
            while probe < bytes.count, !bytes[probe...].starts(with: end) { probe += 1 }
            guard probe < bytes.count else { return false }
            index = probe + end.count
        }
        return true
    }
}
