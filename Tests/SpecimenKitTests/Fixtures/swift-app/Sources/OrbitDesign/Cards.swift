import SwiftUI

/// Short for the generated enum; this file reads more easily with it.
private typealias Tokens = DesignTokens

/// A raised container for a group of related content: an order summary, a saved address.
///
/// ```swift
/// Card {
///     Text("Delivery")
///     Text(address)
/// }
/// ```
public struct Card<Content: View>: View {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.sm) {
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Tokens.Spacing.lg)
        .background(Tokens.Colors.surfaceRaised.color, in: RoundedRectangle(cornerRadius: Tokens.Radius.lg))
        .overlay {
            RoundedRectangle(cornerRadius: Tokens.Radius.lg)
                .strokeBorder(Color(Tokens.Colors.border), lineWidth: Tokens.BorderWidth.hairline)
        }
    }
}

/// A card for one product: its picture, its name and its price.
public struct ProductCard: View {
    public let name: String
    public let price: String
    public let imageURL: URL?

    public init(name: String, price: String, imageURL: URL? = nil) {
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }

    public var body: some View {
        Card {
            HStack(spacing: Tokens.Spacing.md) {
                AsyncImage(url: imageURL) { image in
                    image
                        .resizable()
                        .scaledToFill()
                } placeholder: {
                    Tokens.Colors.border.color
                }
                .frame(width: 56, height: 56)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                VStack(alignment: .leading, spacing: Tokens.Spacing.xs) {
                    Text(name)
                        .font(Tokens.Typography.headline.font)
                        .foregroundStyle(Tokens.Colors.textPrimary.color)
                    Text(price)
                        .font(Tokens.Typography.body.font)
                        .foregroundStyle(Tokens.Colors.textSecondary.color)
                }
            }
        }
    }
}

#Preview {
    ProductCard(name: "Trail runner", price: "€129")
        .padding()
}
