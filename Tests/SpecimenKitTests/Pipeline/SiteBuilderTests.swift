import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct SiteBuilderTests {
    static let site = [
        "content/index.md": "---\ntitle: Library\n---\nSee [errors](guides/errors.md#retry).\n",
        "content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
        "content/guides/errors.md": "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again.\n\n![diagram](img/flow.svg)\n",
        "content/guides/img/flow.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "content/guides/wip.md": "---\ntitle: WIP\ndraft: true\n---\nNot yet.\n",
    ]

    @Test func writesPrettyURLsAssetsAndContentFiles() throws {
        let project = try TemporaryProject(Self.site)
        let report = project.build()
        #expect(report.diagnostics.isEmpty)
        #expect(report.wroteOutput)
        #expect(report.pageCount == 3)
        for path in [
            "public/index.html", "public/guides/index.html", "public/guides/errors/index.html",
            "public/guides/img/flow.svg", "public/404.html", "public/_specimen/favicon.svg",
        ] {
            #expect(project.exists(path), "\(path)")
        }
        #expect(!project.exists("public/guides/wip/index.html"))
        let home = try project.read("public/index.html")
        #expect(home.contains("<a href=\"/guides/errors/#retry\">errors</a>"))
        let errors = try project.read("public/guides/errors/index.html")
        #expect(errors.contains("<img src=\"/guides/img/flow.svg\" alt=\"diagram\" />"))
        #expect(errors.contains("aria-current=\"page\""))
    }

    /// Guides shared through a symbolic link are built; a link back up the tree does not loop.
    /// `fix-encoding` keeps a guide's old text as `guide.md.bak` beside it: that is never published, while a file a
    /// team publishes on purpose (`archive.bak` is no guide's backup) still is.
    @Test func aGuidesBackupIsNotPublished() throws {
        let project = try TemporaryProject(
            Self.site.merging([
                "content/guides/errors.md.bak": "---\ntitle: Errors\n---\nTry again ‚Äì later.\n",
                "content/downloads/archive.bak": "bytes",
            ]) { a, _ in a })
        let report = project.build()
        #expect(report.diagnostics.isEmpty && report.wroteOutput)
        #expect(!project.exists("public/guides/errors.md.bak"))
        #expect(project.exists("public/downloads/archive.bak"))
        #expect(RebuildPlan(changed: ["content/guides/errors.md.bak"]) == RebuildPlan(changed: []))
    }

    @Test func symbolicLinksInContentAreFollowedOnce() throws {
        let project = try TemporaryProject([
            "content/index.md": "# Home\n", "shared/states.md": "# States\n\nShared between two libraries.\n",
        ])
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: project.root.appending(path: "content/shared").path,
            withDestinationPath: project.root.appending(path: "shared").path)
        try manager.createSymbolicLink(
            atPath: project.root.appending(path: "shared/loop").path,
            withDestinationPath: project.root.appending(path: "content").path)
        #expect(SiteLoader.listFiles(in: project.root.appending(path: "content")) == ["index.md", "shared/states.md"])
        let report = project.build()
        #expect(report.diagnostics.isEmpty)
        #expect(try project.read("public/shared/states/index.html").contains("Shared between two libraries."))
    }

    @Test func baseURLPrefixesEveryLink() throws {
        let project = try TemporaryProject(Self.site)
        _ = project.build { $0.baseURL = "/repo/" }
        let errors = try project.read("public/guides/errors/index.html")
        #expect(errors.contains("href=\"/repo/_specimen/style."))
        #expect(errors.contains("<img src=\"/repo/guides/img/flow.svg\""))
        #expect(!errors.contains("href=\"/guides/"))
    }

    @Test func draftsArePublishedOnRequest() throws {
        let project = try TemporaryProject(Self.site)
        _ = project.build { $0.includeDrafts = true }
        #expect(project.exists("public/guides/wip/index.html"))
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        let project = try TemporaryProject(Self.site)
        _ = project.build()
        let first = try project.snapshot(of: "public")
        _ = project.build()
        let second = try project.snapshot(of: "public")
        #expect(first.count > 5)
        #expect(first == second)
    }

    @Test func aFailedBuildLeavesTheLastGoodSiteUntouched() throws {
        let project = try TemporaryProject(Self.site)
        #expect(project.build().wroteOutput)
        let good = try project.snapshot(of: "public")
        try project.write("content/guides/errors.md", "---\ntitle: \"broken\n---\nBody\n")
        let report = project.build { $0.strict = true }
        #expect(report.hasErrors)
        #expect(!report.wroteOutput)
        #expect(try project.snapshot(of: "public") == good)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".public.specimen-") }
        #expect(leftovers.isEmpty)
    }

    /// The first of the two is published, the second left out, and the rest of the site written.
    @Test func twoPagesForOneURLIsAnError() throws {
        let project = try TemporaryProject(["content/a.md": "Alpha\n", "content/a/index.md": "Beta\n", "content/b.md": "Gamma\n"])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/a/index.md:1:1: error: this page and content/a.md would both be published at /a/"
            ])
        #expect(
            report.diagnostics.first?.reason
                == "`a.md` and `a/index.md` both become a/index.html, so one would overwrite the other; this one is left out.")
        #expect(report.wroteOutput && report.pageCount == 3)
        let page = try project.read("public/a/index.html")
        #expect(page.contains("<p>Alpha</p>") && !page.contains("Beta"))
        #expect(project.exists("public/b/index.html"))
    }

    /// A guide that vanished between the listing and the reading: an error that leaves out only that page.
    @Test func aGuideThatCannotBeReadIsLeftOut() throws {
        let (page, diagnostics) = SiteLoader.loadPage(atPath: "/nonexistent/specimen/gone.md", contentPath: "gone.md", displayPath: "content/gone.md")
        #expect(page == nil)
        #expect(diagnostics.map(\.description) == ["content/gone.md:1:1: error: the file cannot be read"])
        #expect(diagnostics.map(\.leavesOutOnlyItself) == [true])
        #expect(diagnostics.map(\.promotedToError.leavesOutOnlyItself) == [false])
    }

    /// A guide saved as Windows-1252 is read as such, with one warning at its first such byte that names the other lines.
    @Test func aFileThatIsNotUTF8IsReadAsWindows1252AndLocated() throws {
        let project = try TemporaryProject(["content/ok.md": "fine\n"])
        let latin1 =
            Data("# Caf".utf8) + Data([0xE9]) + Data(" crème\n\nNa".utf8) + Data([0xEF, 0x76, 0x65, 0x20, 0x93]) + Data("quotes".utf8)
            + Data([0x94]) + Data(" and ✅ in UTF-8.\n\nLine ".utf8) + Data([0x80]) + Data("5\n".utf8)
        try project.write("content/latin1.md", latin1)
        let report = project.build()
        #expect(report.diagnostics.map(\.description) == ["content/latin1.md:1:6: warning: the file is not UTF-8 text"])
        #expect(
            report.diagnostics.first?.reason == """
                Byte 5 (0xE9) cannot start or continue a UTF-8 character; the file was probably saved as Latin-1 or Windows-1252, \
                so bytes like it were read as Windows-1252 (this one as `é`). The same occurs on 2 more lines of this file: 3, 5.
                """)
        #expect(
            report.diagnostics.first?.fix
                == "Run `specimen fix-encoding content/latin1.md` to convert it to UTF-8 (the original is kept as content/latin1.md.bak), or re-save it as UTF-8 in your editor."
        )
        #expect(report.wroteOutput)
        let page = try project.read("public/latin1/index.html")
        #expect(page.contains("Café crème"))
        #expect(page.contains("<p>Naïve “quotes” and ✅ in UTF-8.</p>\n<p>Line €5</p>"))
    }

    @Test func aBrokenThemeOverrideIsLocatedAndStopsTheBuild() throws {
        let project = try TemporaryProject(["content/index.md": "Hi\n", "theme/layouts/page.mustache": "<html>\n{{#page}}{{title}}\n</html>\n"])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "theme/layouts/page.mustache:2:1: error: the template does not parse: `{{#page}}` is never closed"
            ])
        #expect(!report.wroteOutput)
    }

    /// A partial that does not exist would render as nothing; the build says where it is named,
    /// in layouts and partials as in component templates.
    @Test func aMisspeltPartialIsAWarningWhereItIsNamed() throws {
        let project = try TemporaryProject([
            "content/index.md": "Hi\n",
            "theme/partials/greeting.mustache": "<p>Hello</p>\n",
            "theme/partials/banner.mustache": "<div>\n  {{> greting}}\n  {{> nothing-like-it}}\n</div>\n",
            "theme/components/callout.mustache": "{{> calout-icon}}<aside>{{title}}</aside>\n",
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "theme/components/callout.mustache:1:1: warning: `{{> calout-icon}}` names no template in theme/components/",
                "theme/partials/banner.mustache:2:3: warning: `{{> greting}}` names no template in theme/partials/",
                "theme/partials/banner.mustache:3:3: warning: `{{> nothing-like-it}}` names no template in theme/partials/",
            ])
        #expect(
            report.diagnostics.map(\.fix) == [
                "Add theme/components/calout-icon.mustache, or correct the name.", "Did you mean `{{> greeting}}`?",
                "Add theme/partials/nothing-like-it.mustache, or correct the name.",
            ])
    }

    @Test func templateMistakesInAThemeAreLocatedAtTheTag() throws {
        let project = try TemporaryProject([
            "content/index.md": "Hi\n",
            "theme/partials/footer.mustache": "<footer>\n  {{<base}}{{/base}}\n</footer>\n",
            "theme/components/banner.mustache": "<div>\n  <p>{{title}</p>\n</div>\n",
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "theme/components/banner.mustache:2:6: error: the component template does not parse: `{{title` is never closed",
                "theme/partials/footer.mustache:2:3: error: the template does not parse: `{{<base}}` (template inheritance) is not supported",
            ])
        let footer = try #require(report.diagnostics.last)
        #expect(
            footer.reason
                == "Specimen's templates have values, sections, inverted sections, partials, comments and set-delimiter tags; parent templates and blocks are not among them."
        )
        #expect(footer.fix == "Share markup with a partial (`{{> name}}`), and choose what differs with sections.")
    }

    @Test func aThemeFileOverridesOnlyItself() throws {
        let project = try TemporaryProject(["content/index.md": "Hi\n", "theme/assets/style.css": "body { color: teal }\n"])
        #expect(project.build().diagnostics.isEmpty)
        let css = "_specimen/style.\(AssetFingerprint.hash(Array("body { color: teal }\n".utf8))).css"
        #expect(try project.read("public/" + css) == "body { color: teal }\n")
        #expect(try project.read("public/index.html").contains(css))
        #expect(project.exists("public/_specimen/favicon.svg"))
    }

    @Test func noContentFolder() throws {
        let project = try TemporaryProject()
        let report = project.build()
        // The path as the person would type it: from the folder the command runs in, or whole when outside it.
        #expect(report.diagnostics.first?.message == "there is no content folder at \(project.root.standardizedFileURL.path)/content")
        #expect(report.hasErrors)
    }

    @Test func strictPromotesWarnings() {
        let warning = Diagnostic.warning(.brokenLink, at: nil, "w")
        #expect(warning.promotedToError.severity == .error)
    }
}
