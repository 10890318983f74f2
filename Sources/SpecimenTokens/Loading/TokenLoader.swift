import Foundation
import SpecimenDiagnostics

/// Loads a project's design tokens folder into a `TokenModel`, in one direction: the folder's form is recognised
/// and read as the format's sources of each mode (`TokenImport`), each mode's sources are composed into one tree
/// (`TokenComposition`) whose tokens and types are found (`TokenDocument`), and the aliases are followed and the
/// values read, each in its file's syntax (`AliasGraph`, `ValueReader`).
public enum TokenLoader {
    /// Reads every token file in `folder`; diagnostics name files as `displayPrefix` + `/` + file name.
    ///
    /// Never throws for problems in the user's files: a token that cannot be read is left
    /// out of the model and reported. The diagnostics are de-duplicated and sorted by location.
    /// `modes.yml` is read by `readingModes` (SpecimenYAML's `ModeChoice.load`).
    ///
    /// For the site, a token that cannot be read is left out with a warning (see `leavingOutTheirTokens`); for an
    /// export (`forExport`), which a compiler or another tool reads, it stays an error: code that uses a missing
    /// token would fail far from the cause.
    /// `reader` reads the JSON files; one that keeps them parses again only the files that changed since it last read them.
    package static func load(
        folder: URL, displayPrefix: String, readingModes: ModeChoice.Reader, forExport: Bool = false, reader: TokenFileReader = TokenFileReader()
    ) -> (TokenModel, [Diagnostic]) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            let what = !exists ? "does not exist" : isDirectory.boolValue ? "cannot be read" : "is a file, not a folder"
            return (
                .empty,
                finish(
                    [
                        .error(
                            .tokensFolderMissing, at: nil, "the tokens folder \(displayPrefix) \(what)",
                            reason: "Design tokens are read from the token files in that folder (`*.tokens.json`, a resolver, or a tool's export).",
                            fix: !exists
                                ? "Create the folder and add a token file such as `base.tokens.json`."
                                : isDirectory.boolValue
                                    ? "Check the folder's permissions." : "Move the file into a folder of that name, as `base.tokens.json`."
                        )
                    ], forExport: forExport)
            )
        }
        let sources = TokenImport.sources(
            in: folder, names: names.sorted(), displayPrefix: displayPrefix, readingModes: readingModes, reader: reader)
        reader.sweep()
        var diagnostics = sources.diagnostics
        // Each mode is composed, and then resolved, on a core of its own; what they found is gathered in mode order.
        let documents = sources.modes.parallelMap { mode, trees in
            let composed = TokenComposition.compose(trees, conflicts: sources.conflicts)
            return (mode: mode, composed: composed, document: TokenDocument(root: composed.root))
        }
        var leniencies: [Leniency] = []
        for (_, composed, document) in documents {
            diagnostics += composed.diagnostics + document.diagnostics
            leniencies += document.leniencies
        }
        let pathsByMode = documents.map { (mode: $0.mode, paths: Set($0.document.tokens.map(\.path))) }
        var tokens: [String: [ResolvedToken]] = [:]
        var aliasesOutsideOrder: [String: [(target: String, site: SourceLocation?)]] = [:]
        // Bare sizes the graphs read as `rem`, for the one note that says so.
        var bareSizesReadAsRem: [SourceLocation] = []
        var accounts = LeftOutAccounts()
        // A reader that keeps what it read keeps each mode's resolution too: after a save, each mode reads again only
        // the tokens the save changed and those that read them.
        let remembered = reader.resolutions
        var remembering: [String: AliasGraph.Memory] = [:]
        let readings = documents.parallelMap { mode, _, document in
            ModeReading(remembered[ModeReading.key(mode: mode)]) {
                AliasGraph(
                    document: document, mode: mode, pathsByMode: pathsByMode, outsideOrder: sources.outsideOrder,
                    syntax: sources.syntax(of:), log: ReadingLog(), remembers: reader.keeps
                )
            }
        }
        for ((mode, _, document), reading) in zip(documents, readings) {
            // Tokens only for others to reference (Tokens Studio's `source` sets) are not published.
            tokens[mode] = accounts.published(reading.resolved, of: document, failures: reading.failures)
            diagnostics += reading.diagnostics
            leniencies += reading.leniencies
            bareSizesReadAsRem += reading.bareSizesReadAsRem
            aliasesOutsideOrder.merge(reading.aliasesOutsideOrder) { $0 + $1 }
            remembering[ModeReading.key(mode: mode)] = reading.memory
        }
        // Each other option of a choice, resolved in the first mode: its own problems are the mode's, said once.
        var choices: [TokenModel.Choice] = []
        /// Aliases that miss only because of a problem already said, by where it is said.
        var consequences: [SourceLocation: [Diagnostic]] = [:]
        for choice in sources.choices {
            var optionTokens: [String: [ResolvedToken]] = [:]
            for variant in choice.variants {
                let composed = TokenComposition.compose(variant.sources, conflicts: sources.conflicts)
                let document = TokenDocument(root: composed.root)
                diagnostics += composed.diagnostics + document.diagnostics
                leniencies += document.leniencies
                let key = ModeReading.key(choice: choice.name, option: variant.name)
                let reading = ModeReading(remembered[key]) {
                    AliasGraph(
                        document: document, mode: variant.name, pathsByMode: pathsByMode, outsideOrder: sources.outsideOrder,
                        syntax: sources.syntax(of:), log: ReadingLog(), remembers: reader.keeps
                    )
                }
                remembering[key] = reading.memory
                optionTokens[variant.name] = accounts.published(reading.resolved, of: document, failures: reading.failures)
                if let cause = sources.incompleteOptions[variant.name] {
                    let missing = reading.diagnostics.filter { $0.code == .aliasDangling }
                    diagnostics += reading.diagnostics.filter { $0.code != .aliasDangling }
                    if !missing.isEmpty { consequences[cause, default: []] += missing }
                } else {
                    diagnostics += reading.diagnostics
                }
                leniencies += reading.leniencies
                bareSizesReadAsRem += reading.bareSizesReadAsRem
            }
            choices.append(TokenModel.Choice(name: choice.name, options: choice.options, chosen: choice.chosen, tokens: optionTokens))
        }
        diagnostics = diagnostics.map { diagnostic in
            guard let location = diagnostic.location, let missing = consequences[location], !missing.isEmpty else { return diagnostic }
            var cause = diagnostic
            let named = Set(missing.compactMap { $0.message.split(separator: "`").dropFirst().first.map(String.init) }).sorted()
            let shown = Diagnostic.shortList(named.map { "`\($0)`" }, first: 3)
            cause.reason = (cause.reason ?? "") + " Without them, \(named.count) alias\(named.count == 1 ? " has" : "es have") no value: \(shown)."
            return cause
        }
        diagnostics += TokenImport.notes(bareSizesReadAsRem: bareSizesReadAsRem)
        reader.resolutions = remembering
        diagnostics = diagnostics.map { diagnostic in
            guard diagnostic.code == .resolverSetUnused, let set = diagnostic.location.flatMap({ sources.unusedSets[$0] }),
                let aliases = aliasesOutsideOrder[set]
            else { return diagnostic }
            return Self.setLeftOut(diagnostic, set: set, aliases: aliases)
        }
        // Aliases to tokens that only JavaScript token files define: one warning for the files, not one per alias.
        if !sources.scriptFiles.isEmpty {
            let scripts = ScriptTokenFiles(folder: folder, relative: sources.scriptFiles, displayPrefix: displayPrefix)
            let (kept, folded) = scripts.folding(diagnostics)
            let needing = accounts.reattribute(
                Set(folded.compactMap(\.location)), to: .needsScript, source: "JavaScript files", at: scripts.location)
            diagnostics = kept + [scripts.warning(needing: needing)]
        }
        var model = TokenModel(modes: documents.map(\.mode), tokens: tokens, choices: choices)
        for unpublished in sources.unpublished {
            accounts.unpublished(
                TokenDocument(root: unpublished.tree).tokens.map(\.path), source: unpublished.source, at: unpublished.location,
                reason: unpublished.reason)
        }
        (model.leftOut, model.sourceCount) = accounts.leftOut()
        diagnostics += TokenCSS.nameCollisions(in: model)
        diagnostics += Leniency.report(leniencies)
        return (model, finish(diagnostics, forExport: forExport))
    }

    /// The warning about a set `resolutionOrder` leaves out, when aliases need its tokens: one diagnostic at the
    /// root cause, naming the aliases it breaks, instead of one at each of them.
    private static func setLeftOut(_ diagnostic: Diagnostic, set: String, aliases: [(target: String, site: SourceLocation?)]) -> Diagnostic {
        var seen = Set<String>()
        let unique = aliases.filter { seen.insert("\($0.site.map { "\($0)" } ?? "")\u{0}\($0.target)").inserted }
            .sorted { ($0.site ?? SourceLocation(file: "", line: 0, column: 0)) < ($1.site ?? SourceLocation(file: "", line: 0, column: 0)) }
        let named = Diagnostic.shortList(unique.map { alias in "`{\(alias.target)}`" + (alias.site.map { " (\($0))" } ?? "") }, first: 3)
        var warning = diagnostic
        warning.message += ", and \(unique.count) alias\(unique.count == 1 ? " needs" : "es need") its tokens"
        warning.reason = (diagnostic.reason ?? "") + " These aliases have no value, nor has what aliases them: \(named)."
        warning.fix = "Add `{ \"$ref\": \"#/sets/\(ResolverDocument.escape(set))\" }` to `resolutionOrder` before the sets that use it."
        return warning
    }

    /// The same file parsed for two modes reports the same problem twice; keep one, in location order.
    /// Outside `--strict` no token withholds the site (see `leavingOutTheirTokens`); an export keeps its errors.
    private static func finish(_ diagnostics: [Diagnostic], forExport: Bool) -> [Diagnostic] {
        // Once per place and message: in another mode the same cause may count other tokens in its reason.
        var seen = Set<String>()
        return diagnostics.map { forExport ? $0 : leavingOutTheirTokens($0) }
            .filter { seen.insert("\($0.severity) \($0.code) \($0.location.map { "\($0)" } ?? "") \($0.message)").inserted }.sorted()
    }

    /// What a token problem keeps out of the site: a token that cannot be read is left out, with what aliases it,
    /// and that is a warning; a file that is not JSON at all, or a resolver that cannot be used, is an error, but
    /// one that leaves out only its own tokens. `--strict` makes every one an error that withholds the site.
    package static func leavingOutTheirTokens(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        if unreadableInputCodes.contains(diagnostic.code) { return diagnostic.leavingOutOnlyItself() }
        var warning = diagnostic
        warning.severity = .warning
        return warning
    }

    /// The codes of inputs that cannot be read at all: nothing in them is a token Specimen can show.
    package static let unreadableInputCodes: Set<DiagnosticCode> = [
        .jsonSyntax, .fileUnreadable, .fileEncoding, .resolverInvalid, .resolverMissingFile, .tokensFolderMissing,
    ]
}

/// What one mode's alias graph found: its graph stays on the core that resolved it.
private struct ModeReading: Sendable {
    var resolved: [ResolvedToken]
    var failures: [(path: String, reportedAt: SourceLocation?)]
    var diagnostics: [Diagnostic]
    var leniencies: [Leniency]
    var bareSizesReadAsRem: [SourceLocation]
    var aliasesOutsideOrder: [String: [(target: String, site: SourceLocation?)]]
    /// The resolution kept for the next load, when the graph remembers.
    var memory: AliasGraph.Memory?

    /// The key a mode's resolution is kept under, and an option's: NUL between the names, so none can share one.
    static func key(mode: String) -> String { "mode\u{0}\(mode)" }
    static func key(choice: String, option: String) -> String { "option\u{0}\(choice)\u{0}\(option)" }

    /// The tokens of the graph `make` makes, resolved: from `memory` (the last load's) where it serves, else whole.
    init(_ memory: AliasGraph.Memory?, make: () -> AliasGraph) {
        var graph = make()
        let reused = memory.flatMap(graph.resolveAll(reusing:))
        // A memory that did not serve from the start (a token added or removed) left the graph as it was made.
        if reused == nil, graph.startedFromMemory { graph = make() }
        resolved = reused ?? graph.resolveAll()
        failures = graph.failures
        diagnostics = graph.log.diagnostics
        leniencies = graph.log.leniencies
        bareSizesReadAsRem = graph.log.bareSizesReadAsRem
        aliasesOutsideOrder = graph.aliasesOutsideOrder
        self.memory = graph.memory(of: resolved)
    }
}

/// What of the source a load publishes, and why the rest is not: every token a team keeps is accounted for.
private struct LeftOutAccounts {
    /// Every path of the source, in order of first sight.
    private var source: [String] = []
    private var seen: Set<String> = []
    private var published: Set<String> = []
    /// Why each path not published is not, the first reason found.
    private var reasons: [String: (reason: LeftOut.Reason, source: String?, location: SourceLocation?)] = [:]

    /// The tokens of `resolved` the site publishes (those only for references are not), noting the document's paths
    /// and why those without a value have none.
    mutating func published(
        _ resolved: [ResolvedToken], of document: TokenDocument, failures: [(path: String, reportedAt: SourceLocation?)]
    ) -> [ResolvedToken] {
        note(document.tokens.map(\.path))
        for failure in failures where reasons[failure.path] == nil {
            reasons[failure.path] = (.unreadable, nil, failure.reportedAt)
        }
        return resolved.filter { token in
            guard let set = TokenImport.referenceOnlySet(token) else {
                published.insert(token.path)
                return true
            }
            if reasons[token.path] == nil { reasons[token.path] = (.referenceOnly, "set `\(set)`", token.location) }
            return false
        }
    }

    /// `paths` of a set or file no mode reads, for `reason`.
    mutating func unpublished(_ paths: [String], source: String, at location: SourceLocation, reason: LeftOut.Reason) {
        note(paths)
        for path in paths where reasons[path] == nil { reasons[path] = (reason, source, location) }
    }

    /// The tokens left out because of the diagnostics at `locations`, now for `reason` instead (a cause found
    /// after the fact, such as the JavaScript files that define what they alias), in the source's order.
    mutating func reattribute(_ locations: Set<SourceLocation>, to reason: LeftOut.Reason, source: String, at location: SourceLocation?) -> [String] {
        var moved: [String] = []
        for path in self.source where !published.contains(path) {
            guard let why = reasons[path], why.reason == .unreadable, let at = why.location, locations.contains(at) else { continue }
            reasons[path] = (reason, source, location)
            moved.append(path)
        }
        return moved
    }

    private mutating func note(_ paths: [String]) {
        for path in paths where seen.insert(path).inserted { source.append(path) }
    }

    /// The paths published nowhere, grouped by reason and where it is, and how many paths the source has.
    func leftOut() -> ([LeftOut], Int) {
        var groups: [LeftOut] = []
        var index: [String: Int] = [:]
        for path in source where !published.contains(path) {
            let why = reasons[path] ?? (.unreadable, nil, nil)
            let key = "\(why.reason.rawValue)\u{0}\(why.source ?? why.location.map { "\($0)" } ?? "")"
            if let at = index[key] {
                groups[at].paths.append(path)
            } else {
                index[key] = groups.count
                groups.append(LeftOut(reason: why.reason, source: why.source, location: why.location, paths: [path]))
            }
        }
        return (groups, source.count)
    }
}
