import SwiftUI
import OrbitDesign

/// Shown once the payment went through: the order number and what happens next.
public struct OrderConfirmation: View {
    public let orderNumber: String
    public let estimatedDelivery: Date
    private let onDone: () -> Void

    public init(orderNumber: String, estimatedDelivery: Date, onDone: @escaping () -> Void) {
        self.orderNumber = orderNumber
        self.estimatedDelivery = estimatedDelivery
        self.onDone = onDone
    }

    public var body: some View {
        VStack(spacing: DesignTokens.Spacing.xl) {
            Image(systemName: "checkmark.circle.fill")
                .font(DesignTokens.Typography.title.font)
                .foregroundStyle(Color(#colorLiteral(red: 0.0863, green: 0.6392, blue: 0.2902, alpha: 1)))
            Text("You’re all set").font(DesignTokens.Typography.title.font)
            Card {
                LabeledContent("Order", value: orderNumber)
                LabeledContent("Arrives", value: estimatedDelivery, format: .dateTime.weekday().day().month())
            }
            Text("We'll email you when it ships.")
                .font(.system(size: 13))
                .foregroundStyle(DesignTokens.Colors.textSecondary.color)
            Spacer()
            PrimaryButton("Done", action: onDone)
        }
        .padding(DesignTokens.Spacing.lg)
    }
}

/// The badge beside a delivered order in the order history.
struct DeliveredBadge: View {
    var isArchived = false

    var body: some View {
        Label("Delivered", systemImage: "shippingbox")
            .font(Font(DesignTokens.Typography.body))
            .padding(.horizontal, DesignTokens.Spacing.sm)
            .background(RoundedRectangle(cornerRadius: 16).fill(DesignTokens.Colors.surfaceRaised.color))
            .opacity(isArchived ? 0.5 : 1)
    }
}

#Preview {
    OrderConfirmation(orderNumber: "OR-20417", estimatedDelivery: .now) {}
}
