import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP response as it came over the wire.
struct HTTPReply: Sendable {
    var status: Int
    /// Header names lower-cased.
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
}

/// A tiny HTTP/1.1 client over a POSIX socket, for exact control of what is sent
/// (`/../` and `%2e%2e` reach the server as written, which URLSession would normalise).
/// Blocking I/O runs on its own thread, never on Swift's cooperative pool.
final class RawConnection: @unchecked Sendable {
    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; every read gives up after 10 seconds (times `testTimeScale`).
    init(port: Int) throws {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw ClientError(description: "socket() failed") }
        var timeout = timeval(tv_sec: Int(10 * testTimeScale), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw ClientError(description: "connect to port \(port) failed: errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// Ends the connection; a thread blocked reading it wakes up.
    func shutdownBoth() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ClientError(description: "write failed") }
            sent += count
        }
    }

    /// Sends a request (keep-alive unless `close`) and reads its response; `host: nil` sends no `Host`.
    func request(
        _ method: String, _ path: String, host: String? = "127.0.0.1", headers: [String: String] = [:], close: Bool = false
    ) throws -> HTTPReply {
        try send(method, path, host: host, headers: headers, close: close)
        return try readResponse(method: method)
    }

    /// Sends a request without reading the response (for a stream that stays open).
    func send(_ method: String, _ path: String, host: String? = "127.0.0.1", headers: [String: String] = [:], close: Bool = false) throws {
        var text = "\(method) \(path) HTTP/1.1\r\n"
        if let host { text += "Host: \(host)\r\n" }
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if close { text += "Connection: close\r\n" }
        try send(text + "\r\n")
    }

    /// Reads one response: head, then a body framed by Content-Length or chunked encoding.
    func readResponse(method: String = "GET") throws -> HTTPReply {
        let (status, headers) = try readHead()
        var body = Data()
        if method == "HEAD" || status == 304 || status == 204 {
            // No body, whatever the headers say.
        } else if headers["transfer-encoding"]?.lowercased() == "chunked" {
            while let chunk = try readChunk() { body.append(chunk) }
        } else if let length = headers["content-length"].flatMap(Int.init) {
            body = Data(try readExactly(length))
        } else {
            while let byte = try readByte() { body.append(byte) }
        }
        return HTTPReply(status: status, headers: headers, body: body)
    }

    func readHead() throws -> (Int, [String: String]) {
        guard let statusLine = try readLine() else { throw ClientError(description: "connection closed before a response") }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw ClientError(description: "bad status line \(statusLine)") }
        var headers: [String: String] = [:]
        while let line = try readLine(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return (status, headers)
    }

    /// One chunk of a chunked body; `nil` after the last.
    func readChunk() throws -> Data? {
        guard let sizeLine = try readLine(), let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
            throw ClientError(description: "bad chunk size")
        }
        if size == 0 {
            while let line = try readLine(), !line.isEmpty {}
            return nil
        }
        let data = Data(try readExactly(size))
        _ = try readLine()
        return data
    }

    func readLine() throws -> String? {
        var line: [UInt8] = []
        while let byte = try readByte() {
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    func readExactly(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            guard let byte = try readByte() else { throw ClientError(description: "connection closed mid-body") }
            bytes.append(byte)
        }
        return bytes
    }

    private func readByte() throws -> UInt8? {
        if buffer.isEmpty {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK { throw ClientError(description: "read timed out") }
                return nil
            }
            if count == 0 { return nil }
            buffer = Array(chunk[..<count])
            buffer.reverse()
        }
        return buffer.popLast()
    }
}

/// Runs blocking work on a fresh thread and awaits its result.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try work() })
        }
    }
}

/// One request on its own connection; `host: nil` sends no `Host`.
func fetch(
    _ port: Int, _ path: String, method: String = "GET", host: String? = "127.0.0.1", headers: [String: String] = [:]
) async throws -> HTTPReply {
    try await onThread {
        let connection = try RawConnection(port: port)
        return try connection.request(method, path, host: host, headers: headers, close: true)
    }
}
