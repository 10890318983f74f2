import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// `methods:` in contrast.yml: APCA beside WCAG 2 or instead of it, in the results, the failures, contrast.json
/// and the page.
@Suite struct APCAPairTests {
    func build(_ yaml: String) throws -> (TemporaryProject, BuildReport) {
        let project = try TemporaryProject([
            "content/index.md": "Home\n",
            "content/tokens/base.tokens.json": ContrastCheckTests.tokens,
            "content/contrast.yml": yaml,
        ])
        return (project, project.build { $0.writeOutput = true })
    }

    func failures(_ report: BuildReport) -> [String] {
        report.diagnostics.filter { $0.code == .contrastFailure }.map { "\($0.location?.line ?? 0): \($0.message)" }
    }

    @Test func apcaAsWellFailsWhatEitherFails() throws {
        let (project, report) = try build(
            """
            methods: [wcag2, apca]
            pairs:
              - text: "{color.ink}"
                background: "{color.white}"
              - text: "{color.passGrey}"
                background: "{color.white}"
              - text: "{color.passGrey}"
                background: "{color.white}"
                usage: large
            """)
        // Black on white passes both; #767676 passes WCAG's 4.5:1 but not APCA's Lc 90 for 16px body text; as large
        // text (24px, about Lc 59.4) it passes both.
        let failure = try #require(report.diagnostics.first { $0.code == .contrastFailure })
        #expect(failures(report) == ["5: `color.passGrey` on `color.white` is Lc 71.6 in default mode; body text needs Lc 90.0 under APCA"])
        #expect(
            failure.reason
                == "#767676 on #ffffff: APCA-W3 0.1.9 asks Lc 90.0 of 16px text at weight 400, by its lookup table, and content/contrast.yml asks for APCA. It passes WCAG 2 (4.54:1)."
        )
        let json = try #require(
            (try JSONSerialization.jsonObject(with: Data(project.read("public/contrast.json").utf8)) as? [String: Any])?["pairs"] as? [[String: Any]])
        let apca = json.compactMap { $0["apca"] as? [String: Any] }
        #expect(apca.count == 3)
        #expect(apca.map { $0["passes"] as? Bool } == [false, true, true])
        let page = try project.read("public/contrast/index.html")
        #expect(page.contains("APCA Lc 71.6<span aria-hidden=\"true\"> ✗</span><span class=\"sr-only\"> fails (needs Lc 90.0)</span>"))
        #expect(page.contains("asks for APCA as well"))
    }

    @Test func apcaInsteadLeavesWCAGOut() throws {
        let (project, report) = try build(
            """
            methods: apca
            pairs:
              - text: "{color.failGrey}"
                background: "{color.white}"
                usage: large
            """)
        // #777777 fails WCAG's 4.5:1 as body text but is large text here: 4.48:1 passes 3:1, and APCA alone is asked.
        #expect(failures(report).isEmpty)
        let json = try project.read("public/contrast.json")
        #expect(json.contains("\"apca\": {"))
        let page = try project.read("public/contrast/index.html")
        #expect(page.contains("asks for APCA instead") && !page.contains("<span class=\"contrast-level is-pass is-required\">AA<"))
        // An unknown method is said where it is written, and the pairs are checked by WCAG 2.
        let (_, typo) = try build("methods: apac\npairs:\n  - text: \"{color.ink}\"\n    background: \"{color.white}\"\n")
        #expect(typo.diagnostics.map(\.message).contains("unknown contrast method `apac`"))
        #expect(typo.diagnostics.first { $0.message == "unknown contrast method `apac`" }?.fix == "Did you mean `apca`?")
    }

    /// A pair with a text style is judged by its size and weight, as APCA's lookup table gives them.
    @Test func aTextStyleIsJudgedByItsSizeAndWeight() throws {
        let (project, report) = try build(
            """
            methods: apca
            pairs:
              - text: "{color.passGrey}"
                background: "{color.white}"
                text-style: "{type.hero}"
              - text: "{color.ink}"
                background: "{color.white}"
                text-style: "{type.caption}"
            """)
        // 24px at 400 (1.5rem) needs about Lc 59.4, which #767676 (Lc 71.6) has; 11px at 400 needs Lc 120, more than
        // black on white (Lc 106) reaches.
        #expect(failures(report) == ["6: `color.ink` on `color.white` is Lc 106.0 in default mode; body text needs Lc 120.0 under APCA"])
        let failure = try #require(report.diagnostics.first { $0.code == .contrastFailure })
        #expect(failure.reason?.contains("of 11px text at weight 400 (its text style), by its lookup table") == true, "\(failure.reason ?? "")")
        let json = try project.read("public/contrast.json")
        // The exact boundary of the table, to the bit (see APCA.minimumLc), shown as Lc 120.0.
        #expect(json.contains("\"required\": 119.99999999999999"))
    }
}
