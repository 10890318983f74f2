import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenLinks
@testable import SpecimenTokens

/// `--check-external` against a real HTTP server on loopback (Python's http.server).
@Suite(.serialized) struct ExternalLinkCheckerTests {
    /// Starts `python3 -m http.server` on a free port serving `folder`, and waits until it answers.
    /// (Servers are `ChildProcess`es: started from a test thread that blocks SIGTERM, a Foundation
    /// `Process` would ignore `terminate()` and outlive the test run.)
    static func startServer(serving folder: URL) throws -> (ChildProcess, Int) {
        let port = Int.random(in: 20_000...40_000)
        let process = try ChildProcess(
            "/usr/bin/env", ["python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder.path])
        for _ in 0..<100 {
            if ExternalLinkChecker.check(
                [.init(url: "http://127.0.0.1:\(port)/", location: SourceLocation(file: "x", line: 1, column: 1))], timeout: 1
            ).isEmpty {
                return (process, port)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        throw CocoaError(.fileReadUnknown)
    }

    /// Runs a Python server on a free port (the script is made for the port) and returns the port
    /// and what `check` finds once the server answers, that is once it stops finding the port closed.
    static func messages(
        fromPythonServer script: (Int) -> String, in folder: URL? = nil, check: (Int) -> [String]
    ) throws -> (port: Int, messages: [String]) {
        let port = Int.random(in: 20_000...40_000)
        let server = try ChildProcess("/usr/bin/env", ["python3", "-c", script(port)], in: folder?.path)
        defer { server.terminate() }
        var messages: [String] = []
        for _ in 0..<100 {
            messages = check(port)
            if messages.first?.hasSuffix("(connection refused)") == false { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (port, messages)
    }

    @Test func brokenAndUnreachableLinksAreReportedWhereTheyAreWritten() throws {
        let served = try TemporaryProject(["ok.html": "<p>ok</p>"])
        let (server, port) = try Self.startServer(serving: served.root)
        defer { server.terminate() }
        let project = try TemporaryProject([
            "content/index.md": """
            [ok](http://127.0.0.1:\(port)/ok.html) and [gone](http://127.0.0.1:\(port)/gone.html)
            and [closed](http://127.0.0.1:1/) and [ok again](http://127.0.0.1:\(port)/ok.html).
            """
        ])
        let listed = project.build()
        #expect(listed.diagnostics.isEmpty, "external links are only listed by default")
        #expect(listed.externalLinks.map(\.url) == ["http://127.0.0.1:\(port)/ok.html", "http://127.0.0.1:\(port)/gone.html", "http://127.0.0.1:1/"])

        let checked = project.build { $0.externalLinkChecker = { ExternalLinkChecker.check($0) } }
        #expect(checked.diagnostics.map(\.code.rawValue) == ["external-link", "external-link"])
        #expect(
            checked.diagnostics.map(\.location) == [
                SourceLocation(file: "content/index.md", line: 1, column: 42),
                SourceLocation(file: "content/index.md", line: 2, column: 5),
            ])
        #expect(checked.diagnostics[0].message == "`http://127.0.0.1:\(port)/gone.html` answered 404 Not Found")
        #expect(checked.diagnostics[1].message.hasPrefix("`http://127.0.0.1:1/` could not be reached"))
    }

    /// HTTPS goes through TLS and checks the certificate: a self-signed one is not trusted.
    @Test func anUntrustedCertificateAndAnUnknownHostAreSaidInWords() throws {
        let folder = try TemporaryProject(["index.html": "<p>ok</p>"])
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-keyout", folder.root.appending(path: "key.pem").path, "-out", folder.root.appending(path: "cert.pem").path,
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        try #require(openssl.terminationStatus == 0, "openssl could not make a certificate")
        let location = SourceLocation(file: "a.md", line: 1, column: 1)
        let (port, messages) = try Self.messages(
            fromPythonServer: { port in
                """
                import http.server, ssl
                server = http.server.HTTPServer(("127.0.0.1", \(port)), http.server.SimpleHTTPRequestHandler)
                context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
                context.load_cert_chain("cert.pem", "key.pem")
                server.socket = context.wrap_socket(server.socket, server_side=True)
                server.serve_forever()
                """
            }, in: folder.root
        ) { port in
            ExternalLinkChecker.check(
                [.init(url: "https://127.0.0.1:\(port)/", location: location), .init(url: "http://no-such-host.invalid/", location: location)],
                timeout: 2
            ).map(\.message)
        }
        #expect(
            messages == [
                "`https://127.0.0.1:\(port)/` could not be reached (its TLS certificate is not trusted)",
                "`http://no-such-host.invalid/` could not be reached (the host name `no-such-host.invalid` was not found)",
            ])
    }

    /// CI behind a proxy names it as curl reads it; links are requested through it.
    @Test func theProxyComesFromTheEnvironment() {
        #expect(ExternalLinkChecker.proxy(in: [:]).proxy == nil)
        #expect(ExternalLinkChecker.proxy(in: ["https_proxy": ""]).proxy == nil)
        #expect(ExternalLinkChecker.proxy(in: ["HTTPS_PROXY": "http://proxy.example:3128"]).proxy == .server(host: "proxy.example", port: 3128))
        #expect(ExternalLinkChecker.proxy(in: ["http_proxy": "proxy.example"]).proxy == .server(host: "proxy.example", port: 80))
        #expect(
            ExternalLinkChecker.proxy(in: ["https_proxy": "http://a:3128", "http_proxy": "http://b:3128"]).proxy == .server(host: "a", port: 3128))
        #expect(
            ExternalLinkChecker.proxy(in: ["http_proxy": "http://me:p%40ss@proxy.example:8080"]).proxy
                == .server(host: "proxy.example", port: 8080, authorization: .basic(username: "me", password: "p@ss")))
        // A value that names no host is said once, with what to set instead, and the links go direct.
        let unusable = ExternalLinkChecker.proxy(in: ["https_proxy": "http://:3128"])
        #expect(unusable.proxy == nil)
        #expect(
            unusable.problem?.description == "warning: the proxy in $https_proxy (`http://:3128`) names no host, so links were requested directly")
        #expect(unusable.problem?.fix == "Set https_proxy to http://host:port (or http://user:password@host:port), or unset it.")
        let checked = ExternalLinkChecker.check([], environment: ["https_proxy": "http://:3128"])
        #expect(checked.map(\.code.rawValue) == ["external-link-proxy"])
    }

    /// Requests go through the proxy: here a small Python one that asks for credentials.
    @Test func linksAreRequestedThroughTheProxy() throws {
        let location = SourceLocation(file: "a.md", line: 1, column: 1)
        let (_, messages) = try Self.messages(fromPythonServer: { port in
            """
            import http.server
            class Proxy(http.server.BaseHTTPRequestHandler):
                def do_CONNECT(self):
                    self.send_response(407)
                    self.end_headers()
                def log_message(self, *args):
                    pass
            http.server.HTTPServer(("127.0.0.1", \(port)), Proxy).serve_forever()
            """
        }) { port in
            ExternalLinkChecker.check(
                [.init(url: "http://unreachable.invalid/page", location: location)], timeout: 2,
                environment: ["http_proxy": "http://127.0.0.1:\(port)"]
            ).map(\.message)
        }
        #expect(
            messages == [
                "`http://unreachable.invalid/page` could not be reached (the proxy asked for credentials: give them in the proxy URL, http://user:password@host:port)"
            ])
    }

    @Test func requestsAreCapped() {
        let links = (0..<3).map { ExternalLink(url: "http://127.0.0.1:1/\($0)", location: SourceLocation(file: "a.md", line: $0 + 1, column: 1)) }
        let diagnostics = ExternalLinkChecker.check(links, timeout: 1, limit: 2)
        #expect(diagnostics.map(\.code.rawValue) == ["external-link", "external-link", "external-link-limit"])
        #expect(diagnostics.last?.message == "only the first 2 of 3 external links were checked")
        #expect(diagnostics.last?.location?.line == 3)
    }
}
