import SpecimenDiagnostics

/// Group `$extends` (Format Module 2025.10, 6.4): a group takes every token and property of the
/// group it names, and its own members win where the paths meet.
///
/// Applied to a mode's composed tree before its tokens are found, so inherited tokens are
/// ordinary tokens at the extending group's paths, declared where they were written.
/// Nested groups merge by path; a token is replaced whole, never merged property by property.
package struct GroupExtension {
    private let root: JSONValue
    private var expanded: [String: [JSONMember]] = [:]
    private var visiting: [String] = []
    /// The groups of each cycle already reported, so walking into it from another member says nothing more.
    private var reportedCycles: Set<Set<String>> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Groups on an `$extends` chain already reported as too long.
    private var tooLong: Set<String> = []
    private var reportedTooLong = false
    /// Members copied by `$extends` so far, and the most there may be.
    private var inheritedCount = 0
    private var reportedTooMany = false
    package static let maximumInherited = 100_000
    /// Longer `$extends` chains are reported instead of followed.
    package static let maximumChain = 100

    /// `root` with every `$extends` applied, and the problems found on the way.
    package static func apply(to root: JSONValue) -> (JSONValue, [Diagnostic]) {
        guard let members = root.objectMembers, Self.mentionsExtends(root) else { return (root, []) }
        var extension_ = GroupExtension(root: root)
        let result = extension_.expandMembers(members, path: [])
        return (JSONValue(.object(result), at: root.location), extension_.diagnostics)
    }

    private init(root: JSONValue) {
        self.root = root
    }

    /// Cheap check so files without `$extends`, almost all of them, are returned untouched.
    static func mentionsExtends(_ value: JSONValue) -> Bool {
        guard let members = value.objectMembers else { return false }
        return members.contains { $0.key == "$extends" || ($0.key != "$value" && mentionsExtends($0.value)) }
    }

    /// A group's members with its subgroups' `$extends` applied, then its own.
    ///
    /// Inherited members arrive already expanded, so they are merged, never walked again.
    private mutating func expandMembers(_ members: [JSONMember], path: [String]) -> [JSONMember] {
        // A group reached both by the walk and as a target is expanded once, and counted once.
        let key = path.joined(separator: ".")
        if !key.isEmpty, let done = expanded[key] { return done }
        let result = expandUncached(members, path: path)
        if !key.isEmpty { expanded[key] = result }
        return result
    }

    private mutating func expandUncached(_ members: [JSONMember], path: [String]) -> [JSONMember] {
        let own = members.compactMap { member -> JSONMember? in
            if member.key == "$extends" { return nil }
            guard !member.key.hasPrefix("$") || member.key == "$root", let children = member.value.objectMembers, !TokenComposition.isToken(children)
            else { return member }
            var copy = member
            copy.value = JSONValue(.object(expandMembers(children, path: path + [member.key])), at: member.value.location)
            return copy
        }
        guard let extends = members.first(where: { $0.key == "$extends" }), let inherited = inheritedMembers(extends, path: path) else { return own }
        // Groups that extend groups that extend groups double at each step: a few lines could ask
        // for millions of tokens. Past the limit, inheriting stops, with one error.
        inheritedCount += Self.size(of: inherited, upTo: Self.maximumInherited - inheritedCount + 1)
        guard inheritedCount <= Self.maximumInherited else {
            if !reportedTooMany {
                reportedTooMany = true
                report(
                    extends.value.location, "`$extends` would copy more than \(Self.maximumInherited) members",
                    reason:
                        "Groups that extend groups that extend others multiply what they inherit; this file would grow past what any design system has.",
                    fix: "Extend fewer groups, or write the shared tokens once and alias them.")
            }
            return own
        }
        // The group's own members over what it inherits: groups merge by path, tokens are replaced whole.
        var merged = inherited
        var none: [Diagnostic] = []
        TokenComposition.merge(own, into: &merged, path: path, conflicts: .override, diagnostics: &none)
        return merged
    }

    /// How many members `members` holds at every depth, counting no further than `limit`.
    private static func size(of members: [JSONMember], upTo limit: Int) -> Int {
        var count = 0
        for member in members {
            count += 1
            if count >= limit { return count }
            if let children = member.value.objectMembers, !TokenComposition.isToken(children) {
                count += size(of: children, upTo: limit - count)
                if count >= limit { return count }
            }
        }
        return count
    }

    /// The members of the group `extends` names, themselves expanded; `nil` after reporting why there are none.
    private mutating func inheritedMembers(_ extends: JSONMember, path: [String]) -> [JSONMember]? {
        let here = path.joined(separator: ".")
        guard let text = extends.value.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
            report(
                extends.value.location, "`$extends` must name a group in braces, such as `\"{button}\"`",
                reason: "`$extends` takes a reference to a group, written like an alias; this one is `\(extends.value.snippet)`.",
                fix: "Write `\"$extends\": \"{group.path}\"`.")
            return nil
        }
        let target = String(text.dropFirst().dropLast())
        if target == here || here.hasPrefix(target + ".") {
            report(
                extends.value.location, "group `\(here)` extends `\(target)`, which contains it",
                reason: "A group that inherits from a group around it would inherit itself, without end.",
                fix: "Extend a sibling group, or move the shared tokens into a group of their own.")
            return nil
        }
        if let start = visiting.firstIndex(of: target) {
            let loop = (visiting[start...] + [target]).map { "`\($0)`" }.joined(separator: " → ")
            if reportedCycles.insert(Set(visiting[start...])).inserted {
                report(
                    extends.value.location, "groups extend each other in a cycle: \(loop)",
                    reason: "Each group in the cycle inherits from the next, so none of them has an end.",
                    fix: "Remove `$extends` from one of these groups.")
            }
            return nil
        }
        if let done = expanded[target] { return done }
        // Each link of a chain is a level of recursion; a generated file could otherwise exhaust the stack.
        // A group already on a chain that was too long fails quietly: one error says why.
        if tooLong.contains(target) || tooLong.contains(here) {
            tooLong.insert(here)
            return nil
        }
        guard visiting.count < Self.maximumChain else {
            tooLong.formUnion(visiting)
            tooLong.insert(target)
            if reportedTooLong { return nil }
            reportedTooLong = true
            report(
                extends.value.location, "`$extends` chain through `\(here)` is longer than \(Self.maximumChain) groups",
                reason:
                    "Following `$extends` from group to group passes through more than \(Self.maximumChain) groups; such a chain is almost certainly generated by mistake.",
                fix: "Extend a group closer to the one that holds the tokens.")
            return nil
        }
        guard let node = Self.node(at: target, in: root) else {
            report(
                extends.value.location, "`$extends` names `\(target)`, which is not a group",
                reason: "No group has the path `\(target)`; a group is named by its path, group names joined with dots.",
                fix: "Check the spelling of the group's path.")
            return nil
        }
        guard let members = node.objectMembers, !TokenComposition.isToken(members) else {
            report(
                extends.value.location, "`$extends` names `\(target)`, which is a token, not a group",
                reason: "A group can only extend another group; to reuse a token's value, use an alias.",
                fix: "Name a group, or write `\"{\(target)}\"` as the `$value` of a token.")
            return nil
        }
        let pushed = visiting.last == here ? [target] : [here, target]
        visiting += pushed
        let result = expandMembers(members, path: target.split(separator: ".").map(String.init))
        visiting.removeLast(pushed.count)
        return result
    }

    private static func node(at path: String, in root: JSONValue) -> JSONValue? {
        var current = root
        for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current.member(named: String(segment)) else { return nil }
            current = next.value
        }
        return current
    }

    private mutating func report(_ location: SourceLocation, _ message: String, reason: String, fix: String) {
        diagnostics.append(.error(.tokenExtends, at: location, message, reason: reason, fix: fix))
    }
}
