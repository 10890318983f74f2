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
            [file](guides/img/flow.svg) [folder](guides/) [top](#home) [config](.swift-format)

            ## Home
            """,
            "content/guides/errors.md": "## Retry\n",
            "content/guides/img/flow.svg": "<svg/>",
            "content/guides/wip.md": "---\ndraft: true\n---\nx\n",
            "content/guides/index.md": "Guides\n",
            "content/.swift-format": "{}",
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/index.md:4:30: warning: `guides/eror.md` points to a page that does not exist",
                "content/index.md:4:53: warning: `guides/errors.md#retyr` points to a heading that does not exist",
                "content/index.md:5:1: warning: `#nowhere` points to a heading that does not exist",
                "content/index.md:5:18: warning: `guides/wip.md` links to a draft page",
                "content/index.md:5:41: warning: `img/missing.png` points to an image that is not in content/",
                "content/index.md:5:65: warning: `../../README.md` climbs out of content/",
                "content/index.md:6:60: warning: `.swift-format` points to a hidden file, which is not published",
            ])
        #expect(report.diagnostics[0].fix == "Did you mean `guides/errors.md`? Check the file name and the `../` steps.")
        #expect(report.diagnostics[1].fix == "Did you mean `#retry`?")
        #expect(report.wroteOutput)
    }

    /// Pages written for GitHub mark sections with raw HTML; browsers follow links to those as to headings.
    @Test func rawHTMLIdsAndNamedAnchorsAreFragmentTargets() throws {
        let project = try TemporaryProject([
            "content/index.md": """
            [a](rfc.md#intro) [b](rfc.md#why) [c](rfc.md#quoted) [d](rfc.md#bare) [e](rfc.md#motivation)
            [f](rfc.md#commented) [g](rfc.md#not-a-link-name) [h](rfc.md#data) [i](rfc.md#later)
            """,
            "content/rfc.md": """
            # RFC 0042

            ## <a name="intro">Introduction</a>

            Text with <span id="why"></span> an inline target and <b ID='quoted'>one</b> quoted.

            <div class="note" id=bare data-id="data">
            <!-- <span id="commented"></span> -->
            <img name="not-a-link-name" src="x.png" alt="">
            </div>

            ## Motivation

            <p>
              <span
                id="later">on a later line</span>
            </p>
            """,
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/index.md:2:1: warning: `rfc.md#commented` points to a heading that does not exist",
                "content/index.md:2:23: warning: `rfc.md#not-a-link-name` points to a heading that does not exist",
                "content/index.md:2:51: warning: `rfc.md#data` points to a heading that does not exist",
            ])
        #expect(report.diagnostics[0].reason == "content/rfc.md has no heading, and no element in its HTML, with the id `commented`.")
    }

    /// One cause, one warning: a reference definition that leads nowhere, used on many lines (as SwiftNIO's index uses
    /// `[c]: ./NIOCore/Channel`), is one warning at its first use, naming the other lines.
    @Test func aBrokenDestinationIsOneWarningPerPage() throws {
        let project = try TemporaryProject([
            "content/index.md": """
            # Home

            A [channel][c] reads; a [channel][c] writes.

            Close the [channel][c], see [below](#belwo) and [again](#belwo), or [the page](gone.md).

            [c]: ./NIOCore/Channel
            """
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/index.md:3:3: warning: `./NIOCore/Channel` points to a page that does not exist",
                "content/index.md:5:29: warning: `#belwo` points to a heading that does not exist",
                "content/index.md:5:69: warning: `gone.md` points to a page that does not exist",
            ])
        #expect(report.diagnostics[0].reason?.hasSuffix(" The same occurs on 1 more line of this file: 5.") == true)
        #expect(report.diagnostics[1].reason?.contains("more line") == false)
    }

    /// GitHub takes a reader to a heading whatever the letter case of the link's fragment, and READMEs rely on it
    /// (`[Summary](#Summary)`); the theme's script does the same on the site, so only a fragment no id answers in
    /// any case is reported.
    @Test func fragmentsAnswerWhateverTheirLetterCase() throws {
        let project = try TemporaryProject([
            "content/index.md": """
            [a](#Summary) [b](rfc.md#Guide-level-explanation) [c](rfc.md#INTRO) [d](rfc.md#Motivations)

            ## Summary
            """,
            "content/rfc.md": """
            ## Guide-level explanation

            <a name="intro"></a>

            ## Motivation
            """,
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == ["content/index.md:1:69: warning: `rfc.md#Motivations` points to a heading that does not exist"])
        #expect(report.diagnostics.first?.fix == "Did you mean `#motivation`?")
    }

    /// The first element keeps the id, as in a browser; the later one is a warning, an error under `--strict`.
    @Test func anIdUsedByAHeadingAndByRawHTMLIsADuplicate() throws {
        let project = try TemporaryProject([
            "content/index.md": """
            ## Usage

            <span id="usage"></span> and <a name="notes"></a> <a name="notes"></a>

            ## Notes {#notes-section}

            ## <a name="intro"></a>Intro
            """
        ])
        let report = project.build()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/index.md:3:7: warning: the id `usage` is already used on line 1",
                "content/index.md:3:54: warning: the id `notes` is already used on line 3",
            ])
        #expect(
            report.diagnostics[0].reason == "Ids must be unique on a page; a link to `#usage` reaches only the first of the two, as in a browser.")
        #expect(report.diagnostics[0].fix == "Give this element another id, or the heading another `{#id}`.")
        #expect(report.wroteOutput)
        let strict = project.build { $0.strict = true }
        #expect(
            strict.diagnostics.map(\.description) == [
                "content/index.md:3:7: error: the id `usage` is already used on line 1",
                "content/index.md:3:54: error: the id `notes` is already used on line 3",
            ])
        #expect(!strict.wroteOutput)
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
