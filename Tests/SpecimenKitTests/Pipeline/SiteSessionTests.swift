import Foundation
import Testing

@testable import SpecimenKit

@Suite struct SiteSessionTests {
    static let site = [
        "content/index.md": "---\ntitle: Library\n---\nSee [errors](guides/errors.md#retry).\n",
        "content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
        "content/guides/errors.md": "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again.\n",
        "content/guides/empty.md": "---\ntitle: Empty\norder: 2\n---\n## Start\n\nNothing yet.\n",
        "content/other/page.md": "---\ntitle: Other\n---\nElsewhere.\n",
    ]

    func session(_ project: TemporaryProject, strict: Bool = false) -> SiteSession {
        var options = BuildOptions()
        options.strict = strict
        return SiteSession(project: project.project, options: options)
    }

    @Test func aBodyEditReLaysOutOnlyThatPage() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project)
        #expect(session.build().wroteOutput)
        let before = try project.snapshot(of: "public")
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again later.\n")
        let report = session.rebuild(changed: ["content/guides/errors.md"])
        #expect(report.diagnostics.isEmpty)
        #expect(report.rebuiltPageCount == 1)
        let after = try project.snapshot(of: "public")
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["guides/errors/index.html", "search-index.json"])
        #expect(try project.read("public/guides/errors/index.html").contains("Try again later."))
    }

    /// In the preview, a partial's edit shows in the page that includes it, and a folder's README gives way to the
    /// `index.md` written beside it, and takes the folder's page back when that is deleted.
    @Test func partialsAndReadmesFollowTheirFilesInThePreview() throws {
        let project = try TemporaryProject([
            "content/index.md": "# Home\n\n[Buttons](buttons/)\n",
            "content/buttons/README.md": "# Buttons from the README\n",
            "content/badge/index.md": "# Badge\n\n@include \"partials/api\"\n",
            "content/badge/partials/api.md": "## API\n\nOld text.\n",
        ])
        var session = session(project)
        #expect(session.build().diagnostics.isEmpty)
        try project.write("content/badge/partials/api.md", "## API\n\nNew text.\n")
        #expect(session.rebuild(changed: ["content/badge/partials/api.md"]).diagnostics.isEmpty)
        #expect(try project.read("public/badge/index.html").contains("New text."))
        #expect(!project.exists("public/badge/partials/api/index.html"))
        try project.write("content/buttons/index.md", "# Buttons from the index\n")
        #expect(session.rebuild(changed: ["content/buttons/index.md"]).diagnostics.isEmpty)
        #expect(try project.read("public/buttons/index.html").contains("Buttons from the index"))
        #expect(try project.read("public/buttons/README/index.html").contains("Buttons from the README"))
        try FileManager.default.removeItem(at: project.root.appending(path: "content/buttons/index.md"))
        #expect(session.rebuild(changed: ["content/buttons/index.md"]).diagnostics.isEmpty)
        #expect(try project.read("public/buttons/index.html").contains("Buttons from the README"))
        #expect(!project.exists("public/buttons/README/index.html"))
    }

    /// A build from the cache sees a partial's edit in its page too.
    @Test func aCachedBuildSeesAPartialsEdit() throws {
        let project = try TemporaryProject([
            "content/badge/index.md": "# Badge\n\n@include \"partials/api\"\n",
            "content/badge/partials/api.md": "## API\n\nOld text.\n",
            "content/Kit.docc/Kit.md": "# ``Kit``\n\nSee <doc:Start>, ``Widget``.\n",
            "content/Kit.docc/Start.md": "# Start here\n",
            "content/Kit.docc/Widget.md": "# ``Other/Widget``\n",
            "content/Kit.docc/ThirdWidget.md": "# ``Third/Widget``\n",
        ])
        var options = BuildOptions()
        options.cacheDirectory = project.root.appending(path: ".specimen-cache")
        #expect(SiteBuilder.build(project.project, options: options).diagnostics.isEmpty)
        try project.write("content/badge/partials/api.md", "## API\n\nNew text.\n")
        #expect(SiteBuilder.build(project.project, options: options).diagnostics.isEmpty)
        #expect(try project.read("public/badge/index.html").contains("New text."))
        try project.write("content/Kit.docc/Start.md", "# Start here now\n")
        #expect(SiteBuilder.build(project.project, options: options).diagnostics.isEmpty)
        #expect(try project.read("public/Kit.docc/index.html").contains("<a href=\"/Kit.docc/Start/\">Start here now</a>"))
        // Two modules' `Widget`, neither the root's: its ``` ``Widget`` ``` is code. Once one is the root's module's (its
        // title the same), it leads there.
        #expect(try project.read("public/Kit.docc/index.html").contains("<code>Widget</code>.</p>"))
        try project.write("content/Kit.docc/Widget.md", "# ``Kit/Widget``\n")
        #expect(SiteBuilder.build(project.project, options: options).diagnostics.isEmpty)
        #expect(try project.read("public/Kit.docc/index.html").contains("<a href=\"/Kit.docc/Widget/\"><code>Widget</code></a>.</p>"))
        // Its page deleted, the root's ``` ``Widget`` ``` is code again, and no link is reported broken.
        try FileManager.default.removeItem(at: project.root.appending(path: "content/Kit.docc/Widget.md"))
        try FileManager.default.removeItem(at: project.root.appending(path: "content/Kit.docc/ThirdWidget.md"))
        #expect(SiteBuilder.build(project.project, options: options).diagnostics.isEmpty)
        #expect(try project.read("public/Kit.docc/index.html").contains("<code>Widget</code>.</p>"))
    }

    /// A draft `index.md` saved in the preview is not published: the generated home stays.
    @Test func aDraftAtTheGeneratedHomesPlaceLeavesTheHome() throws {
        let project = try TemporaryProject(["content/guides/errors.md": "---\ntitle: Errors\n---\nTry again.\n"])
        var session = session(project)
        #expect(session.build().wroteOutput)
        let home = try project.read("public/index.html")
        try project.write("content/index.md", "---\ntitle: Welcome\ndraft: true\n---\nSoon.\n")
        #expect(session.rebuild(changed: ["content/index.md"]).wroteOutput)
        #expect(try project.read("public/index.html") == home)
    }

    /// A guide left out (here the second of two for one URL) stays an error after other guides are edited; the rest is written.
    @Test func aGuideLeftOutStaysAnErrorAcrossRebuilds() throws {
        let project = try TemporaryProject(Self.site)
        try project.write("content/other/page/index.md", "# Second\n")
        var session = session(project)
        let first = session.build()
        #expect(
            first.diagnostics.map(\.description) == [
                "content/other/page/index.md:1:1: error: this page and content/other/page.md would both be published at /other/page/"
            ])
        #expect(first.wroteOutput && first.hasErrors && !first.withholdsSite)
        #expect(try !project.read("public/other/page/index.html").contains("Second"))
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again later.\n")
        let report = session.rebuild(changed: ["content/guides/errors.md"])
        #expect(report.diagnostics.map(\.description) == first.diagnostics.map(\.description))
        #expect(report.wroteOutput)
        #expect(try project.read("public/guides/errors/index.html").contains("Try again later."))
        // Under --strict the same error keeps the last good site.
        var strict = self.session(project, strict: true)
        #expect(!strict.build().wroteOutput)
    }

    @Test func aTitleChangeReachesEveryPagesNavigation() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project)
        _ = session.build()
        try project.write("content/guides/empty.md", "---\ntitle: Empty states\norder: 2\n---\n## Start\n\nNothing yet.\n")
        let report = session.rebuild(changed: ["content/guides/empty.md"])
        #expect(report.rebuiltPageCount == 5)
        #expect(try project.read("public/guides/errors/index.html").contains("Empty states"))
    }

    @Test func addedAndDeletedPagesAreSeen() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project)
        _ = session.build()
        try project.write("content/guides/new.md", "# New guide\n")
        _ = session.rebuild(changed: ["content/guides/new.md"])
        #expect(project.exists("public/guides/new/index.html"))
        #expect(try project.read("public/guides/index.html").contains("New guide"))

        try FileManager.default.removeItem(at: project.root.appending(path: "content/guides/errors.md"))
        let report = session.rebuild(changed: ["content/guides/errors.md"])
        #expect(!project.exists("public/guides/errors/index.html"))
        #expect(
            report.diagnostics.map(\.description) == ["content/index.md:4:5: warning: `guides/errors.md#retry` points to a page that does not exist"])
    }

    /// A link from a page that did not change is checked again when the page it leads to appears.
    @Test func aNewPageMendsALinkOnAnUnchangedPage() throws {
        let project = try TemporaryProject(
            Self.site.merging(["content/other/page.md": "---\ntitle: Other\n---\nSee [new](../guides/new.md).\n"]) { $1 })
        var session = session(project)
        #expect(
            session.build().diagnostics.map(\.description) == [
                "content/other/page.md:4:5: warning: `../guides/new.md` points to a page that does not exist"
            ])
        try project.write("content/guides/new.md", "# New guide\n")
        let report = session.rebuild(changed: ["content/guides/new.md"])
        #expect(report.diagnostics.isEmpty)
    }

    /// A broken link's "Did you mean" names the nearest page, so it is found again when pages come or
    /// go, though the page with the link and the page it names did not change: as a full build says it.
    @Test func aBrokenLinksSuggestionFollowsThePagesThatCameOrWent() throws {
        let project = try TemporaryProject(
            Self.site.merging(["content/other/page.md": "---\ntitle: Other\n---\nSee [retry](../guides/retyr.md).\n"]) { $1 })
        var session = session(project)
        #expect(session.build().diagnostics.compactMap(\.fix) == ["Did you mean `guides/empty.md`? Check the file name and the `../` steps."])
        try project.write("content/guides/retry.md", "# Retry\n")
        let added = session.rebuild(changed: ["content/guides/retry.md"])
        #expect(added.diagnostics.compactMap(\.fix) == ["Did you mean `guides/retry.md`? Check the file name and the `../` steps."])
        try FileManager.default.removeItem(at: project.root.appending(path: "content/guides/retry.md"))
        let removed = session.rebuild(changed: ["content/guides/retry.md"])
        #expect(removed.diagnostics.compactMap(\.fix) == ["Did you mean `guides/empty.md`? Check the file name and the `../` steps."])
        var full = SiteSession(project: project.project)
        #expect(removed.diagnostics.map(\.description) == full.build().diagnostics.map(\.description))
    }

    /// Of a page that links to a page rendered again, only the links into it are checked again; its other
    /// links keep their problems, as a full build finds them.
    @Test func aPageThatLinksToAChangedPageKeepsItsOtherProblems() throws {
        let project = try TemporaryProject(
            Self.site.merging([
                "content/other/page.md":
                    "---\ntitle: Other\n---\nSee [gone](../guides/gone.md), [retry](../guides/errors.md#retry) and [#nowhere](#nowhere).\n"
            ]) { $1 })
        var session = session(project)
        let first = session.build().diagnostics.map(\.description)
        #expect(
            first == [
                "content/other/page.md:4:5: warning: `../guides/gone.md` points to a page that does not exist",
                "content/other/page.md:4:71: warning: `#nowhere` points to a heading that does not exist",
            ])
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Try later\n\nTry again.\n")
        let renamed = session.rebuild(changed: ["content/guides/errors.md"]).diagnostics.map(\.description)
        #expect(
            renamed == [
                "content/index.md:4:5: warning: `guides/errors.md#retry` points to a heading that does not exist",
                "content/other/page.md:4:5: warning: `../guides/gone.md` points to a page that does not exist",
                "content/other/page.md:4:32: warning: `../guides/errors.md#retry` points to a heading that does not exist",
                "content/other/page.md:4:71: warning: `#nowhere` points to a heading that does not exist",
            ])
        var full = SiteSession(project: project.project)
        #expect(renamed == full.build().diagnostics.map(\.description))
    }

    /// The generated home lists the guides under a heading per folder: a new folder gives a link
    /// to the home's heading somewhere to lead, though the page with the link did not change.
    @Test func aLinkToTheGeneratedHomeIsCheckedWhenTheGuidesChange() throws {
        let project = try TemporaryProject([
            "content/about.md": "---\ntitle: About\n---\nSee [recipes](index.md#recipes).\n",
            "content/guides/errors.md": "---\ntitle: Errors\n---\nText.\n",
        ])
        var session = session(project)
        #expect(session.build().diagnostics.map(\.code.rawValue) == ["broken-fragment"])
        try project.write("content/recipes/bread.md", "# Bread\n")
        #expect(session.rebuild(changed: ["content/recipes/bread.md"]).diagnostics.isEmpty)
        try FileManager.default.removeItem(at: project.root.appending(path: "content/recipes/bread.md"))
        #expect(session.rebuild(changed: ["content/recipes/bread.md"]).diagnostics.map(\.code.rawValue) == ["broken-fragment"])
    }

    /// A new page answers links that nothing answered before: to its URL, to the `.html` file it becomes (mdBook's), and
    /// to its `.mdx` file. The page with those links is rendered again, as a full build would render it.
    @Test func aNewPageAnswersTheLinksWaitingForIt() throws {
        let project = try TemporaryProject([
            "content/index.md": "# Home\n\n[b](b.html#part) [m](m.mdx) [u](/guides/u) [gone](gone.md)\n",
            "content/guides/index.md": "# Guides\n",
        ])
        var session = session(project)
        #expect(session.build().diagnostics.count == 4)
        try project.write("content/b.md", "# B\n\n## Part\n")
        try project.write("content/m.mdx", "# M\n")
        try project.write("content/guides/u.md", "# U\n")
        let report = session.rebuild(changed: ["content/b.md", "content/m.mdx", "content/guides/u.md"])
        #expect(report.diagnostics.map(\.message) == ["`gone.md` points to a page that does not exist"])
        #expect(
            try project.read("public/index.html").contains(
                "<a href=\"/b/#part\">b</a> <a href=\"/m/\">m</a> <a href=\"/guides/u/\">u</a> <a href=\"/gone/\">gone</a>"))
        var full = SiteSession(project: project.project)
        #expect(report.diagnostics.map(\.description) == full.build().diagnostics.map(\.description))
    }

    /// Under `--strict` a warning withholds the site: the last good one stays.
    @Test func aBrokenEditKeepsTheLastGoodPageAndTheFixRestoresIt() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project, strict: true)
        _ = session.build()
        let good = try project.snapshot(of: "public")
        try project.write("content/guides/errors.md", "---\ntitle: \"Errors\norder: 1\n---\nBroken\n")
        let broken = session.rebuild(changed: ["content/guides/errors.md"])
        #expect(broken.hasErrors)
        #expect(!broken.wroteOutput)
        #expect(try project.snapshot(of: "public") == good)
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nFixed.\n")
        let fixed = session.rebuild(changed: ["content/guides/errors.md"])
        #expect(fixed.diagnostics.isEmpty)
        #expect(try project.read("public/guides/errors/index.html").contains("Fixed."))
    }

    @Test func pagesEditedWhileTheSiteWasBrokenAreWrittenWhenItIsFixed() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project, strict: true)
        _ = session.build()
        try project.write("content/guides/errors.md", "---\ntitle: \"Errors\n---\nBroken\n")
        #expect(session.rebuild(changed: ["content/guides/errors.md"]).hasErrors)
        try project.write("content/guides/empty.md", "---\ntitle: Empty\norder: 2\n---\n## Start\n\nEdited while broken.\n")
        #expect(!session.rebuild(changed: ["content/guides/empty.md"]).wroteOutput)
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nFixed.\n")
        let fixed = session.rebuild(changed: ["content/guides/errors.md"])
        // While broken, the guide lost its `order`, which moved it in every page's sidebar: all five are owed.
        #expect(fixed.rebuiltPageCount == 5)
        #expect(try project.read("public/guides/empty/index.html").contains("Edited while broken."))
    }

    @Test func aSiteThatNeverBuiltIsWrittenWholeOnceFixed() throws {
        let project = try TemporaryProject(["content/index.md": "---\ntitle: [unclosed\n---\n", "content/a.md": "A\n"])
        var session = session(project, strict: true)
        #expect(session.build().hasErrors)
        try project.write("content/index.md", "# Home\n")
        let fixed = session.rebuild(changed: ["content/index.md"])
        #expect(fixed.wroteOutput)
        #expect(project.exists("public/index.html") && project.exists("public/a/index.html") && project.exists("public/404.html"))
    }

    @Test func aTemplateEditReLaysOutEveryPage() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project)
        _ = session.build()
        try project.write("theme/partials/footer.mustache", "<footer>Made with care</footer>\n")
        let report = session.rebuild(changed: ["theme/partials/footer.mustache"])
        #expect(report.rebuiltPageCount == 5)
        #expect(try project.read("public/other/page/index.html").contains("Made with care"))
    }

    @Test func incrementalOutputIsWhatAFullBuildWrites() throws {
        let project = try TemporaryProject(Self.site)
        var session = session(project)
        _ = session.build()
        let edits: [(String, String?)] = [
            ("content/guides/errors.md", "---\ntitle: Errors\norder: 3\n---\n## Retry\n\nLater.\n"),
            ("content/guides/extra.md", "---\ntitle: Extra\n---\nMore. [Back](errors.md#retry)\n"),
            ("content/other/page.md", nil),
            ("content/guides/img.svg", "<svg/>"),
            ("theme/partials/footer.mustache", "<footer>Footer</footer>\n"),
        ]
        for (path, text) in edits {
            if let text { try project.write(path, text) } else { try FileManager.default.removeItem(at: project.root.appending(path: path)) }
            _ = session.rebuild(changed: [path])
        }
        let incremental = try project.snapshot(of: "public")
        _ = SiteBuilder.build(project.project)
        #expect(try project.snapshot(of: "public") == incremental)
    }
}

/// A token edit in the preview renders only what draws on the design, and ends exactly where a full build would.
@Suite struct SiteSessionDesignTests {
    static func project() throws -> TemporaryProject {
        var files: [String: String] = [
            "content/index.md": "---\ntitle: Library\n---\nPlain prose.\n",
            "content/guides/plain.md": "---\ntitle: Plain\n---\nNo examples here.\n",
        ]
        for path in [
            "content/tokens/base.tokens.json", "content/tokens/light.tokens.json", "content/tokens/dark.tokens.json",
            "content/tokens/specimen.resolver.json", "content/contrast.yml", "content/patterns/empty-states.md",
        ] {
            files[path] = try String(contentsOf: Repository.root.appending(path: path), encoding: .utf8)
        }
        return try TemporaryProject(files)
    }

    @Test func aTokenEditRendersTheGuidesWithExamplesAndTheDesignPagesOnly() throws {
        let project = try Self.project()
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        let before = try project.snapshot(of: "public")
        let path = "content/tokens/light.tokens.json"
        let tokens = try project.read(path)
        let edited = tokens.replacingOccurrences(of: "\"alpha\": 0.12, \"hex\": \"#dc2626\"", with: "\"alpha\": 0.16, \"hex\": \"#dc2626\"")
        #expect(edited != tokens)
        try project.write(path, edited)

        let report = session.rebuild(changed: [path])
        #expect(!report.hasErrors)
        // The guide with component examples and the four generated design pages; not the plain guides.
        #expect(report.rebuiltPageCount == 5)
        let after = try project.snapshot(of: "public")
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // Examples refer to tokens by CSS variable, so the guide's own bytes stay as they were. The
        // token page's values are searchable text, so the new hex reaches the search index.
        #expect(
            changed == [
                "tokens.css", "tokens.json", "contrast.json", "tokens/index.html", "contrast/index.html", "contrast/matrix/index.html",
                "search-index.json",
            ])

        let fresh = SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh")))
        #expect(fresh.wroteOutput)
        let full = try project.snapshot(of: "fresh")
        #expect(after.keys.sorted() == full.keys.sorted())
        #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [])
    }

    /// A token edit that splits the token pages (past 400 tokens), adds a group page, then joins
    /// them again: each rebuild writes what a full build writes, and no stale group page stays.
    @Test func tokenEditsThatSplitAndJoinTheTokenPagesMatchAFullBuild() throws {
        func tokens(groups: [String], each: Int) -> String {
            "{ "
                + groups.map { group in
                    ##""\##(group)": { "$type": "color", "##
                        + (0..<each).map { ##""t\##($0)": { "$value": "#\##(String(format: "%06x", $0 * 977 + group.count))" }"## }.joined(
                            separator: ", ") + " }"
                }.joined(separator: ", ") + " }"
        }
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/guide.md": "# Guide\n\nSee the [tokens](tokens/index.md).\n",
            "content/tokens/base.tokens.json": tokens(groups: ["fg", "bg"], each: 150),
        ])
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        #expect(!project.exists("public/tokens/fg/index.html"))
        let path = "content/tokens/base.tokens.json"
        for (groups, each) in [(["fg", "bg", "border"], 150), (["fg", "bg", "border", "shadow"], 150), (["fg"], 10)] {
            try project.write(path, tokens(groups: groups, each: each))
            let report = session.rebuild(changed: [path])
            #expect(!report.hasErrors, "\(report.diagnostics)")
            #expect(project.exists("public/tokens/fg/index.html") == (groups.count * each > 400))
            let after = try project.snapshot(of: "public")
            let freshFolder = "fresh-\(groups.count)"
            #expect(SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: freshFolder))).wroteOutput)
            let full = try project.snapshot(of: freshFolder)
            #expect(after.keys.sorted() == full.keys.sorted(), "pages after \(groups)")
            #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [], "bytes after \(groups)")
        }
    }

    /// A token save makes every design page again, but a page whose Markdown is what it was is not rendered or written
    /// again: a colour of one group rewrites that group's page (and tokens.css, tokens.json, the search index), not
    /// the other group's, and the output is what a full build writes.
    @Test func aTokenSaveRewritesOnlyTheDesignPagesThatChanged() throws {
        func group(_ name: String, step: Int, first: String?) -> String {
            let members = (0..<250).map { index -> String in
                let value = index == 0 ? (first ?? "#000000") : String(format: "#%06x", index * step)
                return "\"t\(index)\": { \"$value\": \"\(value)\" }"
            }
            return "\"\(name)\": { \"$type\": \"color\", " + members.joined(separator: ", ") + " }"
        }
        func tokens(first: String) -> String { "{ " + group("fg", step: 977, first: first) + ", " + group("bg", step: 1013, first: nil) + " }" }
        let path = "content/tokens/base.tokens.json"
        let project = try TemporaryProject(["content/index.md": "Home\n", path: tokens(first: "#112233")])
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        let before = try project.snapshot(of: "public")
        let untouched = project.root.appending(path: "public/tokens/bg/index.html").path
        let stamp = try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
        try project.write(path, tokens(first: "#445566"))

        let report = session.rebuild(changed: [path])
        #expect(!report.hasErrors)
        #expect(report.rebuiltPageCount == 1)
        let after = try project.snapshot(of: "public")
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["tokens/fg/index.html", "tokens.css", "tokens.json", "search-index.json"])
        let stampAfter = try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
        #expect(stampAfter == stamp)
        let fresh = SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh")))
        #expect(fresh.wroteOutput)
        let full = try project.snapshot(of: "fresh")
        #expect(after.keys.sorted() == full.keys.sorted())
        #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [])
    }

    /// A save of the contrast pairs alone keeps the design: the tokens are not read again nor their files written, the
    /// pairs are evaluated again, and the site is a full build's.
    @Test func aSaveOfTheContrastPairsAloneKeepsTheDesign() throws {
        let tokens =
            ##"{ "color": { "$type": "color", "ink": { "$value": "#111111" }, "grey": { "$value": "#777777" }, "page": { "$value": "#ffffff" } } }"##
        func pairs(_ text: String) -> String { "pairs:\n  - text: \"{color.\(text)}\"\n    background: \"{color.page}\"\n    usage: body\n" }
        let project = try TemporaryProject([
            "content/index.md": "Home\n", "content/tokens/base.tokens.json": tokens, "content/contrast.yml": pairs("ink"),
        ])
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        func stamps() throws -> [Date?] {
            try ["public/tokens.css", "public/tokens.json"].map {
                try FileManager.default.attributesOfItem(atPath: project.root.appending(path: $0).path)[.modificationDate] as? Date
            }
        }
        let before = try stamps()
        try project.write("content/contrast.yml", pairs("grey"))
        let report = session.rebuild(changed: ["content/contrast.yml"])
        // The design stands, so tokens.css and tokens.json are not written again.
        #expect(try stamps() == before)
        #expect(!report.hasErrors && report.contrast?.pairs == 1)
        #expect(!report.stages.map(\.name).contains { $0.hasPrefix("read") && $0.contains("tokens") }, "\(report.stages.map(\.name))")
        let after = try project.snapshot(of: "public")
        #expect(SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh"))).wroteOutput)
        let full = try project.snapshot(of: "fresh")
        #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [])
        #expect(String(decoding: after["contrast.json"] ?? Data(), as: UTF8.self).contains("color.grey"))
    }

    /// The preview keeps the token pages as last made, and makes again a group's page when any of its rows changed,
    /// through an alias into another group too: after each save the pages are a full build's.
    @Test func keptTokenPagesFollowSavesThroughAliases() throws {
        func tokens(_ value: String, description: String) -> String {
            let fg = (1..<250).map { "\"t\($0)\": { \"$value\": \"#\(String(format: "%06x", $0 * 977))\" }" }.joined(separator: ", ")
            let bg = (1..<250).map { "\"t\($0)\": { \"$value\": \"#\(String(format: "%06x", $0 * 1013))\" }" }.joined(separator: ", ")
            return """
                { "fg": { "$type": "color", "t0": { "$value": "{bg.t0}", "$description": "\(description)" }, \(fg) },
                  "bg": { "$type": "color", "t0": { "$value": "\(value)" }, \(bg) } }
                """
        }
        let path = "content/tokens/base.tokens.json"
        let project = try TemporaryProject(["content/index.md": "Home\n", path: tokens("#112233", description: "Text")])
        var session = SiteSession(project: project.project)
        session.keepsTokenFiles = true
        #expect(!session.build().hasErrors)
        for (value, description) in [("#445566", "Text"), ("#445566", "Body text"), ("#112233", "Text")] {
            try project.write(path, tokens(value, description: description))
            #expect(!session.rebuild(changed: [path]).hasErrors)
            let after = try project.snapshot(of: "public")
            try? FileManager.default.removeItem(at: project.root.appending(path: "fresh"))
            #expect(SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh"))).wroteOutput)
            let full = try project.snapshot(of: "fresh")
            #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [], "\(value) \(description)")
            #expect(String(decoding: after["tokens/fg/index.html"] ?? Data(), as: UTF8.self).contains(value), "\(value)")
        }
    }

    /// The preview reloads browsers before it writes what no page reads at once: the search index and tokens.json
    /// follow in `writeDeferredOutput()`, and are then a full build's.
    @Test func thePreviewWritesTheSearchIndexAndTokensJSONAfterTheReload() throws {
        let path = "content/tokens/base.tokens.json"
        func tokens(_ brand: String) -> String { ##"{ "color": { "$type": "color", "brand": { "$value": "\##(brand)" } } }"## }
        let project = try TemporaryProject(["content/index.md": "Home\n", "content/guide.md": "# Guide\n\nRetry later.\n", path: tokens("#112233")])
        var session = SiteSession(project: project.project)
        session.defersUnreadOutput = true
        #expect(!session.build().hasErrors)
        let before = try project.snapshot(of: "public")
        try project.write(path, tokens("#445566"))
        try project.write("content/guide.md", "# Guide\n\nTry again later.\n")

        #expect(!session.rebuild(changed: [path, "content/guide.md"]).hasErrors)
        let reloaded = try project.snapshot(of: "public")
        #expect(reloaded["tokens.json"] == before["tokens.json"] && reloaded["search-index.json"] == before["search-index.json"])
        #expect(reloaded["tokens.css"] != before["tokens.css"] && reloaded["guide/index.html"] != before["guide/index.html"])

        session.writeDeferredOutput()
        let after = try project.snapshot(of: "public")
        #expect(SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh"))).wroteOutput)
        let full = try project.snapshot(of: "fresh")
        #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [])
        func text(_ file: String) -> String { String(decoding: after[file] ?? Data(), as: UTF8.self) }
        #expect(text("tokens.json").contains("#445566") && text("search-index.json").contains("Try again"))
    }

    /// What a rebuild deferred is written from that rebuild's design, even when the next rebuild takes the lock
    /// first and fails: the last good pages keep the tokens.json they were published with. A team's own
    /// content/tokens.json is theirs in the preview too.
    @Test func deferredTokensJSONFollowsTheLastGoodRebuildAndNeverATeamsOwn() throws {
        let path = "content/tokens/base.tokens.json"
        func tokens(_ brand: String) -> String { ##"{ "color": { "$type": "color", "brand": { "$value": "\##(brand)" } } }"## }
        let project = try TemporaryProject(["content/index.md": "Home\n", path: tokens("#112233")])
        var options = BuildOptions()
        options.strict = true
        var session = SiteSession(project: project.project, options: options)
        session.defersUnreadOutput = true
        #expect(!session.build().hasErrors)
        try project.write(path, tokens("#445566"))
        #expect(!session.rebuild(changed: [path]).hasErrors)
        // The next save comes before the deferred write, and withholds the site (a dead link, under --strict).
        try project.write(path, tokens("#778899"))
        try project.write("content/index.md", "Home, and [a page](gone.md).\n")
        #expect(session.rebuild(changed: [path, "content/index.md"]).hasErrors)
        session.writeDeferredOutput()
        let published = try project.read("public/tokens.json")
        #expect(published.contains("#445566") && !published.contains("#778899"))

        let own = try TemporaryProject(["content/index.md": "Home\n", path: tokens("#112233"), "content/tokens.json": "{ \"ours\": true }\n"])
        var preview = SiteSession(project: own.project)
        preview.defersUnreadOutput = true
        #expect(!preview.build().hasErrors)
        try own.write(path, tokens("#445566"))
        #expect(!preview.rebuild(changed: [path]).hasErrors)
        preview.writeDeferredOutput()
        #expect(try own.read("public/tokens.json") == "{ \"ours\": true }\n")
    }

    /// A guide's link to a token's row is checked again when a token save takes the row away, and again when it
    /// comes back, though the guide itself draws nothing from the design; the diagnostics are a full build's.
    @Test func aLinkToATokensRowFollowsTokenSaves() throws {
        let path = "content/tokens/base.tokens.json"
        let both = ##"{ "color": { "$type": "color", "brand": { "$value": "#112233" }, "page": { "$value": "#ffffff" } } }"##
        let one = ##"{ "color": { "$type": "color", "page": { "$value": "#ffffff" } } }"##
        let project = try TemporaryProject([
            "content/index.md": "Home\n", "content/guide.md": "# Guide\n\nThe [brand colour](tokens/index.md#color-brand).\n", path: both,
        ])
        var session = SiteSession(project: project.project)
        #expect(session.build().diagnostics.isEmpty)
        func fullBuildCodes() -> [String] {
            SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh"))).diagnostics.map { "\($0.code)" }
        }

        try project.write(path, one)
        let broken = session.rebuild(changed: [path])
        #expect(broken.diagnostics.map { "\($0.code) \($0.location.map { "\($0)" } ?? "")" } == ["broken-fragment content/guide.md:3:5"])
        #expect(broken.diagnostics.map { "\($0.code)" } == fullBuildCodes())

        try project.write(path, both)
        #expect(session.rebuild(changed: [path]).diagnostics.isEmpty)
        #expect(fullBuildCodes().isEmpty)
    }

    /// Taking the tokens away removes the design pages and files they made, as a full build would not write them.
    @Test func removingTheTokensRemovesTheDesignPagesAndFiles() throws {
        let project = try Self.project()
        try FileManager.default.removeItem(at: project.root.appending(path: "content/patterns"))
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        #expect(project.exists("public/tokens/index.html") && project.exists("public/tokens.css"))
        let removed = [
            "content/tokens/base.tokens.json", "content/tokens/light.tokens.json", "content/tokens/dark.tokens.json",
            "content/tokens/specimen.resolver.json", "content/contrast.yml",
        ]
        for path in removed { try FileManager.default.removeItem(at: project.root.appending(path: path)) }

        let report = session.rebuild(changed: removed)
        #expect(!report.hasErrors && report.wroteOutput)
        let after = try project.snapshot(of: "public")
        let fresh = SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: "fresh")))
        #expect(fresh.wroteOutput)
        let full = try project.snapshot(of: "fresh")
        #expect(after.keys.sorted() == full.keys.sorted())
        #expect(after.keys.filter { after[$0] != full[$0] }.sorted() == [])
    }
}
