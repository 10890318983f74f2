/// The groups the token pages show: a dotted path's group is its parent (`color.text` for
/// `color.text.primary`); names without dots, as systems with a thousand flat kebab-case or
/// camelCase tokens write them, are grouped by their leading words, as those systems' own docs
/// group them: `accordion-*`, `action-button-*`, `background-*`.
struct TokenGroups: Sendable {
    /// Flat name → the prefix it is grouped under (`accordion-item-height-medium` → `accordion`).
    private let flat: [String: String]

    /// A group larger than this is split by its first two words, where those make groups of at least three.
    static let splitAbove = 24

    init(paths: [String]) {
        let names = paths.filter { !$0.contains(".") }
        var flat: [String: String] = [:]
        var byFirst: [String: [String]] = [:]
        for name in names { byFirst[Self.prefix(name, words: 1), default: []].append(name) }
        for (first, members) in byFirst {
            guard members.count > Self.splitAbove else {
                for name in members { flat[name] = first }
                continue
            }
            var bySecond: [String: [String]] = [:]
            for name in members { bySecond[Self.prefix(name, words: 2), default: []].append(name) }
            for (second, submembers) in bySecond {
                for name in submembers { flat[name] = submembers.count >= 3 && second != name ? second : first }
            }
        }
        self.flat = flat
    }

    /// The group a token is listed under on its page: the parent of a dotted path, the leading words of a flat name.
    func section(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return flat[path] ?? path }
        return String(path[..<dot])
    }

    /// The top-level group a token's page is for, when the tokens are split into pages: `color` for `color.text.primary`,
    /// the group of a flat name.
    func page(of path: String) -> String {
        // Asked for every link to a token: bytes, not characters (a dot is never part of another character).
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return flat[path] ?? path }
        return String(path[..<dot])
    }

    /// The first `words` words of a flat name, cut at `-`, `_` or a capital after a lower-case letter.
    static func prefix(_ name: String, words wanted: Int) -> String {
        var count = 0
        var previous: Character?
        for index in name.indices {
            let character = name[index]
            let boundary = character == "-" || character == "_" || (character.isUppercase && (previous?.isLowercase ?? false))
            if boundary, index != name.startIndex {
                count += 1
                if count == wanted { return String(name[..<index]) }
            }
            previous = character
        }
        return name
    }
}
