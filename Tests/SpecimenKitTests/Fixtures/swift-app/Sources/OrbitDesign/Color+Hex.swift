import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension Color {
    /// A colour from a 24-bit `0xRRGGBB` value, the way designers hand colours over in Figma.
    ///
    /// ```swift
    /// let divider = Color(hex: 0x2563EB)
    /// ```
    ///
    /// Prefer the tokens (`DesignTokens.Colors`): a hex value here does not follow dark mode.
    ///
    /// - Parameters:
    ///   - hex: The red, green and blue bytes, most significant first.
    ///   - opacity: From 0 (transparent) to 1 (opaque).
    public init(hex: UInt32, opacity: Double = 1) {
        let red = Double((hex >> 16) & 0xFF) / 255
        let green = Double((hex >> 8) & 0xFF) / 255
        let blue = Double(hex & 0xFF) / 255
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour's `0xRRGGBB` value, for logging and snapshot names; `nil` when it has no sRGB form.
    public var hexValue: UInt32? {
        #if canImport(UIKit)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard UIColor(self).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        #else
        guard let rgb = NSColor(self).usingColorSpace(.sRGB) else { return nil }
        let red = rgb.redComponent, green = rgb.greenComponent, blue = rgb.blueComponent
        #endif
        func byte(_ channel: CGFloat) -> UInt32 {
            UInt32((min(max(channel, 0), 1) * 255).rounded())
        }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}
