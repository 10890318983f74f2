import Foundation
import PackagePlugin

/// Embeds the package's theme/ folder, the diagnostics reference of its docs and the example's tokens (the starter's)
/// into SpecimenKit as Swift source;
/// for the `specimen` executable, the commit the checkout is at (`specimen --version`).
@main
struct EmbedDefaultTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedTheme").url
        if target.name == "specimen" {
            // Written again when HEAD or a branch moves; only this small target is compiled again then.
            let git = context.package.directoryURL.appending(path: ".git")
            var inputs = [git.appending(path: "HEAD"), git.appending(path: "packed-refs")]
            if let walker = FileManager.default.enumerator(at: git.appending(path: "refs/heads"), includingPropertiesForKeys: nil) {
                for case let url as URL in walker where !url.hasDirectoryPath { inputs.append(url) }
            }
            let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
            return [
                .buildCommand(
                    displayName: "Embedding the commit", executable: tool,
                    arguments: ["--commit", context.package.directoryURL.path, output.path],
                    inputFiles: inputs.filter { FileManager.default.fileExists(atPath: $0.path) }, outputFiles: [output])
            ]
        }
        let folders = [
            ("theme", "DefaultTheme", "the default theme"), ("docs/content/diagnostics", "DiagnosticExplanation", "the diagnostics reference"),
            // The example's tokens are the starter's: `specimen init` without --tokens shows them at work.
            ("content/tokens", "StarterProject", "the starter's tokens"),
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
