import SpecimenDiagnostics
import SpecimenTokens

/// Why a template does not parse, and where: the line and column of the tag to fix.
///
/// The parser knows the exact tag at fault (the opening tag of a section that is never
/// closed, a close tag with the wrong name, a `{{` with no `}}`), so callers can turn it
/// into a located `Diagnostic` without searching the text again.
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    /// The line of the tag, from 1.
    public let line: Int
    /// The column of the tag's opening delimiter, in characters, from 1.
    public let column: Int
    /// What is wrong, naming the tag as written: "`{{#page}}` is never closed".
    public let problem: String
    /// What the template language expects there.
    public let reason: String
    /// What to write instead.
    public let fix: String

    /// The located error for a template in `file` (`the template`, `the component template`).
    func diagnostic(file: String, what: String) -> Diagnostic {
        .error(
            .templateSyntax, at: SourceLocation(file: file, line: line, column: column),
            "\(what) does not parse: \(problem)", reason: reason, fix: fix
        )
    }
}
