import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// How the build cache writes each kind of value it keeps, and reads it back: stamps, places, diagnostics, pages,
/// renders, their headings and links, and the search index. The order they come in is `BuildCache`'s (its file).
enum CacheCodec {
    /// A page Specimen made (design pages, the home, listings), its headings and links inline: there are few.
    static func writeGeneratedPage(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
        writePage(&writer, page.page)
        writeDetails(&writer, page)
        writeRendered(&writer, page)
    }

    static func readGeneratedPage(_ reader: inout CacheArchive.Reader) throws -> RenderedPage {
        let page = try readPage(&reader)
        let (headings, anchors, links) = try readDetails(&reader)
        return try readRendered(&reader, page: page, details: RenderedPage.Details(headings: headings, anchors: anchors, links: links))
    }

    /// The merged search index: each page's sections and record, every term and its postings.
    static func writeSearchIndex(_ writer: inout CacheArchive.Writer, _ index: SearchIndex.Merged) {
        writer.array(index.pages) { writer, page in
            writer.plainString(page.contentPath)
            writer.int(page.sections)
            writer.rawBytes(page.record)
        }
        writer.array(index.terms) { $0.plainString($1) }
        writer.array(index.postings) { $0.rawBytes($1) }
    }

    static func readSearchIndex(_ reader: inout CacheArchive.Reader) throws -> SearchIndex.Merged {
        let pages = try reader.array { reader in
            SearchIndex.Merged.Page(contentPath: try reader.plainString(), sections: try reader.count(), record: try reader.rawBytes())
        }
        let terms = try reader.array { try $0.plainString() }
        let postings = try reader.array { try $0.rawBytes() }
        guard terms.count == postings.count else { throw CacheArchive.Unreadable() }
        return SearchIndex.Merged(pages: pages, rendered: Array(repeating: nil, count: pages.count), terms: terms, postings: postings)
    }

    /// Stamps in no particular order, each path once: neither sorted nor looked up in the string table.
    static func writeStamps(_ stamps: [String: FileStamp], _ writer: inout CacheArchive.Writer) {
        writer.int(stamps.count)
        for (path, stamp) in stamps {
            writer.plainString(path)
            writeStamp(stamp, &writer)
        }
    }

    static func readStamps(_ reader: inout CacheArchive.Reader) throws -> [String: FileStamp] {
        let entries = try reader.array { reader in (try reader.plainString(), try readStamp(&reader)) }
        return Dictionary(entries, uniquingKeysWith: { a, _ in a })
    }

    static func writeStamp(_ stamp: FileStamp, _ writer: inout CacheArchive.Writer) {
        writer.int(Int(stamp.size))
        writer.int(Int(stamp.seconds))
        writer.int(Int(stamp.nanoseconds))
        writer.int(Int(Int64(bitPattern: stamp.inode)))
    }

    static func readStamp(_ reader: inout CacheArchive.Reader) throws -> FileStamp {
        FileStamp(
            size: Int64(try reader.int()), seconds: Int64(try reader.int()), nanoseconds: Int64(try reader.int()),
            inode: UInt64(bitPattern: Int64(try reader.int())))
    }

    static func writeLocation(_ writer: inout CacheArchive.Writer, _ location: SourceLocation) {
        writer.string(location.file)
        writer.int(location.line)
        writer.int(location.column)
    }

    static func readLocation(_ reader: inout CacheArchive.Reader) throws -> SourceLocation {
        SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }

    static func writeDiagnostic(_ writer: inout CacheArchive.Writer, _ diagnostic: Diagnostic) {
        writer.bool(diagnostic.severity == .error)
        writer.string(diagnostic.code.rawValue)
        writer.optional(diagnostic.location, writeLocation)
        writer.string(diagnostic.message)
        writer.optional(diagnostic.reason) { $0.string($1) }
        writer.optional(diagnostic.fix) { $0.string($1) }
        writer.bool(diagnostic.leavesOutOnlyItself)
        writer.bool(diagnostic.advisory)
    }

    static func readDiagnostic(_ reader: inout CacheArchive.Reader) throws -> Diagnostic {
        var diagnostic = Diagnostic(
            try reader.bool() ? .error : .warning, code: DiagnosticCode.read(try reader.string()), at: try reader.optional(readLocation),
            try reader.string(), reason: try reader.optional { try $0.string() }, fix: try reader.optional { try $0.string() }
        )
        diagnostic.leavesOutOnlyItself = try reader.bool()
        diagnostic.advisory = try reader.bool()
        return diagnostic
    }

    /// A page without its Markdown: paths, and the front matter the navigation and home page use.
    static func writePage(_ writer: inout CacheArchive.Writer, _ page: Page) {
        writer.string(page.contentPath)
        writer.string(page.filePath)
        writer.bool(page.docc != nil)
        writer.optional(page.docc?.title) { $0.string($1) }
        writer.bool(page.docc?.isRoot ?? false)
        writer.string(page.source.path)
        writer.optional(page.frontMatter.title) { $0.string($1) }
        writer.optional(page.frontMatter.description) { $0.string($1) }
        writer.optional(page.frontMatter.order) { $0.double($1) }
        writer.bool(page.frontMatter.draft)
        writer.bool(page.isGenerated)
    }

    static func readPage(_ reader: inout CacheArchive.Reader) throws -> Page {
        let contentPath = try reader.string()
        let filePath = try reader.string()
        let isDocC = try reader.bool()
        let doccTitle = try reader.optional { try $0.string() }
        let isDocCRoot = try reader.bool()
        let source = SourceText(path: try reader.string(), text: "")
        var frontMatter = FrontMatter()
        frontMatter.title = try reader.optional { try $0.string() }
        frontMatter.description = try reader.optional { try $0.string() }
        frontMatter.order = try reader.optional { try $0.double() }
        frontMatter.draft = try reader.bool()
        var page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: "", bodyFirstLine: 1)
        page.filePath = filePath
        page.docc = isDocC ? (doccTitle, isDocCRoot) : nil
        page.isGenerated = try reader.bool()
        return page
    }

    /// What every build reads of a rendered page, without its HTML and text (its part of the search
    /// index is kept merged with the others, see `writeSearchIndex`), headings and links (see `writeDetails`).
    static func writeRendered(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
        writer.string(page.title)
        writer.bool(page.showTitle)
        writer.array(page.diagnostics, writeDiagnostic)
        writer.bool(page.usesDesign)
        writer.array(page.linkSummary.pages) { $0.string($1) }
        writer.bool(page.linkSummary.linksFiles)
        writer.array(page.linkSummary.external) { writer, link in
            writer.string(link.url)
            writeLocation(&writer, link.location)
        }
    }

    static func readRendered(_ reader: inout CacheArchive.Reader, page: Page, details: RenderedPage.Details) throws -> RenderedPage {
        let title = try reader.string()
        let showTitle = try reader.bool()
        let diagnostics = try reader.array(readDiagnostic)
        let usesDesign = try reader.bool()
        let linkSummary = RenderedPage.LinkSummary(
            pages: try reader.array { try $0.string() },
            linksFiles: try reader.bool(),
            external: try reader.array { reader in ExternalLink(url: try reader.string(), location: try readLocation(&reader)) }
        )
        return RenderedPage(
            page: page, title: title, showTitle: showTitle, body: [], scopedStyle: nil, details: details, linkSummary: linkSummary,
            outline: [], sectionTexts: [], diagnostics: diagnostics, usesDesign: usesDesign, search: nil
        )
    }

    /// A rendered page's headings, anchors and links: what checking its links, or links into it, needs.
    static func writeDetails(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
        writer.array(page.headings) { writer, heading in
            writer.int(heading.level)
            writer.string(heading.text)
            writer.string(heading.id)
            writeLocation(&writer, heading.location)
        }
        writer.array(page.anchors) { writer, anchor in
            writer.string(anchor.id)
            writeLocation(&writer, anchor.location)
        }
        writer.array(page.links) { writer, link in
            writer.string(link.destination)
            writeTarget(&writer, link.target)
            writer.bool(link.isImage)
            writeLocation(&writer, link.location)
        }
    }

    static func readDetails(_ reader: inout CacheArchive.Reader) throws -> RenderedPage.Details.Value {
        let headings = try reader.array { reader in
            RenderedPage.Heading(level: try reader.int(), text: try reader.string(), id: try reader.string(), location: try readLocation(&reader))
        }
        let anchors = try reader.array { reader in
            RenderedPage.Anchor(id: try reader.string(), location: try readLocation(&reader))
        }
        let links = try reader.array { reader in
            RenderedPage.Link(
                destination: try reader.string(), target: try readTarget(&reader), isImage: try reader.bool(), location: try readLocation(&reader))
        }
        return (headings, anchors, links)
    }

    static func writeTarget(_ writer: inout CacheArchive.Writer, _ target: LinkTarget) {
        switch target {
        case let .fragment(id):
            writer.int(0)
            writer.string(id)
        case let .external(url):
            writer.int(1)
            writer.string(url)
        case let .page(contentPath, fragment, suffix):
            writer.int(2)
            writer.string(contentPath)
            writer.optional(fragment) { $0.string($1) }
            writer.string(suffix)
        case let .file(contentPath, suffix):
            writer.int(3)
            writer.string(contentPath)
            writer.string(suffix)
        case let .outside(destination):
            writer.int(4)
            writer.string(destination)
        }
    }

    static func readTarget(_ reader: inout CacheArchive.Reader) throws -> LinkTarget {
        switch try reader.int() {
        case 0: .fragment(try reader.string())
        case 1: .external(try reader.string())
        case 2: .page(contentPath: try reader.string(), fragment: try reader.optional { try $0.string() }, suffix: try reader.string())
        case 3: .file(contentPath: try reader.string(), suffix: try reader.string())
        case 4: .outside(try reader.string())
        default: throw CacheArchive.Unreadable()
        }
    }
}
