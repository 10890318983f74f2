import Foundation

/// Times the stages of a build.
struct StageClock {
    private var last = ContinuousClock.now
    /// Each stage's name and duration, in order.
    private(set) var laps: [(name: String, duration: Duration)] = []

    /// Ends the current stage.
    mutating func lap(_ name: String) {
        let now = ContinuousClock.now
        laps.append((name, now - last))
        last = now
    }
}
