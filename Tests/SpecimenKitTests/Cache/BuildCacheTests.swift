import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// `specimen build` with `.specimen-cache`: a second build renders only changed guides, and its
/// output is always byte for byte what a build without the cache writes.
@Suite struct BuildCacheTests {
    static let site = SiteSessionTests.site.merging([
        "content/guides/broken.md": "---\ntitle: Broken\norder: 3\n---\nSee [nothing](missing.md).\n"
    ]) { a, _ in a }

    func build(_ project: TemporaryProject, cache: Bool = true, output: String = "public", strict: Bool = false) -> BuildReport {
        var options = BuildOptions()
        options.strict = strict
        if cache { options.cacheDirectory = project.root.appending(path: ".specimen-cache") }
        return SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: output)), options: options)
    }

    /// Builds without the cache into `fresh/` and expects the cached build's `public/` to match it exactly.
    func expectSameAsFullBuild(_ project: TemporaryProject, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try? FileManager.default.removeItem(at: project.root.appending(path: "fresh"))
        let full = build(project, cache: false, output: "fresh")
        #expect(full.wroteOutput, sourceLocation: sourceLocation)
        let cached = try project.snapshot(of: "public")
        let fresh = try project.snapshot(of: "fresh")
        #expect(cached.keys.sorted() == fresh.keys.sorted(), sourceLocation: sourceLocation)
        #expect(cached.keys.filter { cached[$0] != fresh[$0] }.sorted() == [], sourceLocation: sourceLocation)
    }

    /// The previous site is removed while the cache is saved, and gone when the build returns, with the cache or without.
    @Test func aFullBuildLeavesNothingOfThePreviousSiteBeside() throws {
        let project = try TemporaryProject(Self.site)
        for cache in [true, false, true] {
            try? FileManager.default.removeItem(at: project.root.appending(path: ".specimen-cache"))
            let report = build(project, cache: cache)
            #expect(report.wroteOutput && report.rebuiltPageCount == 6)
            #expect(report.stages.last?.name == "finish removing the previous site")
            #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".public") } == [])
        }
        try expectSameAsFullBuild(project)
        // A build that finds an error writes nothing, and the folders it made for its pages while they rendered go.
        let published = try project.snapshot(of: "public")
        try project.write("content/guides/unreadable.md", "---\ntitle: \"Unterminated\n---\nText.\n")
        for cache in [true, false] {
            let failed = build(project, cache: cache, strict: true)
            #expect(!failed.wroteOutput && failed.hasErrors)
            #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".public") } == [])
            #expect(try project.snapshot(of: "public") == published)
        }
    }

    @Test func aSecondBuildRendersOnlyTheChangedGuideAndMatchesAFullBuild() throws {
        let project = try TemporaryProject(Self.site)
        let first = build(project)
        #expect(first.wroteOutput && first.rebuiltPageCount == 6)
        #expect(project.exists(".specimen-cache/build.cache"))
        #expect(try project.read(".specimen-cache/.gitignore") == "# Specimen's build cache: safe to delete, never commit.\n*\n")

        let unchanged = build(project)
        #expect(unchanged.rebuiltPageCount == 0)
        #expect(unchanged.diagnostics.map(\.description) == first.diagnostics.map(\.description))

        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again later.\n")
        let edited = build(project)
        #expect(edited.rebuiltPageCount == 1)
        #expect(try project.read("public/guides/errors/index.html").contains("Try again later."))
        #expect(edited.diagnostics.map(\.description) == ["content/guides/broken.md:5:5: warning: `missing.md` points to a page that does not exist"])
        try expectSameAsFullBuild(project)
    }

    /// Without `content/index.md` Specimen makes a home listing every page with its description. The cache
    /// keeps it: an edit of a guide's text leaves it as it was, an edit of a description makes it again.
    @Test func theGeneratedHomeIsMadeAgainOnlyWhenWhatItListsChanges() throws {
        let project = try TemporaryProject([
            "content/guides/errors.md": "---\ntitle: Errors\ndescription: When things fail.\n---\nTry again.\n",
            "content/guides/empty.md": "---\ntitle: Empty\ndescription: When there is nothing.\n---\nNothing yet.\n",
        ])
        #expect(build(project).rebuiltPageCount == 3)
        let home = try project.read("public/index.html")
        #expect(home.contains("When things fail."))

        try project.write("content/guides/errors.md", "---\ntitle: Errors\ndescription: When things fail.\n---\nTry again later.\n")
        let edited = build(project)
        #expect(edited.rebuiltPageCount == 1)
        #expect(try project.read("public/index.html") == home)
        try expectSameAsFullBuild(project)

        try project.write("content/guides/errors.md", "---\ntitle: Errors\ndescription: When a request fails.\n---\nTry again later.\n")
        let described = build(project)
        #expect(described.rebuiltPageCount == 2)
        #expect(try project.read("public/index.html").contains("When a request fails."))
        try expectSameAsFullBuild(project)
    }

    /// A draft `index.md` is not published, so the generated home stays where it would be.
    @Test func aDraftAtTheGeneratedHomesPlaceLeavesTheHome() throws {
        let project = try TemporaryProject([
            "content/guides/errors.md": "---\ntitle: Errors\ndescription: When things fail.\n---\nTry again.\n"
        ])
        _ = build(project)
        let home = try project.read("public/index.html")
        try project.write("content/index.md", "---\ntitle: Welcome\ndraft: true\n---\nSoon.\n")
        let report = build(project)
        #expect(report.wroteOutput)
        #expect(try project.read("public/index.html") == home)
        try expectSameAsFullBuild(project)
    }

    /// A rebuilt `specimen` must not reuse pages an older one rendered: the key names the running binary.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe")))
    func theKeyNamesTheRunningBinaryWithItsStamp() throws {
        let project = Project(root: URL(filePath: "/site"), output: URL(filePath: "/site/public"))
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let stamp = try #require(FileStamp(path: binary))
        let key = BuildCache.key(project: project, options: BuildOptions())
        #expect(key.split(separator: "\n").contains("\(binary) \(stamp.size) \(stamp.seconds).\(stamp.nanoseconds) \(stamp.inode)"))
    }

    /// A build that renders one guide appends its record to pages.cache instead of writing the
    /// whole file again, and the next build reads the appended record, not the one before it.
    @Test func aChangedGuideIsAppendedToTheRecordsFile() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        let records = project.root.appending(path: ".specimen-cache/pages.cache").path
        var last = try #require(FileStamp(path: records))
        for round in 1...3 {
            try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nRound \(round) of zebras.\n")
            #expect(build(project).rebuiltPageCount == 1)
            let now = try #require(FileStamp(path: records))
            #expect(now.inode == last.inode && now.size > last.size, "round \(round): appended, not written anew")
            last = now
        }
        #expect(build(project).rebuiltPageCount == 0)
        #expect(FileStamp(path: records)?.size == last.size, "nothing rendered, nothing appended")
        // The search index is merged from every record: an old record of errors.md would bring back rounds 1 and 2.
        try project.write("content/guides/empty.md", "---\ntitle: Empty\norder: 2\n---\nNothing yet.\n")
        #expect(build(project).rebuiltPageCount == 1)
        try expectSameAsFullBuild(project)
    }

    /// Records that nothing points at any more are dropped once they outweigh the live ones.
    @Test func theRecordsFileIsWrittenAnewWhenOldRecordsOutweighTheRest() throws {
        // One guide of 10,000 headings has a record of a few hundred KB: a few edits pass the megabyte of slack.
        let words = (0..<10_000).map { "## Heading number \($0)\n" }.joined()
        let project = try TemporaryProject(Self.site.merging(["content/guides/words.md": "# Words\n\n\(words)\n"]) { $1 })
        _ = build(project)
        let records = project.root.appending(path: ".specimen-cache/pages.cache").path
        let first = try #require(FileStamp(path: records))
        var largest = first.size
        var rewritten: FileStamp?
        for round in 1...20 {
            try project.write("content/guides/words.md", "# Words\n\nRound \(round). \(words)\n")
            #expect(build(project).rebuiltPageCount == 1)
            let now = try #require(FileStamp(path: records))
            if now.inode != first.inode {
                rewritten = now
                break
            }
            largest = now.size
        }
        let compacted = try #require(rewritten, "pages.cache was only ever appended to")
        #expect(largest > 2 * first.size && compacted.size < first.size + first.size / 10)
        try expectSameAsFullBuild(project)
    }

    /// `pages.cache` is trusted only while it is the file build.cache was written with, holding at least what it recorded.
    @Test(arguments: ["truncated", "replaced", "removed"])
    func aRecordsFileThatIsNotTheOneRecordedMeansAFullBuild(_ damage: String) throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nAppended.\n")
        #expect(build(project).rebuiltPageCount == 1)
        let url = project.root.appending(path: ".specimen-cache/pages.cache")
        let bytes = try Data(contentsOf: url)
        switch damage {
        case "truncated":
            #expect(truncate(url.path, off_t(bytes.count - 1)) == 0)
        case "replaced":
            try FileManager.default.removeItem(at: url)
            try bytes.write(to: url)
        default:
            try FileManager.default.removeItem(at: url)
        }
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nAfter the records file was \(damage).\n")
        let report = build(project)
        #expect(report.wroteOutput && report.rebuiltPageCount == report.pageCount)
        try expectSameAsFullBuild(project)
    }

    /// A full build records the stamps of what it wrote as it writes them, without walking the
    /// output afterwards; they must be exactly what a walk finds, content files and 404 page included.
    @Test func theRecordedOutputIsWhatTheOutputFolderHolds() throws {
        let project = try TemporaryProject(Self.site.merging(["content/guides/img/flow.svg": "<svg/>"]) { a, _ in a })
        let stamps = try #require(
            project.buildRecordingOutput { $0.cacheDirectory = project.root.appending(path: ".specimen-cache") }.written?.stamps)
        let output = project.root.appending(path: "public")
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: output.appending(path: path).path, isDirectory: &folder) && !folder.boolValue
        }
        let walked = Dictionary(
            uniqueKeysWithValues: files.compactMap { path in FileStamp(path: output.appending(path: path).path).map { (path, $0) } })
        #expect(stamps == walked)
        #expect(stamps.keys.contains("404.html") && stamps.keys.contains("guides/img/flow.svg") && stamps.keys.contains("index.html"))
    }

    /// A warning in a draft is reported by every build, not only by the first, full one.
    @Test func warningsInDraftsSurviveTheCache() throws {
        let project = try TemporaryProject(
            Self.site.merging([
                "content/guides/later.md": "---\ntitle: Later\ndraft: true\n---\n- ‚úÖ Not yet.\n"
            ]) { a, _ in a })
        let first = build(project)
        #expect(first.wroteOutput && first.diagnostics.map(\.code.rawValue).sorted() == ["broken-link", "mis-decoded-text"])
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again later.\n")
        let second = build(project)
        #expect(second.rebuiltPageCount == 1)
        #expect(second.diagnostics.map(\.description) == first.diagnostics.map(\.description))
    }

    /// An advisory warning (a translucent background measured over the page) never fails `--strict`, from the
    /// cache either: the cache keeps the flag.
    @Test func anAdvisoryWarningStaysAdvisoryFromTheCache() throws {
        let project = try TemporaryProject([
            "content/index.md": "# Home\n",
            "content/tokens/base.tokens.json":
                ##"{ "color": { "$type": "color", "ink": { "$value": "#111111" }, "page": { "$value": "#ffffff" }, "tint": { "$value": "#2563eb1f" } } }"##,
            "content/contrast.yml": "pairs:\n  - text: \"{color.ink}\"\n    background: \"{color.tint}\"\n",
        ])
        let first = build(project, strict: true)
        #expect(first.diagnostics.map(\.code) == [.contrastOverPage] && !first.hasErrors)
        try project.write("content/index.md", "# Home\n\nAgain.\n")
        let second = build(project, strict: true)
        #expect(second.rebuiltPageCount == 1)
        #expect(second.diagnostics.map(\.code) == [.contrastOverPage] && !second.hasErrors)
    }

    @Test func aRenamedHeadingIsCheckedAgainstLinksFromUnchangedPages() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Try later\n\nTry again.\n")
        let report = build(project)
        #expect(report.rebuiltPageCount == 1)
        #expect(
            report.diagnostics.map(\.description).contains(
                "content/index.md:4:5: warning: `guides/errors.md#retry` points to a heading that does not exist"))
        try expectSameAsFullBuild(project)
    }

    @Test(arguments: [
        (
            "a new title changes every page's navigation", "content/guides/empty.md",
            "---\ntitle: Empty states\norder: 2\n---\n## Start\n\nNothing yet.\n"
        ),
        ("a new guide", "content/guides/new.md", "# New guide\n"),
        ("a theme file", "theme/partials/footer.mustache", "<footer>Acme</footer>\n"),
    ])
    func changesBeyondOneGuidesTextBuildEverything(change: String, path: String, text: String) throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write(path, text)
        let report = build(project)
        #expect(report.rebuiltPageCount == report.pageCount, "\(change)")
        try expectSameAsFullBuild(project)
    }

    /// Pages do not show the content files, so adding, editing or deleting one lays out no page.
    @Test func aContentFileIsCopiedOrRemovedAlone() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("content/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        #expect(build(project).rebuiltPageCount == 0)
        #expect(try project.read("public/logo.svg") == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try expectSameAsFullBuild(project)

        try project.write("content/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\"/>\n")
        #expect(build(project).rebuiltPageCount == 0)
        try expectSameAsFullBuild(project)

        try FileManager.default.removeItem(at: project.root.appending(path: "content/logo.svg"))
        #expect(build(project).rebuiltPageCount == 0)
        #expect(!project.exists("public/logo.svg"))
        try expectSameAsFullBuild(project)
    }

    /// Links of unchanged pages are checked again when what they lead to comes or goes: here a content file.
    @Test func linksToAFileAreCheckedAgainWhenTheFileComesOrGoes() throws {
        let project = try TemporaryProject(
            Self.site.merging([
                "content/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
                "content/guides/empty.md": "---\ntitle: Empty\norder: 2\n---\n## Start\n\n![Logo](../logo.svg)\n",
            ]) { $1 })
        let warning = "content/guides/empty.md:7:1: warning: `../logo.svg` points to an image that is not in content/"
        #expect(!build(project).diagnostics.map(\.description).contains(warning))
        try FileManager.default.removeItem(at: project.root.appending(path: "content/logo.svg"))
        let removed = build(project)
        #expect(removed.rebuiltPageCount == 0)
        #expect(removed.diagnostics.map(\.description).contains(warning))
        try expectSameAsFullBuild(project)
        try project.write("content/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        let restored = build(project)
        #expect(restored.rebuiltPageCount == 0)
        #expect(!restored.diagnostics.map(\.description).contains(warning))
        #expect(restored.diagnostics.map(\.description) == build(project, cache: false, output: "fresh").diagnostics.map(\.description))
    }

    @Test func aDeletedGuideIsRemovedFromTheSite() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try FileManager.default.removeItem(at: project.root.appending(path: "content/other/page.md"))
        _ = build(project)
        #expect(!project.exists("public/other/page/index.html"))
        try expectSameAsFullBuild(project)
    }

    @Test func anOutputFolderChangedByHandIsWrittenAgainWhole() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("public/guides/errors/index.html", "edited by hand")
        try FileManager.default.removeItem(at: project.root.appending(path: "public/guides/empty/index.html"))
        let report = build(project)
        #expect(report.rebuiltPageCount == report.pageCount)
        try expectSameAsFullBuild(project)
        // As in CI, where the cache is restored into a fresh checkout without the output folder.
        try FileManager.default.removeItem(at: project.root.appending(path: "public"))
        let fresh = build(project)
        #expect(fresh.rebuiltPageCount == fresh.pageCount)
        try expectSameAsFullBuild(project)
    }

    /// The output is checked while the change is rebuilt: a page changed by hand that the rebuild writes
    /// anyway needs no full build, and the output is still what a full build writes.
    @Test func aPageChangedByHandThatIsRewrittenAnywayNeedsNoFullBuild() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("public/guides/errors/index.html", "edited by hand")
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nTry again later.\n")
        let report = build(project)
        #expect(report.rebuiltPageCount == 1)
        try expectSameAsFullBuild(project)
    }

    @Test func anUnreadableCacheMeansAFullBuild() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        let file = project.root.appending(path: ".specimen-cache/build.cache")
        var bytes = try Array(Data(contentsOf: file))
        for cut in [bytes.count / 2, 40, 1] {
            bytes = Array(bytes.prefix(cut))
            try Data(bytes).write(to: file)
            try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nCut at \(cut).\n")
            let report = build(project)
            #expect(report.wroteOutput && report.rebuiltPageCount == report.pageCount)
            try expectSameAsFullBuild(project)
        }
    }

    /// A page's headings and links are read from pages.cache only when a rebuild needs them (here:
    /// index.md, rendered again, links to errors.md#retry). Records that no longer decode, in a file whose
    /// size, time and inode were kept, are noticed then, and the build is done again in full.
    @Test func aRecordThatNoLongerDecodesMeansAFullBuild() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        let url = project.root.appending(path: ".specimen-cache/pages.cache")
        let stamp = try #require(FileStamp(path: url.path))
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: Int(stamp.size)))
        try handle.close()
        let times = [
            timespec(tv_sec: Int(stamp.seconds), tv_nsec: Int(stamp.nanoseconds)),
            timespec(tv_sec: Int(stamp.seconds), tv_nsec: Int(stamp.nanoseconds)),
        ]
        #expect(utimensat(AT_FDCWD, url.path, times, 0) == 0)
        #expect(FileStamp(path: url.path) == stamp)

        try project.write("content/index.md", "---\ntitle: Library\n---\nSee [errors](guides/errors.md#retry), again.\n")
        let report = build(project)
        #expect(report.wroteOutput && report.rebuiltPageCount == report.pageCount)
        #expect(report.diagnostics.map(\.description) == ["content/guides/broken.md:5:5: warning: `missing.md` points to a page that does not exist"])
        try expectSameAsFullBuild(project)
    }

    @Test func aFailedBuildLeavesTheCacheForTheOutputItDescribes() throws {
        let project = try TemporaryProject(Self.site)
        _ = build(project)
        try project.write("content/guides/errors.md", "---\ntitle: [unclosed\n---\nBroken.\n")
        let failed = build(project, strict: true)
        #expect(failed.hasErrors && !failed.wroteOutput)
        try project.write("content/guides/errors.md", "---\ntitle: Errors\norder: 1\n---\n## Retry\n\nFixed.\n")
        let fixed = build(project)
        #expect(fixed.rebuiltPageCount == 1)
        #expect(try project.read("public/guides/errors/index.html").contains("Fixed."))
        try expectSameAsFullBuild(project)
    }
}
