import SpecimenDiagnostics

/// What cmark-gfm found in one Markdown text, as plain Swift values.
///
/// Line numbers are relative to the text given to the parser (the page body after
/// front matter) and columns are UTF-8 byte offsets, as cmark reports them; the page
/// stage converts them with `SourceText` when it makes a diagnostic.
struct MarkdownDocument: Sendable {
    /// A heading, before any id is given to it.
    struct Heading: Sendable, Equatable {
        /// 1 to 6.
        var level: Int
        /// The text a reader sees, used for slugs, outlines and titles.
        var text: String
        /// The content as cmark renders it, without the `<hN>` element.
        var html: String
        /// The id written as `{#id}` at the end of the heading, already removed from `text` and `html`.
        var customID: String?
        /// 1-based line in the parsed text.
        var line: Int
        /// 1-based UTF-8 column in the parsed text.
        var byteColumn: Int
    }

    /// A link or image destination as written.
    struct Link: Sendable, Equatable {
        /// The destination as cmark decoded it.
        var destination: String
        /// Whether it is `![alt](destination)`.
        var isImage: Bool
        /// 1-based line in the parsed text.
        var line: Int
        /// 1-based UTF-8 column in the parsed text (the enclosing block's when cmark has no inline position).
        var byteColumn: Int
    }

    /// A fenced or indented code block.
    struct CodeBlock: Sendable, Equatable {
        /// The info string after the opening fence, e.g. `swift` or `component error-banner`.
        var info: String
        /// The code, ending with a newline.
        var code: String
        /// Whether it was fenced (indented blocks have no info string).
        var isFenced: Bool
        /// 1-based line of the opening fence in the parsed text.
        var line: Int
    }

    /// A raw HTML block.
    struct HTMLBlock: Sendable, Equatable {
        /// The HTML as written.
        var html: String
        /// 1-based line in the parsed text.
        var line: Int
    }

    /// A fragment target raw HTML defines (`id`, `<a name>`), where its attribute is.
    struct RawAnchor: Sendable, Equatable {
        var id: String
        /// 1-based line in the parsed text.
        var line: Int
        /// 1-based byte column.
        var byteColumn: Int
        /// The heading it marks, by index in `headings`: it is inside that heading, or alone (with nothing a
        /// reader sees) in the block just before it, as in `<a name="swizzling"></a>` above `## Swizzling`.
        var heading: Int? = nil
    }

    /// The rendered HTML, as cmark-gfm's UTF-8: a page's body is written into the layout's bytes, so it is never
    /// made a String, whose check of every byte was 3% of a build.
    var html: [UInt8]
    /// The fragment targets of the raw HTML, blocks and inline, in document order.
    var rawAnchors: [RawAnchor] = []
    /// Every heading in document order.
    var headings: [Heading] = []
    /// Every link and image in document order.
    var links: [Link] = []
    /// Body text for search: index 0 is the text before the first heading, index i+1 the text under heading i.
    var sectionTexts: [String] = []
}
