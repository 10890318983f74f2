import Testing

@testable import SpecimenKit

/// `SearchTerms.terms(in:)` reads ASCII words as bytes; it must give exactly the terms the
/// general path (`words(in:)` then `term(_:)`) gives, in the same order.
@Suite struct SearchTermsTests {
    static let texts = [
        "Retry the request; don't lose what they typed. Errors, retries and empty states.",
        "Café menus — naïve users’ résumés: ΣΊΣΥΦΟΣ, Straße, 東京 and emoji 🙂 between words.",
        "x y zz 'quoted' ''' 12 345 a1b2 CAPITALS MixedCase it's its It’s’",
        "glasses wishes matches boxes stories ties bus analysis class is us as dress buses",
        "supercalifragilisticexpialidociously-long-words-are-cut areallyreallyreallyreallylongwordthatisover",
        "it's's don't's abcdefghijklmnopqrstuvwx's abcdefghijklmnopqrstuvwxy ABCDEFGHIJKLMNOPQRSTUVWX",
        "", "   ", "—", "a", "tab\tseparated\nlines\r\nand—dashes–en–dash…ellipsis",
        "Ab'c 'and' AND's ands théand andé e\u{301}and 9in in9 'a' ''in'' isn't ISNT yours's",
    ]

    @Test(arguments: texts)
    func theByteWiseReadingMatchesTheGeneralOne(text: String) {
        #expect(SearchTerms.terms(in: text) == SearchTerms.words(in: text).compactMap(SearchTerms.term))
    }

    @Test func theByteWiseStemMatchesTheGeneralOne() {
        let words = [
            "stories", "ties", "glasses", "wishes", "matches", "boxes", "buses", "class", "analysis", "status",
            "cats", "is", "yes", "toys", "series", "axes", "access", "dies", "bus", "plus",
        ]
        for word in words {
            var bytes = Array(word.utf8)
            let count = bytes.withUnsafeMutableBufferPointer { SearchTerms.stemASCII($0, count: $0.count) }
            #expect(String(decoding: bytes[..<count], as: UTF8.self) == SearchTerms.stem(word), "\(word)")
        }
    }

    @Test func everyStopWordIsDroppedByTheByteWiseReading() {
        #expect(SearchTerms.terms(in: SearchTerms.stopWords.joined(separator: " ")) == [])
        #expect(
            SearchTerms.terms(in: SearchTerms.stopWords.map { "x" + $0 }.joined(separator: " ")).count
                == SearchTerms.stopWords.count)
    }

    @Test func termsAreLowercasedStemmedAndFreeOfStopWords() {
        #expect(SearchTerms.terms(in: "The Retries of THE errors, don't, won't") == ["retry", "error", "wont"])
    }
}
