import SpecimenDiagnostics
import SpecimenTokens

extension SearchIndex {
    /// The merged index as it was last written, kept between builds (in the preview's memory and
    /// in the build cache), so that a rebuild merges in only the pages it rendered again.
    ///
    /// A page that was not rendered again keeps its sections' postings, moved by as many
    /// sections as the pages before it gained or lost; the sections of the pages rendered again
    /// are dropped from every term and their new postings merged in. The result is byte for byte
    /// what merging every page afresh gives (a test holds the two equal).
    struct Merged: Sendable {
        /// A page of the index, in order.
        struct Page: Sendable {
            var contentPath: String
            /// How many sections it has.
            var sections: Int
            /// Its JSON array in `pages`.
            var record: ArraySlice<UInt8>
        }

        var pages: [Page]
        /// The rendered page each entry of `pages` was made from, where known (not after reading
        /// the cache): the same object means the page was not rendered again.
        var rendered: [RenderedPage?]
        /// Every term that has postings, sorted by UTF-16 code units as JavaScript sorts.
        var terms: [String]
        /// Each term's postings, encoded (see ``SearchPostings``).
        var postings: [ArraySlice<UInt8>]

        /// `search-index.json`, as the UTF-8 bytes that are written.
        func json() -> [UInt8] {
            var json: [UInt8] = []
            json.reserveCapacity(pages.reduce(0) { $0 + $1.record.count + 1 } + postings.reduce(0) { $0 + $1.count + 1 } + 65_536)
            json.append(
                contentsOf: "{\"version\":1,\"stopWords\":\(JSONString.literal(SearchTerms.stopWords.joined(separator: " "))),\"pages\":[".utf8)
            for (number, page) in pages.enumerated() {
                if number > 0 { json.append(UInt8(ascii: ",")) }
                json.append(contentsOf: page.record)
            }
            json.append(contentsOf: "],\"terms\":\(JSONString.literal(frontCoded(terms))),\"postings\":\"".utf8)
            // Postings are written in digits that JSON never escapes (see `SearchPostings.digits`).
            for (number, term) in postings.enumerated() {
                if number > 0 { json.append(UInt8(ascii: " ")) }
                json.append(contentsOf: term)
            }
            json.append(contentsOf: "\"}\n".utf8)
            return json
        }
    }

    /// The index of `pages`: `previous` with the pages rendered since merged in, or every page
    /// merged afresh when there is no previous index or it cannot be patched (see `patched`).
    /// When most pages were rendered again (a design change in the preview), merging afresh is less work.
    static func merged(for pages: [RenderedPage], urls: SiteURLs, previous: Merged?) -> Merged {
        guard let previous else { return merge(pages, urls: urls) }
        let kept = Set(previous.rendered.compactMap { $0.map(ObjectIdentifier.init) })
        guard pages.count(where: { !kept.contains(ObjectIdentifier($0)) }) * 2 <= pages.count else { return merge(pages, urls: urls) }
        return patched(previous, with: pages) ?? merge(pages, urls: urls)
    }

    /// Merges every page's entry.
    private static func merge(_ pages: [RenderedPage], urls: SiteURLs) -> Merged {
        // Pages are read on all cores; their sections are then numbered and merged in order.
        // Each page's entry is made when it is rendered, so a rebuild only merges.
        let entries = pages.parallelMap { $0.search ?? entry(for: $0, urls: urls) }
        // Terms are merged in two halves on two cores, split by their first byte: every term of
        // the first half sorts before every term of the second, so the sorted halves just follow
        // each other. Both halves number the sections the same way. Each page's distinct terms
        // are looked up once, by their bytes; its sections refer to them by number.
        let halves = [false, true].parallelMap { upper -> [(term: String, postings: SearchPostings)] in
            // Every page's distinct terms counted, each site term counted on many pages: a sixteenth is about the site's.
            var table = TermTable(expecting: entries.reduce(0) { $0 + $1.terms.count } / 16)
            var postings: [SearchPostings] = []
            var local: [Int] = []
            var number = 0
            for entry in entries {
                // The page's term numbers as numbers of this half; -1 for terms of the other half.
                local.removeAll(keepingCapacity: true)
                for var term in entry.terms {
                    guard ((term.utf8.first ?? 0) >= UInt8(ascii: "m")) == upper else {
                        local.append(-1)
                        continue
                    }
                    let id = term.withUTF8 { table.number(of: $0) }
                    if id == postings.count { postings.append(SearchPostings()) }
                    local.append(id)
                }
                for section in entry.sections {
                    for occurrence in section {
                        let id = local[Int(occurrence.term)]
                        if id >= 0 { postings[id].append(section: number, fields: Int(occurrence.fields)) }
                    }
                    number += 1
                }
            }
            let terms = table.terms
            // Most terms are told apart by their first eight bytes, compared as one number (`sortPrefix`).
            let prefixes = terms.map(sortPrefix)
            let order = terms.indices.sorted { a, b in
                let (x, y) = (prefixes[a], prefixes[b])
                return x != y && (x | y) & 0x8080_8080_8080_8080 == 0 ? x < y : precedesInUTF16(terms[a], terms[b])
            }
            return order.map { (terms[$0], postings[$0]) }
        }
        let merged = halves.flatMap { $0 }
        return Merged(
            pages: zip(pages, entries).map { Merged.Page(contentPath: $0.page.contentPath, sections: $1.sections.count, record: $1.record[...]) },
            rendered: pages, terms: merged.map(\.term), postings: merged.map { $0.postings.bytes[...] }
        )
    }

    /// The first eight bytes of `term` as a number, the first byte highest and zeros after a shorter term's end: two
    /// ASCII terms whose numbers differ sort as the numbers do (no term holds a 0 byte, so a shorter term, a prefix of
    /// the other, comes first). Other terms, or equal numbers, are compared in full.
    static func sortPrefix(_ term: String) -> UInt64 {
        var prefix: UInt64 = 0
        var count = 0
        for byte in term.utf8.prefix(8) {
            prefix = prefix << 8 | UInt64(byte)
            count += 1
        }
        return count == 0 ? 0 : prefix << (8 * UInt64(8 - count))
    }

    /// `previous` with the pages of `pages` that are not the ones it was made from merged in. A page
    /// without its entry (restored from the build cache, without its text) is taken from `previous`.
    /// `nil` when such a page is not in `previous`, when the pages it keeps come in another order
    /// (neither happens when pages are only edited, added or removed), or when its postings do not read.
    static func patched(_ previous: Merged, with pages: [RenderedPage]) -> Merged? {
        var oldStarts: [Int] = []
        var total = 0
        for page in previous.pages {
            oldStarts.append(total)
            total += page.sections
        }
        // Pages mostly come in the order they came before: each is looked for where the last one was found, then by path.
        var oldIndex: [String: Int]?
        var expected = 0
        func old(_ contentPath: String) -> Int? {
            var found: Int?
            if expected < previous.pages.count, previous.pages[expected].contentPath == contentPath {
                found = expected
            } else {
                if oldIndex == nil {
                    oldIndex = Dictionary(previous.pages.enumerated().map { ($1.contentPath, $0) }, uniquingKeysWith: { a, _ in a })
                }
                found = oldIndex?[contentPath]
            }
            if let found { expected = found + 1 }
            return found
        }
        // Where each old section goes, or -1 for the sections of pages rendered again or gone.
        var remap = [Int32](repeating: -1, count: total)
        var newPages: [Merged.Page] = []
        var fresh: [(start: Int, entry: Entry)] = []
        var section = 0
        var lastKept = -1
        for page in pages {
            if let old = old(page.page.contentPath), page.search == nil || previous.rendered[old] === page {
                guard old > lastKept else { return nil }
                lastKept = old
                let count = previous.pages[old].sections
                for offset in 0..<count { remap[oldStarts[old] + offset] = Int32(section + offset) }
                newPages.append(previous.pages[old])
                section += count
            } else {
                guard let entry = page.search else { return nil }
                fresh.append((section, entry))
                newPages.append(Merged.Page(contentPath: page.page.contentPath, sections: entry.sections.count, record: entry.record[...]))
                section += entry.sections.count
            }
        }
        // The new pages' postings by term, each in ascending sections; a page's terms are looked up once each.
        var added: [String: [(section: Int, fields: Int)]] = [:]
        for (start, entry) in fresh {
            var lists = [[(section: Int, fields: Int)]](repeating: [], count: entry.terms.count)
            for (offset, occurrences) in entry.sections.enumerated() {
                for occurrence in occurrences { lists[Int(occurrence.term)].append((start + offset, Int(occurrence.fields))) }
            }
            for (term, list) in zip(entry.terms, lists) where !list.isEmpty { added[term, default: []] += list }
        }
        // Every term, old and new, in order, with its postings before and its new ones (by number in `newTerms`).
        let newTerms = added.keys.sorted(by: precedesInUTF16)
        let newPostings = newTerms.map { added[$0] ?? [] }
        var terms: [(term: String, old: Int?, new: Int?)] = []
        terms.reserveCapacity(previous.terms.count + newTerms.count)
        var next = 0
        for (index, term) in previous.terms.enumerated() {
            while next < newTerms.count, precedesInUTF16(newTerms[next], term) {
                terms.append((newTerms[next], nil, next))
                next += 1
            }
            if next < newTerms.count, newTerms[next].utf8.elementsEqual(term.utf8) {
                terms.append((term, index, next))
                next += 1
            } else {
                terms.append((term, index, nil))
            }
        }
        terms += (next..<newTerms.count).map { (newTerms[$0], nil, $0) }
        // Each term's postings are independent, so they are made on all cores, in chunks of about
        // equal postings, not of equal terms: a few common words carry most of them.
        let sizes = terms.map { $0.old.map { previous.postings[$0].count } ?? 0 }
        let share = max(sizes.reduce(0, +) / 16, 1)
        var chunks: [Range<Int>] = []
        var chunkStart = 0
        var filled = 0
        for (index, size) in sizes.enumerated() {
            filled += size + 1
            if filled >= share || index == terms.count - 1 {
                chunks.append(chunkStart..<index + 1)
                chunkStart = index + 1
                filled = 0
            }
        }
        let (allTerms, moved) = (terms, remap)
        let made = chunks.parallelMap { range -> [(String, ArraySlice<UInt8>)]? in
            var result: [(String, ArraySlice<UInt8>)] = []
            for (term, old, new) in allTerms[range] {
                let fresh = new.map { newPostings[$0] } ?? []
                guard let postings = SearchPostings.patched(old.map { previous.postings[$0] } ?? [], moved: moved, adding: fresh) else { return nil }
                // A term whose only postings were in the pages rendered again leaves the index.
                if !postings.isEmpty { result.append((term, postings)) }
            }
            return result
        }
        var merged = Merged(pages: newPages, rendered: pages.map(Optional.some), terms: [], postings: [])
        for chunk in made {
            guard let chunk else { return nil }
            for (term, postings) in chunk {
                merged.terms.append(term)
                merged.postings.append(postings)
            }
        }
        return merged
    }
}
