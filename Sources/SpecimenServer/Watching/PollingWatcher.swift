import Foundation
import SpecimenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches folders by scanning them: a file's size, modification time or inode changing
/// is a modification. The fallback where inotify is unavailable, and selectable for tests.
///
/// A scan that finds changes is followed by quick rescans until one finds nothing new, so
/// a burst of edits is delivered as one ``ChangeSet``, like the inotify watcher does.
final class PollingWatcher: WatcherBackend, @unchecked Sendable {
    /// What a scan remembers of one path.
    struct Entry: Equatable {
        var isDirectory: Bool
        var stamp: FileStamp
    }

    // `previous` is taken in `init`, then used only by the watching thread.
    private let root: String
    private let filter: WatchFilter
    private let interval: Duration
    private let quietPeriod: Duration
    private let maximumDelay: Duration
    private let deliver: @Sendable (ChangeSet) -> Void
    private let stopped = Locked(false)
    private var previous: [String: Entry]

    init(
        root: URL, filter: WatchFilter, interval: Duration, quietPeriod: Duration, maximumDelay: Duration,
        deliver: @escaping @Sendable (ChangeSet) -> Void
    ) {
        self.root = root.path
        self.filter = filter
        self.interval = interval
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
        self.deliver = deliver
        previous = [:]
        // The first scan happens now, so a change made right after `start()` is already a difference.
        previous = scan()
    }

    func start() {
        Thread.detachNewThread { self.run() }
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private func run() {
        let clock = ContinuousClock()
        var pending = ChangeSet()
        var firstChange: ContinuousClock.Instant?
        while !stopped.withLock({ $0 }) {
            let wait = pending.isEmpty ? interval : min(quietPeriod, interval)
            Thread.sleep(forTimeInterval: Double(wait.fractionalMilliseconds) / 1000)
            let current = scan()
            let changes = Self.difference(from: previous, to: current)
            previous = current
            if !changes.isEmpty {
                pending.merge(changes)
                if firstChange == nil { firstChange = clock.now }
            }
            let waitedTooLong = firstChange.map { clock.now - $0 >= maximumDelay } ?? false
            if !pending.isEmpty && (changes.isEmpty || waitedTooLong) {
                deliver(pending)
                pending = ChangeSet()
                firstChange = nil
            }
        }
    }

    /// What changed between two scans; folders are reported with a trailing `/`.
    static func difference(from old: [String: Entry], to new: [String: Entry]) -> ChangeSet {
        var changes = ChangeSet()
        for (path, entry) in new {
            let shown = entry.isDirectory ? path + "/" : path
            guard let before = old[path] else {
                changes.record(shown, .added)
                continue
            }
            if before.isDirectory != entry.isDirectory {
                changes.record(before.isDirectory ? path + "/" : path, .removed)
                changes.record(shown, .added)
            } else if !entry.isDirectory && before != entry {
                changes.record(path, .modified)
            }
        }
        for (path, entry) in old where new[path] == nil {
            changes.record(entry.isDirectory ? path + "/" : path, .removed)
        }
        return changes
    }

    /// Every watched path with its size, modification time and inode.
    private func scan() -> [String: Entry] {
        var entries: [String: Entry] = [:]
        func visit(_ path: String, following: Bool = false) {
            guard let entry = Self.entry(root + "/" + path, following: following) else { return }
            entries[path] = entry
            guard entry.isDirectory else { return }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + path)) ?? [] {
                let child = path + "/" + name
                if filter.includes(child) { visit(child) }
            }
        }
        // The watched folders themselves may be symbolic links; below them, links are not followed.
        for folder in filter.folders.sorted() { visit(folder, following: true) }
        return entries
    }

    private static func entry(_ path: String, following: Bool) -> Entry? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return Entry(isDirectory: info.st_mode & S_IFMT == S_IFDIR, stamp: FileStamp(info))
    }
}
