import SwiftUI
import OrbitDesign

/// The app's appearance setting.
public enum Appearance: String, CaseIterable, Identifiable, Sendable {
    case system, light, dark

    public var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .system: "Match the system"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// The settings screen: account, appearance and notifications.
public struct SettingsView: View {
    @AppStorage("appearance") private var appearance = Appearance.system
    @AppStorage("orderUpdates") private var orderUpdates = true
    @AppStorage("newsletter") private var newsletter = false
    private let isOffline: Bool

    public init(isOffline: Bool = false) {
        self.isOffline = isOffline
    }

    public var body: some View {
        NavigationStack {
            List {
                #if canImport(UIKit)
                Section {
                    LegacyBannerRepresentable(title: "Orbit 3.0 is coming", message: "Your settings move over on their own.")
                        .padding(0)
                        .listRowInsets(EdgeInsets())
                }
                #endif
                Section("Account") {
                    HStack(spacing: DesignTokens.Spacing.md) {
                        Circle()
                            .fill(Color(red: 0.5, green: 0.5, blue: 0.5))
                            .overlay { Circle().stroke(Color.gray, lineWidth: 2) }
                            .frame(width: 44, height: 44)
                        VStack(alignment: .leading, spacing: DesignTokens.Spacing.xs) {
                            Text("Ada Lovelace")
                                .font(DesignTokens.Typography.headline.font)
                            Text("ada@example.com")
                                .font(DesignTokens.Typography.footnote.font)
                                .foregroundStyle(DesignTokens.Colors.textSecondary.color)
                        }
                    }
                }
                Section("Appearance") {
                    ForEach(Appearance.allCases) { option in
                        AppearanceOption(option: option, isSelected: option == appearance)
                            .onTapGesture { appearance = option }
                    }
                }
                Section("Notifications") {
                    Toggle("Order updates", isOn: $orderUpdates)
                    Toggle("Newsletter", isOn: $newsletter)
                        .disabled(isOffline)
                        .opacity(0.5)
                }
                .tint(DesignTokens.Colors.accent.color)
            }
            .navigationTitle("Settings")
        }
    }
}

/// One choice of appearance, outlined in the accent colour when it is the current one.
struct AppearanceOption: View {
    let option: Appearance
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(option.title)
                .font(DesignTokens.Typography.body.font)
            Spacer()
        }
        .padding(DesignTokens.Spacing.md)
        .overlay {
            RoundedRectangle(cornerRadius: DesignTokens.Radius.md)
                .stroke(isSelected ? DesignTokens.Colors.accent.color : .clear, lineWidth: DesignTokens.BorderWidth.thick)
        }
    }
}

#Preview {
    SettingsView()
}
