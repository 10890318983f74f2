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
        let target = Array(path.lowercased())
        let lastName = path.lowercased().split(separator: ".").last.map(String.init) ?? ""
        let allowed = max(2, lastName.count / 3)
        var scored: [(path: String, distance: Int, order: Int)] = []
        for (order, candidate) in paths.enumerated() where candidate != path {
            let lowered = candidate.lowercased()
            let distance = Suggestions.distance(target, Array(lowered))
            let sameLastName = lowered.split(separator: ".").last.map(String.init) == lastName
            if distance <= allowed || sameLastName { scored.append((candidate, distance, order)) }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(limit).map(\.path)
    }

    /// "Did you mean `a`, `b` or `c`?", or `nil` when there is nothing to suggest.
    package static func didYouMean(_ suggestions: [String], wrap: (String) -> String = { "`\($0)`" }) -> String? {
        let wrapped = suggestions.map(wrap)
        guard let last = wrapped.last else { return nil }
        if wrapped.count == 1 { return "Did you mean \(last)?" }
        return "Did you mean \(wrapped.dropLast().joined(separator: ", ")) or \(last)?"
    }
}
