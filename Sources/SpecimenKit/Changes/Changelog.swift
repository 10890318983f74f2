import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// The site's "Changes" section: what changed in the tokens from each version to the next, read from
/// the project's git history as `content/changelog.yml` asks:
///
/// ```yaml
/// versions: tags     # every tag that names a version (v2.3.0, 2.3.0), by version; the default
/// tags: "@acme/tokens@*"   # only these (a monorepo's package); the version follows the last `@` or `/`
/// limit: 10          # pages for the newest ten
/// ```
///
/// or the versions named, oldest first: `versions: [v1.0.0, v2.0.0, release/3]`. The project as it is
/// now is compared with the newest version too, as "Unreleased", when anything changed since.
///
/// Each version's tree is checked out into a temporary folder and read as a build reads it, so the section
/// costs a build one read of the tokens per version: it is there only when a project asks for it.
struct Changelog: Sendable {
    /// What changed from one version to the next.
    struct Release: Sendable {
        /// `2.3.0`, or `Unreleased` for the project as it is now.
        var version: String
        /// The git ref it was read from; `nil` for the project as it is now.
        var ref: String?
        /// The version it is compared with.
        var previous: String
        /// The day of its commit.
        var date: String?
        var diff: ProjectDiff

        /// Where its page is, below `changes/`: the version as it is (`2.3.0`; anything but letters, digits, `.`, `-`
        /// and `_` as `-`), or `unreleased`.
        var slug: String {
            guard ref != nil else { return "unreleased" }
            return String(version.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        }
    }

    /// The setting's file name in `content/`.
    static let fileName = "changelog.yml"
    /// The title of the project as it is now.
    static let unreleased = "Unreleased"

    /// Newest first.
    var releases: [Release] = []
    /// The oldest version read, which has no page: it is only what the next one is compared with.
    var first: (version: String, tokens: Int)?
    /// The setting's problems.
    var settingDiagnostics: [Diagnostic] = []
    /// The problem reading each version that could not be read, or only in part, by ref: kept with the releases
    /// when a new load reuses them.
    var versionDiagnostics: [(ref: String, problem: Diagnostic)] = []
    /// The setting's problems, then the versions'.
    var diagnostics: [Diagnostic] { settingDiagnostics + versionDiagnostics.map(\.problem) }

    /// The newest release that added, renamed (either name), retyped, changed or deprecated each token.
    var latestChange: [String: Release] {
        var latest: [String: Release] = [:]
        for release in releases.reversed() {
            let t = release.diff.tokens
            let touched =
                t.added + t.renamed.flatMap { [$0.from, $0.to] } + t.typeChanged.map(\.token) + t.changed.map(\.token) + t.deprecated.map(\.token)
            for path in touched { latest[path] = release }
        }
        return latest
    }

    /// The commit of each version read, oldest first: while they stay the same, a new load (the preview, after a
    /// token file was saved) keeps the releases and reads only the newest version again, for "Unreleased".
    var commits: [String] = []

    /// The project's changelog, when `content/changelog.yml` asks for one; `design` is the project as it is now,
    /// `previous` the last load of the same session.
    static func load(_ project: Project, design: DesignSystem, previous last: Changelog? = nil) -> Changelog? {
        let file = project.contentDirectory.appending(path: fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let source = SourceText(path: project.displayPath(file), text: String(decoding: data, as: UTF8.self))
        var (setting, diagnostics) = Setting.read(source)
        var changelog = Changelog()
        var named: [(version: String, ref: String, at: SourceLocation?)]
        guard let tags = GitVersion.versionTags(of: project.root, matching: setting.tagPattern) else {
            diagnostics.append(
                .warning(
                    .changelog, at: setting.versionsAt, "the Changes section reads git history, and the project is in no git repository",
                    reason: "Each version is read from the repository that holds the project; without one there is none.",
                    fix: "Build the project inside its repository (a CI checkout needs its tags: `fetch-depth: 0`), or remove \(fileName)."))
            return Changelog(settingDiagnostics: diagnostics)
        }
        switch setting.versions {
        case .tags:
            // Two tags of one version (`v2.0.0` and `2.0.0`) are one page: the first, in version order, stands.
            var seen = Set<String>()
            let versions = tags.filter { seen.insert(display($0)).inserted }
            if versions.isEmpty {
                diagnostics.append(
                    .warning(
                        .changelog, at: setting.versionsAt,
                        "the Changes section has no versions: no tag \(setting.tagPattern.map { "matching `\($0)` " } ?? "")names a version",
                        reason: "`versions: tags` makes a page for each tag that names a version (`v2.3.0`, `2.3.0`) in the history checked out.",
                        fix:
                            "Tag a release, or fetch the tags (a CI checkout needs `fetch-depth: 0`); or name the versions: `versions: [v1.0.0, main]`."
                    ))
            }
            named = versions.suffix(setting.limit + 1).map { (display($0), $0, nil) }
        case .named(let refs):
            var seen = Set<String>()
            named = refs.map { (display($0.ref), $0.ref, $0.at) }.filter { seen.insert($0.0).inserted }
        }
        let commits = GitVersion.commits(of: named.map(\.ref), in: project.root)
        var entries = named[...]
        if let last, let commits, !commits.isEmpty, last.commits == commits {
            // The same versions as last time: only the newest is read again, to compare the project with.
            changelog = last
            changelog.releases.removeAll { $0.ref == nil }
            entries = named.suffix(1)
            changelog.versionDiagnostics.removeAll { $0.ref == entries.first?.ref }
        }
        changelog.commits = commits ?? []
        // Each version is read once, and its tree kept until the next one has been compared with it.
        var previous: (version: String, side: ProjectDiff.Side, tree: GitVersion)?
        for entry in entries {
            let version: GitVersion
            do {
                version = try GitVersion.checkOut(entry.ref, of: project.root)
            } catch {
                var problem = error
                problem.severity = .warning
                problem.code = .changelog
                problem.location = entry.at ?? setting.versionsAt
                problem.message = "the Changes section leaves out `\(entry.ref)`: " + problem.message
                changelog.versionDiagnostics.append((entry.ref, problem))
                continue
            }
            let side = ProjectDiff.Side.load(version, ref: entry.ref, name: entry.version, project: project)
            let errors = side.diagnostics.filter { $0.severity == .error }
            if let error = errors.first {
                changelog.versionDiagnostics.append(
                    (
                        entry.ref,
                        .warning(
                            .changelog, at: entry.at ?? setting.versionsAt,
                            "the Changes section reads `\(entry.ref)` as far as it goes: its tokens have \(errors.count == 1 ? "an error" : "\(errors.count) errors")",
                            reason:
                                "The first: \(error.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "")\(error.message). What it names is compared as missing.",
                            fix: "Nothing to mend in the project as it is now; `specimen tokens diff --base \(entry.ref)` lists every one.")
                    ))
            }
            if entries.count == 1, changelog.first != nil {
                // Read again for "Unreleased" alone (see above).
            } else if let previous {
                let diff = ProjectDiff.compare(previous.side, side, at: version.folder, swiftSources: [], readsAppCode: false)
                changelog.releases.insert(
                    Release(
                        version: entry.version, ref: entry.ref, previous: previous.version, date: GitVersion.date(of: entry.ref, in: project.root),
                        diff: diff), at: 0)
                previous.tree.remove()
            } else {
                changelog.first = (entry.version, side.tokens.paths.count)
            }
            previous = (entry.version, side, version)
        }
        if let previous {
            let now = ProjectDiff.Side(name: unreleased, tokens: design.tokens, design: design, project: project, diagnostics: [])
            let diff = ProjectDiff.compare(previous.side, now, at: project.root, swiftSources: [], readsAppCode: false)
            if !diff.tokens.isEmpty || !diff.contrast.isEmpty {
                changelog.releases.insert(Release(version: unreleased, ref: nil, previous: previous.version, date: nil, diff: diff), at: 0)
            }
            previous.tree.remove()
        }
        changelog.settingDiagnostics = diagnostics
        return changelog
    }

    /// `2.3.0` for the tag `v2.3.0` or `@acme/tokens@v2.3.0`; any other ref as it is.
    static func display(_ ref: String) -> String {
        let version = GitVersion.versionPart(of: ref)
        guard GitVersion.versionNumbers(version) != nil else { return ref }
        return version.hasPrefix("v") ? String(version.dropFirst()) : version
    }

    /// What `changelog.yml` says.
    struct Setting {
        enum Versions {
            case tags
            case named([(ref: String, at: SourceLocation)])
        }

        var versions = Versions.tags
        var versionsAt: SourceLocation?
        var limit = 10
        /// `tags: "@acme/tokens@*"`: only the tags that match this git pattern (a monorepo's package).
        var tagPattern: String?

        static func read(_ source: SourceText) -> (Setting, [Diagnostic]) {
            var setting = Setting()
            setting.versionsAt = SourceLocation(file: source.path, line: 1, column: 1)
            func at(_ node: Node?) -> SourceLocation { YAMLLocation.location(of: node?.mark, in: source, firstLine: 1) }
            let document: Node?
            switch YAMLLocation.compose(source, code: .changelog, what: Changelog.fileName) {
            case .success(let node): document = node
            case .failure(let problem): return (setting, [problem])
            }
            guard let mapping = document?.mapping else { return (setting, []) }
            var diagnostics: [Diagnostic] = []
            func wrong(_ node: Node, _ message: String, _ reason: String, _ fix: String) {
                diagnostics.append(.warning(.changelog, at: at(node), message, reason: reason, fix: fix))
            }
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "versions":
                    setting.versionsAt = at(value)
                    if value.string == "tags" { continue }
                    let refs = value.sequence.map { $0.compactMap { item in item.string.map { (ref: $0, at: at(item)) } } }
                    guard let refs, refs.count == value.sequence?.count, refs.count >= 2 else {
                        wrong(
                            value, "`versions` in \(Changelog.fileName) is `tags` or a list of two or more git refs",
                            "The Changes section compares each version with the one before it; the versions are read from git.",
                            "Write `versions: tags`, or the refs oldest first: `versions: [v1.0.0, v2.0.0]`.")
                        continue
                    }
                    setting.versions = .named(refs)
                case "tags":
                    guard let pattern = value.string, !pattern.isEmpty else {
                        wrong(
                            value, "`tags` in \(Changelog.fileName) is a git tag pattern",
                            "Only the tags that match it are versions, as `git tag --list PATTERN` lists them.",
                            "Write it like `tags: \"@acme/design-tokens@*\"`.")
                        continue
                    }
                    setting.tagPattern = pattern
                case "limit":
                    guard let text = value.string, let limit = Int(text), limit > 0 else {
                        wrong(
                            value, "`limit` in \(Changelog.fileName) is a number of versions", "It is how many of the newest tags get a page.",
                            "Write it like `limit: 10`.")
                        continue
                    }
                    setting.limit = limit
                default:
                    diagnostics.append(
                        YAMLLocation.unknownKey(
                            keyNode, known: ["versions", "tags", "limit"], code: .changelog, what: Changelog.fileName, in: source))
                }
            }
            return (setting, diagnostics)
        }
    }
}
