import SwiftUI

/// The filled call to action: one per screen, at the bottom.
///
/// Sized and coloured by the tokens, so every screen's main button matches the
/// "Primary button" specimen in the pattern library.
public struct PrimaryButton: View {
    private let title: LocalizedStringKey
    private let isLoading: Bool
    private let action: () -> Void

    public init(_ title: LocalizedStringKey, isLoading: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.isLoading = isLoading
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: DesignTokens.Spacing.sm) {
                if isLoading {
                    ProgressView()
                        .tint(DesignTokens.Colors.textInverse.color)
                }
                Text(title)
                    .font(DesignTokens.Typography.headline.font)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, DesignTokens.Spacing.md)
            .padding(.horizontal, 16)
            .foregroundStyle(DesignTokens.Colors.textInverse.color)
            .background(DesignTokens.Colors.accent.color, in: RoundedRectangle(cornerRadius: DesignTokens.Radius.md))
        }
        .buttonStyle(PressableStyle())
        .disabled(isLoading)
    }
}

/// The outlined companion of ``PrimaryButton``, for the second choice on a screen.
public struct SecondaryButton: View {
    private let title: LocalizedStringKey
    private let action: () -> Void

    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title)
                .font(DesignTokens.Typography.headline.font)
                .frame(maxWidth: .infinity)
                .padding(.vertical, DesignTokens.Spacing.md)
                .foregroundStyle(DesignTokens.Colors.accent.color)
                .overlay {
                    RoundedRectangle(cornerRadius: DesignTokens.Radius.md)
                        .strokeBorder(DesignTokens.Colors.border.color, lineWidth: DesignTokens.BorderWidth.hairline)
                }
        }
        .buttonStyle(PressableStyle())
    }
}

/// Dims and shrinks a button a little while it is pressed.
struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.8 : 1)
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
            .animation(.easeOut(duration: DesignTokens.Durations.quick), value: configuration.isPressed)
    }
}

#Preview {
    VStack {
        PrimaryButton("Pay now") {}
        SecondaryButton("Keep shopping") {}
    }
    .padding()
}
