import Foundation

/// How the app draws a card: every number and colour comes from the design tokens.
struct CardStyle {
    var padding: CGFloat = DesignTokens.Spacing.md
    var cornerRadius: CGFloat = DesignTokens.Radius.card
    var background = DesignTokens.Colors.surface
    var title = DesignTokens.Typography.title
    var appear: TimeInterval = DesignTokens.Durations.fast

    /// The card's size for content of `width` points: the padding on both sides.
    func outerWidth(content width: CGFloat) -> CGFloat {
        width + 2 * padding
    }
}
