import Foundation
import PackagePlugin

/// Turns the package's design tokens into Swift source at build time, so an app and its pattern
/// library read the same token files and cannot drift.
///
/// The tokens are the `*.tokens.json` files (with an optional `*.resolver.json` and `modes.yml`)
/// in the target's own folder `Tokens/` when it has one, otherwise in the package's
/// `content/tokens/`, where `specimen build` reads them. The target gets `DesignTokens.swift`:
/// `DesignTokens.Colors.brand.color`, `DesignTokens.Spacing.md` and so on (see `TokenSwift`).
@main
struct SpecimenTokensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [
            target.directoryURL.appending(path: "Tokens"),
            context.package.directoryURL.appending(path: "content/tokens"),
        ]
        return try [
            Self.command(
                folder: Self.tokensFolder(in: candidates, for: target.name),
                tool: context.tool(named: "specimen-tokens").url,
                output: context.pluginWorkDirectoryURL.appending(path: "DesignTokens.swift")
            )
        ]
    }

    /// The first of `candidates` that is a folder, or an error that names them all.
    static func tokensFolder(in candidates: [URL], for target: String) throws -> URL {
        for url in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return url }
        }
        throw PluginError(
            "target '\(target)' uses SpecimenTokensPlugin but has no design tokens: looked in "
                + candidates.map(\.path).joined(separator: " and ")
                + ". Put the *.tokens.json files in one of them (content/tokens/ is where `specimen build` reads them).")
    }

    /// Runs `specimen-tokens` on `folder`, again whenever one of its files changes, in subfolders too
    /// (a resolver's `$ref` may name `brand/colors.json`).
    static func command(folder: URL, tool: URL, output: URL) -> Command {
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" || url.lastPathComponent == "modes.yml" {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        return .buildCommand(
            displayName: "Generating DesignTokens.swift from \(folder.lastPathComponent)/",
            executable: tool,
            arguments: [folder.path, output.path],
            inputFiles: inputs,
            outputFiles: [output]
        )
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SpecimenTokensPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project: the tokens in the project's `content/tokens/`, or a `Tokens` folder beside it.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL
        return try [
            Self.command(
                folder: Self.tokensFolder(in: [root.appending(path: "Tokens"), root.appending(path: "content/tokens")], for: target.displayName),
                tool: context.tool(named: "specimen-tokens").url,
                output: context.pluginWorkDirectoryURL.appending(path: "DesignTokens.swift")
            )
        ]
    }
}
#endif
