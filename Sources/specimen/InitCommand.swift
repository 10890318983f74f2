import ArgumentParser
import Foundation
import SpecimenKit
import SpecimenTokens

/// `specimen init DIR`: a small new site that builds as it is.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a small new docs project that builds as it is."
    )

    @Argument(help: "The folder to create the project in (created when missing).")
    var directory: String

    @Option(help: "Start from existing design tokens: a folder of token files, a *.resolver.json, or one token file. They are copied into content/tokens/, with a starter content/contrast.yml.")
    var tokens: String?

    func run() throws {
        let folder = URL(fileURLWithPath: directory)
        do throws(DiagnosticError) {
            let written = try StarterProject.write(to: folder, tokens: tokens.map { URL(fileURLWithPath: $0) })
            for path in written { Terminal.error("  created \(path)") }
            Terminal.error("\nNext: specimen build \(directory) && open \(directory)/public/index.html, or specimen serve \(directory)")
        } catch {
            Terminal.print(error.diagnostics, root: folder)
            throw ExitCode(1)
        }
    }
}
