import SwiftUI
import OrbitDesign

/// One line of the cart.
public struct CartItem: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var name: String
    public var quantity: Int
    public var unitPrice: Decimal

    public init(id: UUID = UUID(), name: String, quantity: Int, unitPrice: Decimal) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.unitPrice = unitPrice
    }
}

/// The cart: its items, their total, and the way to checkout.
public struct CartView: View {
    @State private var items: [CartItem]
    private let onCheckout: () -> Void

    /// Looked up once: the remove buttons and the total both use it.
    private let accent = DesignTokens.Colors.accent

    public init(items: [CartItem], onCheckout: @escaping () -> Void) {
        _items = State(initialValue: items)
        self.onCheckout = onCheckout
    }

    private var total: Decimal {
        items.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    public var body: some View {
        VStack(spacing: DesignTokens.Spacing.lg) {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(items) { item in
                        row(for: item)
                        Color(hex: 0xE5E7EB)
                            .frame(height: 1)
                    }
                }
            }
            HStack {
                Text("Total")
                    .font(.system(size: 16))
                Spacer()
                Text(total, format: .currency(code: "EUR"))
                    .font(DesignTokens.Typography.headline.font)
                    .foregroundStyle(accent.color)
            }
            PrimaryButton("Checkout", action: onCheckout)
                .disabled(items.isEmpty)
        }
        .padding(DesignTokens.Spacing.lg)
        .background(DesignTokens.Colors.surface.color)
    }

    private func row(for item: CartItem) -> some View {
        HStack(spacing: DesignTokens.Spacing.md) {
            Image(systemName: "shippingbox")
                .frame(width: 44, height: 44)
                .background(DesignTokens.Colors.surfaceRaised.color, in: Circle())
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(DesignTokens.Typography.body.font)
                Text("× \(item.quantity)").foregroundStyle(DesignTokens.Colors.textSecondary.color)
            }
            Spacer()
            Button(role: .destructive) {
                withAnimation(.easeOut(duration: DesignTokens.Durations.quick)) {
                    items.removeAll { $0.id == item.id }
                }
            } label: {
                Image(systemName: "trash")
            }
            .tint(accent.color)
        }
        .padding(12)
    }
}

#Preview {
    CartView(items: [
        CartItem(name: "Trail runner", quantity: 1, unitPrice: 129),
        CartItem(name: "Running socks", quantity: 3, unitPrice: 12),
    ]) {}
}
