/// A line of Markdown shown in a page's chrome, such as its lead (the front-matter `description` under the title):
/// code spans and emphasis become HTML as they do in the page's own text, so `` `Button` `` is code there too.
/// Anything else that makes a tag (a link or an image, whose destination no build step resolves there; raw HTML,
/// which could leave a tag open over the header; a block other than one paragraph) leaves the line as escaped text,
/// exactly as `{{page.lead}}` shows it.
enum InlineMarkdown {
    /// The tags code spans and emphasis make: every `<` of cmark's HTML starts a tag, as text's are `&lt;`.
    private static let tags = ["code", "em", "strong", "del"].flatMap { ["<\($0)>", "</\($0)>"] }.map { Array($0.utf8) }

    /// The line's HTML, without a paragraph around it.
    static func html(_ line: String) -> String {
        let rendered = Array(CmarkGFM.renderPlain(line).utf8)
        let (open, close) = (Array("<p>".utf8), Array("</p>\n".utf8))
        guard rendered.starts(with: open), rendered.count >= open.count + close.count, rendered.suffix(close.count).elementsEqual(close) else {
            return escaped(line)
        }
        let inner = rendered[open.count..<(rendered.count - close.count)]
        for (index, byte) in zip(inner.indices, inner) where byte == UInt8(ascii: "<") {
            guard tags.contains(where: { inner[index...].starts(with: $0) }) else { return escaped(line) }
        }
        return String(decoding: inner, as: UTF8.self)
    }

    /// `line` as `{{page.lead}}` writes it.
    private static func escaped(_ line: String) -> String {
        var bytes: [UInt8] = []
        HTML.appendEscapingQuotes(line, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
