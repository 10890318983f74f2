/// A preview server that is listening: where it is, and how to stop it.
public struct RunningPreview: Sendable {
    /// The port it listens on (the real one when port 0 was asked for).
    public let port: Int
    /// The site's address, e.g. `http://127.0.0.1:8080/`.
    public let url: String
    private let shutdown: @Sendable () async -> Void

    init(port: Int, url: String, shutdown: @escaping @Sendable () async -> Void) {
        self.port = port
        self.url = url
        self.shutdown = shutdown
    }

    /// Shuts the preview down gracefully, as Ctrl-C does; `run` returns once it has.
    public func stop() async {
        await shutdown()
    }
}
