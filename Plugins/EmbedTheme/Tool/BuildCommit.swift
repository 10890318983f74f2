import Foundation

/// The commit a git checkout is at, read from its files (no `git` needed): `.git/HEAD`, then the branch it names in
/// `refs/heads/` or `packed-refs`. A worktree's `.git` file points to its own folder, whose `commondir` holds the refs.
enum BuildCommit {
    /// The first 12 hex digits of the commit, or nil when `package` is not a checkout or the ref cannot be read.
    static func read(package: URL) -> String? {
        let dotGit = package.appending(path: ".git")
        var gitDirectory = dotGit
        if let file = try? String(contentsOf: dotGit, encoding: .utf8), file.hasPrefix("gitdir:") {
            let path = file.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
        }
        var common = gitDirectory
        if let path = try? String(contentsOf: gitDirectory.appending(path: "commondir"), encoding: .utf8) {
            let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
            common = trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : gitDirectory.appending(path: trimmed)
        }
        guard
            let head = try? String(contentsOf: gitDirectory.appending(path: "HEAD"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        else { return nil }
        guard head.hasPrefix("ref: ") else { return shortened(head) }
        let ref = String(head.dropFirst("ref: ".count))
        if let sha = try? String(contentsOf: common.appending(path: ref), encoding: .utf8) { return shortened(sha) }
        let packed = (try? String(contentsOf: common.appending(path: "packed-refs"), encoding: .utf8)) ?? ""
        for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
            return shortened(String(line.prefix { $0 != " " }))
        }
        return nil
    }

    private static func shortened(_ sha: String) -> String? {
        let hex = sha.trimmingCharacters(in: .whitespacesAndNewlines)
        guard hex.count >= 12, hex.allSatisfy(\.isHexDigit) else { return nil }
        return String(hex.prefix(12))
    }
}
