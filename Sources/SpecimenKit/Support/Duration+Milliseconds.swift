/// Durations as the timing lines of the CLI and the preview print them.
extension Duration {
    /// The duration in whole milliseconds, rounded down.
    public var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }

    /// The duration in milliseconds as a fraction, for timing lines.
    public var fractionalMilliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
