import Foundation

/// The app's Swift files, scanned (`SwiftFileScan`): read on every core, and again only where a
/// file's stamp changed since the last scan, whether that scan is in memory (the preview) or in the
/// build cache's folder (`app-code.cache`, beside the build cache, in the build cache's format).
struct AppCode: Sendable {
    /// One scanned file.
    struct File: Sendable, Equatable {
        /// The path shown to people and written to `tokens.json`: relative to the project folder.
        var path: String
        /// The folder or module it belongs to: the first folder below the source folder (`Sources/OrbitCheckout/…`
        /// is `OrbitCheckout`), or the source folder's own name for a file directly in it.
        var module: String
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
        var scan: SwiftFileScan
    }

    var setting: AppCodeSetting
    /// Every Swift file of the source folders, by path.
    var files: [File]

    /// The cache file's name in the build cache's folder.
    static let cacheFileName = "app-code.cache"

    /// Scans every Swift file of `setting`'s folders, reusing the scans of `previous` (or of the cache
    /// file in `cacheFolder`) whose file is unchanged; `changed` when any file was scanned, or is gone, since.
    static func scan(_ setting: AppCodeSetting, project: Project, previous: AppCode? = nil, cacheFolder: URL? = nil) -> (code: AppCode, changed: Bool) {
        var known: [String: File] = [:]
        if let previous {
            for file in previous.files { known[file.path] = file }
        } else if let cacheFolder {
            for file in cached(in: cacheFolder) { known[file.path] = file }
        }
        var wanted: [(url: URL, path: String, module: String, stamp: FileStamp)] = []
        var seen: Set<String> = []
        for folder in setting.folders {
            let base = relativePath(folder.url, from: project.root)
            for (relative, stamp) in FileStamp.stamps(under: folder.url) where relative.hasSuffix(".swift") && !relative.split(separator: "/").contains(".build") {
                let path = base.isEmpty ? relative : base + "/" + relative
                guard seen.insert(path).inserted else { continue }
                let module = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : folder.url.lastPathComponent
                wanted.append((folder.url.appending(path: relative), path, module, stamp))
            }
        }
        wanted.sort { $0.path < $1.path }
        let files = wanted.parallelMap { [known] file -> File in
            if let old = known[file.path], old.size == file.stamp.size, old.seconds == file.stamp.seconds, old.nanoseconds == file.stamp.nanoseconds {
                var kept = old
                kept.module = file.module
                return kept
            }
            // Not UTF-8 is read as far as it decodes; invalid bytes become U+FFFD, which Swift rejects only there.
            let text = FileManager.default.contents(atPath: file.url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return File(path: file.path, module: file.module, size: file.stamp.size, seconds: file.stamp.seconds,
                        nanoseconds: file.stamp.nanoseconds, scan: SwiftFileScan.scan(text))
        }
        let changed = files.count != known.count || zip(files, files.map { known[$0.path] }).contains { $0 != $1 }
        return (AppCode(setting: setting, files: files), changed)
    }

    /// Keeps the scans for the next build (`scan(_:project:previous:cacheFolder:)`); a cache that cannot be written is only slower.
    func save(to cacheFolder: URL) {
        Self.save(files, to: cacheFolder)
    }

    /// Writes `files` as the cache file in `cacheFolder`.
    static func save(_ files: [File], to cacheFolder: URL) {
        var writer = CacheArchive.Writer()
        writer.int(cacheFormat)
        writer.array(files) { writer, file in
            writer.string(file.path)
            writer.string(file.module)
            writer.int(Int(file.size))
            writer.int(Int(file.seconds))
            writer.int(Int(file.nanoseconds))
            writer.bool(file.scan.generated)
            writer.bool(file.scan.declaresHexInitialiser)
            writer.array(file.scan.references) { writer, reference in
                writer.string(reference.member)
                writer.int(reference.line)
                writer.int(reference.column)
            }
            writer.array(file.scan.literals) { writer, literal in
                writer.string(literal.place.rawValue)
                writer.array(literal.value) { $0.double($1) }
                writer.plainString(literal.text)
                writer.int(literal.line)
                writer.int(literal.column)
                writer.bool(literal.viaHex)
            }
        }
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: cacheFolder.appending(path: cacheFileName), options: .atomic)
    }

    /// The scans the cache file in `cacheFolder` keeps; none when there is none, or it is not one this version wrote.
    static func cached(in cacheFolder: URL) -> [File] {
        guard let data = FileManager.default.contents(atPath: cacheFolder.appending(path: cacheFileName).path) else { return [] }
        var reader = CacheArchive.Reader(ArraySlice(data))
        return (try? {
            guard try reader.int() == cacheFormat else { throw CacheArchive.Unreadable() }
            return try reader.array { reader in
                let path = try reader.string(), module = try reader.string()
                let size = try reader.int(), seconds = try reader.int(), nanoseconds = try reader.int()
                var scan = SwiftFileScan()
                scan.generated = try reader.bool()
                scan.declaresHexInitialiser = try reader.bool()
                scan.references = try reader.array { reader in
                    SwiftFileScan.Reference(member: try reader.string(), line: try reader.int(), column: try reader.int())
                }
                scan.literals = try reader.array { reader in
                    guard let place = SwiftFileScan.Place(rawValue: try reader.string()) else { throw CacheArchive.Unreadable() }
                    return SwiftFileScan.Literal(
                        place: place, value: try reader.array { try $0.double() }, text: try reader.plainString(),
                        line: try reader.int(), column: try reader.int(), viaHex: try reader.bool()
                    )
                }
                return File(path: path, module: module, size: Int64(size), seconds: Int64(seconds), nanoseconds: Int64(nanoseconds), scan: scan)
            }
        }()) ?? []
    }

    /// The cache file's version: a file another version wrote is not read.
    private static let cacheFormat = 1

    /// Whether `projectPath` (relative to the project folder) is a Swift file in one of the source folders.
    func contains(projectPath: String, project: Project) -> Bool {
        guard projectPath.hasSuffix(".swift") else { return false }
        let url = project.root.appending(path: projectPath).standardizedFileURL.path
        return setting.folders.contains { url.hasPrefix($0.url.path + "/") }
    }

    /// `url` relative to `root`, with `..` where it is outside (`../App/Sources`); `""` for `root` itself.
    static func relativePath(_ url: URL, from root: URL) -> String {
        let target = url.standardizedFileURL.pathComponents, base = root.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
