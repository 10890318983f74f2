import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// `specimen fix-encoding`: repairs mis-decoded text in place, keeping the original as `FILE.bak`. A file that is
/// not UTF-8 at all is converted first, its other bytes read as Windows-1252, as a build reads them.
///
/// It changes nothing it cannot undo: every change is text whose UTF-8 bytes, read in the charset named, give back
/// exactly what stands in the file, and the repaired file holds no damage of its own. `plan` says what would change
/// (the command prints it before writing); `apply` writes the repair and the backup.
public enum EncodingRepair {
    /// One place the repair changes.
    public struct Change: Equatable, Sendable {
        /// 1-based line and character column in the file as read.
        public var line: Int
        public var column: Int
        /// What stands there, and what it becomes.
        public var found: String
        public var intended: String
        /// Why: `UTF-8 read as Mac Roman`, `a Windows-1252 byte`.
        public var why: String
    }

    /// What `apply` would write, with each change, for a file that needs repair.
    public struct Plan: Sendable {
        public var changes: [Change]
        /// The file's bytes as they are, kept as the backup.
        var original: Data
        /// The repaired text.
        var repaired: String
    }

    /// What repairing `file` would change; `nil` when nothing needs repair.
    public static func plan(file: URL, displayPath: String) throws(DiagnosticError) -> Plan? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder)
            let (why, fix) =
                !exists
                ? ("There is no file at that path.", "Check the path; it is relative to the folder you run specimen in.")
                : isFolder.boolValue
                    ? ("It is a folder; fix-encoding repairs one file at a time.", "Name a file in it, such as \(displayPath)/index.md.")
                    : ("It exists but cannot be opened for reading.", "Check its permissions with `ls -l \(displayPath)`.")
            throw DiagnosticError([.error(.unreadableFile, at: nil, "\(displayPath) cannot be read", reason: why, fix: fix)])
        }
        if UTF8Validation.firstInvalidByte(in: data) != nil, UTF8Validation.binaryByte(in: data) != nil {
            throw DiagnosticError([
                .error(
                    .notText, at: SourceLocation(file: displayPath, line: 1, column: 1), "the file is not text, so fix-encoding leaves it as it is",
                    reason: "It holds control characters no text file holds; it is most likely an image or another binary file.",
                    fix: "Rename it to what it is, or replace it with the Markdown it was meant to be.")
            ])
        }
        let (text, converted) = UTF8Validation.decodingInvalidBytesAsWindows1252(data)
        let findings = Mojibake.findings(in: text)
        guard !converted.isEmpty || !findings.isEmpty else { return nil }
        var changes = convertedChanges(data, offsets: converted)
        changes += findings.map {
            Change(line: $0.line, column: $0.column, found: $0.found, intended: $0.intended, why: "UTF-8 read as \($0.charset)")
        }
        changes.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        let repaired = Mojibake.repaired(text)
        // Refused unless every change undoes exactly, and the result needs no repair of its own.
        let unsure = findings.filter { !Mojibake.roundTrips($0) }
        if let first = unsure.first ?? (Mojibake.findings(in: repaired).isEmpty ? nil : findings.first) {
            throw DiagnosticError([
                .error(
                    .misDecodedText, at: SourceLocation(file: displayPath, line: first.line, column: first.column),
                    "fix-encoding will not change `\(first.found)`",
                    reason:
                        "Its repair to `\(first.intended)` cannot be undone exactly, so it might not be what the text once was; nothing was written.",
                    fix: "Correct the line by hand in an editor that shows it as UTF-8, then run fix-encoding again for the rest.")
            ])
        }
        return Plan(changes: changes, original: data, repaired: repaired)
    }

    /// Writes `plan`'s repair over `file`, keeping the original as `FILE.bak`, which is never overwritten.
    public static func apply(_ plan: Plan, to file: URL, displayPath: String) throws(DiagnosticError) {
        try checkNoBackup(of: file, displayPath: displayPath)
        do {
            try plan.original.write(to: file.appendingPathExtension("bak"))
            try Data(plan.repaired.utf8).write(to: file, options: .atomic)
        } catch {
            throw DiagnosticError([
                .error(
                    .writeFailed, at: nil, "\(displayPath) could not be written", reason: error.localizedDescription,
                    fix: "Check that the file and its folder are writable.")
            ])
        }
    }

    /// Fails when `file` already has a backup, which a repair would overwrite.
    public static func checkNoBackup(of file: URL, displayPath: String) throws(DiagnosticError) {
        guard !FileManager.default.fileExists(atPath: file.appendingPathExtension("bak").path) else {
            throw DiagnosticError([
                .error(
                    .backupExists, at: nil, "\(displayPath).bak already exists",
                    reason: "fix-encoding keeps the original as FILE.bak and never overwrites an earlier backup.",
                    fix: "Move or delete \(displayPath).bak, then run fix-encoding again."
                )
            ])
        }
    }

    /// The bytes that are not UTF-8, each a change to the Windows-1252 character it is, at its line and column.
    private static func convertedChanges(_ data: Data, offsets: [Int]) -> [Change] {
        let bytes = [UInt8](data)
        var changes: [Change] = []
        var line = 1
        var lineStart = 0
        var counted = 0
        for offset in offsets {
            for index in counted..<offset where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            counted = offset
            let before = UTF8Validation.decodingInvalidBytesAsWindows1252(Data(bytes[lineStart..<offset])).text
            let character = UTF8Validation.decodingInvalidBytesAsWindows1252(Data([bytes[offset]])).text
            changes.append(
                Change(
                    line: line, column: before.count + 1, found: "byte 0x" + String(bytes[offset], radix: 16, uppercase: true),
                    intended: character, why: "a Windows-1252 byte"))
        }
        return changes
    }
}
