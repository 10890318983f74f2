import Foundation
import Testing

/// Golden files under Tests/SpecimenKitTests/Snapshots/, re-recorded with `SPECIMEN_RECORD_SNAPSHOTS=1`.
///
/// A recorded file is reviewed in the diff like any other change; the test never
/// records on its own, so a missing or changed file fails with the first differing line.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Snapshots")

    /// Compares `text` with the golden file at `path` (inside Snapshots/).
    static func assertMatches(_ text: String, named path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appending(path: path)
        if ProcessInfo.processInfo.environment["SPECIMEN_RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("No snapshot at Snapshots/\(path); record it with SPECIMEN_RECORD_SNAPSHOTS=1 and review it.", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != text else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        let want = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
        let got = line < actualLines.count ? String(actualLines[line]) : "(end of output)"
        Issue.record("Snapshots/\(path) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)", sourceLocation: sourceLocation)
    }
}
