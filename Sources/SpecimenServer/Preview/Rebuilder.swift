import Dispatch
import Foundation
import SpecimenKit

/// Decides what a set of changed files needs rebuilt, and rebuilds it.
///
/// It keeps a `SiteSession`, the engine's in-memory build: the first build and any change it
/// cannot narrow down (a folder renamed, a lost watch) rebuild everything into a staging folder
/// that is swapped in only when nothing failed; a file edit goes to the session's incremental
/// rebuild, which re-renders what the file affects and writes nothing when an error is found,
/// so a failed rebuild always leaves the last good site being served.
public struct Rebuilder: Sendable {
    /// How much a rebuild covers.
    public enum Scope: Sendable, Equatable {
        /// The whole site.
        case everything
        /// What the changed files affect (the session decides which pages).
        case changedFiles

        /// The name used in the `reload` event's `rebuilt` field.
        public var name: String {
            switch self {
            case .everything: "everything"
            case .changedFiles: "changed files"
            }
        }
    }

    /// The project, with its output folder set to the preview's own folder.
    public let project: Project
    /// The last build, kept between rebuilds; one rebuild at a time holds it.
    private let session: Locked<SiteSession>

    /// A rebuilder for `project` (whose `outputDirectory` is where the preview serves from).
    public init(project: Project, options: BuildOptions) {
        self.project = project
        var session = SiteSession(project: project, options: options)
        session.defersUnreadOutput = true
        session.keepsHighlightedSwift = true
        session.keepsTokenFiles = true
        self.session = Locked(session)
    }

    /// What `changes` need rebuilt. An empty set (the first build), a folder change or a lost
    /// watch needs everything; file edits need what they affect.
    public func scope(for changes: ChangeSet) -> Scope {
        if changes.isEmpty || changes.isOverflow || changes.paths.contains(where: { $0.hasSuffix("/") }) { return .everything }
        return .changedFiles
    }

    /// Rebuilds what `changes` need, off Swift's cooperative threads (a build keeps every core
    /// busy). Returns `nil` when the task is cancelled first; the build then finishes unseen.
    public func rebuild(_ changes: ChangeSet) async -> RebuildResult? {
        let clock = ContinuousClock()
        let start = clock.now
        let scope = scope(for: changes)
        let session = session
        let report: BuildReport? = await Self.detached {
            session.withLock { session in
                switch scope {
                case .everything: session.build()
                case .changedFiles: session.rebuild(changed: changes.paths)
                }
            }
        }
        guard let report else { return nil }
        // Browsers reload now; the search index and tokens.json follow (a rebuild that takes the lock first writes
        // them before it changes anything).
        DispatchQueue.global(qos: .utility).async { session.withLock { $0.writeDeferredOutput() } }
        return RebuildResult(changes: changes, scope: scope, report: report, duration: clock.now - start)
    }

    /// Runs `work` on a Dispatch thread; gives up waiting (returning `nil`) if the task is cancelled.
    private static func detached<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        let waiting = Locked<CheckedContinuation<Value?, Never>?>(nil)
        @Sendable func finish(_ value: Value?) {
            waiting.withLock { continuation in
                continuation?.resume(returning: value)
                continuation = nil
            }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.withLock { $0 = continuation }
                if Task.isCancelled { finish(nil) }
                DispatchQueue.global(qos: .userInitiated).async { finish(work()) }
            }
        } onCancel: {
            finish(nil)
        }
    }
}
