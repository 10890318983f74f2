import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Testing

/// Golden files under Tests/SpecimenKitTests/Snapshots/, compared character by character.
///
/// With `SPECIMEN_RECORD_SNAPSHOTS=1` the file is written and the test passes with a note;
/// otherwise a missing file, or the first line and column that differ, fail the test.
enum Snapshot {
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
            Issue.record(
                "No golden file Snapshots/\(path). Record it with SPECIMEN_RECORD_SNAPSHOTS=1 and review it.", sourceLocation: sourceLocation)
            return
        }
        if let report = difference(expected: String(decoding: data, as: UTF8.self), actual: text) {
            Issue.record(
                "Snapshots/\(path) differs at \(report)\nIf the change is intended, re-record with SPECIMEN_RECORD_SNAPSHOTS=1 and review the diff.",
                sourceLocation: sourceLocation)
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
