import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct PublishTests {
    @Test func aFullBaseURLGivesSitemapAndRobots() throws {
        let project = try TemporaryProject(["content/index.md": "Home\n", "content/guides/a.md": "A\n"])
        _ = project.build { $0.baseURL = "https://acme.github.io/lib/" }
        #expect(
            try project.read("public/sitemap.xml") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url><loc>https://acme.github.io/lib/</loc></url>
                  <url><loc>https://acme.github.io/lib/guides/a/</loc></url>
                </urlset>

                """)
        #expect(try project.read("public/robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://acme.github.io/lib/sitemap.xml\n")
        #expect(project.exists("public/.nojekyll"))
        #expect(project.exists("public/404.html"))
        let page = try project.read("public/guides/a/index.html")
        #expect(page.contains("href=\"/lib/guides/a/\""))
    }

    @Test func aPathBaseGivesNoSitemapBecauseItNeedsAbsoluteURLs() throws {
        let project = try TemporaryProject(["content/index.md": "Home\n"])
        _ = project.build { $0.baseURL = "/lib/" }
        #expect(!project.exists("public/sitemap.xml"))
        #expect(try project.read("public/robots.txt") == "User-agent: *\nAllow: /\n")
    }

    @Test func cssAndJavaScriptAreFingerprintedAndLinked() throws {
        let project = try TemporaryProject(["content/index.md": "Home\n", "theme/assets/style.css": "body{}\n"])
        _ = project.build()
        let name = "_specimen/style.\(AssetFingerprint.hash(Array("body{}\n".utf8))).css"
        #expect(try project.read("public/" + name) == "body{}\n")
        #expect(try project.read("public/index.html").contains("href=\"/\(name)\""))
        #expect(project.exists("public/_specimen/favicon.svg"))
    }

    /// A project's own `assets/` folder is published as it is: Specimen's assets are in `_specimen/`, so neither
    /// replaces the other, and the pages link Specimen's.
    @Test func aProjectsOwnAssetsFolderIsItsOwn() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n\n![Logo](assets/favicon.svg)\n", "content/assets/favicon.svg": "<svg id=\"ours\"/>\n",
            "content/assets/style.css": "p { color: teal }\n",
        ])
        #expect(!project.build().hasErrors)
        #expect(try project.read("public/assets/favicon.svg") == "<svg id=\"ours\"/>\n")
        #expect(try project.read("public/assets/style.css") == "p { color: teal }\n")
        #expect(
            try project.read("public/_specimen/favicon.svg").contains("<svg") && !(try project.read("public/_specimen/favicon.svg").contains("ours")))
        let home = try project.read("public/index.html")
        #expect(home.contains("href=\"/_specimen/favicon.svg\"") && home.contains("src=\"/assets/favicon.svg\""))
    }

    /// Files in `content/_specimen/` would replace Specimen's own assets: they are left out, with one warning that
    /// names them all, and the theme's favicon stays.
    @Test func filesWhereSpecimensAssetsAreAreLeftOutWithOneWarning() throws {
        let project = try TemporaryProject([
            "content/index.md": "Home\n", "content/_specimen/favicon.svg": "<svg id=\"ours\"/>\n", "content/_specimen/notes/a.txt": "a\n",
        ])
        let report = project.build()
        #expect(report.wroteOutput)
        #expect(
            report.diagnostics.map { "\($0.code) \($0.location.map { "\($0)" } ?? "") \($0.message)" } == [
                "content-reserved content/_specimen/favicon.svg:1:1 2 files are in `_specimen/`, where the site has Specimen's own assets; they are left out"
            ])
        #expect(report.diagnostics.first?.reason?.hasSuffix("The others: `_specimen/notes/a.txt`.") == true)
        #expect(!(try project.read("public/_specimen/favicon.svg").contains("ours")) && !project.exists("public/_specimen/notes/a.txt"))
    }

    @Test func fingerprintChangesExactlyWithTheBytes() {
        #expect(AssetFingerprint.hash(Array("a".utf8)) == AssetFingerprint.hash(Array("a".utf8)))
        #expect(AssetFingerprint.hash(Array("a".utf8)) != AssetFingerprint.hash(Array("b".utf8)))
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c; the name uses its top 32 bits.
        #expect(AssetFingerprint.hash(Array("a".utf8)) == "af63dc4c")
        #expect(AssetFingerprint.publishedPath(for: "assets/favicon.svg", contents: []) == "_specimen/favicon.svg")
    }

    @Test func aContentFileReplacesAGeneratedOne() throws {
        let project = try TemporaryProject(["content/index.md": "Home\n", "content/robots.txt": "User-agent: *\nDisallow: /\n"])
        _ = project.build()
        #expect(try project.read("public/robots.txt") == "User-agent: *\nDisallow: /\n")
    }

    @Test func checkWritesNothing() throws {
        let project = try TemporaryProject(["content/index.md": "Home\n"])
        let report = project.build {
            $0.writeOutput = false
            $0.strict = true
        }
        #expect(report.diagnostics.isEmpty)
        #expect(!project.exists("public"))
    }
}

@Suite struct DiagnosticFormatTests {
    let diagnostics: [Diagnostic] = [
        .error(
            .frontMatterYAML, at: SourceLocation(file: "content/a, b.md", line: 3, column: 14), "front matter is not valid YAML",
            reason: "100% broken:\nreally.", fix: "Fix it."),
        .warning(.noContent, at: nil, "nothing here"),
    ]
    let printer = DiagnosticPrinter { _ in nil }

    @Test func github() {
        #expect(
            DiagnosticFormat.github.render(diagnostics, summary: "1 error, 1 warning", printer: printer) == """
                ::error file=content/a%2C b.md,line=3,col=14,title=specimen%3A front-matter-yaml::front matter is not valid YAML%0A100%25 broken:%0Areally.%0AFix: Fix it.
                ::warning title=specimen%3A no-content::nothing here
                1 error, 1 warning

                """)
    }

    @Test func json() throws {
        let text = DiagnosticFormat.json.render(diagnostics, summary: "1 error, 1 warning", printer: printer)
        #expect(
            text
                == #"{"diagnostics":[{"code":"front-matter-yaml","column":14,"file":"content/a, b.md","fix":"Fix it.","line":3,"message":"front matter is not valid YAML","reason":"100% broken:\nreally.","severity":"error"},{"code":"no-content","message":"nothing here","severity":"warning"}],"summary":{"errors":1,"text":"1 error, 1 warning","warnings":1},"version":1}"#
                + "\n")
    }

    @Test func human() {
        #expect(
            DiagnosticFormat.human.render([diagnostics[1]], summary: "0 errors, 1 warning", printer: printer)
                == "warning: nothing here\n  see: specimen explain no-content\n\n0 errors, 1 warning\n")
    }
}
