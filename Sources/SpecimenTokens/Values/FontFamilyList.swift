import Foundation

/// Writes font family lists as CSS, quoting names only where CSS needs it.
package enum FontFamilyList {
    /// `-apple-system, "SF Pro Text", sans-serif`.
    package static func cssText(_ names: [String]) -> String {
        names.map(cssName).joined(separator: ", ")
    }

    /// A name as CSS reads it: generic families and single identifiers bare, anything else quoted.
    package static func cssName(_ name: String) -> String {
        if isIdentifier(name) { return name }
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }

    /// Whether `name` is one CSS identifier (`Roboto`, `-apple-system`), which needs no quotes.
    private static func isIdentifier(_ name: String) -> Bool {
        var characters = Substring(name)
        if characters.first == "-" { characters = characters.dropFirst() }
        guard let first = characters.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return characters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
