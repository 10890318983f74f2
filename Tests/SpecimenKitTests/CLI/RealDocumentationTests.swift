import Foundation
import Testing

@testable import SpecimenKit

/// Proposals and RFCs as GitHub renders them, anchors in raw HTML in every idiom they use: `specimen build`
/// publishes them with one warning, for the one name written twice, which `--strict` and `check` make an error.
@Suite struct RealDocumentationTests {
    static let duplicate = "content/proposals/0063-colour-roles.md:33:10: %@: the id `extensions` is already used on line 16"

    static func fixture() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(at: project.root)
        try FileManager.default.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/proposals"), to: project.root)
        return project
    }

    @Test func theyBuildWithOneWarning() throws {
        let site = try Self.fixture()
        let build = try CommandLineTests.run(["build", "."], in: site.root)
        #expect(build.status == 0)
        let lines = build.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == String(format: Self.duplicate, "warning"))
        #expect(lines.last(where: { !$0.isEmpty })?.hasPrefix("Built 4 pages into public/ in ") == true)
        #expect(build.errors.hasSuffix("s (0 errors, 1 warning).\n"))
        let page = try site.read("public/proposals/0057-layout-primitives/index.html")
        #expect(page.contains("<h2 id=\"backoff\">Backoff"))
        #expect(page.contains("<h2 id=\"zero\"><code>.zero</code>"))
        #expect(try site.read("public/proposals/0042-retry-policies/index.html").contains("<h3 id=\"retrypolicy-1\">"))
    }

    @Test(arguments: [["build", ".", "--strict"], ["check", "."], ["check", ".", "--strict"]])
    func strictMakesTheDuplicateAnErrorAndNothingElse(arguments: [String]) throws {
        let site = try Self.fixture()
        let run = try CommandLineTests.run(arguments + ["--format", "github"], in: site.root)
        #expect(run.status == 1)
        #expect(
            run.output.split(separator: "\n").filter { $0.hasPrefix("::") }.map { $0.components(separatedBy: "%0A")[0] } == [
                "::error file=content/proposals/0063-colour-roles.md,line=33,col=10,title=specimen%3A duplicate-heading-id::the id `extensions` is already used on line 16"
            ])
        #expect(!site.exists("public"))
    }
}
