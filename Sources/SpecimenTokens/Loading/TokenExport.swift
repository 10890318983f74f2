import Foundation
import SpecimenDiagnostics

/// `specimen tokens export` and `specimen-tokens`: the resolved tokens as CSS, JSON or Swift source.
public enum TokenExport {
    /// The formats tokens can be exported in.
    public enum Format: String, Sendable, CaseIterable {
        case css, json, swift
    }

    /// The export of the tokens in `folder`, or `nil` when they cannot be loaded without errors (or, for
    /// Swift, two tokens would share a name). Diagnostics name files as `displayPrefix/NAME`; the Swift
    /// file's enum is `typeName`. `modes.yml` is read by `readingModes` (SpecimenYAML's `ModeChoice.load`).
    package static func export(
        folder: URL, displayPrefix: String, format: Format, typeName: String = "DesignTokens", readingModes: ModeChoice.Reader
    ) -> (text: String?, diagnostics: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: folder.path) else {
            return (
                nil,
                [
                    .error(
                        .noTokens, at: nil, "there are no design tokens in \(displayPrefix)",
                        reason: "Tokens are read from content/tokens/*.tokens.json (and an optional *.resolver.json for modes).",
                        fix: "Add a token file, or pass the project folder: `specimen tokens export path/to/project`."
                    )
                ]
            )
        }
        let (model, diagnostics) = TokenLoader.load(folder: folder, displayPrefix: displayPrefix, readingModes: readingModes, forExport: true)
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        switch format {
        case .css: return (TokenCSS.render(model), diagnostics)
        case .json: return (TokenJSON.render(model), diagnostics)
        case .swift:
            let (text, clashes) = TokenSwift.render(model, typeName: typeName)
            return (text, diagnostics + clashes)
        }
    }
}
