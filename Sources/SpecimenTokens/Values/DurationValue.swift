/// A time such as `300ms` or `1.5s`.
public struct DurationValue: Hashable, Sendable {
    /// The units the Design Tokens Format allows for durations.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }

    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a duration.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in milliseconds.
    public var milliseconds: Double { unit == .ms ? value : value * 1000 }

    /// Always in milliseconds (`1.5s` is `1500ms`) so every duration in the CSS compares at a glance.
    public var cssText: String { TokenNumber.text(milliseconds) + "ms" }
}
