/// The files that changed during one burst of edits, merged so one save reads as one change.
///
/// Paths are relative to the project folder (`content/patterns/callouts.md`); a folder ends
/// with `/` (`content/recipes/`). Editors save in bursts (write `callouts.md.tmp`, rename it
/// over `callouts.md`, touch it), so recording merges: a file added then removed in the same
/// burst never happened, one removed then added again was modified.
public struct ChangeSet: Sendable, Equatable {
    /// What happened to one path.
    public enum Kind: String, Sendable, Equatable {
        /// The path is new.
        case added
        /// The path existed and its contents or metadata changed.
        case modified
        /// The path is gone.
        case removed
    }

    /// Every changed path and what happened to it.
    public private(set) var changes: [String: Kind] = [:]
    /// The watcher lost track (an inotify queue overflow): anything may have changed.
    public private(set) var isOverflow = false

    /// An empty change set.
    public init() {}

    /// A change set with the given changes, recorded in order.
    public init(_ changes: [(String, Kind)]) {
        for (path, kind) in changes { record(path, kind) }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changes.isEmpty && !isOverflow }

    /// The changed paths, sorted.
    public var paths: [String] { changes.keys.sorted() }

    /// Records one event, merging it with what the burst already holds for the path.
    public mutating func record(_ path: String, _ kind: Kind) {
        switch (changes[path], kind) {
        case (nil, _): changes[path] = kind
        case (.added, .removed): changes[path] = nil
        case (.added, _): break
        case (.removed, .added), (.removed, .modified): changes[path] = .modified
        case (.modified, .removed): changes[path] = .removed
        case (.modified, _), (.removed, .removed): break
        }
    }

    /// Marks the set as "anything may have changed".
    public mutating func recordOverflow() {
        isOverflow = true
    }

    /// Adds every change of `other`, as if its events had happened after these.
    public mutating func merge(_ other: ChangeSet) {
        for path in other.paths { if let kind = other.changes[path] { record(path, kind) } }
        if other.isOverflow { isOverflow = true }
    }

    /// A short description for the terminal: `content/a.md changed`, `content/b.md added, content/c/ removed`.
    public var summary: String {
        if changes.isEmpty { return isOverflow ? "many files changed" : "nothing changed" }
        let verbs: [(Kind, String)] = [(.modified, "changed"), (.added, "added"), (.removed, "removed")]
        var parts: [String] = []
        for (kind, verb) in verbs {
            let paths = changes.filter { $0.value == kind }.keys.sorted()
            guard !paths.isEmpty else { continue }
            let shown = paths.prefix(2).joined(separator: ", ")
            let more = paths.count > 2 ? " and \(paths.count - 2) more" : ""
            parts.append("\(shown)\(more) \(verb)")
        }
        return parts.joined(separator: ", ")
    }
}
