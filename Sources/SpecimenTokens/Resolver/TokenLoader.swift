import Foundation

/// Loads a project's design tokens folder into a `TokenModel`.
///
/// With a `*.resolver.json` file, modes come from it (see `ResolverFile`); a tool's export is read as the resolver
/// it amounts to (see `TokenImport`). Otherwise every token file (`TokenFileNames.tokenFiles`: the `*.tokens.json`
/// files, or a folder of `*.json` as a tool writes it) is merged, in path order, into a single mode named
/// `default`, and a token defined in two files is reported.
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
    package static func load(folder: URL, displayPrefix: String, readingModes: ModeChoice.Reader, forExport: Bool = false) -> (TokenModel, [Diagnostic]) {
        let finish = { (diagnostics: [Diagnostic]) in Self.finish(diagnostics, forExport: forExport) }
        var diagnostics: [Diagnostic] = []
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            let what = !exists ? "does not exist" : isDirectory.boolValue ? "cannot be read" : "is a file, not a folder"
            return (.empty, finish([.error(
                .tokensFolderMissing, at: nil, "the tokens folder \(displayPrefix) \(what)",
                reason: "Design tokens are read from the token files in that folder (`*.tokens.json`, a resolver, or a tool's export).",
                fix: !exists ? "Create the folder and add a token file such as `base.tokens.json`."
                    : isDirectory.boolValue ? "Check the folder's permissions." : "Move the file into a folder of that name, as `base.tokens.json`."
            )]))
        }
        let sorted = names.sorted()
        let resolverFiles = sorted.filter { TokenFileNames.kind(of: $0) == .resolver }
        // Without a resolver, a folder of plain `*.json` files is read as it is (see `TokenFileNames.tokenFiles`).
        let tokenFiles = TokenFileNames.tokenFiles(in: folder, orJSON: resolverFiles.isEmpty)

        var modeSources: [(name: String, sources: [JSONValue])] = []
        /// Each token file's dialect, by the path diagnostics show.
        var dialects: [String: TokenDialect] = [:]
        /// Tokens of sets the resolver leaves out, by path, for the fix of an alias that needs one.
        var outsideOrder: [String: String] = [:]
        /// The sets the resolver leaves out, by where they are declared.
        var unusedSetNames: [SourceLocation: String] = [:]
        let conflicts: TokenComposition.Conflicts
        /// A token file already parsed while looking for a tool's export.
        var parsedFiles: [String: JSONSource.Result] = [:]
        if resolverFiles.isEmpty,
           let export = TokenImport.exportAsResolver(in: folder, names: sorted, tokenFiles: tokenFiles, displayPrefix: displayPrefix, diagnostics: &diagnostics, parsed: &parsedFiles) {
            // A tool's export (Tokens Studio's themes and sets), read as the resolver it amounts to.
            let (choice, choiceDiagnostics) = readingModes(folder, displayPath(displayPrefix, ModeChoice.fileName))
            diagnostics += choiceDiagnostics
            let resolver = ResolverFile(document: export.document, folder: folder, displayPrefix: displayPrefix, choice: choice)
            diagnostics += resolver.diagnostics
            modeSources = resolver.modes.map { ($0.name, $0.sources) }
            for file in export.files { dialects[file] = export.dialect }
            conflicts = .override
        } else if let resolverFile = resolverFiles.first {
            for ignored in resolverFiles.dropFirst() {
                diagnostics.append(.warning(
                    .resolverIgnored, at: SourceLocation(file: displayPath(displayPrefix, ignored), line: 1, column: 1),
                    "resolver file `\(ignored)` is ignored",
                    reason: "Only one resolver file is read, the first by name: `\(resolverFile)`.",
                    fix: "Merge the two resolver files into one, or remove this one."
                ))
            }
            let parsed = JSONSource.read(folder.appendingPathComponent(resolverFile), displayPath: displayPath(displayPrefix, resolverFile))
            diagnostics += parsed.diagnostics
            guard let document = parsed.value else { return (.empty, finish(diagnostics)) }
            let (choice, choiceDiagnostics) = readingModes(folder, displayPath(displayPrefix, ModeChoice.fileName))
            diagnostics += choiceDiagnostics
            let resolver = ResolverFile(document: document, folder: folder, displayPrefix: displayPrefix, choice: choice)
            diagnostics += resolver.diagnostics
            for unused in resolver.unusedSets {
                unusedSetNames[unused.location] = unused.name
                let composed = TokenComposition.compose(unused.sources, conflicts: .override)
                for token in TokenDocument(root: composed.root).tokens { outsideOrder[token.path] = outsideOrder[token.path] ?? unused.name }
            }
            modeSources = resolver.modes.map { ($0.name, $0.sources) }
            dialects = resolver.dialects
            // A file the resolver names anywhere is in use, in a context this site renders or not.
            for unused in tokenFiles where !resolver.loadedFiles.contains(unused) && !resolver.referencedFiles.contains(unused) {
                diagnostics.append(.warning(
                    .tokenFileUnused, at: SourceLocation(file: displayPath(displayPrefix, unused), line: 1, column: 1),
                    "token file `\(unused)` is not used by `\(resolverFile)`",
                    reason: "With a resolver file, only the token files it references are read, so these tokens are missing from the site.",
                    fix: "Add `{ \"$ref\": \"\(unused)\" }` to a set or context in `\(resolverFile)`, or delete the file."
                ))
            }
            conflicts = .override
        } else {
            guard !tokenFiles.isEmpty else {
                return (.empty, [.warning(
                    .tokensNone, at: nil, "no token files in \(displayPrefix)",
                    reason: "Specimen reads the `*.tokens.json` files here and in subfolders, or else the `*.json` files, as Style Dictionary and Tokens Studio name them; without them there are no token pages and no tokens.css.",
                    fix: "Add a file such as `base.tokens.json`, link the folder to your token export, or remove the tokens folder."
                )])
            }
            var sources: [(path: String, tokens: JSONValue)] = []
            for file in tokenFiles {
                let parsed = TokenImport.readTokenFile(folder.appendingPathComponent(file), displayPath: displayPath(displayPrefix, file), parsed: parsedFiles[file])
                diagnostics += parsed.diagnostics
                if let value = parsed.value { sources.append((file, value)) }
                dialects[displayPath(displayPrefix, file)] = parsed.dialect
            }
            if let byMode = TokenImport.modes(of: sources) {
                // One file per mode: the files of every mode, and each mode's own, may not overlap among themselves;
                // a mode's own files override the others', as a resolver's later sources do.
                let base = TokenComposition.compose(byMode.base, conflicts: .report)
                diagnostics += base.diagnostics
                // The groups keep the order of the files (`Color.Dark` before `Size.Mode 1`), not the composition's.
                var groupOrder: [String: Int] = [:]
                for member in sources.flatMap({ $0.tokens.objectMembers ?? [] }) where groupOrder[member.key] == nil {
                    groupOrder[member.key] = groupOrder.count
                }
                for (mode, files) in byMode.modes {
                    let own = TokenComposition.compose(files, conflicts: .report)
                    diagnostics += own.diagnostics
                    var composed = TokenComposition.compose((byMode.base.isEmpty ? [] : [base.root]) + (files.isEmpty ? [] : [own.root]), conflicts: .override).root
                    if let members = composed.objectMembers {
                        composed.kind = .object(members.enumerated().sorted {
                            (groupOrder[$0.element.key] ?? Int.max, $0.offset) < (groupOrder[$1.element.key] ?? Int.max, $1.offset)
                        }.map(\.element))
                    }
                    modeSources.append((mode, [composed]))
                }
                conflicts = .override
            } else {
                modeSources = [("default", sources.map(\.tokens))]
                conflicts = .report
            }
            if sorted.contains(ModeChoice.fileName) {
                diagnostics.append(.warning(
                    .modesYAML, at: SourceLocation(file: displayPath(displayPrefix, ModeChoice.fileName), line: 1, column: 1),
                    "\(ModeChoice.fileName) has no effect without a resolver file",
                    reason: "It chooses among the contexts of a `*.resolver.json`; without one, all token files make one mode.",
                    fix: "Add a resolver file with a modifier, or delete \(ModeChoice.fileName)."
                ))
            }
        }

        var documents: [(mode: String, document: TokenDocument)] = []
        var leniencies: [Leniency] = []
        for (mode, sources) in modeSources {
            let composed = TokenComposition.compose(sources, conflicts: conflicts)
            diagnostics += composed.diagnostics
            let document = TokenDocument(root: composed.root)
            diagnostics += document.diagnostics
            leniencies += document.leniencies
            documents.append((mode, document))
        }
        let pathsByMode = documents.map { (mode: $0.mode, paths: Set($0.document.tokens.map(\.path))) }
        var tokens: [String: [ResolvedToken]] = [:]
        var aliasesOutsideOrder: [String: [(target: String, site: SourceLocation?)]] = [:]
        var bareRemSizes: [SourceLocation] = []
        for (mode, document) in documents {
            var resolver = AliasResolver(document: document, mode: mode, pathsByMode: pathsByMode, outsideOrder: outsideOrder, dialects: dialects)
            // Tokens only for others to reference (Tokens Studio's `source` sets) are not published.
            tokens[mode] = resolver.resolveAll().filter { !TokenImport.isReferenceOnly($0) }
            diagnostics += resolver.diagnostics
            leniencies += resolver.leniencies
            aliasesOutsideOrder.merge(resolver.aliasesOutsideOrder) { $0 + $1 }
            bareRemSizes += resolver.bareRemSizes
        }
        if let first = Set(bareRemSizes).sorted().first {
            let count = Set(bareRemSizes).count
            diagnostics.append(.warning(
                .tokenSizeRem, at: first, "\(count) size\(count == 1 ? "" : "s") without a type or a unit \(count == 1 ? "is" : "are") read as `rem`",
                reason: "Style Dictionary takes a token's type from its category, the first name of its path (`size`, `space`), and its `css` transform group reads a bare number there as `rem`; Specimen does the same.",
                fix: "Write the unit (`\"value\": \"1rem\"`), or give the tokens a type and a unit."
            ))
        }
        diagnostics = diagnostics.map { diagnostic in
            guard diagnostic.code == .resolverSetUnused, let set = diagnostic.location.flatMap({ unusedSetNames[$0] }),
                  let aliases = aliasesOutsideOrder[set] else { return diagnostic }
            return Self.setLeftOut(diagnostic, set: set, aliases: aliases)
        }
        let model = TokenModel(modes: documents.map(\.mode), tokens: tokens)
        diagnostics += TokenCSS.nameCollisions(in: model)
        diagnostics += Leniency.report(leniencies)
        return (model, finish(diagnostics))
    }

    /// The warning about a set `resolutionOrder` leaves out, when aliases need its tokens: one diagnostic at the
    /// root cause, naming the aliases it breaks, instead of one at each of them.
    private static func setLeftOut(_ diagnostic: Diagnostic, set: String, aliases: [(target: String, site: SourceLocation?)]) -> Diagnostic {
        var seen = Set<String>()
        let unique = aliases.filter { seen.insert("\($0.site.map { "\($0)" } ?? "")\u{0}\($0.target)").inserted }
            .sorted { ($0.site ?? SourceLocation(file: "", line: 0, column: 0)) < ($1.site ?? SourceLocation(file: "", line: 0, column: 0)) }
        let shown = unique.prefix(3).map { alias in "`{\(alias.target)}`" + (alias.site.map { " (\($0))" } ?? "") }
        let named = shown.joined(separator: ", ") + (unique.count > 3 ? " and \(unique.count - 3) more" : "")
        var warning = diagnostic
        warning.message += ", and \(unique.count) alias\(unique.count == 1 ? " needs" : "es need") its tokens"
        warning.reason = (diagnostic.reason ?? "") + " These aliases have no value, nor has what aliases them: \(named)."
        warning.fix = "Add `{ \"$ref\": \"#/sets/\(ResolverFile.escape(set))\" }` to `resolutionOrder` before the sets that use it."
        return warning
    }

    /// `content/tokens` + `base.tokens.json` → `content/tokens/base.tokens.json`; a trailing `/` on the prefix is fine.
    package static func displayPath(_ prefix: String, _ relative: String) -> String {
        if prefix.isEmpty { return relative }
        return prefix.hasSuffix("/") ? prefix + relative : prefix + "/" + relative
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
