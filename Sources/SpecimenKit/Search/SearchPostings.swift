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

    /// Reads encoded postings, calling `posting` with each section, its field bits and where it is
    /// written in `encoded`, in order; false when the bytes are not postings or `posting` returns false.
    /// Every byte of the search index passes here on every rebuild (see `patched`): no bounds checks,
    /// and the digit table fetched once, not per byte.
    static func read(_ encoded: ArraySlice<UInt8>, _ posting: (_ section: Int, _ fields: Int, _ written: Range<Int>) -> Bool) -> Bool {
        var number = 0
        var section = 0
        var start = encoded.startIndex
        let read = values.withUnsafeBufferPointer { values in
            encoded.withUnsafeBufferPointer { bytes in
                for offset in bytes.indices {
                    let value = Int(values[Int(bytes[offset])])
                    guard value >= 0, number <= Int.max >> 6 else { return false }
                    number = number << 5 | (value & 31)
                    guard value < 32 else { continue }
                    section += number >> 2
                    let end = encoded.startIndex + offset + 1
                    guard posting(section, number & 3, start..<end) else { return false }
                    (number, start) = (0, end)
                }
                return true
            }
        }
        // A number left open at the end is not postings.
        return read && start == encoded.endIndex
    }

    /// `encoded` with its sections numbered anew by `moved` (each old section's new number, or -1 to
    /// drop it, in ascending order) and the postings `added` (in ascending sections) merged in.
    ///
    /// A posting whose gap to the one before is the same as before is copied as it is written, so a
    /// rebuild that moves sections by the same amount over long stretches (or not at all) re-encodes
    /// only the few postings around what changed; unchanged postings come back as the same slice.
    /// `nil` when the bytes are not postings or name a section `moved` does not have.
    static func patched(_ encoded: ArraySlice<UInt8>, moved: [Int32], adding added: [(section: Int, fields: Int)]) -> ArraySlice<UInt8>? {
        var result = SearchPostings()
        // Postings copied as they are, not yet appended: consecutive, so one range of bytes.
        var run: Range<Int>?
        var changed = false
        var next = 0
        var oldSection = 0
        let read = read(encoded) { old, fields, written in
            let gap = old - oldSection
            oldSection = old
            guard old < moved.count else { return false }
            let section = Int(moved[old])
            guard section >= 0 else {
                result.flush(&run, from: encoded)
                changed = true
                return true
            }
            while next < added.count, added[next].section < section {
                result.flush(&run, from: encoded)
                result.append(section: added[next].section, fields: added[next].fields)
                (changed, next) = (true, next + 1)
            }
            // The same gap and fields are the same number: the bytes as written.
            if section - result.previous == gap {
                run = (run?.lowerBound ?? written.lowerBound)..<written.upperBound
                result.previous = section
            } else {
                result.flush(&run, from: encoded)
                result.append(section: section, fields: fields)
                changed = true
            }
            return true
        }
        guard read else { return nil }
        result.flush(&run, from: encoded)
        for posting in added[next...] {
            result.append(section: posting.section, fields: posting.fields)
            changed = true
        }
        return changed ? result.bytes[...] : encoded
    }

    /// Appends the postings of `run`, copied from `encoded`, and empties it.
    private mutating func flush(_ run: inout Range<Int>?, from encoded: ArraySlice<UInt8>) {
        guard let copied = run else { return }
        bytes.append(contentsOf: encoded[copied])
        run = nil
    }
}
