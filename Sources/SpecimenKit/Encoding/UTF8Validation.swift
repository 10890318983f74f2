import Foundation

/// Finds where a file stops being valid UTF-8, so the diagnostic can point at it, and reads such a file anyway.
enum UTF8Validation {
    /// The offset of the first byte that shows `data` is not text in any charset Specimen reads, or `nil`: a NUL, or
    /// control characters (other than tab, line feed, form feed and carriage return) in more than 1 in 100 of its
    /// first 64 KiB. Latin-1 and Windows-1252 text has none; random bytes have one in eight.
    static func binaryByte(in data: Data) -> Int? {
        let sample = data.prefix(65_536)
        var first: Int?
        var controls = 0
        for (offset, byte) in sample.enumerated() where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D {
            if byte == 0 { return offset }
            if first == nil { first = offset }
            controls += 1
        }
        return controls * 100 > sample.count ? first : nil
    }

    /// `data` as text: valid UTF-8 as UTF-8, and each byte that is not part of a valid sequence as the
    /// Windows-1252 character it is (a Latin-1 superset, what such bytes in a text file almost always are),
    /// with the offsets of those bytes. A guide saved as Windows-1252, or with one paragraph pasted from
    /// one, reads as its writer saw it.
    static func decodingInvalidBytesAsWindows1252(_ data: Data) -> (text: String, invalidOffsets: [Int]) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var text = ""
            var offsets: [Int] = []
            var start = 0
            while start < bytes.count {
                guard let offset = firstInvalidByte(in: bytes, from: start) else {
                    text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
                    break
                }
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                let byte = bytes[offset]
                text.unicodeScalars.append(byte < 0xA0 ? Mojibake.windows1252High[Int(byte) - 0x80] : Unicode.Scalar(byte))
                offsets.append(offset)
                start = offset + 1
            }
            return (text, offsets)
        }
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil` when all are.
    static func firstInvalidByte(in bytes: some Collection<UInt8>) -> Int? {
        firstInvalidByte(in: Data(bytes))
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil` when all are.
    static func firstInvalidByte(in data: Data) -> Int? {
        data.withUnsafeBytes { raw in firstInvalidByte(in: raw.bindMemory(to: UInt8.self), from: 0) }
    }

    /// The offset of the first byte at or after `start` that is not part of a valid UTF-8 sequence.
    private static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                scalar = UInt32(lead & 0x07)
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
