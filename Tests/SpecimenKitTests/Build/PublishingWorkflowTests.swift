import Foundation
import Testing
import Yams

/// The CI workflows in docs/ci are the ones the README tells people to copy: they must parse,
/// appear in the README word for word, and run the build the way this project tests it.
@Suite struct PublishingWorkflowTests {
    static let readme = (try? String(contentsOf: Repository.root.appending(path: "README.md"), encoding: .utf8)) ?? ""

    static func workflow(_ name: String) throws -> (text: String, yaml: Node) {
        let text = try String(contentsOf: Repository.root.appending(path: "docs/ci/\(name)"), encoding: .utf8)
        let node = try Yams.compose(yaml: text)
        return (text, try #require(node))
    }

    @Test(arguments: ["github-pages.yml", "gitlab-pages.yml"])
    func theREADMEShowsTheWorkflowWordForWord(name: String) throws {
        let (text, _) = try Self.workflow(name)
        #expect(Self.readme.contains("```yaml\n" + text + "```"), "README.md must embed docs/ci/\(name) exactly")
    }

    @Test func githubBuildsStrictlyWithAnnotationsAndDeploysPublic() throws {
        let (_, yaml) = try Self.workflow("github-pages.yml")
        let steps = try #require(yaml["jobs"]?["build"]?["steps"]?.sequence)
        let runs = steps.compactMap { $0["run"]?.string }
        let build = try #require(runs.first { $0.contains("specimen build") })
        #expect(build.contains("build . --strict --format github --base-url"))
        #expect(runs.contains { $0.contains("libcmark-gfm-dev libcmark-gfm-extensions-dev") })
        #expect(steps.contains { $0["uses"]?.string == "actions/upload-pages-artifact@v3" && $0["with"]?["path"]?.string == "public" })
        #expect(yaml["jobs"]?["deploy"]?["steps"]?.sequence?.first?["uses"]?.string == "actions/deploy-pages@v4")
    }

    @Test func gitlabBuildsStrictlyAndPublishesPublic() throws {
        let (_, yaml) = try Self.workflow("gitlab-pages.yml")
        let lines = yaml["pages"]?["script"]?.sequence?.compactMap { $0.string }
        let script = try #require(lines)
        #expect(script.contains { $0.contains("specimen build . --strict --base-url \"$CI_PAGES_URL/\"") })
        let paths = yaml["pages"]?["artifacts"]?["paths"]?.sequence?.compactMap { $0.string }
        #expect(paths == ["public"])
    }

    @Test func theInstallStepMatchesWhatThisProjectInstalls() throws {
        // The workflows install the same Debian packages as scripts/install-dependencies.
        let script = try String(contentsOf: Repository.root.appending(path: "scripts/install-dependencies"), encoding: .utf8)
        #expect(script.contains("packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev"))
    }
}
