import Foundation
import SpecimenDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from another without reading it: size, modification
/// time to the nanosecond, and inode (an editor that saves by rename makes a new one).
public struct FileStamp: Hashable, Sendable {
    /// Bytes.
    public var size: Int64
    /// Modification time: whole seconds since 1970.
    public var seconds: Int64
    /// Modification time: the nanoseconds past `seconds`.
    public var nanoseconds: Int64
    /// The file's inode number.
    public var inode: UInt64

    /// A stamp from its parts (the build cache reads them back this way).
    public init(size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
    }

    /// The stamp of the file at `path`, following symbolic links; `nil` when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp in what `stat` returned.
    public init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int64(info.st_mtimespec.tv_sec)
        nanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        inode = UInt64(info.st_ino)
    }

    /// Every regular file under `folder`, by path relative to it with `prefix` in front; hidden
    /// files and folders are skipped. Symbolic links are followed; a
    /// link back to a folder the walk is already inside is not, so a cycle ends.
    ///
    /// This is how the site loader and the theme list their files, so the build cache sees
    /// exactly the files a build reads.
    static func stamps(under folder: URL, prefix: String = "") -> [String: FileStamp] {
        // The folders at the top are walked on all cores: a big content/ is a dozen sections of a thousand files.
        var top = Walk()
        var folders: [(path: String, relative: String)] = []
        top.walk(folder.standardizedFileURL.path, prefix) { folders.append(($0, $1)) }
        let inside = top.inside
        let below = folders.parallelMap { folder -> [String: FileStamp] in
            var walk = Walk(inside: inside)
            walk.walk(folder.path, folder.relative)
            return walk.stamps
        }
        return below.reduce(top.stamps) { $0.merging($1) { a, _ in a } }
    }

    /// One walk down a folder tree. Each folder is opened once and its entries are stamped by name
    /// relative to it: stamping every file by its full path looked up every folder above it again.
    private struct Walk {
        /// The folders the walk is inside (device and inode), so that a link back to one of them is not followed.
        var inside: Set<[UInt64]> = []
        /// The files found, by path with the prefix.
        var stamps: [String: FileStamp] = [:]

        /// Records the files in `path` and walks its folders, or hands each to `deeper` instead.
        mutating func walk(_ path: String, _ relative: String, deeper: ((String, String) -> Void)? = nil) {
            walk(open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), path, relative, deeper: deeper)
        }

        /// The same for the folder open as `folder`, which is closed when done.
        private mutating func walk(_ folder: Int32, _ path: String, _ relative: String, deeper: ((String, String) -> Void)?) {
            guard folder >= 0 else { return }
            var folderInfo = stat()
            guard fstat(folder, &folderInfo) == 0, let directory = fdopendir(folder) else {
                close(folder)
                return
            }
            defer { closedir(directory) }
            let identity = [UInt64(folderInfo.st_dev), UInt64(folderInfo.st_ino)]
            guard inside.insert(identity).inserted else { return }
            defer { if deeper == nil { inside.remove(identity) } }
            while let entry = readdir(directory) {
                let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
                let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
                guard cName.pointee != CChar(UInt8(ascii: ".")) else { continue }
                var info = stat()
                guard fstatat(folder, cName, &info, 0) == 0 else { continue }
                let name = String(cString: cName)
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if let deeper {
                        deeper(path + "/" + name, relative + name + "/")
                    } else {
                        walk(openat(folder, cName, O_RDONLY | O_DIRECTORY | O_CLOEXEC), path + "/" + name, relative + name + "/", deeper: nil)
                    }
                } else if (info.st_mode & S_IFMT) == S_IFREG {
                    stamps[relative + name] = FileStamp(info)
                }
            }
        }
    }

    /// The files of `stamps`, by path inside `folder`, that are not there with that stamp. Files are
    /// grouped by the folder two levels above them (a page is `section/page/index.html`), which is
    /// opened once, and stamped on all cores.
    static func mismatches(_ stamps: [String: FileStamp], in folder: String) -> [String] {
        var groups: [Substring: [(path: String, name: String, stamp: FileStamp)]] = [:]
        let slash = UInt8(ascii: "/")
        for (path, stamp) in stamps {
            let last = path.utf8.lastIndex(of: slash)
            if let cut = last.flatMap({ path.utf8[..<$0].lastIndex(of: slash) }) {
                groups[path[..<cut], default: []].append((path, String(path[path.utf8.index(after: cut)...]), stamp))
            } else {
                groups["", default: []].append((path, path, stamp))
            }
        }
        return Array(groups).parallelMap { group, files -> [String] in
            let opened = open(group.isEmpty ? folder : folder + "/" + group, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard opened >= 0 else { return files.map(\.path) }
            defer { close(opened) }
            return files.compactMap { file in
                var info = stat()
                return fstatat(opened, file.name, &info, 0) == 0 && FileStamp(info) == file.stamp ? nil : file.path
            }
        }.flatMap { $0 }
    }
}
