import Testing
@testable import SpecimenKit

@Suite struct LinkCheckerTests {
    @Test func everyKindOfBrokenLinkIsLocated() throws {
        let project = try TemporaryProject([
            "content/index.md": """
            ---
            title: Home
            ---
            [ok](guides/errors.md#retry) [page](guides/eror.md) [fragment](guides/errors.md#retyr)
            [self](#nowhere) [draft](guides/wip.md) ![img](img/missing.png) [out](../../README.md)
            [file](guides/img/flow.svg) [folder](guides/) [top](#home)

            ## Home
            """,
            "content/guides/errors.md": "## Retry\n",
            "content/guides/img/flow.svg": "<svg/>",
            "content/guides/wip.md": "---\ndraft: true\n---\nx\n",
            "content/guides/index.md": "Guides\n",
        ])
        let report = project.build()
        #expect(report.diagnostics.map(\.description) == [
            "content/index.md:4:30: warning: `guides/eror.md` points to a page that does not exist",
            "content/index.md:4:53: warning: `guides/errors.md#retyr` points to a heading that does not exist",
            "content/index.md:5:1: warning: `#nowhere` points to a heading that does not exist",
            "content/index.md:5:18: warning: `guides/wip.md` links to a draft page",
            "content/index.md:5:41: warning: `img/missing.png` points to an image that is not in content/",
            "content/index.md:5:65: warning: `../../README.md` climbs out of content/",
        ])
        #expect(report.diagnostics[0].fix == "Did you mean `guides/errors.md`? Check the file name and the `../` steps.")
        #expect(report.diagnostics[1].fix == "Did you mean `#retry`?")
        #expect(report.wroteOutput)
    }

    @Test func strictTurnsBrokenLinksIntoErrorsAndKeepsTheOldSite() throws {
        let project = try TemporaryProject(["content/index.md": "[x](missing.md)\n"])
        let report = project.build { $0.strict = true }
        #expect(report.diagnostics.map(\.severity) == [.error])
        #expect(!report.wroteOutput)
    }

    @Test func aSiteWithoutIndexGetsAGeneratedHome() throws {
        let project = try TemporaryProject(["content/a.md": "---\ntitle: Alpha\ndescription: First.\n---\nA\n", "content/sub/b.md": "# Beta\n"])
        let report = project.build()
        #expect(report.diagnostics.isEmpty)
        let home = try project.read("public/index.html")
        #expect(home.contains("<li><a href=\"/a/\">Alpha</a>: First.</li>"))
        #expect(home.contains("<li><a href=\"/sub/b/\">Beta</a></li>"))
    }
}
