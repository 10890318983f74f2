import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// A guide after Markdown rendering, before the layout: its body HTML and what the site needs to know about it.
///
/// A class whose fields never change: a build hands every page to several stages and keeps
/// it in more than one collection, and a copy of a struct with a dozen strings and arrays
/// retained each of them (a tenth of a build with one guide changed at 10,000 pages). Its headings
/// and links may be read from the build cache the first time they are asked for (see `Details`).
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

    /// A fragment target that is not a heading: an `id` or `<a name>` in raw HTML, or in what a component renders.
    public struct Anchor: Sendable, Hashable {
        /// The id a link's `#fragment` names.
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
    /// The body HTML, as UTF-8: it goes from cmark-gfm into the layout's bytes without becoming a String.
    public let body: [UInt8]
    /// The body HTML.
    public var html: String { String(decoding: body, as: UTF8.self) }
    /// CSS from `<style scoped>` blocks, already scoped to the page content.
    public let scopedStyle: String?
    /// Every heading with its id.
    public var headings: [Heading] { details.value.headings }
    /// Every other fragment target on the page.
    public var anchors: [Anchor] { details.value.anchors }
    /// The "On this page" outline.
    public let outline: [OutlineItem]
    /// Every link and image.
    public var links: [Link] { details.value.links }
    /// Body text for search: before the first heading, then under each heading.
    public let sectionTexts: [String]

    /// Whether the text before the first heading opens by saying the description again ("Concise labels." and
    /// "Badges are concise labels."), as pages that a site's template gave a lead often do: the layout then shows no
    /// lead. Letters and digits are compared, case aside, within the description's length and a few words more.
    var repeatsDescription: Bool {
        guard let description = page.frontMatter.description, let opening = sectionTexts.first else { return false }
        func letters(_ text: some StringProtocol) -> [Character] { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = letters(description)
        guard !wanted.isEmpty else { return false }
        let window = letters(opening.prefix(description.count + 40))
        guard window.count >= wanted.count else { return false }
        return (0...(window.count - wanted.count)).contains { start in window[start..<(start + wanted.count)].elementsEqual(wanted) }
    }
    /// Problems found while rendering.
    public let diagnostics: [Diagnostic]
    /// Whether tokens or components went into it (component examples, raw HTML checked for
    /// literal colours), so a token or component edit must render it again.
    public let usesDesign: Bool
    /// What every build asks of the page's links, answered without them.
    let linkSummary: LinkSummary
    /// The page's part of the search index, made once when the page is rendered.
    let search: SearchIndex.Entry?
    /// The HTML of the page's Swift blocks by their code, as this process highlighted them (none for a page
    /// restored from the build cache), so that rendering the page again parses only the blocks that changed.
    let highlightedSwift: [String: [UInt8]]
    private let details: Details

    /// What every build asks of every page's links: a rebuild, whether a change elsewhere reaches them;
    /// the report, the external ones. Kept beside the links, so that a page restored from the build
    /// cache answers without its headings and links being read (see `Details`).
    struct LinkSummary: Sendable {
        /// The pages the links depend on (see `LinkChecker.dependency(of:)`), each once.
        let pages: [String]
        /// The hash of each of `pages` (in this process): a rebuild asks every page whether it links to the one
        /// that changed, and comparing numbers side by side beats visiting a thousand pages' strings.
        let pageHashes: [Int]
        /// Whether a link depends on the files of content/.
        var linksFiles: Bool
        /// The http(s) links, in order.
        var external: [ExternalLink]

        init(pages: [String], linksFiles: Bool, external: [ExternalLink]) {
            self.pages = pages
            pageHashes = pages.map(\.hashValue)
            self.linksFiles = linksFiles
            self.external = external
        }

        init(_ links: [Link]) {
            var pages: [String] = []
            var seen: Set<String> = []
            var linksFiles = false
            var external: [ExternalLink] = []
            for link in links {
                if let dependency = LinkChecker.dependency(of: link.target) {
                    linksFiles = linksFiles || dependency.onFiles
                    if seen.insert(dependency.page).inserted { pages.append(dependency.page) }
                } else if case let .external(url) = link.target, url.hasPrefix("http://") || url.hasPrefix("https://") {
                    external.append(ExternalLink(url: url, location: link.location))
                }
            }
            self.init(pages: pages, linksFiles: linksFiles, external: external)
        }
    }

    /// A page's headings, other anchors and links: at hand, or in a build-cache record read the first time they are asked for.
    ///
    /// A rebuild reads the headings and links of a few pages of thousands (those it checks and those
    /// they link to), so a cached build does not decode the rest.
    final class Details: Sendable {
        typealias Value = (headings: [Heading], anchors: [Anchor], links: [Link])
        /// Where they are in the file of the build cache's records, for a page restored from the build cache: the
        /// next cache keeps the record. The file is only compared by identity here.
        let record: (file: any AnyObject & Sendable, range: Range<Int>)?
        private let atHand: Value?
        private let read: (@Sendable () -> Value)?
        private let decoded: Locked<Value?>?

        init(headings: [Heading], anchors: [Anchor], links: [Link]) {
            (atHand, record, read, decoded) = ((headings, anchors, links), nil, nil, nil)
        }

        /// Details in `record`, which `read` decodes when they are first asked for.
        init(record: (file: any AnyObject & Sendable, range: Range<Int>), reading read: @escaping @Sendable () -> Value) {
            (atHand, self.record, self.read, decoded) = (nil, record, read, Locked(nil))
        }

        var value: Value {
            if let atHand { return atHand }
            return decoded!.withLock { decoded in
                if let decoded { return decoded }
                let value = read!()
                decoded = value
                return value
            }
        }
    }

    /// Where the page's headings and links are in the build cache, when it was restored from it.
    var cacheRecord: (file: any AnyObject & Sendable, range: Range<Int>)? { details.record }

    /// A page from its parts; `search` is its part of the index, when already made.
    convenience init(
        page: Page, title: String, showTitle: Bool, body: [UInt8], scopedStyle: String?, headings: [Heading], anchors: [Anchor] = [],
        outline: [OutlineItem], links: [Link], sectionTexts: [String], diagnostics: [Diagnostic], usesDesign: Bool = false,
        search: SearchIndex.Entry? = nil
    ) {
        self.init(
            page: page, title: title, showTitle: showTitle, body: body, scopedStyle: scopedStyle,
            details: Details(headings: headings, anchors: anchors, links: links),
            linkSummary: LinkSummary(links), outline: outline, sectionTexts: sectionTexts, diagnostics: diagnostics, usesDesign: usesDesign,
            search: search
        )
    }

    /// A page whose headings and links are in `details`, with `linkSummary` made from those links.
    init(
        page: Page, title: String, showTitle: Bool, body: [UInt8], scopedStyle: String?, details: Details, linkSummary: LinkSummary,
        outline: [OutlineItem], sectionTexts: [String], diagnostics: [Diagnostic], usesDesign: Bool, search: SearchIndex.Entry?,
        highlightedSwift: [String: [UInt8]] = [:]
    ) {
        self.page = page
        self.title = title
        self.showTitle = showTitle
        self.body = body
        self.scopedStyle = scopedStyle
        self.details = details
        self.linkSummary = linkSummary
        self.outline = outline
        self.sectionTexts = sectionTexts
        self.diagnostics = diagnostics
        self.usesDesign = usesDesign
        self.search = search
        self.highlightedSwift = highlightedSwift
    }

    /// This page with its part of the search index and the HTML of its Swift blocks.
    func with(search: SearchIndex.Entry, highlightedSwift: [String: [UInt8]]) -> RenderedPage {
        RenderedPage(
            page: page, title: title, showTitle: showTitle, body: body, scopedStyle: scopedStyle, details: details, linkSummary: linkSummary,
            outline: outline, sectionTexts: sectionTexts, diagnostics: diagnostics, usesDesign: usesDesign, search: search,
            highlightedSwift: highlightedSwift
        )
    }
}
