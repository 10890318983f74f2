/// A guide after Markdown rendering, before the layout: its body HTML and what the site needs to know about it.
public struct RenderedPage: Sendable {
    /// A heading with the id it was given.
    public struct Heading: Sendable, Hashable {
        /// 1 to 6.
        public var level: Int
        /// The text a reader sees.
        public var text: String
        /// The unique id on the page.
        public var id: String
        /// Where it is written.
        public var location: SourceLocation
    }

    /// A link or image destination as written, with where it is.
    public struct Link: Sendable, Hashable {
        /// The destination as written.
        public var destination: String
        /// What it points at.
        public var target: LinkTarget
        /// Whether it is an image.
        public var isImage: Bool
        /// Where it is written.
        public var location: SourceLocation
    }

    /// The guide as read.
    public var page: Page
    /// The title: front matter, else the first H1, else the file name.
    public var title: String
    /// False when the body has its own H1, so the layout does not print the title twice.
    public var showTitle: Bool
    /// The body HTML.
    public var html: String
    /// CSS from `<style scoped>` blocks, already scoped to the page content.
    public var scopedStyle: String?
    /// Every heading with its id.
    public var headings: [Heading]
    /// The "On this page" outline.
    public var outline: [OutlineItem]
    /// Every link and image.
    public var links: [Link]
    /// Body text for search: before the first heading, then under each heading.
    public var sectionTexts: [String]
    /// Problems found while rendering.
    public var diagnostics: [Diagnostic]
    /// Whether tokens or components went into it (component examples, raw HTML checked for
    /// literal colours), so a token or component edit must render it again.
    public var usesDesign = false
    /// The page's part of the search index, made once when the page is rendered.
    var search: SearchIndex.Entry?
}
