import Foundation
import Testing
@testable import SpecimenKit

/// Golden HTML of every component: its first gallery example, as a guide's block renders it.
///
/// Both modes share one markup (each preview is the same HTML under `data-theme="light"` or
/// `"dark"`), so each golden file holds the light and the dark preview, the Code tab and the
/// Tokens tab. Re-record with `SPECIMEN_RECORD_SNAPSHOTS=1 swift test --filter ComponentSnapshotTests`
/// and review the diff of Snapshots/components/.
@Suite struct ComponentSnapshotTests {
    static let names: [String] = (try? ComponentFixture().library.names) ?? []

    @Test(arguments: names)
    func firstExampleInBothModes(_ name: String) throws {
        let fixture = try ComponentFixture()
        let manifest = try #require(fixture.library.manifests[name])
        let example = try #require(manifest.examples.first, "`\(name)` has no gallery example")
        let (html, diagnostics) = fixture.example(name, yaml: example.yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let markup = try #require(html)
        #expect(markup.contains(#"<div class="component-preview" data-theme="light">"#))
        #expect(markup.contains(#"<div class="component-preview" data-theme="dark">"#))
        ComponentSnapshot.assertMatches(markup + "\n", named: "components/\(name).html")
    }

    @Test func everyComponentHasAGoldenFile() throws {
        let folder = ComponentSnapshot.folder.appending(path: "components")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = Set(files.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(".html".count)) }).subtracting(Self.names)
        #expect(stale.isEmpty, "golden files for components that no longer exist: \(stale.sorted())")
    }

    // The recorder's comparison, on texts small enough to read.

    @Test func differenceNamesLineAndColumn() {
        let report = ComponentSnapshot.difference(expected: "<p>\n  <b style=\"gap: var(--spacing-md)\">x</b>\n</p>\n",
                                                  actual: "<p>\n  <b style=\"gap: var(--spacing-lg)\">x</b>\n</p>\n")
        #expect(report == """
            line 2, column 32:
              expected:   <b style="gap: var(--spacing-md)">x</b>
              actual:     <b style="gap: var(--spacing-lg)">x</b>
            """)
    }

    @Test func differenceInALongLineShowsAWindow() {
        let prefix = String(repeating: "a", count: 200)
        let report = ComponentSnapshot.difference(expected: prefix + "XYZ" + prefix, actual: prefix + "XQZ" + prefix)
        #expect(report?.hasPrefix("line 1, column 202:\n  expected: …" + String(repeating: "a", count: 39) + "XYZ") == true)
        #expect(ComponentSnapshot.difference(expected: "same\n", actual: "same\n") == nil)
        #expect(ComponentSnapshot.difference(expected: "one", actual: "one\ntwo") == "line 2, column 1:\n  expected: (end of file)\n  actual:   two")
    }
}

/// Golden files under Tests/SpecimenKitTests/Snapshots/, compared character by character.
///
/// With `SPECIMEN_RECORD_SNAPSHOTS=1` the file is written and the test passes with a note;
/// otherwise a missing file, or the first line and column that differ, fail the test.
enum ComponentSnapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Snapshots")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SPECIMEN_RECORD_SNAPSHOTS"] == "1" }

    static func assertMatches(_ text: String, named path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = folder.appending(path: path)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let previous = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
                try Data(text.utf8).write(to: url)
                print("note: \(previous == text ? "kept" : "recorded") Snapshots/\(path); review it before committing.")
            } catch {
                Issue.record("Could not record Snapshots/\(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("No golden file Snapshots/\(path). Record it with SPECIMEN_RECORD_SNAPSHOTS=1 and review it.", sourceLocation: sourceLocation)
            return
        }
        if let report = difference(expected: String(decoding: data, as: UTF8.self), actual: text) {
            Issue.record("Snapshots/\(path) differs at \(report)\nIf the change is intended, re-record with SPECIMEN_RECORD_SNAPSHOTS=1 and review the diff.", sourceLocation: sourceLocation)
        }
    }

    /// The first differing line and column, with up to 40 characters of context either side; `nil` when equal.
    static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
        guard line < want.count, line < got.count else {
            let wantText = line < want.count ? String(want[line]) : "(end of file)"
            let gotText = line < got.count ? String(got[line]) : "(end of output)"
            return "line \(line + 1), column 1:\n  expected: \(wantText)\n  actual:   \(gotText)"
        }
        let a = Array(want[line]), b = Array(got[line])
        let column = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func window(_ characters: [Character]) -> String {
            let start = max(0, column - 40), end = min(characters.count, column + 40)
            return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        }
        return "line \(line + 1), column \(column + 1):\n  expected: \(window(a))\n  actual:   \(window(b))"
    }
}
