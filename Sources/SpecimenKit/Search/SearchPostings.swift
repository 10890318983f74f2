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

    private var encoded = String.UnicodeScalarView()
    private var previous = 0

    /// Adds a section; sections must come in ascending order.
    mutating func append(section: Int, fields: Int) {
        precondition(section >= previous, "postings are written in ascending section order")
        append(number: (section - previous) << 2 | fields)
        previous = section
    }

    /// The encoded postings.
    var string: String { String(encoded) }

    private mutating func append(number: Int) {
        var groups = [number & 31]
        var rest = number >> 5
        while rest > 0 {
            groups.append(rest & 31)
            rest >>= 5
        }
        for (position, group) in groups.reversed().enumerated() {
            encoded.append(Self.digits[position == groups.count - 1 ? group : group + 32])
        }
    }

    /// Reads postings back as `(section, fields)`, for tests.
    static func decode(_ text: String) -> [(section: Int, fields: Int)] {
        var result: [(section: Int, fields: Int)] = []
        var number = 0
        var section = 0
        for scalar in text.unicodeScalars {
            guard let value = digits.firstIndex(of: scalar) else { continue }
            number = number << 5 | (value & 31)
            if value < 32 {
                section += number >> 2
                result.append((section, number & 3))
                number = 0
            }
        }
        return result
    }
}
