import Testing

@testable import SpecimenDiagnostics

@Suite struct SuggestionsTests {
    /// The banded distance is the full one whenever that is within the limit, and `nil` otherwise.
    @Test func theBandedDistanceIsTheFullOneWithinItsLimit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcd-./é")
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = Suggestions.distance(a, b)
            for limit in 0...6 {
                #expect(Suggestions.distance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(String(a)) \(String(b)) \(limit)")
            }
        }
    }

    @Test func nearestNamesFirstThenByName() {
        let index = Suggestions.Index(["proposals/0042-retry.md", "proposals/0043-retry.md", "rfcs/0042-retry.md", "Guides/Über.md"])
        #expect(index.nearest(to: "proposals/0042-retyr.md") == ["proposals/0042-retry.md", "proposals/0043-retry.md"])
        #expect(index.nearest(to: "guides/uber.md", limit: 1) == ["Guides/Über.md"])
        #expect(index.nearest(to: "something/else/entirely.md").isEmpty)
        #expect(Suggestions.nearest(to: "bannr", in: ["banner", "callout", "toast"]) == ["banner"])
    }
}

extension SuggestionsTests {
    /// The index (bit-parallel up to 64 bytes, banded beyond, characters for other text) ranks as the full distance does.
    @Test func theIndexAgreesWithTheFullDistance() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc-./0")
        func word(_ range: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: range, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for lengths in [1...12, 50...70, 60...90] {
            let candidates = (0..<200).map { _ in word(lengths) }
            let index = Suggestions.Index(candidates)
            for _ in 0..<40 {
                let name = word(lengths)
                let allowed = max(2, name.count / 3)
                var scored: [(name: String, distance: Int)] = []
                for candidate in candidates {
                    let distance = Suggestions.distance(Array(candidate), Array(name))
                    if distance <= allowed { scored.append((candidate, distance)) }
                }
                scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
                let expected: [String] = scored.prefix(3).map(\.name)
                #expect(index.nearest(to: name) == expected, "\(name)")
            }
        }
    }
}
