import Foundation
import SpecimenTokens

/// The site's search index, `search-index.json`, read by `theme/assets/search.js`.
///
/// One line of JSON, the same bytes for the same pages:
///
/// ```json
/// {"version":1,
///  "stopWords":"a about after …",
///  "pages":[["Network errors","/patterns/network-errors/","How to handle…",
///            "Retry behaviour","","Retry on its own once…", …], …],
///  "terms":"0offline 0retry 5ing …",
///  "postings":"9 6A …"}
/// ```
///
/// - `pages`: per page its title, URL (base included) and the excerpt of its first
///   section, then heading, anchor and excerpt of each later section. An empty anchor
///   means "the GitHub slug of the heading" (written only for ASCII headings whose id
///   is exactly that). Sections are numbered across the site in this order: a page's
///   first section, then its headings, then the next page.
/// - `terms`: every index term (see ``SearchTerms``), sorted by UTF-16 code units as
///   JavaScript sorts, separated by spaces, each front-coded: its first character is a
///   digit of ``SearchPostings/digits`` saying how many UTF-16 code units it shares with
///   the term before (`0retry 5ing` is `retry retrying`), the rest is what follows.
/// - `postings`: for the term at the same position, the sections it occurs in and
///   where (see ``SearchPostings``), separated by spaces.
/// - `stopWords`: the words left out, so the client drops the same ones from a query.
public enum SearchIndex {
    /// Characters of section text kept for the result snippet.
    static let excerptLength = 64

    /// The index of `pages`, published at the site root as `search-index.json`.
    public static func json(for pages: [RenderedPage], urls: SiteURLs) -> String {
        String(decoding: merged(for: pages, urls: urls, previous: nil).json(), as: UTF8.self)
    }

    /// One page's part of the index: its record, its terms, and the terms of each section with their field bits.
    struct Entry: Sendable {
        /// The page's JSON array in `pages`, as UTF-8.
        var record: [UInt8]
        /// The page's distinct terms, in the order they first appear.
        var terms: [String]
        /// For each section, its terms (each once, as a number in `terms`) and where they occur.
        var sections: [[Occurrence]]
    }

    /// A term of a section: its number in the page's `terms` and its field bits (see ``SearchPostings``).
    struct Occurrence: Sendable, Equatable {
        var term: UInt32
        var fields: UInt8
    }

    /// One page's entry of `pages`, and for each of its sections the terms in it with their field bits.
    static func entry(for page: RenderedPage, urls: SiteURLs) -> Entry {
        let parts = SearchSection.sections(of: page)
        // The record is written as the bytes the index is made of: title, URL, then each section's fields.
        // It is kept with the page, so its room is reckoned, not guessed: a heading, its anchor (at most
        // as long), an excerpt of 64 characters, quotes and commas.
        var record: [UInt8] = [UInt8(ascii: "[")]
        record.reserveCapacity(parts.reduce(page.title.utf8.count + 96) { $0 + 2 * $1.heading.utf8.count + 80 })
        JSONString.append(page.title, to: &record)
        record.append(UInt8(ascii: ","))
        JSONString.append(urls.url(forPagePath: page.page.pagePath), to: &record)
        // Prose holds a distinct term in about every 20 bytes (the Swift Evolution proposals): room for one in every 16.
        var terms = TermTable(expecting: parts.reduce(0) { $0 + $1.text.utf8.count } / 16)
        var sections: [[Occurrence]] = []
        // For each term, the last section it was seen in and its place in that section's list.
        var lastSection: [Int] = []
        var place: [Int] = []
        for (position, section) in parts.enumerated() {
            if position > 0 {
                record.append(UInt8(ascii: ","))
                JSONString.append(section.heading, to: &record)
                record.append(UInt8(ascii: ","))
                JSONString.append(anchorIsSlug(section) ? "" : section.anchor, to: &record)
            }
            record.append(UInt8(ascii: ","))
            JSONString.append(excerpt(section.text), to: &record)
            terms.found.removeAll(keepingCapacity: true)
            SearchTerms.read(section.headingText, into: &terms)
            let headingTerms = terms.found.count
            SearchTerms.read(section.text, into: &terms)
            var occurrences: [Occurrence] = []
            // A section's distinct terms, at most: the list is kept with the page.
            occurrences.reserveCapacity(min(terms.found.count, terms.terms.count))
            for (index, number) in terms.found.enumerated() {
                let number = Int(number)
                let field = UInt8(index < headingTerms ? SearchPostings.heading : SearchPostings.body)
                while lastSection.count <= number {
                    lastSection.append(-1)
                    place.append(0)
                }
                if lastSection[number] == position {
                    occurrences[place[number]].fields |= field
                } else {
                    lastSection[number] = position
                    place[number] = occurrences.count
                    occurrences.append(Occurrence(term: UInt32(number), fields: field))
                }
            }
            sections.append(occurrences)
        }
        record.append(UInt8(ascii: "]"))
        return Entry(record: record, terms: terms.terms, sections: sections)
    }

    /// The start of a section's text, whitespace collapsed, cut at a word and marked with `…` when cut.
    static func excerpt(_ text: String) -> String {
        var text = text
        return text.withUTF8(asciiExcerpt) ?? characterExcerpt(text)
    }

    /// `excerpt` for any text, character by character.
    static func characterExcerpt(_ text: String) -> String {
        var result = ""
        var length = 0
        var space = false
        for character in text {
            if character.isWhitespace {
                space = !result.isEmpty
                continue
            }
            if length + (space ? 2 : 1) > excerptLength {
                // Drop a word that does not fit whole, unless it is the only one.
                if !space, let last = result.lastIndex(of: " ") { result.removeSubrange(last...) }
                return result + "…"
            }
            if space { result.append(" ") }
            result.append(character)
            length += space ? 2 : 1
            space = false
        }
        return result
    }

    /// `excerpt` when everything it reads is ASCII, where a byte is a character; `nil` otherwise.
    private static func asciiExcerpt(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Written into a small buffer: an excerpt is a few dozen bytes, and an array's append checks its storage every time.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: excerptLength + 3) { result -> String? in
            var count = 0
            var space = false
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    space = count > 0
                    continue
                }
                if count + (space ? 2 : 1) > excerptLength {
                    // A mark after this byte would join it into one character: leave that to the general path.
                    if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return nil }
                    if !space, let last = result[..<count].lastIndex(of: 0x20) { count = last }
                    // "…" is E2 80 A6.
                    (result[count], result[count + 1], result[count + 2]) = (0xE2, 0x80, 0xA6)
                    return String(decoding: result[..<(count + 3)], as: UTF8.self)
                }
                if space {
                    result[count] = 0x20
                    count += 1
                }
                result[count] = byte
                count += 1
                space = false
            }
            return String(decoding: result[..<count], as: UTF8.self)
        }
    }

    /// Sorted terms, each written as the length of the prefix it shares with the one before and the rest.
    static func frontCoded(_ terms: [String]) -> String {
        // Written as UTF-8 bytes: an ASCII term's rest is its bytes (most terms); another is decoded from its units.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(terms.reduce(0) { $0 + $1.utf8.count + 2 })
        var previous: [UInt16] = []
        var units: [UInt16] = []
        for (number, term) in terms.enumerated() {
            units.removeAll(keepingCapacity: true)
            units.append(contentsOf: term.utf16)
            var shared = 0
            let limit = min(units.count, previous.count, SearchPostings.digits.count - 1)
            while shared < limit, units[shared] == previous[shared] { shared += 1 }
            // Never split a surrogate pair: the rest must be a string of its own.
            if shared > 0, UTF16.isLeadSurrogate(units[shared - 1]) { shared -= 1 }
            if number > 0 { bytes.append(UInt8(ascii: " ")) }
            bytes.append(UInt8(SearchPostings.digits[shared].value))
            if units.count == term.utf8.count {
                bytes.append(contentsOf: term.utf8.dropFirst(shared))
            } else {
                bytes.append(contentsOf: String(decoding: units[shared...], as: UTF16.self).utf8)
            }
            swap(&previous, &units)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `a` sorts before `b` by their UTF-16 code units, the order the browser's search compares in, found
    /// from their UTF-8 bytes: the two orders differ only where a character from U+E000 to U+FFFF meets one past
    /// U+FFFF, which the bytes tell at the first difference (`EE`/`EF` against `F0`-`F4`).
    static func precedesInUTF16(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        let byBytes: Bool? = a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                var index = 0
                while index < common, x[index] == y[index] { index += 1 }
                guard index < common else { return x.count < y.count }
                let (low, high) = (min(x[index], y[index]), max(x[index], y[index]))
                if low >= 0xEE, low <= 0xEF, high >= 0xF0 { return nil }
                return x[index] < y[index]
            }
        }
        return byBytes ?? a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// True when the client can rebuild the anchor from the heading (`Retry behaviour` → `retry-behaviour`).
    private static func anchorIsSlug(_ section: SearchSection) -> Bool {
        section.heading.unicodeScalars.allSatisfy(\.isASCII) && HeadingSlugger.slug(section.heading) == section.anchor
    }
}

/// Distinct search terms, numbered in the order they first appear and found by their bytes: a
/// term that repeats (most do) is neither made into a String nor hashed by `Hasher`. One holds a
/// page's terms as they are read, another the whole site's as pages are merged into the index.
struct TermTable: SearchTermSink {
    /// The distinct terms, by number.
    private(set) var terms: [String] = []
    /// The numbers of the terms `add`ed since the caller last emptied it, repeats included.
    var found: [Int32] = []
    private var table: ByteStringTable

    /// An empty table with room for about `expected` terms before it grows: growing rehashes every term.
    init(expecting expected: Int = 0) {
        table = ByteStringTable(expecting: expected)
        terms.reserveCapacity(expected)
    }

    mutating func add(_ term: UnsafeBufferPointer<UInt8>) {
        found.append(Int32(number(of: term)))
    }

    /// The term's number; a term not seen before is given the next one.
    mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let (number, isNew) = table.number(of: term)
        if isNew { terms.append(String(decoding: term, as: UTF8.self)) }
        return number
    }
}
