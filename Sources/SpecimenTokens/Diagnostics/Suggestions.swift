/// "Did you mean …?" for names a user mistyped: token paths, heading ids, file names.
public enum Suggestions {
    /// Up to `limit` candidates closest to `name` by edit distance, close enough to be a likely typo.
    public static func nearest(to name: String, in candidates: some Collection<String>, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let allowed = max(2, target.count / 3)
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates {
            let score = distance(target, Array(candidate.lowercased()))
            if score <= allowed { scored.append((candidate, score)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
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
