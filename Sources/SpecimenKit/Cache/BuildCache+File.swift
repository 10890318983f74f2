import Foundation
import SpecimenTokens

/// What `build.cache` holds, in order: the stamps, the pages, the renders and where their records are in
/// `pages.cache` (`RecordsFile`), the generated pages, the contrast at a glance, the navigation, the link problems and
/// the search index; each value as `CacheCodec` writes it.
extension BuildCache {
    init(key: String, project: Project, folder: URL, reading reader: inout CacheArchive.Reader) throws {
        self.key = key
        inputs = try CacheCodec.readStamps(&reader)
        output = try CacheCodec.readStamps(&reader)
        // Before the pages are decoded: without the output folder (a fresh CI checkout) this is a full build
        // at once. The build checks the files in it while it rebuilds (see `outputChanges`).
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project.outputDirectory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CacheArchive.Unreadable()
        }
        let pages = try reader.array(CacheCodec.readPage)
        let drafts = try reader.array(CacheCodec.readPage)
        let files = try reader.array { try $0.string() }
        let partials = try reader.array { try $0.string() }
        let loadDiagnostics = try reader.array { reader in (try reader.string(), try reader.array(CacheCodec.readDiagnostic)) }
        let siteDiagnostics = try reader.array(CacheCodec.readDiagnostic)
        let stamp = try CacheCodec.readStamp(&reader)
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
            return try CacheCodec.readRendered(
                &reader, page: pages[index],
                details: RenderedPage.Details(record: (file, record)) {
                    if let bytes = file.read(record) {
                        var reader = CacheArchive.Reader(bytes[...])
                        if let details = try? CacheCodec.readDetails(&reader), reader.isAtEnd { return details }
                    }
                    damage.withLock { $0 = true }
                    return ([], [], [])
                })
        }
        let generated = try reader.array(CacheCodec.readGeneratedPage)
        let indexes = try reader.optional { reader in
            (try reader.optional(CacheCodec.readGeneratedPage), try reader.array(CacheCodec.readGeneratedPage))
        }
        let contrastDiagnostics = try reader.array(CacheCodec.readDiagnostic)
        let contrastSummary = try reader.optional { reader in
            ContrastSummary(
                pairs: try reader.int(), modes: try reader.int(), failing: try reader.int(), accepted: try reader.int(), surveyed: try reader.int(),
                readableAsBody: try reader.array { ContrastSummary.ModeCount(mode: try $0.string(), count: try $0.int()) })
        }
        let navigation = try reader.array { reader in
            Navigation.Entry(contentPath: try reader.string(), title: try reader.string(), order: try reader.optional { try $0.double() })
        }
        let linkDiagnostics = try reader.array { reader in (try reader.string(), try reader.array(CacheCodec.readDiagnostic)) }
        let search = try reader.optional(CacheCodec.readSearchIndex)
        guard reader.isAtEnd else { throw CacheArchive.Unreadable() }
        snapshot = BuildSnapshot(
            pages: pages, drafts: drafts, files: files, partials: Set(partials),
            loadDiagnostics: Dictionary(loadDiagnostics, uniquingKeysWith: { a, _ in a }), siteDiagnostics: siteDiagnostics,
            rendered: Dictionary(rendered.map { ($0.page.contentPath, $0) }, uniquingKeysWith: { a, _ in a }), generated: generated, indexes: indexes,
            contrastDiagnostics: contrastDiagnostics, contrastSummary: contrastSummary, navigationEntries: navigation,
            linkDiagnostics: Dictionary(linkDiagnostics, uniquingKeysWith: { a, _ in a }), search: search
        )
    }

    /// `records`: each rendered guide, its place in `snapshot.pages` and where its record is in `pages.cache`, whose stamp is `file`.
    func write(to writer: inout CacheArchive.Writer, records: [(index: Int, page: RenderedPage, offset: Int, count: Int)], in file: FileStamp) {
        CacheCodec.writeStamps(inputs, &writer)
        CacheCodec.writeStamps(output, &writer)
        writer.array(snapshot.pages, CacheCodec.writePage)
        writer.array(snapshot.drafts, CacheCodec.writePage)
        writer.array(snapshot.files) { $0.string($1) }
        writer.array(snapshot.partials.sorted()) { $0.string($1) }
        writer.array(snapshot.loadDiagnostics.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value, CacheCodec.writeDiagnostic)
        }
        writer.array(snapshot.siteDiagnostics, CacheCodec.writeDiagnostic)
        CacheCodec.writeStamp(file, &writer)
        writer.array(records) { writer, record in
            writer.int(record.index)
            writer.int(record.offset)
            writer.int(record.count)
            CacheCodec.writeRendered(&writer, record.page)
        }
        writer.array(snapshot.generated, CacheCodec.writeGeneratedPage)
        writer.optional(snapshot.indexes) { writer, indexes in
            writer.optional(indexes.home, CacheCodec.writeGeneratedPage)
            writer.array(indexes.listings, CacheCodec.writeGeneratedPage)
        }
        writer.array(snapshot.contrastDiagnostics, CacheCodec.writeDiagnostic)
        writer.optional(snapshot.contrastSummary) { writer, summary in
            writer.int(summary.pairs)
            writer.int(summary.modes)
            writer.int(summary.failing)
            writer.int(summary.accepted)
            writer.int(summary.surveyed)
            writer.array(summary.readableAsBody) { writer, entry in
                writer.string(entry.mode)
                writer.int(entry.count)
            }
        }
        writer.array(snapshot.navigationEntries) { writer, entry in
            writer.string(entry.contentPath)
            writer.string(entry.title)
            writer.optional(entry.order) { $0.double($1) }
        }
        writer.array(snapshot.linkDiagnostics.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.array(entry.value, CacheCodec.writeDiagnostic)
        }
        writer.optional(snapshot.search, CacheCodec.writeSearchIndex)
    }
}
