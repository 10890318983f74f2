import SpecimenDiagnostics

/// "Did you mean …?" for token paths, and the sentence every token diagnostic uses to offer names.
///
/// Other names (types, properties, files) use the shared `Suggestions.nearest`. Token paths
/// need their own rule: siblings in a group share most of their path, so a threshold on the
/// whole length would offer `color.state.info` for `color.state.dangr`.
package enum NameSuggestions {
    /// Up to `limit` token paths near `path`, nearest first, ties in declaration order.
    ///
    /// A path is near when it is within a third of the length of `path`'s last name (at
    /// least 2 edits), or when its last name is the same: that catches a skipped or extra
    /// group (`{color.danger}` for `color.state.danger`).
    package static func nearestPaths(to path: String, among paths: [String], limit: Int = 3) -> [String] {
        PathIndex(paths).nearest(to: path, limit: limit)
    }

    /// Token paths made ready for many questions: an export whose 3,887 aliases all miss asked each one of
    /// 3,500 paths, character by character, and took three minutes. Candidates are found by length, letter
    /// counts and the bit-parallel distance (`Suggestions.Index`), and by their last name.
    package struct PathIndex: Sendable {
        private let paths: [String]
        private let index: Suggestions.Index
        private let byLastName: [String: [Int]]

        package init(_ paths: [String]) {
            self.paths = paths
            index = Suggestions.Index(paths)
            var byLastName: [String: [Int]] = [:]
            for (order, path) in paths.enumerated() { byLastName[Self.lastName(path), default: []].append(order) }
            self.byLastName = byLastName
        }

        /// `nearestPaths`, among the candidates `accepting` takes (by their place in the paths); all of them without it.
        package func nearest(to path: String, limit: Int = 3, accepting: ((Int) -> Bool)? = nil) -> [String] {
            let lastName = Self.lastName(path)
            let allowed = max(2, lastName.count / 3)
            var scored: [Int: Int] = [:]
            for (order, distance) in index.within(allowed, of: path) { scored[order] = distance }
            for order in byLastName[lastName] ?? [] where scored[order] == nil {
                scored[order] = Suggestions.distance(Array(path.lowercased()), Array(paths[order].lowercased()))
            }
            return scored.filter { order, _ in paths[order] != path && (accepting?(order) ?? true) }
                .sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map { paths[$0.key] }
        }

        private static func lastName(_ path: String) -> String {
            path.lowercased().split(separator: ".").last.map(String.init) ?? ""
        }
    }

    /// "Did you mean `a`, `b` or `c`?", or `nil` when there is nothing to suggest.
    package static func didYouMean(_ suggestions: [String], wrap: (String) -> String = { "`\($0)`" }) -> String? {
        let wrapped = suggestions.map(wrap)
        guard let last = wrapped.last else { return nil }
        if wrapped.count == 1 { return "Did you mean \(last)?" }
        return "Did you mean \(wrapped.dropLast().joined(separator: ", ")) or \(last)?"
    }
}
