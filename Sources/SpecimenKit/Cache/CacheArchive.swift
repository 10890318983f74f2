import Foundation

/// The build cache's file format: a compact binary stream with each distinct string stored once.
///
/// Foundation's coders were tried first and cost more than the build they were saving
/// (decoding the property list of a 1,000-page site took 0.6 s, mostly in `Decodable`
/// plumbing); this writes numbers as varints and strings through a table, so a path that
/// recurs in every link's location is written once and read back as one shared `String`.
/// A reader that meets anything unexpected throws, and the build falls back to a full one.
struct CacheArchive {
    /// Appends values to the archive's bytes.
    struct Writer {
        private(set) var bytes: [UInt8] = []
        private var strings = ByteStringTable()

        /// A writer whose buffer already holds `capacity` bytes, so a large archive grows without copies.
        init(capacity: Int = 0) {
            bytes.reserveCapacity(capacity)
        }

        mutating func int(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func double(_ value: Double) { int(Int(Int64(bitPattern: value.bitPattern))) }

        /// A string as its index in the table; a new string is the next index followed by its UTF-8 bytes.
        mutating func string(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                let (index, isNew) = strings.number(of: utf8)
                int(index)
                if isNew {
                    int(utf8.count)
                    bytes.append(contentsOf: utf8)
                }
            }
        }

        /// A string written out in full, outside the table: for strings that never repeat within
        /// one record, such as a page's search terms, where looking each up would only cost time.
        mutating func plainString(_ value: String) {
            int(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        /// Bytes as they are, after their count.
        mutating func rawBytes(_ value: ArraySlice<UInt8>) {
            int(value.count)
            bytes.append(contentsOf: value)
        }

        mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
            bool(value != nil)
            if let value { write(&self, value) }
        }

        mutating func array<Element>(_ values: [Element], _ write: (inout Writer, Element) -> Void) {
            int(values.count)
            for value in values { write(&self, value) }
        }
    }

    /// The archive is not one this version wrote, or it was cut short.
    struct Unreadable: Error {}

    /// Reads values back in the order they were written.
    struct Reader {
        private let bytes: ArraySlice<UInt8>
        private var position: Int
        private var strings: [String] = []

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var isAtEnd: Bool { position == bytes.endIndex }

        mutating func int() throws -> Int {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard position < bytes.endIndex, shift < 64 else { throw Unreadable() }
                let byte = bytes[position]
                position += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return Int(Int64(bitPattern: result)) }
                shift += 7
            }
        }

        mutating func count() throws -> Int {
            let value = try int()
            guard value >= 0, value <= bytes.endIndex - position else { throw Unreadable() }
            return value
        }

        mutating func bool() throws -> Bool {
            guard position < bytes.endIndex, bytes[position] <= 1 else { throw Unreadable() }
            defer { position += 1 }
            return bytes[position] == 1
        }

        mutating func double() throws -> Double { Double(bitPattern: UInt64(bitPattern: Int64(try int()))) }

        mutating func string() throws -> String {
            let index = try int()
            if index >= 0, index < strings.count { return strings[index] }
            guard index == strings.count else { throw Unreadable() }
            let length = try count()
            let value = String(decoding: bytes[position..<position + length], as: UTF8.self)
            position += length
            strings.append(value)
            return value
        }

        /// A string written with `Writer.plainString`.
        mutating func plainString() throws -> String {
            let length = try count()
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        /// Bytes written with `Writer.rawBytes`, without a copy.
        mutating func rawBytes() throws -> ArraySlice<UInt8> {
            let length = try count()
            defer { position += length }
            return bytes[position..<position + length]
        }

        mutating func optional<Value>(_ read: (inout Reader) throws -> Value) throws -> Value? {
            try bool() ? read(&self) : nil
        }

        mutating func array<Element>(_ read: (inout Reader) throws -> Element) throws -> [Element] {
            let count = try count()
            var values: [Element] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try read(&self)) }
            return values
        }
    }
}
