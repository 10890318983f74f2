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

    @Flag(help: "Show what would change, and change nothing.")
    var dryRun = false

    func run() throws {
        var failed = false
        for file in files {
            do throws(DiagnosticError) {
                let url = URL(fileURLWithPath: file)
                guard let plan = try EncodingRepair.plan(file: url, displayPath: file) else {
                    Terminal.error("\(file): nothing to repair")
                    continue
                }
                if !dryRun { try EncodingRepair.checkNoBackup(of: url, displayPath: file) }
                // Every change is shown before any is made.
                for change in plan.changes {
                    Terminal.error("\(file):\(change.line):\(change.column): `\(change.found)` → `\(change.intended)` (\(change.why))")
                }
                let count = plan.changes.count
                let places = "\(count) place\(count == 1 ? "" : "s")"
                if dryRun {
                    Terminal.error("\(file): would repair \(places); nothing written (--dry-run)")
                    continue
                }
                try EncodingRepair.apply(plan, to: url, displayPath: file)
                Terminal.error("\(file): repaired \(places) (original kept as \(file).bak)")
            } catch {
                Terminal.print(error.diagnostics, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
