/// The replacements a caller wants while cmark-gfm's tree is open.
///
/// Each closure returns `nil` to keep what cmark would render. They run synchronously
/// inside `CmarkGFM.render`, so they see values, never C handles.
struct MarkdownEditor {
    /// New destination for a link or image, e.g. `guide.md#x` → `/guide/#x`; asked once for every
    /// link and image, in the order of `MarkdownDocument.links` (the renderer keeps each one's target by it).
    var rewriteDestination: (MarkdownDocument.Link) -> LinkEdit? = { _ in nil }
    /// HTML for a code block (highlighted code, a component example).
    var replaceCodeBlock: (MarkdownDocument.CodeBlock) -> BlockHTML? = { _ in nil }
    /// New HTML for a raw HTML block; an empty string removes it (a `<style scoped>` block).
    var replaceHTMLBlock: (MarkdownDocument.HTMLBlock) -> String? = { _ in nil }
    /// The HTML of every heading, in order, given all of them and the raw HTML's targets (ids must be unique per page).
    var replaceHeadings: ([MarkdownDocument.Heading], [MarkdownDocument.RawAnchor]) -> [[UInt8]]? = { _, _ in nil }
    /// DocC's symbol links: the URL of the page of the symbol a double-backtick code span names (``` ``Flag`` ```), or
    /// `nil` where the site has none (the span stays code). `nil` for pages outside a catalog, where ``` `` ``` is only code.
    var symbolLink: ((String) -> String?)? = nil

    /// What becomes of a link or image.
    struct LinkEdit {
        /// The URL written into the page.
        var destination: String
        /// Text for a link that shows its own destination (`<doc:Article>` shows the article's title).
        var text: String? = nil
        /// The URL of an image's dark-appearance variant: the page then holds both, each shown in its mode.
        var darkImage: String? = nil
    }

    /// Which block quotes are asides, shown as callouts.
    var asides: AsideSyntax = .github

    /// The aside markers a page's Markdown uses.
    enum AsideSyntax {
        /// Block quotes are block quotes.
        case none
        /// GitHub's alerts: `> [!NOTE]`, `> [!TIP]`, `> [!IMPORTANT]`, `> [!WARNING]`, `> [!CAUTION]`.
        case github
        /// GitHub's alerts and DocC's asides: `> Note:`, `> Tip:`, `> Important:`, `> Warning:`, and the others DocC knows.
        case githubAndDocC
    }

    /// HTML that takes a code block's place, and whether GFM's tagfilter must read it.
    enum BlockHTML {
        /// HTML Specimen wrote and escaped itself (highlighted code), as UTF-8, printed as it is. It holds
        /// no tag the tagfilter disarms, and having the filter look at every `<span>` of highlighted code
        /// was 3% of a build's instructions. A heading is printed this way too unless it holds raw HTML:
        /// cmark-gfm's inline filter reads only the start of each inline tag, and the block filter the
        /// rest (`<span title="<script>">`), as it always did for headings.
        case own([UInt8])
        /// HTML made from what a theme or an author wrote (a component example): the tagfilter reads
        /// it, as it reads raw HTML in the Markdown, so a `<script>` in it is shown, not run.
        case authored(String)
    }
}
