import Testing

@testable import SpecimenKit

/// A section's search text is trimmed from its bytes when its ends are ASCII; the result must be
/// what trimming the whole text scalar by scalar gives.
@Suite struct SearchTextCollectorTests {
    static let texts = [
        "", " ", "\t \t", "plain", "  both ends\t", "\u{A0}no-break spaces\u{A0}", " \u{3000}ideographic\u{3000} ",
        " \u{301}a mark after a space", "ends with a mark e\u{301} ", "\t\u{2003}em space then text", "tëxt ", "\u{3000}",
    ]

    @Test(arguments: texts)
    func trimmingBytesMatchesTrimmingScalars(text: String) {
        #expect(SearchTextCollector.trimmingSpaces(Array(text.utf8)) == SearchTextCollector.trimmingSpaces(text))
    }

    @Test func spacesOfEveryKindAreTrimmed() {
        #expect(SearchTextCollector.trimmingSpaces(Array(" \u{3000}ideographic\u{3000} ".utf8)) == "ideographic")
        #expect(SearchTextCollector.trimmingSpaces(Array(" \u{301}a".utf8)) == "\u{301}a")
    }
}
