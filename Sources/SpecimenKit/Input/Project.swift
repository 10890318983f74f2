import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// A docs project on disk: `content/`, an optional `theme/`, and where the site goes.
public struct Project: Sendable {
    /// The project folder.
    public var root: URL
    /// Where the built site is written; `root/public` unless `--output` says otherwise.
    public var outputDirectory: URL

    /// A project at `root`, publishing into `output` or `root/public`.
    public init(root: URL, output: URL? = nil) {
        self.root = root.standardizedFileURL
        outputDirectory = (output ?? root.appending(path: "public")).standardizedFileURL
    }

    /// `root/content`, where the guides live.
    public var contentDirectory: URL { root.appending(path: "content") }
    /// `root/theme`; its files override the built-in theme's files of the same path.
    public var themeDirectory: URL { root.appending(path: "theme") }
    /// `root/content/tokens`, the design-token files.
    public var tokensDirectory: URL { contentDirectory.appending(path: "tokens") }
    /// How diagnostics name the tokens folder: `content/tokens`, or, when it is a link to a token export kept
    /// elsewhere (`init --tokens PATH --link`), the export's own folder relative to the project (`tokens`,
    /// `../design-tokens`), so an editor or a pull-request annotation opens the file that is edited.
    public var tokensDisplayPath: String {
        guard let target = tokensLinkTarget else { return displayPath(tokensDirectory) }
        let url = target.hasPrefix("/") ? URL(fileURLWithPath: target) : contentDirectory.appending(path: target)
        return displayPath(url, climbing: true)
    }

    /// Whether `content/tokens` is a link to a token export kept elsewhere (`init --tokens PATH --link`).
    public var tokensDirectoryIsLink: Bool { tokensLinkTarget != nil }

    private var tokensLinkTarget: String? { try? FileManager.default.destinationOfSymbolicLink(atPath: tokensDirectory.path) }

    /// `content/contrast.yml`, the colour pairs to check (see `InputKind` for what every path is).
    public var contrastFile: URL { contentDirectory.appending(path: "contrast.yml") }

    /// The path shown in diagnostics: relative to the project folder when inside it. With `climbing`, a path
    /// outside it is relative too (`../ios/App`), and the folder itself is `""`.
    public func displayPath(_ url: URL, climbing: Bool = false) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard climbing else { return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        let target = url.standardizedFileURL.pathComponents, base = root.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// The project folder's path inside the nearest git repository that holds it (the folder with `.git`): `["docs"]`
    /// for `repo/docs`, empty at the root; `nil` outside a repository.
    public var pathInRepository: [String]? {
        var parts = root.standardizedFileURL.pathComponents
        var inside: [String] = []
        while !parts.isEmpty {
            if FileManager.default.fileExists(atPath: NSString.path(withComponents: parts + [".git"])) { return inside }
            inside.insert(parts.removeLast(), at: 0)
        }
        return nil
    }

    /// `path`, named from the project (`../ios/App.swift`), named from the root of the repository the project is in
    /// (`ios/App.swift` for a project in `docs/`), as a repository host's links take it; as it is outside a
    /// repository, when it is absolute, or when it climbs above the repository.
    static func fromRepository(_ path: String, projectInRepository: [String]?) -> String {
        guard var parts = projectInRepository, !path.hasPrefix("/") else { return path }
        for part in path.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return path }
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// `diagnostics`, whose files are named from this project's folder (`content/a.md`), with their files named from
    /// `folder` instead (`docs/content/a.md` when the command runs in the folder above), as terminals, editors and CI
    /// annotations open them. Absolute paths stay as they are.
    public func naming(_ diagnostics: [Diagnostic], from folder: URL) -> [Diagnostic] {
        // Both as the file system has them: a workspace reached through a link names the same files.
        let here = Project(root: root.resolvingSymlinksInPath().standardizedFileURL)
        let there = Project(root: folder.resolvingSymlinksInPath().standardizedFileURL)
        guard here.root.path != there.root.path else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard var location = diagnostic.location, !location.file.hasPrefix("/") else { return diagnostic }
            location.file = there.displayPath(here.root.appending(path: location.file), climbing: true)
            var moved = diagnostic
            moved.location = location
            return moved
        }
    }

    /// A path as a person typed it: relative to the folder the command runs in when it is inside it
    /// (`docs/content`), else the whole path. Messages about folders outside the project use it.
    public static func shownPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path == current { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
