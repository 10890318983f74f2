import Foundation
import Testing

@testable import SpecimenKit

/// A folder of hundreds of pages side by side (proposals, RFCs): each page's sidebar shows a
/// window of the folder around it and a link to a page listing all of it, so a page carries as
/// much navigation as one in a folder of twenty, and the output grows linearly with the folder.
@Suite struct BigFolderTests {
    /// `content/index.md` and `count` proposals `0001` … in `content/proposals/`, with no index of their own.
    static func site(proposals count: Int, index: String? = nil) throws -> TemporaryProject {
        var files = ["content/index.md": "# Evolution\n\nEvery proposal, reviewed in the open.\n"]
        for number in 1...count {
            let name = String(format: "%04d", number)
            files["content/proposals/\(name)-change.md"] =
                "---\ntitle: SE-\(name)\ndescription: Proposal \(number).\n---\n## Motivation\n\nWhy \(number).\n"
        }
        files["content/guides/style.md"] = "# Style\n\nSee [the first](../proposals/0001-change.md#motivation).\n"
        if let index { files["content/proposals/index.md"] = index }
        return try TemporaryProject(files)
    }

    /// The sidebar's links inside the proposals section of the page at `path`: (title, current).
    static func proposalItems(_ project: TemporaryProject, _ path: String) throws -> [(String, Bool)] {
        let html = try project.read("public/\(path)")
        let nav = try #require(html.range(of: "<nav").map { html[$0.lowerBound...] })
        let section = try #require(nav.range(of: ">Proposals<").map { nav[$0.upperBound...] })
        let list = section[..<(section.range(of: "</ul>")?.lowerBound ?? section.endIndex)]
        var items: [(String, Bool)] = []
        for match in list.matches(of: #/<a class="nav-link" href="[^"]*"( aria-current="page")?><span class="nav-text">([^<]*)</span>/#) {
            items.append((String(match.output.2), match.output.1 != nil))
        }
        return items
    }

    @Test func aPageSeesAWindowAroundItselfAndALinkToAll() throws {
        let project = try Self.site(proposals: 300)
        let report = project.build()
        #expect(!report.hasErrors, "\(report.diagnostics)")

        let middle = try Self.proposalItems(project, "proposals/0150-change/index.html")
        #expect(middle.map(\.0) == ["139 before these"] + (140...160).map { String(format: "SE-%04d", $0) } + ["All 300 in Proposals"])
        #expect(middle.filter(\.1).map(\.0) == ["SE-0150"])
        // At either end the window keeps its size.
        #expect(try Self.proposalItems(project, "proposals/0002-change/index.html").map(\.0).prefix(3) == ["SE-0001", "SE-0002", "SE-0003"])
        #expect(try Self.proposalItems(project, "proposals/0002-change/index.html").count == 22)
        let last = try Self.proposalItems(project, "proposals/0300-change/index.html").map(\.0)
        #expect(last.prefix(2) == ["279 before these", "SE-0280"])
        #expect(last.suffix(2) == ["SE-0300", "All 300 in Proposals"])
        #expect(
            try project.read("public/proposals/0150-change/index.html").contains(
                #/<li class="nav-item nav-more">\s*<a class="nav-link" href="/proposals/"><span class="nav-text">139 before these</span>/#
            ))
        // The folder's own page (the listing) sees its first pages; a page in another section, the folder closed.
        #expect(
            try Self.proposalItems(project, "proposals/index.html").map(\.0) == (1...21).map { String(format: "SE-%04d", $0) } + [
                "All 300 in Proposals"
            ])
        #expect(try Self.proposalItems(project, "guides/style/index.html").isEmpty)
        #expect(try project.read("public/proposals/0150-change/index.html").contains(#"<li class="nav-item nav-more">"#))
    }

    @Test func theFolderGetsAPageListingAllOfItInSidebarOrder() throws {
        let project = try Self.site(proposals: 40)
        #expect(!project.build().hasErrors)
        let listing = try project.read("public/proposals/index.html")
        let links = listing.matches(of: #/<li><a href="/proposals/(\d{4})-change/">SE-\1</a>: Proposal \d+\.</li>/#).map { String($0.output.1) }
        #expect(links == (1...40).map { String(format: "%04d", $0) })
        #expect(listing.contains("<title>Proposals"))
        // The "All" link leads there.
        #expect(
            try project.read("public/proposals/0020-change/index.html").contains(
                #"<a class="nav-link" href="/proposals/"><span class="nav-text">All 40 in Proposals</span>"#))
    }

    @Test func aFolderOfTwentyFivePagesIsShownWhole() throws {
        let project = try Self.site(proposals: 25)
        #expect(!project.build().hasErrors)
        #expect(try Self.proposalItems(project, "proposals/0013-change/index.html").count == 25)
        #expect(!FileManager.default.fileExists(atPath: project.root.appending(path: "public/proposals/index.html").path))
    }

    @Test func aFolderWithItsOwnIndexKeepsItAndTheWindowLinksToIt() throws {
        let project = try Self.site(proposals: 60, index: "# Proposals\n\nHow to write one.\n")
        #expect(!project.build().hasErrors)
        let index = try project.read("public/proposals/index.html")
        #expect(index.contains("How to write one."))
        #expect(!index.contains("SE-0060</a>: Proposal 60."))
        #expect(try Self.proposalItems(project, "proposals/0030-change/index.html").last?.0 == "All 60 in Proposals")
    }

    /// A page's size does not depend on its folder's: one in a folder of 1,000 is within a few
    /// hundred bytes of one in a folder of 30 (its number and neighbours' titles differ).
    @Test func aPagesSizeDoesNotGrowWithItsFolder() throws {
        let small = try Self.site(proposals: 30)
        let large = try Self.site(proposals: 1000)
        #expect(!small.build().hasErrors)
        #expect(!large.build().hasErrors)
        let a = try small.read("public/proposals/0015-change/index.html").utf8.count
        let b = try large.read("public/proposals/0500-change/index.html").utf8.count
        #expect(abs(a - b) < 300, "\(a) and \(b) bytes")
    }

    @Test func rebuildsWriteWhatAFullBuildWrites() throws {
        let project = try Self.site(proposals: 40)
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        let edits: [(String, String?)] = [
            ("content/proposals/0007-change.md", "---\ntitle: SE-0007\ndescription: Withdrawn.\n---\n## Motivation\n\nNone.\n"),
            ("content/proposals/0041-change.md", "---\ntitle: SE-0041\ndescription: Proposal 41.\n---\nNew.\n"),
            ("content/proposals/0003-change.md", nil),
        ]
        for (path, text) in edits {
            if let text { try project.write(path, text) } else { try FileManager.default.removeItem(at: project.root.appending(path: path)) }
            #expect(!session.rebuild(changed: [path]).hasErrors)
        }
        let incremental = try project.snapshot(of: "public")
        #expect(try project.read("public/proposals/index.html").contains("Withdrawn."))
        _ = SiteBuilder.build(project.project)
        #expect(try project.snapshot(of: "public") == incremental)
    }

    /// The listing shows titles and descriptions only: an edit of a proposal's text lays out that page
    /// alone, and the listing is made and written again only when what it shows changed.
    @Test func aListingIsMadeAgainOnlyWhenWhatItShowsChanged() throws {
        let project = try Self.site(proposals: 40)
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        let listing = try project.read("public/proposals/index.html")

        try project.write("content/proposals/0007-change.md", "---\ntitle: SE-0007\ndescription: Proposal 7.\n---\n## Motivation\n\nWhy not.\n")
        let textEdit = session.rebuild(changed: ["content/proposals/0007-change.md"])
        #expect(textEdit.rebuiltPageCount == 1)
        #expect(try project.read("public/proposals/index.html") == listing)

        try project.write("content/proposals/0007-change.md", "---\ntitle: SE-0007\ndescription: Withdrawn.\n---\n## Motivation\n\nWhy not.\n")
        let descriptionEdit = session.rebuild(changed: ["content/proposals/0007-change.md"])
        #expect(descriptionEdit.rebuiltPageCount == 2)
        #expect(try project.read("public/proposals/index.html").contains("<a href=\"/proposals/0007-change/\">SE-0007</a>: Withdrawn."))
        let incremental = try project.snapshot(of: "public")
        _ = SiteBuilder.build(project.project)
        #expect(try project.snapshot(of: "public") == incremental)
    }

    /// A link to a big folder leads to its listing: when the folder shrinks and the listing goes, the link is checked again.
    @Test func aLinkToAListingThatGoesIsCheckedAgain() throws {
        let project = try Self.site(proposals: 40)
        try project.write("content/guides/style.md", "# Style\n\nSee [all proposals](../proposals/).\n")
        var session = SiteSession(project: project.project)
        #expect(session.build().diagnostics.isEmpty)
        // 40 proposals become 25: the folder is small again, its listing goes, and the link to it breaks.
        for number in 26...40 { try FileManager.default.removeItem(at: project.root.appending(path: "content/proposals/00\(number)-change.md")) }
        let report = session.rebuild(changed: (26...40).map { "content/proposals/00\($0)-change.md" })
        #expect(report.diagnostics.map(\.message) == SiteBuilder.build(project.project).diagnostics.map(\.message))
        #expect(report.diagnostics.count == 1)
    }

    /// With the build cache, whose restored session keeps no listing, an unchanged build writes nothing,
    /// and an edit rewrites its page and the listing of its folder, as a full build would have them.
    @Test func cachedBuildsWriteAListingOnlyForAChangeInItsFolder() throws {
        let project = try Self.site(proposals: 40)
        try project.write("content/guides/style.md", "# Style\n\nSee [all proposals](../proposals/).\n")
        var options = BuildOptions()
        options.cacheDirectory = project.root.appending(path: ".specimen-cache")
        func build() -> BuildReport { SiteBuilder.build(project.project, options: options) }
        #expect(build().diagnostics.isEmpty)
        #expect(build().rebuiltPageCount == 0)
        try project.write("content/guides/style.md", "# Style\n\nSee [every proposal](../proposals/).\n")
        #expect(build().rebuiltPageCount == 1)
        try project.write("content/proposals/0007-change.md", "---\ntitle: SE-0007\ndescription: Withdrawn.\n---\n## Motivation\n\nNone.\n")
        #expect(build().rebuiltPageCount == 2)
        #expect(try project.read("public/proposals/index.html").contains("SE-0007</a>: Withdrawn."))
        for number in 26...40 { try FileManager.default.removeItem(at: project.root.appending(path: "content/proposals/00\(number)-change.md")) }
        #expect(build().diagnostics.map(\.message) == ["`../proposals/` points to a page that does not exist"])
        let cached = try project.snapshot(of: "public")
        _ = SiteBuilder.build(project.project)
        #expect(try project.snapshot(of: "public") == cached)
    }

    /// A long section that holds a long folder: the page's item is found in both windows.
    @Test func aLongFolderInsideALongSectionShowsBothWindows() throws {
        var files = ["content/index.md": "# Docs\n"]
        for number in 1...30 { files["content/section/page-\(String(format: "%02d", number)).md"] = "# Page \(number)\n" }
        for number in 1...40 { files["content/section/zz-archive/old-\(String(format: "%02d", number)).md"] = "# Old \(number)\n" }
        let project = try TemporaryProject(files)
        #expect(!project.build().hasErrors)
        let html = try project.read("public/section/zz-archive/old-35/index.html")
        let nav = String(try #require(html.range(of: "<nav").map { html[$0.lowerBound...] }))
        // "Zz archive" is the 31st entry of the section, past its first 21: the section's window moves to it.
        #expect(nav.contains(">Zz archive<"))
        #expect(nav.contains(#"aria-current="page"><span class="nav-text">Old 35</span>"#))
        // Near the end the window keeps its 21: Old 20 to Old 40.
        #expect(nav.contains(">Old 20<") && !nav.contains(">Old 19<"))
        #expect(nav.contains(">All 31 in Section<") && nav.contains(">All 40 in Zz archive<"))
    }

    /// The listing links a subfolder as the sidebar does (its index page, titled by it), and a
    /// folder whose page is a guide beside it (`rfcs.md`) gets no listing over it.
    @Test func subfoldersAndAGuideAtTheFoldersPlace() throws {
        var files = ["content/index.md": "# Docs\n", "content/rfcs.md": "# All RFCs\n\nWritten by hand.\n"]
        for number in 1...30 { files["content/rfcs/\(String(format: "%04d", number)).md"] = "# RFC \(number)\n" }
        for number in 1...30 { files["content/notes/\(String(format: "%02d", number)).md"] = "# Note \(number)\n" }
        files["content/notes/drafts/index.md"] = "---\ntitle: Drafts\norder: 1\n---\n# Drafts\n"
        let project = try TemporaryProject(files)
        #expect(!project.build().hasErrors)
        #expect(try project.read("public/rfcs/index.html").contains("Written by hand."))
        let listing = try project.read("public/notes/index.html")
        #expect(listing.contains(#"<li><a href="/notes/drafts/">Drafts</a></li>"#))
        // `order: 1` puts the subfolder first, as in the sidebar.
        #expect(listing.range(of: ">Drafts<")!.lowerBound < listing.range(of: ">Note 1<")!.lowerBound)
    }

    /// In the preview, a folder that shrinks to 25 entries loses its listing page from the output.
    @Test func aListingNoLongerMadeLeavesThePreviewsOutput() throws {
        let project = try Self.site(proposals: 26)
        var session = SiteSession(project: project.project)
        #expect(!session.build().hasErrors)
        #expect(FileManager.default.fileExists(atPath: project.root.appending(path: "public/proposals/index.html").path))
        try FileManager.default.removeItem(at: project.root.appending(path: "content/proposals/0026-change.md"))
        #expect(!session.rebuild(changed: ["content/proposals/0026-change.md"]).hasErrors)
        #expect(!FileManager.default.fileExists(atPath: project.root.appending(path: "public/proposals/index.html").path))
        let incremental = try project.snapshot(of: "public")
        _ = SiteBuilder.build(project.project)
        #expect(try project.snapshot(of: "public") == incremental)
    }
}
