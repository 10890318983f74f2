import SpecimenDiagnostics

/// Figma's export of variables: one file per collection and mode, `Collection.Mode.json` (`Color.Light.json`,
/// `Button.X-Large.json`, `semantic/dimension.small.json`, `Snackbar.Mode 1.tokens.json`), as Figma's own export and
/// the Variables-to-tokens actions write them. Read as the resolver it amounts to: a collection of one mode is a set,
/// always applied; a collection of several is a modifier whose contexts are its modes, so the collection whose modes
/// are light and dark gives the site's modes and the others (sizes, densities, brands) are choices
/// (`ResolverDocument`). The same token in two modes of a collection is the collection's mode, not a duplicate.
enum FigmaExport {
    /// The export as a resolver document, when every token file is named `Collection.Mode` and the modes of some
    /// collection define the same tokens; `nil` otherwise.
    static func resolver(files: [(path: String, tokens: JSONValue)]) -> JSONValue? {
        var collections: [(key: String, modes: [(name: String, tokens: JSONValue)])] = []
        for file in files {
            let parts = file.path.split(separator: "/")
            guard let last = parts.last else { return nil }
            let stem = [TokenFileNames.tokensSuffix, ".json"].first { last.hasSuffix($0) }.map { String(last.dropLast($0.count)) } ?? String(last)
            let pieces = stem.split(separator: ".", omittingEmptySubsequences: false)
            guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else { return nil }
            let key = (parts.dropLast().map(String.init) + [String(pieces[0])]).joined(separator: "/")
            let mode = TokensStudio.modeName(String(pieces[1]))
            if let index = collections.firstIndex(where: { $0.key == key }) {
                collections[index].modes.append((mode, file.tokens))
            } else {
                collections.append((key, [(mode, file.tokens)]))
            }
        }
        let hasModes = collections.contains { collection in
            collection.modes.count > 1 && sharesAToken(collection.modes[0].tokens, collection.modes[1].tokens)
        }
        guard hasModes, let at = files.first?.tokens.location else { return nil }
        // A collection is named as Figma names it; by its folder too only where two folders have one of that name.
        let short = collections.map { String($0.key.split(separator: "/").last ?? "") }
        let names = zip(collections, short).map { collection, name in short.filter { $0 == name }.count > 1 ? collection.key : name }
        func object(_ members: [(String, JSONValue)], at: SourceLocation = at) -> JSONValue {
            JSONValue(.object(members.map { JSONMember(key: $0.0, keyLocation: at, value: $0.1) }), at: at)
        }
        func reference(_ kind: String, _ name: String) -> JSONValue {
            object([("$ref", JSONValue(.string("#/\(kind)/" + ResolverDocument.escape(name)), at: at))])
        }
        var sets: [(String, JSONValue)] = []
        var modifiers: [(String, JSONValue)] = []
        var order: [JSONValue] = []
        for (collection, name) in zip(collections, names) {
            if collection.modes.count == 1 {
                sets.append((name, object([("sources", JSONValue(.array([collection.modes[0].tokens]), at: at))])))
                order.append(reference("sets", name))
                continue
            }
            let modes = collection.modes.map(\.name)
            // Figma's first mode is the default; the files do not say which it was, so a mode named so is.
            let preferred = ["light", "default", "day", "mode-1", "base", "regular", "medium"]
            let chosen = preferred.first(where: modes.contains) ?? modes[0]
            // Said about the collection at its first file.
            let first = collection.modes[0].tokens.location
            let contexts = collection.modes.map { ($0.name, JSONValue(.array([$0.tokens]), at: first)) }
            modifiers.append(
                (name, object([("contexts", object(contexts, at: first)), ("default", JSONValue(.string(chosen), at: first))], at: first)))
            order.append(reference("modifiers", name))
        }
        var root: [(String, JSONValue)] = [("version", JSONValue(.string("2025.10"), at: at)), ("sets", object(sets))]
        if !modifiers.isEmpty { root.append(("modifiers", object(modifiers))) }
        root.append(("resolutionOrder", JSONValue(.array(order), at: at)))
        return object(root)
    }

    /// Whether two trees have a token at the same path. Asked on every load of whole design systems, so the first
    /// few tokens of one are looked up in the other before both are walked whole: two modes of one collection
    /// share their first token.
    private static func sharesAToken(_ one: JSONValue, _ other: JSONValue) -> Bool {
        var first: [[String]] = []
        forEachTokenPath(in: one) { path in
            first.append(path)
            return first.count < 8
        }
        if first.contains(where: { isToken($0, in: other) }) { return true }
        return !tokenPaths(one).isDisjoint(with: tokenPaths(other))
    }

    /// Whether the tree has a token at `path`, reached as `forEachTokenPath` walks: through groups only.
    private static func isToken(_ path: [String], in tree: JSONValue) -> Bool {
        var node = tree
        for name in path {
            guard let members = node.objectMembers, !TokenComposition.isToken(members),
                let next = members.first(where: { $0.key == name })?.value
            else { return false }
            node = next
        }
        return node.objectMembers.map(TokenComposition.isToken) ?? false
    }

    /// The paths of a tree's tokens, dotted.
    private static func tokenPaths(_ tree: JSONValue) -> Set<String> {
        var paths: Set<String> = []
        forEachTokenPath(in: tree) { path in
            paths.insert(path.joined(separator: "."))
            return true
        }
        return paths
    }

    /// Gives `body` the path of each token of a tree (an object with a `$value`), in order, by a walk that reads
    /// nothing else, until `body` returns `false`.
    private static func forEachTokenPath(in tree: JSONValue, _ body: ([String]) -> Bool) {
        var going = true
        func walk(_ members: [JSONMember], _ prefix: [String]) {
            for member in members where going && (!member.key.hasPrefix("$") || member.key == "$root") {
                guard let children = member.value.objectMembers else { continue }
                let path = prefix + [member.key]
                if TokenComposition.isToken(children) { going = body(path) } else { walk(children, path) }
            }
        }
        walk(tree.objectMembers ?? [], [])
    }
}
