import Foundation
import SpecimenKit
import SpecimenTokens
import Testing

@testable import SpecimenServer

/// `serve --open` starts the system's opener with a clean signal mask, from whatever thread it runs on.
@Suite struct BrowserOpenerTests {
    @Test func theOpenerStartsWithNothingBlockedAndGetsTheURL() async throws {
        let folder = try TestProject()
        let report = folder.root.appending(path: "opened.txt")
        // A stand-in xdg-open that records its own signal mask and its argument, as a browser would start.
        // Only builtins read the mask: while a command it forked runs, the shell itself blocks signals.
        let tool = folder.root.appending(path: "bin/xdg-open")
        try FileManager.default.createDirectory(at: tool.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(
            """
            #!/bin/sh
            while IFS= read -r line; do case $line in SigBlk:*) printf '%s\\n' "$line";; esac; done < /proc/$$/status > '\(report.path).part'
            printf '%s\\n' "$1" >> '\(report.path).part'
            mv '\(report.path).part' '\(report.path)'

            """.utf8
        ).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let lines = Locked<[String]>([])
        let terminal = PreviewTerminal(write: { line in lines.withLock { $0.append(line) } }, root: folder.root)
        let path = tool.deletingLastPathComponent().path
        // From a thread that blocks SIGTERM and SIGINT, as the server's threads may.
        let opener = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ChildProcess?, any Error>) in
            Thread.detachNewThread {
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGTERM)
                sigaddset(&blocked, SIGINT)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                continuation.resume(returning: BrowserOpener.open("http://127.0.0.1:8080/", terminal: terminal, path: path))
            }
        }
        #expect(opener != nil)
        let deadline = ContinuousClock.now + .seconds(5)
        while !FileManager.default.fileExists(atPath: report.path), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        let text = try String(contentsOf: report, encoding: .utf8)
        #expect(text == "SigBlk:\t0000000000000000\nhttp://127.0.0.1:8080/\n")
        #expect(lines.withLock { $0 }.isEmpty)
    }

    @Test func withoutAnOpenerTheTerminalSaysWhereToGo() {
        let lines = Locked<[String]>([])
        let terminal = PreviewTerminal(write: { line in lines.withLock { $0.append(line) } }, root: URL(fileURLWithPath: "/"))
        #expect(BrowserOpener.open("http://127.0.0.1:8080/", terminal: terminal, path: "/nonexistent") == nil)
        #expect(
            lines.withLock { $0 } == ["note: could not open a browser (there is no xdg-open on this system); open http://127.0.0.1:8080/ yourself."])
    }
}
