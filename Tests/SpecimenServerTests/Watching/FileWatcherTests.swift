import Foundation
import SpecimenKit
import Testing

@testable import SpecimenServer

/// Collects what a watcher delivers, for waiting on with a timeout.
final class ChangeCollector: @unchecked Sendable {
    private let sets = Locked<[ChangeSet]>([])
    private var task: Task<Void, Never>?
    let method: String

    init(_ watcher: FileWatcher) {
        let changes = watcher.start()
        method = changes.method
        let sets = sets
        task = Task {
            for await set in changes { sets.withLock { $0.append(set) } }
        }
    }

    deinit { task?.cancel() }

    /// The next change set; fails after `timeout`.
    ///
    /// Looked for once more when the deadline has passed: on a busy machine (the whole suite on two cores) a sleep
    /// can end long after it, and what arrived meanwhile counts.
    func next(timeout: Duration = waitBound) async throws -> ChangeSet {
        let deadline = ContinuousClock.now + timeout.scaled
        while true {
            let passed = ContinuousClock.now >= deadline
            if let set = sets.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return set }
            if passed { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw ClientError(description: "no change set within \(timeout)")
    }

    /// Change sets until one contains `path`, merged; fails after `timeout`.
    func until(_ path: String, timeout: Duration = waitBound) async throws -> ChangeSet {
        var merged = ChangeSet()
        let deadline = ContinuousClock.now + timeout.scaled
        while merged.changes[path] == nil {
            merged.merge(try await next(timeout: max(deadline - ContinuousClock.now, .zero)))
        }
        return merged
    }

    /// Whatever arrives within `duration` (expected: nothing).
    func quiet(for duration: Duration = .milliseconds(400)) async throws -> [ChangeSet] {
        try await Task.sleep(for: duration)
        return sets.withLock { sets in
            defer { sets = [] }
            return sets
        }
    }
}

@Suite("File watcher", .serialized)
struct FileWatcherTests {
    static let backends: [FileWatcher.Backend] = [.automatic, .polling(interval: .milliseconds(50))]

    private func watch(_ project: TestProject, _ backend: FileWatcher.Backend) -> ChangeCollector {
        ChangeCollector(FileWatcher(root: project.root, backend: backend))
    }

    @Test func linuxUsesInotify() throws {
        #if os(Linux)
        let project = try TestProject()
        #expect(watch(project, .automatic).method == "inotify")
        #expect(watch(project, .polling(interval: .milliseconds(50))).method == "polling every 50 ms")
        #endif
    }

    @Test(arguments: backends)
    func newAndDeletedFilesAreSeen(backend: FileWatcher.Backend) async throws {
        let project = try TestProject()
        let watcher = watch(project, backend)
        try project.write("content/new.md", "# New\n")
        #expect(try await watcher.until("content/new.md").changes["content/new.md"] == .added)
        try project.remove("content/guide.md")
        #expect(try await watcher.until("content/guide.md").changes["content/guide.md"] == .removed)
    }

    @Test(arguments: backends)
    func anEditorSaveIsOneChange(backend: FileWatcher.Backend) async throws {
        let project = try TestProject()
        let watcher = watch(project, backend)
        try project.save("content/guide.md", "---\ntitle: Guide\n---\n\nSecond version.\n")
        let set = try await watcher.next()
        #expect(set.changes == ["content/guide.md": .modified])
        // The temporary file never shows. The touch that ends the save joins the rename when it follows within
        // the settle period (10 ms); a machine so busy that more comes between them makes it one more edit.
        let later = try await watcher.quiet()
        #expect(later.count <= 1)
        #expect(later.allSatisfy { $0.changes == ["content/guide.md": .modified] })
    }

    /// inotify tells when a save is whole. Renamed into place or written in place, it is delivered after the
    /// settle period; a file created in the burst waits the quiet period, for it may be a temporary file
    /// about to be renamed over a guide.
    @Test func aWholeSaveIsDeliveredAfterTheSettlePeriodAndANewFileAfterTheQuietPeriod() async throws {
        #if os(Linux)
        let project = try TestProject()
        let quiet = Duration.seconds(1)
        let watcher = ChangeCollector(
            FileWatcher(root: project.root, quietPeriod: quiet, settlePeriod: .milliseconds(10), maximumDelay: .seconds(10)))
        let guide = project.root.appending(path: "content/guide.md").path
        /// Creates (or truncates) and writes a file in place, as editors write their temporary files.
        func write(_ path: String, _ text: String) {
            let file = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            #expect(file >= 0 && Glibc.write(file, text, text.utf8.count) == text.utf8.count)
            close(file)
        }
        func elapsed(_ work: () async throws -> ChangeSet) async throws -> (ChangeSet, Duration) {
            let start = ContinuousClock.now
            let set = try await work()
            return (set, ContinuousClock.now - start)
        }

        // Renamed into place.
        var (set, took) = try await elapsed {
            try project.save("content/guide.md", "# Saved\n")
            return try await watcher.next()
        }
        #expect(set.changes == ["content/guide.md": .modified])
        #expect(took < .milliseconds(500))

        // Written in place and closed.
        (set, took) = try await elapsed {
            write(guide, "# In place\n")
            return try await watcher.next()
        }
        #expect(set.changes == ["content/guide.md": .modified])
        #expect(took < .milliseconds(500))

        // A temporary file written, closed, and renamed over the guide a little later: one change, the guide's.
        let temporary = project.root.appending(path: "content/.guide.md.tmp1").path
        (set, took) = try await elapsed {
            write(temporary, "# Atomic\n")
            try await Task.sleep(for: .milliseconds(100))
            #expect(rename(temporary, guide) == 0)
            return try await watcher.next()
        }
        #expect(set.changes == ["content/guide.md": .modified])
        #expect(took < .milliseconds(600))

        // A new file, written and closed: it waits the quiet period, as a temporary file would.
        (set, took) = try await elapsed {
            write(project.root.appending(path: "content/new.md").path, "# New\n")
            return try await watcher.next()
        }
        #expect(set.changes == ["content/new.md": .added])
        #expect(took >= quiet - .milliseconds(50))
        #endif
    }

    @Test(arguments: backends)
    func foldersCreatedRenamedAndFilledAreSeen(backend: FileWatcher.Backend) async throws {
        let project = try TestProject()
        let watcher = watch(project, backend)
        try project.makeFolder("content/recipes")
        try project.write("content/recipes/a.md", "# A\n")
        #expect(try await watcher.until("content/recipes/").changes["content/recipes/"] == .added)

        try project.move("content/recipes", to: "content/cookbook")
        let moved = try await watcher.until("content/cookbook/")
        #expect(moved.changes["content/cookbook/"] == .added)
        #expect(moved.changes["content/recipes/"] == .removed)

        // The renamed folder is watched at its new place.
        try project.write("content/cookbook/b.md", "# B\n")
        #expect(try await watcher.until("content/cookbook/b.md").changes["content/cookbook/b.md"] == .added)
        try project.save("content/cookbook/a.md", "# A, again\n")
        #expect(try await watcher.until("content/cookbook/a.md").changes["content/cookbook/a.md"] == .modified)
        try project.remove("content/cookbook")
        #expect(try await watcher.until("content/cookbook/").changes["content/cookbook/"] == .removed)
    }

    @Test(arguments: backends)
    func editorTemporaryFilesAndOtherFoldersAreIgnored(backend: FileWatcher.Backend) async throws {
        let project = try TestProject()
        let watcher = watch(project, backend)
        try project.write("content/.guide.md.swp", "swap")
        try project.write("content/4913", "")
        try project.write("content/guide.md~", "backup")
        try project.write("content/.#guide.md", "lock")
        try project.write("README.md", "not watched")
        try project.write(".specimen-cache/serve/index.html", "output")
        try project.write("content/.git/HEAD", "ref")
        #expect(try await watcher.quiet().isEmpty)
        try project.write("content/real.md", "# Real\n")
        #expect(try await watcher.next().changes == ["content/real.md": .added])
    }

    @Test(arguments: backends)
    func aThemeFolderCreatedLaterIsWatched(backend: FileWatcher.Backend) async throws {
        let project = try TestProject()
        let watcher = watch(project, backend)
        try project.makeFolder("theme/assets")
        _ = try await watcher.until("theme/")
        try project.write("theme/assets/style.css", "body { color: red }")
        #expect(try await watcher.until("theme/assets/style.css").changes["theme/assets/style.css"] != nil)
        try project.save("theme/assets/style.css", "body { color: blue }")
        #expect(try await watcher.until("theme/assets/style.css").changes["theme/assets/style.css"] == .modified)
    }

    @Test(arguments: backends)
    func aContentFolderThatIsASymbolicLinkIsWatched(backend: FileWatcher.Backend) async throws {
        let shared = try TestProject()
        let project = try TestProject()
        try project.remove("content")
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appending(path: "content").path, withDestinationPath: shared.root.appending(path: "content").path
        )
        let watcher = watch(project, backend)
        try shared.save("content/guide.md", "# Shared\n")
        #expect(try await watcher.until("content/guide.md").changes["content/guide.md"] == .modified)
    }
}
