import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenKit

/// `specimen`: design-system guides and tokens in, a browsable pattern library out.
@main
struct Specimen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Build a browsable pattern library from Markdown guides and design tokens.",
        version: SpecimenVersion.describe(commit: BuildCommit.commit),
        subcommands: [
            BuildCommand.self, ServeCommand.self, CheckCommand.self, RenderCommand.self, InitCommand.self, TokensCommand.self,
            FixEncodingCommand.self, ExplainCommand.self,
        ],
        defaultSubcommand: nil
    )

    /// Runs the command; bad usage exits 2 (not ArgumentParser's 64), as the docs promise.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
