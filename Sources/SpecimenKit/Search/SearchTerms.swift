import Foundation

/// Turns text into the terms the search index stores and the client looks up.
///
/// `theme/assets/search.js` repeats these rules exactly (its `WORD` pattern and `term`
/// function), so a word typed in the browser becomes the term written at build time:
/// words are runs of letters, marks, digits and apostrophes; a word is lowercased,
/// decomposed (NFD), stripped of combining diacritics (U+0300–U+036F) and apostrophes;
/// words shorter than two or longer than ``maximumLength`` code points and stop words
/// are dropped; what is left loses an English plural ending.
enum SearchTerms {
    /// Longer words are hashes, URLs or identifiers nobody types.
    static let maximumLength = 24

    /// Words too common to tell sections apart; published in the index so the client drops the same ones.
    static let stopWords: [String] = """
        a about after all also am an and any are as at be been before being both but by can could did do does doing \
        dont during each either else etc for from had has have having he her here hers him his how however if in into \
        is isnt it its itself just me more most my no nor not of on once only or other our ours shall she should so \
        some such than that the their theirs them then there these they this those through thus to too very was we \
        were what when where whether which while who whom whose why will with would yet you your yours
        """.split(separator: " ").map(String.init)

    private static let stopSet = Set(stopWords)

    /// The index terms of `text`, in order of appearance, repeats included.
    static func terms(in text: String) -> [String] {
        var collector = Collector()
        read(text, into: &collector)
        return collector.terms
    }

    /// Hands each index term of `text` to `sink`, in order of appearance, repeats included.
    ///
    /// A sink the caller owns rather than a closure per term: a closure that updates the
    /// caller's variables has every access checked for exclusivity at run time, and a term
    /// that repeats need never become a String.
    static func read<Sink: SearchTermSink>(_ text: String, into sink: inout Sink) {
        var text = text
        text.withUTF8 { forEachTerm(in: $0, into: &sink) }
    }

    /// The terms as Strings.
    private struct Collector: SearchTermSink {
        var terms: [String] = []
        mutating func add(_ term: UnsafeBufferPointer<UInt8>) { terms.append(String(decoding: term, as: UTF8.self)) }
    }

    private static func forEachTerm<Sink: SearchTermSink>(in bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        // Runs of ASCII letters, digits and apostrophes (nearly every word in English prose) are
        // lowercased, checked and stemmed as bytes in a small buffer; a run touching any other
        // character goes through `words(in:)` and `term(_:)`, which handle every script. Both give
        // the same terms. A run is found with one table look-up a byte, then its bytes are lowercased and
        // packed into a number as they go (the whole word when it has at most eight bytes, the only ones the
        // stop-word check reads), so that check is one table probe.
        let stopWords = packedStopWords
        let count = bytes.count
        byteKinds.withUnsafeBufferPointer { kinds in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength + 1) { word in
                var index = 0
                while index < count {
                    while index < count, kinds[Int(bytes[index])] == separator { index += 1 }
                    guard index < count else { break }
                    let start = index
                    var seen: UInt8 = 0
                    while index < count {
                        let kind = kinds[Int(bytes[index])]
                        if kind == separator { break }
                        seen |= kind
                        index += 1
                    }
                    if seen & nonASCII != 0 {
                        let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                        for word in words(in: run) {
                            guard var term = term(word) else { continue }
                            term.withUTF8 { sink.add($0) }
                        }
                        continue
                    }
                    // Apostrophes are dropped; only words of up to `maximumLength` bytes are kept, so a byte more is enough.
                    var length = 0
                    var key: UInt64 = 0
                    for offset in start..<index where bytes[offset] != UInt8(ascii: "'") {
                        guard length <= maximumLength else { break }
                        // Setting bit 5 lowercases a letter and leaves a digit as it is.
                        let lower = bytes[offset] | 0x20
                        word[length] = lower
                        key = key << 8 | UInt64(lower)
                        length += 1
                    }
                    guard length >= 2, length <= maximumLength, length > 8 || !isStopWord(key, in: stopWords) else { continue }
                    let stemmed = stemASCII(word, count: length)
                    sink.add(UnsafeBufferPointer(rebasing: word[..<stemmed]))
                }
            }
        }
    }

    /// What each byte is to `forEachTerm`: `separator`, part of a word (`wordPart`: an ASCII letter,
    /// digit or apostrophe), or `wordPart | nonASCII` (any byte of a non-ASCII character, which may be
    /// a letter or a separator: its run is read by scalar).
    private static let byteKinds: [UInt8] = (0...255).map { byte in
        byte >= 0x80 ? wordPart | nonASCII : isASCIIWordByte(UInt8(byte)) ? wordPart : separator
    }
    private static let separator: UInt8 = 0
    private static let wordPart: UInt8 = 1
    private static let nonASCII: UInt8 = 2

    /// The stop words, each packed into a number, in an open-addressed table of `stopWordSlots`
    /// slots (0 marks an empty one): no String or hash per word, and most words are answered by
    /// one slot. All of them have at most eight bytes (a test drops every one through this path),
    /// so longer words skip the check.
    private static let packedStopWords: [UInt64] = {
        precondition(stopWords.count * 2 <= stopWordSlots, "too many stop words for their table")
        var slots = [UInt64](repeating: 0, count: stopWordSlots)
        for word in stopWords where word.utf8.count <= 8 {
            let key = pack(word.utf8)
            var slot = stopWordSlot(key)
            while slots[slot] != 0 { slot = (slot + 1) & (stopWordSlots - 1) }
            slots[slot] = key
        }
        return slots
    }()

    /// A power of two, over four times the stop words, so a probe rarely goes past its first slot.
    private static let stopWordSlots = 512

    private static func stopWordSlot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    private static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Whether `key`, a word of at most eight bytes packed by `pack`, is a stop word.
    private static func isStopWord(_ key: UInt64, in slots: [UInt64]) -> Bool {
        var slot = stopWordSlot(key)
        while true {
            let entry = slots[slot]
            if entry == key { return true }
            if entry == 0 { return false }
            slot = (slot + 1) & (stopWordSlots - 1)
        }
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        // Letters of either case (setting bit 5 lowercases them), digits, and the apostrophe.
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x27
    }

    /// `stem(_:)` for the lowercased ASCII word in `word[..<count]`, in place; returns the new length.
    static func stemASCII(_ word: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Int {
        // Every rule removes an ending in `s`.
        guard count > 3, word[count - 1] == UInt8(ascii: "s") else { return count }
        func ends(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count >= length else { return false }
            // Byte by byte: `elementsEqual` on a slice was a twentieth of reading a page's terms.
            let bytes = suffix.utf8Start
            for offset in 0..<length where word[count - length + offset] != bytes[offset] { return false }
            return true
        }
        if ends("ies"), count > 4 {
            word[count - 3] = UInt8(ascii: "y")
            return count - 2
        }
        if ends("sses") || ends("shes") || ends("ches") || ends("xes") { return count - 2 }
        if !ends("ss"), !ends("us"), !ends("is") { return count - 1 }
        return count
    }

    static func term(_ word: Substring) -> String? {
        // A word of more scalars than four times the longest term stays too long after its marks are dropped; Foundation's
        // decomposition of a run of a million letters (bytes read as Latin-1) would take seconds.
        guard word.unicodeScalars.count <= maximumLength * 4 else { return nil }
        let normal = word.utf8.allSatisfy { $0 < 0x80 } ? asciiNormalise(word) : normalise(word)
        let length = normal.unicodeScalars.count
        guard length >= 2, length <= maximumLength, !stopSet.contains(normal) else { return nil }
        return stem(normal)
    }

    /// Runs of letters, marks, digits and apostrophes.
    static func words(in text: String) -> [Substring] {
        var result: [Substring] = []
        var start: String.Index?
        var index = text.startIndex
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                if start == nil { start = index }
            } else if let first = start {
                result.append(text[first..<index])
                start = nil
            }
            index = text.unicodeScalars.index(after: index)
        }
        if let first = start { result.append(text[first...]) }
        return result
    }

    /// Lowercase, no diacritics, no apostrophes: `Café's` → `cafes`.
    static func normalise<S: StringProtocol>(_ word: S) -> String {
        let decomposed = word.lowercased().decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            switch scalar.value {
            case 0x0300...0x036F, 0x27, 0x2019: continue
            case 0x03C2: scalars.append("\u{03C3}")  // final sigma: JavaScript and Swift lowercase it differently
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `normalise` for ASCII words, without Foundation's Unicode tables: most words of most guides.
    private static func asciiNormalise(_ word: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        for byte in word.utf8 where byte != 0x27 { bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A light English plural stemmer: `retries` → `retry`, `approaches` → `approach`, `states` → `state`, `status` stays.
    static func stem(_ word: String) -> String {
        let length = word.unicodeScalars.count
        guard length > 3 else { return word }
        if word.hasSuffix("ies"), length > 4 { return String(word.dropLast(3)) + "y" }
        if ["sses", "shes", "ches", "xes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x27
        }
        if scalar.value == 0x2019 { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// Receives the terms of a text as `SearchTerms.read` finds them.
protocol SearchTermSink {
    /// One term as UTF-8 bytes, valid only during the call.
    mutating func add(_ term: UnsafeBufferPointer<UInt8>)
}
