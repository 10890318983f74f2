import Foundation
import PackagePlugin

/// Embeds the package's theme/ folder, and the diagnostics reference of its docs, into SpecimenKit as Swift source.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedTheme").url
        let folders = [
            ("theme", "DefaultTheme", "the default theme"), ("docs/content/diagnostics", "DiagnosticExplanation", "the diagnostics reference"),
        ]
        return folders.map { folder, type, what in
            let directory = context.package.directoryURL.appending(path: folder)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(type)+EmbeddedFiles.swift")
            var inputs: [URL] = []
            if let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
                for case let url as URL in walker where !url.hasDirectoryPath {
                    inputs.append(url)
                }
            }
            return .buildCommand(
                displayName: "Embedding \(what)",
                executable: tool,
                arguments: [directory.path, output.path, type],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        }
    }
}
