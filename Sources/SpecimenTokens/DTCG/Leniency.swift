/// Something in a token file that Specimen understands although the format does not allow it:
/// read anyway, and reported as a warning (an error under `--strict`).
///
/// Exported files repeat the same quirk hundreds of times (every colour's `hex` in 3-digit
/// form, every size in `em`), always for one reason: the tool that wrote them. So leniencies
/// of one `kind` in one file are reported once, at the first place, with the others counted.
package struct Leniency: Hashable, Sendable {
    /// What is the same about every occurrence of this quirk, such as `unit em`.
    package var kind: String
    /// The warning for this one occurrence.
    package var diagnostic: Diagnostic

    /// One warning per kind and file, at the first occurrence, which says where the others are.
    package static func report(_ leniencies: [Leniency]) -> [Diagnostic] {
        var seen = Set<Leniency>()
        var groups: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for leniency in leniencies where seen.insert(leniency).inserted {
            let key = (leniency.diagnostic.location?.file ?? "") + "\u{0}" + leniency.kind
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(leniency.diagnostic)
        }
        return order.compactMap { key in
            guard let all = groups[key]?.sorted(), var first = all.first else { return nil }
            let others = Array(Set(all.dropFirst().compactMap(\.location?.line))).sorted()
            guard !others.isEmpty else { return first }
            let shown = others.prefix(8).map(String.init).joined(separator: ", ") + (others.count > 8 ? " and \(others.count - 8) more" : "")
            let sentence = " The same occurs on \(others.count) more line\(others.count == 1 ? "" : "s") of this file: \(shown)."
            first.reason = (first.reason ?? "") + sentence
            return first
        }
    }
}
