import Foundation
import SpecimenTokens

/// `specimen fix-encoding`: repairs mis-decoded text in place, keeping the original as `FILE.bak`. A file that is
/// not UTF-8 at all is converted first, its other bytes read as Windows-1252, as a build reads them.
public enum EncodingRepair {
    /// Repairs `file` and returns how many places changed (0 leaves the file untouched and writes no backup).
    public static func repair(file: URL, displayPath: String) throws(DiagnosticError) -> Int {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw DiagnosticError([.error(.unreadableFile, at: nil, "\(displayPath) cannot be read", reason: "It does not exist or is not readable.", fix: "Check the path.")])
        }
        let (text, converted) = UTF8Validation.decodingInvalidBytesAsWindows1252(data)
        let count = converted.count + Mojibake.findings(in: text).count
        guard count > 0 else { return 0 }
        let backup = file.appendingPathExtension("bak")
        guard !FileManager.default.fileExists(atPath: backup.path) else {
            throw DiagnosticError([.error(
                .backupExists, at: nil, "\(displayPath).bak already exists",
                reason: "fix-encoding keeps the original as FILE.bak and never overwrites an earlier backup.",
                fix: "Move or delete \(displayPath).bak, then run fix-encoding again."
            )])
        }
        do {
            try data.write(to: backup)
            try Data(Mojibake.repaired(text).utf8).write(to: file, options: .atomic)
        } catch {
            throw DiagnosticError([.error(.writeFailed, at: nil, "\(displayPath) could not be written", reason: error.localizedDescription, fix: "Check that the file and its folder are writable.")])
        }
        return count
    }
}
