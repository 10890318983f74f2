import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// Where the app's Swift code is, from `content/swift.yml` and `--swift-sources`:
///
/// ```yaml
/// sources:                 # folders, relative to the project folder
///   - Sources
/// source-url: https://github.com/org/app/blob/main/{file}#L{line}
/// type-name: DesignTokens  # the generated enum, when the plugin is given --type-name
/// drift: strict            # literals that repeat a token fail `--strict` too
/// removed-in-use: error     # with --base: removing or renaming a token the app uses is an error
/// ```
struct AppCodeSetting: Sendable, Equatable {
    /// The setting's file name in `content/`.
    static let fileName = "swift.yml"

    /// A source folder and where it was named (in swift.yml; `nil` from the command line).
    struct Folder: Sendable, Equatable {
        var url: URL
        var namedAt: SourceLocation?
    }

    var folders: [Folder] = []
    /// `https://…/{file}#L{line}`: makes each use on the token pages a link.
    var sourceURL: String?
    /// The project folder's path inside its git repository (`["docs"]` for `repo/docs`, empty at the root), so that
    /// `{file}` is the path a repository host's links take; `nil` outside a repository.
    var projectInRepository: [String]?
    /// The name of the generated enum.
    var typeName = "DesignTokens"
    /// Whether drift counts under `--strict`; until a team opts in it is advisory.
    var strictDrift = false
    /// Whether `build --base` fails on a removed or renamed token the app's code still uses; until a team opts in it is advisory.
    var removalsAreErrors = false

    /// The setting of `project`: swift.yml's, with `overrides` (`--swift-sources`, relative to the
    /// folder the command runs in) in place of its folders when given. `nil` when neither names any.
    static func load(_ project: Project, overrides: [URL] = []) -> (AppCodeSetting?, [Diagnostic]) {
        let file = project.contentDirectory.appending(path: fileName)
        var setting = AppCodeSetting()
        var diagnostics: [Diagnostic] = []
        if let data = FileManager.default.contents(atPath: file.path) {
            (setting, diagnostics) = read(
                SourceText(path: project.displayPath(file), text: String(decoding: data, as: UTF8.self)), root: project.root)
        }
        if !overrides.isEmpty { setting.folders = overrides.map { Folder(url: $0.standardizedFileURL, namedAt: nil) } }
        guard !setting.folders.isEmpty else {
            if FileManager.default.fileExists(atPath: file.path), diagnostics.isEmpty {
                diagnostics.append(
                    .warning(
                        .swiftSources, at: SourceLocation(file: project.displayPath(file), line: 1, column: 1), "\(fileName) names no Swift sources",
                        reason: "Without `sources:` Specimen reads no app code, so the token pages show no uses.",
                        fix: "Add `sources:` and, under it, a folder of the app's Swift files, like `  - Sources`."
                    ))
            }
            return (nil, diagnostics)
        }
        var found: [Folder] = []
        for folder in setting.folders {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isFolder), isFolder.boolValue {
                found.append(folder)
                continue
            }
            let shown = folder.namedAt == nil ? Project.shownPath(folder.url) : project.displayPath(folder.url)
            diagnostics.append(
                .error(
                    .swiftSources, at: folder.namedAt,
                    "the app's Swift sources `\(shown)` \(FileManager.default.fileExists(atPath: folder.url.path) ? "is not a folder" : "do not exist")",
                    reason: "Specimen reads the app's Swift code there to show where each token is used; without it the token pages show no uses.",
                    fix: folder.namedAt == nil
                        ? "Give --swift-sources a folder of Swift files, relative to the folder you run Specimen in."
                        : "Name a folder of Swift files, relative to the project folder (`- Sources`), or remove the line."
                ).leavingOutOnlyItself())
        }
        setting.folders = found
        setting.projectInRepository = project.pathInRepository
        return (setting, diagnostics)
    }

    /// `file` as diagnostics and pages name it (from the project, `../Sources/App.swift`) as `{file}` takes it: from
    /// the repository's root (`Sources/App.swift` for a project in `docs/`), when the project is in one.
    func linkPath(_ file: String) -> String {
        Project.fromRepository(file, projectInRepository: projectInRepository)
    }

    /// Reads swift.yml's text; a key of the wrong shape is left out with a located error.
    static func read(_ source: SourceText, root: URL) -> (AppCodeSetting, [Diagnostic]) {
        var setting = AppCodeSetting()
        func at(_ node: Node?) -> SourceLocation { YAMLLocation.location(of: node?.mark, in: source, firstLine: 1) }
        let document: Node?
        switch YAMLLocation.compose(source, code: .swiftSources, what: fileName) {
        case .success(let node): document = node
        case .failure(let problem): return (setting, [problem.leavingOutOnlyItself()])
        }
        guard let document else { return (setting, []) }
        var diagnostics: [Diagnostic] = []
        func wrong(_ node: Node, _ message: String, _ reason: String, _ fix: String) {
            diagnostics.append(.error(.swiftSources, at: at(node), message, reason: reason, fix: fix).leavingOutOnlyItself())
        }
        guard let mapping = document.mapping else {
            wrong(
                document, "\(fileName) must be a mapping", "It names the app's Swift source folders under `sources:`.",
                "Write `sources:` and, under it, `  - Sources`.")
            return (setting, diagnostics)
        }
        /// A key that is `warn` (false) or `stronger` (true); `nil`, with a located error, for anything else.
        func warnOr(_ stronger: String, _ value: Node, key: String, _ warns: String, _ strongerDoes: String) -> Bool? {
            switch value.string {
            case stronger: return true
            case "warn": return false
            default:
                wrong(
                    value, "`\(key)` in \(fileName) is `warn` or `\(stronger)`",
                    "`warn` \(warns) and never fails a build; `\(stronger)` \(strongerDoes).", "Write `\(key): \(stronger)` or `\(key): warn`.")
                return nil
            }
        }
        let keys = ["sources", "source-url", "type-name", "drift", "removed-in-use"]
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "sources":
                let items = value.sequence.map(Array.init) ?? [value]
                for item in items {
                    guard let path = item.string, !path.isEmpty else {
                        wrong(
                            item, "`sources` in \(fileName) lists folders",
                            "Each item is one folder of Swift files, relative to the project folder; this one is ignored.",
                            "Write each folder on a line of its own, like `  - Sources`.")
                        continue
                    }
                    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
                    setting.folders.append(Folder(url: url.standardizedFileURL, namedAt: at(item)))
                }
            case "source-url":
                guard let pattern = value.string, pattern.contains("{file}") else {
                    wrong(
                        value, "`source-url` in \(fileName) must contain `{file}`",
                        "Each use of a token links to its place with this pattern; `{file}` becomes the path and `{line}` the line.",
                        "Write it like `https://github.com/org/app/blob/main/{file}#L{line}`.")
                    continue
                }
                setting.sourceURL = pattern
            case "type-name":
                guard let name = value.string, TokenSwift.isTypeName(name) else {
                    wrong(
                        value, "`type-name` in \(fileName) must be a Swift type name",
                        "It is the enum the generated file declares (`DesignTokens` unless the plugin was given another).",
                        "Write it like `type-name: DesignTokens`.")
                    continue
                }
                setting.typeName = name
            case "drift":
                setting.strictDrift =
                    warnOr("strict", value, key: "drift", "reports literals that repeat a token", "lets `--strict` fail on them")
                    ?? setting.strictDrift
            case "removed-in-use":
                setting.removalsAreErrors =
                    warnOr(
                        "error", value, key: "removed-in-use", "reports (with `--base`) a removed or renamed token the app's code still uses",
                        "fails the build on it") ?? setting.removalsAreErrors
            default:
                diagnostics.append(YAMLLocation.unknownKey(keyNode, known: keys, code: .swiftSources, what: fileName, in: source))
            }
        }
        return (setting, diagnostics)
    }
}

extension AppCodeSetting {
    /// The project's top-level folders that hold the source folders (`Sources` for `Sources/Orbit`): the preview
    /// watches them beside `content` and `theme`. Folders outside the project are read on each build only.
    func topFolders(in project: Project) -> Set<String> {
        Set(
            folders.compactMap { folder in
                let path = project.displayPath(folder.url, climbing: true)
                guard !path.isEmpty, !path.hasPrefix("..") else { return nil }
                return String(path.prefix { $0 != "/" })
            })
    }
}

extension Project {
    /// The top-level folders of the project that hold the app's Swift code (see `AppCodeSetting.topFolders`).
    public func swiftSourceFolders(overrides: [URL] = []) -> Set<String> {
        AppCodeSetting.load(self, overrides: overrides).0?.topFolders(in: self) ?? []
    }
}
