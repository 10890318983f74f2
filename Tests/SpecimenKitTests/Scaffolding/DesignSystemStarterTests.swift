import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// `specimen init --tokens` on exports in the shapes seven public design systems publish, and in the shapes
/// Style Dictionary 3 and 4, the DTCG drafts and Tokens Studio (several files, and one) write (fixtures written for
/// these tests, in Fixtures/design-systems/): each becomes a project whose first build writes a site with token
/// pages in every mode and a contrast table of the pairs the names suggest. The inferred `contrast.yml` and the
/// build's diagnostics are golden files, reviewed: Snapshots/design-systems/.
@Suite struct DesignSystemStarterTests {
    static let systems = [
        "primer", "spectrum", "sds", "carbon", "fluent", "apple-hig", "polaris", "style-dictionary-3", "style-dictionary-4", "dtcg-draft",
        "tokens-studio", "tokens-studio-single",
    ]

    @Test(arguments: systems)
    func initThenBuild(system: String) throws {
        let folder = try TemporaryProject()
        let site = folder.root.appending(path: "site")
        let export = Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/design-systems/\(system)")
        let created = try StarterProject.write(to: site, tokens: export)
        let summary = try #require(created.tokens)
        #expect(summary.errors == 0)
        let contrast = try String(contentsOf: site.appending(path: "content/contrast.yml"), encoding: .utf8)
        Snapshot.assertMatches(contrast, named: "design-systems/\(system).contrast.yml")

        let report = SiteBuilder.build(Project(root: site))
        #expect(report.wroteOutput && !report.hasErrors)
        let printed = DiagnosticFormat.human.render(report.diagnostics, summary: "", printer: DiagnosticPrinter(root: site))
        Snapshot.assertMatches(printed, named: "design-systems/\(system).build.txt")
        let table = try #require(report.contrast)
        #expect(table.pairs == summary.pairCount)
        // A palette is surveyed, never counted as pairs; its shade scales give guessed pairs, checked in every mode.
        #expect(table.modes == (summary.pairCount > 0 ? summary.modes.count : 0))
        #expect(table.surveyed == summary.surveyed)
        #expect((summary.surveyed > 0) == ["carbon", "polaris"].contains(system))
        // Token pages show every mode, and the contrast table exists.
        let tokens = try String(contentsOf: site.appending(path: "public/tokens/index.html"), encoding: .utf8)
        for mode in summary.modes where summary.modes.count > 1 { #expect(tokens.contains(Page.humanise(mode)), "\(mode)") }
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "public/contrast/index.html").path))
    }

    /// A failed `init` leaves nothing behind, so the next one is not refused; a symlinked export is followed.
    @Test func initIsAllOrNothingAndFollowsLinks() throws {
        let folder = try TemporaryProject()
        let site = folder.root.appending(path: "site")
        #expect(throws: DiagnosticError.self) { try StarterProject.write(to: site, tokens: folder.root.appending(path: "nowhere")) }
        #expect(!FileManager.default.fileExists(atPath: site.path))
        try FileManager.default.createSymbolicLink(
            at: folder.root.appending(path: "linked"),
            withDestinationURL: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/design-systems/fluent")
        )
        let report = try StarterProject.write(to: site, tokens: folder.root.appending(path: "linked"))
        #expect(report.tokens?.tokenCount == 46)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [".gitignore", "content"])
    }

    /// `init --tokens PATH --link` in a repository that keeps its tokens beside the docs: `content/tokens` is a relative
    /// link to the export, read in place, so a change to the export is what the next check reads, and the check names
    /// the export's own files from where it runs, as a CI annotation needs them.
    @Test func aLinkedExportIsReadWhereItIsKept() throws {
        let repository = try TemporaryProject()
        try FileManager.default.copyItem(
            at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/design-systems/style-dictionary-3"),
            to: repository.root.appending(path: "design-tokens")
        )
        let created = try CommandLineTests.run(["init", "docs", "--tokens", "design-tokens", "--link"], in: repository.root)
        #expect(created.status == 0)
        #expect(
            created.errors.hasPrefix(
                """
                Created docs/ with 3 guides, content/tokens linked to design-tokens, and content/contrast.yml.
                Tokens: 5 token files from design-tokens: 27 tokens, 18 of them colours, in one mode.
                """))
        let link = repository.root.appending(path: "docs/content/tokens").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../design-tokens")

        func annotatedFiles() throws -> [String] {
            let checked = try CommandLineTests.run(["check", "docs", "--format", "github"], in: repository.root)
            return checked.output.split(separator: "\n").compactMap { line in
                line.hasPrefix("::") ? line.split(separator: ",").first.map { String($0.drop { $0 != "=" }.dropFirst()) } : nil
            }
        }
        // The rem sizes of the export's own file, and two pairs of the starter contrast.yml that fail.
        #expect(try annotatedFiles() == ["design-tokens/tokens/size/font.json", "docs/content/contrast.yml", "docs/content/contrast.yml"])
        // The export darkens its tertiary text: the next check reads the export, and the two pairs pass.
        let fonts = "design-tokens/tokens/color/font.json"
        try repository.write(
            fonts, try repository.read(fonts).replacingOccurrences(of: "{color.base.gray.medium.value}", with: "{color.base.gray.dark.value}"))
        #expect(try annotatedFiles() == ["design-tokens/tokens/size/font.json"])
        // The token pages say where the values come from: the export, not a copy; from the repository's root.
        #expect(try CommandLineTests.run(["build", "docs", "--quiet"], in: repository.root).status == 0)
        #expect(try repository.read("docs/public/tokens/index.html").contains("These values come from <code>../design-tokens/</code>."))
        try FileManager.default.createDirectory(at: repository.root.appending(path: ".git"), withIntermediateDirectories: true)
        #expect(try CommandLineTests.run(["build", "docs", "--quiet", "--no-cache"], in: repository.root).status == 0)
        #expect(try repository.read("docs/public/tokens/index.html").contains("These values come from <code>design-tokens/</code>."))
    }

    /// `--link` links a folder; one file's folder may hold anything, so it is refused with what to do instead.
    @Test func linkingOneFileIsRefusedWithTheFix() throws {
        let folder = try TemporaryProject(["tokens.json": ##"{ "color": { "brand": { "value": "#4f46e5" } } }"##])
        let refused = try CommandLineTests.run(["init", "docs", "--tokens", "tokens.json", "--link"], in: folder.root)
        #expect(refused.status == 1)
        #expect(
            refused.errors == """
                error: `--link` needs a folder, and tokens.json is one file
                  why: `content/tokens` is linked to the folder the tokens are kept in, and this file's folder may hold other JSON files.
                  fix: Pass the folder that holds the token files (keep them in a folder of their own), or leave out `--link` to copy the file.
                  see: specimen explain init-tokens


                """)
        #expect(!FileManager.default.fileExists(atPath: folder.root.appending(path: "docs").path))
    }

    /// What `--link` must not link to: a folder that holds the project (its output would be read as tokens), or one
    /// with no JSON token files; each refused as the copy refuses, leaving nothing behind.
    @Test func linkingRefusesWhatCannotWork() throws {
        let repository = try TemporaryProject([
            "tokens/color.json": ##"{ "color": { "brand": { "value": "#4f46e5" } } }"##,
            "notes/README.md": "Tokens live in tokens/.\n",
        ])
        func refusal(_ tokens: String, project: String) -> String? {
            do {
                _ = try StarterProject.write(
                    to: repository.root.appending(path: project), tokens: repository.root.appending(path: tokens), link: true)
                return nil
            } catch {
                return error.diagnostics.map(\.message).joined()
            }
        }
        #expect(refusal(".", project: "docs")?.hasSuffix("which holds the project itself") == true)
        #expect(refusal("notes", project: "docs")?.hasSuffix("notes has no JSON token files") == true)
        try repository.write("packages/a/tokens/$themes.json", "[]")
        try repository.write("packages/b/tokens/$metadata.json", "{}")
        #expect(refusal("packages", project: "docs")?.hasSuffix("packages holds 2 Tokens Studio exports: `a/tokens/`, `b/tokens/`") == true)
        #expect(!FileManager.default.fileExists(atPath: repository.root.appending(path: "docs").path))
    }

    /// Two Tokens Studio exports side by side (a brand each) are refused by a copy as by a link, with a fix that
    /// names one of them: a silent pick of the first would publish one brand and say nothing of the other.
    @Test func aCopyRefusesTwoExportsAndNamesOne() throws {
        let repository = try TemporaryProject([
            "packages/a/tokens/$themes.json": "[]", "packages/a/tokens/core.json": ##"{ "c": { "value": "#ffffff", "type": "color" } }"##,
            "packages/b/tokens/$metadata.json": "{}", "packages/b/tokens/core.json": ##"{ "c": { "value": "#000000", "type": "color" } }"##,
        ])
        do {
            _ = try StarterProject.write(to: repository.root.appending(path: "docs"), tokens: repository.root.appending(path: "packages"))
            Issue.record("a folder of two exports was copied")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "\(Project.shownPath(repository.root.appending(path: "packages"))) holds 2 Tokens Studio exports: `a/tokens/`, `b/tokens/`"
                ])
            #expect(
                error.diagnostics.first?.fix
                    == "Pass the folder of the one to copy, such as `--tokens \(Project.shownPath(repository.root.appending(path: "packages/a/tokens")))`."
            )
        }
        #expect(!FileManager.default.fileExists(atPath: repository.root.appending(path: "docs").path))
    }

    /// A Tokens Studio export below the folder given is linked at its own folder, where its `$themes.json` is, so its
    /// themes make the modes as they do for a copy; a project reached through a linked folder gets a link that holds.
    @Test func linkingFindsTokensStudiosFolderAndHoldsThroughLinkedFolders() throws {
        let repository = try TemporaryProject()
        try FileManager.default.createDirectory(at: repository.root.appending(path: "work/tokens-repo"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.root.appending(path: "work/site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/design-systems/tokens-studio"),
            to: repository.root.appending(path: "work/tokens-repo/figma")
        )
        // `here` is a link to a folder at another depth, as `/tmp` is to `/private/tmp` on macOS.
        try FileManager.default.createSymbolicLink(atPath: repository.root.appending(path: "here").path, withDestinationPath: "work/site")
        let report = try StarterProject.write(
            to: repository.root.appending(path: "here/docs"), tokens: repository.root.appending(path: "work/tokens-repo"), link: true
        )
        #expect(report.tokens?.modes.count == 2)
        let link = repository.root.appending(path: "work/site/docs/content/tokens").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../../tokens-repo/figma")
        let built = SiteBuilder.build(Project(root: repository.root.appending(path: "work/site/docs")))
        #expect(built.wroteOutput && !built.hasErrors)
        #expect(built.contrast?.modes == 2)
    }

    /// A link to an export that moved is said, at the cause, and the rest of the site is built.
    @Test func aLinkToAMovedExportIsSaid() throws {
        let project = try TemporaryProject(["content/index.md": "# Library\n"])
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appending(path: "content/tokens").path, withDestinationPath: "../../design-tokens")
        let report = project.build()
        #expect(report.wroteOutput)
        #expect(report.diagnostics.map(\.description) == ["error: content/tokens links to ../design-tokens, which does not exist"])
    }

    /// Figma's export of variables, one file per mode and no resolver: `init` and the build read its two modes, and
    /// the contrast table checks each.
    @Test func figmasFilesPerModeStartAProjectInBothModes() throws {
        let export = try TemporaryProject([
            "Color.Light.tokens.json":
                ##"{ "color": { "$type": "color", "text": { "default": { "$value": "#1e1e1e" }, "subtle": { "$value": "#757575" } }, "background": { "default": { "$value": "#ffffff" } } } }"##,
            "Color.Dark.tokens.json":
                ##"{ "color": { "$type": "color", "text": { "default": { "$value": "#f5f5f5" }, "subtle": { "$value": "#b3b3b3" } }, "background": { "default": { "$value": "#1e1e1e" } } } }"##,
            "Spacing.Mode 1.tokens.json": ##"{ "space": { "$type": "dimension", "200": { "$value": { "value": 8, "unit": "px" } } } }"##,
        ])
        let site = export.root.appending(path: "site")
        let created = try StarterProject.write(to: site, tokens: export.root)
        #expect(created.tokens?.modes == ["light", "dark"])
        #expect(created.tokens?.warnings == 0)
        let report = SiteBuilder.build(Project(root: site))
        #expect(report.wroteOutput && report.diagnostics.filter { $0.code == .tokenDuplicate }.isEmpty)
        #expect(report.contrast?.modes == 2)
    }
}
