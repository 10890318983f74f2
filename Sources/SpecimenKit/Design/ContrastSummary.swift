/// The contrast table at a glance, for the build's last line: its pairs, modes and failing pairs.
struct ContrastSummary: Sendable, Equatable {
    var pairs: Int
    var modes: Int
    var failing: Int
}
