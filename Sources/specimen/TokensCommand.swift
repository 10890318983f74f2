import ArgumentParser
import Foundation
import SpecimenKit
import SpecimenTokens
import SpecimenYAML

extension TokenExport.Format: ExpressibleByArgument {}

/// `specimen tokens …`: work with the design tokens.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Work with the design tokens in content/tokens.",
        subcommands: [Export.self]
    )

    /// `specimen tokens export`: the tokens as CSS, JSON or a SwiftUI file, on standard output.
    struct Export: ParsableCommand {
        // Named, not derived from the type: deriving it looks the type up at run time, 1.5 ms of every start.
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Print the resolved tokens as CSS custom properties, JSON, or a SwiftUI source file."
        )

        @Argument(help: "The docs project.")
        var project: String = "."

        @Option(help: "css, json or swift.")
        var format: TokenExport.Format = .css

        func run() throws {
            let projectValue = Project(root: URL(fileURLWithPath: project))
            let (text, diagnostics) = TokenExport.export(projectValue, format: format)
            Terminal.print(diagnostics, root: projectValue.root)
            guard let text else { throw ExitCode(1) }
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
