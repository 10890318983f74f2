import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// Where the preview's human-readable lines go: standard error for `specimen serve`, a
/// buffer in tests. One line per rebuild, then the diagnostics in the compiler format:
/// every error, but only the warnings the previous build did not already print, so a
/// site with a standing warning does not repeat it on every save.
struct PreviewTerminal: Sendable {
    let write: @Sendable (String) -> Void
    /// The project folder, which the diagnostics' paths are relative to.
    let root: URL
    /// The folder their files are named from in what is written (see `Project.naming`).
    let namesFilesFrom: URL
    /// Whether each rebuild's line is followed by its stages and how long each took.
    let verbose: Bool
    private let shownWarnings = Locked<Set<Diagnostic>>([])

    init(write: @escaping @Sendable (String) -> Void, root: URL, namesFilesFrom: URL? = nil, verbose: Bool = false) {
        self.write = write
        self.verbose = verbose
        self.root = root
        self.namesFilesFrom = namesFilesFrom ?? root
    }

    /// Says what a (re)build did, then its errors and new warnings.
    func report(_ result: RebuildResult) {
        write(result.terminalLine)
        if verbose {
            for stage in result.report.stages { write(BuildReport.stageLine(stage)) }
        }
        let warnings = Set(result.report.diagnostics.filter { $0.severity == .warning })
        let seen = shownWarnings.withLock { shown in
            defer { shown = warnings }
            return shown
        }
        // A printer per rebuild: it reads each file once, and a save changes the files.
        let printer = DiagnosticPrinter(root: namesFilesFrom)
        let shown = result.report.diagnostics.filter { $0.severity == .error || !seen.contains($0) }
        for diagnostic in Project(root: root).naming(shown, from: namesFilesFrom) {
            write(printer.format(diagnostic) + "\n")
        }
    }
}
