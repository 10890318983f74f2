import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What changed in the contrast results since a baseline: pairs that now fail, ratios that
/// dropped, pairs fixed, added and removed, and the token values behind them.
///
/// A regression is reported once per cause, at the line of the token whose change caused it
/// (the end of the alias chain, or the alias that now points elsewhere), listing every pair it
/// broke; it replaces the pairs' own `contrast-failure` warnings. A drop that still passes is an
/// advisory warning: it never fails a build, `--strict` included.
public struct ContrastComparison: Sendable {
    /// A token whose value in one mode differs from the baseline's.
    struct TokenChange: Sendable, Hashable {
        var token: String
        var mode: String
        var before: String
        var after: String
    }

    /// Why a pair's ratio moved: `token` (one of the pair's) changed because `root` did.
    struct Cause: Sendable, Hashable {
        var change: TokenChange
        var root: String
        var location: SourceLocation
    }

    /// A pair in one mode that both builds measured, and every token change that moved it (the
    /// text colour, the background, what is behind it: each of them can have changed).
    struct Change: Sendable {
        var result: ContrastResult
        var before: ContrastBaseline.Entry
        var causes: [Cause]
    }

    /// The baseline as the user named it.
    public var baselinePath: String
    /// A drop larger than this (in ratio units) is reported even when the pair still passes.
    public var maxDrop: Double
    var newFailures: [Change] = []
    var drops: [Change] = []
    var fixed: [Change] = []
    /// Pairs that pass, or fail, as before (drops aside).
    var unchanged: [Change] = []
    var added: [ContrastResult] = []
    var removed: [ContrastBaseline.Entry] = []
    var changedTokens: [TokenChange] = []

    /// Whether anything at all differs.
    public var isEmpty: Bool {
        newFailures.isEmpty && drops.isEmpty && fixed.isEmpty && added.isEmpty && removed.isEmpty && changedTokens.isEmpty
    }

    /// Compares this build's results with the baseline's.
    static func compare(_ results: [ContrastResult], with baseline: ContrastBaseline, tokens: TokenModel, maxDrop: Double) -> ContrastComparison {
        var comparison = ContrastComparison(baselinePath: baseline.displayPath, maxDrop: maxDrop)
        var seen: Set<String> = []
        var changed: Set<TokenChange> = []
        for result in results {
            let declaration = result.declaration
            let key = ContrastBaseline.key(of: result)
            guard let before = baseline.entries[key] else {
                comparison.added.append(result)
                continue
            }
            seen.insert(key)
            let sides =
                [(declaration.foreground, result.foreground), (declaration.background, result.background)]
                + (declaration.over.flatMap { over in result.over.map { (over, $0) } }.map { [$0] } ?? [])
            var causes: [Cause] = []
            for (token, color) in sides {
                guard let old = before.values[token], old != color.hex else { continue }
                let change = TokenChange(token: token, mode: result.mode, before: old, after: color.hex)
                changed.insert(change)
                let root = root(of: token, mode: result.mode, before: before.chains[token], tokens: tokens)
                let location = tokens.token(at: root, in: result.mode)?.location ?? declaration.source
                causes.append(Cause(change: change, root: root, location: location))
            }
            let entry = Change(result: result, before: before, causes: causes)
            if before.passes && !result.passes {
                comparison.newFailures.append(entry)
            } else if !before.passes && result.passes {
                comparison.fixed.append(entry)
            } else if result.passes && before.ratio - result.ratio > maxDrop {
                comparison.drops.append(entry)
            } else {
                comparison.unchanged.append(entry)
            }
        }
        comparison.removed = baseline.entries.values.filter { !seen.contains($0.key) }
            .sorted { ($0.text, $0.background, $0.over ?? "", $0.mode) < ($1.text, $1.background, $1.over ?? "", $1.mode) }
        comparison.changedTokens = changed.sorted { ($0.token, $0.mode) < ($1.token, $1.mode) }
        return comparison
    }

    /// The token whose own change moved `token`: walking its alias chain alongside the baseline's,
    /// the first that now points elsewhere, else the one that holds the value. A baseline chain of
    /// one token means it held its own value then; a missing chain (a `contrast.json` from before
    /// chains were written) is taken as unchanged.
    static func root(of token: String, mode: String, before: [String]?, tokens: TokenModel) -> String {
        let now = tokens.token(at: token, in: mode)?.aliasChain ?? []
        guard !now.isEmpty else { return token }
        guard let before, !before.isEmpty else { return now[now.count - 1] }
        var index = 0
        while index + 1 < now.count, index + 1 < before.count, now[index + 1] == before[index + 1] { index += 1 }
        return now[index]
    }

    // MARK: - Diagnostics

    /// One diagnostic per cause (the token that changed, at its line), listing every pair it moved:
    /// pairs that now fail (a warning, an error under `--strict`); pairs that now fail in a mode
    /// although an `allow-failure` the baseline already had accepts them (advisory: the acceptance
    /// was written for another mode); and drops that still pass (advisory). A failure whose
    /// `allow-failure` this change adds is deliberate and only counted.
    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (cause, changes) in Self.grouped(newFailures.filter(\.result.isProblem)) {
            diagnostics.append(failure(changes, cause: cause, accepted: false))
        }
        for (cause, changes) in Self.grouped(newFailures.filter { $0.result.allowed && $0.before.allowed }) {
            var diagnostic = failure(changes, cause: cause, accepted: true)
            diagnostic.advisory = true
            diagnostics.append(diagnostic)
        }
        for (cause, changes) in Self.grouped(drops) {
            var diagnostic = drop(changes, cause: cause)
            diagnostic.advisory = true
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The `contrast-failure` warnings the regressions replace.
    func replacedFailures() -> Set<Diagnostic> {
        Set(newFailures.filter(\.result.isProblem).map { ContrastChecker.failure($0.result) })
    }

    /// Changes by cause, in order of first appearance; a change with two causes is in both groups,
    /// and one with none is grouped by its pair's declaration.
    private static func grouped(_ changes: [Change]) -> [(Cause?, [Change])] {
        var order: [String] = []
        var groups: [String: (Cause?, [Change])] = [:]
        for change in changes {
            let causes: [Cause?] = change.causes.isEmpty ? [nil] : change.causes
            for cause in causes {
                let key = cause.map { "\($0.root)|\($0.location)" } ?? "pair|\(change.result.declaration.source)"
                if groups[key] == nil { order.append(key) }
                groups[key, default: (cause, [])].1.append(change)
            }
        }
        return order.map { groups[$0]! }
    }

    /// "`x` changed from A to B in light mode, and", or with several modes or tokens, "`x` changed in light and dark mode, and".
    private static func what(_ cause: Cause?, _ changes: [Change]) -> String {
        let modes = changes.map(\.result.mode).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let inModes = "in " + Self.list(modes) + " mode"
        guard let cause else { return "With no token value changed \(inModes)," }
        let tokenChanges = Set(changes.flatMap { $0.causes.filter { $0.root == cause.root }.map(\.change) })
        guard tokenChanges.count == 1 else { return "`\(cause.root)` changed \(inModes), and" }
        let change = cause.change
        if cause.root == change.token { return "`\(change.token)` changed from \(change.before) to \(change.after) \(inModes), and" }
        return "`\(cause.root)` changed \(inModes) (`\(change.token)` went from \(change.before) to \(change.after)), and"
    }

    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    private static func pair(_ result: ContrastResult) -> String {
        var text = "`\(result.declaration.foreground)` on `\(result.declaration.background)`"
        if let over = result.declaration.over { text += " over `\(over)`" }
        return text
    }

    /// "3.56:1, was 4.62:1", and under APCA "; APCA Lc 71.6, was 80.2".
    private static func ratios(_ change: Change) -> String {
        var text = "\(ContrastRequirement.displayRatio(change.result.ratio)):1, was \(ContrastRequirement.displayRatio(change.before.ratio)):1"
        if change.result.usesAPCA {
            text += "; APCA Lc \(APCA.display(change.result.lc))" + (change.before.lc.map { ", was \(APCA.display($0))" } ?? "")
        }
        return text
    }

    /// "`a` on `b` in light: 3.56:1, was 4.62:1, needs 4.5:1", noting another token that changed too.
    private static func entry(_ change: Change, besides cause: Cause?) -> String {
        var text =
            "\(pair(change.result)) in \(change.result.mode): \(ratios(change)), needs \(change.result.declaration.needs())"
        let others = change.causes.filter { $0.root != cause?.root }.map { "`\($0.root)`" }
        if !others.isEmpty { text += " (\(list(others)) changed too)" }
        return text
    }

    private func failure(_ changes: [Change], cause: Cause?, accepted: Bool) -> Diagnostic {
        let first = changes[0]
        let pairs =
            changes.count == 1
            ? "\(Self.pair(first.result)) no longer passes: \(Self.ratios(first)); it needs \(first.result.declaration.needs(level: true))"
            : "\(changes.count) pairs that passed in the baseline now fail"
        var message = "\(Self.what(cause, changes)) \(pairs)"
        if accepted { message += changes.count == 1 ? ", which its `allow-failure` accepts" : ", which their `allow-failure` accepts" }
        var reason = changes.count == 1 ? "" : changes.map { Self.entry($0, besides: cause) }.joined(separator: "; ") + ". "
        if changes.count == 1, first.causes.count > 1 { reason += Self.entry(first, besides: cause) + ". " }
        if accepted {
            reason += "The `allow-failure` was already in the baseline, where the pair passed in this mode: it was written for another mode. "
        }
        reason += "Compared with \(baselinePath)."
        var fix = cause.map { "Keep `\($0.root)` at a value that passes" } ?? "Change the pair's colours"
        // A nearest colour is a text colour: offered only when the text colour is what changed.
        let textChanges = changes.filter { change in
            change.causes.contains { $0.root == cause?.root && $0.change.token == change.result.declaration.foreground }
        }
        let hardest = textChanges.map(\.result).max { ($0.required, -$0.ratio) < ($1.required, -$1.ratio) }
        if let hardest, case let .adjusted(color, ratio) = hardest.suggestion {
            fix +=
                " (for `\(hardest.declaration.foreground)` in \(hardest.mode) mode, \(color.hex) is the nearest colour of the same hue that passes on `\(hardest.declaration.background)`: \(ContrastRequirement.displayRatio(ratio)):1)"
        } else if cause != nil, textChanges.isEmpty {
            fix += ", or change the text colour"
        }
        fix +=
            accepted
            ? ", or say in the pair's `allow-failure` reason that this mode fails too."
            : ", or, if the change is intended, accept each pair with `allow-failure: \"why\"` in content/contrast.yml."
        return .warning(.contrastRegression, at: cause?.location ?? first.result.declaration.source, message, reason: reason, fix: fix)
    }

    private func drop(_ changes: [Change], cause: Cause?) -> Diagnostic {
        let first = changes[0]
        let limit = ContrastRequirement.displayRatio(maxDrop)
        let message =
            changes.count == 1
            ? "\(Self.what(cause, changes)) \(Self.pair(first.result)) dropped by more than \(limit): \(Self.ratios(first)); it still passes"
            : "\(Self.what(cause, changes)) \(changes.count) pairs dropped by more than \(limit) and still pass"
        let reason =
            changes.map { Self.entry($0, besides: cause) }.joined(separator: "; ")
            + ". Compared with \(baselinePath); a drop is reported, never failed."
        return .warning(
            .contrastDrop, at: cause?.location ?? first.result.declaration.source, message, reason: reason,
            fix: "Nothing is required; check that the lower contrast is intended (`--max-ratio-drop` sets how much is reported)."
        )
    }

    // MARK: - Summaries

    /// One line for the end of `specimen check`.
    public var summaryLine: String {
        guard !isEmpty else { return "Contrast compared with \(baselinePath): no pair and no colour changed." }
        var parts: [String] = []
        func count(_ number: Int, _ one: String, _ many: String) {
            if number > 0 { parts.append("\(number) \(number == 1 ? one : many)") }
        }
        count(newFailures.count, "pair now fails", "pairs now fail")
        count(
            drops.count, "dropped by more than \(ContrastRequirement.displayRatio(maxDrop))",
            "dropped by more than \(ContrastRequirement.displayRatio(maxDrop))")
        count(fixed.count, "fixed", "fixed")
        count(added.count, "added", "added")
        count(removed.count, "removed", "removed")
        count(changedTokens.count, "token value changed", "token values changed")
        return "Contrast compared with \(baselinePath) (pairs by mode): " + parts.joined(separator: ", ") + "."
    }

    /// The `baseline` section of `--format json`.
    public func json() -> [String: Any] {
        func pair(_ result: ContrastResult) -> [String: Any] {
            var item: [String: Any] = [
                "text": result.declaration.foreground, "background": result.declaration.background, "mode": result.mode,
                "usage": result.declaration.usage.rawValue, "level": result.declaration.level.rawValue,
                "ratio": result.ratio, "passes": result.passes, "allowed": result.allowed, "required": result.required,
            ]
            if let over = result.declaration.over { item["over"] = over }
            if result.usesAPCA { item["apca"] = ["lc": result.lc, "required": result.requiredLc ?? NSNull(), "passes": result.lcPasses] }
            return item
        }
        func change(_ change: Change) -> [String: Any] {
            var item = pair(change.result)
            var before: [String: Any] = ["ratio": change.before.ratio, "passes": change.before.passes, "allowed": change.before.allowed]
            if let lc = change.before.lc { before["lc"] = lc }
            item["before"] = before
            item["causes"] = change.causes.map { cause -> [String: Any] in
                [
                    "token": cause.root, "changed": cause.change.token, "before": cause.change.before, "after": cause.change.after,
                    "file": cause.location.file, "line": cause.location.line, "column": cause.location.column,
                ]
            }
            return item
        }
        func entry(_ entry: ContrastBaseline.Entry) -> [String: Any] {
            var item: [String: Any] = [
                "text": entry.text, "background": entry.background, "mode": entry.mode, "usage": entry.usage, "level": entry.level,
                "ratio": entry.ratio, "passes": entry.passes, "allowed": entry.allowed,
            ]
            if let over = entry.over { item["over"] = over }
            return item
        }
        return [
            "path": baselinePath, "maxRatioDrop": maxDrop,
            "newFailures": newFailures.map(change), "drops": drops.map(change), "fixed": fixed.map(change),
            "added": added.map(pair), "removed": removed.map(entry),
            "changedTokens": changedTokens.map { ["token": $0.token, "mode": $0.mode, "before": $0.before, "after": $0.after] },
        ]
    }

    /// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment.
    public func markdown() -> String {
        var text = "### Colour contrast compared with the baseline\n\n"
        guard !isEmpty else { return text + "No pair and no colour changed against `\(baselinePath)`.\n" }
        text +=
            summaryLine.replacingOccurrences(
                of: "Contrast compared with \(baselinePath) (pairs by mode): ", with: "Against `\(baselinePath)`, by pair and mode: ") + "\n\n"
        let rows =
            newFailures.map { ("Now fails" + ($0.result.allowed ? " (accepted)" : ""), $0) }
            + drops.map { ("Dropped", $0) } + fixed.map { ("Fixed", $0) }
        if !rows.isEmpty {
            text += "| | Pair | Mode | Before | After | Needs | Because |\n|---|---|---|---|---|---|---|\n"
            for (label, change) in rows {
                let because = change.causes.map { cause in
                    let values = "\(cause.change.before) → \(cause.change.after)"
                    return cause.root == cause.change.token ? "`\(cause.root)` \(values)" : "`\(cause.root)` (`\(cause.change.token)` \(values))"
                }.joined(separator: "; ")
                text +=
                    "| \(label) | \(Self.pair(change.result)) | \(change.result.mode) | \(ContrastRequirement.displayRatio(change.before.ratio)):1 "
                    + "| \(ContrastRequirement.displayRatio(change.result.ratio)):1 | \(change.result.declaration.requirement.minimumRatioText):1 | \(because) |\n"
            }
            text += "\n"
        }
        if !added.isEmpty || !removed.isEmpty {
            text += "| | Pair | Mode | Ratio | Verdict |\n|---|---|---|---|---|\n"
            for result in added {
                text +=
                    "| Added | \(Self.pair(result)) | \(result.mode) | \(ContrastRequirement.displayRatio(result.ratio)):1 | \(result.passes ? "passes" : "fails") |\n"
            }
            for entry in removed {
                let pair = "`\(entry.text)` on `\(entry.background)`" + (entry.over.map { " over `\($0)`" } ?? "")
                text +=
                    "| Removed | \(pair) | \(entry.mode) | \(ContrastRequirement.displayRatio(entry.ratio)):1 | \(entry.passes ? "passed" : "failed") |\n"
            }
            text += "\n"
        }
        if !changedTokens.isEmpty {
            text += "| Token | Mode | Before | After |\n|---|---|---|---|\n"
            for change in changedTokens { text += "| `\(change.token)` | \(change.mode) | \(change.before) | \(change.after) |\n" }
        }
        return text
    }
}
