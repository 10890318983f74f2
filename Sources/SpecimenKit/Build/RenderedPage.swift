/// A guide after Markdown rendering, before the layout: its body HTML and what the site needs to know about it.
///
/// A class whose fields never change: a build hands every page to several stages and keeps
/// it in more than one collection, and a copy of a struct with a dozen strings and arrays
/// retained each of them (a tenth of a build with one guide changed at 10,000 pages).
public final class RenderedPage: Sendable {
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
    public let page: Page
    /// The title: front matter, else the first H1, else the file name.
    public let title: String
    /// False when the body has its own H1, so the layout does not print the title twice.
    public let showTitle: Bool
    /// The body HTML.
    public let html: String
    /// CSS from `<style scoped>` blocks, already scoped to the page content.
    public let scopedStyle: String?
    /// Every heading with its id.
    public let headings: [Heading]
    /// The "On this page" outline.
    public let outline: [OutlineItem]
    /// Every link and image.
    public let links: [Link]
    /// Body text for search: before the first heading, then under each heading.
    public let sectionTexts: [String]
    /// Problems found while rendering.
    public let diagnostics: [Diagnostic]
    /// Whether tokens or components went into it (component examples, raw HTML checked for
    /// literal colours), so a token or component edit must render it again.
    public let usesDesign: Bool
    /// The page's part of the search index, made once when the page is rendered.
    let search: SearchIndex.Entry?

    /// A page from its parts; `search` is its part of the index, when already made.
    init(
        page: Page, title: String, showTitle: Bool, html: String, scopedStyle: String?, headings: [Heading],
        outline: [OutlineItem], links: [Link], sectionTexts: [String], diagnostics: [Diagnostic], usesDesign: Bool = false,
        search: SearchIndex.Entry? = nil
    ) {
        self.page = page
        self.title = title
        self.showTitle = showTitle
        self.html = html
        self.scopedStyle = scopedStyle
        self.headings = headings
        self.outline = outline
        self.links = links
        self.sectionTexts = sectionTexts
        self.diagnostics = diagnostics
        self.usesDesign = usesDesign
        self.search = search
    }

    /// This page with its part of the search index.
    func withSearch(_ search: SearchIndex.Entry) -> RenderedPage {
        RenderedPage(
            page: page, title: title, showTitle: showTitle, html: html, scopedStyle: scopedStyle, headings: headings,
            outline: outline, links: links, sectionTexts: sectionTexts, diagnostics: diagnostics, usesDesign: usesDesign, search: search
        )
    }
}
