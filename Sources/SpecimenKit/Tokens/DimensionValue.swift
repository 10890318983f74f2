/// A length such as `16px` or `1.5rem`.
public struct DimensionValue: Hashable, Sendable {
    /// The units the Design Tokens Format allows for dimensions.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// CSS pixels; points on iOS.
        case px
        /// Multiples of the root font size.
        case rem
    }

    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a dimension.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in pixels, taking `rem` as `remSize` pixels (16 in every browser's default).
    public func pixels(remSize: Double = 16) -> Double {
        unit == .px ? value : value * remSize
    }

    /// `16px`, `0.5rem`.
    public var cssText: String { TokenNumber.text(value) + unit.rawValue }
}
