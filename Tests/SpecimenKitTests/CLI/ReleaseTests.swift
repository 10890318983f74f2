import Foundation
import Testing
import Yams

/// The release workflow's assembling step (`.github/workflows/release.yml`), run as written on the binaries the
/// three machines would have uploaded: here, the binaries under test standing in for each platform's.
@Suite struct ReleaseTests {
    static func sha256(_ url: URL) throws -> String {
        let run = try PublishingWorkflowTests.shell("sha256sum '\(url.path)'", in: url.deletingLastPathComponent())
        return String(run.output.prefix { $0 != " " })
    }

    @Test func theReleaseMakesTheArtifactBundleThePluginPackageAndTheFormula() throws {
        let text = try String(contentsOf: Repository.root.appending(path: ".github/workflows/release.yml"), encoding: .utf8)
        let yaml = try #require(try Yams.compose(yaml: text))
        let steps = try #require(yaml["jobs"]?["publish"]?["steps"]?.sequence)
        let step = try #require(steps.first { $0["name"]?.string == "The artifact bundle, the plugin package and the formula" })
        #expect(step["env"]?["RELEASE"]?.string == "https://github.com/${{ github.repository }}/releases/download/${{ github.ref_name }}")
        let script = try #require(step["run"]?.string).replacingOccurrences(of: "scripts/release", with: Repository.root.path + "/scripts/release")
        // What `scripts/release binaries` leaves on each machine, downloaded into one dist/.
        let folder = try TemporaryProject()
        let built = CommandLineTests.binary.deletingLastPathComponent()
        let version =
            try String(contentsOf: Repository.root.appending(path: "Sources/SpecimenDiagnostics/SpecimenVersion.swift"), encoding: .utf8)
            .firstMatch(of: /static let release = "([^"]+)"/).map { String($0.1) } ?? ""
        for platform in ["linux-x86_64", "linux-aarch64", "macos-arm64"] {
            let dist = folder.root.appending(path: "dist/\(platform)")
            try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
            for tool in ["specimen", "specimen-tokens"] {
                try FileManager.default.copyItem(at: built.appending(path: tool), to: dist.appending(path: tool))
            }
        }
        let mac = folder.root.appending(path: "dist/specimen-\(version)-macos-arm64.tar.gz")
        try PublishingWorkflowTests.shell("tar -czf '\(mac.path)' -C dist/macos-arm64 specimen specimen-tokens", in: folder.root)
        let release = "https://github.com/orbit/specimen/releases/download/\(version)"
        let run = try PublishingWorkflowTests.shell("set -eo pipefail\n" + script, in: folder.root, environment: ["RELEASE": release])
        #expect(run.status == 0, "\(run.errors)")

        // The bundle: one variant per machine, each the binary it was given, executable.
        let zip = folder.root.appending(path: "dist/specimen-tokens.artifactbundle.zip")
        let listing = try PublishingWorkflowTests.shell(
            "python3 -c 'import sys, zipfile; [print(oct(i.external_attr >> 16), i.filename) for i in zipfile.ZipFile(sys.argv[1]).infolist()]' '\(zip.path)'",
            in: folder.root
        ).output
        let prefix = "specimen-tokens.artifactbundle/specimen-tokens-\(version)-"
        #expect(listing.contains("0o100755 \(prefix)x86_64-unknown-linux-gnu/bin/specimen-tokens\n"))
        #expect(listing.contains("0o100755 \(prefix)aarch64-unknown-linux-gnu/bin/specimen-tokens\n"))
        #expect(listing.contains("0o100755 \(prefix)arm64-apple-macosx/bin/specimen-tokens\n"))
        let info = try PublishingWorkflowTests.shell(
            "python3 -c 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(\"specimen-tokens.artifactbundle/info.json\").decode())' '\(zip.path)'",
            in: folder.root
        ).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any])
        let artifact = (json["artifacts"] as? [String: Any])?["specimen-tokens"] as? [String: Any]
        #expect(json["schemaVersion"] as? String == "1.0")
        #expect(artifact?["type"] as? String == "executable" && artifact?["version"] as? String == version)
        let triples = (artifact?["variants"] as? [[String: Any]])?.map { $0["supportedTriples"] as? [String] ?? [] }
        #expect(triples == [["x86_64-unknown-linux-gnu"], ["aarch64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])

        // The plugin package names it by URL and the checksum SwiftPM will check, and carries the plugin's own source.
        let checksum = try Self.sha256(zip)
        #expect(try String(contentsOf: zip.appendingPathExtension("sha256"), encoding: .utf8) == "\(checksum)  specimen-tokens.artifactbundle.zip\n")
        let manifest = try String(contentsOf: folder.root.appending(path: "dist/specimen-plugins/Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                #".binaryTarget(name: "specimen-tokens", url: "\#(release)/specimen-tokens.artifactbundle.zip", checksum: "\#(checksum)"),"#))
        #expect(
            try Data(contentsOf: folder.root.appending(path: "dist/specimen-plugins/Plugins/SpecimenTokensPlugin/plugin.swift"))
                == Data(contentsOf: Repository.root.appending(path: "Plugins/SpecimenTokensPlugin/plugin.swift")))
        #expect(!FileManager.default.fileExists(atPath: folder.root.appending(path: "dist/specimen-plugins/specimen-tokens.artifactbundle.zip").path))

        // The formula: the macOS archive, by URL and checksum.
        let formula = try String(contentsOf: folder.root.appending(path: "dist/specimen.rb"), encoding: .utf8)
        #expect(
            formula.contains(
                "  url \"\(release)/specimen-\(version)-macos-arm64.tar.gz\"\n  version \"\(version)\"\n  sha256 \"\(try Self.sha256(mac))\"\n"))
    }
}
