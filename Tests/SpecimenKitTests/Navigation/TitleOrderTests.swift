import Foundation
import Testing

@testable import SpecimenKit

@Suite struct TitleOrderTests {
    /// Wherever the quick order decides, it is Foundation's `localizedStandardCompare`.
    @Test func theQuickOrderIsFoundations() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ 0192")
        func title() -> String {
            String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        var decided = 0
        for _ in 0..<20_000 {
            let a = title(), b = Bool.random(using: &generator) ? title() : a + title()
            guard let quick = TitleOrder.quickOrder(a, b) else { continue }
            decided += 1
            #expect(quick == a.localizedStandardCompare(b), "\(a) \(b)")
        }
        #expect(decided > 10_000)
    }

    @Test func realTitles() {
        let titles = [
            "Retry policies", "retry", "Inline banners", "SE 10 layout", "SE 9 layout", "SE 09 layout", "Toast", "toasts", "Full-page errors", "Über",
            "A", "a",
        ]
        let quick = titles.sorted { TitleOrder.compare($0, $1) == .orderedAscending }
        let foundation = titles.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        #expect(quick == foundation)
        #expect(TitleOrder.quickOrder("Full-page errors", "Full page") == nil)
        #expect(TitleOrder.quickOrder("SE 09", "SE 9") == nil)
    }
}
