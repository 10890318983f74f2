#if canImport(UIKit)
import UIKit
import SwiftUI
import OrbitDesign

/// The "Orbit 3.0 is coming" banner from the 1.x settings screen, still in UIKit.
///
/// It predates the tokens: the parts that moved over use them, the rest waits for the SwiftUI
/// rewrite (and still wears the deprecated legacy blue).
final class LegacyBanner: UIView {
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let closeButton = UIButton(type: .close)

    /// Called when the reader dismisses the banner.
    var onClose: (() -> Void)?

    init(title: String, message: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 17)
        titleLabel.textColor = UIColor(red: 0.0667, green: 0.0941, blue: 0.1529, alpha: 1)
        messageLabel.text = message
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .footnote)
        messageLabel.textColor = UIColor(DesignTokens.Colors.textSecondary.color)

        backgroundColor = UIColor(DesignTokens.Colors.legacyBlue.color).withAlphaComponent(0.12)
        layer.cornerRadius = DesignTokens.Radius.sm
        layer.borderWidth = DesignTokens.BorderWidth.hairline
        layer.borderColor = UIColor(DesignTokens.Colors.border.color).cgColor
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .primaryActionTriggered)

        let text = UIStackView(arrangedSubviews: [titleLabel, messageLabel])
        text.axis = .vertical
        text.spacing = DesignTokens.Spacing.xs
        let row = UIStackView(arrangedSubviews: [text, closeButton])
        row.alignment = .top
        row.spacing = DesignTokens.Spacing.sm
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor, constant: DesignTokens.Spacing.md),
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: DesignTokens.Spacing.md),
            trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: DesignTokens.Spacing.md),
            bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: DesignTokens.Spacing.md),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The UIKit banner inside SwiftUI's settings list.
struct LegacyBannerRepresentable: UIViewRepresentable {
    let title: String
    let message: String

    func makeUIView(context: Context) -> LegacyBanner {
        LegacyBanner(title: title, message: message)
    }

    func updateUIView(_ banner: LegacyBanner, context: Context) {}
}
#endif
