import Testing

@testable import SpecimenKit

/// Strings are numbered in order of arrival and found again by their bytes alone.
@Suite struct ByteStringTableTests {
    /// Strings that a hash of some of their bytes would confuse: prefixes of each other, the
    /// same first or last eight bytes, one byte apart at every place, and the empty string.
    static let strings: [String] = {
        var strings = ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgi", "bbcdefgh", "abcdefghabcdefgh", "abcdefghabcdefgi", "xabcdefgh"]
        let base = Array("accessibility-guidelines".utf8)
        for place in base.indices {
            var changed = base
            changed[place] ^= 1
            strings.append(String(decoding: changed, as: UTF8.self))
            strings.append(String(decoding: base[..<place], as: UTF8.self))
        }
        strings += (0..<5_000).map { "term\($0)" }
        strings += ["café", "naïve", "日本語のテキスト", "\u{0}", "\u{0}\u{0}"]
        return strings
    }()

    @Test func stringsAreNumberedInOrderOfArrivalAndFoundAgain() {
        var table = ByteStringTable()
        var expected: [String: Int] = [:]
        // Each string twice, and the whole list again: the second time, each is found, not added.
        for string in Self.strings + Self.strings.reversed() {
            var bytes = Array(string.utf8)
            let (number, isNew) = bytes.withUnsafeMutableBufferPointer { table.number(of: UnsafeBufferPointer($0)) }
            if let known = expected[string] {
                #expect(number == known && !isNew, "\(string.debugDescription)")
            } else {
                #expect(number == expected.count && isNew, "\(string.debugDescription)")
                expected[string] = number
            }
        }
        #expect(table.count == expected.count)
        #expect(expected.count == Set(Self.strings).count)
    }

    @Test func everyByteReachesTheSlotBits() {
        // The table takes a slot from the hash's low bits: changing any one byte must move them.
        let base = Array("abcdefghijklmnopqrstuvwx".utf8)
        let slotBits: UInt64 = 0xFFFF
        let slot = base.withUnsafeBufferPointer(ByteStringTable.hash) & slotBits
        for place in base.indices {
            var changed = base
            changed[place] ^= 0x40
            #expect(changed.withUnsafeBufferPointer(ByteStringTable.hash) & slotBits != slot, "byte \(place)")
        }
        #expect([UInt8]().withUnsafeBufferPointer(ByteStringTable.hash) != [UInt8(0)].withUnsafeBufferPointer(ByteStringTable.hash))
    }
}
