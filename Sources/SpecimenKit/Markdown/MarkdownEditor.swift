/// The replacements a caller wants while cmark-gfm's tree is open.
///
/// Each closure returns `nil` to keep what cmark would render. They run synchronously
/// inside `CmarkGFM.render`, so they see values, never C handles.
struct MarkdownEditor {
    /// New destination for a link or image, e.g. `guide.md#x` → `/guide/#x`; asked once for every
    /// link and image, in the order of `MarkdownDocument.links` (the renderer keeps each one's target by it).
    var rewriteDestination: (MarkdownDocument.Link) -> String? = { _ in nil }
    /// HTML for a code block (highlighted code, a component example).
    var replaceCodeBlock: (MarkdownDocument.CodeBlock) -> String? = { _ in nil }
    /// New HTML for a raw HTML block; an empty string removes it (a `<style scoped>` block).
    var replaceHTMLBlock: (MarkdownDocument.HTMLBlock) -> String? = { _ in nil }
    /// The HTML of every heading, in order, given all of them (ids must be unique per page).
    var replaceHeadings: ([MarkdownDocument.Heading]) -> [String]? = { _ in nil }
}
