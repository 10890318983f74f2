import Foundation

/// Finds where a file stops being valid UTF-8, so the diagnostic can point at it.
enum UTF8Validation {
    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil` when all are.
    static func firstInvalidByte(in bytes: some Collection<UInt8>) -> Int? {
        firstInvalidByte(in: Data(bytes))
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil` when all are.
    static func firstInvalidByte(in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            let count = bytes.count
            while index < count {
                let lead = bytes[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
                default: return index
                }
                guard index + length <= count else { return index }
                for next in 1..<length {
                    let byte = bytes[index + next]
                    guard byte & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                // Overlong forms, surrogates and values past U+10FFFF are not UTF-8 either.
                if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return index }
                index += length
            }
            return nil
        }
    }
}
