/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop is along the gradient, 0 at the start and 1 at the end.
    public var position: Double

    /// Creates a stop.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }

    /// The stops as CSS writes them in `linear-gradient()`: `#dc2626 0%, #2563eb 100%`.
    package static func cssText(_ stops: [GradientStop]) -> String {
        stops.map { $0.color.hex + " " + TokenNumber.text($0.position * 100) + "%" }.joined(separator: ", ")
    }
}
