import Foundation

/// Opens the preview in the default browser for `--open`: `open` on macOS, `xdg-open` elsewhere.
enum BrowserOpener {
    /// Starts the opener, or says in the terminal why it could not.
    static func open(_ url: String, terminal: PreviewTerminal) {
        #if os(macOS)
        let tool = "open"
        #else
        let tool = "xdg-open"
        #endif
        guard let executable = find(tool) else {
            terminal.write("note: could not open a browser (there is no \(tool) on this system); open \(url) yourself.")
            return
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            terminal.write("note: could not open a browser (\(tool) did not start: \(error.localizedDescription)); open \(url) yourself.")
        }
    }

    /// The first executable called `name` on `PATH`.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
