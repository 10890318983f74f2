/// "Did you mean …?" for names a user mistyped: token paths, heading ids, file names.
public enum Suggestions {
    /// Up to `limit` candidates closest to `name` by edit distance, close enough to be a likely typo.
    public static func nearest(to name: String, in candidates: some Collection<String>, limit: Int = 3) -> [String] {
        Index(candidates).nearest(to: name, limit: limit)
    }

    /// Candidates made ready for many questions: a site's 1,200 page paths are asked about by each
    /// broken link, and lowering and splitting each of them again for every link was most of a link check.
    /// Kept as flat arrays, so asking goes through them without reference counting.
    public struct Index: Sendable {
        private let names: [String]
        /// Each name lowercased, as UTF-8, back to back; `nil` bounds for a name that is not ASCII.
        private let bytes: [UInt8]
        private let bounds: [Range<Int>?]
        /// The names that are not ASCII, lowercased, as characters, by index.
        private let texts: [Int: [Character]]
        /// 64 counters of each ASCII name (see `counts(of:)`), back to back.
        private let counts: [UInt8]
        /// Each name's length in characters.
        private let lengths: [Int]

        public init(_ candidates: some Collection<String>) {
            var names: [String] = [], bytes: [UInt8] = [], bounds: [Range<Int>?] = [], texts: [Int: [Character]] = [:]
            var counts: [UInt8] = [], lengths: [Int] = []
            for name in candidates {
                let lowered = name.lowercased()
                if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
                    bounds.append(bytes.count..<(bytes.count + lowered.utf8.count))
                    bytes += lowered.utf8
                    counts += Index.counts(of: lowered.utf8)
                    lengths.append(lowered.utf8.count)
                } else {
                    bounds.append(nil)
                    texts[names.count] = Array(lowered)
                    counts += [UInt8](repeating: 0, count: 64)
                    lengths.append(lowered.count)
                }
                names.append(name)
            }
            (self.names, self.bytes, self.bounds, self.texts, self.counts, self.lengths) = (names, bytes, bounds, texts, counts, lengths)
        }

        /// Up to `limit` candidates within `max(2, length / 3)` edits of `name`, nearest first, then by name.
        public func nearest(to name: String, limit: Int = 3) -> [String] {
            let allowed = max(2, name.count / 3)
            let scored = within(allowed, of: name).map { (name: names[$0.index], distance: $0.distance) }
                .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
            return scored.prefix(limit).map(\.name)
        }

        /// Every candidate within `allowed` edits of `name` (case aside), by its place among the candidates, with its distance.
        public func within(_ allowed: Int, of name: String) -> [(index: Int, distance: Int)] {
            let lowered = name.lowercased()
            let ascii = lowered.utf8.allSatisfy { $0 < 0x80 }
            let target = Array(lowered.utf8)
            let length = ascii ? target.count : lowered.count
            let targetCounts = Index.counts(of: target)
            var scored: [(index: Int, distance: Int)] = []
            var rows = Rows()
            // Up to 64 bytes, the distance is taken 64 cells at a time (see `BitParallelDistance`).
            let bitParallel = ascii && !target.isEmpty && target.count <= 64 ? BitParallelDistance(target) : nil
            bytes.withUnsafeBufferPointer { bytes in
                counts.withUnsafeBufferPointer { counts in
                    target.withUnsafeBufferPointer { target in
                        for index in names.indices where abs(lengths[index] - length) <= allowed {
                            let score: Int?
                            if ascii, let range = bounds[index] {
                                // Each edit changes the letter counts by at most 2: many candidates are ruled out by counting.
                                var difference = 0
                                for counter in 0..<64 { difference += abs(Int(targetCounts[counter]) - Int(counts[index * 64 + counter])) }
                                guard difference <= 2 * allowed else { continue }
                                let candidate = UnsafeBufferPointer(rebasing: bytes[range])
                                score =
                                    bitParallel.map { $0.distance(to: candidate, atMost: allowed) }
                                    ?? Suggestions.distance(target, candidate, atMost: allowed, rows: &rows)
                            } else {
                                score = Suggestions.distance(
                                    Array(lowered), texts[index] ?? bytes[bounds[index]!].map { Character(Unicode.Scalar($0)) }, atMost: allowed)
                            }
                            if let score { scored.append((index, score)) }
                        }
                    }
                }
            }
            return scored
        }

        /// How often each byte occurs, folded into 64 counters (folding only lowers the difference of two,
        /// so half of it stays a lower bound of their edit distance).
        private static func counts(of bytes: some Sequence<UInt8>) -> [UInt8] {
            var counts = [UInt8](repeating: 0, count: 64)
            // Saturating: two counts that stop at 255 differ less than they would, which keeps the bound.
            for byte in bytes where counts[Int(byte & 63)] < 255 { counts[Int(byte & 63)] += 1 }
            return counts
        }
    }

    /// Myers' bit-parallel edit distance (as Hyyrö gives it for the whole of two strings): the column of the
    /// table for a pattern of up to 64 bytes is two words of +1/-1 steps, advanced a byte of the other
    /// string at a time in a dozen word operations.
    private struct BitParallelDistance {
        private var equal = [UInt64](repeating: 0, count: 256)
        private let length: Int

        init(_ pattern: [UInt8]) {
            length = pattern.count
            for (index, byte) in pattern.enumerated() { equal[Int(byte)] |= 1 << UInt64(index) }
        }

        func distance(to text: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int? {
            guard abs(text.count - length) <= limit else { return nil }
            let last: UInt64 = 1 << UInt64(length - 1)
            var positive = length == 64 ? ~UInt64(0) : (1 << UInt64(length)) - 1
            var negative: UInt64 = 0
            var score = length
            for (index, byte) in text.enumerated() {
                let match = equal[Int(byte)]
                let vertical = match | negative
                let horizontal = (((match & positive) &+ positive) ^ positive) | match
                var up = negative | ~(horizontal | positive)
                var down = positive & horizontal
                if up & last != 0 { score += 1 } else if down & last != 0 { score -= 1 }
                // The rest of the text can lower the score by one a byte at most.
                if score - (text.count - index - 1) > limit { return nil }
                up = (up << 1) | 1
                down <<= 1
                positive = down | ~(vertical | up)
                negative = up & vertical
            }
            return score <= limit ? score : nil
        }
    }

    /// The two rows of the distance table, kept from one candidate to the next.
    private struct Rows {
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The Levenshtein distance of `a` and `b` when it is at most `limit`, else `nil`: only the band of
    /// the table within `limit` of its diagonal is filled, and a row that is all over `limit` ends it.
    package static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int? {
        var rows = Rows()
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, atMost: limit, rows: &rows) } }
    }

    private static func distance<Element: Equatable>(
        _ whole: UnsafeBufferPointer<Element>, _ other: UnsafeBufferPointer<Element>, atMost limit: Int, rows: inout Rows
    ) -> Int? {
        guard abs(whole.count - other.count) <= limit else { return nil }
        // A common start and end change no distance: paths in one folder share most of theirs.
        var start = 0
        while start < whole.count, start < other.count, whole[start] == other[start] { start += 1 }
        var endA = whole.count, endB = other.count
        while endA > start, endB > start, whole[endA - 1] == other[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let a = UnsafeBufferPointer(rebasing: whole[start..<endA]), b = UnsafeBufferPointer(rebasing: other[start..<endB])
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        let over = limit + 1
        if rows.previous.count < b.count + 1 {
            rows.previous = [Int](repeating: 0, count: b.count + 1)
            rows.current = [Int](repeating: 0, count: b.count + 1)
        }
        return rows.previous.withUnsafeMutableBufferPointer { previous in
            rows.current.withUnsafeMutableBufferPointer { current in
                var previous = previous, current = current
                for j in 0...b.count { previous[j] = min(j, over) }
                for i in 1...a.count {
                    let low = max(1, i - limit), high = min(b.count, i + limit)
                    current[low - 1] = low == 1 ? min(i, over) : over
                    var best = current[low - 1]
                    let character = a[i - 1]
                    for j in low...high {
                        let value = min(previous[j - 1] + (character == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1, over)
                        current[j] = value
                        best = min(best, value)
                    }
                    if high < b.count { current[high + 1] = over }
                    if best > limit { return nil }
                    swap(&previous, &current)
                }
                return previous[b.count] <= limit ? previous[b.count] : nil
            }
        }
    }

    /// Levenshtein distance between two character arrays.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
