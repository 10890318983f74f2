import CCmarkGFM
import Foundation
import SpecimenTokens

/// The only type that touches cmark-gfm's C API.
///
/// It parses one Markdown text, lets the caller replace headings, code blocks, link
/// destinations and raw HTML blocks, renders the result with cmark-gfm's own HTML
/// renderer, and returns plain Swift values. Every C handle lives inside `render` and
/// is freed before it returns, so nothing unsafe escapes and calls run in parallel.
enum CmarkGFM {
    /// The GFM extensions Specimen turns on, as GitHub does.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// `cmark_gfm_core_extensions_ensure_registered` is not thread-safe: run it exactly once.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Serializes parsing until the special-character table is pinned (see `CmarkSpecialCharacters`).
    /// cmark-gfm adds each extension's special characters (`~`, `:`, `w`, `|`) to a process-wide
    /// table before a document's inline pass and removes them after, so a page finishing on one
    /// thread would strip them from a page still parsing on another, and its strikethrough or
    /// autolinks would vanish. Rendering, editing and everything after are parallel regardless.
    private static let parseLock = NSLock()

    /// Parse options: raw HTML must survive (component examples), positions feed diagnostics, and footnotes
    /// (`text[^1]` with `[^1]: the note`) are GitHub's.
    private static let parseOptions = CMARK_OPT_UNSAFE | CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES
    /// Render options: positions are for diagnostics only, never printed into the page.
    private static let renderOptions = CMARK_OPT_UNSAFE

    /// Renders Markdown exactly as the `cmark-gfm` CLI does with the same extensions (and footnotes, which
    /// Debian's CLI has no option for).
    static func renderPlain(_ markdown: String) -> String {
        String(decoding: render(markdown, editor: MarkdownEditor()).html, as: UTF8.self)
    }

    /// Parses `markdown`, applies `editor`'s replacements, and renders HTML.
    static func render(_ markdown: String, editor: MarkdownEditor) -> MarkdownDocument {
        _ = registration
        guard let parser = cmark_parser_new(parseOptions) else { return MarkdownDocument(html: []) }
        defer { cmark_parser_free(parser) }
        guard let root = parse(markdown, with: parser) else { return MarkdownDocument(html: []) }
        defer { cmark_node_free(root) }
        let extensions = cmark_parser_get_syntax_extensions(parser)
        var document = MarkdownDocument(html: [])
        // Collect first, edit after: cmark's iterator must not see nodes it has not reached yet change.
        let nodes = collect(root, into: &document, codeSpans: editor.symbolLink != nil)
        if let symbolLink = editor.symbolLink { linkSymbols(nodes.codeSpans, in: markdown, to: symbolLink) }
        editLinks(nodes.links, in: &document, editor: editor)
        document.rawAnchors = rawAnchors(nodes)
        editHTMLBlocks(nodes.htmlBlocks, editor: editor)
        var heldOut = HeldOut()
        editCodeBlocks(nodes.codeBlocks, editor: editor, heldOut: &heldOut)
        editHeadings(nodes, in: &document, editor: editor, extensions: extensions, heldOut: &heldOut)
        if editor.asides != .none { editAsides(nodes.blockQuotes, syntax: editor.asides) }
        if let rendered = cmark_render_html(root, renderOptions, extensions) {
            document.html = heldOut.putBack(
                into: UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered)))
            free(rendered)
        }
        return document
    }

    /// The HTML Specimen made for blocks (`BlockHTML.own`: highlighted code, headings), kept out of cmark's tree. A
    /// marker takes each one's place there, and `putBack` puts the HTML in the marker's place in the rendered page:
    /// cmark copied the highlighted code into its node, and again, growing, into its output, which was then copied
    /// once more (half the bytes of a Swift-heavy page, 12 MB for the proposals). A marker is byte 1, a token drawn
    /// at random when the process starts, the block's number and byte 1: no page can hold it by chance or on purpose,
    /// as no page can know the token.
    struct HeldOut {
        private static let token: [UInt8] = Array("\u{1}specimen-\(UInt64.random(in: 0...UInt64.max))-\(UInt64.random(in: 0...UInt64.max))-".utf8)
        private var blocks: [[UInt8]] = []

        /// The marker of `html`, which is kept: a C string, ending in a line break as the HTML does.
        mutating func marker(holding html: [UInt8]) -> [UInt8] {
            blocks.append(html)
            return Self.token + Array("\(blocks.count - 1)\u{1}\n".utf8) + [0]
        }

        /// `rendered` with every marker replaced by its HTML.
        func putBack(into rendered: UnsafeBufferPointer<UInt8>) -> [UInt8] {
            guard !blocks.isEmpty else { return Array(rendered) }
            var html: [UInt8] = []
            html.reserveCapacity(rendered.count + blocks.reduce(0) { $0 + $1.count })
            var copied = 0
            while let start = rendered.firstIndex(of: 1, from: copied, where: { block(at: $0, in: rendered) != nil }),
                let (number, end) = block(at: start, in: rendered)
            {
                html.append(contentsOf: UnsafeBufferPointer(rebasing: rendered[copied..<start]))
                html.append(contentsOf: blocks[number])
                copied = end
            }
            html.append(contentsOf: UnsafeBufferPointer(rebasing: rendered[copied...]))
            return html
        }

        /// The number of the marker at `start`, and where the marker ends; `nil` when no marker starts there.
        private func block(at start: Int, in rendered: UnsafeBufferPointer<UInt8>) -> (number: Int, end: Int)? {
            guard start + Self.token.count <= rendered.count, rendered[start..<start + Self.token.count].elementsEqual(Self.token) else { return nil }
            var index = start + Self.token.count
            var number = 0
            // At most nine digits: a page has fewer blocks, and a number no longer can overflow.
            while index < rendered.count, index - start - Self.token.count < 9, rendered[index] >= UInt8(ascii: "0"),
                rendered[index] <= UInt8(ascii: "9")
            {
                number = number * 10 + Int(rendered[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index + 1 < rendered.count, index > start + Self.token.count, rendered[index] == 1, rendered[index + 1] == UInt8(ascii: "\n"),
                number < blocks.count
            else {
                return nil
            }
            return (number, index + 2)
        }
    }

    /// The document's tree, parsed with GitHub's extensions; `nil` when cmark cannot make one.
    private static func parse(_ markdown: String, with parser: OpaquePointer) -> OpaquePointer? {
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var text = markdown
        // Every parser attaches the same extensions, so once the table is pinned it is the same for all of them.
        let serialize = !CmarkSpecialCharacters.isPinned
        if serialize { parseLock.lock() }
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        let parsed = cmark_parser_finish(parser)
        if serialize { parseLock.unlock() }
        return parsed
    }

    /// The nodes the editor may replace, found in one walk of the tree, in document order.
    private struct Nodes {
        var headings: [OpaquePointer] = []
        /// The headings holding raw HTML, by index: GFM's tagfilter must read their whole HTML (see `BlockHTML`).
        var headingsWithRawHTML: Set<Int> = []
        var codeBlocks: [OpaquePointer] = []
        var links: [(node: OpaquePointer, block: OpaquePointer?)] = []
        var htmlBlocks: [OpaquePointer] = []
        var blockQuotes: [OpaquePointer] = []
        /// Raw HTML with where it is, and the heading it is inside of, if any.
        var rawHTML: [(node: OpaquePointer, line: Int, column: Int, inHeading: Int?)] = []
        /// Code spans outside links, when asked for (DocC's symbol links).
        var codeSpans: [OpaquePointer] = []
    }

    /// Walks the tree once: the nodes to edit, and each section's text for search (into `document`).
    private static func collect(_ root: OpaquePointer, into document: inout MarkdownDocument, codeSpans: Bool = false) -> Nodes {
        var nodes = Nodes()
        var search = SearchTextCollector()
        defer { document.sectionTexts = search.finish(headingCount: nodes.headings.count) }
        guard let iterator = cmark_iter_new(root) else { return nodes }
        defer { cmark_iter_free(iterator) }
        var block: OpaquePointer?
        var headingDepth = 0
        var linkDepth = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_HEADING { headingDepth -= 1 }
                if type == CMARK_NODE_LINK { linkDepth -= 1 }
                if isBlock(type) { search.endBlock() }
                continue
            }
            if isBlock(type) { block = node }
            switch type {
            case CMARK_NODE_HEADING:
                nodes.headings.append(node)
                headingDepth += 1
                search.startSection(headingIndex: nodes.headings.count - 1)
            case CMARK_NODE_CODE_BLOCK:
                nodes.codeBlocks.append(node)
            case CMARK_NODE_BLOCK_QUOTE:
                nodes.blockQuotes.append(node)
            case CMARK_NODE_HTML_BLOCK:
                nodes.htmlBlocks.append(node)
                nodes.rawHTML.append((node, Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)), nil))
            case CMARK_NODE_HTML_INLINE:
                if headingDepth > 0 { nodes.headingsWithRawHTML.insert(nodes.headings.count - 1) }
                // An inline node may have no position of its own; its block's start is near enough.
                let (line, column) = position(of: node, orOf: block)
                nodes.rawHTML.append((node, line, column, headingDepth > 0 ? nodes.headings.count - 1 : nil))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                nodes.links.append((node, block))
                if type == CMARK_NODE_LINK { linkDepth += 1 }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if headingDepth == 0 { search.append(cmark_node_get_literal(node)) }
                if codeSpans, type == CMARK_NODE_CODE, linkDepth == 0, headingDepth == 0 { nodes.codeSpans.append(node) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if headingDepth == 0 { search.appendSpace() }
            default:
                break
            }
        }
        return nodes
    }

    /// Where `node` starts; an inline node without a position of its own takes its block's start.
    private static func position(of node: OpaquePointer, orOf block: OpaquePointer?) -> (line: Int, column: Int) {
        let line = Int(cmark_node_get_start_line(node))
        guard line == 0, let block else { return (line, Int(cmark_node_get_start_column(node))) }
        return (Int(cmark_node_get_start_line(block)), Int(cmark_node_get_start_column(block)))
    }

    /// DocC's symbol links: each code span written with two backticks (``` ``Flag`` ```, not `` `Flag` ``) whose symbol
    /// has a page becomes a link to it, still shown as code. A span's position is its text's, so the backticks are
    /// the two bytes before it and after it in `markdown`.
    private static func linkSymbols(_ spans: [OpaquePointer], in markdown: String, to destination: (String) -> String?) {
        guard !spans.isEmpty else { return }
        let bytes = Array(markdown.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        func byte(line: Int32, column: Int) -> UInt8? {
            guard line >= 1, Int(line) <= lineStarts.count else { return nil }
            let offset = lineStarts[Int(line) - 1] + column - 1
            return column >= 1 && offset < bytes.count ? bytes[offset] : nil
        }
        let tick = UInt8(ascii: "`")
        for span in spans {
            let line = cmark_node_get_start_line(span), column = Int(cmark_node_get_start_column(span))
            let endLine = cmark_node_get_end_line(span), endColumn = Int(cmark_node_get_end_column(span))
            guard byte(line: line, column: column - 1) == tick, byte(line: line, column: column - 2) == tick,
                byte(line: line, column: column - 3) != tick, byte(line: endLine, column: endColumn + 1) == tick,
                byte(line: endLine, column: endColumn + 2) == tick, byte(line: endLine, column: endColumn + 3) != tick,
                let url = destination(string(cmark_node_get_literal(span))), let link = cmark_node_new(CMARK_NODE_LINK)
            else { continue }
            cmark_node_set_url(link, url)
            guard cmark_node_insert_before(span, link) != 0 else {
                cmark_node_free(link)
                continue
            }
            _ = cmark_node_append_child(link, span)
        }
    }

    /// Every link and image into `document`, with the destination the editor gives it.
    private static func editLinks(
        _ links: [(node: OpaquePointer, block: OpaquePointer?)], in document: inout MarkdownDocument, editor: MarkdownEditor
    ) {
        for (node, block) in links {
            let destination = string(cmark_node_get_url(node))
            let (line, column) = position(of: node, orOf: block)
            let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
            let link = MarkdownDocument.Link(destination: destination, isImage: isImage, line: line, byteColumn: column)
            document.links.append(link)
            guard let edit = editor.rewriteDestination(link) else { continue }
            if edit.destination != destination { cmark_node_set_url(node, edit.destination) }
            if let text = edit.text, let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
                cmark_node_get_type(child) == CMARK_NODE_TEXT, string(cmark_node_get_literal(child)) == destination
            {
                cmark_node_set_literal(child, text)
            }
            if isImage, let dark = edit.darkImage { showInModes(node, light: edit.destination, dark: dark) }
        }
    }

    /// An image with a variant for each appearance becomes one `<img>` per appearance, each shown only in its mode
    /// (`only-light`, `only-dark`). GitHub's `#gh-dark-mode-only` images need none of this: the theme's CSS reads the URL.
    private static func showInModes(_ image: OpaquePointer, light: String, dark: String) {
        let alt = HTML.escape(plainText(of: image))
        let title = string(cmark_node_get_title(image))
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
        var html = ""
        for (mode, url) in [("light", light), ("dark", dark)] {
            html += "<img class=\"only-\(mode)\" src=\"\(HTML.escape(url))\" alt=\"\(alt)\"\(titleAttribute)>"
        }
        guard let inline = cmark_node_new(CMARK_NODE_HTML_INLINE) else { return }
        cmark_node_set_literal(inline, html)
        if cmark_node_replace(image, inline) != 0 {
            cmark_node_free(image)
        } else {
            cmark_node_free(inline)
        }
    }

    /// Raw HTML's fragment targets, read before any block is replaced, with the heading each one marks.
    private static func rawAnchors(_ nodes: Nodes) -> [MarkdownDocument.RawAnchor] {
        var anchors: [MarkdownDocument.RawAnchor] = []
        var headingIndex: [OpaquePointer: Int]?
        for raw in nodes.rawHTML {
            guard let literal = cmark_node_get_literal(raw.node) else { continue }
            let length = strlen(literal)
            let found = literal.withMemoryRebound(to: UInt8.self, capacity: length) {
                HTMLAnchors.anchors(in: UnsafeBufferPointer(start: $0, count: length))
            }
            guard !found.isEmpty else { continue }
            var marks = raw.inHeading
            if marks == nil, let next = headingMarked(by: raw.node) {
                if headingIndex == nil { headingIndex = Dictionary(uniqueKeysWithValues: nodes.headings.enumerated().map { ($1, $0) }) }
                marks = headingIndex?[next]
            }
            for anchor in found {
                anchors.append(
                    MarkdownDocument.RawAnchor(
                        id: anchor.id, line: raw.line + anchor.line,
                        byteColumn: anchor.line == 0 ? raw.column + anchor.byteColumn : anchor.byteColumn + 1,
                        heading: marks
                    ))
            }
        }
        return anchors
    }

    /// Raw HTML blocks, as the editor rewrites or removes them.
    private static func editHTMLBlocks(_ blocks: [OpaquePointer], editor: MarkdownEditor) {
        for node in blocks {
            let literal = string(cmark_node_get_literal(node))
            let block = MarkdownDocument.HTMLBlock(html: literal, line: Int(cmark_node_get_start_line(node)))
            guard let replacement = editor.replaceHTMLBlock(block) else { continue }
            if replacement.isEmpty {
                cmark_node_unlink(node)
                cmark_node_free(node)
            } else {
                cmark_node_set_literal(node, replacement)
            }
        }
    }

    /// Code blocks, as the editor renders them (highlighted, component examples).
    private static func editCodeBlocks(_ blocks: [OpaquePointer], editor: MarkdownEditor, heldOut: inout HeldOut) {
        for node in blocks {
            // cmark writes through all three out-pointers without checking them for NULL.
            var fenceLength: Int32 = 0
            var fenceOffset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
            let block = MarkdownDocument.CodeBlock(
                info: string(cmark_node_get_fence_info(node)),
                code: string(cmark_node_get_literal(node)),
                isFenced: fenced,
                line: Int(cmark_node_get_start_line(node))
            )
            if let html = editor.replaceCodeBlock(block) {
                replace(node, with: html, heldOut: &heldOut)
            }
        }
    }

    /// The headings into `document`, and as the editor writes them (with their ids): ids depend on every heading of
    /// the page (custom ids are reserved first), so it is asked once.
    private static func editHeadings(
        _ nodes: Nodes, in document: inout MarkdownDocument, editor: MarkdownEditor, extensions: UnsafeMutablePointer<cmark_llist>?,
        heldOut: inout HeldOut
    ) {
        for node in nodes.headings {
            let customID = removeCustomID(from: node)
            document.headings.append(
                MarkdownDocument.Heading(
                    level: Int(cmark_node_get_heading_level(node)),
                    text: plainText(of: node),
                    html: innerHTML(of: node, extensions: extensions),
                    customID: customID,
                    line: Int(cmark_node_get_start_line(node)),
                    byteColumn: Int(cmark_node_get_start_column(node))
                ))
        }
        guard let replacements = editor.replaceHeadings(document.headings, document.rawAnchors) else { return }
        for (index, (node, html)) in zip(nodes.headings, replacements).enumerated() {
            replace(
                node, with: nodes.headingsWithRawHTML.contains(index) ? .authored(String(decoding: html, as: UTF8.self)) : .own(html),
                heldOut: &heldOut)
        }
    }

    /// Block quotes that are asides (`> [!NOTE]`, and in DocC `> Note:`) become callouts: a `<div>` with the aside's
    /// kind as its title, holding the quote's blocks without the marker.
    private static func editAsides(_ quotes: [OpaquePointer], syntax: MarkdownEditor.AsideSyntax) {
        for quote in quotes {
            guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT
            else { continue }
            let literal = string(cmark_node_get_literal(text))
            guard let aside = Aside(literal, syntax: syntax) else { continue }
            if aside.markerLength == literal.utf8.count {
                // `[!NOTE]` alone on its line: the line break after it goes too.
                if let next = cmark_node_next(text), [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(next)) {
                    cmark_node_unlink(next)
                    cmark_node_free(next)
                }
                cmark_node_unlink(text)
                cmark_node_free(text)
            } else {
                let rest = String(literal.utf8.dropFirst(aside.markerLength))!
                cmark_node_set_literal(text, String(rest.drop { $0 == " " }))
            }
            if cmark_node_first_child(paragraph) == nil {
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
            }
            func html(_ text: String) -> OpaquePointer? {
                guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return nil }
                cmark_node_set_literal(block, text)
                return block
            }
            guard let open = html(aside.openingHTML), let close = html("</div>\n") else { continue }
            cmark_node_insert_before(quote, open)
            while let child = cmark_node_first_child(quote) {
                cmark_node_unlink(child)
                cmark_node_insert_before(quote, child)
            }
            cmark_node_insert_before(quote, close)
            cmark_node_unlink(quote)
            cmark_node_free(quote)
        }
    }

    // MARK: - Helpers (C handles never leave this file)

    private static func isBlock(_ type: cmark_node_type) -> Bool {
        type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// Swaps `node` for a block that prints `html`. Specimen's own HTML goes into a custom block, which cmark
    /// prints unchanged on a line of its own; authored HTML into a raw HTML block, which the tagfilter reads first.
    private static func replace(_ node: OpaquePointer, with html: MarkdownEditor.BlockHTML, heldOut: inout HeldOut) {
        let replacement: OpaquePointer
        switch html {
        case var .own(text):
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
            if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
            let marker = heldOut.marker(holding: text)
            marker.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_on_enter(block, $0.baseAddress) }
            }
            replacement = block
        case let .authored(text):
            guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
            cmark_node_set_literal(block, text.hasSuffix("\n") ? text : text + "\n")
            replacement = block
        }
        if cmark_node_replace(node, replacement) != 0 {
            cmark_node_free(node)
        } else {
            cmark_node_free(replacement)
        }
    }

    /// The heading right after the block that holds `html` (raw HTML outside headings), when that block shows
    /// nothing but tags: `<a name="swizzling"></a>` on its own line, blank lines allowed before `## Swizzling`.
    private static func headingMarked(by html: OpaquePointer) -> OpaquePointer? {
        let isBlock = cmark_node_get_type(html) == CMARK_NODE_HTML_BLOCK
        guard let block = isBlock ? html : cmark_node_parent(html) else { return nil }
        // The heading after it is looked for first: a generated table is one block of megabytes, before no heading.
        guard let next = cmark_node_next(block), cmark_node_get_type(next) == CMARK_NODE_HEADING else { return nil }
        if isBlock {
            guard HTMLAnchors.showsNothing(string(cmark_node_get_literal(html))) else { return nil }
        } else {
            // Inline HTML: its paragraph must hold only tags and white space.
            let paragraph = block
            guard cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return nil }
            var child = cmark_node_first_child(paragraph)
            while let node = child {
                switch cmark_node_get_type(node) {
                case CMARK_NODE_HTML_INLINE:
                    guard HTMLAnchors.showsNothing(string(cmark_node_get_literal(node))) else { return nil }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    break
                case CMARK_NODE_TEXT:
                    guard string(cmark_node_get_literal(node)).allSatisfy(\.isWhitespace) else { return nil }
                default:
                    return nil
                }
                child = cmark_node_next(node)
            }
        }
        return next
    }

    /// The heading's content as cmark renders it, without the `<hN>` wrapper.
    private static func innerHTML(of heading: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let rendered = cmark_render_html(heading, renderOptions, extensions) else { return "" }
        defer { free(rendered) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        // cmark prints `<hN>` + content + `</hN>\n` for a heading node.
        var start = 0
        if let open = bytes.firstIndex(of: UInt8(ascii: ">")) { start = open + 1 }
        var end = bytes.count
        if let close = stride(from: bytes.count - 3, through: start, by: -1).first(where: {
            bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "/") && bytes[$0 + 2] == UInt8(ascii: "h")
        }) {
            end = close
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    /// The text a reader sees in a heading: text and code spans, no markup.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                text += string(cmark_node_get_literal(child))
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }

    /// Strips a trailing `{#custom-id}` from a heading's last text node and returns the id.
    private static func removeCustomID(from heading: OpaquePointer) -> String? {
        guard let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT else { return nil }
        let literal = string(cmark_node_get_literal(last))
        guard let (kept, id) = CustomHeadingID.split(literal) else { return nil }
        cmark_node_set_literal(last, kept)
        return id
    }
}

/// Keeps cmark-gfm's process-wide table of inline special characters from being emptied, so
/// documents can be parsed on every core at once.
///
/// cmark-gfm calls its exported `cmark_manage_extensions_special_characters(parser, add)` through
/// the dynamic linker before (`add = 1`) and after (`add = 0`) each document's inline pass. The
/// function below has the same name, so on Linux the dynamic linker binds those calls to it: it
/// forwards additions to cmark-gfm's own function and drops removals. Specimen attaches the same
/// extensions to every parser, so the table then holds the same characters for all of them.
/// Where the binding does not happen (macOS's two-level namespace, a statically linked cmark),
/// `isPinned` stays false and `CmarkGFM` keeps parsing one document at a time: correct, only slower.
enum CmarkSpecialCharacters {
    private static let state = Locked(false)

    /// Whether cmark-gfm has called through this file, so its table can no longer be emptied.
    static var isPinned: Bool { state.withLock { $0 } }

    /// cmark-gfm's own function, found past this one in the dynamic linker's search order.
    fileprivate static let original: (@convention(c) (OpaquePointer?, Int32) -> Void)? = {
        // RTLD_NEXT: the next definition after the calling object's.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "cmark_manage_extensions_special_characters") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, Int32) -> Void).self)
    }()

    fileprivate static func manage(_ parser: OpaquePointer?, add: Bool) {
        guard add, let original else { return }
        // Every parser attaches the same extensions, so the first addition puts every character in
        // the table; forwarding later ones would only rewrite it while other threads read it.
        state.withLock { pinned in
            guard !pinned else { return }
            original(parser, 1)
            pinned = true
        }
    }
}

/// cmark-gfm calls this instead of its own function of the same name (see `CmarkSpecialCharacters`); not for Swift callers.
@_cdecl("cmark_manage_extensions_special_characters")
public func specimenManageExtensionsSpecialCharacters(_ parser: OpaquePointer?, _ add: Int32) {
    CmarkSpecialCharacters.manage(parser, add: add != 0)
}
