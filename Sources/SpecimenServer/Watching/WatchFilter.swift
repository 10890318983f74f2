/// Which paths of a project the preview watches: the given top-level folders, minus
/// version-control folders, the preview's own output and editors' temporary files.
public struct WatchFilter: Sendable {
    /// The top-level folders watched, recursively (`content`, `theme`).
    public var folders: Set<String>
    /// Folder names skipped at any depth.
    public var ignoredFolderNames: Set<String> = [".git", ".hg", ".svn", ".specimen-cache", ".build", "node_modules"]

    /// Watches `folders` inside the project folder.
    public init(folders: Set<String>) {
        self.folders = folders
    }

    /// Whether a change at `path` (relative to the project, `/`-separated) matters.
    public func includes(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let first = parts.first, folders.contains(String(first)) else { return false }
        for part in parts.dropLast() where ignoredFolderNames.contains(String(part)) { return false }
        guard let name = parts.last else { return false }
        if ignoredFolderNames.contains(String(name)) { return false }
        return !Self.isEditorTemporary(String(name))
    }

    /// Whether a file name is one editors write while saving: Vim's `.x.swp` and `4913`,
    /// Emacs's `x~` and `.#x`, JetBrains' `x___jb_tmp___`, macOS's `.DS_Store`, and Swift Foundation's
    /// atomic writes (`.x.tmp1402541394`, renamed over `x`), which tools written in Swift save with.
    public static func isEditorTemporary(_ name: String) -> Bool {
        if name == "4913" || name == ".DS_Store" { return true }
        if name.hasPrefix("."), let range = name.range(of: ".tmp", options: .backwards), range.lowerBound > name.index(after: name.startIndex) {
            // Six or more letters and digits, a digit among them: not `.env.tmpl`.
            let suffix = name[range.upperBound...]
            if suffix.count >= 6, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), suffix.contains(where: \.isNumber) {
                return true
            }
        }
        if name.hasSuffix("~") || name.hasPrefix(".#") { return true }
        if name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___") { return true }
        for suffix in [".swp", ".swo", ".swx", ".swpx"] where name.hasSuffix(suffix) { return true }
        return false
    }
}
