import Foundation
import SpecimenDiagnostics
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
    static let format = 13
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
    var snapshot: BuildSnapshot
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
        [String(format), binaryStamp, options.baseURL, options.includeDrafts ? "drafts" : "no drafts", project.outputDirectory.path]
            .joined(separator: "\n") + options.swiftSources.map { "\n--swift-sources " + $0.standardizedFileURL.path }.joined()
    }

    /// The running binary as it is on disk: a cache written by another build of Specimen is not read.
    static var binaryStamp: String {
        executablePath.flatMap { path in FileStamp(path: path).map { "\(path) \($0.size) \($0.seconds).\($0.nanoseconds) \($0.inode)" } }
            ?? "unknown binary \(UUID())"
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
        guard let bytes = OutputFile.readAll(folder.appending(path: fileName).path) else { return nil }
        var reader = CacheArchive.Reader(bytes[...])
        guard (try? reader.int()) == format, (try? reader.string()) == key else { return nil }
        return try? BuildCache(key: key, project: project, folder: folder, reading: &reader)
    }

    /// Writes the cache into `folder` (created, with a .gitignore so it never reaches a repository).
    ///
    /// Pages restored from `recordsFile` (the last cache's `pages.cache`) keep their records there;
    /// new records are appended to that file, unless it changed since, or already holds more than
    /// twice the live records' bytes (plus a megabyte, so a small site is not rewritten every few
    /// builds); then it is written anew with the live records. `made` holds records already made (`records(of:)`), by page.
    func save(to folder: URL, in recordsFile: RecordsFile? = nil, made premade: MadeRecords = [:]) throws {
        try OutputFile.createFolder(folder.path)
        let ignore = Array("# Specimen's build cache: safe to delete, never commit.\n*\n".utf8)
        let ignorePath = folder.appending(path: ".gitignore").path
        if OutputFile.readAll(ignorePath) != ignore { try OutputFile.write(ignore, to: ignorePath, atomic: true) }
        // Each rendered guide with its place among the pages, whose fields build.cache holds.
        let pages = snapshot.pages.enumerated().compactMap { index, page in snapshot.rendered[page.contentPath].map { (index: index, page: $0) } }
        // Records are self-contained, so new ones are made on every core.
        let made = pages.parallelMap { index, page -> RecordsFile.Record in
            if let kept = page.cacheRecord, kept.file === recordsFile { return .kept(kept.range) }
            if let made = premade[page.page.contentPath], made.page === page { return .new(made.record) }
            return .new(Self.record(of: page))
        }
        let path = folder.appending(path: Self.recordsFileName).path
        let live = made.reduce(0) { $0 + $1.count }
        let appended = recordsFile.flatMap { $0.stamp.size <= 2 * Int64(live) + (1 << 20) ? RecordsFile.append(made, to: path, in: $0.stamp) : nil }
        let placed = try appended ?? RecordsFile.write(made, to: path, from: recordsFile)
        // Room for all of it at once: the merged search index is most of the file, and growing a buffer of
        // megabytes copies it each time.
        let searchBytes =
            snapshot.search.map { index in
                index.pages.reduce(0) { $0 + $1.record.count + 8 } + index.postings.reduce(0) { $0 + $1.count + 4 }
                    + index.terms.reduce(0) { $0 + $1.utf8.count + 2 }
            } ?? 0
        var writer = CacheArchive.Writer(
            capacity: 65_536 + (snapshot.pages.count + snapshot.drafts.count) * 512 + (inputs.count + output.count) * 96 + searchBytes)
        writer.int(Self.format)
        writer.string(key)
        write(to: &writer, records: zip(pages, zip(placed.offsets, made)).map { ($0.index, $0.page, $1.0, $1.1.count) }, in: placed.file)
        try OutputFile.write(writer.bytes, to: folder.appending(path: Self.fileName).path, atomic: true)
    }

    /// Records made before the cache is saved (`records(of:)`), by content path, each with the page it was made of:
    /// only that very page takes it.
    typealias MadeRecords = [String: (page: RenderedPage, record: [UInt8])]

    /// The records of `pages` for `pages.cache`: self-contained, so they can be made before the cache is saved.
    static func records(of pages: [RenderedPage]) -> MadeRecords {
        Dictionary(pages.map { ($0.page.contentPath, ($0, record(of: $0))) }) { first, _ in first }
    }

    /// The record of one rendered guide: its headings, anchors and links (`CacheCodec.writeDetails`).
    private static func record(of page: RenderedPage) -> [UInt8] {
        var record = CacheArchive.Writer()
        CacheCodec.writeDetails(&record, page)
        return record.bytes
    }

    /// Project-relative paths whose stamps differ between the cache and `inputs` (added, changed or removed).
    func changedInputs(_ inputs: [String: FileStamp]) -> [String] {
        Set(inputs.keys).union(self.inputs.keys).filter { inputs[$0] != self.inputs[$0] }.sorted()
    }
}
