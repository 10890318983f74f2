extension Diagnostic {
    /// The diagnostics with each code that folds across files (`DiagnosticCode.foldsAcrossFiles`) reported once: at
    /// its first place, whose reason then names the other files. One cause, one decision for the team.
    package static func foldedAcrossFiles(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        folded(diagnostics, where: \.code.foldsAcrossFiles, by: \.code.rawValue) { others in
            " The same holds for \(others.count) more file\(others.count == 1 ? "" : "s"): \(shortList(others, first: 10))."
        }
    }

    /// The diagnostics `where` picks, each group of the same `key` in more than one place reported once: the first by
    /// place (whatever order they came in), its reason ended with `sentence` of the other places' files. The others
    /// of a group are dropped; the rest stand. The order of what is returned is not the input's: callers sort.
    package static func folded(
        _ diagnostics: [Diagnostic], where picks: (Diagnostic) -> Bool, by key: (Diagnostic) -> String, sentence: ([String]) -> String
    ) -> [Diagnostic] {
        // Most builds hold none: nothing is filtered or grouped.
        guard diagnostics.contains(where: picks) else { return diagnostics }
        var kept = diagnostics.filter { !picks($0) }
        let groups = Dictionary(grouping: diagnostics.filter(picks), by: key)
        for group in groups.keys.sorted() {
            guard let all = groups[group]?.sorted(), var first = all.first else { continue }
            let others = all.dropFirst().compactMap(\.location?.file)
            if !others.isEmpty { first.reason = (first.reason ?? "") + sentence(others) }
            kept.append(first)
        }
        return kept
    }

    /// Occurrences of one cause, reported once: one warning per file and `kind`, at the first place,
    /// whose reason then says on which other lines of that file the same occurs.
    ///
    /// For problems that a file repeats for one reason, such as every size in `em` from the tool
    /// that exported it, or text mis-decoded when the file was once saved in the wrong encoding:
    /// one fix mends them all, so a warning on each line would only bury the others.
    package static func reportedOnce(_ occurrences: [(kind: String, diagnostic: Diagnostic)]) -> [Diagnostic] {
        var groups: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for (kind, diagnostic) in occurrences {
            let key = (diagnostic.location?.file ?? "") + "\u{0}" + kind
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(diagnostic)
        }
        return order.compactMap { key in
            guard let all = groups[key]?.sorted(), var first = all.first else { return nil }
            // Lines, not places: a second occurrence on the first one's line is not "another line".
            let others = Set(all.dropFirst().compactMap(\.location?.line)).filter { $0 != first.location?.line }.sorted()
            guard !others.isEmpty else { return first }
            let shown = shortList(others.map(String.init), first: 8)
            let sentence = " The same occurs on \(others.count) more line\(others.count == 1 ? "" : "s") of this file: \(shown)."
            first.reason = (first.reason ?? "") + sentence
            return first
        }
    }
}
