import Foundation
import SpecimenKit

/// Opens the preview in the default browser for `--open`: `open` on macOS, `xdg-open` elsewhere.
enum BrowserOpener {
    /// Starts the opener (found on `path`, `PATH` by default), or says in the terminal why it could not.
    ///
    /// It starts with a clean signal mask (see ``ChildProcess``): the browser it launches would
    /// otherwise inherit the server thread's blocked signals and ignore being asked to quit.
    @discardableResult
    static func open(_ url: String, terminal: PreviewTerminal, path: String? = nil) -> ChildProcess? {
        #if os(macOS)
        let tool = "open"
        #else
        let tool = "xdg-open"
        #endif
        guard let executable = find(tool, path: path) else {
            terminal.write("note: could not open a browser (there is no \(tool) on this system); open \(url) yourself.")
            return nil
        }
        do {
            let opener = try ChildProcess(executable.path, [url])
            opener.reapWhenDone()
            return opener
        } catch {
            terminal.write("note: could not open a browser (\(tool) did not start: \(error.localizedDescription)); open \(url) yourself.")
            return nil
        }
    }

    /// The first executable called `name` on `path` (`PATH` by default).
    static func find(_ name: String, path: String? = nil) -> URL? {
        let path = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
