import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// Turns Yams' marks and errors into file locations and diagnostics.
///
/// YAML is often embedded (front matter, a component block inside a guide), so a
/// mark's line is relative to the YAML text; `firstLine` is the file line where that
/// text starts. libyaml counts columns in Unicode scalars; diagnostics count characters.
package enum YAMLLocation {
    /// The file location of a mark in YAML that starts at `firstLine` of `source`.
    package static func location(of mark: Mark?, in source: SourceText, firstLine: Int, indent: Int = 0) -> SourceLocation {
        guard let mark else { return source.location(line: firstLine, column: 1 + indent) }
        let line = firstLine + mark.line - 1
        let text = source.line(line) ?? ""
        let scalars = text.unicodeScalars.prefix(max(mark.column - 1 + indent, 0))
        return source.location(line: line, column: String(String.UnicodeScalarView(scalars)).count + 1)
    }

    /// A whole settings file (`modes.yml`, `swift.yml`, `contrast.yml`) composed, or the one error that stops it:
    /// located at the syntax error, `what` naming the file.
    package static func compose(_ source: SourceText, code: DiagnosticCode, what: String) -> Result<Node?, Diagnostic> {
        do {
            return .success(try YAML.compose(source.text))
        } catch let error as YamlError {
            return .failure(diagnostic(error, in: source, firstLine: 1, code: code, what: what))
        } catch {
            return .failure(
                .error(code, at: location(of: nil, in: source, firstLine: 1), "\(what) cannot be read", reason: "\(error)", fix: "Check its YAML."))
        }
    }

    /// The warning for a key a settings file does not have: it is ignored, and the nearest known key is suggested.
    package static func unknownKey(_ keyNode: Node, known: [String], code: DiagnosticCode, what: String, in source: SourceText) -> Diagnostic {
        let key = keyNode.string ?? ""
        let names = known.map { "`\($0):`" }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return .warning(
            code, at: location(of: keyNode.mark, in: source, firstLine: 1), "unknown key `\(key)` in \(what)",
            reason: "\(what) has \(listed); this key is ignored.",
            fix: NameSuggestions.didYouMean(Suggestions.nearest(to: key, in: known, limit: 1)) ?? "Remove it."
        )
    }

    /// A located diagnostic for a YAML syntax error; `what` names the text (`front matter`, `the component block`).
    package static func diagnostic(
        _ error: YamlError, in source: SourceText, firstLine: Int, indent: Int = 0, code: DiagnosticCode, what: String,
        severity: Diagnostic.Severity = .error
    ) -> Diagnostic {
        let fix = "Fix the YAML; quote values that contain `: `, `#` or start with a special character."
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let why = context.map { "\($0.text) \(problem)" } ?? problem
            // "while scanning a quoted scalar": where the scalar starts says more than where the text ends.
            return Diagnostic(
                severity, code: code, at: location(of: context?.mark ?? mark, in: source, firstLine: firstLine, indent: indent),
                "\(what) is not valid YAML", reason: sentence(why), fix: fix)
        case let .duplicatedKeysInMapping(duplicates, context):
            return Diagnostic(
                severity, code: code, at: location(of: context.mark, in: source, firstLine: firstLine, indent: indent),
                "\(what) sets \(duplicates.map { "`\($0)`" }.joined(separator: ", ")) twice",
                reason: "A key may appear once; YAML cannot tell which value you meant.", fix: "Keep one of them."
            )
        default:
            return Diagnostic(
                severity, code: code, at: location(of: nil, in: source, firstLine: firstLine, indent: indent), "\(what) is not valid YAML",
                reason: sentence("\(error)"), fix: fix)
        }
    }

    /// libyaml's phrases, capitalised and closed with a period.
    private static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        guard let first = trimmed.first else { return trimmed }
        return first.uppercased() + trimmed.dropFirst() + (trimmed.hasSuffix(".") ? "" : ".")
    }
}
