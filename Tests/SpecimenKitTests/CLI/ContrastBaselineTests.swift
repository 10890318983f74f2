import Foundation
import Testing
@testable import SpecimenKit

/// `specimen check --baseline`: a pull request's contrast compared with its base, through the real binary.
///
/// The fixture is a palette with light and dark themes that alias it, as design tools export
/// them. The base is built first; then the tokens and pairs are edited as a pull request would.
@Suite struct ContrastBaselineTests {
    /// The fixture with its base built into `base-site/`.
    static func reviewed() throws -> TemporaryProject {
        let project = try TemporaryProject()
        let manager = FileManager.default
        try manager.removeItem(at: project.root)
        try manager.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/contrast-review"), to: project.root)
        let base = try CommandLineTests.run(["build", ".", "--output", "base-site", "--strict", "--quiet"], in: project.root)
        #expect(base.status == 0, "\(base.errors)")
        return project
    }

    static func edit(_ project: TemporaryProject, _ path: String, _ replacements: [(String, String)]) throws {
        let url = project.root.appending(path: path)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(path) has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: url)
    }

    /// Lighter grey 500 (two light pairs now fail), dark body text aliased to a dimmer grey (a drop
    /// that still passes), and one pair swapped for another in contrast.yml.
    static func pullRequest(_ project: TemporaryProject) throws {
        try edit(project, "content/tokens/palette.tokens.json", [(
            ##""500": { "$value": { "colorSpace": "srgb", "components": [0.42, 0.447, 0.502], "hex": "#6b7280" } }"##,
            ##""500": { "$value": { "colorSpace": "srgb", "components": [0.486, 0.522, 0.58], "hex": "#7c8594" } }"##
        )])
        try edit(project, "content/tokens/dark.tokens.json", [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        try edit(project, "content/contrast.yml", [(
            "  - text: \"{color.text.link}\"\n    background: \"{color.surface.page}\"",
            "  - text: \"{color.text.link}\"\n    background: \"{color.surface.sunken}\""
        )])
    }

    @Test(arguments: ["human", "github", "json"])
    func aPullRequestThatBreaksTwoPairsLowersOneAndSwapsOne(format: String) throws {
        let project = try Self.reviewed()
        try Self.pullRequest(project)
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", format, "--summary", "summary.md"], in: project.root)
        // One new failure is enough to fail `check` (always strict); the drop alone would not.
        #expect(run.status == 1)
        Snapshot.assertMatches(format == "human" ? run.errors : run.output, named: "cli/contrast-review.\(format).txt")
        if format == "human" {
            let summary = try String(contentsOf: project.root.appending(path: "summary.md"), encoding: .utf8)
            Snapshot.assertMatches(summary, named: "cli/contrast-review.summary.md")
        }
    }

    @Test func theJSONSectionSaysWhatChangedAndWhy() throws {
        let project = try Self.reviewed()
        try Self.pullRequest(project)
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "json"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let baseline = try #require(document["baseline"] as? [String: Any])
        let failures = try #require(baseline["newFailures"] as? [[String: Any]])
        #expect(failures.map { "\($0["text"]!) on \($0["background"]!) \($0["mode"]!)" }.sorted() == [
            "color.text.muted on color.surface.page light", "color.text.muted on color.surface.sunken light",
        ])
        let cause = try #require(failures.first?["cause"] as? [String: Any])
        #expect(cause["token"] as? String == "palette.gray.500")
        #expect(cause["changed"] as? String == "color.text.muted")
        #expect(cause["file"] as? String == "content/tokens/palette.tokens.json")
        #expect(cause["line"] as? Int == 10)
        let drops = try #require(baseline["drops"] as? [[String: Any]])
        // The alias itself moved, so the drop belongs to it, not to the grey it now points at.
        #expect((drops.first?["cause"] as? [String: Any])?["token"] as? String == "color.text.body")
        #expect((drops.first?["cause"] as? [String: Any])?["file"] as? String == "content/tokens/dark.tokens.json")
        #expect((baseline["added"] as? [[String: Any]])?.count == 2)
        #expect((baseline["removed"] as? [[String: Any]])?.count == 2)
        #expect((baseline["changedTokens"] as? [[String: Any]])?.map { "\($0["token"]!) \($0["mode"]!)" } == [
            "color.text.body dark", "color.text.muted light",
        ])
    }

    @Test func aDropThatStillPassesIsAWarningThatDoesNotFail() throws {
        let project = try Self.reviewed()
        try Self.edit(project, "content/tokens/dark.tokens.json", [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "github"], in: project.root)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "::warning file=content/tokens/dark.tokens.json,line=5,col=7,title=specimen%3A contrast-drop::"
            + "`color.text.body` changed from #f9fafb to #d1d5db in dark mode, and `color.text.body` on `color.surface.page` dropped by more than 0.50: "
            + "12.04:1, was 16.96:1; it still passes%0A`color.text.body` on `color.surface.page`: 12.04:1, was 16.96:1, needs 4.5:1. "
            + "Compared with base-site/contrast.json; a drop is reported, never failed.%0AFix: Nothing is required; check that the lower contrast is intended "
            + "(`--max-ratio-drop` sets how much is reported).")
        #expect(lines[1] == "Contrast compared with base-site/contrast.json (pairs by mode): 1 dropped by more than 0.50, 1 token value changed.")
        #expect(lines[2].hasPrefix("Checked 4 pages in ") && lines[2].hasSuffix("s (0 errors, 1 warning)."))
        // A larger threshold hides it.
        let quiet = try CommandLineTests.run(["check", ".", "--baseline", "base-site/contrast.json", "--max-ratio-drop", "5", "--format", "github"], in: project.root)
        #expect(quiet.status == 0)
        #expect(quiet.output.hasPrefix("Contrast compared with base-site/contrast.json (pairs by mode): 1 token value changed.\nChecked 4 pages in "))
    }

    @Test func anUnchangedPullRequestSaysSo() throws {
        let project = try Self.reviewed()
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--summary", "summary.md"], in: project.root)
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("Contrast compared with base-site/contrast.json: no pair and no colour changed.\nChecked 4 pages in "))
        let summary = try String(contentsOf: project.root.appending(path: "summary.md"), encoding: .utf8)
        #expect(summary.hasSuffix("### Colour contrast compared with the baseline\n\nNo pair and no colour changed against `base-site/contrast.json`.\n"))
    }

    @Test func aMissingOrForeignBaselineIsOneLocatedError() throws {
        let project = try Self.reviewed()
        let missing = try CommandLineTests.run(["check", ".", "--baseline", "no-such-site", "--format", "github"], in: project.root)
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix(
            "::error file=no-such-site,line=1,col=1,title=specimen%3A baseline-unreadable::cannot read the contrast baseline%0A"
                + "`--baseline` needs the `contrast.json` of an earlier build, or the folder of a built site that has one; no-such-site does not exist or is not readable."
        ))
        #expect(missing.output.components(separatedBy: "::error").count == 2)
        // The search index is JSON, but not a contrast.json: the error is at the document.
        let foreign = try CommandLineTests.run(["check", ".", "--baseline", "base-site/search-index.json", "--format", "github"], in: project.root)
        #expect(foreign.status == 1)
        #expect(foreign.output.hasPrefix(
            "::error file=base-site/search-index.json,line=1,col=1,title=specimen%3A baseline-format::base-site/search-index.json is not a Specimen `contrast.json`: the document is not an array"
        ))
        let badDrop = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--max-ratio-drop", "-1"], in: project.root)
        #expect(badDrop.status == 2)
    }
}
