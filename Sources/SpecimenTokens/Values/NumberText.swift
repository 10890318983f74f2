extension Double {
    /// The number as people write it: whole numbers without a decimal point (`2`, not `2.0`),
    /// others in Swift's shortest form (`0.5`). Whole numbers from 1e15 up, and infinities,
    /// keep Swift's form (`1e+16`, `inf`), where converting to `Int` would overflow and trap.
    package var plainText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
