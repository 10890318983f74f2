import Foundation
import SpecimenDiagnostics
import SpecimenKit

/// Strong entity tags (`ETag`) for served bytes, and matching them against `If-None-Match`.
enum EntityTag {
    /// A quoted tag from a 64-bit FNV-1a hash of the bytes: cheap, and stable across restarts.
    static func of(_ bytes: some Sequence<UInt8>) -> String {
        let hex = String(FNV1a.hash(bytes), radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether an `If-None-Match` value (`*`, or a list of tags, weak or strong) matches `tag`.
    /// `If-None-Match` uses the weak comparison, so `W/"x"` matches `"x"`.
    static func matches(_ header: String, _ tag: String) -> Bool {
        for candidate in header.split(separator: ",") {
            var value = candidate.trimmingWhitespace()
            if value == "*" { return true }
            if value.hasPrefix("W/") { value.removeFirst(2) }
            if value == tag { return true }
        }
        return false
    }
}
