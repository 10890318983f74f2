import Foundation

/// `specimen tokens export`: the resolved tokens as CSS, JSON or SwiftUI source.
public enum TokenExport {
    /// The formats tokens can be exported in.
    public enum Format: String, Sendable, CaseIterable {
        case css, json, swift
    }

    /// The export of `project`'s tokens, or `nil` when they cannot be loaded without errors (or, for Swift, two tokens would share a name).
    public static func export(_ project: Project, format: Format) -> (text: String?, diagnostics: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: project.tokensDirectory.path) else {
            return (nil, [.error(
                "no-tokens", at: nil, "there are no design tokens in \(project.displayPath(project.tokensDirectory))",
                reason: "Tokens are read from content/tokens/*.tokens.json (and an optional *.resolver.json for modes).",
                fix: "Add a token file, or pass the project folder: `specimen tokens export path/to/project`."
            )])
        }
        let (model, diagnostics) = TokenLoader.load(folder: project.tokensDirectory, displayPrefix: project.displayPath(project.tokensDirectory))
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        switch format {
        case .css: return (TokenCSS.render(model), diagnostics)
        case .json: return (TokenJSON.render(model), diagnostics)
        case .swift:
            let (text, clashes) = TokenSwift.render(model)
            return (text, diagnostics + clashes)
        }
    }
}
