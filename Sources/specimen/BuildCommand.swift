import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

#if ExternalLinks
import SpecimenLinks
#endif

extension DiagnosticFormat: ExpressibleByArgument {}

/// The flags `build` and `check` share.
struct SiteOptions: ParsableArguments {
    @Argument(help: "The docs project: the folder that holds content/ (and optionally theme/).")
    var project: String = "."

    @Option(
        name: .customLong("base-url"),
        help: "The URL the site is served under: a path (/repo/) or a full URL (https://acme.github.io/repo/, which also writes sitemap.xml).")
    var baseURL: String = "/"

    @Flag(help: "Publish pages marked `draft: true` too.")
    var drafts = false

    @Option(help: "How to print problems: human, github (pull-request annotations) or json.")
    var format: DiagnosticFormat = .human

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    @Flag(
        name: .customLong("check-external"),
        help: "Request every external link (10 s timeout, at most 200 links, 8 at a time). Off by default: CI is often offline.")
    var checkExternal = false

    @Option(
        name: .customLong("swift-sources"),
        help: ArgumentHelp(
            "A folder of the app's Swift code, for where each token is used and which literals repeat one (repeatable; replaces the folders content/swift.yml names).",
            valueName: "folder"
        ))
    var swiftSources: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compare the tokens with this git ref of the project's repository (origin/main): what changed goes into the summary.",
            discussion:
                "A token removed or renamed since the ref that the app's code still uses is reported at that use; `removed-in-use: error` in content/swift.yml makes it an error.",
            valueName: "ref"
        ))
    var base: String?

    @Option(
        name: .customLong("summary"),
        help: ArgumentHelp(
            "Write a Markdown summary here (default with --format github and --base or --baseline: added to $GITHUB_STEP_SUMMARY).",
            valueName: "file"))
    var summaryFile: String?

    /// Where the Markdown summary goes, and whether it is added to the file (the job summary) or replaces it: the job
    /// summary only when the run compares with something (`--base`, `--baseline`), which is what a reviewer reads there.
    private func summaryTarget(comparing: Bool) -> (path: String, appending: Bool)? {
        if let summaryFile { return (summaryFile, false) }
        guard comparing, format == .github, let jobSummary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !jobSummary.isEmpty else {
            return nil
        }
        return (jobSummary, true)
    }

    /// Builds the project and prints the diagnostics and the summary; exit status 1 on any error.
    func run(
        strict: Bool, write: Bool, output: String?, verbose: Bool, cache: Bool = false, baseline: ContrastBaselineOption? = nil
    ) throws {
        let project = Project(root: URL(fileURLWithPath: self.project), output: output.map { URL(fileURLWithPath: $0) })
        var options = BuildOptions()
        // A build against --base reads the earlier version whole: the cache, which skips what did not change, has no part in it.
        if cache, base == nil { options.cacheDirectory = project.root.appending(path: ".specimen-cache") }
        options.baseURL = baseURL
        options.strict = strict
        options.includeDrafts = drafts
        options.writeOutput = write
        options.swiftSources = swiftSources.map { URL(fileURLWithPath: $0) }
        if checkExternal {
            #if ExternalLinks
            options.externalLinkChecker = { ExternalLinkChecker.check($0) }
            #else
            Terminal.print(
                [
                    .error(
                        .usage, at: nil, "this specimen was built without external link checking, so --check-external cannot run",
                        reason: "The ExternalLinks package trait was turned off (scripts/example does, to build faster).",
                        fix: "Build with the default traits: `swift build -c release --product specimen`."
                    )
                ], root: project.root)
            throw ExitCode(2)
            #endif
        }
        options.contrastBaseline = baseline
        options.tokenBase = base
        if !quiet && format == .human {
            options.progress = { stage in
                switch stage {
                case .loading: Terminal.progress("Reading \(project.displayPath(project.contentDirectory))…")
                case let .rendering(count): Terminal.progress("Rendering \(count) pages…")
                case let .writing(count): Terminal.progress("Writing \(count) files…")
                }
            }
        }
        var session = SiteSession(project: project, options: options)
        let report = session.build()
        finishedSession = session
        Terminal.clearProgress()
        let outcome = Self.summary(report, project: project, write: write, quiet: quiet, verbose: verbose)
        var summary = report.contrastComparison.map { $0.summaryLine + "\n" + outcome } ?? outcome
        if let changes = report.tokenChanges, !changes.couldNotCompare { summary += "\n" + changes.sinceLine }
        if let (path, appending) = summaryTarget(comparing: report.contrastComparison != nil || report.tokenChanges != nil) {
            var markdown = "## Specimen\n\n\(outcome)\n\n"
            if let comparison = report.contrastComparison { markdown += comparison.markdown() }
            if let changes = report.tokenChanges, !changes.couldNotCompare { markdown += changes.text(.markdown) }
            do {
                try Self.write(markdown, to: path, appending: appending)
            } catch {
                // Not bad usage (exit 2): the check ran; what failed is the file, so say why and what to do.
                Terminal.print(
                    [
                        .error(
                            .writeFailed, at: nil, "cannot write the summary to \(path)", reason: error.localizedDescription,
                            fix: "Check that its folder exists and is writable, or pass another --summary path."
                        )
                    ], root: project.root)
                throw ExitCode(1)
            }
        }
        if quiet && format == .human && report.diagnostics.isEmpty { return }
        var sections: [String: Any] = report.contrastComparison.map { ["baseline": $0.json()] } ?? [:]
        if let changes = report.tokenChanges, !changes.couldNotCompare { sections["tokenChanges"] = changes.jsonObject }
        sections["specimen"] = SpecimenVersion.describe(commit: BuildCommit.commit)
        // JSON's `summary.text` stays the one-line outcome; the comparison has its own `baseline` section.
        // Files are named from where the command runs; GitHub's annotations, from the repository's root.
        let namedFrom =
            format == .github
            ? ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"].map { URL(fileURLWithPath: $0) } ?? Terminal.workingDirectory
            : Terminal.workingDirectory
        let text = format.render(
            project.naming(report.diagnostics, from: namedFrom), summary: format == .json ? outcome : summary,
            printer: DiagnosticPrinter(root: namedFrom), sections: sections
        )
        // People read stderr; CI annotations and JSON go to stdout where tools collect them.
        if format == .human { FileHandle.standardError.write(Data(text.utf8)) } else { FileHandle.standardOutput.write(Data(text.utf8)) }
        if report.hasErrors { throw ExitCode(1) }
    }

    /// Writes `text` to `path`, or adds it at the end (the job summary, which earlier steps may have written to).
    private static func write(_ text: String, to path: String, appending: Bool) throws {
        let url = URL(fileURLWithPath: path)
        guard appending, let handle = try? FileHandle(forWritingTo: url) else {
            try Data(text.utf8).write(to: url)
            return
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    private static func summary(_ report: BuildReport, project: Project, write: Bool, quiet: Bool, verbose: Bool) -> String {
        let counts = DiagnosticPrinter.summary(report.diagnostics)
        let folder = project.displayPath(report.outputDirectory)
        let time = String(format: "%.2fs", report.duration.fractionalMilliseconds / 1000)
        let pages = "\(report.pageCount) page\(report.pageCount == 1 ? "" : "s")"
        if report.hasErrors && !report.wroteOutput {
            return write ? "Build failed (\(counts)); \(folder)/ was left as it was." : "Check failed (\(counts)) in \(pages)."
        }
        guard write else {
            let line = "Checked \(pages) in \(time) (\(counts))."
            return line + externalLinksNote(report)
        }
        let changed = report.rebuiltPageCount < report.pageCount ? ", \(report.rebuiltPageCount) rewritten" : ""
        // An error outside --strict that the build could leave out (a guide it cannot read): the rest is written.
        let without = report.hasErrors ? ", without what the errors name" : ""
        var line = "Built \(pages)\(changed) into \(folder)/ in \(time) (\(counts))\(without)."
        if let contrast = report.contrast {
            // Accepted failures are always counted; the survey is said as what it is, never as pairs.
            var parts: [String] = []
            if contrast.pairs > 0 {
                parts.append(
                    "\(contrast.pairs) pair\(contrast.pairs == 1 ? "" : "s") in \(contrast.modes) mode\(contrast.modes == 1 ? "" : "s"), "
                        + "\(contrast.failing) fail\(contrast.failing == 1 ? "s" : "")"
                        + (contrast.accepted > 0 ? ", \(contrast.accepted) accepted failure\(contrast.accepted == 1 ? "" : "s")" : ""))
            }
            if contrast.surveyed > 0 {
                // One count when every mode agrees, else one per mode.
                let counts = contrast.readableAsBody
                let readable =
                    Set(counts.map(\.count)).count <= 1
                    ? "\(counts.first?.count ?? 0) readable as body text"
                    : "readable as body text: " + counts.map { "\($0.count) in \($0.mode)" }.joined(separator: ", ")
                parts.append("palette survey: \(contrast.surveyed) colour\(contrast.surveyed == 1 ? "" : "s"), \(readable)")
            }
            line += "\nContrast: \(parts.joined(separator: "; ")); see \(contrast.url)"
        }
        if let tokens = report.tokensLeftOut {
            line +=
                "\nTokens: \(tokens.source) in the source: \(tokens.source - tokens.leftOut) published, \(tokens.leftOut) left out; see \(tokens.url)"
        }
        if verbose {
            if changed.isEmpty { line += "\n\(report.fileCount) files written." }
            for stage in report.stages {
                line += "\n" + BuildReport.stageLine(stage)
            }
            line += externalLinksNote(report)
        }
        return line
    }

    /// The external links, listed rather than fetched unless --check-external asked.
    private static func externalLinksNote(_ report: BuildReport) -> String {
        // Listed from every page each time it is asked for: once here.
        let links = report.externalLinks
        guard !links.isEmpty else { return "" }
        return "\nExternal links (\(links.count); request them with --check-external):\n"
            + links.map { "  \($0.url)  (\($0.location))" }.joined(separator: "\n")
    }
}

/// `specimen build`: the site, into public/.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from PROJECT/content into PROJECT/public.",
        discussion: """
            Exit status: 0 when the site was built, 1 when an error was reported, 2 for bad usage.

            Outside --strict a problem in one guide, token or pair never withholds the site: what can be read is \
            built, and what cannot (a guide that cannot be read) is left out with an error. With --strict every \
            warning is an error, and any error leaves the previous site as it was.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "Write the site here instead of PROJECT/public.")
    var output: String?

    @Flag(help: "Treat every warning as an error (for CI).")
    var strict = false

    @Flag(name: .shortAndLong, help: "Say more about what was built.")
    var verbose = false

    @Flag(
        inversion: .prefixedNo,
        help: "Keep PROJECT/.specimen-cache so the next build renders only changed guides (safe to delete; --no-cache builds everything).")
    var cache = true

    func validate() throws {
        if site.quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    func run() throws {
        try site.run(strict: strict, write: true, output: output, verbose: verbose, cache: cache)
    }
}

/// `specimen check`: every check of a strict build, writing nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Build without writing output; every warning counts as an error.",
        discussion:
            "check is always strict: it runs every check of `build --strict`, and `--strict` may be given for scripts that pass it anyway. Exit status: 0 when nothing was found, 1 when anything was, 2 for bad usage."
    )

    @OptionGroup var site: SiteOptions

    @Option(
        help: ArgumentHelp(
            "Compare the contrast results with an earlier build's: its contrast.json, or the folder of a built site.",
            discussion:
                "A pair that passed there and fails now is an error at the line of the token that changed; a passing pair whose ratio dropped by more than --max-ratio-drop is a warning that never fails.",
            valueName: "path"
        ))
    var baseline: String?

    @Option(
        name: .customLong("max-ratio-drop"),
        help: ArgumentHelp("With --baseline: report a passing pair whose ratio fell by more than this.", valueName: "ratio"))
    var maxRatioDrop = 0.5

    @Flag(help: "Accepted for symmetry with `build --strict`: check always treats every warning as an error.")
    var strict = false

    func validate() throws {
        if maxRatioDrop < 0 || !maxRatioDrop.isFinite { throw ValidationError("--max-ratio-drop must be a ratio of 0 or more, such as 0.5.") }
    }

    func run() throws {
        let option = baseline.map { ContrastBaselineOption(url: URL(fileURLWithPath: $0), displayPath: $0, maxRatioDrop: maxRatioDrop) }
        try site.run(strict: true, write: false, output: nil, verbose: false, baseline: option)
    }
}

/// The last build's session, never freed: the process ends right after the build, and freeing
/// every page's text one allocation at a time took longer than that (5% of a cached build).
nonisolated(unsafe) private var finishedSession: SiteSession?
