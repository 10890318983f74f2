import Foundation
import Testing
import Yams

/// The GitHub Action (`action.yml` at the repository's root), its steps run as a runner runs them, against a
/// fake release: the binaries under test packed as a release packs them, served over HTTP on a real socket.
@Suite struct GitHubActionTests {
    static let version = "1.0.0"

    /// The action's steps, by name: each script and the environment the workflow gives it.
    static func steps() throws -> [String: (script: String, env: [String: String], condition: String?)] {
        let text = try String(contentsOf: Repository.root.appending(path: "action.yml"), encoding: .utf8)
        let yaml = try #require(try Yams.compose(yaml: text))
        #expect(yaml["runs"]?["using"]?.string == "composite")
        var found: [String: (String, [String: String], String?)] = [:]
        for step in yaml["runs"]?["steps"]?.sequence ?? [] {
            guard let name = step["name"]?.string, let run = step["run"]?.string else { continue }
            #expect(step["shell"]?.string == "bash", "\(name)")
            let env = (step["env"]?.mapping ?? [:]).reduce(into: [String: String]()) { $0[$1.key.string ?? ""] = $1.value.string }
            // GitHub runs a `bash` step as `bash --noprofile --norc -eo pipefail`.
            found[name] = ("set -eo pipefail\n" + run, env, step["if"]?.string)
        }
        return found
    }

    /// A release folder as GitHub serves one (`VERSION/specimen-VERSION-PLATFORM.tar.gz` and its `.sha256`), with
    /// the binaries under test, served by Python's HTTP server; stopped when the returned process is terminated.
    static func fakeRelease(in folder: URL) throws -> (url: String, server: Process) {
        let release = folder.appending(path: "releases/\(version)")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        #if arch(arm64)
        let platform = "linux-aarch64"
        #else
        let platform = "linux-x86_64"
        #endif
        let archive = "specimen-\(version)-\(platform).tar.gz"
        let binaries = CommandLineTests.binary.deletingLastPathComponent().path
        let packed = try PublishingWorkflowTests.shell(
            "tar -czf '\(release.path)/\(archive)' -C '\(binaries)' specimen specimen-tokens && cd '\(release.path)' && sha256sum \(archive) > \(archive).sha256",
            in: folder)
        #expect(packed.status == 0, "\(packed.errors)")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.appending(path: "releases").path]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        let port = try #require(String(decoding: line, as: UTF8.self).split(separator: " ").drop { $0 != "port" }.dropFirst().first)
        return ("http://127.0.0.1:\(port)", server)
    }

    @Test func theActionInstallsTheReleaseComparesThePullRequestAndBuilds() throws {
        let (folder, work) = try PublishingWorkflowTests.pullRequestCheckout()
        let (download, server) = try Self.fakeRelease(in: folder.root)
        defer { server.terminate() }
        let steps = try Self.steps()
        let runnerTemp = folder.root.appending(path: "runner-temp")
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let githubPath = folder.root.appending(path: "github-path")
        let summary = folder.root.appending(path: "step-summary.md")
        let outputs = folder.root.appending(path: "github-output")
        for file in [githubPath, summary, outputs] { try Data().write(to: file) }
        var environment = PublishingWorkflowTests.runner(
            folder.root,
            [
                "GITHUB_ACTION_PATH": Repository.root.path, "RUNNER_TEMP": runnerTemp.path, "GITHUB_PATH": githubPath.path,
                "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_OUTPUT": outputs.path, "SPECIMEN_DOWNLOAD": download,
            ])

        // 1. The release, checked against its checksum, on the job's PATH.
        let install = try #require(steps["Install Specimen"])
        #expect(install.env == ["VERSION": "${{ inputs.version || github.action_ref }}"])
        // Named by a branch or a commit, the action has no release to install, and says what to write.
        let unnamed = try PublishingWorkflowTests.shell(install.script, in: work, environment: environment.merging(["VERSION": "main"]) { $1 })
        #expect(unnamed.status == 1)
        #expect(
            unnamed.errors
                == "error: 'main' names no release of Specimen\n  fix: name the action by a release (uses: ORG/specimen@1.0.0), or give one: with: { version: 1.0.0 }\n"
        )
        let installed = try PublishingWorkflowTests.shell(
            install.script, in: work, environment: environment.merging(["VERSION": Self.version]) { $1 })
        #expect(installed.status == 0, "\(installed.errors)")
        let bin = runnerTemp.appending(path: "specimen")
        #expect(try String(contentsOf: githubPath, encoding: .utf8) == bin.path + "\n")
        let version = try CommandLineTests.run(["--version"], in: work).output.trimmingCharacters(in: .newlines)
        #expect(installed.output == "Installed \(version) in \(bin.path)\n")
        environment["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        // 2. The pull request against its base branch: the lightened grey is an annotation on its line, and the
        // job summary has the contrast that moved and the tokens that changed.
        let compare = try #require(steps["Compare with the base branch"])
        #expect(compare.condition == "github.event_name == 'pull_request'")
        #expect(compare.env == ["BASE_REF": "${{ github.base_ref }}"])
        let compared = try PublishingWorkflowTests.shell(compare.script, in: work, environment: environment.merging(["BASE_REF": "main"]) { $1 })
        #expect(compared.status == 1)
        #expect(
            compared.output.split(separator: "\n").filter { $0.hasPrefix("::error") }.map { String($0.prefix { $0 != "`" }) } == [
                "::error file=content/tokens/palette.tokens.json,line=10,col=7,title=specimen%3A contrast-regression::"
            ])
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.contains("| Now fails | `color.text.muted` on `color.surface.page` | light | 4.83:1 | 3.72:1 | 4.5:1 |"))
        #expect(text.contains("### Design tokens: origin/main → this version\n"))

        // 3. The strict build fails on the two pairs this change broke, with their annotations, and says where the site is.
        let build = try #require(steps["Check and build the site"])
        let built = try PublishingWorkflowTests.shell(
            build.script, in: work, environment: environment.merging(["BASE_URL": "https://orbit.github.io/orbit/"]) { $1 })
        #expect(built.status == 1)
        #expect(
            built.output.contains(
                "::error file=content/contrast.yml,line=5,col=5,title=specimen%3A contrast-failure::`color.text.muted` on `color.surface.page` is 3.72:1 in light mode"
            ))
        #expect(try String(contentsOf: outputs, encoding: .utf8).isEmpty)
        // Once the grey is mended, the build passes and names the site for the upload step.
        try PublishingWorkflowTests.shell(
            "git checkout -q main -- content && git -c user.name=CI -c user.email=ci@example.com commit -qam Mended", in: work)
        let mended = try PublishingWorkflowTests.shell(
            build.script, in: work, environment: environment.merging(["BASE_URL": "https://orbit.github.io/orbit/"]) { $1 })
        #expect(mended.status == 0, "\(mended.output)")
        #expect(try String(contentsOf: outputs, encoding: .utf8) == "site=\(work.path)/public\n")
    }

    @Test func aDownloadThatDoesNotMatchItsChecksumIsRefused() throws {
        let folder = try TemporaryProject()
        let (download, server) = try Self.fakeRelease(in: folder.root)
        defer { server.terminate() }
        let checksums = try FileManager.default.contentsOfDirectory(atPath: folder.root.appending(path: "releases/\(Self.version)").path)
            .filter { $0.hasSuffix(".sha256") }
        let checksum = folder.root.appending(path: "releases/\(Self.version)/\(try #require(checksums.first))")
        let text = try String(contentsOf: checksum, encoding: .utf8)
        try (String(repeating: "0", count: 64) + text.dropFirst(64)).write(to: checksum, atomically: true, encoding: .utf8)
        let bin = folder.root.appending(path: "bin")
        let run = try PublishingWorkflowTests.shell(
            "'\(Repository.root.path)/scripts/install-release' \(Self.version) '\(bin.path)'", in: folder.root,
            environment: ["SPECIMEN_DOWNLOAD": download, "GITHUB_PATH": ""])
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix(
                "error: \(checksums[0].dropLast(7)) does not match its checksum\n  why: expected sha256 0000000000000000000000000000000000000000000000000000000000000000, got "
            ))
        #expect(!FileManager.default.fileExists(atPath: bin.appending(path: "specimen").path))
        // A version that was never released says so.
        let missing = try PublishingWorkflowTests.shell(
            "'\(Repository.root.path)/scripts/install-release' 9.9.9 '\(bin.path)'", in: folder.root, environment: ["SPECIMEN_DOWNLOAD": download])
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("error: could not download \(download)/9.9.9/specimen-9.9.9-linux-"))
    }
}
