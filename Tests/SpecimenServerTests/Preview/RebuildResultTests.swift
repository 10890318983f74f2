import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenServer
@testable import SpecimenTokens

@Suite("Rebuild lines")
struct RebuildResultTests {
    private func result(_ changes: ChangeSet, diagnostics: [Diagnostic] = [], pages: Int = 15) -> RebuildResult {
        let report = BuildReport(
            diagnostics: diagnostics, pageCount: pages, fileCount: 20,
            outputDirectory: URL(fileURLWithPath: "/tmp/out"), wroteOutput: diagnostics.isEmpty, duration: .milliseconds(42)
        )
        return RebuildResult(changes: changes, scope: .everything, report: report, duration: .milliseconds(42))
    }

    @Test func aRebuildSaysWhatChangedWhatWasRebuiltAndHowLong() {
        let line = result(ChangeSet([("content/patterns/callouts.md", .modified)])).terminalLine
        #expect(line == "content/patterns/callouts.md changed → rebuilt 15 pages in 42 ms")
    }

    @Test func anIncrementalRebuildSaysHowMuchOfTheSiteItLaidOut() {
        var partial = result(ChangeSet([("content/patterns/callouts.md", .modified)]))
        partial.report.rebuiltPageCount = 1
        #expect(partial.terminalLine == "content/patterns/callouts.md changed → rebuilt 1 of 15 pages in 42 ms")
    }

    @Test func aFailedRebuildSaysTheLastGoodSiteIsStillServed() {
        let error = Diagnostic.error(.frontMatterYAML, at: SourceLocation(file: "content/a.md", line: 2, column: 8), "front matter is not valid YAML")
        let line = result(ChangeSet([("content/a.md", .modified)]), diagnostics: [error]).terminalLine
        #expect(line == "content/a.md changed → build failed (1 error), still serving the last good site")
    }

    /// `specimen serve --verbose`: each rebuild's line, then how long each of its stages took; without it, the line alone.
    @Test func verboseFollowsTheLineWithTheStages() {
        var timed = result(ChangeSet([("content/tokens/base.tokens.json", .modified)]))
        timed.report.stages = [("read the tokens", .microseconds(31_250)), ("render the design pages", .milliseconds(4))]
        for verbose in [false, true] {
            let lines = Locked<[String]>([])
            let terminal = PreviewTerminal(write: { line in lines.withLock { $0.append(line) } }, root: URL(fileURLWithPath: "/"), verbose: verbose)
            terminal.report(timed)
            let expected =
                ["content/tokens/base.tokens.json changed → rebuilt 15 pages in 42 ms"]
                + (verbose ? ["     31.2 ms  read the tokens", "      4.0 ms  render the design pages"] : [])
            #expect(lines.withLock { $0 } == expected)
        }
    }

    @Test func theFirstBuildAndWarnings() {
        let warning = Diagnostic.warning(.brokenLink, at: nil, "something")
        #expect(result(ChangeSet(), pages: 1).terminalLine == "built 1 page in 42 ms")
        #expect(
            result(ChangeSet([("theme/a.css", .added)]), diagnostics: [warning]).terminalLine
                == "theme/a.css added → rebuilt 15 pages in 42 ms (1 warning)")
    }
}
