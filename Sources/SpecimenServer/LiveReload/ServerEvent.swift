import Foundation
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// One Server-Sent Event for the preview's browsers: `hello`, `reload` or `error`, with a
/// one-line JSON payload (see the README's "Live reload" section).
struct ServerEvent: Sendable, Equatable {
    /// The event name; empty for a keep-alive comment.
    var name: String
    /// The payload: one line of JSON.
    var data: String

    /// The event as it goes over the wire.
    var wireFormat: String {
        if name.isEmpty { return ": \(data)\n\n" }
        // `retry` tells EventSource to reconnect a second after the server goes away.
        let retry = name == "hello" ? "retry: 1000\n" : ""
        return "\(retry)event: \(name)\ndata: \(data)\n\n"
    }

    /// A comment that keeps idle connections open and reveals closed ones.
    static let keepAlive = ServerEvent(name: "", data: "keep-alive")

    /// The first event of every connection: the build the server serves, and whether the last rebuild failed.
    static func hello(build: String, failed: Bool) -> ServerEvent {
        ServerEvent(name: "hello", payload: Hello(build: build, status: failed ? "failed" : "ok"))
    }

    /// The site was rebuilt: every page should reload.
    static func reload(build: String, result: RebuildResult) -> ServerEvent {
        ServerEvent(
            name: "reload",
            payload: Reload(
                build: build,
                changed: result.changes.paths,
                rebuilt: result.scope.name,
                pages: result.report.pageCount,
                milliseconds: Int(result.duration.milliseconds)
            ))
    }

    /// A rebuild failed: what to show in the overlay.
    static func error(build: String, report: BuildReport, root: URL) -> ServerEvent {
        let printer = DiagnosticPrinter(root: root)
        let errors = report.diagnostics.filter { $0.severity == .error }
        return ServerEvent(
            name: "error",
            payload: Failure(
                build: build,
                summary: DiagnosticPrinter.summary(report.diagnostics),
                text: errors.map(printer.format).joined(separator: "\n\n"),
                diagnostics: errors.map { Problem($0, excerpt: printer.excerpt(for: $0)) }
            ))
    }

    private init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    private init(name: String, payload: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The payloads are plain strings and numbers, so encoding cannot fail; `{}` keeps the stream valid if it ever did.
        let data = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        self.init(name: name, data: data)
    }

    /// `hello`'s payload.
    struct Hello: Codable, Equatable {
        var build: String
        var status: String
    }

    /// `reload`'s payload.
    struct Reload: Codable, Equatable {
        var build: String
        var changed: [String]
        var rebuilt: String
        var pages: Int
        var milliseconds: Int
    }

    /// `error`'s payload.
    struct Failure: Codable, Equatable {
        var build: String
        var summary: String
        var text: String
        var diagnostics: [Problem]
    }

    /// One diagnostic, with the source line so the overlay can draw the caret.
    struct Problem: Codable, Equatable {
        var severity: String
        var code: String
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
        var reason: String?
        var fix: String?
        /// The source line, or for a long one the window around the column (see `DiagnosticPrinter.excerpt`).
        var sourceLine: String?
        /// The caret's column in `sourceLine`.
        var sourceColumn: Int?

        init(_ diagnostic: Diagnostic, excerpt: (text: String, column: Int)?) {
            severity = diagnostic.severity.rawValue
            code = diagnostic.code.rawValue
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            message = diagnostic.message
            reason = diagnostic.reason
            fix = diagnostic.fix
            sourceLine = excerpt?.text
            sourceColumn = excerpt?.column
        }
    }
}
