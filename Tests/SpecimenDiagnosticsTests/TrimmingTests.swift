import Foundation
import Testing

@testable import SpecimenDiagnostics

/// The fast trimming helpers answer as Foundation's `trimmingCharacters(in:)` does.
@Suite struct TrimmingTests {
    static let texts = [
        "", " ", "\t\n", "plain", "  padded\t", "\r\nline\r\n", "\u{00A0}no-break\u{00A0}", "\u{2028}separated\u{2028}", " é ", "é",
        " \u{3000}ideographic\u{3000} ", "a b", "\u{0B}\u{0C}form\u{0C}", "👍🏽 ", " e\u{301}",
    ]

    @Test func whiteSpaceAsFoundationTrimsIt() {
        for text in Self.texts {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    @Test func whiteSpaceAndNewlinesAsFoundationTrimsThem() {
        for text in Self.texts {
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
