import Foundation
import Testing
@testable import SpecimenKit
@testable import SpecimenTokens

/// `specimen init --tokens` on exports in the shapes seven public design systems publish, and in the shapes
/// Style Dictionary 3 and 4, the DTCG drafts and Tokens Studio (several files, and one) write (fixtures written for
/// these tests, in Fixtures/design-systems/): each becomes a project whose first build writes a site with token
/// pages in every mode and a contrast table of the pairs the names suggest. The inferred `contrast.yml` and the
/// build's diagnostics are golden files, reviewed: Snapshots/design-systems/.
@Suite struct DesignSystemStarterTests {
    static let systems = ["primer", "spectrum", "sds", "carbon", "fluent", "apple-hig", "polaris", "style-dictionary-3", "style-dictionary-4", "dtcg-draft", "tokens-studio", "tokens-studio-single"]

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
        #expect(table.modes == summary.modes.count)
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
}
