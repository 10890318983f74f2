import Foundation
import ServiceLifecycle
import SpecimenKit

/// Keeps the preview's state (which build is served, whether the last rebuild failed) and
/// sends it to every connected browser as Server-Sent Events.
///
/// A browser that connects gets `hello`, then the current `error` if the last rebuild
/// failed, so a page opened while the site is broken shows the overlay at once. As a
/// service it sends a keep-alive comment every 15 seconds, and on graceful shutdown it
/// ends every stream, so open event connections do not hold the server up.
actor ReloadBroadcaster: Service {
    /// Differs on every server start, so pages from a previous run reload on reconnecting.
    private let instance: String
    private var buildNumber = 0
    private var failure: ServerEvent?
    private var clients: [Int: AsyncStream<ServerEvent>.Continuation] = [:]
    private var nextClient = 0
    private var isClosed = false
    private var hasBuilt = false
    private var waitingForFirstBuild: [CheckedContinuation<Void, Never>] = []

    init() {
        instance = String(UUID().uuidString.prefix(8)).lowercased()
    }

    /// The build being served: stamped into every page so the client can tell it is stale.
    var build: String { "\(instance)-\(buildNumber)" }

    /// A new connection's events, starting with `hello` (and the current `error`, if any).
    func subscribe() -> AsyncStream<ServerEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ServerEvent.self, bufferingPolicy: .bufferingNewest(32))
        guard !isClosed else {
            continuation.finish()
            return stream
        }
        continuation.yield(.hello(build: build, failed: failure != nil))
        if let failure { continuation.yield(failure) }
        let id = nextClient
        nextClient += 1
        clients[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    /// Returns once the first build has finished (or the preview is closing), so a request
    /// made while the preview starts gets the new site, not an old or missing one.
    func firstBuild() async {
        guard !hasBuilt && !isClosed else { return }
        await withCheckedContinuation { waitingForFirstBuild.append($0) }
    }

    /// Records a rebuild and tells every browser: `reload` when it worked, `error` when it failed.
    func publish(_ result: RebuildResult, root: URL) {
        defer { releaseWaiters() }
        if result.succeeded {
            buildNumber += 1
            failure = nil
            send(.reload(build: build, result: result))
        } else {
            let event = ServerEvent.error(build: build, report: result.report, root: root)
            failure = event
            send(event)
        }
    }

    /// Ends every stream and refuses new ones.
    func close() {
        isClosed = true
        releaseWaiters()
        for continuation in clients.values { continuation.finish() }
        clients = [:]
    }

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: .seconds(15))
                await self.send(.keepAlive)
            }
        }
        close()
    }

    private func send(_ event: ServerEvent) {
        for continuation in clients.values { continuation.yield(event) }
    }

    private func releaseWaiters() {
        hasBuilt = true
        for waiter in waitingForFirstBuild { waiter.resume() }
        waitingForFirstBuild = []
    }

    private func remove(_ id: Int) {
        clients[id] = nil
    }
}
