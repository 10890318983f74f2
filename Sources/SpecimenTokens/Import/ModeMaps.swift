import SpecimenDiagnostics

/// Tokens that carry their modes themselves, as some exports and Style Dictionary forks write them: `$value` beside a
/// map of one value per mode, `"$modes": { "dark": "#000000", "high-contrast": "#ffffff" }`, and sometimes the modes
/// declared at a file's top (`"$modes": { "Light": {}, "Dark": {} }`). Each mode is the files with every token's value
/// for that mode; a token without an entry for it keeps its `$value`.
enum ModeMaps {
    /// The files as one set of trees per mode, when some token has a `$modes` map; `nil` when none has.
    ///
    /// The modes are those the files declare at their top, in order, else the names the maps use, in the order first
    /// met. `$value` is the first declared mode's value, or a mode of its own: `light` when the maps name `dark` and no
    /// `light`, else `default`, unless the maps name every mode (Carbon's `default`, `g10`, `g90`, `g100`).
    static func modes(of files: [(path: String, tokens: JSONValue)]) -> [(name: String, trees: [JSONValue])]? {
        var declared: [String] = []
        var used: [String] = []
        for file in files {
            for member in file.tokens.member(named: "$modes")?.value.objectMembers ?? [] where !declared.contains(member.key) {
                declared.append(member.key)
            }
            collect(file.tokens, into: &used)
        }
        guard !used.isEmpty else { return nil }
        var names = declared
        if names.isEmpty {
            let base = used.contains("default") ? nil : used.contains("dark") && !used.contains("light") ? "light" : "default"
            names = (base.map { [$0] } ?? []) + used
        }
        for name in used where !names.contains(name) { names.append(name) }
        // Named as the site names modes (`Dark` is `dark`, `highContrast` is `high-contrast`); read by the name written.
        return names.map { name in (ModeFiles.words(name).joined(separator: "-"), files.map { rewrite($0.tokens, mode: name) }) }
    }

    /// The mode names of every token's `$modes` map below `value`, in the order first met.
    private static func collect(_ value: JSONValue, into names: inout [String]) {
        guard let members = value.objectMembers else { return }
        let isToken = members.contains { $0.key == "$value" }
        for member in members {
            if member.key == "$modes", isToken {
                for mode in member.value.objectMembers ?? [] where !names.contains(mode.key) { names.append(mode.key) }
            } else if !member.key.hasPrefix("$") {
                collect(member.value, into: &names)
            }
        }
    }

    /// `value` with every token's `$value` that of `mode` where its map has one, and no `$modes` anywhere.
    private static func rewrite(_ value: JSONValue, mode: String) -> JSONValue {
        guard let members = value.objectMembers else { return value }
        let isToken = members.contains { $0.key == "$value" }
        let own = isToken ? members.first { $0.key == "$modes" }?.value.member(named: mode) : nil
        var kept: [JSONMember] = []
        for member in members where member.key != "$modes" {
            var member = member
            if member.key == "$value", let own {
                member.value = own.value
            } else if !member.key.hasPrefix("$") {
                member.value = rewrite(member.value, mode: mode)
            }
            kept.append(member)
        }
        return JSONValue(.object(kept), at: value.location)
    }
}
