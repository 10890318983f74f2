#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The first place, from `start` on, that holds `byte` and where `holds` is true. Each place of the byte is found
    /// with `memchr`, so the bytes between are passed over at the speed of memory: the scans of whole pages (`@include`
    /// lines, template code, the HTML held out of cmark) look for a byte most of a page does not hold.
    func firstIndex(of byte: UInt8, from start: Int = 0, where holds: (Int) -> Bool) -> Int? {
        guard let base = baseAddress else { return nil }
        var from = start
        while from < count, let found = memchr(base + from, Int32(byte), count - from) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if holds(index) { return index }
            from = index + 1
        }
        return nil
    }
}
