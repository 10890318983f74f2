import Foundation
import SpecimenDiagnostics

/// Tokens Studio's exports, as teams keep them in git, read as a DTCG resolver made in memory.
///
/// An export is token sets (`core/color`, `semantic/light`), either one file each (`core/color.json`,
/// beside `$themes.json` and `$metadata.json`) or all in one file as its top-level keys. Its themes
/// become the resolver's contexts, a theme `group` its modifier, so modes are chosen as for any
/// resolver (the group whose themes look like light and dark, or `modes.yml`):
/// - in a theme's `selectedTokenSets`, an `enabled` set is published; a `source` set is read only so
///   references resolve (its tokens are marked, and left out after resolving); a `disabled` set is not read;
/// - `$metadata.json`'s `tokenSetOrder` is the order sets are composed in, later ones winning;
/// - references are written relative to the sets (`{black.1000}`), which composing them makes true.
/// Without themes, every set is published, in one mode.
package enum TokensStudio {
    /// A Tokens Studio export found in a tokens folder.
    package struct Export {
        /// Each set's tokens (already in the DTCG form), by name, in the order they were found.
        var sets: [(name: String, tokens: JSONValue)]
        var order: [String]?
        var themes: JSONValue?
        /// Where the export is, for diagnostics about it as a whole.
        var location: SourceLocation
        /// The files read, as diagnostics name them.
        package var files: [String]
    }

    /// The export in `folder`, when it is one: `$themes.json` or `$metadata.json` among its `names` beside set files
    /// (in subfolders, `core/color.json` being the set `core/color`), or one token file (`tokenFiles`) whose top level
    /// is sets (see `isSets`). A single token file that is not an export is left parsed in `parsed`, so the loader
    /// does not read it twice.
    package static func export(
        in folder: URL, names: [String], tokenFiles: [String], jsonFiles: [String], displayPrefix: String, diagnostics: inout [Diagnostic],
        parsed single: inout [String: JSONSource.Result], reader: TokenFileReader
    ) -> Export? {
        let path = { (name: String) in DisplayPath.join(displayPrefix, name) }
        let hasThemes = names.contains(TokenFileNames.tokensStudioThemes), hasMetadata = names.contains(TokenFileNames.tokensStudioMetadata)
        if hasThemes || hasMetadata {
            var themes: JSONValue?
            var order: [String]?
            var files: [String] = []
            for (name, present) in [(TokenFileNames.tokensStudioThemes, hasThemes), (TokenFileNames.tokensStudioMetadata, hasMetadata)] where present
            {
                let parsed = reader.json(folder.appending(path: name), displayPath: path(name))
                diagnostics += parsed.diagnostics
                if name == TokenFileNames.tokensStudioThemes {
                    themes = parsed.value
                } else {
                    order = parsed.value?.member(named: "tokenSetOrder")?.value.arrayElements?.compactMap(\.stringValue)
                }
            }
            var sets: [(name: String, tokens: JSONValue)] = []
            for name in setFiles(jsonFiles) {
                let parsed = reader.tokenFile(folder.appending(path: name), displayPath: path(name))
                diagnostics += parsed.diagnostics
                files.append(path(name))
                guard let value = parsed.value else { continue }
                let set = String(name.dropLast(name.hasSuffix(TokenFileNames.tokensSuffix) ? TokenFileNames.tokensSuffix.count : ".json".count))
                sets.append((set, value))
            }
            let marker = hasThemes ? TokenFileNames.tokensStudioThemes : TokenFileNames.tokensStudioMetadata
            return Export(sets: sets, order: order, themes: themes, location: SourceLocation(file: path(marker), line: 1, column: 1), files: files)
        }
        // One file: the export of Tokens Studio's "single file" sync.
        guard tokenFiles.count == 1, let file = tokenFiles.first else { return nil }
        let parsed = reader.json(folder.appending(path: file), displayPath: path(file))
        guard let root = parsed.value, root.objectMembers != nil, isSets(root) else {
            single[file] = parsed
            return nil
        }
        diagnostics += parsed.diagnostics
        let members = root.objectMembers ?? []
        // Aliases that start with a set's name (`{typography.fontSize.H1}` for `fontSize.H1` of the set `typography`)
        // mean the team's build keeps set names in token names (Style Dictionary with sd-transforms does): so does this.
        let census = referenceCensus(root)
        let keepsSetNames = census.fromTop > census.fromSet
        let sets = members.filter { !$0.key.hasPrefix("$") && $0.value.objectMembers != nil }.map { member -> (String, JSONValue) in
            let tokens = PreDTCGForm.read(member.value)
            guard keepsSetNames else { return (member.key, tokens) }
            return (
                member.key,
                JSONValue(.object([JSONMember(key: member.key, keyLocation: member.keyLocation, value: tokens)]), at: member.value.location)
            )
        }
        return Export(
            sets: sets,
            order: root.member(named: "$metadata")?.value.member(named: "tokenSetOrder")?.value.arrayElements?.compactMap(\.stringValue),
            themes: root.member(named: "$themes")?.value,
            location: root.location,
            files: [path(file)]
        )
    }

    /// The JSON files of a multi-file export among `jsonFiles` (every JSON file of the folder and its subfolders,
    /// relative and sorted); not the export's own `$themes.json` and `$metadata.json`, hidden files, or resolvers.
    private static func setFiles(_ jsonFiles: [String]) -> [String] {
        jsonFiles.filter { path in
            [.json, .tokens].contains(TokenFileNames.kind(of: path)) && !path.split(separator: "/").contains { $0.hasPrefix("$") }
        }
    }

    /// Whether a single file's top level is Tokens Studio's sets rather than groups of tokens: it has `$themes` or
    /// `$metadata`, or its aliases are written relative to the second level (`{black.1000}` where the file has
    /// `core/color.black.1000`), as they are inside sets, more often than from the top.
    package static func isSets(_ root: JSONValue) -> Bool {
        guard let members = root.objectMembers else { return false }
        if members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" }) { return true }
        // A top-level key that is itself a token means groups, not sets.
        guard !members.contains(where: { $0.value.member(named: "value") != nil || $0.value.member(named: "$value") != nil }) else { return false }
        let (fromTop, fromSet) = referenceCensus(root)
        return fromSet > fromTop
    }

    /// How many of a single file's aliases (a sample of 500) name a top-level key (a set's name) first, and how many a
    /// key of the second level (a name inside a set).
    private static func referenceCensus(_ root: JSONValue) -> (fromTop: Int, fromSet: Int) {
        let members = root.objectMembers ?? []
        let top = Set(members.map(\.key))
        let second = Set(members.flatMap { $0.value.objectMembers?.map(\.key) ?? [] })
        var fromTop = 0, fromSet = 0, sampled = 0
        func walk(_ value: JSONValue) {
            guard sampled < 500 else { return }
            switch value.kind {
            case .string(let text):
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    let first = rest[rest.index(after: open)..<close].split(separator: ".").first.map(String.init) ?? ""
                    if top.contains(first) { fromTop += 1 } else if second.contains(first) { fromSet += 1 }
                    sampled += 1
                    rest = rest[rest.index(after: close)...]
                }
            case .object(let members): for member in members { walk(member.value) }
            case .array(let elements): for element in elements { walk(element) }
            default: break
            }
        }
        walk(root)
        return (fromTop, fromSet)
    }

    /// The export as a resolver document: a set per token set (and a marked copy of each set some theme uses as
    /// a source), a modifier per theme group, a context per theme.
    /// The export read as a resolver.
    package struct Resolved {
        package var document: JSONValue
        /// The one mode's name when the export has one theme in all: the theme's.
        package var singleMode: String?
        /// The themes (as contexts name them) that select a set the export lacks, with where that is said.
        package var incomplete: [String: SourceLocation]
        /// The sets no theme selects, which are not read (`deprecated/*`, drafts).
        package var unselected: [(name: String, tokens: JSONValue)]
    }

    package static func resolver(for export: Export, diagnostics: inout [Diagnostic]) -> Resolved {
        let at = export.location
        func string(_ text: String, _ location: SourceLocation = at) -> JSONValue { JSONValue(.string(text), at: location) }
        func object(_ members: [(String, JSONValue)], _ location: SourceLocation = at) -> JSONValue {
            JSONValue(.object(members.map { JSONMember(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
        }
        func reference(_ set: String, source: Bool) -> JSONValue {
            object([("$ref", string("#/sets/" + ResolverDocument.escape(source ? set + "#source" : set)))])
        }
        // The order sets are composed in: `tokenSetOrder`, then any set it leaves out, as found.
        var order = (export.order ?? []).filter { name in export.sets.contains { $0.name == name } }
        for set in export.sets where !order.contains(set.name) { order.append(set.name) }
        let known = Set(order)
        var setMembers: [(String, JSONValue)] = []
        // Themes, grouped: each group is a modifier whose contexts are its themes.
        var groups: [(name: String, location: SourceLocation, themes: [Theme])] = []
        var incomplete: [String: SourceLocation] = [:]
        for theme in export.themes?.arrayElements ?? [] {
            guard let written = theme.member(named: "name")?.value.stringValue else {
                diagnostics.append(
                    .warning(
                        .tokensStudioTheme, at: theme.location, "a theme in the export has no `name`, so it is left out",
                        reason: "Each Tokens Studio theme becomes a mode of the site, named by its `name`.",
                        fix: "Give the theme a name in Tokens Studio (or `\"name\": \"Dark\"` in $themes.json) and export again."
                    ))
                continue
            }
            // Modes are named as the site's theme switch names them: `Dark` is `dark`, `High Contrast` `high-contrast`.
            let name = modeName(written)
            let group = modeName(theme.member(named: "group")?.value.stringValue ?? "theme")
            if let other = groups.first(where: { $0.name == group })?.themes.first(where: { $0.name == name }) {
                diagnostics.append(
                    .warning(
                        .tokensStudioTheme, at: theme.location,
                        "theme `\(written)` is the mode `\(name)`, as the theme at \(other.location) is, so it is left out",
                        reason:
                            "Modes are named as the site's theme switch names them (lowercase, words joined by `-`), and two themes of one group cannot share a mode.",
                        fix: "Rename one of the two themes in Tokens Studio and export again."
                    ))
                continue
            }
            var selected: [(String, Bool)] = []
            let states = theme.member(named: "selectedTokenSets")?.value.objectMembers ?? []
            for set in order {
                guard let member = states.first(where: { $0.key == set }), let state = member.value.stringValue else { continue }
                switch state {
                case "enabled": selected.append((set, false))
                case "source": selected.append((set, true))
                case "disabled": continue
                default:
                    diagnostics.append(
                        .warning(
                            .tokensStudioTheme, at: member.value.location,
                            "theme `\(written)` gives the token set `\(set)` the state `\(state)`, so the set is left out of it",
                            reason: "A theme selects each set as `enabled` (published), `source` (only for references) or `disabled`.",
                            fix: NameSuggestions.didYouMean(Suggestions.nearest(to: state, in: ["enabled", "source", "disabled"], limit: 1))
                                ?? "Write `enabled`, `source` or `disabled`."
                        ))
                }
            }
            for state in states where !known.contains(state.key) && state.value.stringValue != "disabled" {
                incomplete[name] = incomplete[name] ?? state.keyLocation
                diagnostics.append(
                    .warning(
                        .tokensStudioSetMissing, at: state.keyLocation,
                        "theme `\(written)` selects the token set `\(state.key)`, which the export does not have",
                        reason: "Its tokens are not in any file of the export, so the theme is read without them.",
                        fix: NameSuggestions.didYouMean(Suggestions.nearest(to: state.key, in: order, limit: 1)).map {
                            "\($0) Or export the set again."
                        } ?? "Export the set again, or remove it from the theme."
                    ))
            }
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].themes.append((name, theme.location, selected))
            } else {
                groups.append((group, theme.location, [(name, theme.location, selected)]))
            }
        }
        groups = groups.map { group in (group.name, group.location, namedAsModes(group.themes)) }
        groups = enabledWins(groups)
        // A set is read as the themes select it: published, only for references (a marked copy), or both; a set
        // no theme selects is not read at all, as in Tokens Studio (`deprecated/*`, drafts).
        let enabled = Set(groups.flatMap { $0.themes.flatMap { $0.selected.filter { !$0.1 }.map(\.0) } })
        let sourceSets = Set(groups.flatMap { $0.themes.flatMap { $0.selected.filter(\.1).map(\.0) } })
        for (name, tokens) in export.sets {
            if groups.isEmpty || enabled.contains(name) {
                setMembers.append((name, object([("sources", JSONValue(.array([tokens]), at: tokens.location))], tokens.location)))
            }
            if sourceSets.contains(name) {
                setMembers.append(
                    (name + "#source", object([("sources", JSONValue(.array([marked(tokens, set: name)]), at: tokens.location))], tokens.location)))
            }
        }
        var resolution: [JSONValue] = []
        var modifiers: [(String, JSONValue)] = []
        if groups.isEmpty {
            // No themes: every set, published, in one mode.
            resolution = order.map { reference($0, source: false) }
        } else {
            for group in groups {
                if group.themes.count == 1 {
                    // A group of one theme always applies it: its sets, in order, with no choice to make.
                    resolution += group.themes[0].selected.map { reference($0.0, source: $0.1) }
                    continue
                }
                let contexts = group.themes.map { theme in
                    (theme.name, JSONValue(.array(theme.selected.map { reference($0.0, source: $0.1) }), at: theme.location))
                }
                modifiers.append(
                    (
                        group.name,
                        object(
                            [("contexts", object(contexts, group.location)), ("default", string(group.themes[0].name, group.location))],
                            group.location)
                    ))
                resolution.append(object([("$ref", string("#/modifiers/" + ResolverDocument.escape(group.name)))], group.location))
            }
        }
        var root: [(String, JSONValue)] = [("version", string("2025.10")), ("sets", object(setMembers))]
        if !modifiers.isEmpty { root.append(("modifiers", object(modifiers))) }
        root.append(("resolutionOrder", JSONValue(.array(resolution), at: at)))
        let themes = groups.flatMap(\.themes)
        let unselected = groups.isEmpty ? [] : export.sets.filter { !enabled.contains($0.name) && !sourceSets.contains($0.name) }
        return Resolved(document: object(root), singleMode: themes.count == 1 ? themes[0].name : nil, incomplete: incomplete, unselected: unselected)
    }

    /// A theme with its mode's name and its sets in order, each `true` when it is only a source.
    typealias Theme = (name: String, location: SourceLocation, selected: [(String, Bool)])

    /// A group's themes named as the modes a person names them: `Decathlon-Origins-Dark` and `Decathlon-Origins-Light`
    /// are `dark` and `light`, when what the names share is all that keeps them from being modes' names.
    static func namedAsModes(_ themes: [Theme]) -> [Theme] {
        guard themes.count > 1 else { return themes }
        let words = themes.map { $0.name.split(separator: "-").map(String.init) }
        var prefix = 0
        while words.allSatisfy({ $0.count > prefix + 1 }) && Set(words.map { $0[prefix] }).count == 1 { prefix += 1 }
        var suffix = 0
        while words.allSatisfy({ $0.count > prefix + suffix + 1 }) && Set(words.map { $0[$0.count - 1 - suffix] }).count == 1 { suffix += 1 }
        guard prefix + suffix > 0 else { return themes }
        let names = words.map { $0[prefix..<($0.count - suffix)].joined(separator: "-") }
        guard Set(names).count == names.count, names.allSatisfy(ModeFiles.modes.contains) else { return themes }
        return zip(themes, names).map { theme, name in (name, theme.location, theme.selected) }
    }

    /// The themes with each `source` set that another group's theme publishes whenever this one applies made an
    /// `enabled` one: in Tokens Studio `enabled` wins over `source` among the themes chosen together. Another group
    /// publishes a set whenever it applies when every one of its themes enables it, or its default (first) theme
    /// does, as the site applies it.
    static func enabledWins(
        _ groups: [(name: String, location: SourceLocation, themes: [Theme])]
    ) -> [(name: String, location: SourceLocation, themes: [Theme])] {
        let published = groups.map { group -> Set<String> in
            let enabledBy = group.themes.map { Set($0.selected.filter { !$0.1 }.map(\.0)) }
            let everywhere = enabledBy.dropFirst().reduce(enabledBy.first ?? []) { $0.intersection($1) }
            return everywhere.union(enabledBy.first ?? [])
        }
        return groups.enumerated().map { index, group in
            let elsewhere = published.enumerated().filter { $0.offset != index }.reduce(into: Set<String>()) { $0.formUnion($1.element) }
            let themes = group.themes.map { theme in
                (theme.name, theme.location, theme.selected.map { set, source in (set, source && !elsewhere.contains(set)) })
            }
            return (group.name, group.location, themes)
        }
    }

    /// `High Contrast` → `high-contrast`: lowercase, words joined by `-`; a name with nothing else left stays as it is.
    static func modeName(_ theme: String) -> String {
        let words = theme.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? theme : words.joined(separator: "-")
    }

    /// A copy of a set whose every token carries the mark of a `source` set.
    private static func marked(_ value: JSONValue, set: String) -> JSONValue {
        guard let members = value.objectMembers else { return value }
        let isToken = members.contains { $0.key == "$value" }
        if isToken {
            var copy = members.filter { $0.key != "$extensions" }
            var extensions = members.first { $0.key == "$extensions" }?.value.objectMembers ?? []
            extensions.append(
                JSONMember(key: TokenImport.referenceOnly, keyLocation: value.location, value: JSONValue(.string(set), at: value.location)))
            copy.append(JSONMember(key: "$extensions", keyLocation: value.location, value: JSONValue(.object(extensions), at: value.location)))
            return JSONValue(.object(copy), at: value.location)
        }
        return JSONValue(
            .object(
                members.map { member in
                    var copy = member
                    if !member.key.hasPrefix("$") { copy.value = marked(member.value, set: set) }
                    return copy
                }), at: value.location)
    }
}
