import Foundation
import SpecimenDiagnostics

/// Reads a DTCG Resolver Module 2025.10 file (`*.resolver.json`) into the token sources of each mode.
///
/// Specimen renders every mode at once instead of taking one input, so it picks one
/// modifier as "the mode": the first modifier in `resolutionOrder` that has a `light` or
/// `dark` context, or else the first modifier. Each of its contexts becomes a mode, its
/// `default` first. Every other modifier contributes its `default` context (or, lacking
/// one, its first context, with a warning).
package struct ResolverDocument {
    /// The ordered sources one mode composes.
    package struct Mode {
        package var name: String
        package var sources: [JSONValue]
    }

    /// A modifier other than the modes' with more than one context: a choice the site makes (its chosen context applies
    /// in every mode), whose other contexts are published as variants of the first mode.
    package struct Choice {
        package var name: String
        /// Its contexts, in order.
        package var options: [String]
        /// The context that applies in the modes.
        package var chosen: String
        /// Every other context, with the sources of the first mode with it applied.
        package var variants: [Mode]
    }

    private(set) var modes: [Mode] = []
    private(set) var choices: [Choice] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Folder-relative paths of the token files the resolver loaded.
    private(set) var loadedFiles: Set<String> = []
    /// Folder-relative paths of every file a `$ref` names, in a set or in any context, rendered or not: found when
    /// asked, by a walk of the whole document (a resolver made from an export's files has them inline, and never asks).
    /// None when the resolver has no `resolutionOrder` to read.
    var referencedFiles: Set<String> {
        var files: Set<String> = []
        if hasOrder { collectReferences(in: document, into: &files) }
        return files
    }
    /// Whether `resolutionOrder` was read.
    private var hasOrder = false

    private let folder: URL
    private let displayPrefix: String
    private let document: JSONValue
    private var sets: [String: JSONMember] = [:]
    private var modifiers: [String: JSONMember] = [:]
    private var fileCache: [String: JSONValue?] = [:]
    private let choice: ModeChoice?
    /// Reads a token file the resolver names, by its URL and the path diagnostics show.
    private let readFile: FileReader
    /// Sets that `resolutionOrder` reaches, directly or through other sets.
    private var usedSets: Set<String> = []
    /// For each set `resolutionOrder` leaves out, its name and the token trees of its sources.
    private(set) var unusedSets: [(name: String, location: SourceLocation, sources: [JSONValue])] = []

    /// A step of `resolutionOrder`.
    private enum Step {
        case set(name: String, sources: JSONValue)
        case modifier(name: String, contexts: [JSONMember], defaultContext: String?, location: SourceLocation)
    }

    /// A modifier of `resolutionOrder`, as `buildModes` weighs it.
    private typealias ModifierStep = (name: String, contexts: [JSONMember], defaultContext: String?, location: SourceLocation)

    private static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions"]

    /// Reads a token file: its tokens, or `nil` when it cannot be read, and what went wrong.
    package typealias FileReader = (_ url: URL, _ displayPath: String) -> (value: JSONValue?, diagnostics: [Diagnostic])

    /// The name of the one mode when no modifier gives modes (a tool's export of one theme names it); `default` without.
    private let singleModeName: String

    /// Reads `document`, the parsed resolver file, loading referenced files from `folder` with `readFile`;
    /// `choice` is `modes.yml`, when the project has one.
    package init(
        document: JSONValue, folder: URL, displayPrefix: String, choice: ModeChoice? = nil, singleModeName: String = "default",
        readFile: @escaping FileReader
    ) {
        self.choice = choice
        self.singleModeName = singleModeName
        self.readFile = readFile
        self.folder = folder
        self.displayPrefix = displayPrefix
        self.document = document
        guard let members = document.objectMembers else {
            invalid(
                document.location, "the top level of a resolver file must be an object",
                reason: "A resolver file is a JSON object with `version`, `sets`, `modifiers` and `resolutionOrder`.",
                fix: "Wrap the resolver in `{ }`.")
            return
        }
        checkVersion(document)
        for member in members where !Self.rootKeys.contains(member.key) {
            diagnostics.append(
                .warning(
                    .resolverUnknownProperty, at: member.keyLocation, "unknown resolver property `\(member.key)`",
                    reason:
                        "The Resolver Module 2025.10 defines only \(Self.rootKeys.map { "`\($0)`" }.joined(separator: ", ")); this one is ignored.",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: member.key, in: Self.rootKeys, limit: 1))
                        ?? "Remove it, or move it into `$extensions`."
                ))
        }
        sets = namedObjects(document.member(named: "sets"), kind: "set")
        modifiers = namedObjects(document.member(named: "modifiers"), kind: "modifier")
        guard let orderMember = document.member(named: "resolutionOrder") else {
            invalid(
                document.location, "the resolver has no `resolutionOrder`",
                reason: "`resolutionOrder` lists the sets and modifiers to compose, in order; without it there are no tokens.",
                fix: "Add `\"resolutionOrder\": [{ \"$ref\": \"#/sets/…\" }, { \"$ref\": \"#/modifiers/…\" }]`.")
            return
        }
        guard let orderItems = orderMember.value.arrayElements else {
            invalid(
                orderMember.value.location, "`resolutionOrder` must be an array",
                reason: "It lists sets and modifiers in the order they are composed.", fix: "Write it as `[ … ]`.")
            return
        }
        hasOrder = true
        let steps = readSteps(orderItems)
        buildModes(steps)
        findUnusedSets()
    }

    // MARK: Structure

    private mutating func checkVersion(_ document: JSONValue) {
        guard let version = document.member(named: "version") else {
            diagnostics.append(
                .warning(
                    .resolverVersion, at: document.location, "the resolver has no `version`",
                    reason: "Resolver files must say which version of the Resolver Module they follow; Specimen reads it as 2025.10.",
                    fix: "Add `\"version\": \"2025.10\"`."
                ))
            return
        }
        if version.value.stringValue != "2025.10" {
            diagnostics.append(
                .warning(
                    .resolverVersion, at: version.value.location, "unsupported resolver version `\(version.value.snippet)`",
                    reason: "Specimen reads the Resolver Module 2025.10; a file written for another version may use features it does not know.",
                    fix: "Set `\"version\": \"2025.10\"` if the file follows that version."
                ))
        }
    }

    private mutating func namedObjects(_ container: JSONMember?, kind: String) -> [String: JSONMember] {
        guard let container else { return [:] }
        guard let members = container.value.objectMembers else {
            invalid(
                container.value.location, "`\(container.key)` must be an object",
                reason: "`\(container.key)` maps each \(kind) name to its definition.", fix: "Write it as `{ \"name\": { … } }`.")
            return [:]
        }
        var result: [String: JSONMember] = [:]
        for member in members {
            guard member.value.objectMembers != nil else {
                invalid(
                    member.value.location, "\(kind) `\(member.key)` must be an object",
                    reason: "A \(kind) is an object with `\(kind == "set" ? "sources" : "contexts")`.", fix: "Write it as `{ … }`.")
                continue
            }
            result[member.key] = member
        }
        return result
    }

    private mutating func readSteps(_ items: [JSONValue]) -> [Step] {
        var steps: [Step] = []
        var inlineNames = Set<String>()
        for item in items {
            guard let members = item.objectMembers else {
                invalid(
                    item.location, "a `resolutionOrder` entry must be an object",
                    reason: "Each entry is a reference such as `{ \"$ref\": \"#/sets/base\" }`, or an inline set or modifier.",
                    fix: "Write the entry as an object.")
                continue
            }
            if let ref = item.member(named: "$ref") {
                guard let pointer = ref.value.stringValue else {
                    invalid(
                        ref.value.location, "`$ref` must be a string", reason: "A reference is a JSON Pointer string.",
                        fix: "Write it like `\"#/sets/base\"`.")
                    continue
                }
                if pointer.hasPrefix("#/sets/") {
                    let name = Self.unescape(String(pointer.dropFirst("#/sets/".count)))
                    guard let set = sets[name] else {
                        missingDefinition(ref.value, kind: "set", name: name, known: Array(sets.keys))
                        continue
                    }
                    steps.append(setStep(set))
                } else if pointer.hasPrefix("#/modifiers/") {
                    let name = Self.unescape(String(pointer.dropFirst("#/modifiers/".count)))
                    guard let modifier = modifiers[name] else {
                        missingDefinition(ref.value, kind: "modifier", name: name, known: Array(modifiers.keys))
                        continue
                    }
                    if let step = modifierStep(modifier.key, modifier.value) { steps.append(step) }
                } else {
                    invalid(
                        ref.value.location, "`resolutionOrder` can only reference sets and modifiers",
                        reason:
                            "Entries of `resolutionOrder` point into this file's `sets` or `modifiers` (`#/sets/…`, `#/modifiers/…`); token files go in a set's `sources`.",
                        fix: "Reference a set, for example `{ \"$ref\": \"#/sets/base\" }`, and list the file in that set's `sources`.")
                }
                continue
            }
            let type = item.member(named: "type")?.value.stringValue
            guard let name = item.member(named: "name")?.value.stringValue, type == "set" || type == "modifier" else {
                invalid(
                    item.location, "an inline `resolutionOrder` entry needs `name` and `type`",
                    reason:
                        "An entry without `$ref` defines a set or modifier in place; it must say which with `\"type\": \"set\"` or `\"type\": \"modifier\"`, and have a unique `name`.",
                    fix: "Add `name` and `type`, or reference a set with `{ \"$ref\": \"#/sets/…\" }`.")
                continue
            }
            guard inlineNames.insert(name).inserted else {
                invalid(
                    item.member(named: "name")?.value.location ?? item.location, "`resolutionOrder` has two entries named `\(name)`",
                    reason: "Inline sets and modifiers need unique names.", fix: "Rename one of them.")
                continue
            }
            let member = JSONMember(key: name, keyLocation: item.location, value: JSONValue(.object(members), at: item.location))
            if type == "set" {
                steps.append(setStep(member))
            } else if let step = modifierStep(name, member.value) {
                steps.append(step)
            }
        }
        return steps
    }

    private mutating func setStep(_ set: JSONMember) -> Step {
        usedSets.insert(set.key)
        guard let sources = set.value.member(named: "sources"), sources.value.arrayElements != nil else {
            invalid(
                set.value.location, "set `\(set.key)` has no `sources` array",
                reason: "A set lists its token files and inline tokens in `sources`.",
                fix: "Add `\"sources\": [{ \"$ref\": \"base.tokens.json\" }]`.")
            return .set(name: set.key, sources: JSONValue(.array([]), at: set.value.location))
        }
        return .set(name: set.key, sources: sources.value)
    }

    private mutating func modifierStep(_ name: String, _ modifier: JSONValue) -> Step? {
        guard let contextsMember = modifier.member(named: "contexts"), let contexts = contextsMember.value.objectMembers, !contexts.isEmpty else {
            invalid(
                modifier.location, "modifier `\(name)` has no contexts",
                reason: "A modifier maps each context (such as `light` and `dark`) to its token sources; with none it cannot apply.",
                fix: "Add `\"contexts\": { \"light\": [ … ], \"dark\": [ … ] }`.")
            return nil
        }
        if contexts.count == 1 {
            diagnostics.append(
                .warning(
                    .resolverInvalid, at: contextsMember.value.location, "modifier `\(name)` has only one context",
                    reason: "A modifier with one context always applies the same tokens, which a set does more simply.",
                    fix: "Add another context, or turn the modifier into a set."
                ))
        }
        // A set a context names is used, whichever context the site applies.
        for context in contexts {
            for source in context.value.arrayElements ?? [] {
                if let pointer = source.member(named: "$ref")?.value.stringValue, pointer.hasPrefix("#/sets/") {
                    usedSets.insert(Self.unescape(String(pointer.dropFirst("#/sets/".count))))
                }
            }
        }
        var defaultContext: String?
        if let defaultMember = modifier.member(named: "default") {
            if let value = defaultMember.value.stringValue, contexts.contains(where: { $0.key == value }) {
                defaultContext = value
            } else {
                invalid(
                    defaultMember.value.location, "default `\(defaultMember.value.snippet)` is not a context of modifier `\(name)`",
                    reason: "`default` must name one of the modifier's contexts: \(contexts.map { "`\($0.key)`" }.joined(separator: ", ")).",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: defaultMember.value.stringValue ?? "", in: contexts.map(\.key), limit: 1))
                        ?? "Name one of those contexts.")
            }
        }
        return .modifier(name: name, contexts: contexts, defaultContext: defaultContext, location: modifier.location)
    }

    // MARK: Modes

    private mutating func buildModes(_ steps: [Step]) {
        var modifierSteps: [ModifierStep] = []
        for step in steps {
            if case .modifier(let name, let contexts, let defaultContext, let location) = step {
                modifierSteps.append((name, contexts, defaultContext, location))
            }
        }
        let modeModifier = chooseModeModifier(modifierSteps)
        var names = [singleModeName]
        if let modeModifier { names = modeNames(modeModifier) }
        let chosen = inputs(of: modifierSteps, besides: modeModifier)
        for mode in names {
            modes.append(Mode(name: mode, sources: sources(steps) { $0 == modeModifier?.name ? mode : chosen[$0] }))
        }
        // Every other modifier with a choice to make: its other contexts, each in the first mode.
        for other in modifierSteps where other.name != modeModifier?.name && other.contexts.count > 1 {
            guard let current = chosen[other.name] else { continue }
            let options = shownContexts(of: other, keeping: [current])
            guard options.count > 1 else { continue }
            let variants = options.filter { $0 != current }.map { option in
                Mode(
                    name: option,
                    sources: sources(steps) { name in
                        name == other.name ? option : name == modeModifier?.name ? names.first : chosen[name]
                    })
            }
            choices.append(Choice(name: other.name, options: options, chosen: current, variants: variants))
        }
    }

    /// The token trees `steps` compose with each modifier at the context `context` names for it (none: left out).
    private mutating func sources(_ steps: [Step], context: (String) -> String?) -> [JSONValue] {
        var sources: [JSONValue] = []
        for step in steps {
            switch step {
            case .set(let name, let setSources):
                sources += expand(setSources, visiting: ["#/sets/" + name])
            case .modifier(let name, let contexts, _, _):
                if let wanted = context(name), let found = contexts.first(where: { $0.key == wanted }) {
                    sources += expand(found.value, visiting: [])
                }
            }
        }
        return sources
    }

    /// The contexts of `modifier` the site shows: all but those that repeat other contexts for another version
    /// (`v0-light` beside `light`), which are said once and left to `modes.yml`; `keeping` are shown whatever they are.
    private mutating func shownContexts(of modifier: ModifierStep, keeping: Set<String>) -> [String] {
        let names = modifier.contexts.map(\.key)
        // `v0`, `v1` beside `default`; `v0-light` beside `light`.
        let isVersion = { (name: String) in name.wholeMatch(of: /[vV]\d+(\.\d+)*/) != nil }
        let versions = names.filter { name in
            !keeping.contains(name)
                && (isVersion(name) || names.contains { base in base != name && (name.hasSuffix("-" + base) || name.hasSuffix(" " + base)) })
        }
        guard !versions.isEmpty else { return names }
        var warning = Diagnostic.warning(
            .modesYAML, at: modifier.location,
            "modifier `\(modifier.name)` has \(versions.count) context\(versions.count == 1 ? "" : "s") for another version: \(versions.map { "`\($0)`" }.joined(separator: ", "))",
            reason:
                "The site shows \(names.filter { !versions.contains($0) }.map { "`\($0)`" }.joined(separator: ", ")); the versions' values are not on it.",
            fix: "To show them, list them under `contexts:` in content/tokens/\(ModeChoice.fileName)."
        )
        warning.advisory = true
        diagnostics.append(warning)
        return names.filter { !versions.contains($0) }
    }

    /// The modes: the contexts `modes.yml` lists, or every context of `modifier` with its `default` first.
    private mutating func modeNames(_ modifier: ModifierStep) -> [String] {
        let names = modifier.contexts.map(\.key)
        guard let chosen = choice?.contexts else {
            let shown = shownContexts(of: modifier, keeping: [])
            let first = modifier.defaultContext.flatMap { shown.contains($0) ? $0 : nil } ?? shown[0]
            return [first] + shown.filter { $0 != first }
        }
        let first = modifier.defaultContext ?? names[0]
        let all = [first] + names.filter { $0 != first }
        var once = Set<String>()
        let kept = chosen.filter { context in
            guard names.contains(context.name) else {
                modesProblem(
                    context.location, "`\(context.name)` is not a context of modifier `\(modifier.name)`",
                    reason: "The modes are contexts of `\(modifier.name)`: \(names.map { "`\($0)`" }.joined(separator: ", ")); this one is left out.",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: context.name, in: names, limit: 1)) ?? "Name one of those contexts.")
                return false
            }
            guard once.insert(context.name).inserted else {
                diagnostics.append(
                    .warning(
                        .modesYAML, at: context.location, "`\(context.name)` is listed twice in `contexts:`",
                        reason: "Each context is one mode of the site; the second mention is ignored.", fix: "Remove it."
                    ))
                return false
            }
            return true
        }
        return kept.isEmpty ? all : kept.map(\.name)
    }

    /// The context each modifier other than the modes' applies: `modes.yml`'s `inputs:`, else its
    /// `default`, else its first context (with a warning that says how to choose).
    private mutating func inputs(of modifiers: [ModifierStep], besides modeModifier: ModifierStep?) -> [String: String] {
        for (name, input) in (choice?.inputs ?? [:]).sorted(by: { $0.key < $1.key })
        where !modifiers.contains(where: { $0.name == name }) || name == modeModifier?.name {
            let isModes = name == modeModifier?.name
            diagnostics.append(
                .warning(
                    .modesYAML, at: input.location,
                    isModes
                        ? "`inputs:` names `\(name)`, whose contexts are the modes"
                        : "`inputs:` names `\(name)`, which is not a modifier of the resolver",
                    reason: isModes
                        ? "Every context of `\(name)` is rendered as a mode, so an input for it has no effect."
                        : "`resolutionOrder` uses the modifiers \(modifiers.map { "`\($0.name)`" }.joined(separator: ", ")); this input is ignored.",
                    fix: isModes
                        ? "Choose the modes with `contexts:` instead."
                        : (NameSuggestions.didYouMean(Suggestions.nearest(to: name, in: modifiers.map(\.name), limit: 1)) ?? "Remove it.")
                ))
        }
        var inputs: [String: String] = [:]
        for other in modifiers where other.name != modeModifier?.name {
            let names = other.contexts.map(\.key)
            if let input = choice?.inputs[other.name] {
                if names.contains(input.context) {
                    inputs[other.name] = input.context
                    continue
                }
                modesProblem(
                    input.location, "`\(input.context)` is not a context of modifier `\(other.name)`",
                    reason:
                        "Modifier `\(other.name)` has the contexts \(names.map { "`\($0)`" }.joined(separator: ", ")); its default is applied instead.",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: input.context, in: names, limit: 1)) ?? "Name one of those contexts.")
            }
            if let defaultContext = other.defaultContext {
                inputs[other.name] = defaultContext
                continue
            }
            inputs[other.name] = names[0]
            diagnostics.append(
                .warning(
                    .resolverNoDefault, at: other.location, "modifier `\(other.name)` has no `default`; its first context `\(names[0])` is used",
                    reason:
                        "Specimen renders one mode per context of `\(modeModifier?.name ?? "")`; every other modifier needs one context to apply, which `default` names.",
                    fix:
                        "Add `\"default\": \"\(names[0])\"` to modifier `\(other.name)`, or choose in content/tokens/\(ModeChoice.fileName) with `inputs:` and a line `\(other.name): \(names.count > 1 ? names[1] : names[0])`."
                ))
        }
        return inputs
    }

    /// The modifier `modes.yml` names, or else the one whose contexts look most like themes
    /// (`light`, `dark`, `high-contrast`), or else the first.
    private mutating func chooseModeModifier(_ modifiers: [ModifierStep]) -> ModifierStep? {
        if let named = choice?.modifier {
            if let match = modifiers.first(where: { $0.name == named.name }) { return match }
            let names = modifiers.map(\.name)
            modesProblem(
                named.location, "`\(named.name)` is not a modifier of the resolver",
                reason: names.isEmpty
                    ? "The resolver's `resolutionOrder` uses no modifiers, so there is one mode."
                    : "`resolutionOrder` uses the modifiers \(names.map { "`\($0)`" }.joined(separator: ", ")); the modes are chosen as without `modifier:`.",
                fix: NameSuggestions.didYouMean(Suggestions.nearest(to: named.name, in: names, limit: 1)) ?? "Name one of those modifiers.")
        }
        let themeWords = ["light", "dark", "contrast", "dim", "night", "day", "theme"]
        // A modifier named as a colour scheme is one, whatever its contexts are called.
        let schemeNames: Set<String> = [
            "mode", "modes", "scheme", "color-scheme", "colour-scheme", "color-mode", "colour-mode", "theme", "appearance",
        ]
        var best: (modifier: ModifierStep, score: Int)?
        for modifier in modifiers {
            var score = modifier.contexts.filter { context in themeWords.contains { context.key.lowercased().contains($0) } }.count
            if schemeNames.contains(Self.words(modifier.name)), modifier.contexts.count > 1 { score += 1 }
            if score > (best?.score ?? 0) { best = (modifier, score) }
        }
        return best?.modifier ?? modifiers.first
    }

    /// A set that nothing in `resolutionOrder` reaches is defined for nothing: warned about, and
    /// its tokens kept aside so an alias that needs one can say which set to add.
    private mutating func findUnusedSets() {
        for name in sets.keys.sorted() where !usedSets.contains(name) {
            guard let set = sets[name] else { continue }
            diagnostics.append(
                .warning(
                    .resolverSetUnused, at: set.keyLocation, "set `\(name)` is not in `resolutionOrder`",
                    reason: "Only the sets and modifiers `resolutionOrder` lists are composed, so the tokens of `\(name)` are in no mode.",
                    fix: "Add `{ \"$ref\": \"#/sets/\(Self.escape(name))\" }` to `resolutionOrder`, or delete the set."
                ))
            let sources = set.value.member(named: "sources").map { expand($0.value, visiting: ["#/sets/" + name]) } ?? []
            unusedSets.append((name, set.keyLocation, sources))
        }
    }

    // MARK: Sources

    /// The token trees a `sources` (or context) array stands for, references followed.
    private mutating func expand(_ list: JSONValue, visiting: [String]) -> [JSONValue] {
        guard let elements = list.arrayElements else {
            invalid(
                list.location, "token sources must be an array",
                reason: "Sources are listed in an array of references and inline tokens, composed in order.",
                fix: "Write them as `[{ \"$ref\": \"base.tokens.json\" }]`.")
            return []
        }
        var result: [JSONValue] = []
        for element in elements {
            guard element.objectMembers != nil else {
                invalid(
                    element.location, "a token source must be an object",
                    reason: "A source is a reference `{ \"$ref\": \"file.tokens.json\" }` or an object of inline tokens.",
                    fix: "Write it as `{ \"$ref\": \"…\" }`.")
                continue
            }
            guard let ref = element.member(named: "$ref") else {
                result.append(element)
                continue
            }
            guard let target = ref.value.stringValue else {
                invalid(
                    ref.value.location, "`$ref` must be a string", reason: "A reference is a file path or a JSON Pointer.",
                    fix: "Write it like `\"base.tokens.json\"`.")
                continue
            }
            let expanded = follow(target, at: ref.value, visiting: visiting)
            let overrides = element.objectMembers?.filter { $0.key != "$ref" } ?? []
            if overrides.isEmpty {
                result += expanded
            } else {
                // Keys next to `$ref` override the referenced object shallowly, as JSON Schema's `$ref` does.
                result += expanded.map { source in
                    var members = source.objectMembers ?? []
                    for override in overrides {
                        if let index = members.firstIndex(where: { $0.key == override.key }) {
                            members[index] = override
                        } else {
                            members.append(override)
                        }
                    }
                    return JSONValue(.object(members), at: source.location)
                }
            }
        }
        return result
    }

    private mutating func follow(_ target: String, at site: JSONValue, visiting: [String]) -> [JSONValue] {
        if target.hasPrefix("#") {
            if target.hasPrefix("#/sets/") {
                let name = Self.unescape(String(target.dropFirst("#/sets/".count)))
                guard let set = sets[name] else {
                    missingDefinition(site, kind: "set", name: name, known: Array(sets.keys))
                    return []
                }
                usedSets.insert(name)
                guard !visiting.contains(target) else {
                    invalid(
                        site.location, "set `\(name)` includes itself",
                        reason: "The references \((visiting + [target]).joined(separator: " → ")) form a loop, so the set has no end.",
                        fix: "Remove the reference that leads back to `\(name)`.")
                    return []
                }
                guard let sources = set.value.member(named: "sources") else { return [] }
                return expand(sources.value, visiting: visiting + [target])
            }
            if target.hasPrefix("#/modifiers/") || target.hasPrefix("#/resolutionOrder") {
                invalid(
                    site.location, "a token source cannot reference `\(target)`",
                    reason:
                        "Sources may reference token files, sets and inline tokens, but not modifiers or `resolutionOrder` entries, which would apply context logic in the wrong place.",
                    fix: "Reference a set (`#/sets/…`) or a token file instead.")
                return []
            }
            guard let value = Self.pointer(String(target.dropFirst()), in: document) else {
                invalid(
                    site.location, "`$ref` `\(target)` points to nothing in this file",
                    reason: "The JSON Pointer does not lead to a value of the resolver file.", fix: "Check the pointer's path.")
                return []
            }
            return [value]
        }
        if target.hasPrefix("http://") || target.hasPrefix("https://") {
            invalid(
                site.location, "remote `$ref` `\(target)` is not supported",
                reason: "Specimen builds offline and reads token files from the project only.",
                fix: "Download the file into the tokens folder and reference it by its relative path.")
            return []
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let relative = String(parts[0])
        guard let file = loadFile(relative, site: site) else { return [] }
        guard parts.count == 2, !parts[1].isEmpty else { return [file] }
        guard let value = Self.pointer(String(parts[1]), in: file) else {
            invalid(
                site.location, "`$ref` `\(target)` points to nothing in `\(relative)`",
                reason: "The part after `#` is a JSON Pointer into the file, and it does not lead to a value there.", fix: "Check the pointer's path."
            )
            return []
        }
        return [value]
    }

    private mutating func loadFile(_ relative: String, site: JSONValue) -> JSONValue? {
        let url = folder.appendingPathComponent(relative).standardizedFileURL
        let base = folder.standardizedFileURL.path
        let inside = url.path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
        let shown = inside ? String(url.path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")) : relative
        let display = DisplayPath.join(displayPrefix, shown)
        if let cached = fileCache[url.path] { return cached }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            // Compare stems, so the shared `.tokens.json` ending does not make every file look close.
            let existing = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            let stems = Dictionary(existing.map { (Self.stem($0), $0) }, uniquingKeysWith: { first, _ in first })
            let nearest = Suggestions.nearest(to: Self.stem(relative), in: existing.map(Self.stem)).compactMap { stems[$0] }
            diagnostics.append(
                .error(
                    .resolverMissingFile, at: site.location, "referenced file `\(relative)` does not exist",
                    reason: "`$ref` paths are relative to the resolver file, so this points to \(display), which is not there.",
                    fix: NameSuggestions.didYouMean(nearest) ?? "Check the path, or create the file."
                ))
            return nil
        }
        let result = readFile(url, display)
        diagnostics += result.diagnostics
        fileCache[url.path] = result.value
        if result.value != nil, inside { loadedFiles.insert(shown) }
        return result.value
    }

    private mutating func missingDefinition(_ site: JSONValue, kind: String, name: String, known: [String]) {
        invalid(
            site.location, "`$ref` points to \(kind) `\(name)`, which is not defined",
            reason:
                "The resolver's `\(kind)s` has \(known.isEmpty ? "no entries" : "only " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")).",
            fix: NameSuggestions.didYouMean(Suggestions.nearest(to: name, in: known.sorted(), limit: 1), wrap: { "`#/\(kind)s/\($0)`" })
                ?? "Define the \(kind) under `\(kind)s`, or fix the name.")
    }

    /// Every file a `$ref` of `value` names (`base.tokens.json`, `themes/dark.json#/color`), relative to the folder.
    /// A token's `$value` and any `$extensions` name no file to load, and are not walked: inline sources are whole
    /// design systems.
    private func collectReferences(in value: JSONValue, into referencedFiles: inout Set<String>) {
        if let elements = value.arrayElements { for element in elements { collectReferences(in: element, into: &referencedFiles) } }
        guard let members = value.objectMembers else { return }
        for member in members where member.key != "$value" && member.key != "$extensions" {
            if member.key == "$ref", let target = member.value.stringValue, !target.hasPrefix("#") {
                let file = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                let path = folder.appendingPathComponent(file).standardizedFileURL.path
                let base = folder.standardizedFileURL.path
                if path.hasPrefix(base + "/") { referencedFiles.insert(String(path.dropFirst(base.count + 1))) }
            } else {
                collectReferences(in: member.value, into: &referencedFiles)
            }
        }
    }

    /// `modes.yml` names what the resolver does not have: a warning, and the choice falls back to the default.
    private mutating func modesProblem(_ location: SourceLocation, _ message: String, reason: String, fix: String) {
        diagnostics.append(.warning(.modesYAML, at: location, message, reason: reason, fix: fix))
    }

    private mutating func invalid(_ location: SourceLocation, _ message: String, reason: String, fix: String) {
        diagnostics.append(.error(.resolverInvalid, at: location, message, reason: reason, fix: fix))
    }

    /// Follows an RFC 6901 JSON Pointer; a pointer without a leading `/` is read as if it had one.
    private static func pointer(_ pointer: String, in root: JSONValue) -> JSONValue? {
        let body = pointer.hasPrefix("/") ? String(pointer.dropFirst()) : pointer
        guard !body.isEmpty else { return root }
        var current = root
        for raw in body.split(separator: "/", omittingEmptySubsequences: false) {
            let segment = unescape(String(raw))
            if let member = current.member(named: segment) {
                current = member.value
            } else if let elements = current.arrayElements, let index = Int(segment), elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// `themes/dark.tokens.json` → `themes/dark`: the name without its endings (`.tokens.json`, `.resolver.json`).
    private static func stem(_ name: String) -> String {
        let folder = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        guard let dot = name[folder...].firstIndex(of: "."), dot > folder else { return name }
        return String(name[..<dot])
    }

    /// `Color Scheme` → `color-scheme`: lowercase words joined by `-`.
    private static func words(_ name: String) -> String {
        name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    /// A name as a JSON Pointer segment: `brand/core` → `brand~1core`.
    package static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func unescape(_ segment: String) -> String {
        segment.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}
