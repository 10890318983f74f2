import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// `specimen fix-encoding`: repairs mis-decoded text in place, keeping the original as `FILE.bak`. A file that is
/// not UTF-8 at all is converted first, its other bytes read as Windows-1252, as a build reads them.
public enum EncodingRepair {
    /// Repairs `file` and returns how many places changed (0 leaves the file untouched and writes no backup).
    public static func repair(file: URL, displayPath: String) throws(DiagnosticError) -> Int {
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
        let (text, converted) = UTF8Validation.decodingInvalidBytesAsWindows1252(data)
        let count = converted.count + Mojibake.findings(in: text).count
        guard count > 0 else { return 0 }
        let backup = file.appendingPathExtension("bak")
        guard !FileManager.default.fileExists(atPath: backup.path) else {
            throw DiagnosticError([
                .error(
                    .backupExists, at: nil, "\(displayPath).bak already exists",
                    reason: "fix-encoding keeps the original as FILE.bak and never overwrites an earlier backup.",
                    fix: "Move or delete \(displayPath).bak, then run fix-encoding again."
                )
            ])
        }
        do {
            try data.write(to: backup)
            try Data(Mojibake.repaired(text).utf8).write(to: file, options: .atomic)
        } catch {
            throw DiagnosticError([
                .error(
                    .writeFailed, at: nil, "\(displayPath) could not be written", reason: error.localizedDescription,
                    fix: "Check that the file and its folder are writable.")
            ])
        }
        return count
    }
}
