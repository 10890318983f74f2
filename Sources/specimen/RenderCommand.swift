import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen render FILE.md`: one page's body HTML, for piping and checking the Markdown conversion.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one Markdown file's body HTML (no layout) to standard output."
    )

    @Argument(help: "The Markdown file.")
    var file: String

    @Option(name: .customLong("base-url"), help: "The URL path rewritten links start with.")
    var baseURL: String = "/"

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let (html, diagnostics) = SinglePageRenderer.render(file: url, displayPath: file, baseURL: baseURL)
        Terminal.print(diagnostics, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if let html { FileHandle.standardOutput.write(Data(html.utf8)) }
        if html == nil || diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
