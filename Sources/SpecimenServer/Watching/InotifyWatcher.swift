#if os(Linux)
import Foundation
import Glibc
import SpecimenKit

/// Watches folders recursively with Linux's inotify, debouncing bursts into one ``ChangeSet``.
///
/// inotify says when a file's new text is complete: a file was renamed into place, or one that
/// existed before the burst was closed after writing or touched. After such an event, with no
/// file of the burst still open, the watcher waits only `settlePeriod` for the rest of an
/// editor's save (a touch, a backup deleted). After any other it waits the whole `quietPeriod`:
/// a file created in the burst may be a temporary one about to be renamed over a guide, and a
/// file renamed away may come back (Vim saves so).
///
/// inotify watches one folder per watch, so every folder below the watched ones gets its
/// own watch: added when a folder appears (created or moved in), removed when it goes.
/// The project folder itself is watched too, without recursion, so `theme/` can be
/// created after the preview starts. One thread reads the events; it owns every handle.
final class InotifyWatcher: WatcherBackend, @unchecked Sendable {
    // Everything but `stopped` is used only by `init`, then only by the watching thread.
    private let descriptor: Int32
    private let root: String
    private let filter: WatchFilter
    private let quietPeriod: Duration
    private let settlePeriod: Duration
    private let maximumDelay: Duration
    private let deliver: @Sendable (ChangeSet) -> Void
    private let stopped = Locked(false)
    /// Watch descriptor → watched folder, relative to `root` (`""` for `root` itself).
    private var folders: [Int32: String] = [:]
    /// Every file known to exist, so a file renamed over another reads as `modified`, not `added`.
    private var files: Set<String> = []
    /// Files created in this burst: closing one does not make a save whole.
    private var created: Set<String> = []
    /// Files created in this burst and not yet closed, renamed or deleted: while there is one, it is not over.
    /// (A link or a file never closed stays until the burst is delivered, after the quiet period.)
    private var open: Set<String> = []

    private static let rootMask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO) | UInt32(IN_ONLYDIR)
    private static let folderMask = rootMask | UInt32(IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF) | UInt32(IN_DONT_FOLLOW)

    /// Sets up the watches; throws when inotify is unavailable or out of watches.
    init(
        root: URL, filter: WatchFilter, quietPeriod: Duration, settlePeriod: Duration, maximumDelay: Duration,
        deliver: @escaping @Sendable (ChangeSet) -> Void
    ) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.root = root.path
        self.filter = filter
        self.quietPeriod = quietPeriod
        self.settlePeriod = min(settlePeriod, quietPeriod)
        self.maximumDelay = maximumDelay
        self.deliver = deliver
        guard descriptor >= 0 else { throw WatcherError(operation: "inotify_init1", path: nil, code: errno) }
        do {
            try watchProject()
        } catch {
            close(descriptor)
            throw error
        }
    }

    func start() {
        Thread.detachNewThread { self.run() }
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    // MARK: - The watching thread

    private func run() {
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        var pending = ChangeSet()
        var firstChange: ContinuousClock.Instant?
        var lastChange = clock.now
        var wait = quietPeriod

        while !stopped.withLock({ $0 }) {
            var timeout = Duration.milliseconds(100)
            if let firstChange { timeout = min(timeout, min(lastChange + wait, firstChange + maximumDelay) - clock.now) }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, Int32(max(timeout.milliseconds + 1, 0))) > 0 {
                let before = pending
                if let completed = readEvents(into: &pending, buffer: buffer) {
                    wait = completed && open.isEmpty ? settlePeriod : quietPeriod
                    if pending != before {
                        lastChange = clock.now
                        if firstChange == nil { firstChange = lastChange }
                    }
                }
            }
            // Deliver once the files settle, or anyway after the maximum delay so a file that is
            // rewritten constantly cannot starve the preview.
            if let first = firstChange, clock.now >= min(lastChange + wait, first + maximumDelay) {
                if !pending.isEmpty { deliver(pending) }
                pending = ChangeSet()
                firstChange = nil
                created = []
                open = []
            }
        }
    }

    /// Reads the waiting events into `pending`. Returns `nil` when none of them mattered, else
    /// whether the last that did completed a file's text (see the type's comment).
    private func readEvents(into pending: inout ChangeSet, buffer: UnsafeMutableRawBufferPointer) -> Bool? {
        var completed: Bool?
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else { return completed }
            var offset = 0
            // The kernel returns whole events only: a 16-byte header, then a NUL-padded name.
            while offset + 16 <= count {
                let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = UnsafeRawBufferPointer(rebasing: buffer[(offset + 16)..<min(offset + 16 + length, count)])
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if let completes = handle(watch: watch, mask: mask, name: name, into: &pending) { completed = completes }
                offset += 16 + length
            }
        }
    }

    /// Records one event; returns `nil` when it does not matter, else whether it completed a file's text.
    private func handle(watch: Int32, mask: UInt32, name: String, into pending: inout ChangeSet) -> Bool? {
        func has(_ flag: Int32) -> Bool { mask & UInt32(flag) != 0 }
        if has(IN_Q_OVERFLOW) {
            // Events were lost: start over with fresh watches, and let the rebuild cover everything.
            pending.recordOverflow()
            for watch in folders.keys { inotify_rm_watch(descriptor, watch) }
            folders = [:]
            files = []
            created = []
            open = []
            try? watchProject()
            return false
        }
        guard let folder = folders[watch] else { return nil }
        if has(IN_IGNORED) {
            folders[watch] = nil
            return nil
        }
        // A watched folder going away is reported by its parent as IN_DELETE or IN_MOVED_FROM.
        if has(IN_DELETE_SELF) || name.isEmpty { return nil }
        let path = folder.isEmpty ? name : folder + "/" + name
        guard filter.includes(path) else { return nil }

        if has(IN_ISDIR) {
            if has(IN_CREATE) || has(IN_MOVED_TO) {
                try? watchTree(path, following: folder.isEmpty)
                pending.record(path + "/", .added)
            } else if has(IN_DELETE) || has(IN_MOVED_FROM) {
                unwatchTree(path)
                pending.record(path + "/", .removed)
            } else {
                return nil
            }
            return false
        } else if folder.isEmpty && (has(IN_CREATE) || has(IN_MOVED_TO)) && isDirectory(path, following: true) {
            // A symbolic link to a folder appeared as `content` or `theme`.
            try? watchTree(path, following: true)
            pending.record(path + "/", .added)
            return false
        } else if has(IN_DELETE) || has(IN_MOVED_FROM) {
            // A file renamed or deleted away may be back in a moment (Vim saves so).
            if folder.isEmpty { unwatchTree(path) }
            files.remove(path)
            open.remove(path)
            pending.record(path, .removed)
            return false
        } else {
            pending.record(path, files.insert(path).inserted ? .added : .modified)
            if has(IN_CREATE) {
                created.insert(path)
                open.insert(path)
                return false
            }
            if has(IN_CLOSE_WRITE) { open.remove(path) }
            // Renamed into place, or written or touched when it existed before the burst: whole.
            return has(IN_MOVED_TO) || !created.contains(path)
        }
    }

    // MARK: - Watches

    private func watchProject() throws {
        let watch = inotify_add_watch(descriptor, root, Self.rootMask)
        guard watch >= 0 else { throw WatcherError(operation: "inotify_add_watch", path: root, code: errno) }
        folders[watch] = ""
        // The watched folders themselves may be symbolic links (a monorepo's shared docs); below them, links are not followed.
        for folder in filter.folders.sorted() where isDirectory(folder, following: true) {
            try watchTree(folder, following: true)
        }
    }

    /// Watches `path` and every folder below it, and learns the files already there.
    private func watchTree(_ path: String, following: Bool = false) throws {
        let absolute = root + "/" + path
        let watch = inotify_add_watch(descriptor, absolute, following ? Self.folderMask & ~UInt32(IN_DONT_FOLLOW) : Self.folderMask)
        guard watch >= 0 else {
            // Gone again before we got to it (a temporary folder): nothing to watch.
            if errno == ENOENT || errno == ENOTDIR { return }
            throw WatcherError(operation: "inotify_add_watch", path: absolute, code: errno)
        }
        folders[watch] = path
        // Listed after the watch exists, so a file written in between is seen one way or the other.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? [] {
            let child = path + "/" + name
            guard filter.includes(child) else { continue }
            if isDirectory(child) { try watchTree(child) } else { files.insert(child) }
        }
    }

    private func unwatchTree(_ path: String) {
        let prefix = path + "/"
        for (watch, folder) in folders where folder == path || folder.hasPrefix(prefix) {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
        files = files.filter { !$0.hasPrefix(prefix) }
    }

    private func isDirectory(_ path: String, following: Bool = false) -> Bool {
        var info = stat()
        guard (following ? stat(root + "/" + path, &info) : lstat(root + "/" + path, &info)) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFDIR
    }
}
#endif
