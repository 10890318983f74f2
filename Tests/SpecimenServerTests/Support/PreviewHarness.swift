import Foundation
import SpecimenKit

@testable import SpecimenServer

/// A real preview server on a free port against a test project, with its terminal output.
final class PreviewHarness: @unchecked Sendable {
    let project: TestProject
    let running: RunningPreview
    let task: Task<Void, any Error>
    private let lines: Locked<[String]>

    var port: Int { running.port }

    /// Starts the server and waits until the first build is done (a first request waits for it).
    static func start(
        _ project: TestProject,
        watcher: FileWatcher.Backend = .automatic,
        baseURL: String = "/",
        port: Int = 0,
        allowedHosts: [String] = []
    ) async throws -> PreviewHarness {
        let lines = Locked<[String]>([])
        var configuration = PreviewServer.Configuration(projectRoot: project.root)
        // Files named from the project, as when `serve` runs in it.
        configuration.namesFilesFrom = project.root
        configuration.port = port
        configuration.baseURL = baseURL
        configuration.allowedHosts = allowedHosts
        configuration.watcher = watcher
        configuration.handlesSignals = false
        configuration.output = { line in lines.withLock { $0.append(line) } }
        let (ready, readyContinuation) = AsyncStream.makeStream(of: RunningPreview.self)
        let task = Task {
            defer { readyContinuation.finish() }
            try await PreviewServer(configuration: configuration).run { readyContinuation.yield($0) }
        }
        for await running in ready {
            let harness = PreviewHarness(project: project, running: running, task: task, lines: lines)
            _ = try await fetch(running.port, SiteURLs(base: baseURL).base)
            return harness
        }
        try await task.value
        throw ClientError(description: "the server stopped before it was ready")
    }

    private init(project: TestProject, running: RunningPreview, task: Task<Void, any Error>, lines: Locked<[String]>) {
        self.project = project
        self.running = running
        self.task = task
        self.lines = lines
    }

    /// Everything the server printed, one entry per line written.
    var output: [String] { lines.withLock { $0 } }

    /// Waits until the server has printed a line containing `text`.
    func waitForOutput(containing text: String, timeout: Duration = waitBound) async throws {
        let deadline = ContinuousClock.now + timeout.scaled
        while !output.contains(where: { $0.contains(text) }) {
            guard ContinuousClock.now < deadline else { throw ClientError(description: "no output line with \(text) in \(output)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Stops the server gracefully and waits for `run` to return.
    func stop() async throws {
        await running.stop()
        try await task.value
    }

    /// Connects an event client.
    func events() async throws -> EventClient {
        try await EventClient(port: port)
    }

    func get(_ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> HTTPReply {
        try await fetch(port, path, method: method, headers: headers)
    }
}
