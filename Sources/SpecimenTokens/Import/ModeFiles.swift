/// Token files that are one file per mode, named by it, with no resolver to say so: Figma's export of variables
/// (`Color.Light.tokens.json`, `Color.Dark.tokens.json`, `Spacing.Mode 1.tokens.json`), or a team's own
/// `colors.tokens.json` and `colors.dark.tokens.json`. Read as the resolver they amount to: the files without a mode
/// in their name are a set every mode has, and each mode is a context of one modifier, `theme`, made of its files.
/// Without this, both modes' files would be merged into one mode, with a warning for every token they share.
enum ModeFiles {
    /// The modes a file name can end with, as the site's theme switch names them.
    static let modes = ["light", "dark", "high-contrast", "dim", "day", "night"]

    /// The mode `file`'s name ends with (`Color.Dark.tokens.json`, `dark-high-contrast.json`), if any.
    static func mode(of file: String) -> String? {
        let name = String(file.split(separator: "/").last ?? "")
        let base = [TokenFileNames.tokensSuffix, ".json"].first { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) } ?? name
        let words = base.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        if words.suffix(2) == ["high", "contrast"] { return "high-contrast" }
        return words.last.flatMap { modes.contains($0) ? $0 : nil }
    }

    /// The resolver `files` (the token files the loader would merge, relative to the folder) amount to, when their
    /// names give two modes or more (files without a mode beside `dark` ones are the `light` mode); else `nil`.
    /// `location` is where diagnostics about the resolver as a whole point.
    static func resolver(for files: [String], at location: SourceLocation) -> JSONValue? {
        let named = files.map { (file: $0, mode: mode(of: $0)) }
        let base = named.filter { $0.mode == nil }.map(\.file)
        var found: [String] = []
        for file in named { if let mode = file.mode, !found.contains(mode) { found.append(mode) } }
        // Light first, as the site shows it first; then the others in the order of `modes`.
        found.sort { modes.firstIndex(of: $0) ?? 0 < modes.firstIndex(of: $1) ?? 0 }
        // Files named `dark` beside files named by no mode: those are the light mode.
        if found.contains("dark"), !found.contains("light"), !base.isEmpty { found.insert("light", at: 0) }
        guard found.count >= 2 else { return nil }

        func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: location) }
        func object(_ members: [(String, JSONValue)]) -> JSONValue {
            JSONValue(.object(members.map { JSONMember(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
        }
        func references(_ files: [String]) -> JSONValue { JSONValue(.array(files.map { object([("$ref", string($0))]) }), at: location) }
        let contexts = found.map { mode in (mode, references(named.filter { $0.mode == mode }.map(\.file))) }
        var root: [(String, JSONValue)] = [("version", string("2025.10"))]
        var order: [JSONValue] = []
        if !base.isEmpty {
            root.append(("sets", object([("base", object([("sources", references(base))]))])))
            order.append(object([("$ref", string("#/sets/base"))]))
        }
        root.append(("modifiers", object([("theme", object([("contexts", object(contexts)), ("default", string(found[0]))]))])))
        order.append(object([("$ref", string("#/modifiers/theme"))]))
        root.append(("resolutionOrder", JSONValue(.array(order), at: location)))
        return object(root)
    }
}
