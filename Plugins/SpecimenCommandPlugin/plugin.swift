import Foundation
import PackagePlugin

/// `swift package specimen …`: runs Specimen on the package it is called in, like swift-docc-plugin.
///
/// ```sh
/// swift package --allow-writing-to-package-directory specimen build   # content/ → public/
/// swift package specimen check --format github                        # every check, no output
/// swift package --disable-sandbox specimen serve                      # the live preview (the sandbox forbids a server)
/// ```
///
/// The arguments are `specimen`'s own; the project folder defaults to the package's root.
@main
struct SpecimenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "specimen").url
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // Specimen has already said what went wrong; this only carries its status to `swift package`.
            let how = process.terminationReason == .exit ? "exited with status" : "was stopped by signal"
            throw SpecimenFailed(description: "specimen \(arguments.first ?? "") \(how) \(process.terminationStatus)")
        }
    }
}

struct SpecimenFailed: Error, CustomStringConvertible {
    let description: String
}
