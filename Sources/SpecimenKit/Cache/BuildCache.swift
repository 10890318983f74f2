import Foundation
import SpecimenTokens

/// What the last written build knew, kept in `PROJECT/.specimen-cache/` so the next
/// `specimen build` renders only the guides that changed since.
///
/// Safe to delete, and never the reason a page is stale: it is used only when the same
/// binary builds with the same options into the same folder, that folder still holds every
/// file the cache recorded, unchanged (size, time and inode of each), and every input
/// under `content/` and `theme/` is compared by size, time and inode. A change that is more
/// than the text of existing guides (a title or order, a new or deleted file, a token, a
/// template) falls back to a full build; so does any cache that cannot be read.
///
/// Two files: `build.cache` holds the stamps, the pages without bodies, the merged search index
/// (see `SearchIndex.Merged`) and, for each rendered guide, what every build reads of it (title,
/// diagnostics, `RenderedPage.LinkSummary`) and where the record of its headings and links is in
/// `pages.cache`, the records back to back. Those records are read only for the pages a rebuild
/// checks links on or into (see `RenderedPage.Details`). A build that renders
/// a few guides appends their records to `pages.cache` and rewrites only the small
/// `build.cache`, instead of the whole cache (47 MB at 10,000 pages); records nothing points
/// at any more are dropped when they outweigh the rest, by writing `pages.cache` anew.
struct BuildCache {
    /// Bumped whenever what is stored changes meaning.
    static let format = 12
    /// The cache file inside the cache folder.
    static let fileName = "build.cache"
    /// The file of page records inside the cache folder.
    static let recordsFileName = "pages.cache"

    /// The binary, options and output folder the cache was written for.
    var key: String
    /// Every file under content/ and theme/ as it was read, by project-relative path.
    var inputs: [String: FileStamp]
    /// Every file of the written site, by path inside the output folder.
    var output: [String: FileStamp]
    /// The pages and diagnostics of that build, without their bodies.
    var snapshot: SiteSession.Snapshot
    /// `pages.cache`, open, when it is still as it was when `build.cache` was written: any other file,
    /// or the same one changed since (by hand, or by a build that stopped before writing build.cache), is not read.
    /// Each rendered guide's record in it is self-contained, so a page that did not change keeps its record where
    /// it is (see `RenderedPage.cacheRecord`), and a record is read only when its headings or links are asked for.
    var recordsFile: RecordsFile?
    /// Set when a record read after loading (see `RenderedPage.Details`) does not decode: the
    /// build that used it must be done again in full.
    let damage = Locked(false)

    /// What identifies the builds a cache is valid for.
    static func key(project: Project, options: BuildOptions) -> String {
        let binary = executablePath.flatMap { path in FileStamp(path: path).map { "\(path) \($0.size) \($0.seconds).\($0.nanoseconds) \($0.inode)" } } ?? "unknown binary \(UUID())"
        return [String(format), binary, options.baseURL, options.includeDrafts ? "drafts" : "no drafts", project.outputDirectory.path]
            .joined(separator: "\n") + options.swiftSources.map { "\n--swift-sources " + $0.standardizedFileURL.path }.joined()
    }

    /// The running binary's path. On Linux the kernel's link says it; `Bundle.main` would first
    /// list the binary's folder (all of `.build/release`), a tenth of a one-guide rebuild.
    private static var executablePath: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    /// The stamps of every input a build reads: content/ and theme/.
    static func stampInputs(_ project: Project) -> [String: FileStamp] {
        FileStamp.stamps(under: project.contentDirectory, prefix: "content/")
            .merging(FileStamp.stamps(under: project.themeDirectory, prefix: "theme/")) { a, _ in a }
    }

    /// The files the cache recorded in the output folder that are no longer there as they were written.
    ///
    /// Files are looked up by name rather than by walking the folder (a thousand folders for a
    /// thousand pages); a file someone added to the output is left alone, as a build leaves it.
    func outputChanges(in project: Project) -> [String] {
        FileStamp.mismatches(output, in: project.outputDirectory.path)
    }

    /// The cache in `folder` when it was written for `key` and the project's output folder exists (the
    /// build checks the files in it, see `outputChanges`); `nil` when missing, unreadable or for other builds.
    static func load(from folder: URL, key: String, project: Project) -> BuildCache? {
        guard let bytes = OutputFile.read(folder.appending(path: fileName).path)?.bytes else { return nil }
        var reader = CacheArchive.Reader(bytes[...])
        guard (try? reader.int()) == format, (try? reader.string()) == key else { return nil }
        return try? BuildCache(key: key, project: project, folder: folder, reading: &reader)
    }

    /// Writes the cache into `folder` (created, with a .gitignore so it never reaches a repository).
    ///
    /// Pages restored from `recordsFile` (the last cache's `pages.cache`) keep their records there;
    /// new records are appended to that file, unless it changed since, or already holds more than
    /// twice the live records' bytes (plus a megabyte, so a small site is not rewritten every few
    /// builds); then it is written anew with the live records.
    func save(to folder: URL, in recordsFile: RecordsFile? = nil) throws {
        try OutputFile.createFolder(folder.path)
        let ignore = Array("# Specimen's build cache: safe to delete, never commit.\n*\n".utf8)
        let ignorePath = folder.appending(path: ".gitignore").path
        if OutputFile.read(ignorePath)?.bytes != ignore { try OutputFile.write(ignore, to: ignorePath, atomic: true) }
        // Each rendered guide with its place among the pages, whose fields build.cache holds.
        let pages = snapshot.pages.enumerated().compactMap { index, page in snapshot.rendered[page.contentPath].map { (index: index, page: $0) } }
        // Records are self-contained, so new ones are made on every core.
        let made = pages.parallelMap { index, page -> Record in
            if let kept = page.cacheRecord, kept.file === recordsFile { return .kept(kept.range) }
            var record = CacheArchive.Writer()
            Self.writeDetails(&record, page)
            return .new(record.bytes)
        }
        let path = folder.appending(path: Self.recordsFileName).path
        let live = made.reduce(0) { $0 + $1.count }
        let appended = recordsFile.flatMap { $0.stamp.size <= 2 * Int64(live) + (1 << 20) ? Self.append(made, to: path, in: $0.stamp) : nil }
        let placed = try appended ?? Self.write(made, to: path, from: recordsFile)
        // Room for all of it at once: the merged search index is most of the file, and growing a buffer of
        // megabytes copies it each time.
        let searchBytes = snapshot.search.map { index in
            index.pages.reduce(0) { $0 + $1.record.count + 8 } + index.postings.reduce(0) { $0 + $1.count + 4 } + index.terms.reduce(0) { $0 + $1.utf8.count + 2 }
        } ?? 0
        var writer = CacheArchive.Writer(capacity: 65_536 + (snapshot.pages.count + snapshot.drafts.count) * 512 + (inputs.count + output.count) * 96 + searchBytes)
        writer.int(Self.format)
        writer.string(key)
        write(to: &writer, records: zip(pages, zip(placed.offsets, made)).map { ($0.index, $0.page, $1.0, $1.1.count) }, in: placed.file)
        try OutputFile.write(writer.bytes, to: folder.appending(path: Self.fileName).path, atomic: true)
    }

    /// A page's record: one `pages.cache` already holds, where it is, or one to add.
    private enum Record {
        case kept(Range<Int>)
        case new([UInt8])

        var count: Int {
            switch self {
            case let .kept(range): range.count
            case let .new(bytes): bytes.count
            }
        }
    }

    /// Writes `pages.cache` anew with every record, reading the kept ones from `recordsFile`;
    /// returns it and where each record is.
    private static func write(_ records: [Record], to path: String, from recordsFile: RecordsFile?) throws -> (file: FileStamp, offsets: [Int]) {
        var file: [UInt8] = []
        file.reserveCapacity(records.reduce(0) { $0 + $1.count })
        var offsets: [Int] = []
        for record in records {
            offsets.append(file.count)
            switch record {
            case let .new(bytes):
                file.append(contentsOf: bytes)
            case let .kept(range):
                guard let bytes = recordsFile?.read(range) else { throw CacheArchive.Unreadable() }
                file.append(contentsOf: bytes)
            }
        }
        return (try OutputFile.write(file, to: path, atomic: true), offsets)
    }

    /// Appends the new records to `pages.cache` at `path`, when it is still the file whose stamp is
    /// `recordsFile`; returns where every record now is, or `nil` to write the file anew.
    private static func append(_ records: [Record], to path: String, in recordsFile: FileStamp) -> (file: FileStamp, offsets: [Int])? {
        var added: [UInt8] = []
        var offsets: [Int] = []
        for record in records {
            switch record {
            case let .kept(range):
                offsets.append(range.lowerBound)
            case let .new(bytes):
                offsets.append(Int(recordsFile.size) + added.count)
                added.append(contentsOf: bytes)
            }
        }
        return OutputFile.append(added, to: path, ifStamp: recordsFile).map { ($0, offsets) }
    }

    /// Project-relative paths whose stamps differ between the cache and `inputs` (added, changed or removed).
    func changedInputs(_ inputs: [String: FileStamp]) -> [String] {
        Set(inputs.keys).union(self.inputs.keys).filter { inputs[$0] != self.inputs[$0] }.sorted()
    }
}

// MARK: - What the file holds, in order

extension BuildCache {
    private init(key: String, project: Project, folder: URL, reading reader: inout CacheArchive.Reader) throws {
        self.key = key
        inputs = try Self.readStamps(&reader)
        output = try Self.readStamps(&reader)
        // Before the pages are decoded: without the output folder (a fresh CI checkout) this is a full build
        // at once. The build checks the files in it while it rebuilds (see `outputChanges`).
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project.outputDirectory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CacheArchive.Unreadable()
        }
        let pages = try reader.array(Self.readPage)
        let drafts = try reader.array(Self.readPage)
        let files = try reader.array { try $0.string() }
        let loadDiagnostics = try reader.array { reader in (try reader.string(), try reader.array(Self.readDiagnostic)) }
        let siteDiagnostics = try reader.array(Self.readDiagnostic)
        let stamp = try Self.readStamp(&reader)
        guard let file = RecordsFile(path: folder.appending(path: Self.recordsFileName).path), file.stamp == stamp else {
            throw CacheArchive.Unreadable()
        }
        recordsFile = file
        let damage = damage
        let rendered = try reader.array { reader -> RenderedPage in
            let index = try reader.int()
            guard pages.indices.contains(index) else { throw CacheArchive.Unreadable() }
            let (offset, count) = (try reader.int(), try reader.int())
            guard offset >= 0, count >= 0, offset <= Int(stamp.size) - count else { throw CacheArchive.Unreadable() }
            let record = offset..<offset + count
            return try Self.readRendered(&reader, page: pages[index], details: RenderedPage.Details(record: (file, record)) {
                if let bytes = file.read(record) {
                    var reader = CacheArchive.Reader(bytes[...])
                    if let details = try? Self.readDetails(&reader), reader.isAtEnd { return details }
                }
                damage.withLock { $0 = true }
                return ([], [], [])
            })
        }
        let generated = try reader.array(Self.readGeneratedPage)
        let indexes = try reader.optional { reader in (try reader.optional(Self.readGeneratedPage), try reader.array(Self.readGeneratedPage)) }
        let contrastDiagnostics = try reader.array(Self.readDiagnostic)
        let contrastSummary = try reader.optional { reader in
            SiteSession.ContrastSummary(pairs: try reader.int(), modes: try reader.int(), failing: try reader.int())
        }
        let navigation = try reader.array { reader in
            Navigation.Entry(contentPath: try reader.string(), title: try reader.string(), order: try reader.optional { try $0.double() })
        }
        let linkDiagnostics = try reader.array { reader in (try reader.string(), try reader.array(Self.readDiagnostic)) }
        let search = try reader.optional(Self.readSearchIndex)
        guard reader.isAtEnd else { throw CacheArchive.Unreadable() }
        snapshot = SiteSession.Snapshot(
            pages: pages, drafts: drafts, files: files,
            loadDiagnostics: Dictionary(loadDiagnostics, uniquingKeysWith: { a, _ in a }), siteDiagnostics: siteDiagnostics,
            rendered: Dictionary(rendered.map { ($0.page.contentPath, $0) }, uniquingKeysWith: { a, _ in a }), generated: generated, indexes: indexes,
            contrastDiagnostics: contrastDiagnostics, contrastSummary: contrastSummary, navigationEntries: navigation,
            linkDiagnostics: Dictionary(linkDiagnostics, uniquingKeysWith: { a, _ in a }), search: search
        )
    }

    /// `records`: each rendered guide, its place in `snapshot.pages` and where its record is in `pages.cache`, whose stamp is `file`.
    private func write(to writer: inout CacheArchive.Writer, records: [(index: Int, page: RenderedPage, offset: Int, count: Int)], in file: FileStamp) {
        Self.writeStamps(inputs, &writer)
        Self.writeStamps(output, &writer)
        writer.array(snapshot.pages, Self.writePage)
        writer.array(snapshot.drafts, Self.writePage)
        writer.array(snapshot.files) { $0.string($1) }
        writer.array(snapshot.loadDiagnostics.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value, Self.writeDiagnostic)
        }
        writer.array(snapshot.siteDiagnostics, Self.writeDiagnostic)
        Self.writeStamp(file, &writer)
        writer.array(records) { writer, record in
            writer.int(record.index)
            writer.int(record.offset)
            writer.int(record.count)
            Self.writeRendered(&writer, record.page)
        }
        writer.array(snapshot.generated, Self.writeGeneratedPage)
        writer.optional(snapshot.indexes) { writer, indexes in
            writer.optional(indexes.home, Self.writeGeneratedPage)
            writer.array(indexes.listings, Self.writeGeneratedPage)
        }
        writer.array(snapshot.contrastDiagnostics, Self.writeDiagnostic)
        writer.optional(snapshot.contrastSummary) { writer, summary in
            writer.int(summary.pairs)
            writer.int(summary.modes)
            writer.int(summary.failing)
        }
        writer.array(snapshot.navigationEntries) { writer, entry in
            writer.string(entry.contentPath)
            writer.string(entry.title)
            writer.optional(entry.order) { $0.double($1) }
        }
        writer.array(snapshot.linkDiagnostics.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value, Self.writeDiagnostic)
        }
        writer.optional(snapshot.search, Self.writeSearchIndex)
    }

    /// A page Specimen made (design pages, the home, listings), its headings and links inline: there are few.
    private static func writeGeneratedPage(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
        writePage(&writer, page.page)
        writeDetails(&writer, page)
        writeRendered(&writer, page)
    }

    private static func readGeneratedPage(_ reader: inout CacheArchive.Reader) throws -> RenderedPage {
        let page = try readPage(&reader)
        let (headings, anchors, links) = try readDetails(&reader)
        return try readRendered(&reader, page: page, details: RenderedPage.Details(headings: headings, anchors: anchors, links: links))
    }

    /// The merged search index: each page's sections and record, every term and its postings.
    private static func writeSearchIndex(_ writer: inout CacheArchive.Writer, _ index: SearchIndex.Merged) {
        writer.array(index.pages) { writer, page in
            writer.plainString(page.contentPath)
            writer.int(page.sections)
            writer.rawBytes(page.record)
        }
        writer.array(index.terms) { $0.plainString($1) }
        writer.array(index.postings) { $0.rawBytes($1) }
    }

    private static func readSearchIndex(_ reader: inout CacheArchive.Reader) throws -> SearchIndex.Merged {
        let pages = try reader.array { reader in
            SearchIndex.Merged.Page(contentPath: try reader.plainString(), sections: try reader.count(), record: try reader.rawBytes())
        }
        let terms = try reader.array { try $0.plainString() }
        let postings = try reader.array { try $0.rawBytes() }
        guard terms.count == postings.count else { throw CacheArchive.Unreadable() }
        return SearchIndex.Merged(pages: pages, rendered: Array(repeating: nil, count: pages.count), terms: terms, postings: postings)
    }

    /// Stamps in no particular order, each path once: neither sorted nor looked up in the string table.
    private static func writeStamps(_ stamps: [String: FileStamp], _ writer: inout CacheArchive.Writer) {
        writer.int(stamps.count)
        for (path, stamp) in stamps {
            writer.plainString(path)
            writeStamp(stamp, &writer)
        }
    }

    private static func readStamps(_ reader: inout CacheArchive.Reader) throws -> [String: FileStamp] {
        let entries = try reader.array { reader in (try reader.plainString(), try readStamp(&reader)) }
        return Dictionary(entries, uniquingKeysWith: { a, _ in a })
    }

    private static func writeStamp(_ stamp: FileStamp, _ writer: inout CacheArchive.Writer) {
        writer.int(Int(stamp.size))
        writer.int(Int(stamp.seconds))
        writer.int(Int(stamp.nanoseconds))
        writer.int(Int(Int64(bitPattern: stamp.inode)))
    }

    private static func readStamp(_ reader: inout CacheArchive.Reader) throws -> FileStamp {
        FileStamp(size: Int64(try reader.int()), seconds: Int64(try reader.int()), nanoseconds: Int64(try reader.int()), inode: UInt64(bitPattern: Int64(try reader.int())))
    }

    private static func writeLocation(_ writer: inout CacheArchive.Writer, _ location: SourceLocation) {
        writer.string(location.file)
        writer.int(location.line)
        writer.int(location.column)
    }

    private static func readLocation(_ reader: inout CacheArchive.Reader) throws -> SourceLocation {
        SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }

    private static func writeDiagnostic(_ writer: inout CacheArchive.Writer, _ diagnostic: Diagnostic) {
        writer.bool(diagnostic.severity == .error)
        writer.string(diagnostic.code.rawValue)
        writer.optional(diagnostic.location, writeLocation)
        writer.string(diagnostic.message)
        writer.optional(diagnostic.reason) { $0.string($1) }
        writer.optional(diagnostic.fix) { $0.string($1) }
        writer.bool(diagnostic.leavesOutOnlyItself)
        writer.bool(diagnostic.advisory)
    }

    private static func readDiagnostic(_ reader: inout CacheArchive.Reader) throws -> Diagnostic {
        var diagnostic = Diagnostic(
            try reader.bool() ? .error : .warning, code: DiagnosticCode.read(try reader.string()), at: try reader.optional(readLocation),
            try reader.string(), reason: try reader.optional { try $0.string() }, fix: try reader.optional { try $0.string() }
        )
        diagnostic.leavesOutOnlyItself = try reader.bool()
        diagnostic.advisory = try reader.bool()
        return diagnostic
    }

    /// A page without its Markdown: paths, and the front matter the navigation and home page use.
    private static func writePage(_ writer: inout CacheArchive.Writer, _ page: Page) {
        writer.string(page.contentPath)
        writer.string(page.source.path)
        writer.optional(page.frontMatter.title) { $0.string($1) }
        writer.optional(page.frontMatter.description) { $0.string($1) }
        writer.optional(page.frontMatter.order) { $0.double($1) }
        writer.bool(page.frontMatter.draft)
        writer.bool(page.isGenerated)
    }

    private static func readPage(_ reader: inout CacheArchive.Reader) throws -> Page {
        let contentPath = try reader.string()
        let source = SourceText(path: try reader.string(), text: "")
        var frontMatter = FrontMatter()
        frontMatter.title = try reader.optional { try $0.string() }
        frontMatter.description = try reader.optional { try $0.string() }
        frontMatter.order = try reader.optional { try $0.double() }
        frontMatter.draft = try reader.bool()
        var page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: "", bodyFirstLine: 1)
        page.isGenerated = try reader.bool()
        return page
    }

    /// What every build reads of a rendered page, without its HTML and text (its part of the search
    /// index is kept merged with the others, see `writeSearchIndex`), headings and links (see `writeDetails`).
    private static func writeRendered(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
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

    private static func readRendered(_ reader: inout CacheArchive.Reader, page: Page, details: RenderedPage.Details) throws -> RenderedPage {
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
    private static func writeDetails(_ writer: inout CacheArchive.Writer, _ page: RenderedPage) {
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

    private static func readDetails(_ reader: inout CacheArchive.Reader) throws -> RenderedPage.Details.Value {
        let headings = try reader.array { reader in
            RenderedPage.Heading(level: try reader.int(), text: try reader.string(), id: try reader.string(), location: try readLocation(&reader))
        }
        let anchors = try reader.array { reader in
            RenderedPage.Anchor(id: try reader.string(), location: try readLocation(&reader))
        }
        let links = try reader.array { reader in
            RenderedPage.Link(destination: try reader.string(), target: try readTarget(&reader), isImage: try reader.bool(), location: try readLocation(&reader))
        }
        return (headings, anchors, links)
    }

    private static func writeTarget(_ writer: inout CacheArchive.Writer, _ target: LinkTarget) {
        switch target {
        case let .fragment(id): writer.int(0); writer.string(id)
        case let .external(url): writer.int(1); writer.string(url)
        case let .page(contentPath, fragment, suffix): writer.int(2); writer.string(contentPath); writer.optional(fragment) { $0.string($1) }; writer.string(suffix)
        case let .file(contentPath, suffix): writer.int(3); writer.string(contentPath); writer.string(suffix)
        case let .outside(destination): writer.int(4); writer.string(destination)
        }
    }

    private static func readTarget(_ reader: inout CacheArchive.Reader) throws -> LinkTarget {
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

/// `pages.cache`, open: records are read where they are, when they are needed, by any thread.
final class RecordsFile: Sendable {
    /// The file as it was opened.
    let stamp: FileStamp
    private let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        stamp = FileStamp(info)
    }

    deinit { close(descriptor) }

    /// The bytes in `range`; `nil` when the file no longer holds them.
    func read(_ range: Range<Int>) -> [UInt8]? {
        OutputFile.read(range.count, from: descriptor, at: range.lowerBound)
    }
}
