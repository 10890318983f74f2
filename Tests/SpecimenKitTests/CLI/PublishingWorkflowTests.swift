import Foundation
import Testing
import Yams

/// The CI workflows in docs/ci are the ones the docs' CI page tells people to copy: they must parse,
/// appear on that page word for word, and run the build the way this project tests it.
@Suite struct PublishingWorkflowTests {
    static let page = (try? String(contentsOf: Repository.root.appending(path: "docs/content/ci.md"), encoding: .utf8)) ?? ""

    static func workflow(_ name: String) throws -> (text: String, yaml: Node) {
        let text = try String(contentsOf: Repository.root.appending(path: "docs/ci/\(name)"), encoding: .utf8)
        let node = try Yams.compose(yaml: text)
        return (text, try #require(node))
    }

    @Test(arguments: ["github-pages.yml", "gitlab-pages.yml"])
    func theDocsShowTheWorkflowWordForWord(name: String) throws {
        let (text, _) = try Self.workflow(name)
        #expect(Self.page.contains("```yaml\n" + text + "```"), "docs/content/ci.md must embed docs/ci/\(name) exactly")
    }

    @Test func githubBuildsStrictlyWithAnnotationsAndDeploysPublic() throws {
        let (_, yaml) = try Self.workflow("github-pages.yml")
        let steps = try #require(yaml["jobs"]?["build"]?["steps"]?.sequence)
        let runs = steps.compactMap { $0["run"]?.string }
        let build = try #require(steps.first { $0["name"]?.string == "Check and build the site" }?["run"]?.string)
        #expect(build.contains("build . --strict --format github --base-url"))
        #expect(runs.contains { $0.contains("libcmark-gfm-dev libcmark-gfm-extensions-dev") })
        // The Changes section reads the tags, so the checkout keeps the whole history, and no later
        // `git fetch --depth` cuts it again.
        let checkout = try #require(steps.first { $0["uses"]?.string == "actions/checkout@v4" })
        #expect(checkout["with"]?["fetch-depth"]?.int == 0)
        let fetches = runs.flatMap { $0.split(separator: "\n") }.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("git fetch") }
        #expect(fetches == ["git fetch origin \"$BASE_REF\""])
        #expect(steps.contains { $0["uses"]?.string == "actions/upload-pages-artifact@v3" && $0["with"]?["path"]?.string == "public" })
        #expect(yaml["jobs"]?["deploy"]?["steps"]?.sequence?.first?["uses"]?.string == "actions/deploy-pages@v4")
        // Pull requests compare contrast with their base branch, before the build, with a job summary.
        let compare = try #require(steps.first { $0["name"]?.string == "Compare with the base branch" })
        #expect(compare["if"]?.string == "github.event_name == 'pull_request'")
        let command = try #require(compare["run"]?.string)
        #expect(command.contains("specimen check . --format github --base \"origin/$BASE_REF\" --baseline \"$BASE_SITE\"\n"))
        let base = try #require(steps.first { $0["name"]?.string == "Build the base branch's contrast results" })
        // The branch name reaches the script through the environment, never pasted into it.
        #expect(base["env"]?["BASE_REF"]?.string == "${{ github.base_ref }}")
        #expect(base["run"]?.string?.contains("${{") == false)
        let names = steps.compactMap { $0["name"]?.string }
        #expect(names.firstIndex(of: "Build the base branch's contrast results")! < names.firstIndex(of: "Compare with the base branch")!)
        #expect(names.firstIndex(of: "Compare with the base branch")! < names.firstIndex(of: "Check and build the site")!)
    }

    @Test func gitlabBuildsStrictlyAndPublishesPublic() throws {
        let (_, yaml) = try Self.workflow("gitlab-pages.yml")
        let lines = yaml["pages"]?["script"]?.sequence?.compactMap { $0.string }
        let script = try #require(lines)
        #expect(script.contains { $0.contains("specimen build . --strict --base-url \"$CI_PAGES_URL/\"") })
        #expect(
            script.contains {
                $0.contains("specimen check . --base \"origin/$target\" --baseline \"$base/site\" --summary contrast-summary.md")
                    && $0.contains("merge_request_event")
            })
        #expect(yaml["pages"]?["variables"]?["GIT_DEPTH"]?.int == 0)
        #expect(!script.contains { $0.contains("git fetch --depth") })
        let paths = yaml["pages"]?["artifacts"]?["paths"]?.sequence?.compactMap { $0.string }
        #expect(paths == ["public", "contrast-summary.md"])
    }

    @Test func theInstallStepMatchesWhatThisProjectInstalls() throws {
        // The workflows install the same Debian packages as scripts/install-dependencies.
        let script = try String(contentsOf: Repository.root.appending(path: "scripts/install-dependencies"), encoding: .utf8)
        #expect(script.contains("packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev"))
    }

    // MARK: - The pull-request steps, run as written

    /// A repository with `main` pushed to a bare `origin`, checked out on a branch that lightens a
    /// grey (two pairs now fail) and dims dark body text (a drop that still passes), as CI sees it.
    static func pullRequestCheckout() throws -> (TemporaryProject, URL) {
        let folder = try TemporaryProject()
        let work = folder.root.appending(path: "work")
        try FileManager.default.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/contrast-review"), to: work)
        let git = "git -c user.name=CI -c user.email=ci@example.com"
        try shell(
            """
            set -e
            git init -q --bare ../origin.git
            git init -q -b main . && \(git) add -A && \(git) commit -qm base
            git remote add origin ../origin.git && git push -q origin main
            git checkout -q -b darker-grey
            """, in: work)
        let project = try TemporaryProject()
        try FileManager.default.removeItem(at: project.root)
        try FileManager.default.createSymbolicLink(at: project.root, withDestinationURL: work)
        try ContrastBaselineTests.pullRequest(project)
        try shell("\(git) commit -qam 'Lighter grey'", in: work)
        return (folder, work)
    }

    @discardableResult
    static func shell(_ script: String, in folder: URL, environment: [String: String] = [:]) throws -> CommandLineTests.Run {
        try CommandLineTests.run(["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/bash"), environment: environment)
    }

    /// A recipe's script with the installed binary pointed at the one under test.
    static func localised(_ script: String) -> String {
        script.replacingOccurrences(of: "/opt/specimen/.build/release/specimen", with: CommandLineTests.binary.path)
    }

    /// What a CI runner provides, kept inside the test's folder (git's global config included).
    static func runner(_ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        ["TMPDIR": folder.path, "GIT_CONFIG_GLOBAL": folder.appending(path: "gitconfig").path].merging(extra) { $1 }
    }

    @Test func theGitHubPullRequestStepsAnnotateTheGreyAndSummarise() throws {
        let (folder, work) = try Self.pullRequestCheckout()
        let (_, yaml) = try Self.workflow("github-pages.yml")
        let steps = try #require(yaml["jobs"]?["build"]?["steps"]?.sequence)
        func step(_ name: String) throws -> (script: String, env: [String: String]) {
            let step = try #require(steps.first { $0["name"]?.string == name })
            let env = (step["env"]?.mapping ?? [:]).reduce(into: [String: String]()) { $0[$1.key.string ?? ""] = $1.value.string }
            return (Self.localised(try #require(step["run"]?.string)), env)
        }
        let summary = folder.root.appending(path: "step-summary.md")
        let githubEnv = folder.root.appending(path: "github-env")
        try Data().write(to: githubEnv)
        let build = try step("Build the base branch's contrast results")
        #expect(build.env == ["BASE_REF": "${{ github.base_ref }}"])
        let base = try Self.shell(
            build.script, in: work,
            environment: Self.runner(
                folder.root,
                [
                    "BASE_REF": "main", "GITHUB_WORKSPACE": work.path, "GITHUB_ENV": githubEnv.path,
                ]))
        #expect(base.status == 0, "\(base.errors)")
        // Later steps see what GITHUB_ENV collected.
        let exported = try String(contentsOf: githubEnv, encoding: .utf8).split(separator: "\n").reduce(into: [String: String]()) { variables, line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { variables[parts[0]] = parts[1] }
        }
        #expect(exported["BASE_SITE"]?.hasPrefix(folder.root.path) == true)
        let compareStep = try step("Compare with the base branch")
        #expect(compareStep.env == ["BASE_REF": "${{ github.base_ref }}"])
        let compare = try Self.shell(
            compareStep.script, in: work,
            environment: Self.runner(folder.root, exported.merging(["GITHUB_STEP_SUMMARY": summary.path, "BASE_REF": "main"]) { $1 }))
        #expect(compare.status == 1)
        let annotations = compare.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            annotations.map { String($0.prefix { $0 != "`" }) } == [
                "::warning file=content/tokens/dark.tokens.json,line=5,col=7,title=specimen%3A contrast-drop::",
                "::error file=content/tokens/palette.tokens.json,line=10,col=7,title=specimen%3A contrast-regression::",
            ])
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(
            text.contains(
                "| Now fails | `color.text.muted` on `color.surface.page` | light | 4.83:1 | 3.72:1 | 4.5:1 | `palette.gray.500` (`color.text.muted` #6b7280 → #7c8594) |"
            ))
        // The token changes, against the base branch as the checkout fetched it, in the same summary.
        let summarised = try String(contentsOf: summary, encoding: .utf8)
        #expect(summarised.contains("### Design tokens: origin/main → this version\n"))
        #expect(summarised.contains("\n| `palette.gray.500` | light | ⬛ `#6b7280` | ⬛ `#7c8594` | 6.3 |  |\n"))
        // The muted text changed because its grey did: said, so the reviewer looks at the palette.
        #expect(summarised.contains("\n| `color.text.muted` (through `palette.gray.500`) | light | ⬛ `#6b7280` | ⬛ `#7c8594` | 6.3 |  |\n"))
        #expect(summarised.contains("\n| color.text.muted on color.surface.page | light | 4.5:1 (body) | 4.83:1 passes | 3.72:1 fails |\n"))
    }

    @Test func theGitLabMergeRequestScriptComparesWithTheTargetBranch() throws {
        let (folder, work) = try Self.pullRequestCheckout()
        let (_, yaml) = try Self.workflow("gitlab-pages.yml")
        let script = try #require(yaml["pages"]?["script"]?.sequence?.compactMap(\.string).first { $0.contains("merge_request_event") })
        let run = try Self.shell(
            Self.localised(script), in: work,
            environment: Self.runner(
                folder.root,
                [
                    "CI_PIPELINE_SOURCE": "merge_request_event", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main",
                ]))
        #expect(run.status == 1)
        #expect(run.errors.contains("content/tokens/palette.tokens.json:10:7: error: `palette.gray.500` changed in light mode"))
        let summary = try String(contentsOf: work.appending(path: "contrast-summary.md"), encoding: .utf8)
        #expect(summary.contains("2 pairs now fail, 1 dropped by more than 0.50, 2 added, 2 removed, 2 token values changed."))
        #expect(summary.contains("\n### Design tokens: origin/main → this version\n"))
        #expect(run.errors.contains("\nSince origin/main: Tokens: "))
        // On a branch pipeline the block does nothing, and the build goes on.
        let branch = try Self.shell(Self.localised(script), in: work, environment: Self.runner(folder.root, ["CI_PIPELINE_SOURCE": "push"]))
        #expect(branch.status == 0 && branch.output.isEmpty && branch.errors.isEmpty)
    }

    /// Specimen's own docs are published with the same recipe, built from this checkout, strictly.
    @Test func theDocsArePublishedWithTheRecipe() throws {
        let text = try String(contentsOf: Repository.root.appending(path: ".github/workflows/docs.yml"), encoding: .utf8)
        let yaml = try #require(try Yams.compose(yaml: text))
        let steps = try #require(yaml["jobs"]?["build"]?["steps"]?.sequence)
        let runs = steps.compactMap { $0["run"]?.string }
        #expect(runs.contains { $0.hasPrefix(".build/release/specimen build docs --strict --format github --base-url ") })
        #expect(steps.contains { $0["uses"]?.string == "actions/upload-pages-artifact@v3" && $0["with"]?["path"]?.string == "docs/public" })
        #expect(yaml["jobs"]?["deploy"]?["steps"]?.sequence?.first?["uses"]?.string == "actions/deploy-pages@v4")
    }
}
