import Foundation
import SpecimenKit

/// Watches a project's folders and delivers one merged ``ChangeSet`` per burst of edits.
///
/// On Linux it uses inotify; elsewhere, or when asked (tests, network file systems), it
/// scans modification times and sizes. Either way events are debounced: changes are
/// collected until the files have been quiet for `quietPeriod` (or the shorter `settlePeriod`
/// once inotify says a file is whole), so an editor's write-temp-rename-touch save is one
/// change set, and so one rebuild (two, when the machine is so busy that the touch comes more
/// than the settle period after the rename).
public struct FileWatcher: Sendable {
    /// How changes are detected.
    public enum Backend: Sendable, Equatable {
        /// inotify on Linux, polling elsewhere or when inotify cannot be set up.
        case automatic
        /// A scan of modification times and sizes every `interval`.
        case polling(interval: Duration)

        /// Polling every 250 ms.
        public static var polling: Backend { .polling(interval: .milliseconds(250)) }
    }

    /// The project folder; reported paths are relative to it.
    public var root: URL
    /// Which paths matter.
    public var filter: WatchFilter
    /// How changes are detected.
    public var backend: Backend
    /// How long the files must be quiet before a burst of changes is delivered.
    public var quietPeriod: Duration
    /// How long to wait instead once a file's new text is known to be complete (inotify only:
    /// it was renamed into place, or written in place and closed), for the rest of an editor's save.
    public var settlePeriod: Duration
    /// How long a burst may last before it is delivered anyway, so a file rewritten without pause cannot starve the preview.
    public var maximumDelay: Duration
    /// Whether the repository's tags are watched too, for the Changes section (`GitTagWatcher`): every `tagInterval`.
    public var watchesTags = false
    public var tagInterval: Duration = .seconds(1)

    /// A watcher of `folders` (recursively) inside the project folder `root`.
    public init(
        root: URL,
        folders: Set<String> = ["content", "theme"],
        backend: Backend = .automatic,
        quietPeriod: Duration = .milliseconds(40),
        settlePeriod: Duration = .milliseconds(10),
        maximumDelay: Duration = .milliseconds(500)
    ) {
        self.root = root.standardizedFileURL
        filter = WatchFilter(folders: folders)
        self.backend = backend
        self.quietPeriod = quietPeriod
        self.settlePeriod = settlePeriod
        self.maximumDelay = maximumDelay
    }

    /// Starts watching now: every change from this moment on is delivered by the returned sequence.
    /// Watching stops when the sequence's iteration ends or is cancelled.
    public func start() -> FileChanges {
        let pending = Locked(ChangeSet())
        let (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let deliver: @Sendable (ChangeSet) -> Void = { batch in
            pending.withLock { $0.merge(batch) }
            continuation.yield()
        }
        let (watcher, method) = makeBackend(deliver: deliver)
        let tags = watchesTags ? GitTagWatcher(root: root, interval: tagInterval, deliver: deliver) : nil
        continuation.onTermination = { _ in
            watcher.stop()
            tags?.stop()
        }
        watcher.start()
        tags?.start()
        return FileChanges(method: method, signals: signals, pending: pending)
    }

    private func makeBackend(deliver: @escaping @Sendable (ChangeSet) -> Void) -> (any WatcherBackend, String) {
        func polling(_ interval: Duration, note: String = "") -> (any WatcherBackend, String) {
            let watcher = PollingWatcher(
                root: root, filter: filter, interval: interval, quietPeriod: quietPeriod, maximumDelay: maximumDelay, deliver: deliver
            )
            return (watcher, "polling every \(interval.milliseconds) ms\(note)")
        }
        switch backend {
        case let .polling(interval):
            return polling(interval)
        case .automatic:
            #if os(Linux)
            do {
                let watcher = try InotifyWatcher(
                    root: root, filter: filter, quietPeriod: quietPeriod, settlePeriod: settlePeriod, maximumDelay: maximumDelay, deliver: deliver)
                return (watcher, "inotify")
            } catch {
                return polling(.milliseconds(250), note: " (\(error))")
            }
            #else
            return polling(.milliseconds(250))
            #endif
        }
    }
}

/// What a watcher backend offers: it runs on its own thread until stopped.
protocol WatcherBackend: AnyObject, Sendable {
    /// Starts the watching thread.
    func start()
    /// Asks the watching thread to finish; it does within a tenth of a second.
    func stop()
}

/// The change sets a ``FileWatcher`` delivers, one per burst of edits.
///
/// Changes that arrive while the consumer is busy (a rebuild is running) are merged into
/// one set, so a slow build is followed by one catch-up build, not a queue of them.
public struct FileChanges: AsyncSequence, Sendable {
    /// One burst of changes.
    public typealias Element = ChangeSet

    /// How changes are detected, for the start-up line: `inotify` or `polling every 250 ms`.
    public let method: String
    let signals: AsyncStream<Void>
    let pending: Locked<ChangeSet>

    /// Iterates over bursts of changes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var signals: AsyncStream<Void>.AsyncIterator
        let pending: Locked<ChangeSet>

        /// Waits for the next burst; `nil` once watching has stopped.
        public mutating func next() async -> ChangeSet? {
            while await signals.next() != nil {
                let batch = pending.withLock { batch in
                    defer { batch = ChangeSet() }
                    return batch
                }
                if !batch.isEmpty { return batch }
            }
            return nil
        }
    }

    /// Starts iterating.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(signals: signals.makeAsyncIterator(), pending: pending)
    }
}
