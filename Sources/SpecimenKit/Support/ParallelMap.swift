import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps every element on all cores, keeping order; for the per-page stages of a build.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
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

/// A value made on another thread while the caller goes on; `value` waits for it.
///
/// The thread is its own, not one of Dispatch's workers: the preview builds on one of those
/// (see `Rebuilder`), and there are as many as cores, so work queued behind a build that waits
/// for it could wait for ever once every worker is busy.
final class Pending<Value: Sendable>: @unchecked Sendable {
    private let made = DispatchSemaphore(value: 0)
    private let result = Locked<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        Thread { [result, made] in
            let value = make()
            result.withLock { $0 = value }
            made.signal()
        }.start()
    }

    var value: Value {
        made.wait()
        made.signal()
        return result.withLock { $0! }
    }
}
