import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// `specimen explain CODE`: the whole story of a diagnostic code, as the docs' diagnostics reference tells it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, an example, and how to fix it.",
        discussion: "Every diagnostic ends with `see: specimen explain CODE`. `--list` lists every code with its level."
    )

    @Argument(help: "The code, as a diagnostic names it (token-invalid-value).")
    var code: String?

    @Flag(help: "List every code with its level and what it means, one line each.")
    var list = false

    func validate() throws {
        if code == nil && !list { throw ValidationError("Name a code, such as `specimen explain broken-link`, or pass --list.") }
        if code != nil && list { throw ValidationError("Give a code or --list, not both.") }
    }

    func run() throws {
        if list {
            let width = DiagnosticCode.all.map(\.rawValue.count).max() ?? 0
            for code in DiagnosticCode.all.sorted() {
                let name = code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                let level = code.level.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print("\(name)  \(level)  \(DiagnosticExplanation.all[code.rawValue]?.description ?? code.summary)")
            }
            return
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let name = code else {
            Terminal.print(
                [
                    .error(
                        .usage, at: nil, "`specimen explain` needs a diagnostic code",
                        reason: "It prints what one code means, with an example; codes end each diagnostic, after `see: specimen explain`.",
                        fix: "Give a code, as in `specimen explain broken-link`, or `specimen explain --list` for every code."
                    )
                ], root: root)
            throw ExitCode(2)
        }
        guard let known = DiagnosticCode(rawValue: name) else {
            let near = Suggestions.nearest(to: name, in: DiagnosticCode.all.map(\.rawValue), limit: 3)
            Terminal.print(
                [
                    .error(
                        .usage, at: nil, "`\(name)` is not a diagnostic code",
                        reason: "Codes are the kebab-case names at the end of each diagnostic, after `see: specimen explain`.",
                        fix: NameSuggestions.didYouMean(near) ?? "`specimen explain --list` lists every code."
                    )
                ], root: root)
            throw ExitCode(2)
        }
        // Every code has a page (a test sees to it); a binary built without them still says what the code means.
        guard let page = DiagnosticExplanation.all[known.rawValue] else {
            print("\(known.rawValue) (\(known.level.rawValue)): \(known.summary)")
            return
        }
        print("\(known.rawValue) (\(known.level.rawValue)): \(page.description)\n\n\(page.body)")
    }
}
