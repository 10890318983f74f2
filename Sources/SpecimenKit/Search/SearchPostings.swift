/// Writes one term's postings as a short string of URL-safe characters.
///
/// A posting is a section (its number in the index) and where the term occurs in it:
/// bit 1 the body, bit 2 the heading (for a page's first section, the page title).
/// Sections are written in ascending order as gaps from the previous one (the first from
/// 0), each as `gap << 2 | fields`, in base 32: every digit but the last is one of the
/// 32 characters `W`…`Z a`…`z - _` (value 32–63), the last one of `0`…`9 A`…`V`
/// (value 0–31), most significant first. Most postings take one or two characters,
/// against four to six for JSON numbers.
struct SearchPostings {
    /// The 64 digits: 0–31 end a number, 32–63 continue it.
    static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".unicodeScalars)

    /// Field bit: the term is in the section's text.
    static let body = 1
    /// Field bit: the term is in the section's heading, or in the page title for a page's first section.
    static let heading = 2

    /// The digits as ASCII bytes: postings are built for every term of every page, so no arrays or scalars per number.
    private static let asciiDigits = digits.map { UInt8($0.value) }

    /// The encoded postings, ASCII.
    private(set) var bytes: [UInt8] = []
    private var previous = 0

    /// Adds a section; sections must come in ascending order.
    mutating func append(section: Int, fields: Int) {
        precondition(section >= previous, "postings are written in ascending section order")
        append(number: (section - previous) << 2 | fields)
        previous = section
    }

    /// Five bits per digit, most significant first; every digit but the last is marked with +32.
    private mutating func append(number: Int) {
        var shift = 0
        while number >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            bytes.append(Self.asciiDigits[((number >> shift) & 31) + 32])
            shift -= 5
        }
        bytes.append(Self.asciiDigits[number & 31])
    }

    /// The value of each digit's byte, or -1 for a byte that is not a digit.
    private static let values: [Int8] = {
        var values = [Int8](repeating: -1, count: 256)
        for (value, byte) in asciiDigits.enumerated() { values[Int(byte)] = Int8(value) }
        return values
    }()

    /// Reads encoded postings, calling `posting` with each section and its field bits in order;
    /// false when the bytes are not postings or `posting` returns false.
    static func read(_ encoded: ArraySlice<UInt8>, _ posting: (_ section: Int, _ fields: Int) -> Bool) -> Bool {
        var number = 0
        var section = 0
        var open = false
        for byte in encoded {
            let value = Int(values[Int(byte)])
            guard value >= 0, number <= Int.max >> 6 else { return false }
            number = number << 5 | (value & 31)
            open = value >= 32
            if !open {
                section += number >> 2
                guard posting(section, number & 3) else { return false }
                number = 0
            }
        }
        return !open
    }
}
