import Foundation
import SpecimenDiagnostics

/// An earlier version of a project, read from its git repository: `specimen tokens diff --base REF`.
///
/// The whole tree at REF is checked out into a temporary folder (through an index of its own), so a
/// token folder linked from elsewhere in the repository and the app's code come with it, and the
/// working copy is never touched.
public struct GitVersion: Sendable {
    /// The project's folder as it was at the ref.
    public var folder: URL
    /// Where the project is in the repository, as git names it: `docs/`, or empty at its root.
    public var pathInRepository: String
    /// The temporary folder holding the tree; removed by `remove()`.
    var tree: URL

    /// The project at `folder` (inside a git repository) as it was at `ref`; messages call the
    /// folder `named` (as the command line gave it).
    public static func checkOut(_ ref: String, of folder: URL, named: String = ".") throws(Diagnostic) -> GitVersion {
        func failed(_ what: String, _ reason: String, _ fix: String) -> Diagnostic {
            .error(.diffBase, at: nil, what, reason: reason, fix: fix)
        }
        // The repository's top (where the whole tree is checked out from) and the project's place in it.
        let place = git(["rev-parse", "--show-toplevel", "--show-prefix"], in: folder)
        let lines = place.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard place.status == 0, lines.count >= 2 else {
            throw failed(
                "`\(named)` is not in a git repository, so `--base \(ref)` has nothing to read",
                "`--base` reads the earlier version from the repository that holds the project.",
                "Run it inside the repository, or compare two folders: `specimen tokens diff OLD NEW`.")
        }
        guard git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: folder).status == 0 else {
            throw failed(
                "`\(ref)` is not a commit of the repository that holds `\(named)`",
                "`--base` takes a branch, tag or commit the repository has (a shallow clone in CI may not have it).",
                "Fetch it first (`git fetch origin main`), or name another ref: `--base origin/main`, `--base v2.3.0`.")
        }
        sweepLeftovers()
        let tree = FileManager.default.temporaryDirectory.appending(path: "\(leftoverPrefix)\(getpid())-\(UUID().uuidString)")
        // A checkout of its own, through an index of its own: the files as a checkout of the ref would write them
        // (a folder that `.gitattributes` marks `export-ignore`, left out by `git archive`, included; Git LFS's files
        // as its filter writes them), and the working copy and its index untouched.
        let index = tree.appendingPathExtension("index")
        defer { try? FileManager.default.removeItem(at: index) }
        do {
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        } catch {
            throw failed("cannot make a temporary folder for `\(ref)`", "\(error.localizedDescription)", "Free some disk space, or set TMPDIR.")
        }
        let withIndex = ["GIT_INDEX_FILE=" + index.path, "git", "-C", lines[0]]
        for (step, arguments) in [
            ("git read-tree", ["read-tree", ref]), ("git checkout-index", ["checkout-index", "--all", "--prefix=" + tree.path + "/"]),
        ] {
            let result = run(withIndex + arguments)
            guard result.status != 0 else { continue }
            try? FileManager.default.removeItem(at: tree)
            throw failed(
                "cannot write out the tree of `\(ref)`", "`\(step)` failed: \(result.errors.isEmpty ? "no message" : result.errors)",
                "Check that git works here and that TMPDIR has room for the repository.")
        }
        let inside = lines[1]
        return GitVersion(folder: inside.isEmpty ? tree : tree.appending(path: inside), pathInRepository: inside, tree: tree)
    }

    /// `relative` (to the project folder: `../design-tokens`) as it was at the ref, and its path in the repository
    /// (`design-tokens/`); `nil` when it was not there or is outside the repository.
    func folder(atProjectRelative relative: String) -> (url: URL, pathInRepository: String)? {
        let url = folder.appending(path: relative).standardizedFileURL
        let top = tree.standardizedFileURL.path + "/"
        var isFolder: ObjCBool = false
        guard url.path.hasPrefix(top), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return (url, String(url.path.dropFirst(top.count)) + "/")
    }

    /// The Changes section's setting, relative to the project folder: what a change of `changelogState` amounts to.
    public static var changelogPath: String { "content/" + Changelog.fileName }

    /// What a project's Changes section depends on in git: the commit checked out and every tag with the object it
    /// names, as one string that changes when a tag is made, moved or removed or another commit is checked out; `nil`
    /// when the project has no `content/changelog.yml` or is not in a repository. The preview compares it from time to
    /// time, since a new tag changes no file it watches.
    public static func changelogState(of project: Project) -> String? {
        guard FileManager.default.fileExists(atPath: project.contentDirectory.appending(path: Changelog.fileName).path) else { return nil }
        // One process: the preview asks every second.
        let refs = git(["show-ref", "--head", "--tags"], in: project.root)
        return refs.status == 0 ? refs.output : nil
    }

    /// Removes the temporary tree.
    public func remove() {
        try? FileManager.default.removeItem(at: tree)
    }

    /// How the temporary trees are named: `specimen-diff-PID-UUID`, so that one whose process is gone can be told.
    static let leftoverPrefix = "specimen-diff-"

    /// Removes the temporary trees (and their index files) of runs that were stopped before they could (Ctrl-C,
    /// a killed CI job): those whose process is no longer running.
    static func sweepLeftovers() {
        let folder = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(leftoverPrefix) {
            guard let pid = Int32(name.dropFirst(leftoverPrefix.count).prefix { $0 != "-" }), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? FileManager.default.removeItem(at: folder.appending(path: name)) }
        }
    }

    /// The tags of the repository holding `folder` that name a version (`v2.3.0`, `2.3.0`, `1.0.0-beta.2`, or a
    /// package's in a monorepo, `@acme/tokens@v2.3.0`, `tokens/v2.3.0`: the version after the last `@` or `/`), oldest
    /// version first; only those `matching` a git pattern (`@acme/tokens@*`) when given, and only those in the history of
    /// the commit checked out; `nil` outside a repository.
    static func versionTags(of folder: URL, matching pattern: String? = nil) -> [String]? {
        // Only tags of the history checked out: an older checkout or a maintenance branch shows no later version as released.
        let listed = git(["tag", "--list", "--merged", "HEAD"] + (pattern.map { [$0] } ?? []), in: folder)
        guard listed.status == 0 else { return nil }
        let tags = listed.output.split(separator: "\n").map(String.init).compactMap { tag in
            versionNumbers(versionPart(of: tag)).map { (tag, $0) }
        }
        // A pre-release (`2.0.0-beta.1`) comes before its release (`2.0.0`), and pre-releases are ordered as semantic
        // versioning orders them: part by part, numbers as numbers (`beta.2` before `beta.10`).
        func preRelease(_ tag: String) -> [String]? {
            let part = versionPart(of: tag)
            guard let dash = part.firstIndex(of: "-") else { return nil }
            return part[part.index(after: dash)...].split(separator: ".").map(String.init)
        }
        func precedes(_ a: [String], _ b: [String]) -> Bool {
            for (x, y) in zip(a, b) where x != y {
                switch (Int(x), Int(y)) {
                case let (i?, j?): return i < j
                case (.some, nil): return true
                case (nil, .some): return false
                default: return x < y
                }
            }
            return a.count < b.count
        }
        return tags.sorted { a, b in
            if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
            switch (preRelease(a.0), preRelease(b.0)) {
            case let (x?, y?): return x != y ? precedes(x, y) : a.0 < b.0
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.0 < b.0
            }
        }.map(\.0)
    }

    /// What names the version in a tag: all of `v2.3.0`; `v2.3.0` of `@acme/tokens@v2.3.0` or `tokens/v2.3.0`.
    static func versionPart(of tag: String) -> String {
        String(tag[(tag.lastIndex { $0 == "@" || $0 == "/" }.map(tag.index(after:)) ?? tag.startIndex)...])
    }

    /// `[2, 3, 0]` for `v2.3.0` or `2.3.0`; `nil` for a tag that does not start with a version number.
    static func versionNumbers(_ tag: String) -> [Int]? {
        let text = tag.hasPrefix("v") ? tag.dropFirst() : Substring(tag)
        let numbers = text.prefix { $0.isNumber || $0 == "." }
        let parts = numbers.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }), numbers.count == text.count || "-+".contains(text[numbers.endIndex]) else {
            return nil
        }
        return parts.compactMap { Int($0) }
    }

    /// The commit each of `refs` names, in their order; `nil` when one names none.
    static func commits(of refs: [String], in folder: URL) -> [String]? {
        guard !refs.isEmpty else { return [] }
        // rev-parse prints back what it takes for an option, so none is passed on.
        guard !refs.contains(where: { $0.hasPrefix("-") }) else { return nil }
        let parsed = git(["rev-parse"] + refs.map { $0 + "^{commit}" }, in: folder)
        let lines = parsed.output.split(separator: "\n").map(String.init)
        return parsed.status == 0 && lines.count == refs.count ? lines : nil
    }

    /// The day of `ref`'s commit, `2026-03-01`.
    static func date(of ref: String, in folder: URL) -> String? {
        let shown = git(["log", "-1", "--format=%cs", ref], in: folder)
        let day = shown.output.trimmingWhitespaceAndNewlines()
        return shown.status == 0 && !day.isEmpty ? day : nil
    }

    private static func git(_ arguments: [String], in folder: URL) -> (status: Int32, output: String, errors: String) {
        run(["git", "-C", folder.path] + arguments)
    }

    /// Runs a command found on PATH; its exit status, standard output and standard error (trimmed).
    private static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (-1, "", "\(error.localizedDescription)") }
        // Read one pipe, then the other: these commands write a line or two to standard error at most
        // (the tree goes to a file), far below the pipe's buffer, so neither can stall the other.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), message.trimmingWhitespaceAndNewlines())
    }
}
