/// An easing curve through (0, 0), (x1, y1), (x2, y2) and (1, 1), as CSS `cubic-bezier()`.
public struct CubicBezierValue: Hashable, Sendable {
    /// First control point, x in 0...1.
    public var x1: Double
    /// First control point, y.
    public var y1: Double
    /// Second control point, x in 0...1.
    public var x2: Double
    /// Second control point, y.
    public var y2: Double

    /// Creates a curve.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    public var cssText: String {
        "cubic-bezier(" + [x1, y1, x2, y2].map(TokenNumber.text).joined(separator: ", ") + ")"
    }
}
