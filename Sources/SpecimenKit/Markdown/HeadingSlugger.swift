/// Gives headings the ids GitHub gives them, so links written for GitHub keep working.
///
/// Follows github-slugger: lowercase, drop every character that is not a letter, mark,
/// number, connector punctuation, hyphen or space, turn spaces into hyphens, and number
/// repeats `x`, `x-1`, `x-2`. Custom ids are reserved first, so an automatic id never
/// takes one a writer chose.
struct HeadingSlugger {
    private var occurrences: [String: Int] = [:]

    /// Starts a page with the custom ids its headings declare.
    init(reserving customIDs: [String] = []) {
        for id in customIDs { occurrences[id] = 0 }
    }

    /// The GitHub slug of a heading's text, before de-duplication.
    static func slug(_ text: String) -> String {
        // Most headings are ASCII: letters, digits, `_` and `-` stay (lowercased), a space becomes `-`,
        // everything else goes, exactly as the general categories below decide for ASCII.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                    bytes.append(byte)
                case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return unicodeSlug(text)
    }

    /// `slug` for any text, scalar by scalar.
    static func unicodeSlug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber,
                 .connectorPunctuation:
                result.append(scalar)
            case .spaceSeparator where scalar == " ":
                result.append("-")
            case .dashPunctuation where scalar == "-":
                result.append(scalar)
            default:
                break
            }
        }
        return String(result)
    }

    /// A unique id for a heading on this page.
    mutating func id(for text: String) -> String {
        var original = Self.slug(text)
        if original.isEmpty { original = "section" }
        var result = original
        while occurrences[result] != nil {
            let count = (occurrences[original] ?? 0) + 1
            occurrences[original] = count
            result = "\(original)-\(count)"
        }
        occurrences[result] = 0
        return result
    }
}
