/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha.
///
/// Channels are stored unrounded in 0...1 so contrast maths never loses precision to
/// 8-bit quantisation; `hex` rounds only for display.
public struct Color: Hashable, Sendable {
    /// Red, 0...1, gamma-encoded.
    public var red: Double
    /// Green, 0...1, gamma-encoded.
    public var green: Double
    /// Blue, 0...1, gamma-encoded.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from gamma-encoded sRGB channels in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive, `#` required).
    ///
    /// Returns `nil` for anything else; callers turn that into a located diagnostic,
    /// since only they know where the text came from.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue else { return nil }
            values.append(value)
        }
        let channels: [Double]
        if digits.count <= 4 {
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#rrggbb` when opaque, `#rrggbbaa` otherwise; lowercase, rounded to 8 bits.
    public var hex: String {
        // Every swatch, CSS variable and table cell asks: the digits are written straight into nine bytes.
        let digits: StaticString = "0123456789abcdef"
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        func byte(_ value: Double) {
            let clamped = value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
            bytes.append(digits.utf8Start[clamped >> 4])
            bytes.append(digits.utf8Start[clamped & 0xF])
        }
        byte(red)
        byte(green)
        byte(blue)
        if !isOpaque { byte(alpha) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the colour has no transparency once rounded to 8 bits.
    public var isOpaque: Bool { (alpha * 255).rounded() >= 255 }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
