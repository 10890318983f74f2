import Foundation
import SpecimenDiagnostics

/// An earlier version of a project, read from its git repository: `specimen tokens diff --base REF`.
///
/// The whole tree at REF is written to a temporary folder with `git archive`, so a token folder
/// linked from elsewhere in the repository and the app's code come with it, and the working copy
/// is never touched.
public struct GitVersion: Sendable {
    /// The project's folder as it was at the ref.
    public var folder: URL
    /// The temporary folder holding the tree; removed by `remove()`.
    var tree: URL

    /// The project at `folder` (inside a git repository) as it was at `ref`; messages call the
    /// folder `named` (as the command line gave it).
    public static func checkOut(_ ref: String, of folder: URL, named: String = ".") throws(Diagnostic) -> GitVersion {
        func failed(_ what: String, _ reason: String, _ fix: String) -> Diagnostic {
            .error(.diffBase, at: nil, what, reason: reason, fix: fix)
        }
        guard let top = git(["rev-parse", "--show-toplevel"], in: folder)?.trimmingCharacters(in: .whitespacesAndNewlines), !top.isEmpty else {
            throw failed(
                "`\(named)` is not in a git repository, so `--base \(ref)` has nothing to read",
                "`--base` reads the earlier version from the repository that holds the project.",
                "Run it inside the repository, or compare two folders: `specimen tokens diff OLD NEW`.")
        }
        guard git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: folder) != nil else {
            throw failed(
                "`\(ref)` is not a commit of the repository that holds `\(named)`",
                "`--base` takes a branch, tag or commit the repository has (a shallow clone in CI may not have it).",
                "Fetch it first (`git fetch origin main`), or name another ref: `--base origin/main`, `--base v2.3.0`.")
        }
        let tree = FileManager.default.temporaryDirectory.appending(path: "specimen-diff-\(UUID().uuidString)")
        let archive = tree.appending(path: "tree.tar")
        do {
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        } catch {
            throw failed("cannot make a temporary folder for `\(ref)`", "\(error.localizedDescription)", "Free some disk space, or set TMPDIR.")
        }
        guard git(["archive", "--format=tar", "-o", archive.path, ref], in: folder) != nil,
            run("/usr/bin/env", ["tar", "-xf", archive.path, "-C", tree.path], in: tree) != nil
        else {
            try? FileManager.default.removeItem(at: tree)
            throw failed("cannot write out the tree of `\(ref)`", "`git archive` or `tar` failed.", "Check that git and tar work here.")
        }
        try? FileManager.default.removeItem(at: archive)
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let resolvedFolder = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let inside = resolvedFolder == resolvedTop ? "" : String(resolvedFolder.dropFirst(resolvedTop.count + 1))
        return GitVersion(folder: inside.isEmpty ? tree : tree.appending(path: inside), tree: tree)
    }

    /// Removes the temporary tree.
    public func remove() {
        try? FileManager.default.removeItem(at: tree)
    }

    private static func git(_ arguments: [String], in folder: URL) -> String? {
        run("/usr/bin/env", ["git", "-C", folder.path] + arguments, in: folder)
    }

    /// Standard output of a command that exited with 0, or nil.
    private static func run(_ executable: String, _ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
