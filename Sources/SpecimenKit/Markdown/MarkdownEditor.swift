/// The replacements a caller wants while cmark-gfm's tree is open.
///
/// Each closure returns `nil` to keep what cmark would render. They run synchronously
/// inside `CmarkGFM.render`, so they see values, never C handles.
struct MarkdownEditor {
    /// New destination for a link or image, e.g. `guide.md#x` → `/guide/#x`; asked once for every
    /// link and image, in the order of `MarkdownDocument.links` (the renderer keeps each one's target by it).
    var rewriteDestination: (MarkdownDocument.Link) -> String? = { _ in nil }
    /// HTML for a code block (highlighted code, a component example).
    var replaceCodeBlock: (MarkdownDocument.CodeBlock) -> BlockHTML? = { _ in nil }
    /// New HTML for a raw HTML block; an empty string removes it (a `<style scoped>` block).
    var replaceHTMLBlock: (MarkdownDocument.HTMLBlock) -> String? = { _ in nil }
    /// The HTML of every heading, in order, given all of them and the raw HTML's targets (ids must be unique per page).
    var replaceHeadings: ([MarkdownDocument.Heading], [MarkdownDocument.RawAnchor]) -> [[UInt8]]? = { _, _ in nil }

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
