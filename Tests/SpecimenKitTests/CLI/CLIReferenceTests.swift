import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// The docs' generated reference pages, made from what the binary says of itself, so they cannot drift:
/// docs/content/reference/cli.md from the command definitions (`--experimental-dump-help`), and the index of
/// docs/content/diagnostics/ from `DiagnosticCode` and the pages' descriptions. `SPECIMEN_RECORD_SNAPSHOTS=1`
/// writes them; otherwise a difference fails.
@Suite struct CLIReferenceTests {
    private struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var abstract: String?
        var defaultValue: String?
        var isOptional: Bool
        var isRepeating: Bool
        var kind: String
        var names: [Name]?
        var valueName: String?
        var allValues: [String]?
        var shouldDisplay: Bool
    }

    private struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var arguments: [Argument]?
        var subcommands: [Command]?
        var shouldDisplay: Bool
    }

    private struct Dump: Decodable { var command: Command }

    private static func compare(_ generated: String, with relative: String) throws {
        let url = Repository.root.appending(path: relative)
        if ProcessInfo.processInfo.environment["SPECIMEN_RECORD_SNAPSHOTS"] == "1" {
            try Data(generated.utf8).write(to: url)
            return
        }
        let current = try String(contentsOf: url, encoding: .utf8)
        #expect(current == generated, "\(relative) is generated: re-record with SPECIMEN_RECORD_SNAPSHOTS=1 and review the diff")
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// One argument as the usage line writes it: `<project>`, `--format <format>`, `--strict`.
    private static func usage(_ argument: Argument) -> String {
        let name = argument.names?.first { $0.kind == "long" }.map { "--" + $0.name } ?? argument.names?.first.map { "-" + $0.name }
        var text: String
        switch argument.kind {
        case "positional": text = "<\(argument.valueName ?? "value")>" + (argument.isRepeating ? " ..." : "")
        case "option": text = "\(name ?? "") <\(argument.valueName ?? "value")>" + (argument.isRepeating ? " ..." : "")
        default: text = name ?? ""
        }
        return argument.isOptional ? "[\(text)]" : text
    }

    private static func render(_ command: Command, path: [String], into text: inout String) {
        let name = (path + [command.commandName]).joined(separator: " ")
        let arguments = (command.arguments ?? []).filter { $0.shouldDisplay && $0.valueName != "help" && $0.valueName != "version" }
        if path.count > 0, command.commandName != "help" {
            text += "\n## \(name)\n\n"
            if let abstract = command.abstract { text += abstract + "\n\n" }
            if command.subcommands?.isEmpty ?? true {
                text += "```sh\n\(name) \(arguments.map(usage).joined(separator: " "))\n```\n\n"
            }
            if let discussion = command.discussion { text += discussion + "\n\n" }
            if !arguments.isEmpty {
                text += "| argument | what it does | default |\n|---|---|---|\n"
                for argument in arguments {
                    let values = argument.allValues.map { " One of " + $0.map { "`\($0)`" }.joined(separator: ", ") + "." } ?? ""
                    let shown = usage(argument).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                    text +=
                        "| `\(cell(shown))` | \(cell((argument.abstract ?? "") + values)) | \(argument.defaultValue.map { "`\(cell($0))`" } ?? "") |\n"
                }
                text += "\n"
            }
        }
        for sub in command.subcommands ?? [] where sub.shouldDisplay {
            render(sub, path: path + [command.commandName], into: &text)
        }
    }

    @Test func theCommandLineReferenceIsMadeFromTheCommands() throws {
        let folder = try TemporaryProject()
        let run = try CommandLineTests.run(["--experimental-dump-help"], in: folder.root)
        let dump = try JSONDecoder().decode(Dump.self, from: Data(run.output.utf8))
        var text = """
            ---
            title: Command-line reference
            description: Every command of the specimen binary, with its arguments and flags, made from their definitions.
            order: 1
            ---

            Generated from the command definitions, like `specimen help` and the shell completions, so it
            always matches the binary. Exit status everywhere: 0 success, 1 a problem was reported, 2 bad usage.

            """
        Self.render(dump.command, path: [], into: &text)
        try Self.compare(text.trimmingCharacters(in: .newlines) + "\n", with: "docs/content/reference/cli.md")
    }

    @Test func theDiagnosticsIndexListsEveryCode() throws {
        var text = """
            ---
            title: Diagnostics
            description: Every problem Specimen reports, by code, with an example and the fix.
            order: 11
            ---

            Every diagnostic ends with its code, `see: specimen explain CODE`, and `specimen explain CODE`
            prints its page. Warnings become errors with `--strict` and in `specimen check`, except those that
            report a change or a choice rather than a fault, which stay warnings and never fail a build:
            [`docc-directive`](docc-directive.md), [`token-custom-type`](token-custom-type.md),
            [`swift-token-drift`](swift-token-drift.md) and [`swift-removed-token`](swift-removed-token.md) unless
            `content/swift.yml` says otherwise, [`contrast-drop`](contrast-drop.md), and a
            [`contrast-regression`](contrast-regression.md) that an older `allow-failure` accepts in another mode.

            | code | level | what it means |
            |---|---|---|

            """
        for code in DiagnosticCode.all.sorted() {
            let description = DiagnosticExplanationTests.page(code.rawValue)?.page.description ?? code.summary
            text += "| [`\(code.rawValue)`](\(code.rawValue).md) | \(code.level.rawValue) | \(Self.cell(description)) |\n"
        }
        try Self.compare(text, with: "docs/content/diagnostics/index.md")
    }
}
