import Foundation
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

@Suite struct SearchIndexTests {
    static let home = "---\ntitle: Home\ndescription: Start here.\n---\nWelcome to the library.\n"
    static let errors = """
        ---
        title: Errors
        ---
        Say what went wrong.

        ## Retry behaviour

        Offer a **Try again** button; retries wait a moment.

        ## Café {#cafe-notes}

        Boxes and statuses.

        """

    static func pages(base: String = "/") -> [RenderedPage] {
        [renderPage(home, at: "index.md", base: base), renderPage(errors, at: "guides/errors.md", base: base)]
    }

    @Test func exactJSONForATwoPageSite() {
        let stopWords = SearchTerms.stopWords.joined(separator: " ")
        // Sections: 0 Home, 1 Errors, 2 Retry behaviour, 3 Café. "retry" is `B` = 2 << 2 | heading | body;
        // "home" is `2` = 0 << 2 | title; the anchor of "Retry behaviour" is its slug, so it is left out.
        let expected =
            "{\"version\":1,\"stopWords\":\"\(stopWords)\","
            + "\"pages\":[[\"Home\",\"/\",\"Start here. Welcome to the library.\"],"
            + "[\"Errors\",\"/guides/errors/\",\"Say what went wrong.\","
            + "\"Retry behaviour\",\"\",\"Offer a Try again button; retries wait a moment.\","
            + "\"Café\",\"cafe-notes\",\"Boxes and statuses.\"]],"
            + "\"terms\":\"0again 0behaviour 1ox 1utton 0cafe 0error 0home 0library 0moment 0offer 0retry 0say 1tart 3tuse 0try 0wait 1elcome 2nt 1rong\","
            + "\"postings\":\"9 A D 9 E 6 2 1 9 9 B 5 1 D 9 9 1 5 5\"}\n"
        #expect(SearchIndex.json(for: Self.pages(), urls: SiteURLs()) == expected)
    }

    @Test func urlsCarryTheBase() {
        let json = SearchIndex.json(for: Self.pages(base: "/repo/"), urls: SiteURLs(base: "/repo/"))
        #expect(json.contains("[\"Home\",\"/repo/\","))
        #expect(json.contains("[\"Errors\",\"/repo/guides/errors/\","))
    }

    @Test func sameInputGivesTheSameBytes() {
        let pages = Self.generatedSite(pageCount: 30)
        let first = SearchIndex.json(for: pages, urls: SiteURLs())
        #expect(first == SearchIndex.json(for: pages, urls: SiteURLs()))
        #expect(first == SearchIndex.json(for: Self.generatedSite(pageCount: 30), urls: SiteURLs()))
    }

    @Test func diacriticsCaseApostrophesAndPluralsAreFolded() {
        #expect(SearchTerms.terms(in: "The Café’s NAÏVE approaches, and Übergröße!") == ["cafe", "naive", "approach", "ubergroße"])
        #expect(
            SearchTerms.terms(in: "retries boxes classes states status analysis pushes") == [
                "retry", "box", "class", "state", "status", "analysis", "push",
            ])
        #expect(SearchTerms.terms(in: "ΟΔΟΣ οδός") == ["οδοσ", "οδοσ"])
        #expect(SearchTerms.terms(in: "a I x 9 42 full-page 4.5:1") == ["42", "full", "page"])
        #expect(
            SearchTerms.terms(in: String(repeating: "a", count: 25) + " " + String(repeating: "b", count: 24)) == [String(repeating: "b", count: 24)])
    }

    @Test func stopWordsAreLeftOutAndPublished() throws {
        let page = renderPage("---\ntitle: The form\n---\nWhen it is not valid, show what to do.\n", at: "form.md")
        let json = SearchIndex.json(for: [page], urls: SiteURLs())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let terms = try #require(object["terms"] as? String)
        #expect(terms == "0form 0show 0valid")
        let stopWords = try #require(object["stopWords"] as? String).split(separator: " ")
        for word in ["the", "when", "it", "is", "not", "what", "to", "do"] { #expect(stopWords.contains(Substring(word)), "\(word)") }
        #expect(stopWords == stopWords.sorted())
    }

    @Test func aBodyThatOpensWithItsTitleIsOneSection() throws {
        let page = renderPage("# Loading states\n\nShow progress.\n\n## Skeletons\n\nGrey boxes.\n", at: "loading.md")
        #expect(
            SearchSection.sections(of: page) == [
                SearchSection(heading: "", anchor: "", headingText: "Loading states", text: "Show progress."),
                SearchSection(heading: "Skeletons", anchor: "skeletons", headingText: "Skeletons", text: "Grey boxes."),
            ])
    }

    @Test func repeatedAndNonASCIIHeadingsKeepTheirAnchors() {
        let page = renderPage("## Retry\n\nOne.\n\n## Retry\n\nTwo.\n\n## Naïve\n\nThree.\n", at: "a.md")
        let json = SearchIndex.json(for: [page], urls: SiteURLs())
        #expect(json.contains("\"Retry\",\"\",\"One.\",\"Retry\",\"retry-1\",\"Two.\",\"Naïve\",\"naïve\",\"Three.\""))
    }

    @Test func excerptsAreCutAtAWord() {
        let text = String(repeating: "word ", count: 40)
        let excerpt = SearchIndex.excerpt(text)
        #expect(excerpt.hasSuffix("word…"))
        #expect(excerpt.count <= SearchIndex.excerptLength + 1)
        #expect(SearchIndex.excerpt("  short\n text ") == "short text")
        #expect(SearchIndex.excerpt("") == "")
    }

    /// A page's terms are numbered by a byte-keyed table; the entry must be what plain Strings and
    /// a dictionary give: terms in order of first appearance, each section's terms once with their fields.
    @Test func entriesNumberTermsAsADictionaryWould() {
        var generator = HighlightTestSupport.SplitMix64(state: 11)
        let words = [
            "retry", "Retry", "retries", "error", "errors", "the", "café", "Café", "naïve", "東京", "a",
            "state", "states", "loading", "empty", "it's", "its", "x1", "42", "ΟΔΟΣ", "οδός",
        ]
        // Made-up words too, so a page has hundreds of distinct terms and the table grows.
        func text(_ count: Int) -> String {
            (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? "word\(Int.random(in: 0..<500, using: &generator))"
                    : words[Int.random(in: 0..<words.count, using: &generator)]
            }.joined(separator: " ")
        }
        for _ in 0..<300 {
            var markdown = text(Int.random(in: 0...30, using: &generator)) + "\n"
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                markdown +=
                    "\n## " + text(Int.random(in: 1...4, using: &generator)) + "\n\n" + text(Int.random(in: 0...200, using: &generator)) + "\n"
            }
            let page = renderPage(markdown)
            let entry = SearchIndex.entry(for: page, urls: SiteURLs())
            var numbers: [String: Int] = [:]
            var terms: [String] = []
            var sections: [[SearchIndex.Occurrence]] = []
            for section in SearchSection.sections(of: page) {
                var fields: [Int: UInt8] = [:]
                var order: [Int] = []
                for (text, field) in [(section.headingText, SearchPostings.heading), (section.text, SearchPostings.body)] {
                    for term in SearchTerms.terms(in: text) {
                        let number = numbers[term] ?? terms.count
                        if number == terms.count {
                            numbers[term] = number
                            terms.append(term)
                        }
                        if fields[number] == nil { order.append(number) }
                        fields[number, default: 0] |= UInt8(field)
                    }
                }
                sections.append(order.map { SearchIndex.Occurrence(term: UInt32($0), fields: fields[$0]!) })
            }
            #expect(entry.terms == terms, "\(markdown.debugDescription)")
            #expect(entry.sections == sections, "\(markdown.debugDescription)")
        }
    }

    /// `excerpt` reads ASCII text as bytes; it must cut exactly where the character-wise reading cuts.
    @Test func theByteWiseExcerptMatchesTheCharacterWiseOne() {
        let words = [
            "retry", "the", "request", "a", "Café", "e\u{301}", "\r\n", "\t", "  ", "—", "🙂", "x\u{301}y",
            String(repeating: "long", count: 20), "done.", "\u{0B}", "\u{85}",
        ]
        var generator = HighlightTestSupport.SplitMix64(state: 42)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "")
            #expect(SearchIndex.excerpt(text) == SearchIndex.characterExcerpt(text), "\(text.debugDescription)")
        }
        // The cut falls right before a combining mark: the mark belongs to the character at the cut.
        let marked = String(repeating: "ab ", count: 21) + "e\u{301}x"
        #expect(SearchIndex.excerpt(marked) == SearchIndex.characterExcerpt(marked))
        // Cuts at and around the length, one word that does not fit, runs of every kind of ASCII space.
        let edges = [
            String(repeating: "a", count: 100), String(repeating: "x ", count: 40), String(repeating: "b", count: 64),
            String(repeating: "c", count: 63) + " d", String(repeating: "e", count: 62) + " fg",
            "tab\tseparated\nlines\r\nand  runs   of    spaces " + String(repeating: "z", count: 30) + " end",
        ]
        for text in edges { #expect(SearchIndex.excerpt(text) == SearchIndex.characterExcerpt(text), "\(text.debugDescription)") }
    }

    @Test func jsonStringsEscapeOnlyWhatJSONNeeds() {
        #expect(JSONString.literal("a\"b\\c\nd\u{1}é/") == "\"a\\\"b\\\\c\\nd\\u0001é/\"")
        #expect(JSONString.literal("\r\t\u{1F}x\u{2028}y\u{2029}") == "\"\\r\\t\\u001fx\\u2028y\\u2029\"")
        // Other characters that start with the byte E2 (… — →) stay as they are.
        #expect(JSONString.literal("… — → ✅ \u{2027}\u{202A}") == "\"… — → ✅ \u{2027}\u{202A}\"")
        #expect(JSONString.literal("") == "\"\"")
    }

    @Test func postingsRoundTrip() {
        var postings = SearchPostings()
        let entries = [(0, 1), (1, 2), (9, 3), (40, 1), (1_000, 2), (70_000, 3)]
        for (section, fields) in entries { postings.append(section: section, fields: fields) }
        #expect(String(decoding: postings.bytes, as: UTF8.self) == "16X3ZTZu2ejn3")
        var decoded: [[Int]] = []
        var written: [String] = []
        #expect(
            SearchPostings.read(postings.bytes[...]) { section, fields, bytes in
                decoded.append([section, fields])
                written.append(String(decoding: postings.bytes[bytes], as: UTF8.self))
                return true
            })
        #expect(decoded == entries.map { [$0.0, $0.1] })
        #expect(written == ["1", "6", "X3", "ZT", "Zu2", "ejn3"], "each posting's own digits")
        // Not postings: a byte outside the digits, or a number left open at the end.
        #expect(!SearchPostings.read(Array("1 2".utf8)[...]) { _, _, _ in true })
        #expect(!SearchPostings.read(Array("1X".utf8)[...]) { _, _, _ in true })
    }

    /// Patching postings gives what encoding the renumbered and added postings afresh gives, and
    /// copies the postings whose gap did not change: unchanged postings come back as the same bytes.
    @Test func patchedPostingsAreThePostingsEncodedAfresh() {
        var random = SplitMix(seed: 3)
        for round in 0..<300 {
            let count = 1 + random.next(40)
            var old: [(section: Int, fields: Int)] = []
            var section = 0
            for _ in 0..<count {
                section += random.next(3) == 0 ? 1 + random.next(5_000) : random.next(4)
                if old.last?.section == section { continue }
                old.append((section, 1 + random.next(3)))
            }
            var encoded = SearchPostings()
            for posting in old { encoded.append(section: posting.section, fields: posting.fields) }
            // Sections of a few "pages" (runs of sections) dropped, the rest moved by what the pages before them gained or lost.
            var moved = [Int32](repeating: -1, count: section + 1)
            var shift = 0
            var next = 0
            var added: [(section: Int, fields: Int)] = []
            while next <= section {
                let length = 1 + random.next(round % 2 == 0 ? 50 : 3_000)
                if random.next(4) == 0 {
                    // Rendered again: its old sections go, and it brings as many sections or a few more or fewer.
                    let newLength = max(1, length + random.next(5) - 2)
                    for offset in 0..<newLength where random.next(3) == 0 { added.append((next + shift + offset, 1 + random.next(3))) }
                    shift += newLength - length
                } else {
                    for offset in 0..<length where next + offset <= section { moved[next + offset] = Int32(next + offset + shift) }
                }
                next += length
            }
            let expected = (old.compactMap { moved[$0.section] >= 0 ? (Int(moved[$0.section]), $0.fields) : nil } + added).sorted { $0.0 < $1.0 }
            var fresh = SearchPostings()
            for posting in expected { fresh.append(section: posting.0, fields: posting.1) }
            let patched = SearchPostings.patched(encoded.bytes[...], moved: moved, adding: added)
            #expect(patched.map(Array.init) == fresh.bytes, "round \(round)")
        }
        // A page of sections 5-8 rendered again with one section, not using the term: 9 becomes 6, whose gap
        // from 2 is what 9's was from the dropped 5, but the dropped posting's bytes must not be copied with it.
        var dropped = SearchPostings()
        for section in [2, 5, 9] { dropped.append(section: section, fields: 1) }
        var expected = SearchPostings()
        for section in [2, 6] { expected.append(section: section, fields: 1) }
        #expect(SearchPostings.patched(dropped.bytes[...], moved: [0, 1, 2, 3, 4, -1, -1, -1, -1, 6], adding: []).map(Array.init) == expected.bytes)
        var postings = SearchPostings()
        for section in [3, 9, 40] { postings.append(section: section, fields: 1) }
        let identity = (0...40).map { Int32($0) }
        #expect(SearchPostings.patched(postings.bytes[...], moved: identity, adding: [])?.startIndex == 0)
        #expect(SearchPostings.patched(postings.bytes[...], moved: Array(identity.prefix(10)), adding: []) == nil, "section 40 is not in moved")
        #expect(SearchPostings.patched(Array("1X".utf8)[...], moved: identity, adding: []) == nil)
    }

    /// Terms sort as the browser compares them, by UTF-16 code units; the bytes decide but where a character from
    /// U+E000 to U+FFFF meets one past U+FFFF, and front coding writes what the plain loop over units wrote.
    @Test func termsSortByUTF16UnitsAndFrontCodeAsTheUnitsSay() {
        var random = HighlightTestSupport.SplitMix64(state: 43)
        let pieces = ["a", "b", "z", "é", "ß", "\u{E000}", "\u{FF5E}", "\u{FFFF}", "𝒜", "😀", "\u{10000}", "中", "0"]
        var terms = (0..<2_000).map { _ in (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        // Terms that share more than the 63 units a digit can say.
        terms += ["x", "y"].map { String(repeating: "a", count: 70) + $0 }
        for (a, b) in zip(terms, terms.shuffled(using: &random)) {
            #expect(SearchIndex.precedesInUTF16(a, b) == a.utf16.lexicographicallyPrecedes(b.utf16), "\(a) \(b)")
        }
        #expect(SearchIndex.precedesInUTF16("\u{FF5E}", "😀") == false)
        #expect(SearchIndex.precedesInUTF16("😀", "\u{FF5E}"))
        let sorted = Array(Set(terms)).sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        // The loop it replaced: each term's units, the shared prefix as a digit, the rest decoded.
        var previous: [UInt16] = []
        var plain: [String] = []
        for term in sorted {
            let units = Array(term.utf16)
            var shared = 0
            while shared < min(units.count, previous.count, SearchPostings.digits.count - 1), units[shared] == previous[shared] { shared += 1 }
            if shared > 0, UTF16.isLeadSurrogate(units[shared - 1]) { shared -= 1 }
            plain.append(String(Character(SearchPostings.digits[shared])) + String(decoding: units[shared...], as: UTF16.self))
            previous = units
        }
        #expect(SearchIndex.frontCoded(sorted) == plain.joined(separator: " "))
    }

    @Test func frontCodingRoundTripsAndNeverSplitsASurrogatePair() {
        let terms = ["box", "boxy", "button", "𝒜b", "𝒜c", "𝒞d"].sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        let coded = SearchIndex.frontCoded(terms)
        #expect(coded == "0box 3y 1utton 0𝒜b 2c 0𝒞d")
        var previous: [UInt16] = []
        var decoded: [String] = []
        for entry in coded.split(separator: " ") {
            let shared = SearchPostings.digits.firstIndex(of: entry.unicodeScalars.first ?? "0") ?? 0
            previous = Array(previous.prefix(shared)) + Array(entry.dropFirst().utf16)
            decoded.append(String(decoding: previous, as: UTF16.self))
        }
        #expect(decoded == terms)
    }

    /// Generated guides the size of the benchmark's: 8-12 sections of 60-110 words, over 4,000 words and the stop words.
    @Test func staysSmallOnAGeneratedTwoHundredPageSite() {
        let pages = Self.generatedSite(pageCount: 200)
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = SearchIndex.json(for: pages, urls: SiteURLs()).utf8.count
        let perPage = bytes / pages.count
        print("search index: \(bytes) bytes for \(pages.count) pages, \(perPage) bytes per page, made in \(clock.now - start)")
        // Denser than real guides (no repeated words beyond the skew): the example site's guides index at about
        // 2 KB a page on 18 pages and the benchmark's 1,000 pages at 1.3 KB. Whole section texts would be 5 KB or more.
        #expect(perPage < 2_048, "the index should stay under 2 KB per page; it is \(perPage) bytes")
    }

    @Test func buildWritesTheIndexAndTheLayoutLinksTheClient() throws {
        let project = try TemporaryProject([
            "content/index.md": Self.home,
            "content/guides/errors.md": Self.errors,
        ])
        let report = project.build { $0.baseURL = "/repo/" }
        #expect(report.wroteOutput)
        let index = try project.read("public/search-index.json")
        #expect(index.contains("[\"Home\",\"/repo/\",\"Start here. Welcome to the library.\"]"))
        #expect(index.contains("\"Retry behaviour\",\"\",\"Offer a Try again button; retries wait a moment.\""))
        let html = try project.read("public/guides/errors/index.html")
        #expect(html.contains("<meta name=\"specimen-base\" content=\"/repo/\">"))
        #expect(html.contains("data-index=\"/repo/search-index.json\" data-base=\"/repo/\" defer></script>"))
        #expect(html.range(of: #"<script src="/repo/_specimen/search\.[0-9a-f]{8}\.js""#, options: .regularExpression) != nil)
        #expect(html.range(of: #"<link rel="stylesheet" href="/repo/_specimen/search\.[0-9a-f]{8}\.css">"#, options: .regularExpression) != nil)
    }

    /// Merged terms are in UTF-16 order however they share their first eight bytes, in any script: a letter from U+E000
    /// to U+FFFF (`ｱ`) sorts after one past U+FFFF (`𝒜`), though its first byte is lower.
    @Test func mergedTermsAreInUTF16Order() {
        var random = HighlightTestSupport.SplitMix64(state: 7)
        let pieces = ["a", "b", "z", "0", "9", "inter", "nation", "ali", "s", "é", "ß", "ｱ", "𝒜", "中"]
        let pages = (0..<20).map { number in
            let words = (0..<300).map { _ in (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
            return renderPage("# Page \(number)\n\n" + words.joined(separator: " ") + "\n", at: "page-\(number).md")
        }
        let terms = SearchIndex.merged(for: pages, urls: SiteURLs(), previous: nil).terms
        #expect(terms.count > 1_000)
        #expect(terms == terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
    }

    /// A rebuild patches the last index with the pages it rendered again; the result must be what
    /// merging every page afresh gives, whatever changed: text, headings (sections), new terms,
    /// terms gone, pages added and removed, and pages restored from the cache without their entry.
    @Test func aPatchedIndexIsTheIndexMergedAfresh() {
        let urls = SiteURLs()
        var pages = Self.generatedSite(pageCount: 60)
        var previous = SearchIndex.merged(for: pages, urls: urls, previous: nil)
        #expect(previous.json() == Array(SearchIndex.json(for: pages, urls: urls).utf8))
        var random = SplitMix(seed: 11)
        for round in 0..<12 {
            for _ in 0..<(1 + random.next(4)) {
                let index = random.next(pages.count)
                let page = pages[index]
                let markdown =
                    "# Round \(round) zyzzyva\(round)\n\nNew words, quokka\(index).\n"
                    + (0..<random.next(4)).map { "\n## Part \($0) of round \(round)\n\nMore text \(round).\n" }.joined()
                pages[index] = renderPage(markdown, at: page.page.contentPath)
            }
            if round % 3 == 1 { pages.remove(at: random.next(pages.count)) }
            if round % 3 == 2 {
                let added = renderPage("# Added \(round)\n\nA page added in round \(round).\n", at: "section-0/added-\(round).md")
                pages.insert(added, at: pages.firstIndex { $0.page.contentPath > added.page.contentPath } ?? pages.count)
            }
            guard let patched = SearchIndex.patched(previous, with: pages) else {
                Issue.record("round \(round): the index was not patched")
                return
            }
            let same = patched.json() == SearchIndex.merged(for: pages, urls: urls, previous: nil).json()
            #expect(same, "round \(round): the patched index differs from one merged afresh")
            previous = patched
        }
        // An edit that keeps the page's number of sections moves no other page: terms it does not touch
        // keep their postings as they are, and a word it removed ("apple") leaves the index.
        pages.insert(renderPage("# Steady\n\nOne apple.\n\n## Two\n\nText two.\n", at: "section-0/0-steady.md"), at: 0)
        previous = SearchIndex.merged(for: pages, urls: urls, previous: previous)
        pages[0] = renderPage("# Steady\n\nOne pear.\n\n## Two\n\nText two.\n", at: "section-0/0-steady.md")
        let steady = SearchIndex.patched(previous, with: pages)
        let steadySame = steady?.json() == SearchIndex.merged(for: pages, urls: urls, previous: nil).json()
        #expect(steadySame, "an edit that keeps the sections: the patched index differs from one merged afresh")
        #expect(steady?.terms.contains("apple") == false && steady?.terms.contains("pear") == true)
        previous = steady ?? previous
        // As read back from the build cache: no page objects, and unchanged pages without their entries.
        let restored = SearchIndex.Merged(
            pages: previous.pages, rendered: Array(repeating: nil, count: previous.pages.count), terms: previous.terms, postings: previous.postings)
        let bodiless = pages.enumerated().map { number, page in
            number == 5
                ? renderPage("# Edited\n\nAfter the cache.\n", at: page.page.contentPath)
                : RenderedPage(
                    page: page.page, title: page.title, showTitle: page.showTitle, body: [], scopedStyle: nil, headings: page.headings,
                    outline: [], links: page.links, sectionTexts: [], diagnostics: page.diagnostics
                )
        }
        var fresh = pages
        fresh[5] = bodiless[5]
        let patched = SearchIndex.patched(restored, with: bodiless)
        let same = patched?.json() == SearchIndex.merged(for: fresh, urls: urls, previous: nil).json()
        #expect(same, "the index patched after reading the cache differs from one merged afresh")
        // A restored page the last index does not have cannot be indexed: the caller builds everything.
        let missing = SearchIndex.patched(SearchIndex.merged(for: Array(pages.dropFirst()), urls: urls, previous: nil), with: bodiless) == nil
        #expect(missing)
    }

    /// A deterministic site of `pageCount` guides with a skewed (Zipf-like) choice of words and, as in English
    /// prose, about two words in five from the stop list.
    static func generatedSite(pageCount: Int) -> [RenderedPage] {
        var random = SplitMix(seed: 7)
        let syllables = ["ka", "lo", "mi", "ren", "sto", "va", "tel", "qui", "dor", "pen", "sa", "bri", "ul", "nex", "ta", "mon"]
        let vocabulary = (0..<4_000).map { _ in (0..<(2 + random.next(3))).map { _ in syllables[random.next(syllables.count)] }.joined() }
        func word() -> String {
            if random.next(5) < 2 { return SearchTerms.stopWords[random.next(SearchTerms.stopWords.count)] }
            let u = Double(random.next(1_000_000)) / 1_000_000
            return vocabulary[Int(Double(vocabulary.count) * u * u * u)]
        }
        func words(_ count: Int) -> String { (0..<count).map { _ in word() }.joined(separator: " ") }
        return (0..<pageCount).map { number in
            var markdown = "---\ntitle: \(words(2).capitalized)\ndescription: \(words(12)).\n---\n\(words(40)).\n"
            for _ in 0..<(8 + random.next(5)) {
                markdown += "\n## \(words(2 + random.next(2)).capitalized)\n\n\(words(30 + random.next(25))). \(words(30 + random.next(25))).\n"
            }
            return renderPage(markdown, at: "section-\(number / 20)/page-\(number).md")
        }
    }
}

/// A small seeded generator, so generated sites are the same on every run and platform.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
