import Foundation
import SpecimenDiagnostics
import Testing

@Suite struct ParallelMapTests {
    /// Taken heaviest first, every element is mapped once and its result lands in its own place.
    @Test func heaviestFirstKeepsTheOrderAndMapsEachElementOnce() {
        // Distinct weights, in no order.
        let words = (0..<500).map { String(repeating: "x", count: ($0 * 7919) % 500) }
        let taken = Taken()
        let mapped = words.parallelMap(heaviestFirst: \.utf8.count) { word -> Int in
            taken.note(word.utf8.count)
            return word.utf8.count
        }
        #expect(mapped == words.map(\.utf8.count))
        #expect(taken.weights.sorted() == words.map(\.utf8.count).sorted())
        // Before any worker takes a second element, each took one of the heaviest: with as many workers as cores,
        // or a few more where a quota hides cores, the first taken is far up the list (content order would take 0).
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(taken.weights.first.map { $0 >= 500 - 4 * cores } == true)
        #expect([String]().parallelMap(heaviestFirst: \.utf8.count) { $0 }.isEmpty)
        #expect(["one"].parallelMap(heaviestFirst: \.utf8.count) { $0 + "!" } == ["one!"])
    }

    /// The weights of the elements mapped, in the order they were taken.
    private final class Taken: @unchecked Sendable {
        private let lock = NSLock()
        private var taken: [Int] = []
        var weights: [Int] { lock.withLock { taken } }
        func note(_ weight: Int) { lock.withLock { taken.append(weight) } }
    }
}
