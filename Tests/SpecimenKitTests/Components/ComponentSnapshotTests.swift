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
        Snapshot.assertMatches(markup + "\n", named: "components/\(name).html")
    }

    @Test func everyComponentHasAGoldenFile() throws {
        let folder = Snapshot.folder.appending(path: "components")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let stale = Set(files.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(".html".count)) }).subtracting(Self.names)
        #expect(stale.isEmpty, "golden files for components that no longer exist: \(stale.sorted())")
    }

    // The recorder's comparison, on texts small enough to read.

    @Test func differenceNamesLineAndColumn() {
        let report = Snapshot.difference(
            expected: "<p>\n  <b style=\"gap: var(--spacing-md)\">x</b>\n</p>\n",
            actual: "<p>\n  <b style=\"gap: var(--spacing-lg)\">x</b>\n</p>\n")
        #expect(
            report == """
                line 2, column 32:
                  expected:   <b style="gap: var(--spacing-md)">x</b>
                  actual:     <b style="gap: var(--spacing-lg)">x</b>
                """)
    }

    @Test func differenceInALongLineShowsAWindow() {
        let prefix = String(repeating: "a", count: 200)
        let report = Snapshot.difference(expected: prefix + "XYZ" + prefix, actual: prefix + "XQZ" + prefix)
        #expect(report?.hasPrefix("line 1, column 202:\n  expected: …" + String(repeating: "a", count: 39) + "XYZ") == true)
        #expect(Snapshot.difference(expected: "same\n", actual: "same\n") == nil)
        #expect(Snapshot.difference(expected: "one", actual: "one\ntwo") == "line 2, column 1:\n  expected: (end of file)\n  actual:   two")
    }
}
