import SpecimenDiagnostics

/// What reading one mode's tokens found, shared by the alias graph and the value readers it starts: the
/// diagnostics, in the order they were found, and the forms read although the format lacks them.
///
/// While the graph reads a token's value it names the token (`reading`); what is logged then is also kept as that
/// token's own (`byToken`), so a resolution kept for the next load can give back the entries of the tokens it reuses.
package final class ReadingLog {
    /// What was logged while one token's value was read.
    package struct Entries: Sendable {
        package var diagnostics: [Diagnostic] = []
        package var leniencies: [Leniency] = []
        package var bareSizesReadAsRem: [SourceLocation] = []
    }

    package init() {}

    package private(set) var diagnostics: [Diagnostic] = []
    /// What was read although the format does not allow it; reported once per kind and file (`Leniency`).
    package private(set) var leniencies: [Leniency] = []
    /// Where bare numbers were read as `rem` by a tool's convention, said once for the project.
    package private(set) var bareSizesReadAsRem: [SourceLocation] = []
    /// The token whose value is being read, if any.
    package var reading: String?
    /// What was logged while each token was `reading`.
    package private(set) var byToken: [String: Entries] = [:]

    package func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if let reading { byToken[reading, default: Entries()].diagnostics.append(diagnostic) }
    }

    package func lenient(_ leniency: Leniency) {
        leniencies.append(leniency)
        if let reading { byToken[reading, default: Entries()].leniencies.append(leniency) }
    }

    /// A bare number at `location` read as `rem`.
    package func readAsRem(_ location: SourceLocation) {
        bareSizesReadAsRem.append(location)
        if let reading { byToken[reading, default: Entries()].bareSizesReadAsRem.append(location) }
    }

    /// What another log found, added to this one's.
    private func add(_ entries: Entries) {
        diagnostics += entries.diagnostics
        leniencies += entries.leniencies
        bareSizesReadAsRem += entries.bareSizesReadAsRem
    }

    /// `entries`, logged earlier while `token` was read, logged again as its own.
    package func replay(_ entries: Entries, of token: String) {
        add(entries)
        byToken[token] = entries
    }

    /// Adds `sentence` to the reason of each error reported at a place of `locations`, by place.
    package func amendErrors(_ sentences: (SourceLocation) -> String?) {
        for index in diagnostics.indices where diagnostics[index].severity == .error {
            guard let location = diagnostics[index].location, let sentence = sentences(location) else { continue }
            diagnostics[index].reason = (diagnostics[index].reason ?? "") + sentence
        }
    }
}
