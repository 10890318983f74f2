import Foundation
import Testing

@testable import SpecimenKit

/// `specimen check --baseline`: a pull request's contrast compared with its base, through the real binary.
///
/// The fixture is a palette with light and dark themes that alias it, as design tools export
/// them. The base is built first; then the tokens and pairs are edited as a pull request would.
@Suite struct ContrastBaselineTests {
    /// The fixture with its base built into `base-site/`, after `base` edits (a base may have failing pairs).
    static func reviewed(base edits: [(String, [(String, String)])] = []) throws -> TemporaryProject {
        let project = try TemporaryProject()
        let manager = FileManager.default
        try manager.removeItem(at: project.root)
        try manager.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/contrast-review"), to: project.root)
        for (path, replacements) in edits { try edit(project, path, replacements) }
        let base = try CommandLineTests.run(["build", ".", "--output", "base-site", "--quiet"], in: project.root)
        #expect(base.status == 0, "\(base.errors)")
        return project
    }

    /// The `baseline` section of `check --baseline base-site --format json`, and the diagnostics.
    static func compared(_ project: TemporaryProject) throws -> (baseline: [String: Any], diagnostics: [[String: Any]]) {
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "json"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return (try #require(document["baseline"] as? [String: Any]), try #require(document["diagnostics"] as? [[String: Any]]))
    }

    static let lighterGrey = (
        ##""500": { "$value": { "colorSpace": "srgb", "components": [0.42, 0.447, 0.502], "hex": "#6b7280" } }"##,
        ##""500": { "$value": { "colorSpace": "srgb", "components": [0.486, 0.522, 0.58], "hex": "#7c8594" } }"##
    )

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
        try edit(project, "content/tokens/palette.tokens.json", [lighterGrey])
        try edit(
            project, "content/tokens/dark.tokens.json",
            [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        try edit(
            project, "content/contrast.yml",
            [
                (
                    "  - text: \"{color.text.link}\"\n    background: \"{color.surface.page}\"",
                    "  - text: \"{color.text.link}\"\n    background: \"{color.surface.sunken}\""
                )
            ])
    }

    @Test(arguments: ["human", "github", "json"])
    func aPullRequestThatBreaksTwoPairsLowersOneAndSwapsOne(format: String) throws {
        let project = try Self.reviewed()
        try Self.pullRequest(project)
        let run = try CommandLineTests.run(
            ["check", ".", "--baseline", "base-site", "--format", format, "--summary", "summary.md"], in: project.root)
        // One new failure is enough to fail `check` (always strict); the drop alone would not.
        #expect(run.status == 1)
        Snapshot.assertMatches(
            CommandLineTests.withoutVersion(format == "human" ? run.errors : run.output), named: "cli/contrast-review.\(format).txt")
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
        #expect(
            failures.map { "\($0["text"]!) on \($0["background"]!) \($0["mode"]!)" }.sorted() == [
                "color.text.muted on color.surface.page light", "color.text.muted on color.surface.sunken light",
            ])
        let cause = try #require((failures.first?["causes"] as? [[String: Any]])?.first)
        #expect(cause["token"] as? String == "palette.gray.500")
        #expect(cause["changed"] as? String == "color.text.muted")
        #expect(cause["file"] as? String == "content/tokens/palette.tokens.json")
        #expect(cause["line"] as? Int == 10)
        let drops = try #require(baseline["drops"] as? [[String: Any]])
        // The alias itself moved, so the drop belongs to it, not to the grey it now points at.
        let dropCause = (drops.first?["causes"] as? [[String: Any]])?.first
        #expect(dropCause?["token"] as? String == "color.text.body")
        #expect(dropCause?["file"] as? String == "content/tokens/dark.tokens.json")
        #expect((baseline["added"] as? [[String: Any]])?.count == 2)
        #expect((baseline["removed"] as? [[String: Any]])?.count == 2)
        #expect(
            (baseline["changedTokens"] as? [[String: Any]])?.map { "\($0["token"]!) \($0["mode"]!)" } == [
                "color.text.body dark", "color.text.muted light",
            ])
    }

    @Test func aDropThatStillPassesIsAWarningThatDoesNotFail() throws {
        let project = try Self.reviewed()
        try Self.edit(
            project, "content/tokens/dark.tokens.json",
            [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "github"], in: project.root)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines[0] == "::warning file=content/tokens/dark.tokens.json,line=5,col=7,title=specimen%3A contrast-drop::"
                + "`color.text.body` changed from #f9fafb to #d1d5db in dark mode, and `color.text.body` on `color.surface.page` dropped by more than 0.50: "
                + "12.04:1, was 16.96:1; it still passes%0A`color.text.body` on `color.surface.page` in dark: 12.04:1, was 16.96:1, needs 4.5:1. "
                + "Compared with base-site/contrast.json; a drop is reported, never failed.%0AFix: Nothing is required; check that the lower contrast is intended "
                + "(`--max-ratio-drop` sets how much is reported).")
        #expect(lines[1] == "Contrast compared with base-site/contrast.json (pairs by mode): 1 dropped by more than 0.50, 1 token value changed.")
        #expect(lines[2].hasPrefix("Checked 4 pages in ") && lines[2].hasSuffix("s (0 errors, 1 warning)."))
        // A larger threshold hides it.
        let quiet = try CommandLineTests.run(
            ["check", ".", "--baseline", "base-site/contrast.json", "--max-ratio-drop", "5", "--format", "github"], in: project.root)
        #expect(quiet.status == 0)
        #expect(quiet.output.hasPrefix("Contrast compared with base-site/contrast.json (pairs by mode): 1 token value changed.\nChecked 4 pages in "))
    }

    /// Under APCA as well, the annotation gives the Lc before and after beside the ratio, and what each method needs.
    @Test func underAPCATheAnnotationGivesTheLcToo() throws {
        let project = try Self.reviewed(base: [("content/contrast.yml", [("pairs:", "methods: [wcag2, apca]\npairs:")])])
        try Self.edit(
            project, "content/tokens/dark.tokens.json",
            [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "github"], in: project.root)
        // #d1d5db on #111827 passes WCAG 2 easily but not APCA's Lc 90 for body text: a regression, not a drop.
        let line = run.output.split(separator: "\n").map(String.init).first { $0.contains("contrast-regression") } ?? ""
        #expect(
            line.hasSuffix(
                "`color.text.body` on `color.surface.page` no longer passes: 12.04:1, was 16.96:1; APCA Lc -79.7, was -103.3; it needs 4.5:1 (AA) and APCA Lc 90.0%0ACompared with base-site/contrast.json.%0AFix: Keep `color.text.body` at a value that passes, or, if the change is intended, accept each pair with `allow-failure: \"why\"` in content/contrast.yml."
            ), "\(line)")
    }

    @Test func anUnchangedPullRequestSaysSo() throws {
        let project = try Self.reviewed()
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--summary", "summary.md"], in: project.root)
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("Contrast compared with base-site/contrast.json: no pair and no colour changed.\nChecked 4 pages in "))
        let summary = try String(contentsOf: project.root.appending(path: "summary.md"), encoding: .utf8)
        #expect(
            summary.hasSuffix("### Colour contrast compared with the baseline\n\nNo pair and no colour changed against `base-site/contrast.json`.\n"))
    }

    @Test func aMissingOrForeignBaselineIsOneLocatedError() throws {
        let project = try Self.reviewed()
        let missing = try CommandLineTests.run(["check", ".", "--baseline", "no-such-site", "--format", "github"], in: project.root)
        #expect(missing.status == 1)
        #expect(
            missing.output.hasPrefix(
                "::error file=no-such-site,line=1,col=1,title=specimen%3A baseline-unreadable::cannot read the contrast baseline%0A"
                    + "`--baseline` needs the `contrast.json` of an earlier build, or the folder of a built site that has one; no-such-site does not exist or is not readable."
            ))
        #expect(missing.output.components(separatedBy: "::error").count == 2)
        // The search index is JSON, but not a contrast.json: the error is at the document.
        let foreign = try CommandLineTests.run(["check", ".", "--baseline", "base-site/search-index.json", "--format", "github"], in: project.root)
        #expect(foreign.status == 1)
        #expect(
            foreign.output.hasPrefix(
                "::error file=base-site/search-index.json,line=1,col=1,title=specimen%3A baseline-format::base-site/search-index.json is not a Specimen `contrast.json`: the document has no `pairs` list"
            ))
        // A summary that cannot be written says why and what to do, and fails the step (not a usage error).
        let summary = try CommandLineTests.run(["check", ".", "--summary", "no-such-folder/summary.md"], in: project.root)
        #expect(summary.status == 1)
        #expect(summary.errors.hasPrefix("error: cannot write the summary to no-such-folder/summary.md\n  why: "))
        #expect(
            summary.errors.hasSuffix(
                "  fix: Check that its folder exists and is writable, or pass another --summary path.\n  see: specimen explain write-failed\n\n"))
        let badDrop = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--max-ratio-drop", "-1"], in: project.root)
        #expect(badDrop.status == 2)
    }

    @Test func aSharedBrandColourBreaksBothModesInOneAnnotation() throws {
        let project = try Self.reviewed()
        // The brand fill is the same in both themes: lightening it breaks the label on it twice.
        try Self.edit(
            project, "content/tokens/palette.tokens.json",
            [
                (
                    ##""600": { "$value": { "colorSpace": "srgb", "components": [0.145, 0.388, 0.922], "hex": "#2563eb" } }"##,
                    ##""600": { "$value": { "colorSpace": "srgb", "components": [0.235, 0.51, 0.965], "hex": "#3c82f6" } }"##
                )
            ])
        let (_, diagnostics) = try Self.compared(project)
        let regressions = diagnostics.filter { $0["code"] as? String == "contrast-regression" }
        #expect(regressions.count == 1)
        #expect(regressions.first?["line"] as? Int == 17)
        #expect(
            regressions.first?["message"] as? String
                == "`palette.blue.600` changed in light and dark mode, and 3 pairs that passed in the baseline now fail")
        #expect(
            regressions.first?["reason"] as? String == "`color.text.link` on `color.surface.page` in light: 3.67:1, was 5.17:1, needs 4.5:1; "
                + "`color.text.onBrand` on `color.brand.fill` in dark: 3.67:1, was 5.17:1, needs 4.5:1; "
                + "`color.text.onBrand` on `color.brand.fill` in light: 3.67:1, was 5.17:1, needs 4.5:1. Compared with base-site/contrast.json.")
        // Only the link's text colour changed; the labels' background did: the nearest colour offered is the link's.
        #expect(
            (regressions.first?["fix"] as? String)?.hasPrefix(
                "Keep `palette.blue.600` at a value that passes (for `color.text.link` in light mode, #") == true)
        #expect(!diagnostics.contains { $0["code"] as? String == "contrast-failure" })
    }

    @Test func whenTextAndBackgroundBothChangeThePairIsUnderEach() throws {
        let project = try Self.reviewed()
        try Self.edit(project, "content/tokens/palette.tokens.json", [Self.lighterGrey])
        try Self.edit(
            project, "content/tokens/light.tokens.json",
            [(#""sunken": { "$value": "{palette.gray.50}" }"#, #""sunken": { "$value": "{palette.gray.100}" }"#)])
        let (baseline, diagnostics) = try Self.compared(project)
        let failures = try #require(baseline["newFailures"] as? [[String: Any]])
        let both = try #require(failures.first { $0["background"] as? String == "color.surface.sunken" })
        #expect(
            (both["causes"] as? [[String: Any]])?.map { "\($0["token"]!) \($0["changed"]!)" } == [
                "palette.gray.500 color.text.muted", "color.surface.sunken color.surface.sunken",
            ])
        let messages = diagnostics.filter { $0["code"] as? String == "contrast-regression" }.map { "\($0["file"]!):\($0["line"]!) \($0["message"]!)" }
        #expect(
            messages == [
                "content/tokens/light.tokens.json:15 `color.surface.sunken` changed from #f9fafb to #f3f4f6 in light mode, and `color.text.muted` on `color.surface.sunken` no longer passes: 3.38:1, was 4.62:1; it needs 4.5:1 (AA)",
                "content/tokens/palette.tokens.json:10 `palette.gray.500` changed in light mode (`color.text.muted` went from #6b7280 to #7c8594), and 2 pairs that passed in the baseline now fail",
            ])
        let background = try #require(diagnostics.first { $0["file"] as? String == "content/tokens/light.tokens.json" })
        #expect(
            background["reason"] as? String
                == "`color.text.muted` on `color.surface.sunken` in light: 3.38:1, was 4.62:1, needs 4.5:1 (`palette.gray.500` changed too). Compared with base-site/contrast.json."
        )
        // A background's fix is never a text colour.
        #expect(
            background["fix"] as? String
                == "Keep `color.surface.sunken` at a value that passes, or change the text colour, or, if the change is intended, accept each pair with `allow-failure: \"why\"` in content/contrast.yml."
        )
    }

    @Test func aPairAcceptedForOneModeThatNowFailsInAnotherIsAnAdvisory() throws {
        // The base accepts muted on sunken at AAA: it fails in light (4.62:1) and passes in dark.
        let project = try Self.reviewed(base: [
            (
                "content/contrast.yml",
                [
                    (
                        "  - text: \"{color.text.muted}\"\n    background: \"{color.surface.sunken}\"\n    usage: body\n",
                        "  - text: \"{color.text.muted}\"\n    background: \"{color.surface.sunken}\"\n    usage: body\n    level: AAA\n    allow-failure: \"Hints only; light mode misses AAA.\"\n"
                    )
                ]
            )
        ])
        try Self.edit(
            project, "content/tokens/dark.tokens.json",
            [(#""muted": { "$value": "{palette.gray.300}" }"#, #""muted": { "$value": "{palette.gray.500}" }"#)])
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "github"], in: project.root)
        let lines = run.output.split(separator: "\n").map(String.init)
        // Muted on the page fails in dark (an error); on sunken its acceptance covers it (a warning that does not fail).
        #expect(
            lines.filter { $0.hasPrefix("::") }.map { String($0.prefix { $0 != "`" }) } == [
                "::error file=content/tokens/dark.tokens.json,line=6,col=7,title=specimen%3A contrast-regression::",
                "::warning file=content/tokens/dark.tokens.json,line=6,col=7,title=specimen%3A contrast-regression::",
            ])
        #expect(lines[1].contains("no longer passes: 3.03:1, was 9.95:1; it needs 7:1 (AAA), which its `allow-failure` accepts%0A"))
        #expect(lines[1].contains("or say in the pair's `allow-failure` reason that this mode fails too."))
    }

    @Test func aBaselineWithoutChainsBlamesTheEndOfTheChain() throws {
        let project = try Self.reviewed()
        // A contrast.json from before chains were written: the alias chain is taken as unchanged.
        let url = project.root.appending(path: "base-site/contrast.json")
        let old = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #""chain": \[[^\]]*\],\s*"#, with: "", options: .regularExpression)
        #expect(!old.contains("chain"))
        try Data(old.utf8).write(to: url)
        try Self.edit(
            project, "content/tokens/dark.tokens.json",
            [(#""body": { "$value": "{palette.gray.50}" }"#, #""body": { "$value": "{palette.gray.300}" }"#)])
        let (baseline, _) = try Self.compared(project)
        let drop = try #require((baseline["drops"] as? [[String: Any]])?.first)
        #expect((drop["causes"] as? [[String: Any]])?.first?["token"] as? String == "palette.gray.300")
    }

    @Test func aTokenThatBecameAnAliasIsItselfTheCause() throws {
        let project = try Self.reviewed(base: [
            ("content/tokens/light.tokens.json", [(##""link": { "$value": "{palette.blue.600}" }"##, ##""link": { "$value": "#2563eb" }"##)])
        ])
        try Self.edit(
            project, "content/tokens/light.tokens.json", [(##""link": { "$value": "#2563eb" }"##, ##""link": { "$value": "{palette.blue.300}" }"##)])
        let (baseline, _) = try Self.compared(project)
        let failure = try #require((baseline["newFailures"] as? [[String: Any]])?.first)
        #expect((failure["causes"] as? [[String: Any]])?.first?["token"] as? String == "color.text.link")
    }

    @Test func aPairThatFailedAndPassesNowIsFixed() throws {
        let sunken = (#""sunken": { "$value": "{palette.gray.50}" }"#, #""sunken": { "$value": "{palette.gray.100}" }"#)
        let project = try Self.reviewed(base: [("content/tokens/light.tokens.json", [sunken])])
        try Self.edit(project, "content/tokens/light.tokens.json", [(sunken.1, sunken.0)])
        let run = try CommandLineTests.run(["check", ".", "--baseline", "base-site", "--format", "json"], in: project.root)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let baseline = try #require(document["baseline"] as? [String: Any])
        let fixed = try #require(baseline["fixed"] as? [[String: Any]])
        #expect(fixed.map { "\($0["text"]!) on \($0["background"]!) \($0["mode"]!)" } == ["color.text.muted on color.surface.sunken light"])
        #expect((fixed.first?["before"] as? [String: Any])?["passes"] as? Bool == false)
        #expect(
            (document["summary"] as? [String: Any])?["text"] as? String == "Checked 4 pages in "
                + ((document["summary"] as? [String: Any])?["text"] as? String ?? "").dropFirst(19))
    }
}
