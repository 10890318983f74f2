import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenServer

/// The real server, on a free port, against a project in a temporary folder, over real sockets.
@Suite("Preview server", .serialized)
struct PreviewServerTests {
    @Test func pagesCarryTheLiveReloadClientButTheBuiltFilesDoNot() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        defer { Task { try? await server.stop() } }

        let page = try await server.get("/guide/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("The first version of the guide."))
        #expect(page.text.contains("<script data-specimen-preview>"))
        #expect(page.text.contains("/__specimen/events"))
        #expect(page.text.range(of: "<script data-specimen-preview>")!.lowerBound < page.text.range(of: "</body>")!.lowerBound)

        let built = try project.read(".specimen-cache/serve/guide/index.html")
        #expect(built.contains("The first version of the guide."))
        #expect(!built.contains("specimen-preview") && !built.contains("__specimen"))
        #expect(!project.exists("public"), "the preview must not touch public/")

        let css = try await server.get(page.text.stylesheet)
        #expect(css.status == 200)
        #expect(!css.text.contains("specimen-preview"))
        try await server.stop()
    }

    @Test func savingAGuideRebuildsAndSendsReload() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        #expect(events.status == 200)
        #expect(events.headers["content-type"] == "text/event-stream; charset=utf-8")
        #expect(events.headers["cache-control"] == "no-cache")
        let hello = try await events.next("hello")
        #expect(hello.json["status"] as? String == "ok")

        try project.save("content/guide.md", "---\ntitle: Guide\n---\n\nThe second version.\n")
        let reload = try await events.next("reload")
        #expect(reload.json["changed"] as? [String] == ["content/guide.md"])
        #expect(reload.json["rebuilt"] as? String == "changed files")
        #expect(reload.json["pages"] as? Int == 2)
        #expect(reload.json["build"] as? String != hello.json["build"] as? String)
        #expect(try await server.get("/guide/").text.contains("The second version."))
        try await server.waitForOutput(containing: "content/guide.md changed → rebuilt 1 of 2 pages in ")

        // New files, deletes and folder renames reload too.
        try project.write("content/recipes/soup.md", "# Soup\n")
        _ = try await events.next("reload")
        #expect(try await server.get("/recipes/soup/").status == 200)
        try project.move("content/recipes", to: "content/cookbook")
        _ = try await events.next("reload")
        #expect(try await server.get("/cookbook/soup/").status == 200)
        #expect(try await server.get("/recipes/soup/").status == 404)
        try project.remove("content/cookbook/soup.md")
        _ = try await events.next("reload")
        #expect(try await server.get("/cookbook/soup/").status == 404)
        try await server.stop()
    }

    /// The app's Swift code, named by content/swift.yml inside the project, is watched: saving a view updates
    /// the uses on the token pages and tokens.json, and no guide is rendered again.
    @Test func savingASwiftFileOfTheAppUpdatesTheTokenUses() async throws {
        let project = try TestProject([
            "content/tokens/base.tokens.json": #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } } } }"#,
            "content/swift.yml": "sources:\n  - Sources\n",
            "Sources/Orbit/Card.swift": "import SwiftUI\n\nlet inset: CGFloat = 12\n",
        ])
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        #expect(try await server.get("/tokens.json").text.contains(#""uses": []"#))

        try project.save("Sources/Orbit/Card.swift", "import SwiftUI\n\nlet inset = DesignTokens.Spacing.md\n")
        let reload = try await events.next("reload")
        #expect(reload.json["changed"] as? [String] == ["Sources/Orbit/Card.swift"])
        let tokens = try JSONSerialization.jsonObject(with: Data(try await server.get("/tokens.json").text.utf8)) as? [String: Any]
        let spacing = (tokens?["tokens"] as? [String: Any])?["spacing.md"] as? [String: Any]
        let uses = (spacing?["uses"] as? [[String: Any]])?.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }
        #expect(uses == ["Sources/Orbit/Card.swift:3:13"])
        #expect(try await server.get("/tokens/").text.contains("Used in 1 place"))
        try await server.waitForOutput(containing: "Sources/Orbit/Card.swift changed → rebuilt ")
        try await server.stop()
    }

    /// `content/tokens` a link to a token export kept elsewhere in the repository (`init --tokens PATH --link`): below
    /// the watched folders links are not followed, so the link itself is watched, and saving the export reloads.
    @Test func savingALinkedTokenExportReloads() async throws {
        let project = try TestProject([
            "design-tokens/color.json": ##"{ "color": { "brand": { "value": "#2563eb", "type": "color" } } }"##
        ])
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appending(path: "content/tokens").path, withDestinationPath: "../design-tokens")
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        #expect(try await server.get("/tokens.css").text.contains("--color-brand: #2563eb;"))
        try await server.waitForOutput(containing: "watching content/, design-tokens/ and theme/")

        try project.save("design-tokens/color.json", ##"{ "color": { "brand": { "value": "#1d4ed8", "type": "color" } } }"##)
        let reload = try await events.next("reload")
        #expect(reload.json["changed"] as? [String] == ["content/tokens/color.json"])
        #expect(try await server.get("/tokens.css").text.contains("--color-brand: #1d4ed8;"))
        try await server.stop()
    }

    /// A tag made while the preview runs is a new version in the Changes section, though no file changed.
    @Test func aNewTagIsANewVersionOfTheChangesSection() async throws {
        let accent = { (hex: String) in ##"{ "color": { "$type": "color", "accent": { "$value": "\##(hex)" } } }"## }
        let project = try TestProject(["content/tokens/base.tokens.json": accent("#2563eb"), "content/changelog.yml": "versions: tags\n"])
        func git(_ arguments: String) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "git -c user.name=T -c user.email=t@example.com " + arguments]
            process.currentDirectoryURL = project.root
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init -q -b main && git add -A && git -c user.name=T -c user.email=t@example.com commit -qm one && git tag v1.0.0")
        try project.save("content/tokens/base.tokens.json", accent("#1d4ed8"))
        try git("commit -qam two")
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        #expect(try await server.get("/changes/").text.contains("Unreleased"))
        #expect(!(try await server.get("/changes/").text.contains("1.1.0")))

        try git("tag v1.1.0")
        let reload = try await events.next("reload")
        #expect(reload.json["changed"] as? [String] == ["content/changelog.yml"])
        let changes = try await server.get("/changes/").text
        #expect(changes.contains("1.1.0") && !changes.contains("Unreleased"))
        try await server.stop()
    }

    /// A template that does not parse withholds the site (every page is laid out with it): the overlay says where.
    @Test func aBrokenTemplateShowsTheOverlayAndFixingItReloads() async throws {
        let project = try TestProject(["theme/partials/footer.mustache": "<footer>Made with care</footer>\n"])
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")

        try project.save("theme/partials/footer.mustache", "<footer>\n{{#site}}Made with care\n</footer>\n")
        let error = try await events.next("error")
        let problem = try #require((error.json["diagnostics"] as? [[String: Any]])?.first)
        #expect(problem["file"] as? String == "theme/partials/footer.mustache")
        #expect(problem["line"] as? Int == 2)
        #expect(problem["column"] as? Int == 1)
        #expect(problem["sourceLine"] as? String == "{{#site}}Made with care")
        #expect(problem["message"] as? String == "the template does not parse: `{{#site}}` is never closed")
        #expect(problem["severity"] as? String == "error")
        #expect(problem["fix"] != nil && problem["reason"] != nil)
        #expect(
            (error.json["text"] as? String)?.contains(
                "theme/partials/footer.mustache:2:1: error: the template does not parse: `{{#site}}` is never closed\n  2 | {{#site}}Made with care\n    | ^"
            ) == true)
        try await server.waitForOutput(
            containing: "theme/partials/footer.mustache changed → build failed (1 error), still serving the last good site")
        #expect(server.output.contains { $0.hasPrefix("theme/partials/footer.mustache:2:1: error: the template does not parse") })

        // The last good site is still served, and a page opened now learns about the failure at once.
        #expect(try await server.get("/guide/").text.contains("The first version of the guide."))
        let late = try await server.events()
        #expect(try await late.next("hello").json["status"] as? String == "failed")
        #expect(try await late.next("error").json["diagnostics"] != nil)

        try project.save("theme/partials/footer.mustache", "<footer>Fixed.</footer>\n")
        _ = try await events.next("reload")
        _ = try await late.next("reload")
        #expect(try await server.get("/guide/").text.contains("Fixed."))
        #expect(try await server.events().next("hello").json["status"] as? String == "ok")
        try await server.stop()
    }

    /// Front matter that does not parse is a warning: the page is published without it, and the terminal says why.
    @Test func brokenFrontMatterIsAWarningAndThePageStillUpdates() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        try project.save("content/guide.md", "---\ntitle: \"Guide\n---\n\nStill published.\n")
        _ = try await events.next("reload")
        #expect(try await server.get("/guide/").text.contains("Still published."))
        // The title falls back to the file name, which is the same, so no other page's navigation changed.
        try await server.waitForOutput(containing: "content/guide.md changed → rebuilt 1 of 2 pages in ")
        #expect(server.output.contains { $0.hasPrefix("content/guide.md changed → rebuilt 1 of 2 pages in ") && $0.hasSuffix(" ms (1 warning)") })
        #expect(server.output.contains { $0.hasPrefix("content/guide.md:2:8: warning: front matter is not valid YAML") })
        try await server.stop()
    }

    @Test func aProjectThatFailsFromTheStartServesAnExplanationAndRecovers() async throws {
        let project = try TestProject(["theme/layouts/page.mustache": "<html>{{#page}}\n"])
        let server = try await PreviewHarness.start(project)
        let page = try await server.get("/")
        #expect(page.status == 404)
        #expect(page.text.contains("The site has not been built yet"))
        #expect(page.text.contains("<script data-specimen-preview>"))
        let events = try await server.events()
        #expect(try await events.next("hello").json["status"] as? String == "failed")
        _ = try await events.next("error")
        try project.remove("theme/layouts/page.mustache")
        _ = try await events.next("reload")
        #expect(try await server.get("/").status == 200)
        try await server.stop()
    }

    @Test func traversalAttemptsNeverLeaveTheSite() async throws {
        let project = try TestProject()
        try project.write("secret.txt", "TOP-SECRET")
        try project.write(".specimen-cache/secret.txt", "TOP-SECRET")
        let server = try await PreviewHarness.start(project)
        // A symbolic link inside the served folder that points outside it.
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appending(path: ".specimen-cache/serve/link.txt").path,
            withDestinationPath: project.root.appending(path: "secret.txt").path
        )
        let attempts = [
            "/../secret.txt", "/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt",
            "/..%2fsecret.txt", "/..%2F..%2Fsecret.txt", "/..%5csecret.txt", "/..%5C..%5Csecret.txt", "/.%2e/secret.txt",
            "/guide/../../secret.txt", "/guide/%2e%2e/%2e%2e/secret.txt", "/%252e%252e/secret.txt", "/..\\secret.txt",
            "/guide/..%2f..%2f..%2fsecret.txt", "/%00/secret.txt", "/index.html%00.txt", "//etc/passwd",
            "/../../../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/link.txt",
        ]
        for path in attempts {
            for method in ["GET", "HEAD"] {
                let reply = try await server.get(path, method: method)
                #expect([400, 404].contains(reply.status), "\(method) \(path) answered \(reply.status)")
                #expect(!reply.text.contains("TOP-SECRET") && !reply.text.contains("root:"), "\(method) \(path) leaked a file")
            }
        }
        try await server.stop()
    }

    @Test func revalidationGets304() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let page = try await server.get("/guide/")
        let tag = try #require(page.headers["etag"])
        let modified = try #require(page.headers["last-modified"])
        #expect(page.headers["cache-control"] == "no-cache")
        #expect(tag.hasPrefix("\"") && tag.count == 18)

        for headers in [["If-None-Match": tag], ["If-None-Match": "W/\(tag)"], ["If-None-Match": "\"x\", \(tag)"], ["If-Modified-Since": modified]] {
            let reply = try await server.get("/guide/", headers: headers)
            #expect(reply.status == 304, "\(headers)")
            #expect(reply.body.isEmpty)
            #expect(reply.headers["etag"] == tag)
        }
        #expect(try await server.get("/guide/", headers: ["If-None-Match": "\"stale\""]).status == 200)
        #expect(try await server.get("/guide/", headers: ["If-None-Match": "\"stale\"", "If-Modified-Since": modified]).status == 200)
        #expect(try await server.get("/guide/", headers: ["If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"]).status == 200)

        // A rebuild changes the bytes, so the old tag no longer matches.
        let events = try await server.events()
        _ = try await events.next("hello")
        try project.save("content/guide.md", "# Guide\n\nNew words.\n")
        _ = try await events.next("reload")
        #expect(try await server.get("/guide/", headers: ["If-None-Match": tag]).status == 200)
        try await server.stop()
    }

    @Test func headAnswersLikeGetWithoutABodyOnAKeptAliveConnection() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let port = server.port
        let stylesheet = try await server.get("/").text.stylesheet
        let (head, get, again) = try await onThread {
            let connection = try RawConnection(port: port)
            let head = try connection.request("HEAD", "/guide/")
            let get = try connection.request("GET", "/guide/")
            let again = try connection.request("GET", stylesheet)
            return (head, get, again)
        }
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(get.body.count))
        #expect(head.headers["etag"] == get.headers["etag"])
        #expect(get.status == 200 && get.text.contains("The first version of the guide."))
        #expect(again.status == 200 && again.headers["content-type"] == "text/css; charset=utf-8")
        #expect(try await server.get("/nope/", method: "HEAD").body.isEmpty)
        #expect(try await server.get("/guide/", method: "POST").status == 405)
        try await server.stop()
    }

    @Test func filesGetTheirMediaTypes() async throws {
        let files = [
            "data.json": "application/json", "feed.xml": "application/xml", "notes.txt": "text/plain; charset=utf-8",
            "image.png": "image/png", "photo.jpg": "image/jpeg", "anim.gif": "image/gif", "pic.webp": "image/webp",
            "icon.ico": "image/x-icon", "font.woff2": "font/woff2", "doc.pdf": "application/pdf", "logo.svg": "image/svg+xml",
            "blob.bin": "application/octet-stream", "extra.css": "text/css; charset=utf-8", "extra.js": "text/javascript; charset=utf-8",
        ]
        var content: [String: String] = [:]
        for name in files.keys { content["content/files/\(name)"] = "bytes of \(name)" }
        let project = try TestProject(content)
        let server = try await PreviewHarness.start(project)
        for (name, type) in files {
            let reply = try await server.get("/files/\(name)")
            #expect(reply.status == 200, "\(name)")
            #expect(reply.headers["content-type"] == type, "\(name)")
            #expect(reply.text == "bytes of \(name)", "\(name) must be served as it is")
        }
        #expect(try await server.get("/").headers["content-type"] == "text/html; charset=utf-8")
        #expect(try await server.get("/_specimen/favicon.svg").headers["content-type"] == "image/svg+xml")
        try await server.stop()
    }

    @Test func missingPagesGetTheSite404PageAndFoldersTheirSlash() async throws {
        let project = try TestProject(["content/recipes/index.md": "# Recipes\n"])
        let server = try await PreviewHarness.start(project)
        let missing = try await server.get("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.headers["content-type"] == "text/html; charset=utf-8")
        #expect(
            missing.text
                == (try StaticFileResponder.insert(
                    LiveReloadClient.snippet(build: missing.text.buildStamp), into: Data(project.read(".specimen-cache/serve/404.html").utf8)
                ).utf8Text))
        let folder = try await server.get("/recipes?x=1")
        #expect(folder.status == 301)
        #expect(folder.headers["location"] == "/recipes/?x=1")
        #expect(try await server.get("/recipes/").status == 200)
        #expect(try await server.get("/%2e%2e/").status == 400)
        #expect(try await server.get("/__specimen/nothing").status == 404)
        try await server.stop()
    }

    @Test func aBaseURLServesTheSiteUnderIt() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project, baseURL: "/docs/")
        let root = try await server.get("/")
        #expect(root.status == 302)
        #expect(root.headers["location"] == "/docs/")
        let page = try await server.get("/docs/guide/")
        #expect(page.status == 200)
        #expect(page.text.stylesheet.hasPrefix("/docs/_specimen/style."))
        #expect(try await server.get(page.text.stylesheet).status == 200)
        #expect(try await server.get("/guide/").status == 404)
        #expect(server.running.url.hasSuffix("/docs/"))
        try await server.stop()
    }

    @Test func manyClientsAtOnce() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        var listeners: [EventClient] = []
        for _ in 0..<8 { listeners.append(try await server.events()) }
        for listener in listeners { _ = try await listener.next("hello") }
        let port = server.port
        let stylesheet = try await server.get("/").text.stylesheet
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask { try await fetch(port, index % 2 == 0 ? "/guide/" : stylesheet).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.count == 40 && statuses.allSatisfy { $0 == 200 })
        try project.save("content/guide.md", "# Guide\n\nFor everyone.\n")
        for listener in listeners { _ = try await listener.next("reload") }
        try await server.stop()
    }

    @Test func stoppingEndsEventStreamsWithinASecond() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project)
        let events = try await server.events()
        _ = try await events.next("hello")
        let clock = ContinuousClock()
        let start = clock.now
        try await server.stop()
        #expect(clock.now - start < Duration.seconds(1).scaled)
        try await events.waitUntilFinished(timeout: .seconds(1))
        await #expect(throws: (any Error).self) { try await fetch(server.port, "/") }
    }

    @Test func aPortInUseSaysSoInOneLine() async throws {
        let project = try TestProject()
        let first = try await PreviewHarness.start(project)
        var configuration = PreviewServer.Configuration(projectRoot: project.root)
        configuration.port = first.port
        configuration.handlesSignals = false
        configuration.output = { _ in }
        await #expect(throws: PreviewServerError.portInUse(port: first.port)) {
            try await PreviewServer(configuration: configuration).run()
        }
        let said = PreviewServerError.portInUse(port: 8080).diagnostic
        #expect(said.code == .serveListen && said.message == "port 8080 is already in use")
        #expect(said.fix == "Stop that program, or pass another port: `--port 8081`, or `--port 0` for any free one.")
        try await first.stop()
    }

    @Test func aMissingProjectIsReported() async throws {
        let configuration = PreviewServer.Configuration(projectRoot: URL(fileURLWithPath: "/no/such/project"))
        await #expect(throws: PreviewServerError.projectNotFound(path: "/no/such/project")) {
            try await PreviewServer(configuration: configuration).run()
        }
    }

    @Test func aRestartedServerIsANewBuildSoOpenPagesReload() async throws {
        let project = try TestProject()
        let first = try await PreviewHarness.start(project)
        let before = try await first.events().next("hello").json["build"] as? String
        try await first.stop()
        let second = try await PreviewHarness.start(project)
        let after = try await second.events().next("hello").json["build"] as? String
        #expect(before != nil && after != nil && before != after)
        try await second.stop()
    }

    @Test func pollingWorksEndToEnd() async throws {
        let project = try TestProject()
        let server = try await PreviewHarness.start(project, watcher: .polling(interval: .milliseconds(50)))
        let events = try await server.events()
        _ = try await events.next("hello")
        try project.save("content/guide.md", "# Guide\n\nPolled.\n")
        #expect(try await events.next("reload").json["changed"] as? [String] == ["content/guide.md"])
        try await server.stop()
    }
}

extension String {
    /// The theme stylesheet a page links to (its name carries a content hash).
    var stylesheet: String {
        guard let match = range(of: #"href="[^"]*/_specimen/style[^"]*\.css""#, options: .regularExpression) else { return "/missing.css" }
        return String(self[match].dropFirst(6).dropLast())
    }

    /// The build stamped into a served page's client script.
    var buildStamp: String {
        guard let start = range(of: "var BUILD = \"")?.upperBound, let end = self[start...].firstIndex(of: "\"") else { return "" }
        return String(self[start..<end])
    }
}

private extension Data {
    var utf8Text: String { String(decoding: self, as: UTF8.self) }
}
