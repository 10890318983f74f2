/// Formats numbers for CSS, JSON and messages the same way everywhere.
package enum TokenNumber {
    /// `16`, `0.12`, `-0.43`: integers without a fraction, others in their shortest form.
    ///
    /// Values are rounded to 6 decimals first so unit conversions (`0.3s` → `300ms`)
    /// never print binary noise such as `300.00000000000006`.
    package static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return ((value * 1_000_000).rounded() / 1_000_000).plainText
    }
}
