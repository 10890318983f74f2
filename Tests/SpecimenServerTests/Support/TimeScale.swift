import Foundation

/// How much longer to wait than on a plain build: `SPECIMEN_TEST_TIME_SCALE` (scripts/sanitize sets it,
/// since instrumented code runs several times slower). Bounds that are the point of a test (a page
/// is served within a second) stay as they are unless the scale is set.
let testTimeScale: Double = ProcessInfo.processInfo.environment["SPECIMEN_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1

extension Duration {
    /// This duration, stretched by `testTimeScale`.
    var scaled: Duration { self * testTimeScale }
}
