import ArgumentParser
import Foundation
import SpecimenKit
import SpecimenTokens
import SpecimenYAML

extension TokenExport.Format: ExpressibleByArgument {}
extension ProjectDiff.Format: ExpressibleByArgument {}

/// `specimen tokens …`: work with the design tokens.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Work with the design tokens in content/tokens.",
        subcommands: [Export.self, Diff.self]
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

    /// `specimen tokens diff`: what changed between two versions of the tokens.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "What changed between two versions of the tokens: names, values per mode, types, contrast and the app's uses.",
            discussion: """
                Each side is a project (with content/tokens) or a folder of token files. With --base, the earlier
                version is the project as it was at a git ref of its repository, and the one argument is the newer
                version (the project here by default):

                  specimen tokens diff old-export new-export
                  specimen tokens diff --base origin/main --format markdown >> "$GITHUB_STEP_SUMMARY"

                Exits 0 whatever changed; 1 when a side cannot be read.
                """
        )

        @Argument(help: "The earlier and the newer version; with --base, only the newer one (default: the project here).")
        var versions: [String] = []

        @Option(help: ArgumentHelp("The earlier version: this git ref of the repository holding the project.", valueName: "ref"))
        var base: String?

        @Option(help: "human, json or markdown.")
        var format: ProjectDiff.Format = .human

        @Option(
            name: .customLong("swift-sources"),
            help: ArgumentHelp("A folder of the app's Swift code, instead of content/swift.yml's (repeatable).", valueName: "folder"))
        var swiftSources: [String] = []

        func validate() throws {
            if base == nil, versions.count != 2 {
                throw ValidationError("Name two versions, `specimen tokens diff OLD NEW`, or one with --base REF.")
            }
            if base != nil, versions.count > 1 { throw ValidationError("With --base, name at most one version: the newer one.") }
        }

        /// How files inside `path` are named: from the folder the command runs in.
        private func files(_ path: String) -> String {
            path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
        }

        func run() throws {
            let sources = swiftSources.map { URL(fileURLWithPath: $0) }
            let diff: ProjectDiff
            if let base {
                let newer = versions.first ?? "."
                diff = ProjectDiff.since(
                    base, after: URL(fileURLWithPath: newer), afterName: newer == "." ? "working copy" : newer, afterFiles: files(newer),
                    swiftSources: sources)
            } else {
                diff = ProjectDiff.compare(
                    before: URL(fileURLWithPath: versions[0]), beforeName: versions[0], beforeFiles: files(versions[0]),
                    after: URL(fileURLWithPath: versions[1]), afterName: versions[1], afterFiles: files(versions[1]), swiftSources: sources)
            }
            Terminal.print(diff.diagnostics, root: Terminal.workingDirectory)
            guard diff.diagnostics.isEmpty else { throw ExitCode(1) }
            FileHandle.standardOutput.write(Data(diff.text(format).utf8))
        }
    }
}
