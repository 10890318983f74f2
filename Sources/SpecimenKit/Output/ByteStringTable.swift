import Foundation

/// Distinct byte strings, numbered in the order they are first seen and found by their bytes
/// (FNV-1a, open addressing): a string that repeats is neither copied nor hashed by `Hasher`.
/// The search index numbers its terms with one (see `TermTable`); the build cache its strings.
struct ByteStringTable {
    /// Every distinct string's bytes, back to back; string `n` ends at `ends[n]`.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// A string's number, or -1 for an empty slot; a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 256)

    /// How many distinct strings there are.
    var count: Int { ends.count }

    /// The string's number, and whether it was not seen before (it is given the next number).
    mutating func number(of string: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: FNV1a.hash(string)) & mask
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            let start = number == 0 ? 0 : ends[number - 1]
            if ends[number] - start == string.count, bytes.withUnsafeBufferPointer({
                string.count == 0 || memcmp($0.baseAddress! + start, string.baseAddress!, string.count) == 0
            }) {
                return (number, false)
            }
            slot = (slot + 1) & mask
        }
        let number = ends.count
        bytes.append(contentsOf: string)
        ends.append(bytes.count)
        slots[slot] = Int32(number)
        if ends.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// Doubles the table and puts every string back.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        var start = 0
        for (number, end) in ends.enumerated() {
            var slot = Int(truncatingIfNeeded: FNV1a.hash(bytes[start..<end])) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
            start = end
        }
    }
}
