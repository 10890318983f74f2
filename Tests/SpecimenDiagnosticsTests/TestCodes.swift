@testable import SpecimenDiagnostics

/// The codes these tests print, spelt as the catalogues of SpecimenTokens and SpecimenKit spell them: the printer and
/// the helpers are tested without those modules.
extension DiagnosticCode {
    static let noContent = DiagnosticCode("no-content", .error, "the project has no content folder")
    static let frontMatterYAML = DiagnosticCode("front-matter-yaml", .warning, "front matter is not valid YAML")
    static let brokenLink = DiagnosticCode("broken-link", .warning, "a link points to a page that does not exist")
    static let brokenFragment = DiagnosticCode("broken-fragment", .warning, "a link points to a heading that does not exist")
    static let contrastFailure = DiagnosticCode("contrast-failure", .warning, "a colour pair is below the contrast it needs")
    static let tokenInvalidValue = DiagnosticCode("token-invalid-value", .error, "a token's value is not of its type")
    static let tokenUnit = DiagnosticCode("token-unit", .warning, "a dimension's unit is not part of the format")
    static let jsonSyntax = DiagnosticCode("json-syntax", .error, "a token file is not valid JSON")
}
