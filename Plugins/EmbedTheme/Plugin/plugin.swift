import Foundation
import PackagePlugin

/// Embeds the package's theme/ folder into SpecimenKit as Swift source.
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "theme")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+EmbeddedFiles.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.hasDirectoryPath {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "EmbedTheme").url,
                arguments: [theme.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
