import Foundation
import Testing

/// `specimen --generate-completion-script SHELL` (ArgumentParser's): the bash script is loaded into a
/// real bash and asked to complete what a user types, as bash does on Tab. And the description the
/// manual page is made from (`swift package generate-manual` reads `--experimental-dump-help`).
@Suite struct ShellCompletionTests {
    /// What bash offers for `line` (the cursor at its end), one completion per line.
    static func bashCompletions(_ lines: [String]) throws -> [String] {
        let script = """
            source <("$SPECIMEN" --generate-completion-script bash)
            complete_line() {
              COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
              read -ra COMP_WORDS <<< "$COMP_LINE"
              [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
              COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
              COMPREPLY=()
              _specimen "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
              echo "${COMPREPLY[*]}"
            }
            for line in "$@"; do complete_line "$line"; done
            """
        let run = try CommandLineTests.run(
            ["bash", "-c", script, "bash"] + lines, in: FileManager.default.temporaryDirectory,
            executable: URL(fileURLWithPath: "/usr/bin/env"), environment: ["SPECIMEN": CommandLineTests.binary.path]
        )
        #expect(run.status == 0, "\(run.errors)")
        return run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func bashCompletesSubcommandsFlagsAndValues() throws {
        #expect(
            try Self.bashCompletions([
                "specimen b",
                "specimen ",
                "specimen build --check-e",
                "specimen build --format ",
                "specimen tokens export --format ",
                "specimen check --bas",
                "specimen build --bas",
            ]) == [
                "build",
                "--version -h --help build serve check render init tokens fix-encoding explain help",
                "--check-external",
                "human github json",
                "css json swift",
                "--base-url --base --baseline",
                "--base-url --base",
            ])
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsGetAScriptWithEveryCommand(shell: String) throws {
        let run = try CommandLineTests.run(["--generate-completion-script", shell], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        for word in ["fix-encoding", "max-ratio-drop", "allowed-host", "check-external", "no-cache", "drafts"] {
            #expect(run.output.contains(word), "\(shell): \(word)")
        }
    }

    @Test func theManualIsMadeFromEveryCommandAndFlag() throws {
        let run = try CommandLineTests.run(["--experimental-dump-help"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        struct Command: Decodable {
            var commandName: String
            var subcommands: [Command]?
            var arguments: [Argument]?
            struct Argument: Decodable { var names: [Name]? }
            struct Name: Decodable { var name: String }
        }
        struct ToolInfo: Decodable { var command: Command }
        let tool = try JSONDecoder().decode(ToolInfo.self, from: Data(run.output.utf8)).command
        #expect(tool.commandName == "specimen")
        #expect(tool.subcommands?.map(\.commandName) == ["build", "serve", "check", "render", "init", "tokens", "fix-encoding", "explain", "help"])
        let build = try #require(tool.subcommands?.first)
        let flags = Set((build.arguments ?? []).flatMap { $0.names ?? [] }.map(\.name))
        #expect(flags.isSuperset(of: ["strict", "check-external", "base-url", "format", "output", "no-cache"]), "\(flags)")
    }
}
