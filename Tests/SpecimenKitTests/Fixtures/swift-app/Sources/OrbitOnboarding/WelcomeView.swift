import SwiftUI
import OrbitDesign

/// One page of the welcome carousel.
struct WelcomePage: Identifiable {
    let id: Int
    let symbol: String
    let title: LocalizedStringKey
    let text: LocalizedStringKey
}

/// The first screen after install: what Orbit does, then sign in or browse.
public struct WelcomeView: View {
    private let onSignIn: () -> Void
    private let onBrowse: () -> Void
    @State private var page = 0

    private let pages = [
        WelcomePage(id: 0, symbol: "figure.run", title: "Gear for every trail", text: "Shoes, packs and layers, tested by runners."),
        WelcomePage(id: 1, symbol: "shippingbox", title: "Free returns", text: "Send anything back within 30 days."),
        WelcomePage(id: 2, symbol: "bell", title: "Know when it ships", text: "Order updates, and nothing else unless you ask."),
    ]

    public init(onSignIn: @escaping () -> Void, onBrowse: @escaping () -> Void) {
        self.onSignIn = onSignIn
        self.onBrowse = onBrowse
    }

    public var body: some View {
        VStack(spacing: DesignTokens.Spacing.xxl) {
            TabView(selection: $page) {
                ForEach(pages) { page in
                    WelcomePageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            VStack(spacing: DesignTokens.Spacing.md) {
                PrimaryButton("Sign in", action: onSignIn)
                SecondaryButton("Browse first", action: onBrowse)
            }
        }
        .padding(.horizontal, DesignTokens.Spacing.lg)
        .padding(.bottom, DesignTokens.Spacing.xl)
        .background(Color(DesignTokens.Colors.surface).ignoresSafeArea())
    }
}

/// A symbol, a title and a sentence, centred.
struct WelcomePageView: View {
    let page: WelcomePage

    var body: some View {
        VStack(spacing: DesignTokens.Spacing.lg) {
            Image(systemName: page.symbol)
                .font(DesignTokens.Typography.title.font)
                .foregroundStyle(Color(hex: 0x60A5FA))
                .frame(width: 96, height: 96)
            Text(page.title)
                .font(DesignTokens.Typography.title.font)
                .foregroundStyle(DesignTokens.Colors.textPrimary.color)
                .multilineTextAlignment(.center)
            Text(page.text)
                .font(DesignTokens.Typography.body.font)
                .foregroundStyle(DesignTokens.Colors.textSecondary.color)
                .multilineTextAlignment(.center)
        }
    }
}

#Preview {
    WelcomeView(onSignIn: {}, onBrowse: {})
}
