import Foundation
import SpecimenDiagnostics

/// The app's Swift files, scanned (`SwiftFileScan`): read on every core, and again only where a
/// file's stamp changed since the last scan, whether that scan is in memory (the preview) or in the
/// build cache's folder (`app-code.cache`, beside the build cache, in the build cache's format).
struct AppCode: Sendable {
    /// One scanned file.
    struct File: Sendable, Equatable {
        /// The path shown to people and written to `tokens.json`: relative to the project folder.
        var path: String
        /// The folder or module it belongs to (see `scan`).
        var module: String
        /// The file as it was when scanned.
        var stamp: FileStamp
        var scan: SwiftFileScan
    }

    var setting: AppCodeSetting
    /// Every Swift file of the source folders, by path.
    var files: [File]

    /// The cache file's name in the build cache's folder.
    static let cacheFileName = "app-code.cache"

    /// What the cache file is valid for: this binary and these `--swift-sources`, whatever else a build or a
    /// `tokens diff` was asked (the base URL, drafts), so that both read and keep the same scans.
    static func cacheKey(swiftSources: [URL]) -> String {
        "app code\n" + BuildCache.binaryStamp + swiftSources.map { "\n--swift-sources " + $0.standardizedFileURL.path }.joined()
    }

    /// What a scan found against the last one.
    struct Scanned: Sendable {
        var code: AppCode
        /// Files were read, or are gone: the cache file is out of date.
        var rescanned: Bool
        /// What the files hold changed (not only their stamps): the pages that show it are out of date.
        var changed: Bool
    }

    /// Scans every Swift file of `setting`'s folders, reusing the scans of `previous` (or of the cache file in
    /// `cacheFolder`, written by the build whose cache key is `key`) for files with the same stamp.
    ///
    /// A file's module is the folder it is in below the source folder (`Sources/OrbitCheckout/…` is
    /// `OrbitCheckout`); a source folder with Swift files of its own is one module, named after it, as a
    /// target's folder is (`--swift-sources Sources/Orbit`).
    static func scan(_ setting: AppCodeSetting, project: Project, previous: AppCode? = nil, cacheFolder: URL? = nil, key: String = "") -> Scanned {
        var known: [String: File] = [:]
        if let previous {
            for file in previous.files { known[file.path] = file }
        } else if let cacheFolder {
            for file in cached(in: cacheFolder, key: key) { known[file.path] = file }
        }
        var wanted: [(url: URL, path: String, module: String, stamp: FileStamp)] = []
        var seen: Set<String> = []
        for folder in setting.folders {
            let base = project.displayPath(folder.url, climbing: true)
            let stamps = FileStamp.stamps(under: folder.url).filter { $0.key.hasSuffix(".swift") }
            let isModule = stamps.keys.contains { !$0.contains("/") }
            for (relative, stamp) in stamps {
                let path = base.isEmpty ? relative : base + "/" + relative
                guard seen.insert(path).inserted else { continue }
                let module = isModule || !relative.contains("/") ? folder.url.lastPathComponent : String(relative.prefix { $0 != "/" })
                wanted.append((folder.url.appending(path: relative), path, module, stamp))
            }
        }
        wanted.sort { $0.path < $1.path }
        let files = wanted.parallelMap { [known] file -> File in
            if let old = known[file.path], old.stamp == file.stamp {
                var kept = old
                kept.module = file.module
                return kept
            }
            // Not UTF-8 is read as far as it decodes; invalid bytes become U+FFFD, which Swift rejects only there.
            let text = FileManager.default.contents(atPath: file.url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return File(path: file.path, module: file.module, stamp: file.stamp, scan: SwiftFileScan.scan(text))
        }
        let before = files.map { known[$0.path] }
        let rescanned = files.count != known.count || zip(files, before).contains { $0.stamp != $1?.stamp }
        let changed = files.count != known.count || zip(files, before).contains { $0.scan != $1?.scan || $0.module != $1?.module }
        return Scanned(code: AppCode(setting: setting, files: files), rescanned: rescanned, changed: changed)
    }

    /// Keeps the scans for the next build, whose build cache key is `key`; a cache that cannot be written is only slower.
    func save(to cacheFolder: URL, key: String) {
        Self.save(files, to: cacheFolder, key: key)
    }

    /// Writes `files` as the cache file in `cacheFolder`, for builds whose key is `key` (`BuildCache.key`:
    /// another Specimen, which may read Swift differently, reads every file again).
    static func save(_ files: [File], to cacheFolder: URL, key: String) {
        var writer = CacheArchive.Writer()
        writer.int(cacheFormat)
        writer.plainString(key)
        writer.array(files) { writer, file in
            writer.string(file.path)
            writer.string(file.module)
            writer.int(Int(file.stamp.size))
            writer.int(Int(file.stamp.seconds))
            writer.int(Int(file.stamp.nanoseconds))
            writer.int(Int(Int64(bitPattern: file.stamp.inode)))
            writer.bool(file.scan.generated)
            writer.array(file.scan.hexInitialisers) { $0.string($1) }
            writer.array(file.scan.aliases.sorted { $0.key < $1.key }) { writer, alias in
                writer.string(alias.key)
                writer.string(alias.value)
            }
            writer.array(file.scan.extendedTypes) { $0.string($1) }
            writer.array(file.scan.references) { writer, reference in
                writer.string(reference.member)
                writer.optional(reference.root) { $0.string($1) }
                writer.int(reference.line)
                writer.int(reference.column)
            }
            writer.array(file.scan.literals) { writer, literal in
                writer.string(literal.place.rawValue)
                writer.array(literal.value) { $0.double($1) }
                writer.plainString(literal.text)
                writer.int(literal.line)
                writer.int(literal.column)
                writer.string(literal.callee)
                writer.bool(literal.viaHex)
            }
            writer.optional(file.scan.unread) { writer, place in
                writer.int(place.line)
                writer.int(place.column)
            }
        }
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: cacheFolder.appending(path: cacheFileName), options: .atomic)
    }

    /// The scans the cache file in `cacheFolder` keeps; none when there is none, or another build (another key,
    /// another version of the file) wrote it.
    static func cached(in cacheFolder: URL, key: String) -> [File] {
        guard let data = FileManager.default.contents(atPath: cacheFolder.appending(path: cacheFileName).path) else { return [] }
        var reader = CacheArchive.Reader(ArraySlice(data))
        return
            (try? {
                guard try reader.int() == cacheFormat, try reader.plainString() == key else { throw CacheArchive.Unreadable() }
                return try reader.array { reader in
                    let path = try reader.string(), module = try reader.string()
                    let stamp = FileStamp(
                        size: Int64(try reader.int()), seconds: Int64(try reader.int()), nanoseconds: Int64(try reader.int()),
                        inode: UInt64(bitPattern: Int64(try reader.int())))
                    var scan = SwiftFileScan()
                    scan.generated = try reader.bool()
                    scan.hexInitialisers = try reader.array { try $0.string() }
                    for (alias, type) in try reader.array({ (try $0.string(), try $0.string()) }) { scan.aliases[alias] = type }
                    scan.extendedTypes = try reader.array { try $0.string() }
                    scan.references = try reader.array { reader in
                        SwiftFileScan.Reference(
                            member: try reader.string(), root: try reader.optional { try $0.string() }, line: try reader.int(),
                            column: try reader.int())
                    }
                    scan.literals = try reader.array { reader in
                        guard let place = SwiftFileScan.Place(rawValue: try reader.string()) else { throw CacheArchive.Unreadable() }
                        return SwiftFileScan.Literal(
                            place: place, value: try reader.array { try $0.double() }, text: try reader.plainString(),
                            line: try reader.int(), column: try reader.int(), callee: try reader.string(), viaHex: try reader.bool()
                        )
                    }
                    scan.unread = try reader.optional { SwiftFileScan.Position(line: try $0.int(), column: try $0.int()) }
                    return File(path: path, module: module, stamp: stamp, scan: scan)
                }
            }()) ?? []
    }

    /// The cache file's version: a file another version wrote is not read.
    private static let cacheFormat = 3

    /// What `projectPath` (relative to the project folder) is to the app's code: `true` for a Swift file in a
    /// source folder; `false` for any other file in the top-level folders that hold them (an asset catalogue,
    /// a target that is not named), which the preview watches but no page shows; `nil` for anything else.
    func kind(ofProjectPath projectPath: String, project: Project) -> Bool? {
        let top = projectPath.prefix { $0 != "/" }
        guard top != "content", top != "theme" else { return nil }
        let url = project.root.appending(path: projectPath).standardizedFileURL.path
        if projectPath.hasSuffix(".swift"), setting.folders.contains(where: { url.hasPrefix($0.url.path + "/") }) { return true }
        return setting.topFolders(in: project).contains(String(top)) ? false : nil
    }
}
