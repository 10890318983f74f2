import Foundation

/// The app's Swift files, scanned (`SwiftFileScan`): read on every core, and again only where a
/// file's stamp changed since the last scan, whether that scan is in memory (the preview) or in the
/// build cache's folder (`app-code.json`, beside the build cache).
struct AppCode: Sendable {
    /// One scanned file.
    struct File: Codable, Sendable, Equatable {
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
    static let cacheFileName = "app-code.json"

    /// Scans every Swift file of `setting`'s folders, reusing the scans of `previous` (or of the cache
    /// file in `cacheFolder`) whose file is unchanged; `changed` when any file was scanned, or is gone, since.
    static func scan(_ setting: AppCodeSetting, project: Project, previous: AppCode? = nil, cacheFolder: URL? = nil) -> (code: AppCode, changed: Bool) {
        var known: [String: File] = [:]
        if let previous {
            for file in previous.files { known[file.path] = file }
        } else if let cacheFolder, let data = FileManager.default.contents(atPath: cacheFolder.appending(path: cacheFileName).path),
                  let files = try? JSONDecoder().decode([File].self, from: data) {
            for file in files { known[file.path] = file }
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
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(files) else { return }
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try? data.write(to: cacheFolder.appending(path: Self.cacheFileName), options: .atomic)
    }

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
