import Foundation

/// A build's output folder, written beside the real one and swapped in whole at the end.
///
/// A failed or interrupted build never touches the last good site: files go into a
/// hidden staging folder next to the output (same file system, so the swap is a pair
/// of renames), and `commit` replaces the output only once everything is written.
struct StagedOutput: Sendable {
    /// The folder the site will end up in.
    let destination: URL
    /// Where files are written until `commit`.
    let staging: URL

    /// Creates an empty staging folder next to `destination`, clearing ones a crashed build left.
    init(destination: URL) throws {
        self.destination = destination
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent).specimen-"
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        for leftover in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where leftover.hasPrefix(prefix) {
            OutputFile.removeTree(parent.appending(path: leftover).path)
        }
        staging = parent.appending(path: prefix + "staging-\(ProcessInfo.processInfo.processIdentifier)")
        // A new folder, never one a leftover that could not be removed left behind: its files would be published.
        try OutputFile.createNewFolder(staging.path)
    }

    /// Replaces the destination with the staged site, and removes the previous site on a thread of its own,
    /// whose `value` (whether all of it went) waits for that: a build saves its cache meanwhile.
    ///
    /// On Linux the two folders trade places in one `renameat2(RENAME_EXCHANGE)`, so a server
    /// reading the output never finds it missing; elsewhere, or on a file system without it,
    /// the old folder is moved aside and the new one moved in, two renames a moment apart.
    func commit() throws -> Pending<Bool> {
        let manager = FileManager.default
        if OutputFile.exchange(staging.path, destination.path) {
            // The staging path now holds the previous site.
            return Pending { [staging] in OutputFile.removeTree(staging.path) }
        }
        let old = destination.deletingLastPathComponent()
            .appending(path: ".\(destination.lastPathComponent).specimen-old-\(ProcessInfo.processInfo.processIdentifier)")
        if manager.fileExists(atPath: destination.path) {
            try manager.moveItem(at: destination, to: old)
        }
        do {
            try manager.moveItem(at: staging, to: destination)
        } catch {
            // Put the last good site back before reporting the failure.
            if manager.fileExists(atPath: old.path) { try? manager.moveItem(at: old, to: destination) }
            throw error
        }
        return Pending { OutputFile.removeTree(old.path) }
    }

    /// Makes the folders of pages at `pagePaths` (`guides/errors/`) in the staging folder, on a thread of its own.
    /// On a slow disk a new folder waits for the disk (190 µs each, against 20 on tmpfs) and rendering a page
    /// does not, so a full build makes its pages' folders while they render.
    func makingFolders(for pagePaths: [String]) -> Pending<Void> {
        Pending { [staging] in
            let base = staging.path + "/"
            for path in pagePaths.sorted() where !path.isEmpty { try? OutputFile.createFolder(base + String(path.dropLast())) }
        }
    }

    /// Throws the staged files away, leaving the destination as it was.
    func discard() {
        OutputFile.removeTree(staging.path)
    }
}
