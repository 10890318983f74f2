import SpecimenDiagnostics

/// Token files that are one file per mode, named by it, with no resolver to say so: Figma's export of variables
/// (`Color.Light.tokens.json`, `Color.Dark.tokens.json`, `Spacing.Mode 1.tokens.json`), a team's own
/// `colors.tokens.json` and `colors.dark.tokens.json`, or `themes/dark/colors.tokens.json`. The files named by no
/// mode are in every mode; each mode adds its own files over them. Without this, both modes' files would be merged
/// into one mode, with a warning for every token they share.
enum ModeFiles {
    /// The modes a file's name, or a folder it is in, can say, as the site's theme switch names them.
    static let modes = ["light", "dark", "light-high-contrast", "dark-high-contrast", "high-contrast", "dim", "day", "night"]

    /// The mode `file`'s name says (`Color.Dark.tokens.json`, `Color.Dark High Contrast.tokens.json`,
    /// `themes/dark/colors.tokens.json`, `Color.Light mode.json`), the name first, then its folders from the innermost.
    static func mode(of file: String) -> String? {
        var parts = file.split(separator: "/").map(String.init)
        if let name = parts.popLast() {
            parts.append([TokenFileNames.tokensSuffix, ".json"].first { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) } ?? name)
        }
        for part in parts.reversed() {
            var words = Self.words(part)
            if let last = words.last, ["mode", "theme"].contains(last) { words.removeLast() }
            for length in [3, 2, 1] where words.count >= length {
                let phrase = words.suffix(length).joined(separator: "-")
                if modes.contains(phrase) { return phrase }
            }
        }
        return nil
    }

    /// The words of a name, lowercased: split at anything but letters and digits, and where camel case starts a word
    /// (`lightTheme` is `light theme`).
    static func words(_ name: String) -> [String] {
        var spaced = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        return spaced.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The token files grouped into modes by the folders they are in, when a team keeps one folder per theme: sibling
    /// folders that define the same tokens (`themes/classic-day/` and `themes/classic-night/`, `light/` and `dark/`,
    /// `primitives/alaska/` and `primitives/atmos/`) are the modes, named by the folders; a folder of that name
    /// elsewhere (`semantics/web/alaska/`) is the same mode, and files in no such folder are in every mode. `nil`
    /// when no two sibling folders define the same tokens.
    static func folderModes(of files: [(path: String, tokens: JSONValue)]) -> (base: [JSONValue], modes: [(name: String, files: [JSONValue])])? {
        var pathsByFolder: [String: Set<String>] = [:]
        for file in files {
            let folders = file.path.split(separator: "/").dropLast()
            guard !folders.isEmpty else { continue }
            let names = Set(TokenDocument(root: file.tokens).tokens.map(\.path))
            for depth in 1...folders.count { pathsByFolder[folders.prefix(depth).joined(separator: "/"), default: []].formUnion(names) }
        }
        // Sibling folders that share tokens with a sibling are options of the same choice.
        var options: [String] = []
        let byParent = Dictionary(grouping: pathsByFolder.keys) { $0.split(separator: "/").dropLast().joined(separator: "/") }
        for (_, siblings) in byParent.sorted(by: { $0.key < $1.key }) {
            for folder in siblings.sorted() {
                let name = String(folder.split(separator: "/").last ?? "")
                let shares = siblings.contains { other in
                    other != folder && !(pathsByFolder[other] ?? []).isDisjoint(with: pathsByFolder[folder] ?? [])
                }
                if shares, !options.contains(name) { options.append(name) }
            }
        }
        guard options.count >= 2 else { return nil }
        let mode = { (path: String) in path.split(separator: "/").dropLast().reversed().lazy.map(String.init).first(where: options.contains) }
        let base = files.filter { mode($0.path) == nil }.map(\.tokens)
        // Light first, as the site shows it first; other names as the folders sort.
        let ordered = options.sorted { (modes.firstIndex(of: $0) ?? modes.count, $0) < (modes.firstIndex(of: $1) ?? modes.count, $1) }
        return (base, ordered.map { option in (option, files.filter { mode($0.path) == option }.map(\.tokens)) })
    }

    /// The token files grouped into modes by their names, when they are one file per mode: two modes or more (files
    /// named by no mode are also the light mode, or the day beside `night`, unless a file is named so), and the files
    /// of a mode define again tokens that other files define. `nil` otherwise: the files are one mode.
    static func modes(of files: [(path: String, tokens: JSONValue)]) -> (base: [JSONValue], modes: [(name: String, files: [JSONValue])])? {
        if let byFolder = folderModes(of: files) { return byFolder }
        let named = files.map { (mode: mode(of: $0.path), tokens: $0.tokens) }
        var found: [String] = []
        for file in named { if let mode = file.mode, !found.contains(mode) { found.append(mode) } }
        let base = named.filter { $0.mode == nil }.map(\.tokens)
        // Files named by no mode beside `dark` ones (or `high-contrast`, `dim`) are the light mode, beside `night` the day.
        if !base.isEmpty, !found.isEmpty, !found.contains("light"), !found.contains("day") {
            found.append(found.contains("night") && !found.contains("dark") ? "day" : "light")
        }
        guard found.count >= 2 else { return nil }
        // A file named `palette-dark` that only adds tokens is part of the palette, not a mode.
        func paths(_ values: [JSONValue]) -> Set<String> { Set(values.flatMap { TokenDocument(root: $0).tokens.map(\.path) }) }
        let byMode = found.map { mode in (mode, named.filter { $0.mode == mode }.map(\.tokens)) }
        let redefines = byMode.contains { mode, own in
            let others = paths(base + byMode.filter { $0.0 != mode }.flatMap(\.1))
            return !paths(own).isDisjoint(with: others)
        }
        guard redefines else { return nil }
        // In the order of `modes`: light first, as the site shows it first.
        return (base, byMode.sorted { (modes.firstIndex(of: $0.0) ?? modes.count) < (modes.firstIndex(of: $1.0) ?? modes.count) })
    }

    /// The sources of each mode of `byMode` (see `modes(of:)`), one composed tree each: the files of every mode, and
    /// each mode's own, may not overlap among themselves; a mode's own files override the others', as a resolver's
    /// later sources do. The groups keep the order of `files` (`Color.Dark` before `Size.Mode 1`).
    static func sources(
        of byMode: (base: [JSONValue], modes: [(name: String, files: [JSONValue])]), files: [(path: String, tokens: JSONValue)],
        diagnostics: inout [Diagnostic]
    ) -> [(name: String, sources: [JSONValue])] {
        let base = TokenComposition.compose(byMode.base, conflicts: .report)
        diagnostics += base.diagnostics
        var groupOrder: [String: Int] = [:]
        for member in files.flatMap({ $0.tokens.objectMembers ?? [] }) where groupOrder[member.key] == nil {
            groupOrder[member.key] = groupOrder.count
        }
        return byMode.modes.map { mode, files in
            let own = TokenComposition.compose(files, conflicts: .report)
            diagnostics += own.diagnostics
            var composed = TokenComposition.compose(
                (byMode.base.isEmpty ? [] : [base.root]) + (files.isEmpty ? [] : [own.root]), conflicts: .override
            ).root
            if let members = composed.objectMembers {
                composed.kind = .object(
                    members.enumerated().sorted {
                        (groupOrder[$0.element.key] ?? Int.max, $0.offset) < (groupOrder[$1.element.key] ?? Int.max, $1.offset)
                    }.map(\.element))
            }
            return (mode, [composed])
        }
    }
}
