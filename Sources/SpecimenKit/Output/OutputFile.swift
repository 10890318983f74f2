import Foundation
import SpecimenDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files of a built site with plain system calls (and reads the build cache back the same way).
///
/// Foundation's `Data.write(to:)` calls `fsync` on every file, which on ext4 costs a
/// millisecond or more each: most of a 1,000-page build's writing time. A built site is
/// regenerable output, swapped in whole (`StagedOutput`) or replaced file by file in one step
/// (`write(_:to:atomic:)`), so it needs no per-file flush to disk. Sources and user files (`fix-encoding`,
/// `init`) still go through Foundation.
enum OutputFile {
    /// Writes `text` to `path`, replacing the file, and returns the written file's stamp. `atomic`
    /// writes a temporary file beside it and puts it in the old one's place in one step, so a reader
    /// (the preview's browser) never sees half a file; the move keeps the stamp.
    @discardableResult
    static func write(_ text: String, to path: String, atomic: Bool) throws -> FileStamp {
        var text = text
        return try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path, atomic: atomic) }
    }

    /// Writes `data` to `path`; see `write(_:to:atomic:)`.
    @discardableResult
    static func write(_ data: Data, to path: String, atomic: Bool) throws -> FileStamp {
        try data.withUnsafeBytes { try write($0, to: path, atomic: atomic) }
    }

    /// Writes `bytes` to `path`; see `write(_:to:atomic:)`. `makingFolder` creates the file's folder (and its parents)
    /// when it is not there: only then, as the folders of a staged build were made while its pages rendered.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, atomic: Bool, makingFolder: Bool = false) throws -> FileStamp {
        try bytes.withUnsafeBytes { try write($0, to: path, atomic: atomic, makingFolder: makingFolder) }
    }

    /// Everything `path` holds, read until its end as `FileManager.contents(atPath:)` reads, but straight into an
    /// array (Foundation's reading was a third of loading a guide). The size the file gives is only where reading
    /// starts: a file that says it is empty (in /proc) or changes while it is read gives what it holds. `nil` when
    /// it cannot be opened or read.
    static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? max(Int(info.st_size), 0) : 0
        var bytes: [UInt8] = []
        while true {
            // What the size says is left and a byte more, so the read that finds the end needs no room of its own.
            let room = bytes.count <= size ? size + 1 - bytes.count : max(bytes.count, 4096)
            var result = 0
            let more = [UInt8](unsafeUninitializedCapacity: room) { buffer, done in
                repeat { result = Foundation.read(descriptor, buffer.baseAddress!, room) } while result < 0 && errno == EINTR
                done = max(result, 0)
            }
            guard result >= 0 else { return nil }
            if result == 0 { return bytes }
            if bytes.isEmpty { bytes = more } else { bytes += more }
        }
    }

    /// `count` bytes of the open file `descriptor`, from `offset` (without moving the file's
    /// position, so threads can share it) or from its position; `nil` when fewer can be read.
    static func read(_ count: Int, from descriptor: Int32, at offset: Int? = nil) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
            done = 0
            while done < count {
                let result =
                    offset.map { pread(descriptor, buffer.baseAddress! + done, count - done, off_t($0 + done)) }
                    ?? Foundation.read(descriptor, buffer.baseAddress! + done, count - done)
                if result < 0 && errno == EINTR { continue }
                if result <= 0 { break }
                done += result
            }
            complete = done == count
        }
        return complete ? bytes : nil
    }

    /// Creates the folder `path`, which must not be there yet (its parent must).
    static func createNewFolder(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw failure("could not create the folder", path) }
    }

    /// Creates `path` and any missing parents; an existing folder is fine.
    static func createFolder(_ path: String) throws {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw failure("could not create the folder", path) }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path else { throw failure("could not create the folder", path) }
        try createFolder(parent)
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw failure("could not create the folder", path) }
    }

    /// Removes `path` and, if it is a folder, everything in it; false if something could not be removed.
    ///
    /// A site replaced by a full build is a thousand folders of one page each. Their entries are removed on every
    /// core, by name inside an open folder and told apart by what `readdir` says they are, so no path is looked up
    /// twice and no file is asked for its metadata: FileManager's removal of 1,000 pages took longer on disk than
    /// laying them out. A symbolic link is removed, never followed.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        let root = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard root >= 0 else { return unlink(path) == 0 || errno == ENOENT }
        defer { close(root) }
        let (children, removedFiles) = removeFiles(in: root)
        var removed = removedFiles
        // Pages are one or two levels down (`page/index.html`, `section/page/index.html`): the folders in `path` are
        // emptied of files on every core, then the folders in those removed on every core. A few dozen folders are
        // held open at a time.
        var start = 0
        while start < children.count {
            let batch = Array(children[start..<min(start + 64, children.count)])
            start += batch.count
            let opened = batch.parallelMap { name -> (folder: Int32, subfolders: [String], removed: Bool) in
                let folder = openat(root, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard folder >= 0 else { return (-1, [], unlinkat(root, name, 0) == 0 || errno == ENOENT) }
                let (subfolders, removed) = removeFiles(in: folder)
                return (folder, subfolders, removed)
            }
            let deeper = opened.flatMap { child in child.subfolders.map { (parent: child.folder, name: $0) } }
            let each = deeper.parallelMap { removeTree(in: $0.parent, named: $0.name) }
            removed = removed && each.allSatisfy { $0 } && opened.allSatisfy(\.removed)
            for (name, child) in zip(batch, opened) where child.folder >= 0 {
                close(child.folder)
                if unlinkat(root, name, AT_REMOVEDIR) != 0 { removed = false }
            }
        }
        return rmdir(path) == 0 && removed
    }

    /// Removes the entry `name` of the open folder `parent`, and everything in it when it is a folder, on one thread.
    private static func removeTree(in parent: Int32, named name: String) -> Bool {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return unlinkat(parent, name, 0) == 0 || errno == ENOENT }
        var (subfolders, removed) = removeFiles(in: folder)
        for subfolder in subfolders where !removeTree(in: folder, named: subfolder) { removed = false }
        close(folder)
        return unlinkat(parent, name, AT_REMOVEDIR) == 0 && removed
    }

    /// Unlinks every entry of the open `folder` that is not a folder; returns the names of those that are, and
    /// whether the rest all went. Names are read first and unlinked after: some file systems skip entries of a
    /// folder changed while it is read. The descriptor stays open: the caller closes it.
    private static func removeFiles(in folder: Int32) -> (folders: [String], removed: Bool) {
        let reading = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard reading >= 0, let directory = fdopendir(reading) else {
            if reading >= 0 { close(reading) }
            return ([], false)
        }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var folders: [String] = []
        var files: [String] = []
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            if name[0] == CChar(UInt8(ascii: ".")) && (name[1] == 0 || (name[1] == CChar(UInt8(ascii: ".")) && name[2] == 0)) { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder { folders.append(String(cString: name)) } else { files.append(String(cString: name)) }
        }
        closedir(directory)
        var removed = true
        for file in files where unlinkat(folder, file, 0) != 0 && errno != ENOENT { removed = false }
        return (folders, removed)
    }

    /// Numbers the temporary files of atomic writes, which run on several threads at once.
    private static let temporaryNames = Locked(0)

    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String, atomic: Bool, makingFolder: Bool = false) throws -> FileStamp {
        var target = path
        if atomic {
            let number = temporaryNames.withLock { count -> Int in
                count += 1
                return count
            }
            target += ".specimen-\(getpid())-\(number)"
        }
        var descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        // A missing folder, or a file where a folder should be: `createFolder` says which, as it did before the file.
        if descriptor < 0, errno == ENOENT || errno == ENOTDIR, makingFolder {
            try createFolder((path as NSString).deletingLastPathComponent)
            descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw failure("could not create", path) }
        guard writeAll(bytes, to: descriptor) else {
            let error = failure("could not write", path)
            close(descriptor)
            if atomic { unlink(target) }
            throw error
        }
        // The build cache records what was written; asking the open file costs no second path lookup.
        var info = stat()
        let stamped = fstat(descriptor, &info) == 0
        guard close(descriptor) == 0, stamped else {
            let error = failure("could not finish writing", path)
            if atomic { unlink(target) }
            throw error
        }
        if atomic {
            // A file already there is traded for the new one and then unlinked: renaming over it makes ext4 start
            // writing the new file to disk at once (auto_da_alloc), 1.7 ms against 0.4 for the 1.7 MB of a
            // build cache. A reader sees the old file or the new one either way. That early write guards
            // against a crash leaving an empty file; output and cache need no such guard, as the build cache
            // compares every file it recorded with what is there and builds everything on any difference.
            var old = stat()
            if lstat(path, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG, exchange(target, path) {
                unlink(target)
            } else if rename(target, path) != 0 {
                let error = failure("could not replace", path)
                unlink(target)
                throw error
            }
        }
        return FileStamp(info)
    }

    /// Swaps two existing paths atomically; false when the system cannot (then nothing moved).
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 else { return false }
        // AT_FDCWD: relative paths are relative to the working folder, as for rename. RENAME_EXCHANGE is 1 << 1 in <stdio.h>.
        return renameat2(-100, first, -100, second, 1 << 1) == 0
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// glibc's `renameat2` (2.28 and later), looked up at run time because Swift's Glibc module does not export it.
    private static let renameat2: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
    #endif

    /// Appends `bytes` to the file at `path` if it is still the file `stamp` describes, and returns
    /// its new stamp; `nil` when it is not, or the write failed (the build cache's records, see `BuildCache`).
    static func append(_ bytes: [UInt8], to path: String, ifStamp stamp: FileStamp) -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileStamp(info) == stamp,
            bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }), fstat(descriptor, &info) == 0
        else { return nil }
        return FileStamp(info)
    }

    /// Writes all of `bytes` to `descriptor`; false on an error.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    private static func failure(_ what: String, _ path: String) -> CocoaError {
        let reason = String(cString: strerror(errno))
        return CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(what) \(path): \(reason)"])
    }
}
