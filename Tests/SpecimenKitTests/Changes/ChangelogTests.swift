import Foundation
import SpecimenDiagnostics
import SpecimenTestSupport
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// The Changes section (`content/changelog.yml`): a page per version of the project's git history,
/// of what changed in its tokens since the version before.
@Suite struct ChangelogTests {
    /// Fixtures/swift-app as released (tag `v1.0.0`), as the next release changed it (tag `v1.1.0`; see
    /// `TokenDiffTests.versions`), and with one more value changed since, not yet released.
    static func history(setting: String = "versions: tags\n") throws -> TemporaryProject {
        let (v1, v2) = try TokenDiffTests.versions()
        try v1.write("content/changelog.yml", setting)
        try git(["init", "-q", "-b", "main"], in: v1.root)
        try commit("1.0.0", tag: "v1.0.0", in: v1.root)
        for file in ["content/tokens/base.tokens.json", "content/tokens/dark.tokens.json"] { try v1.write(file, try v2.read(file)) }
        try commit("1.1.0", tag: "v1.1.0", in: v1.root)
        try v1.write(
            "content/tokens/base.tokens.json",
            try v1.read("content/tokens/base.tokens.json").replacingOccurrences(
                of: "[0.0863, 0.6392, 0.2902], \"hex\": \"#16a34a\"", with: "[0.0824, 0.502, 0.2392], \"hex\": \"#15803d\""))
        return v1
    }

    /// Commits everything, on 2 March 2026, and tags it.
    static func commit(_ message: String, tag: String, in folder: URL) throws {
        try git(["add", "-A"], in: folder)
        try git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", message], in: folder)
        try git(["tag", tag], in: folder)
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_COMMITTER_DATE": "2026-03-02T10:00:00Z", "GIT_AUTHOR_DATE": "2026-03-02T10:00:00Z",
        ]) { $1 }
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    /// The Changes pages' Markdown, by content path.
    static func pages(_ project: TemporaryProject) -> (pages: [String: String], changelog: Changelog?) {
        pages(TemporaryProjectView(root: project.root))
    }

    /// A project folder inside a temporary folder.
    struct TemporaryProjectView {
        var root: URL
        var project: Project { Project(root: root) }
    }

    static func pages(_ view: TemporaryProjectView) -> (pages: [String: String], changelog: Changelog?) {
        let design = DesignSystem.load(view.project)
        let changelog = Changelog.load(view.project, design: design)
        let inputs = DesignPageInputs(
            design: design, components: [], contrast: nil, appCode: nil, tokenLinks: design.tokenLinks(urls: SiteURLs(base: "/")),
            changelog: changelog)
        let pages = ChangesPages.pages(inputs).reduce(into: [String: String]()) { $0[$1.contentPath] = $1.source.text }
        return (pages, changelog)
    }

    @Test func eachTagIsAPageOfWhatChangedSinceTheOneBefore() throws {
        let project = try Self.history()
        let (pages, changelog) = Self.pages(project)
        #expect(changelog?.diagnostics.isEmpty == true)
        #expect(pages.keys.sorted() == ["changes/1.1.0/index.md", "changes/index.md", "changes/unreleased/index.md"])
        #expect(
            pages["changes/index.md"] == """
                ---
                title: "Changes"
                order: 904
                description: "What changed in the design tokens from each version to the next: 2 versions, newest first."
                ---

                Each version is compared with the one before it, in every mode both have. A removal, a rename that
                drops the old name, a type change or a mode removed is a **major** change; an addition, a
                deprecation or a mode added is **minor**; changed values alone are a **patch**.

                <div class="changes-table">

                | Version | What changed |
                |---|---|
                | [Unreleased](unreleased/)<br><small>patch</small> | Tokens\\: 1 changed in value \\(in 2 modes\\)\\. |
                | [1\\.1\\.0](1.1.0/)<br><small>2026-03-02 · major</small> | Tokens\\: 1 removed\\, 2 renamed\\, 2 changed in value\\, 1 changed type\\; 1 contrast verdict changed\\. |

                </div>

                The oldest version read, <code>1\\.0\\.0</code>, had 26 tokens.

                """)
        #expect(
            pages["changes/1.1.0/index.md"] == """
                ---
                title: "1.1.0"
                order: 2
                description: "Tokens: 1 removed, 2 renamed, 2 changed in value, 1 changed type; 1 contrast verdict changed."
                wide: true
                ---

                Compared with <code>1\\.0\\.0</code>. Tagged <code>v1\\.1\\.0</code> on 2026-03-02.

                **A major change**: a token or mode was removed, renamed or changed its type: code and styles that name it break.

                ## Removed

                <div class="changes-table">

                | Token | Was deprecated |
                |---|---|
                | <a id="color-legacy-blue"></a><code>color\\.legacy\\-blue</code> | Use color\\.accent\\; legacy\\-blue goes in 3\\.0\\. |

                </div>

                ## Renamed

                <div class="changes-table">

                | Before → after | Why |
                |---|---|
                | <a id="color-surface-raised"></a><code>color\\.surface\\-raised</code> → <a id="color-surface-elevated"></a><a href="/tokens/#color-surface-elevated"><code>color\\.surface\\-elevated</code></a> | equal values in every mode \\(light\\, dark\\) and a name alike |
                | <a id="color-danger"></a><a href="/tokens/#color-danger"><code>color\\.danger</code></a> → <a id="color-critical"></a><a href="/tokens/#color-critical"><code>color\\.critical</code></a> | its new \\$deprecated note names <code>color\\.critical</code>\\; the old name stays |

                </div>

                ## Type changed

                <div class="changes-table">

                | Token | Before → after |
                |---|---|
                | <a id="spacing-xs"></a><a href="/tokens/#spacing-xs"><code>spacing\\.xs</code></a> | <code>dimension</code> → <code>number</code> |

                </div>

                ## Changed

                <div class="changes-table">

                | Token | Before → after |
                |---|---|
                | <a id="color-text-secondary"></a><a href="/tokens/#color-text-secondary"><code>color\\.text\\.secondary</code></a><br><small>Dark · ΔE 32.1</small> | <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #d1d5db"></span><code>\\#d1d5db</code></span> → <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #6b7280"></span><code>\\#6b7280</code></span> |
                | <a id="color-border"></a><a href="/tokens/#color-border"><code>color\\.border</code></a><br><small>Dark · ΔE 7.3</small> | <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #374151"></span><code>\\#374151</code></span> → <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #4b5563"></span><code>\\#4b5563</code></span> |

                </div>

                ## Contrast

                <div class="changes-table">

                | Pair | Before → after |
                |---|---|
                | color\\.text\\.secondary on color\\.surface<br><small>Dark · body needs 4.5:1</small> | 12.04:1 passes → 3.67:1 **fails** |

                </div>


                """)
        #expect(
            pages["changes/unreleased/index.md"] == """
                ---
                title: "Unreleased"
                order: 1
                description: "Tokens: 1 changed in value (in 2 modes)."
                wide: true
                ---

                The project as it is now, compared with <code>1\\.1\\.0</code>.

                **A patch change**: only values changed: every name still works.

                ## Changed

                <div class="changes-table">

                | Token | Before → after |
                |---|---|
                | <a id="color-success"></a><a href="/tokens/#color-success"><code>color\\.success</code></a><br><small>Light · ΔE 10.5</small> | <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #16a34a"></span><code>\\#16a34a</code></span> → <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #15803d"></span><code>\\#15803d</code></span> |
                | <a href="/tokens/#color-success"><code>color\\.success</code></a><br><small>Dark · ΔE 10.5</small> | <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #16a34a"></span><code>\\#16a34a</code></span> → <span class="changes-value"><span class="token-swatch" style="box-shadow: inset 0 0 0 2rem #15803d"></span><code>\\#15803d</code></span> |

                </div>


                """)
    }

    @Test func theTokenPagesSayWhichVersionLastChangedEachToken() throws {
        let project = try Self.history()
        let report = project.build()
        #expect(report.diagnostics.filter { $0.code == .changelog }.isEmpty)
        let tokens = try project.read("public/tokens/index.html")
        #expect(tokens.contains("<small class=\"token-changed\">Changed in <a href=\"/changes/1.1.0/#color-critical\">1.1.0</a></small>"))
        // The unreleased change is the latest for `color.success`.
        #expect(tokens.contains("<small class=\"token-changed\">In <a href=\"/changes/unreleased/#color-success\">unreleased changes</a></small>"))
        // A token no version touched says nothing.
        let accentRow = try #require(tokens.range(of: "id=\"color-accent\"")).lowerBound
        let rowEnd = try #require(tokens.range(of: "</tr>", range: accentRow..<tokens.endIndex)).lowerBound
        #expect(!tokens[accentRow..<rowEnd].contains("token-changed"))
        #expect(FileManager.default.fileExists(atPath: project.root.appending(path: "public/changes/1.1.0/index.html").path))
    }

    @Test func versionTagsAreOrderedAsVersionsAndOtherTagsLeftOut() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n"])
        try Self.git(["init", "-q", "-b", "main"], in: project.root)
        try Self.commit("first", tag: "v1.9.0", in: project.root)
        for tag in ["v1.10.0", "2.0.0", "2.0.0-beta.10", "2.0.0-beta.2", "2.0.0-alpha", "release-candidate", "v2", "latest"] {
            try Self.git(["tag", tag], in: project.root)
        }
        #expect(GitVersion.versionTags(of: project.root) == ["v1.9.0", "v1.10.0", "2.0.0-alpha", "2.0.0-beta.2", "2.0.0-beta.10", "2.0.0"])
        #expect(Changelog.display("v1.10.0") == "1.10.0")
        #expect(Changelog.display("release/3") == "release/3")
        #expect(Changelog.display("@acme/tokens@v2.3.0") == "2.3.0")
        #expect(Changelog.display("tokens/2.3.0-beta.1") == "2.3.0-beta.1")
    }

    @Test func theNewestTagsUpToTheLimitHavePages() throws {
        let project = try Self.history(setting: "versions: tags\nlimit: 1\n")
        try Self.commit("1.2.0", tag: "v1.2.0", in: project.root)
        let (pages, changelog) = Self.pages(project)
        // The project is as v1.2.0 has it: nothing unreleased.
        #expect(pages.keys.sorted() == ["changes/1.2.0/index.md", "changes/index.md"])
        #expect(changelog?.first?.version == "1.1.0")
    }

    @Test func namedVersionsAreComparedInTheirOrderAndOneThatIsMissingIsLeftOutWithAWarning() throws {
        let project = try Self.history(setting: "versions:\n  - v1.0.0\n  - v0.9.0\n  - v1.1.0\n")
        let (pages, changelog) = Self.pages(project)
        #expect(pages.keys.sorted() == ["changes/1.1.0/index.md", "changes/index.md", "changes/unreleased/index.md"])
        let problems = changelog?.diagnostics ?? []
        #expect(
            problems.map { "\($0.location!.file):\($0.location!.line):\($0.location!.column): \($0.severity): \($0.message)" } == [
                "content/changelog.yml:3:5: warning: the Changes section leaves out `v0.9.0`: `v0.9.0` is not a commit of the repository that holds `.`"
            ])
        #expect(problems.first?.code == .changelog)
    }

    @Test func outsideARepositoryTheSectionIsOneWarningAndTheSiteIsBuilt() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n", "content/changelog.yml": "versions: tags\n"])
        let report = project.build()
        #expect(
            report.diagnostics.map { "\($0.location!.file):\($0.location!.line):\($0.location!.column): \($0.message)" } == [
                "content/changelog.yml:1:11: the Changes section reads git history, and the project is in no git repository"
            ])
        #expect(report.wroteOutput)
        #expect(!FileManager.default.fileExists(atPath: project.root.appending(path: "public/changes").path))
    }

    @Test func aSettingOfTheWrongShapeIsLocated() throws {
        let source = SourceText(path: "content/changelog.yml", text: "versions: [v1.0.0]\nlimit: ten\nsince: v1\n")
        let (setting, problems) = Changelog.Setting.read(source)
        #expect(setting.limit == 10)
        #expect(
            problems.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
                "1:11 `versions` in changelog.yml is `tags` or a list of two or more git refs",
                "2:8 `limit` in changelog.yml is a number of versions",
                "3:1 unknown key `since` in changelog.yml",
            ])
    }

    @Test func aMonoreposPackageTagsAreVersionsAndTheExportIsReadFromBeforeTheDocsWereAdded() throws {
        let repository = try TemporaryProject([
            "design-tokens/tokens.json": "{ \"color\": { \"$type\": \"color\", \"brand\": { \"$value\": \"#1d4ed8\" } } }\n"
        ])
        try Self.git(["init", "-q", "-b", "main"], in: repository.root)
        try Self.commit("tokens 1.0.0", tag: "@acme/tokens@v1.0.0", in: repository.root)
        try repository.write(
            "design-tokens/tokens.json",
            "{ \"color\": { \"$type\": \"color\", \"brand\": { \"$value\": \"#1e40af\" }, \"link\": { \"$value\": \"{color.brand}\" } } }\n")
        try Self.commit("tokens 1.1.0", tag: "@acme/tokens@v1.1.0", in: repository.root)
        try Self.git(["tag", "@acme/react@v9.0.0"], in: repository.root)
        // The docs project comes later, its tokens a link to the export (`init --tokens design-tokens --link`).
        try repository.write("docs/content/index.md", "# Acme\n")
        try repository.write("docs/content/changelog.yml", "versions: tags\ntags: \"@acme/tokens@*\"\n")
        try FileManager.default.createSymbolicLink(
            atPath: repository.root.appending(path: "docs/content/tokens").path, withDestinationPath: "../../design-tokens")
        let docs = TemporaryProjectView(root: repository.root.appending(path: "docs"))
        let (pages, changelog) = Self.pages(docs)
        #expect(changelog?.diagnostics.isEmpty == true)
        #expect(changelog?.first?.version == "1.0.0")
        #expect(changelog?.releases.map(\.version) == ["1.1.0"])
        #expect(changelog?.releases.first?.diff.summary == "Tokens: 1 added, 1 changed in value.")
        let lead = "Compared with \(TokenPages.code("1.0.0")). Tagged \(TokenPages.code("@acme/tokens@v1.1.0")) on 2026-03-02."
        #expect(pages["changes/1.1.0/index.md"]?.contains(lead) == true)
    }

    @Test func aNewLoadWithTheSameVersionsKeepsTheReleasesAndComparesTheProjectAgain() throws {
        let project = try Self.history()
        let design = DesignSystem.load(project.project)
        var first = try #require(Changelog.load(project.project, design: design))
        #expect(first.releases.map(\.version) == ["Unreleased", "1.1.0"])
        // Marked, to see that the release is kept rather than read again.
        first.releases[1].date = "kept"
        try project.write(
            "content/tokens/base.tokens.json",
            try project.read("content/tokens/base.tokens.json").replacingOccurrences(of: "#15803d", with: "#166534")
                .replacingOccurrences(of: "[0.0824, 0.502, 0.2392]", with: "[0.0863, 0.3961, 0.2039]"))
        let again = try #require(Changelog.load(project.project, design: DesignSystem.load(project.project), previous: first))
        #expect(again.releases.map(\.date) == [nil, "kept"])
        #expect(again.releases[0].diff.tokens.changed.map(\.after) == ["#166534", "#166534"])
        // A new tag is a new set of versions: everything is read again.
        try Self.commit("1.2.0", tag: "v1.2.0", in: project.root)
        let tagged = try #require(Changelog.load(project.project, design: DesignSystem.load(project.project), previous: again))
        #expect(tagged.releases.map(\.version) == ["1.2.0", "1.1.0"])
        #expect(tagged.releases.map(\.date) == ["2026-03-02", "2026-03-02"])
    }

    @Test func onlyTheHistoryCheckedOutIsReadAndOneVersionIsOnePage() throws {
        let project = try Self.history()
        try Self.git(["tag", "1.1.0", "v1.1.0"], in: project.root)
        try Self.git(["stash", "-q"], in: project.root)
        try Self.git(["checkout", "-q", "v1.0.0"], in: project.root)
        let (pages, changelog) = Self.pages(project)
        // At v1.0.0 there is no later version, and nothing unreleased: no pages, the oldest version said.
        #expect(pages.keys.sorted() == ["changes/index.md"])
        #expect(changelog?.first?.version == "1.0.0")
        try Self.git(["checkout", "-q", "main"], in: project.root)
        #expect(Self.pages(project).changelog?.releases.map(\.version) == ["1.1.0"])
    }

    @Test func noTagThatNamesAVersionIsSaid() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n", "content/changelog.yml": "versions: tags\n"])
        try Self.git(["init", "-q", "-b", "main"], in: project.root)
        try Self.commit("first", tag: "latest", in: project.root)
        let report = project.build()
        #expect(
            report.diagnostics.map { "\($0.location!.line):\($0.location!.column): \($0.message)" } == [
                "1:11: the Changes section has no versions: no tag names a version"
            ])
    }

    @Test func aVersionWhoseTokensDoNotReadIsComparedAsFarAsTheyGoAndSaidOnce() throws {
        let project = try Self.history()
        try Self.git(["stash", "-q"], in: project.root)
        let dark = try project.read("content/tokens/dark.tokens.json")
        try project.write("content/tokens/dark.tokens.json", String(dark.dropLast(8)))
        try Self.commit("1.2.0", tag: "v1.2.0", in: project.root)
        try project.write("content/tokens/dark.tokens.json", dark)
        let (_, changelog) = Self.pages(project)
        let said = ["the Changes section reads `v1.2.0` as far as it goes: its tokens have an error"]
        #expect(changelog?.diagnostics.map(\.message) == said)
        // Mended in the next release; a load that reuses the releases (the preview) still says it, once.
        try Self.commit("1.3.0", tag: "v1.3.0", in: project.root)
        let design = DesignSystem.load(project.project)
        let first = try #require(Changelog.load(project.project, design: design))
        #expect(first.diagnostics.map(\.message) == said)
        let again = try #require(Changelog.load(project.project, design: design, previous: first))
        #expect(again.diagnostics.map(\.message) == said)
    }
}
