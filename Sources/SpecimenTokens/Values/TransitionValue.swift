/// An animated transition: how long, after what delay, along which curve.
public struct TransitionValue: Hashable, Sendable {
    /// How long the transition runs.
    public var duration: DurationValue
    /// How long it waits before starting.
    public var delay: DurationValue
    /// The easing curve.
    public var timingFunction: CubicBezierValue

    /// Creates a transition.
    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    /// `300ms cubic-bezier(0.42, 0, 0.58, 1) 0ms`, the order of the CSS `transition` shorthand.
    public var cssText: String { "\(duration.cssText) \(timingFunction.cssText) \(delay.cssText)" }
}
