import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps every element on all cores, keeping order; for the per-page stages of a build and each mode
    /// of the tokens.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so the writes never overlap.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = transform(self[index])
            }
        }
        return results.compactMap { $0 }
    }
}
