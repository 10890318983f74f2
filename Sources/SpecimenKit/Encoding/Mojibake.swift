import SpecimenDiagnostics
import SpecimenTokens

/// Finds and repairs text whose UTF-8 bytes were once decoded with the wrong charset.
///
/// `✅` is E2 9C 85 in UTF-8; read as Mac Roman those bytes are `‚úÖ`, and saved
/// again as UTF-8 the damage sticks. A run of characters that all come from the high
/// half of Mac Roman or Windows-1252, and whose bytes in that charset form valid
/// multi-byte UTF-8, is almost never intended, while a lone `é` or `—` never matches.
public enum Mojibake {
    /// One mis-decoded run of text in a line.
    public struct Finding: Hashable, Sendable {
        /// 1-based line.
        public var line: Int
        /// 1-based character column.
        public var column: Int
        /// The text as it stands, e.g. `‚úÖ`.
        public var found: String
        /// The text it most likely was, e.g. `✅`.
        public var intended: String
        /// The charset the bytes were wrongly read as.
        public var charset: String
    }

    /// Mac OS Roman, bytes 0x80...0xFF.
    static let macRoman = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
            .unicodeScalars)
    /// Windows-1252, bytes 0x80...0x9F (0xA0...0xFF are Latin-1); undefined bytes map to their C1 control.
    static let windows1252High = Array("€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8D}Ž\u{8F}\u{90}‘’“”•–—˜™š›œ\u{9D}žŸ".unicodeScalars)

    private static let charsets: [(name: String, bytes: [Unicode.Scalar: UInt8])] = [
        ("Mac Roman", Dictionary(uniqueKeysWithValues: macRoman.enumerated().map { ($1, UInt8(0x80 + $0)) })),
        (
            "Windows-1252",
            Dictionary(
                uniqueKeysWithValues: windows1252High.enumerated().map { ($1, UInt8(0x80 + $0)) }
                    + (0xA0...0xFF).map { (Unicode.Scalar(UInt8($0)), UInt8($0)) }
            )
        ),
    ]

    /// Every mis-decoded run in `text`. A run whose intended text the same file also writes correctly is not
    /// damage but a page showing it (`‚✅` for `✅`): a file saved once in the wrong charset has every one damaged.
    public static func findings(in text: String) -> [Finding] {
        let found = allFindings(in: text)
        guard !found.isEmpty else { return [] }
        var shown: [String: Bool] = [:]
        return found.filter { finding in
            if let known = shown[finding.intended] { return !known }
            let written = text.contains(finding.intended)
            shown[finding.intended] = written
            return !written
        }
    }

    private static func allFindings(in text: String) -> [Finding] {
        var text = text
        // Lines are found in the UTF-8 bytes: most are plain ASCII and never become Characters.
        return text.withUTF8 { bytes in
            guard let raw = UnsafeRawPointer(bytes.baseAddress) else { return [] }
            var results: [Finding] = []
            // Line numbers are counted (up to `counted`) only for the lines that are read.
            var lineNumber = 1
            var counted = 0
            var index = 0
            // Damage is two non-ASCII scalars side by side (see `mayBeDamaged`): in UTF-8, the
            // last byte of one (a continuation byte) right before the lead byte of the next. Only
            // a line with such a pair is decoded; prose with a dash or a quote here and there is not.
            while index + 1 < bytes.count {
                // Eight ASCII bytes hold no byte of a pair: skipped at once.
                if index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                guard bytes[index] & 0xC0 == 0x80, bytes[index + 1] >= 0xC2 else {
                    index += 1
                    continue
                }
                var start = index
                while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                for position in counted..<start where bytes[position] == UInt8(ascii: "\n") { lineNumber += 1 }
                counted = start
                let line = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                if mayBeDamaged(line) { results += findings(inLine: line, number: lineNumber) }
                index = end + 1
            }
            return results
        }
    }

    /// Scalars that some charset maps to a UTF-8 lead byte (0xC2...0xF4), and to a continuation byte (0x80...0xBF).
    private static let leads: Set<Unicode.Scalar> = Set(charsets.flatMap { $0.bytes.filter { (0xC2...0xF4).contains($0.value) }.keys })
    private static let continuations: Set<Unicode.Scalar> = Set(charsets.flatMap { $0.bytes.filter { (0x80...0xBF).contains($0.value) }.keys })

    /// Whether a line has a lead character directly followed by a continuation character: the only
    /// way a damaged sequence can start. Cheap, so clean lines skip the full decoding.
    private static func mayBeDamaged(_ line: Substring) -> Bool {
        var previousIsLead = false
        for scalar in line.unicodeScalars {
            if previousIsLead && continuations.contains(scalar) { return true }
            previousIsLead = scalar.value >= 0x80 && leads.contains(scalar)
        }
        return false
    }

    private static func findings(inLine line: Substring, number: Int) -> [Finding] {
        var results: [Finding] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            // Every charset may read the run differently; the longest plausible reading wins.
            var best: Finding?
            for charset in charsets {
                var end = index
                var bytes: [UInt8] = []
                // Bytes are taken only while they can still be UTF-8: a long run of characters that never can be
                // (a line of `ÄÄÄÄ`) stops at once, so a line costs its length, not its length squared.
                var needed = 0
                while end < characters.count, characters[end].unicodeScalars.count == 1,
                    let scalar = characters[end].unicodeScalars.first, let byte = charset.bytes[scalar]
                {
                    if needed == 0 {
                        guard (0xC2...0xF4).contains(byte) else { break }
                        needed = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                    } else {
                        guard byte & 0xC0 == 0x80 else { break }
                        needed -= 1
                    }
                    bytes.append(byte)
                    end += 1
                }
                // The longest prefix of whole UTF-8 sequences is the damaged text; each character was one byte.
                let length = validUTF8PrefixLength(bytes)
                guard length >= 2, length > (best?.found.count ?? 0) else { continue }
                let intended = String(decoding: bytes.prefix(length), as: UTF8.self)
                guard isPlausible(intended) else { continue }
                best = Finding(
                    line: number, column: index + 1, found: String(characters[index..<index + length]),
                    intended: intended, charset: charset.name
                )
            }
            if let best {
                results.append(best)
                index += best.found.count
            } else {
                index += 1
            }
        }
        // A finding of one letter of a script nothing else on the line is written in is not damage, but text: `“¥”`
        // in `(“$”, “¥”, “£”)` is a quote and a yen sign, not a Cyrillic `Ҵ` read as Mac Roman. A line of Russian
        // saved in the wrong charset has its other words damaged into Cyrillic too, so its one-letter words (`в`,
        // `и`) are still found; other damage supports a script only when it is words of it.
        func loneLetterScript(_ finding: Finding) -> String? {
            let letters = finding.intended.unicodeScalars.filter(\.properties.isAlphabetic)
            guard letters.count == 1, let script = script(of: letters[letters.startIndex]), script != "Latin" else { return nil }
            return script
        }
        guard results.contains(where: { loneLetterScript($0) != nil }) else { return results }
        var damaged: Set<String> = []
        var written: Set<String> = []
        var covered = [Bool](repeating: false, count: characters.count)
        for finding in results {
            for index in (finding.column - 1)..<(finding.column - 1 + finding.found.count) { covered[index] = true }
            if finding.intended.unicodeScalars.filter(\.properties.isAlphabetic).count > 1 {
                for scalar in finding.intended.unicodeScalars { if let found = script(of: scalar) { damaged.insert(found) } }
            }
        }
        for (index, character) in characters.enumerated() where !covered[index] {
            for scalar in character.unicodeScalars { if let found = script(of: scalar) { written.insert(found) } }
        }
        return results.filter { finding in
            guard let script = loneLetterScript(finding) else { return true }
            // Punctuation and symbols alone (`“¥`) read as they stand unless the line's other damage is in that script.
            let foundHasLetters = finding.found.unicodeScalars.contains(where: \.properties.isAlphabetic)
            return damaged.contains(script) || (foundHasLetters && written.contains(script))
        }
    }

    /// The script of a letter, by its block, for the scripts two bytes of UTF-8 hold; `nil` for anything else.
    private static func script(of scalar: Unicode.Scalar) -> String? {
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return "Latin"
        case 0x370...0x3FF, 0x1F00...0x1FFF: return "Greek"
        case 0x400...0x52F: return "Cyrillic"
        case 0x530...0x58F: return "Armenian"
        case 0x590...0x5FF: return "Hebrew"
        case 0x600...0x6FF, 0x750...0x77F: return "Arabic"
        case 0x700...0x7FF: return "Syriac, Thaana or N'Ko"
        default: return nil
        }
    }

    /// Text a writer could have meant: it does not start with a combining mark, and has no control or private-use characters.
    private static func isPlausible(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
            ![.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
        else { return false }
        return text.unicodeScalars.allSatisfy { ![.control, .privateUse, .unassigned, .surrogate].contains($0.properties.generalCategory) }
    }

    /// How many leading bytes form complete, valid multi-byte UTF-8 sequences.
    private static func validUTF8PrefixLength(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count,
                bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                UTF8Validation.firstInvalidByte(in: bytes[index..<(index + length)]) == nil
            else { return index }
            index += length
        }
        return index
    }

    /// Whether a finding undoes exactly: the intended text's UTF-8 bytes, read in the finding's charset, are what stands.
    static func roundTrips(_ finding: Finding) -> Bool {
        guard let charset = charsets.first(where: { $0.name == finding.charset }) else { return false }
        let back = Dictionary(charset.bytes.map { ($1, $0) }) { first, _ in first }
        var read = String.UnicodeScalarView()
        for byte in finding.intended.utf8 {
            guard let scalar = byte < 0x80 ? Unicode.Scalar(byte) : back[byte] else { return false }
            read.append(scalar)
        }
        return String(read) == finding.found
    }

    /// `text` with every finding replaced by its intended text.
    public static func repaired(_ text: String) -> String {
        let damaged = Set(findings(in: text).map(\.intended))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let found = findings(inLine: Substring(line), number: index + 1).filter { damaged.contains($0.intended) }
            guard !found.isEmpty else { continue }
            var characters = Array(line)
            for finding in found.reversed() {
                let start = finding.column - 1
                characters.replaceSubrange(start..<(start + finding.found.count), with: Array(finding.intended))
            }
            lines[index] = String(characters)
        }
        return lines.joined(separator: "\n")
    }

    /// One warning for the damaged lines of `source` (per encoding it was read as), at the first damaged
    /// place, naming every repair on that line and the other lines: a file saved once in the wrong
    /// encoding is one cause, and `fix-encoding` repairs all of it.
    static func diagnostics(in source: SourceText) -> [Diagnostic] {
        var byLine: [Int: [Finding]] = [:]
        for finding in findings(in: source.text) { byLine[finding.line, default: []].append(finding) }
        return Diagnostic.reportedOnce(
            byLine.keys.sorted().compactMap { line in
                guard let found = byLine[line], let first = found.first else { return nil }
                var pairs: [String] = []
                for finding in found {
                    let pair = "`\(finding.found)` for `\(finding.intended)`"
                    if !pairs.contains(pair) { pairs.append(pair) }
                }
                return (
                    first.charset,
                    .warning(
                        .misDecodedText, at: source.location(line: line, column: first.column),
                        "text looks mis-decoded: \(pairs.joined(separator: ", "))",
                        reason:
                            "These characters are the UTF-8 bytes of the intended text read as \(first.charset); the file was once opened with the wrong encoding and saved again.",
                        fix: "Run `specimen fix-encoding \(source.path)` to repair every such place (the original is kept as \(source.path).bak)."
                    )
                )
            })
    }
}
