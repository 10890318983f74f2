import Dispatch
import Foundation

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
