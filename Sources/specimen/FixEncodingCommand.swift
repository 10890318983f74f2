import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// `specimen fix-encoding FILE…`: repairs text that was decoded with the wrong charset.
struct FixEncodingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix-encoding",
        abstract:
            "Repair text that was once decoded with the wrong charset (a ✅ shown as three other characters) and convert Windows-1252 to UTF-8, in place, keeping the original as FILE.bak."
    )

    @Argument(help: "The Markdown files to repair.")
    var files: [String]

    func run() throws {
        var failed = false
        for file in files {
            do throws(DiagnosticError) {
                let count = try EncodingRepair.repair(file: URL(fileURLWithPath: file), displayPath: file)
                Terminal.error(
                    count == 0
                        ? "\(file): nothing to repair" : "\(file): repaired \(count) place\(count == 1 ? "" : "s") (original kept as \(file).bak)")
            } catch {
                Terminal.print(error.diagnostics, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
