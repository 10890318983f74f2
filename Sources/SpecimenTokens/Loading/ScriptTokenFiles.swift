import Foundation
import SpecimenDiagnostics

/// Token files in JavaScript or TypeScript (a Style Dictionary project's `tokens/spacing.js`), which Specimen does not
/// run. Their tokens cannot be counted, but what needs them can: the aliases of the JSON files that name a token only
/// these files define are one warning, at the first of them, instead of one "names no token" per alias.
struct ScriptTokenFiles {
    /// The files, as diagnostics name them (`content/tokens/base/spacing.js`), sorted.
    let files: [String]
    /// Every name the files write before a `:` (`spacing`, `150`, `'brand-blue'`), which is where their tokens' names are.
    private let names: Set<String>

    /// The script files of `folder` at `relative` paths (found with its token files, see `TokenFileNames`).
    init(folder: URL, relative: [String], displayPrefix: String) {
        files = relative.map { DisplayPath.join(displayPrefix, $0) }
        var names = Set<String>()
        for path in relative {
            guard let text = try? String(contentsOf: folder.appending(path: path), encoding: .utf8) else { continue }
            names.formUnion(Self.keys(in: text))
        }
        self.names = names
    }

    /// The names written before a `:` in JavaScript: identifiers, numbers and quoted strings.
    static func keys(in text: String) -> Set<String> {
        var keys = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        let isNameScalar = { (s: Unicode.Scalar) in s.properties.isAlphabetic || ("0"..."9").contains(s) || "_$-".unicodeScalars.contains(s) }
        while index < scalars.count {
            var name = ""
            if scalars[index] == "'" || scalars[index] == "\"" {
                let quote = scalars[index]
                var end = index + 1
                while end < scalars.count, scalars[end] != quote, scalars[end] != "\n" { end += 1 }
                name = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)]))
                index = end + 1
            } else if isNameScalar(scalars[index]) {
                var end = index
                while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
                name = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
            } else {
                index += 1
                continue
            }
            var next = index
            while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
            if next < scalars.count, scalars[next] == ":", !name.isEmpty { keys.insert(name) }
        }
        return keys
    }

    /// Whether `target` (an alias's path) names a token these files may define: each of its names is written in one of
    /// them (Style Dictionary's trailing `.value` aside).
    func mayDefine(_ target: String) -> Bool {
        var parts = target.split(separator: ".").map(String.init)
        if parts.count > 1, parts.last == "value" { parts.removeLast() }
        return !parts.isEmpty && parts.allSatisfy(names.contains)
    }

    /// The alias diagnostics that only these files could answer, taken out of `diagnostics`; the others stay.
    func folding(_ diagnostics: [Diagnostic]) -> (kept: [Diagnostic], folded: [Diagnostic]) {
        var kept: [Diagnostic] = []
        var folded: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.code == .aliasDangling, let target = Self.target(of: diagnostic), mayDefine(target) {
                folded.append(diagnostic)
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, folded)
    }

    /// `spacing.150.value` of "alias `{spacing.150.value}` does not match any token".
    private static func target(of diagnostic: Diagnostic) -> String? {
        guard let quoted = diagnostic.message.split(separator: "`").dropFirst().first, quoted.hasPrefix("{"), quoted.hasSuffix("}") else {
            return nil
        }
        return String(quoted.dropFirst().dropLast())
    }

    /// Where the warning about the files is: the first of them.
    var location: SourceLocation { SourceLocation(file: files[0], line: 1, column: 1) }

    /// The one warning for the files: which they are, the tokens left out for want of them (`needing`, from the first),
    /// and what to do.
    func warning(needing tokens: [String]) -> Diagnostic {
        let shownFiles = Diagnostic.shortList(files.map { "`\($0)`" }, first: 4)
        let shownTokens = Diagnostic.shortList(tokens.map { "`\($0)`" }, first: 3)
        let needing =
            tokens.isEmpty
            ? "No token of the JSON files aliases one of theirs; their own tokens are not on the site."
            : "\(tokens.count) token\(tokens.count == 1 ? " aliases" : "s alias") tokens that only these files define, so \(tokens.count == 1 ? "it is" : "they are") left out too: \(shownTokens)."
        return .warning(
            .tokenFileScript, at: location,
            "\(files.count == 1 ? "a token file is" : "\(files.count) token files are") JavaScript, which Specimen does not run: \(shownFiles)",
            reason: "Specimen reads token files as JSON and runs no code. " + needing,
            fix:
                "Build the JavaScript into JSON first (a Style Dictionary platform with the `json/nested` format) and keep that output in the tokens folder, or convert these files to JSON."
        )
    }
}
