import SpecimenDiagnostics

/// Something in a token file that Specimen understands although the format does not allow it:
/// read anyway, and reported as a warning (an error under `--strict`).
///
/// Exported files repeat the same quirk hundreds of times (every colour's `hex` in 3-digit
/// form, every size in `em`), always for one reason: the tool that wrote them. So leniencies
/// of one `kind` in one file are reported once, at the first place, with the others counted.
package struct Leniency: Hashable, Sendable {
    /// What is the same about every occurrence of this quirk, such as `unit em`.
    package var kind: String
    /// The warning for this one occurrence.
    package var diagnostic: Diagnostic

    /// One warning per kind and file, at the first occurrence, which says where the others are.
    package static func report(_ leniencies: [Leniency]) -> [Diagnostic] {
        var seen = Set<Leniency>()
        let perFile = Diagnostic.reportedOnce(leniencies.filter { seen.insert($0).inserted }.map { ($0.kind, $0.diagnostic) })
        // A tool's string forms, and a type of the team's own (`component` in every component's file), are one
        // cause for the whole export.
        return onceForTheProject(onceForTheProject(perFile, code: .tokenStringForm), code: .tokenCustomType, by: \.message)
    }

    /// The warnings of `code`, which every file of an export repeats for one reason, as the first of them, which
    /// names the other files; with `by`, once for each value it gives (a custom type's name, in its message).
    static func onceForTheProject(
        _ diagnostics: [Diagnostic], code: DiagnosticCode, by key: (Diagnostic) -> String = { _ in "" }
    ) -> [Diagnostic] {
        Diagnostic.folded(diagnostics, where: { $0.code == code }, by: key) { files in
            " \(files.count) other file\(files.count == 1 ? " does" : "s do") the same: \(Diagnostic.shortList(files.map { "`\($0)`" }, first: 5))."
        }
    }
}
