/// The contrast table at a glance, for the build's last line: its pairs, modes, failing pairs (accepted ones apart),
/// and the palette survey's colours and how many of them are readable as body text.
struct ContrastSummary: Sendable, Equatable {
    var pairs: Int
    var modes: Int
    var failing: Int
    var accepted: Int
    var surveyed: Int
    /// Per mode, how many surveyed colours are readable as body text on the page.
    var readableAsBody: [ModeCount]

    struct ModeCount: Sendable, Equatable {
        var mode: String
        var count: Int
    }
}
