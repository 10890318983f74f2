import Foundation
import SpecimenKit

@testable import SpecimenServer

/// One Server-Sent Event as received.
struct ReceivedEvent: Sendable {
    var name: String
    var data: String

    /// The JSON payload as a dictionary.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
    }
}

/// A browser's EventSource, reduced to what tests need: connect to `/__specimen/events`,
/// collect events on a reader thread, and wait (with a generous timeout) for the next one.
final class EventClient: @unchecked Sendable {
    private let connection: RawConnection
    private let received = Locked<[ReceivedEvent]>([])
    private let finished = Locked(false)
    let headers: [String: String]
    let status: Int

    init(port: Int) async throws {
        let connection = try RawConnection(port: port)
        let (status, headers) = try await onThread {
            try connection.send("GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
            return try connection.readHead()
        }
        self.connection = connection
        self.status = status
        self.headers = headers
        Thread.detachNewThread { [self] in readEvents() }
    }

    deinit { connection.shutdownBoth() }

    /// Whether the server ended the stream.
    var isFinished: Bool { finished.withLock { $0 } }

    /// Waits for the next event called `name`, skipping others; fails after `timeout`.
    func next(_ name: String, timeout: Duration = waitBound) async throws -> ReceivedEvent {
        let deadline = ContinuousClock.now + timeout.scaled
        // Looked for once more when the deadline has passed: on a busy machine a sleep can end long after it.
        while true {
            let passed = ContinuousClock.now >= deadline
            let event = received.withLock { events -> ReceivedEvent? in
                guard let index = events.firstIndex(where: { $0.name == name }) else { return nil }
                let event = events[index]
                events.removeSubrange(...index)
                return event
            }
            if let event { return event }
            if passed { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw ClientError(description: "no `\(name)` event within \(timeout); got \(received.withLock { $0.map(\.name) })")
    }

    /// Waits until the server ends the stream.
    func waitUntilFinished(timeout: Duration = waitBound) async throws {
        let deadline = ContinuousClock.now + timeout.scaled
        while !isFinished {
            guard ContinuousClock.now < deadline else { throw ClientError(description: "the event stream stayed open") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Names of events received and not yet consumed.
    var pendingNames: [String] { received.withLock { $0.map(\.name) } }

    func close() { connection.shutdownBoth() }

    private func readEvents() {
        defer { finished.withLock { $0 = true } }
        var text = ""
        while let chunk = try? connection.readChunk() {
            text += String(decoding: chunk, as: UTF8.self)
            while let end = text.range(of: "\n\n") {
                let block = text[..<end.lowerBound]
                text = String(text[end.upperBound...])
                var name = "message"
                var data: [String] = []
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if !data.isEmpty { received.withLock { $0.append(ReceivedEvent(name: name, data: data.joined(separator: "\n"))) } }
            }
        }
    }
}
