import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps every element on all cores, keeping order; for the per-page stages of a build and each mode
    /// of the tokens.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        parallelMap(in: [Int](indices), transform)
    }

    /// `parallelMap`, starting with the elements of most `weight`: the cores take elements in turn, and one that
    /// took a long page last would work on alone while the others wait. Started longest first, the work ends
    /// nearly together (a page's bytes are a fair guess at its time).
    package func parallelMap<Result: Sendable>(heaviestFirst weight: (Element) -> Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let weights = map(weight)
        // Of equal weights the earlier first, so the order is the same every run.
        return parallelMap(in: indices.sorted { (weights[$0], $1) > (weights[$1], $0) }, transform)
    }

    /// Maps the elements at `order` (every index once), taken by the cores in that order, into their own places.
    private func parallelMap<Result: Sendable>(in order: [Int], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so the writes never overlap.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { step in
                let index = order[step]
                slots[index] = transform(self[index])
            }
        }
        return results.compactMap { $0 }
    }
}
