import SpecimenKit

/// What one rebuild of the preview did.
public struct RebuildResult: Sendable {
    /// The changes that caused it; empty for the first build.
    public var changes: ChangeSet
    /// What was rebuilt.
    public var scope: Rebuilder.Scope
    /// The build's report: diagnostics, page count, whether the output was replaced.
    public var report: BuildReport
    /// From the rebuild's start to the new site being in place.
    public var duration: Duration

    /// Whether the rebuild reported no error (an error about one guide still lets the rest be written and served).
    public var succeeded: Bool { !report.hasErrors }

    /// The terminal line for a rebuild, e.g.
    /// `content/patterns/callouts.md changed → rebuilt 15 pages in 42 ms`, or
    /// `content/patterns/callouts.md changed → build failed (1 error), still serving the last good site`.
    public var terminalLine: String {
        let cause = changes.isEmpty ? "" : changes.summary + " → "
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        if errors > 0 {
            let count = errors == 1 ? "1 error" : "\(errors) errors"
            // An error about one part (a guide that cannot be read): the rest was written and is served.
            if report.wroteOutput {
                return
                    "\(cause)\(changes.isEmpty ? "built" : "rebuilt") without what \(count) name\(errors == 1 ? "s" : ""), in \(duration.milliseconds) ms"
            }
            let next = changes.isEmpty ? "fix it and save; the preview rebuilds by itself" : "still serving the last good site"
            return "\(cause)build failed (\(count)), \(next)"
        }
        var pages = report.pageCount == 1 ? "1 page" : "\(report.pageCount) pages"
        // An incremental rebuild lays out only what the change reaches: say how much of the site that was.
        if report.rebuiltPageCount > 0, report.rebuiltPageCount < report.pageCount { pages = "\(report.rebuiltPageCount) of \(pages)" }
        let warned = warnings == 0 ? "" : warnings == 1 ? " (1 warning)" : " (\(warnings) warnings)"
        return "\(cause)\(changes.isEmpty ? "built" : "rebuilt") \(pages) in \(duration.milliseconds) ms\(warned)"
    }
}
