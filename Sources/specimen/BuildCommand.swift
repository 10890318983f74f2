import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen build`: the site, into public/.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from PROJECT/content into PROJECT/public.",
        discussion: "Exit status: 0 when the site was built, 1 when an error was reported (the previous site is left untouched), 2 for bad usage."
    )

    @Argument(help: "The docs project: the folder that holds content/ (and optionally theme/).")
    var project: String = "."

    @Option(name: .long, help: "Write the site here instead of PROJECT/public.")
    var output: String?

    @Option(name: .customLong("base-url"), help: "The URL path the site is served under, e.g. /repo/.")
    var baseURL: String = "/"

    @Flag(help: "Treat every warning as an error.")
    var strict = false

    @Flag(help: "Publish pages marked `draft: true` too.")
    var drafts = false

    @Flag(name: .shortAndLong, help: "Print only problems.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print what was built, stage by stage.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    func run() throws {
        let root = URL(fileURLWithPath: project)
        let projectValue = Project(root: root, output: output.map { URL(fileURLWithPath: $0) })
        var options = BuildOptions()
        options.baseURL = baseURL
        options.strict = strict
        options.includeDrafts = drafts
        if !quiet {
            options.progress = { stage in
                switch stage {
                case .loading: Terminal.progress("Reading \(projectValue.displayPath(projectValue.contentDirectory))…")
                case let .rendering(count): Terminal.progress("Rendering \(count) pages…")
                case let .writing(count): Terminal.progress("Writing \(count) files…")
                }
            }
        }
        let report = SiteBuilder.build(projectValue, options: options)
        Terminal.clearProgress()
        Terminal.print(report.diagnostics, root: projectValue.root)
        let seconds = Double(report.duration.components.attoseconds) / 1e18 + Double(report.duration.components.seconds)
        let summary = DiagnosticPrinter.summary(report.diagnostics)
        let where_ = projectValue.displayPath(report.outputDirectory)
        if report.wroteOutput {
            if !quiet {
                Terminal.error("Built \(report.pageCount) pages into \(where_)/ in \(String(format: "%.2f", seconds))s (\(summary)).")
                if verbose { Terminal.error("\(report.fileCount) files written; base URL \(baseURL).") }
            }
        } else {
            Terminal.error("Build failed (\(summary)); \(where_)/ was left as it was.")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
