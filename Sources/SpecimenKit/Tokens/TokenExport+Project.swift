import Foundation
import SpecimenDiagnostics
import SpecimenTokens

extension TokenExport {
    /// The export of `project`'s tokens (`content/tokens/`), with paths shown relative to the project.
    public static func export(_ project: Project, format: Format) -> (text: String?, diagnostics: [Diagnostic]) {
        export(folder: project.tokensDirectory, displayPrefix: project.tokensDisplayPath, format: format)
    }
}
