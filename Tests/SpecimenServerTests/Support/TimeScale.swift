import Foundation

/// How much longer to wait than on a plain build: `SPECIMEN_TEST_TIME_SCALE` (scripts/sanitize sets it,
/// since instrumented code runs several times slower). Bounds that are the point of a test (a page
/// is served within a second) stay as they are unless the scale is set.
let testTimeScale: Double = ProcessInfo.processInfo.environment["SPECIMEN_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1

/// How long a test waits for what it expects to happen (a change set, an event, a line) before it fails. Only a
/// failing test waits it out; it is long because the whole suite shares two cores, and a reload that takes seconds
/// then is no bug. Bounds that are the point of a test are written where they are tested.
let waitBound = Duration.seconds(15)

extension Duration {
    /// This duration, stretched by `testTimeScale`.
    var scaled: Duration { self * testTimeScale }
}
