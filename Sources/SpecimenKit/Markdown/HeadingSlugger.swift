/// Gives headings the ids GitHub gives them, so links written for GitHub keep working.
///
/// Follows GitHub (as github-slugger reproduces it, category by category): lowercase with the
/// full Unicode mapping (a final Σ becomes ς), then drop every code point that is a symbol,
/// punctuation other than connector punctuation and `-`, a separator other than the space, an
/// "other" number (`²`, `½`, `①`), a control, format, private-use or unassigned code point,
/// unless it is alphabetic (`Ⓐ` is a symbol and stays); turn spaces into hyphens; number repeats
/// `x`, `x-1`, `x-2`. Custom ids are reserved first, so an automatic id never takes one a writer chose.
struct HeadingSlugger {
    /// How a page's headings are named.
    enum Style {
        /// GitHub's slugs: `Reporting issues` → `reporting-issues`.
        case github
        /// DocC's anchors, in DocC catalogs: `Reporting issues` → `Reporting-issues` (see `DocCCatalog.anchor`).
        case docc

        /// The id of a heading's text in this style, before de-duplication.
        func slug(_ text: String) -> String {
            self == .docc ? DocCCatalog.anchor(text) : HeadingSlugger.slug(text)
        }
    }

    private var occurrences: [String: Int] = [:]
    private let style: Style

    /// Starts a page with the custom ids its headings declare.
    init(reserving customIDs: [String] = [], style: Style = .github) {
        self.style = style
        for id in customIDs { occurrences[id] = 0 }
    }

    /// The GitHub slug of a heading's text, before de-duplication.
    static func slug(_ text: String) -> String {
        // Most headings are ASCII: letters, digits, `_` and `-` stay (lowercased), a space becomes `-`,
        // everything else goes, exactly as the general categories below decide for ASCII.
        var text = text
        let ascii = text.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: utf8.count) { slug in
                var count = 0
                for byte in utf8 {
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug[count] = byte + 0x20
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                        slug[count] = byte
                    case UInt8(ascii: " "): slug[count] = UInt8(ascii: "-")
                    default: continue
                    }
                    count += 1
                }
                return count
            }
        }
        return ascii ?? unicodeSlug(text)
    }

    /// `slug` for any text, scalar by scalar.
    static func unicodeSlug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in lowercased(text).unicodeScalars {
            if scalar == " " {
                result.append("-")
                continue
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark,
                .decimalNumber, .letterNumber, .connectorPunctuation:
                result.append(scalar)
            case .dashPunctuation where scalar == "-":
                result.append(scalar)
            default:
                // Some symbols are letters too (circled and parenthesised letters): GitHub keeps them.
                if properties.isAlphabetic { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Full Unicode lowercasing with the one context rule JavaScript and Ruby apply: a capital
    /// sigma that ends a word (a cased letter before it, none after) becomes final sigma `ς`.
    static func lowercased(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{03A3}") else { return text.lowercased() }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            guard scalar == "\u{03A3}" else {
                output.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                continue
            }
            func casedNeighbour(_ indices: some Sequence<Int>) -> Bool {
                for other in indices {
                    let properties = scalars[other].properties
                    if properties.isCaseIgnorable { continue }
                    return properties.isCased
                }
                return false
            }
            let final = casedNeighbour(stride(from: index - 1, through: 0, by: -1)) && !casedNeighbour(index + 1..<scalars.count)
            output.append(final ? "\u{03C2}" : "\u{03C3}")
        }
        return String(output)
    }

    /// Keeps automatic ids off `id`, which an element before the next heading already has.
    mutating func reserve(_ id: String) {
        if occurrences[id] == nil { occurrences[id] = 0 }
    }

    /// A unique id for a heading on this page.
    mutating func id(for text: String) -> String {
        var original = style.slug(text)
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
