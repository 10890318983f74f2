import Foundation

/// A length such as `16px` or `1.5rem`.
public struct DimensionValue: Hashable, Sendable {
    /// A CSS length unit. The format allows `px` and `rem`; other CSS units that design tools
    /// export (`em`, `%`, `vw`, `pt`) are kept, with a warning, because CSS understands them.
    public struct Unit: RawRepresentable, Hashable, Sendable {
        /// The unit as CSS writes it.
        public let rawValue: String

        /// A unit named `rawValue`, which may be any CSS length unit.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// CSS pixels; points on iOS.
        public static let px = Unit(rawValue: "px")
        /// Multiples of the root font size.
        public static let rem = Unit(rawValue: "rem")

        /// The units the Design Tokens Format allows.
        package static let spec: [Unit] = [.px, .rem]

        /// CSS pixels in one of each absolute CSS unit.
        package static let pixelsPer: [String: Double] = [
            "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "Q": 96 / 101.6,
        ]
        /// CSS units relative to a font size, taken as the root's.
        package static let fontRelative: Set<String> = ["rem", "em"]
        /// CSS units relative to the page, which have no size of their own.
        package static let pageRelative: Set<String> = [
            "%", "vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh", "ch", "ex", "cap", "ic", "lh", "rlh", "cqw", "cqh",
        ]

        /// Whether the format itself allows this unit.
        public var isSpec: Bool { Self.spec.contains(self) }

        /// Whether CSS understands this unit.
        package var isCSS: Bool { Self.pixelsPer[rawValue] != nil || Self.fontRelative.contains(rawValue) || Self.pageRelative.contains(rawValue) }
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

    /// The length in CSS pixels, taking `rem` and `em` as `remSize` pixels (16 in every browser's
    /// default); `nil` for units that depend on the page, such as `%` and `vw`.
    public func pixels(remSize: Double = 16) -> Double? {
        if Unit.fontRelative.contains(unit.rawValue) { return value * remSize }
        return Unit.pixelsPer[unit.rawValue].map { value * $0 }
    }

    /// `16px`, `0.5rem`.
    public var cssText: String { TokenNumber.text(value) + unit.rawValue }
}
