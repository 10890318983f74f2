import Foundation

/// Distinct byte strings, numbered in the order they are first seen and found by their bytes
/// (open addressing): a string that repeats is neither copied nor hashed by `Hasher`.
/// The search index numbers its terms with one (see `TermTable`); the build cache its strings.
struct ByteStringTable {
    /// Every distinct string's bytes, back to back; string `n` ends at `ends[n]`.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// A string's number, or -1 for an empty slot; a power of two, at most half full.
    private var slots: [Int32]

    /// An empty table with room for about `expected` strings before it grows.
    init(expecting expected: Int = 0) {
        var slots = 256
        while slots < 2 * expected { slots *= 2 }
        self.slots = [Int32](repeating: -1, count: slots)
        ends.reserveCapacity(expected)
    }

    /// How many distinct strings there are.
    var count: Int { ends.count }

    /// The string's number, and whether it was not seen before (it is given the next number).
    mutating func number(of string: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(string)) & mask
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            let start = number == 0 ? 0 : ends[number - 1]
            if ends[number] - start == string.count,
                bytes.withUnsafeBufferPointer({
                    string.count == 0 || memcmp($0.baseAddress! + start, string.baseAddress!, string.count) == 0
                })
            {
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
            var slot = bytes.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end]))) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
            start = end
        }
    }

    /// A hash of the bytes taken eight at a time, mixed so that its low bits (the slot) depend on every byte.
    /// Numbers are given in order of arrival, so the hash never shows in what the table is used for.
    static func hash(_ string: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(string.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        if let base = string.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= string.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
        }
        if offset < string.count {
            var tail: UInt64 = 0
            for index in offset..<string.count { tail = tail << 8 | UInt64(string[index]) }
            hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        }
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash >> 33
    }
}
