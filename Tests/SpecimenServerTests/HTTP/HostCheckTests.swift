import Foundation
import Testing

@testable import SpecimenServer

/// DNS rebinding: the real preview server, real sockets, `Host` and `Origin` headers as browsers send them.
@Suite struct HostCheckTests {
    @Test func aForeignHostIsRefusedEverywhereAndTheTerminalSaysItOnce() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let stylesheet = try await server.get("/").text.stylesheet
        for path in ["/", "/guide/", "/search-index.json", stylesheet, "/__specimen/events", "/no-such-page/"] {
            let reply = try await fetch(server.port, path, host: "evil.example:\(server.port)")
            #expect(reply.status == 403, "\(path)")
            #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
            #expect(reply.text.contains("<h1>This preview is not served to evil.example</h1>"))
            #expect(reply.text.contains("restart the preview with <code>--allowed-host evil.example</code>"))
            #expect(!reply.text.contains("Guide"), "no content of the site leaks into the refusal")
        }
        let warnings = server.output.filter { $0.hasPrefix("warning: refused") }
        #expect(
            warnings == [
                "warning: refused a request for evil.example (403): the preview answers only to localhost, IP addresses and the names "
                    + "it was started with, so other sites cannot read it by DNS rebinding. If the name is yours, add --allowed-host evil.example."
            ])
        try await server.stop()
    }

    @Test func aRequestWithoutHostIsRefused() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let reply = try await fetch(server.port, "/", host: nil)
        #expect(reply.status == 403)
        #expect(reply.text.contains("<h1>This preview is not served to a request without a Host</h1>"))
        #expect(server.output.contains("warning: refused a request without a Host header (403); browsers always send one."))
        try await server.stop()
    }

    @Test(arguments: ["127.0.0.1", "localhost", "LOCALHOST", "localhost.", "docs.localhost", "[::1]", "192.168.1.20", "[fe80::1]"])
    func localNamesAndAddressesAreServed(host: String) async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        // With and without the port: a forwarded port changes the port, never the name.
        for authority in [host, "\(host):\(server.port)", "\(host):9000"] where !(host.hasSuffix(".") && authority != host) {
            let reply = try await fetch(server.port, "/guide/", host: authority)
            #expect(reply.status == 200, "\(authority)")
        }
        #expect(!server.output.contains { $0.hasPrefix("warning: refused") })
        try await server.stop()
    }

    @Test func allowedHostsAreServedAndOthersStillRefused() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project, allowedHosts: ["docs.test", "Preview.Example.COM"])
        #expect(try await fetch(server.port, "/guide/", host: "docs.test:\(server.port)").status == 200)
        #expect(try await fetch(server.port, "/guide/", host: "preview.example.com").status == 200)
        #expect(try await fetch(server.port, "/guide/", host: "docs.test.evil.example").status == 403)
        #expect(try await fetch(server.port, "/guide/", host: "evil.example").status == 403)
        try await server.stop()
    }

    @Test func theEventStreamRefusesOtherSitesPages() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        // A page elsewhere opening an EventSource to the preview: same Host, foreign Origin.
        let foreign = try await fetch(server.port, "/__specimen/events", headers: ["Origin": "http://evil.example", "Accept": "text/event-stream"])
        #expect(foreign.status == 403)
        #expect(foreign.text == "The live-reload stream is not served to other sites' pages.\n")
        // A page served from some other address is another site too, though that address is a fine Host.
        #expect(try await fetch(server.port, "/__specimen/events", headers: ["Origin": "http://203.0.113.7:8080"]).status == 403)
        #expect(try await fetch(server.port, "/guide/", host: "[::1]evil").status == 403)
        // The preview's own pages (same origin) get the stream.
        let port = server.port
        let status = try await onThread {
            let connection = try RawConnection(port: port)
            try connection.send("GET", "/__specimen/events", headers: ["Origin": "http://localhost:\(port)", "Accept": "text/event-stream"])
            return try connection.readHead().0
        }
        #expect(status == 200)
        try await server.stop()
    }

    @Test func hundredsOfIdleSocketsDoNotHoldUpAPageOrAReload() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        // Connections that never send a byte, and some that stop half-way through a request.
        var idle: [RawConnection] = []
        for index in 0..<300 {
            let connection = try RawConnection(port: server.port)
            if index % 3 == 0 { try connection.send("GET /guide/ HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
            idle.append(connection)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let reply = try await server.get("/guide/")
        #expect(reply.status == 200)
        #expect(clock.now - start < Duration.seconds(1).scaled)
        try project.save("content/guide.md", "# Guide\n\nStill served.\n")
        _ = try await events.next("reload")
        #expect(idle.count == 300)
        try await server.stop()
    }
}
