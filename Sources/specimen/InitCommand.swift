import ArgumentParser
import Foundation
import SpecimenDiagnostics
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

    @Option(
        help:
            "Start from existing design tokens: a folder of token files, a *.resolver.json, or one token file. They are copied into content/tokens/, with a starter content/contrast.yml."
    )
    var tokens: String?

    @Flag(
        help:
            "With --tokens: make content/tokens a link to the tokens' folder instead of a copy, so the site reads them where they are kept and its warnings name their own files."
    )
    var link = false

    @Flag(help: "Without --tokens: only the guides, no example tokens, components or contrast table.")
    var minimal = false

    func validate() throws {
        if link && tokens == nil { throw ValidationError("--link goes with --tokens PATH: it links content/tokens to that folder.") }
        if minimal && tokens != nil { throw ValidationError("--minimal is the starter without tokens; --tokens brings your own.") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: directory)
        do throws(DiagnosticError) {
            if tokens != nil { Terminal.progress("Reading the tokens and inferring the contrast pairs…") }
            defer { Terminal.clearProgress() }
            let report = try StarterProject.write(to: folder, tokens: tokens.map { URL(fileURLWithPath: $0) }, link: link, minimal: minimal)
            Terminal.clearProgress()
            let guides = report.written.filter { $0.hasSuffix(".md") }.count
            // The folder linked, as the link leads (a Tokens Studio export below the folder given is linked at its own).
            let linked = Project.shownPath(folder.appending(path: "content/tokens").resolvingSymlinksInPath())
            let tokensMade =
                report.tokens.map {
                    $0.linked ? ", content/tokens linked to \(linked), and content/contrast.yml" : ", the design tokens and content/contrast.yml"
                }
                ?? (report.written.contains("content/contrast.yml")
                    ? ", example design tokens (light and dark), two components and content/contrast.yml" : "")
            var shown = directory
            while shown.count > 1, shown.hasSuffix("/") { shown.removeLast() }
            Terminal.error("Created \(shown)/ with \(guides) guides\(tokensMade).")
            if let tokens = report.tokens, let source = self.tokens { Terminal.error(Self.describe(tokens, from: source, project: directory)) }
            Terminal.error("\nNext: specimen serve \(directory) (a preview that reloads as you edit), or specimen build \(directory)")
        } catch {
            Terminal.print(error.diagnostics, root: folder)
            throw ExitCode(1)
        }
    }

    /// At most this many lines of reasons for the inferred pairs.
    static let reasonsShown = 8

    /// What was read of the tokens and the pairs inferred from them, a few lines a person reads in passing.
    static func describe(_ tokens: StarterProject.TokenSummary, from source: String, project: String) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let modes = tokens.modes.count == 1 ? "one mode" : "\(tokens.modes.count) modes (\(tokens.modes.joined(separator: ", ")))"
        let read = tokens.resolver.map { "\(count(tokens.files, "token file")) and \($0)" } ?? count(tokens.files, "token file")
        var lines = ["Tokens: \(read) from \(source): \(count(tokens.tokenCount, "token")), \(tokens.colourCount) of them colours, in \(modes)."]
        if !tokens.configurationFiles.isEmpty {
            lines.append("  Not copied: \(Diagnostic.shortList(tokens.configurationFiles, first: 3)), a tool's configuration, not tokens.")
        }
        if !tokens.scriptFiles.isEmpty {
            lines.append(
                "  Not read: \(Diagnostic.shortList(tokens.scriptFiles, first: 3)), JavaScript; Specimen runs no code (they are kept, and the build says what needs them)."
            )
        }
        if tokens.leftOutCount > 0 {
            lines.append(
                "  Left out: \(tokens.leftOutCount) of the \(tokens.sourceCount) tokens in the source; the tokens page lists each with why (/tokens/#left-out)."
            )
        }
        if tokens.errors + tokens.warnings > 0 {
            let problems = [tokens.errors > 0 ? count(tokens.errors, "error") : nil, tokens.warnings > 0 ? count(tokens.warnings, "warning") : nil]
                .compactMap { $0 }
            lines.append("  \(problems.joined(separator: " and ")) reading them: `specimen build \(project)` shows where.")
        }
        let page = tokens.page.map { "the page background {\($0)}" } ?? "white pages, black in dark modes (no background token qualifies)"
        if tokens.surveyed > 0 && tokens.pairCount > 0 {
            lines.append(
                "Contrast: no colour is named like text or a background, so content/contrast.yml guesses \(count(tokens.pairCount, "pair")) from the palette's shade scales (each scale's dark shade as text on its lightest) and surveys the palette (\(count(tokens.surveyed, "colour"))) on the page; keep the pairs your components use."
            )
        } else if tokens.surveyed > 0 {
            lines.append(
                "Contrast: no colour is named like text or a background, so content/contrast.yml surveys the palette (\(count(tokens.surveyed, "colour"))) on the page; list your pairs there."
            )
        } else if tokens.pairCount == 0 {
            lines.append("Contrast: no colour is named like text or a background; list your pairs in content/contrast.yml.")
        } else {
            lines.append("Contrast: \(count(tokens.pairCount, "pair")) inferred from the names, on \(page), in content/contrast.yml:")
            // The reasons that chose the most pairs; a big system's long tail is counted, not listed.
            let shown =
                tokens.pairs.count <= Self.reasonsShown ? tokens.pairs : Array(tokens.pairs.sorted { $0.1 > $1.1 }.prefix(Self.reasonsShown - 1))
            for (why, number) in tokens.pairs where shown.contains(where: { $0.0 == why }) { lines.append(String(format: "  %4d  ", number) + why) }
            let rest = tokens.pairs.filter { pair in !shown.contains { $0.0 == pair.0 } }
            if !rest.isEmpty {
                lines.append(
                    String(format: "  %4d  ", rest.reduce(0) { $0 + $1.1 }) + "for \(rest.count) more reasons, each said in content/contrast.yml")
            }
            let left = tokens.pairsLeftOut.reduce(0) { $0 + $1.count }
            if left > 0 {
                lines.append("  Left out of the draft: \(count(left, "candidate pair")); content/contrast.yml says why.")
            }
        }
        return lines.joined(separator: "\n")
    }
}
