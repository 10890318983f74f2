import SpecimenKit
import SpecimenTokens

/// Where the preview's human-readable lines go: standard error for `specimen serve`, a
/// buffer in tests. One line per rebuild, then the diagnostics in the compiler format:
/// every error, but only the warnings the previous build did not already print, so a
/// site with a standing warning does not repeat it on every save.
struct PreviewTerminal: Sendable {
    let write: @Sendable (String) -> Void
    let printer: DiagnosticPrinter
    private let shownWarnings = Locked<Set<Diagnostic>>([])

    init(write: @escaping @Sendable (String) -> Void, printer: DiagnosticPrinter) {
        self.write = write
        self.printer = printer
    }

    /// Says what a (re)build did, then its errors and new warnings.
    func report(_ result: RebuildResult) {
        write(result.terminalLine)
        let warnings = Set(result.report.diagnostics.filter { $0.severity == .warning })
        let seen = shownWarnings.withLock { shown in
            defer { shown = warnings }
            return shown
        }
        for diagnostic in result.report.diagnostics where diagnostic.severity == .error || !seen.contains(diagnostic) {
            write(printer.format(diagnostic) + "\n")
        }
    }
}
