import Foundation
import SpecimenKit

/// Watches what the Changes section's versions come from: the repository's tags and the commit checked out (see
/// `GitVersion.changelogState`). A tag changes no file of the project, wherever the repository keeps it (loose,
/// packed, a worktree's common folder), so git is asked every `interval` instead, and only while the project has a
/// `content/changelog.yml`. A change is delivered as a change of that file, which rebuilds the section.
final class GitTagWatcher: WatcherBackend, @unchecked Sendable {
    private let project: Project
    private let interval: Duration
    private let deliver: @Sendable (ChangeSet) -> Void
    private let stopped = Locked(false)

    init(root: URL, interval: Duration = .seconds(1), deliver: @escaping @Sendable (ChangeSet) -> Void) {
        project = Project(root: root)
        self.interval = interval
        self.deliver = deliver
    }

    func start() {
        let initial = GitVersion.changelogState(of: project)
        Thread.detachNewThread { self.run(from: initial) }
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private func run(from initial: String?) {
        var last = initial
        let clock = ContinuousClock()
        while !stopped.withLock({ $0 }) {
            // In tenths of a second, so that stopping is as quick as for the file watchers.
            let due = clock.now + interval
            while clock.now < due {
                if stopped.withLock({ $0 }) { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            let now = GitVersion.changelogState(of: project)
            // Only a change of the versions themselves: the setting's own edits (and its appearing) come from the files.
            // A moment without an answer (the setting saved by a rename, git busy) keeps the last one to compare with.
            guard let now else { continue }
            if let before = last, now != before { deliver(ChangeSet([(GitVersion.changelogPath, .modified)])) }
            last = now
        }
    }
}
