import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What changed between two versions of a design system's tokens: tokens added, removed and
/// renamed, values changed per mode, types changed, tokens newly deprecated, and the step of
/// semantic versioning that the change implies.
///
/// `ProjectDiff` adds what the tokens alone cannot say: contrast verdicts and the app's uses.
struct TokenDiff: Sendable, Equatable {
    /// A removed token paired with an added one, and why they were paired.
    struct Rename: Sendable, Equatable {
        var from: String
        var to: String
        var reason: String
        /// The old name stays, deprecated, so code that names it still works.
        var oldKept = false
    }

    /// A value that differs in one mode.
    struct ValueChange: Sendable, Equatable {
        var token: String
        var mode: String
        var before: String
        var after: String
        /// For colours: the difference in OKLab (ΔE × 100).
        var deltaE: Double?
        /// For colours, to draw swatches.
        var beforeColor: Color?
        var afterColor: Color?
        /// The token whose value this one takes (the end of its alias chain), when it is an alias
        /// of the same token in both versions: the change was made there.
        var through: String?
    }

    /// A token whose `$type` changed.
    struct TypeChange: Sendable, Equatable {
        var token: String
        var before: String
        var after: String
    }

    /// A token deprecated in the new version and not in the old.
    struct Deprecation: Sendable, Equatable {
        var token: String
        /// The `$deprecated` text, when it is one.
        var reason: String?
    }

    /// The semantic-version step and the rule that decided it.
    struct Step: Sendable, Equatable {
        enum Level: String, Sendable { case none, patch, minor, major }
        var level: Level
        var rule: String
    }

    var added: [String] = []
    var removed: [String] = []
    var renamed: [Rename] = []
    var changed: [ValueChange] = []
    var typeChanged: [TypeChange] = []
    var deprecated: [Deprecation] = []
    /// The `$deprecated` notes the removed tokens had, by path: where their uses should go.
    var notes: [String: String] = [:]
    /// Modes only one side has.
    var modesAdded: [String] = []
    var modesRemoved: [String] = []

    var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && typeChanged.isEmpty && deprecated.isEmpty
            && modesAdded.isEmpty && modesRemoved.isEmpty
    }

    /// The step this change implies, as design-system teams version token releases: a token that
    /// code names disappears (removed, renamed, or its type changed) is major; something new
    /// (a token, a mode, a deprecation) is minor; a value that changes is a patch.
    var step: Step {
        if !removed.isEmpty || renamed.contains(where: { !$0.oldKept }) || !typeChanged.isEmpty || !modesRemoved.isEmpty {
            return Step(level: .major, rule: "a token or mode was removed, renamed or changed its type: code and styles that name it break")
        }
        if !added.isEmpty || !deprecated.isEmpty || !renamed.isEmpty || !modesAdded.isEmpty {
            return Step(
                level: .minor, rule: "tokens, modes or deprecations were added, or a token renamed with its old name kept: nothing that worked breaks"
            )
        }
        if !changed.isEmpty { return Step(level: .patch, rule: "only values changed: every name still works") }
        return Step(level: .none, rule: "no token, value or type changed")
    }

    /// Compares `before` with `after`, mode by mode in the modes both have.
    static func compare(_ before: TokenModel, _ after: TokenModel) -> TokenDiff {
        var diff = TokenDiff()
        let beforePaths = before.paths, afterPaths = after.paths
        // A version without tokens has no modes either (an empty model still names one).
        let beforeModes = beforePaths.isEmpty ? [] : before.modes, afterModes = afterPaths.isEmpty ? [] : after.modes
        let modes = afterModes.filter { beforeModes.contains($0) }
        diff.modesAdded = afterModes.filter { !beforeModes.contains($0) }
        diff.modesRemoved = beforeModes.filter { !afterModes.contains($0) }
        let beforeSet = Set(beforePaths), afterSet = Set(afterPaths)
        var removed = beforePaths.filter { !afterSet.contains($0) }
        var added = afterPaths.filter { !beforeSet.contains($0) }

        func token(_ model: TokenModel, _ path: String, _ mode: String) -> ResolvedToken? {
            model.token(at: path, in: mode) ?? model.modes.lazy.compactMap { model.token(at: path, in: $0) }.first
        }

        // Renames named by a `$deprecated` note: on the old token before it went, or on it now.
        for path in removed {
            guard let note = token(before, path, before.defaultMode)?.deprecation?.reason,
                let target = named(in: note, among: added)
            else { continue }
            diff.renamed.append(Rename(from: path, to: target, reason: "its $deprecated note names `\(target)`"))
            added.removeAll { $0 == target }
        }
        removed.removeAll { path in diff.renamed.contains { $0.from == path } }

        // Renames by equal values in every mode and a name alike (with no mode in common, no value can be equal). Of
        // every such pair, the closest names are paired first, whatever order the files list them in: a palette whose
        // steps share a value is not paired by whichever step comes first.
        var pairs: [(from: String, to: String, distance: Int)] = []
        for path in removed where !modes.isEmpty {
            guard let old = token(before, path, before.defaultMode) else { continue }
            for candidate in added {
                guard let new = token(after, candidate, after.defaultMode), new.type == old.type, alike(path, candidate),
                    modes.allSatisfy({ same(token(before, path, $0)?.value, token(after, candidate, $0)?.value) })
                else { continue }
                pairs.append((path, candidate, editDistance(path, candidate)))
            }
        }
        var paired = Set<String>()
        for pair in pairs.sorted(by: { ($0.distance, $0.from, $0.to) < ($1.distance, $1.from, $1.to) })
        where !paired.contains(pair.from) && !paired.contains(pair.to) {
            paired.formUnion([pair.from, pair.to])
            diff.renamed.append(
                Rename(from: pair.from, to: pair.to, reason: "equal values in every mode (\(modes.joined(separator: ", "))) and a name alike"))
        }
        added.removeAll { paired.contains($0) }
        diff.removed = removed.filter { path in !diff.renamed.contains { $0.from == path } }
        for path in diff.removed {
            if let note = token(before, path, before.defaultMode)?.deprecation?.reason { diff.notes[path] = note }
        }
        diff.added = added

        for path in afterPaths where beforeSet.contains(path) {
            guard let old = token(before, path, before.defaultMode), let new = token(after, path, after.defaultMode) else { continue }
            if old.type != new.type {
                diff.typeChanged.append(TypeChange(token: path, before: old.type.rawValue, after: new.type.rawValue))
                continue
            }
            for mode in modes {
                let was = before.token(at: path, in: mode), now = after.token(at: path, in: mode)
                guard !same(was?.value, now?.value) else { continue }
                guard let was, let now else {
                    // Defined in this mode on one side only: the mode now falls back, or no longer does.
                    diff.changed.append(
                        ValueChange(
                            token: path, mode: mode, before: was.map { text(of: $0.value) } ?? notInMode,
                            after: now.map { text(of: $0.value) } ?? notInMode))
                    continue
                }
                var change = ValueChange(token: path, mode: mode, before: text(of: was.value), after: text(of: now.value))
                if now.isAlias, now.aliasChain.last == was.aliasChain.last { change.through = now.aliasChain.last }
                if case .color(let a) = was.value, case .color(let b) = now.value {
                    change.beforeColor = a
                    change.afterColor = b
                    change.deltaE = OKLab(a).distance(to: OKLab(b))
                }
                diff.changed.append(change)
            }
            if old.deprecation == nil, let deprecation = new.deprecation {
                // Deprecated in favour of a token this version adds: a rename that keeps the old name.
                if let note = deprecation.reason, let target = named(in: note, among: diff.added) {
                    diff.renamed.append(
                        Rename(from: path, to: target, reason: "its new $deprecated note names `\(target)`; the old name stays", oldKept: true))
                    diff.added.removeAll { $0 == target }
                } else {
                    diff.deprecated.append(Deprecation(token: path, reason: deprecation.reason))
                }
            }
        }
        return diff
    }

    /// Whether two values are the same, wherever in their files they were written (a value of a
    /// type Specimen does not model keeps its JSON, which knows its line).
    /// Colours are the same when their 8-bit hex is (a re-export that writes `#dc2626` as
    /// components, or floats that drift in the last digits, is no change), as the contrast
    /// baseline compares them.
    static func same(_ a: TokenValue?, _ b: TokenValue?) -> Bool {
        if case .other(let typeA, let jsonA)? = a, case .other(let typeB, let jsonB)? = b {
            return typeA == typeB && JSONOutput(jsonA).text() == JSONOutput(jsonB).text()
        }
        if case .color(let colorA)? = a, case .color(let colorB)? = b { return colorA.hex == colorB.hex }
        return a == b
    }

    /// What a mode shows for a token defined in it on one side only.
    static let notInMode = "(not in this mode)"

    /// A value as the report shows it: its CSS, or its JSON on one line when CSS cannot hold it.
    static func text(of value: TokenValue) -> String {
        if case .other(_, let json) = value, value.cssText.isEmpty {
            return JSONOutput(json).text().split(separator: "\n").map { $0.trimmingWhitespace() }.joined(separator: " ")
        }
        return value.cssText
    }

    /// The token a deprecation note names: `{color.accent}` or the bare path.
    private static func named(in note: String, among paths: [String]) -> String? {
        let words = note.split(whereSeparator: { $0.isWhitespace || "{}`'\"(),;".contains($0) }).map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".:"))
        }
        return words.first { paths.contains($0) }
    }

    /// Two names alike: they end in the same word and at least half of the old name's other words
    /// are in the new one (`surface.icons.primary` and `icons.color.primary`; `surface.danger.default`
    /// and `surface.color.primary.dangerButton.default`, camel case read as words), or they differ
    /// in at most a third of their letters. Ending alike is not enough: `support.borderColor.danger`
    /// and `typography.color.danger` often share a red.
    static func alike(_ a: String, _ b: String) -> Bool {
        if editDistance(a, b) * 3 <= max(a.count, b.count) { return true }
        let old = ColorRoles.words(a), new = ColorRoles.words(b)
        guard let last = old.last, last == new.last else { return false }
        let others = old.dropLast()
        return others.filter { new.dropLast().contains($0) }.count * 2 >= others.count
    }

    /// Letters to change to turn one name into the other (Suggestions' banded distance).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let limit = max(a.count, b.count)
        return Suggestions.distance(Array(a), Array(b), atMost: limit) ?? limit
    }
}
