import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML

/// `specimen tokens diff`: the token diff of two versions of a project (or of two token folders),
/// with the contrast pairs whose verdict changed and the places in the app's code that use a
/// token that was removed, renamed or changed.
public struct ProjectDiff: Sendable {
    /// A contrast pair and mode whose verdict changed.
    struct ContrastFlip: Sendable, Equatable {
        /// A ratio and what it means for the pair: `passes`, `fails` or `fails, accepted`.
        struct Verdict: Sendable, Equatable {
            var ratio: Double
            var verdict: String
        }

        var pair: String
        var usage: String
        var mode: String
        var required: Double
        var before: Verdict
        var after: Verdict
    }

    /// A place in the app's code that names a token this change touches.
    struct Use: Sendable, Equatable {
        var token: String
        /// `removed`, `renamed to X`, `changed` or `type changed`.
        var change: String
        var place: AppCodeReport.Use
    }

    var tokens: TokenDiff
    var contrast: [ContrastFlip] = []
    var uses: [Use] = []
    /// What the two sides are called in the report.
    var beforeName: String
    var afterName: String
    /// Problems loading either side.
    public var diagnostics: [Diagnostic] = []
    /// Whether a removed or renamed token the app still uses is an error (`removed-in-use: error` in swift.yml).
    var removalsAreErrors = false

    /// One side: a Specimen project (it has `content/`), read as a build reads it, or a folder of token files.
    struct Side: Sendable {
        var name: String
        var tokens: TokenModel
        /// The project's theme, tokens and components; `nil` for a folder of token files.
        var design: DesignSystem?
        var project: Project?
        var diagnostics: [Diagnostic]

        /// The side at `folder`; its files are named from `files` (`old/`, `origin/main:`, or empty
        /// for the folder the command runs in).
        static func load(_ folder: URL, name: String, files: String) -> Side {
            let project = Project(root: folder)
            if FileManager.default.fileExists(atPath: project.contentDirectory.path) {
                // A project without tokens yet (the version before a pull request that adds them) has none.
                let design = DesignSystem.load(project)
                return Side(name: name, tokens: design.tokens, design: design, project: project, diagnostics: named(design.diagnostics, files))
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                return Side(
                    name: name, tokens: .empty,
                    diagnostics: [
                        .error(
                            .diffBase, at: nil, "\(name) is not a folder",
                            reason: "Each version is a project (with content/tokens) or a folder of token files.",
                            fix: "Name the folder of each version, or compare with a git ref: `specimen tokens diff --base origin/main`.")
                    ])
            }
            let (model, problems) = TokenLoader.load(folder: folder, displayPrefix: ".")
            var diagnostics = named(problems, files)
            if model.paths.isEmpty, !problems.contains(where: { $0.severity == .error }) {
                diagnostics.append(
                    .error(
                        .diffBase, at: nil, "\(name) has no design tokens", reason: "It has no content/tokens folder and no token files of its own.",
                        fix: "Name the project's folder, or the folder that holds its `*.tokens.json` files."))
            }
            return Side(name: name, tokens: model, diagnostics: diagnostics)
        }

        /// The project as it was at `version` (a git ref). Before the docs project was added, its tokens are read
        /// where `content/tokens` links to now (`init --tokens … --link`): the export has a history of its own.
        static func load(_ version: GitVersion, ref: String, name: String, project: Project) -> Side {
            if !FileManager.default.fileExists(atPath: version.folder.appending(path: "content").path), project.tokensDirectoryIsLink,
                let linked = version.folder(atProjectRelative: project.tokensDisplayPath)
            {
                return load(linked.url, name: name, files: ref + ":" + linked.pathInRepository)
            }
            return load(version.folder, name: name, files: ref + ":" + version.pathInRepository)
        }

        /// `diagnostics`, named from the side's folder, named as the command line names the side.
        private static func named(_ diagnostics: [Diagnostic], _ files: String) -> [Diagnostic] {
            guard !files.isEmpty else { return diagnostics }
            return diagnostics.map { diagnostic in
                guard var location = diagnostic.location, !location.file.hasPrefix("/") else { return diagnostic }
                let inside = location.file.hasPrefix("./") ? String(location.file.dropFirst(2)) : location.file
                location.file = files + inside
                var moved = diagnostic
                moved.location = location
                return moved
            }
        }
    }

    /// Compares the project or token folder at `before` with the one at `after`. The app's code is
    /// the one `after`'s `content/swift.yml` names, or `swiftSources` when given.
    /// Files are named from `beforeFiles` and `afterFiles`, which end in `/` or `:` (see `Side.load`).
    public static func compare(
        before: URL, beforeName: String, beforeFiles: String, after: URL, afterName: String, afterFiles: String, swiftSources: [URL] = []
    ) -> ProjectDiff {
        // The two versions are read at once, one on each core.
        let old = Pending { Side.load(before, name: beforeName, files: beforeFiles) }
        let new = Side.load(after, name: afterName, files: afterFiles)
        return compare(old.value, new, at: after, swiftSources: swiftSources)
    }

    /// The project or token folder at `after` against itself as it was at the git `ref` of its repository
    /// (`--base`); the earlier files are named as git names them (`origin/main:docs/content/tokens/base.tokens.json`).
    public static func since(_ ref: String, after: URL, afterName: String, afterFiles: String, swiftSources: [URL] = []) -> ProjectDiff {
        since(ref, after: after, afterName: afterName, afterFiles: afterFiles, design: nil, swiftSources: swiftSources, scanned: nil)
    }

    /// `since(_:after:…)` for a build, which passes its `design` and the app's code it `scanned`, already read, so
    /// neither is read twice.
    static func since(
        _ ref: String, after: URL, afterName: String, afterFiles: String, design: DesignSystem?, swiftSources: [URL], scanned: AppCode?
    ) -> ProjectDiff {
        let version: GitVersion
        do {
            // Messages name the folder as the command line did: `afterFiles` without its `/`, or `.`.
            version = try GitVersion.checkOut(ref, of: after, named: afterFiles.isEmpty ? "." : String(afterFiles.dropLast()))
        } catch {
            var failed = ProjectDiff(tokens: TokenDiff(), beforeName: ref, afterName: afterName)
            failed.diagnostics = [error]
            return failed
        }
        defer { version.remove() }
        let old = Pending { Side.load(version, ref: ref, name: ref, project: Project(root: after)) }
        let new =
            design.map { Side(name: afterName, tokens: $0.tokens, design: $0, project: Project(root: after), diagnostics: []) }
            ?? Side.load(after, name: afterName, files: afterFiles)
        return compare(old.value, new, at: after, swiftSources: swiftSources, scanned: scanned)
    }

    /// `old` against `new`; the app's code is read for uses unless `readsAppCode` is false (a release of the past).
    static func compare(
        _ old: Side, _ new: Side, at after: URL, swiftSources: [URL], readsAppCode: Bool = true, scanned: AppCode? = nil
    ) -> ProjectDiff {
        var diff = ProjectDiff(tokens: TokenDiff.compare(old.tokens, new.tokens), beforeName: old.name, afterName: new.name)
        diff.diagnostics = (old.diagnostics + new.diagnostics).filter { $0.severity == .error }
        // The contrast of both versions is checked on one core while the app's code is read on the other.
        var flips: Pending<[ContrastFlip]>?
        if let a = old.design, let b = new.design, let oldProject = old.project, let newProject = new.project {
            let renames = Dictionary(diff.tokens.renamed.map { ($0.from, $0.to) }) { first, _ in first }
            flips = Pending { contrastFlips(before: (a, oldProject), after: (b, newProject), renames: renames) }
        }
        if readsAppCode, let project = new.project ?? (swiftSources.isEmpty ? nil : Project(root: after)) {
            let (found, setting, problems) = uses(
                of: diff.tokens, in: project, swiftSources: swiftSources, before: old.tokens, after: new.tokens, scanned: scanned)
            diff.uses = found
            diff.removalsAreErrors = setting?.removalsAreErrors ?? false
            diff.diagnostics += problems.filter { $0.severity == .error }
        }
        diff.contrast = flips?.value ?? []
        return diff
    }

    /// The pairs both versions check, in each mode both have, whose verdict differs (passes, fails, or fails with the
    /// failure accepted): the old version's results are the baseline of the new one's, as `check --baseline` compares
    /// them, with the tokens the release renamed (`renames`, old path → new) under their new names, so that a pair
    /// of a renamed token is the same pair.
    static func contrastFlips(
        before: (DesignSystem, Project), after: (DesignSystem, Project), renames: [String: String] = [:]
    ) -> [ContrastFlip] {
        func results(_ side: (design: DesignSystem, project: Project)) -> [ContrastResult] {
            ContrastEvaluation.evaluate(side.design, components: side.design.supportedComponents(), project: side.project, baseline: nil).results
        }
        let old = results(before), new = results(after)
        guard !old.isEmpty, !new.isEmpty, let measured = ContrastBaseline.of(old, tokens: before.0.tokens) else { return [] }
        let newKeys = Set(new.map { ContrastBaseline.key(of: $0) })
        let baseline = measured.renaming(renames, exceptKeys: newKeys)
        let comparison = ContrastComparison.compare(new, with: baseline, tokens: after.0.tokens, maxDrop: .infinity)
        // A failure accepted, or no longer accepted, is a change of verdict too: the comparison finds only those of passing.
        let accepted = comparison.unchanged.filter { !$0.result.passes && !$0.before.passes && $0.result.allowed != $0.before.allowed }
        func verdict(passes: Bool, allowed: Bool) -> String { passes ? "passes" : allowed ? "fails, accepted" : "fails" }
        return (comparison.newFailures + comparison.fixed + accepted).map { change in
            let declaration = change.result.declaration
            let pair = "\(declaration.foreground) on \(declaration.background)" + (declaration.over.map { " over \($0)" } ?? "")
            return ContrastFlip(
                pair: pair, usage: declaration.usage.rawValue, mode: change.result.mode, required: change.result.required,
                before: .init(ratio: change.before.ratio, verdict: verdict(passes: change.before.passes, allowed: change.before.allowed)),
                after: .init(ratio: change.result.ratio, verdict: verdict(passes: change.result.passes, allowed: change.result.allowed)))
        }.sorted { ($0.pair, $0.mode) < ($1.pair, $1.mode) }
    }

    /// Every use in the app's code of a token the diff removed, renamed, retyped or changed, and
    /// the problems of `swift.yml` or `--swift-sources` (a folder that is not there). `scanned` is the code as a
    /// build just read it, when it did.
    static func uses(
        of diff: TokenDiff, in project: Project, swiftSources: [URL], before: TokenModel, after: TokenModel, scanned: AppCode? = nil
    ) -> ([Use], AppCodeSetting?, [Diagnostic]) {
        let (setting, problems) = AppCodeSetting.load(project, overrides: swiftSources)
        guard let setting else { return ([], nil, problems) }
        let code: AppCode
        if let scanned, scanned.setting == setting {
            code = scanned
        } else {
            // The scans a build of the project keeps (`app-code.cache`) are reused for the files that did not change,
            // and, when the project has that folder (a build made it, with its `.gitignore`), kept for the next diff or build.
            let cacheFolder = project.root.appending(path: ".specimen-cache")
            let key = AppCode.cacheKey(swiftSources: swiftSources)
            let fresh = AppCode.scan(setting, project: project, cacheFolder: cacheFolder, key: key)
            code = fresh.code
            if fresh.rescanned, FileManager.default.fileExists(atPath: cacheFolder.path) { code.save(to: cacheFolder, key: key) }
        }
        // The code of the new version may still name old tokens: one report over the new tokens and
        // the old ones that are gone finds both.
        let kept = Set(after.paths)
        let mode = after.defaultMode
        let known = after.tokens(in: mode) + before.tokens(in: before.defaultMode).filter { !kept.contains($0.path) }
        let report = AppCodeReport(code, tokens: TokenModel(modes: [mode], tokens: [mode: known]))
        var touched: [(token: String, change: String)] = []
        touched += diff.removed.map { ($0, "removed") }
        touched += diff.renamed.map { ($0.from, "renamed to \($0.to)") }
        touched += diff.typeChanged.map { ($0.token, "type changed") }
        var seen = Set<String>()
        touched += diff.changed.compactMap { seen.insert($0.token).inserted ? ($0.token, "changed") : nil }
        let found = touched.flatMap { entry in
            (report.uses[entry.token] ?? []).map { Use(token: entry.token, change: entry.change, place: $0) }
        }
        return (found, setting, problems)
    }

    /// Whether the earlier version could not be read at all (`diff-base`): there is nothing to summarise.
    public var couldNotCompare: Bool { diagnostics.contains { $0.code == .diffBase } }

    /// What a build with `--base` reports of the diff: a base that cannot be read, once (the site is built as
    /// without it); the earlier version's own errors as one advisory warning (a pull request that mends a broken
    /// main must pass), its tokens compared as far as they read; and the removals the app still uses. The app's
    /// setting (swift.yml) is the build's own to report.
    var buildDiagnostics: [Diagnostic] {
        if couldNotCompare { return diagnostics.filter { $0.code == .diffBase }.map { $0.leavingOutOnlyItself() } }
        var found: [Diagnostic] = []
        let earlier = diagnostics.filter { $0.code != .swiftSources }
        if let first = earlier.first {
            var warning = Diagnostic.warning(
                .diffBase, at: nil,
                "`\(beforeName)` has \(earlier.count == 1 ? "an error" : "\(earlier.count) errors") of its own, so its tokens are compared as far as they read",
                reason: "The first: \(first.location.map { "\($0.file):\($0.line):\($0.column): " } ?? "")\(first.message).",
                fix: "Nothing to do here when this change mends it; `specimen tokens diff --base \(beforeName)` lists every one.")
            warning.advisory = true
            found.append(warning)
        }
        return found + removalDiagnostics
    }

    /// One diagnostic per removed or renamed token that the app's code still uses, at its first use, with the
    /// others listed: advisory unless swift.yml says `removed-in-use: error`.
    public var removalDiagnostics: [Diagnostic] {
        // A rename that keeps the old name (deprecated) breaks nothing: the app is told by `swift-deprecated-token`.
        let renamedTo = Dictionary(tokens.renamed.filter { !$0.oldKept }.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        var order: [String] = []
        var places: [String: [AppCodeReport.Use]] = [:]
        for use in uses where tokens.removed.contains(use.token) || renamedTo[use.token] != nil {
            if places[use.token] == nil { order.append(use.token) }
            places[use.token, default: []].append(use.place)
        }
        return order.map { token in
            let uses = places[token] ?? []
            let first = uses[0]
            let others = uses.dropFirst().map { "\($0.file):\($0.line)" }
            let elsewhere = others.isEmpty ? "" : " (and at \(others.joined(separator: ", ")))"
            let what: String, fix: String
            if let new = renamedTo[token] {
                what = "`\(token)` is renamed to `\(new)` since `\(beforeName)`, and the app's code still uses the old name"
                fix = "Change these uses to `\(new)`, or keep `\(token)` as an alias of it, marked `$deprecated`, until the app has moved."
            } else {
                what = "`\(token)` is removed since `\(beforeName)`, and the app's code still uses it"
                fix =
                    "Keep the token, marked `$deprecated` with a note naming what replaces it, until the app no longer uses it; or change these uses first."
            }
            let reason = "Once the app takes these tokens, this line\(elsewhere) will not build."
            let location = SourceLocation(file: first.file, line: first.line, column: first.column)
            if removalsAreErrors {
                return Diagnostic.error(.swiftRemovedToken, at: location, what, reason: reason, fix: fix).leavingOutOnlyItself()
            }
            var warning = Diagnostic.warning(
                .swiftRemovedToken, at: location, what,
                reason: reason + " (`removed-in-use: error` in swift.yml makes this an error.)", fix: fix)
            warning.advisory = true
            return warning
        }
    }
}
