import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What a build did and found.
public struct BuildReport: Sendable {
    /// Every problem, sorted by location; under `--strict` warnings are already errors.
    public var diagnostics: [Diagnostic]
    /// Pages rendered.
    public var pageCount: Int
    /// Pages laid out and written by this build (all of them, or fewer after a rebuild).
    public var rebuiltPageCount = 0
    /// Files written or, for `check`, that would have been.
    public var fileCount: Int
    /// Where the site is.
    public var outputDirectory: URL
    /// Whether the output folder was replaced.
    public var wroteOutput: Bool
    /// Every distinct external link with its first place, checked only with `--check-external`.
    ///
    /// Listed when asked for: the preview never asks, and its rebuilds then visit only the pages they change.
    public var externalLinks: [(url: String, location: SourceLocation)] {
        ExternalLink.links(in: pages).map { ($0.url, $0.location) }
    }
    /// What changed in the contrast results since `--baseline`, when one was given.
    public var contrastComparison: ContrastComparison?
    /// What changed in the tokens since `--base`, when one was given.
    public var tokenChanges: ProjectDiff?
    /// The contrast table at a glance, when the site has one: its pairs, modes, the pairs that fail in a mode
    /// unaccepted, and the table's URL.
    public var contrast:
        (pairs: Int, modes: Int, failing: Int, accepted: Int, surveyed: Int, readableAsBody: [(mode: String, count: Int)], url: String)?
    /// The tokens of the source at a glance, when some are not published: how many the source has, how many are left
    /// out, and the URL of the tokens page's "Left out" section.
    public var tokensLeftOut: (source: Int, leftOut: Int, url: String)?
    /// Wall-clock time of each stage, in order, for `--verbose` and profiling.
    public var stages: [(name: String, duration: Duration)] = []
    /// Wall-clock time of the build.
    public var duration: Duration
    /// The pages of the site, in output order, from which `externalLinks` are listed.
    private let pages: [RenderedPage]

    init(
        diagnostics: [Diagnostic], pageCount: Int, fileCount: Int, outputDirectory: URL, wroteOutput: Bool, duration: Duration,
        pages: [RenderedPage] = []
    ) {
        self.diagnostics = diagnostics
        self.pageCount = pageCount
        self.fileCount = fileCount
        self.outputDirectory = outputDirectory
        self.wroteOutput = wroteOutput
        self.duration = duration
        self.pages = pages
    }

    /// One stage as `--verbose` prints it: `   12.3 ms  render Markdown`.
    public static func stageLine(_ stage: (name: String, duration: Duration)) -> String {
        "  " + String(format: "%7.1f ms  ", stage.duration.fractionalMilliseconds) + stage.name
    }

    /// Whether any diagnostic is an error (the exit status is then 1).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Whether an error keeps the whole site from being written: under `--strict` any error does; otherwise only
    /// one that is not about a single part the build can leave out (see `Diagnostic.leavesOutOnlyItself`).
    public var withholdsSite: Bool { diagnostics.contains { $0.severity == .error && !$0.leavesOutOnlyItself } }
}
