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
/// The arguments are `specimen`'s own; the project folder defaults to the package's root. Unless the
/// project names its app's code in `content/swift.yml` (or the arguments give `--swift-sources`), the
/// package's own Swift targets, tests left out, are the code whose token uses the pages show.
@main
struct SpecimenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "specimen").url
        let process = Process()
        process.executableURL = tool
        var arguments = arguments
        // The project is the package folder or a folder named in the arguments (`specimen build Docs`).
        let package = context.package.directoryURL
        let projects = [package] + arguments.dropFirst().filter { !$0.hasPrefix("-") }.map { package.appending(path: $0) }
        let hasSetting = projects.contains { FileManager.default.fileExists(atPath: $0.appending(path: "content/swift.yml").path) }
        if let command = arguments.first, ["build", "check", "serve"].contains(command), !hasSetting,
            !arguments.contains(where: { $0 == "--swift-sources" || $0.hasPrefix("--swift-sources=") })
        {
            let folders = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { $0.kind != .test && $0.kind != .macro }.map(\.directoryURL.path)
            arguments.insert(contentsOf: folders.sorted().flatMap { ["--swift-sources", $0] }, at: 1)
        }
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
