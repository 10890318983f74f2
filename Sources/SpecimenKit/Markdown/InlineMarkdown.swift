/// A line of Markdown shown in a page's chrome, such as its lead (the front-matter `description` under the title):
/// code spans, emphasis and inline HTML become HTML as they do in the page's own text, so `` `Button` `` is code there
/// too. What a lead cannot hold (a block other than one paragraph, a link or an image, whose destination no build
/// step resolves there) leaves the line as escaped text, as it was shown before.
enum InlineMarkdown {
    /// The line's HTML, without a paragraph around it.
    static func html(_ line: String) -> String {
        let rendered = CmarkGFM.renderPlain(line)
        let (open, close) = ("<p>", "</p>\n")
        guard rendered.hasPrefix(open), rendered.hasSuffix(close) else { return HTML.escape(line) }
        let inner = rendered.dropFirst(open.count).dropLast(close.count)
        for held in ["<p>", "<a ", "<img "] where inner.contains(held) { return HTML.escape(line) }
        return String(inner)
    }
}
