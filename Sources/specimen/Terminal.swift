import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// Writing to the terminal: diagnostics and progress on standard error, results on standard output.
enum Terminal {
    /// Whether standard error is a terminal, so a progress line may overwrite itself.
    static let isInteractive = isatty(STDERR_FILENO) == 1

    /// Writes a line to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints every diagnostic in the human format; `root` is the folder their files are named from.
    static func print(_ diagnostics: [Diagnostic], root: URL) {
        let printer = DiagnosticPrinter(root: workingDirectory)
        for diagnostic in fromWorkingDirectory(diagnostics, root: root) { error(printer.format(diagnostic) + "\n") }
    }

    /// The folder the command runs in.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// `diagnostics`, whose files are named from `root` (the project: `content/a.md`), with their files named from
    /// the folder the command runs in (`docs/content/a.md` for `specimen build docs`).
    static func fromWorkingDirectory(_ diagnostics: [Diagnostic], root: URL) -> [Diagnostic] {
        Project(root: root).naming(diagnostics, from: workingDirectory)
    }

    /// A progress line that replaces itself; cleared with `clearProgress`.
    static func progress(_ text: String) {
        guard isInteractive else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }

    /// Removes the progress line.
    static func clearProgress() {
        guard isInteractive else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
