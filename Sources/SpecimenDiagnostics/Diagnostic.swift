/// A problem found in a user's project: what went wrong, where, why, and what to do next.
///
/// Every stage of the build reports problems as values of this type instead of
/// throwing bare errors, so the CLI, the preview server's error overlay and the CI
/// annotations all say the same thing with the same location.
public struct Diagnostic: Error, Hashable, Sendable {
    /// How serious a diagnostic is. `--strict` turns every warning into an error.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case warning
        case error

        /// Errors sort after warnings so `max()` gives the worst severity.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// A stable, kebab-case identifier (`token-invalid-value`, `duplicate-url`) for tools and the JSON format;
    /// every one is a constant of `DiagnosticCode`, documented by `specimen explain`.
    public var code: DiagnosticCode
    /// Where the problem is; `nil` only for problems that belong to no file (a missing content folder).
    public var location: SourceLocation?
    /// What went wrong, as one sentence without a trailing period.
    public var message: String
    /// Why it is a problem, or what the tool expected.
    public var reason: String?
    /// What the user should do next.
    public var fix: String?
    /// A warning that reports a change rather than a problem (a contrast ratio that dropped but
    /// still passes): `--strict` leaves it a warning, so it never fails a build.
    public var advisory = false
    /// An error that leaves out only what it is about (a guide that cannot be read), so that outside
    /// `--strict` the rest of the site is still written. Any other error withholds the whole site.
    public var leavesOutOnlyItself = false

    /// Creates a diagnostic; `reason` and `fix` are optional but almost always worth giving.
    public init(
        _ severity: Severity,
        code: DiagnosticCode,
        at location: SourceLocation?,
        _ message: String,
        reason: String? = nil,
        fix: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
        self.reason = reason
        self.fix = fix
    }

    /// An error diagnostic.
    public static func error(
        _ code: DiagnosticCode, at location: SourceLocation?, _ message: String, reason: String? = nil, fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code: code, at: location, message, reason: reason, fix: fix)
    }

    /// A warning diagnostic.
    public static func warning(
        _ code: DiagnosticCode, at location: SourceLocation?, _ message: String, reason: String? = nil, fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, at: location, message, reason: reason, fix: fix)
    }

    /// The same error, saying that it leaves out only what it is about (see `leavesOutOnlyItself`).
    public func leavingOutOnlyItself() -> Diagnostic {
        var copy = self
        copy.leavesOutOnlyItself = true
        return copy
    }

    /// The same diagnostic as an error that withholds the site; used by `--strict`. An advisory warning stays a warning.
    public var promotedToError: Diagnostic {
        guard !advisory else { return self }
        var copy = self
        copy.severity = .error
        copy.leavesOutOnlyItself = false
        return copy
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by file, line, column, then text, so output is the same on every run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        if l != r { return l < r }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }
}

extension Diagnostic: CustomStringConvertible {
    /// One line: `file:line:column: severity: message`, the form editors and CI logs recognise.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message)"
    }
}

/// A set of diagnostics that stopped an operation; thrown where a stage cannot go on.
public struct DiagnosticError: Error, Sendable {
    /// What went wrong, at least one.
    public var diagnostics: [Diagnostic]

    /// Wraps the diagnostics that stopped the operation.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

extension Diagnostic {
    /// A value as a message quotes it: whole, or its start when it is long.
    package static func shown(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(57) + "…"
    }
}
