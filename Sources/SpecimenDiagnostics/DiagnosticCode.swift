/// The stable code of a diagnostic, as `--format json`, GitHub annotations and `specimen explain` name it: one
/// documented constant per code, declared by the module whose part raises it (the token module's in
/// `DiagnosticCode+Tokens.swift`, the site's in SpecimenKit's `DiagnosticCode+Site.swift`), the only places codes
/// are spelt. `DiagnosticCode.all` (SpecimenKit) lists them; `specimen explain CODE` tells each one's story with an
/// example, and a test fails on a code without one.
public struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kebab-case code, `token-invalid-value`.
    public let rawValue: String
    /// How a plain build reports it; `--strict` makes every warning an error.
    public let level: Diagnostic.Severity
    /// What it means, in one line, for `specimen explain --list`.
    public let summary: String
    /// Whether its occurrences in many files are one cause, reported once for the whole build (`foldedAcrossFiles`):
    /// template code left by one site generator across a folder of pages.
    public let foldsAcrossFiles: Bool

    /// A code; only the catalogues of the modules make them.
    package init(_ rawValue: String, _ level: Diagnostic.Severity, _ summary: String, foldsAcrossFiles: Bool = false) {
        self.rawValue = rawValue
        self.level = level
        self.summary = summary
        self.foldsAcrossFiles = foldsAcrossFiles
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
