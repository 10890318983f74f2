import SpecimenDiagnostics

/// What reading one mode's tokens found, shared by the alias graph and the value readers it starts: the
/// diagnostics, in the order they were found, and the forms read although the format lacks them.
package final class ReadingLog {
    package init() {}

    package private(set) var diagnostics: [Diagnostic] = []
    /// What was read although the format does not allow it; reported once per kind and file (`Leniency`).
    package private(set) var leniencies: [Leniency] = []
    /// Where bare numbers were read as `rem` by a tool's convention, said once for the project.
    package var bareSizesReadAsRem: [SourceLocation] = []

    package func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package func lenient(_ leniency: Leniency) {
        leniencies.append(leniency)
    }

    /// Adds `sentence` to the reason of each error reported at a place of `locations`, by place.
    package func amendErrors(_ sentences: (SourceLocation) -> String?) {
        for index in diagnostics.indices where diagnostics[index].severity == .error {
            guard let location = diagnostics[index].location, let sentence = sentences(location) else { continue }
            diagnostics[index].reason = (diagnostics[index].reason ?? "") + sentence
        }
    }
}
