import SwiftUI
import OrbitDesign

/// The payment step: card details, then pay.
public struct PaymentSheet: View {
    /// Where the payment stands.
    public enum Status: Equatable {
        case editing
        case paying
        case failed(String)
    }

    @Binding private var status: Status
    @State private var cardNumber = ""
    @State private var expiry = ""
    private let amount: String
    private let onPay: () -> Void

    /// Snapshot tests find the error label by this identifier, which names the colour the label
    /// should have. It is a string, not a use of the token.
    private static let errorIdentifier = "DesignTokens.Colors.danger"

    public init(status: Binding<Status>, amount: String, onPay: @escaping () -> Void) {
        _status = status
        self.amount = amount
        self.onPay = onPay
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: DesignTokens.Spacing.md) {
            Text("Payment")
                .font(DesignTokens.Typography.title.font)
            TextField("Card number", text: $cardNumber)
                .textContentType(.creditCardNumber)
                .padding(DesignTokens.Spacing.md)
                .background(Color(DesignTokens.Colors.surface))
                .cornerRadius(10)
            TextField("MM/YY", text: $expiry)
                .padding(DesignTokens.Spacing.md)
                .background(Color(DesignTokens.Colors.surface), in: RoundedRectangle(cornerRadius: DesignTokens.Radius.md))
            if case let .failed(message) = status {
                // The same red as DesignTokens.Colors.danger, copied from the Figma file.
                Text(message)
                    .font(DesignTokens.Typography.footnote.font)
                    .foregroundStyle(Color(red: 0.8627, green: 0.149, blue: 0.149))
                    .accessibilityIdentifier(Self.errorIdentifier)
            }
            Button {
                onPay()
            } label: {
                Text("Pay \(amount)")
                    .font(DesignTokens.Typography.headline.font)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, DesignTokens.Spacing.md)
            }
            .buttonStyle(.borderedProminent)
            .tint(Color(.sRGB, red: 37/255, green: 99/255, blue: 235/255, opacity: 1))
            .disabled(status == .paying)
        }
        .padding(20)
        .background(DesignTokens.Colors.surfaceRaised.color)
        .presentationDetents([.medium])
    }
}

#Preview {
    PaymentSheet(status: .constant(.failed("Your card was declined.")), amount: "€141") {}
}
