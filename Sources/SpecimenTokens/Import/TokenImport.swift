import Foundation
import SpecimenDiagnostics

/// Recognises how a tokens folder is arranged, and reads it as the format's sources of each mode: the first stage
/// of reading tokens, before they are composed and their aliases followed (`TokenLoader`).
///
/// The forms: a DTCG resolver (`*.resolver.json`, `ResolverDocument`); a tool's export that arranges its files its
/// own way, read as the resolver it amounts to (Tokens Studio's themes and sets, `TokensStudio`); one file per mode,
/// named by it (`ModeFiles`); or plain token files, merged into one mode. Each file is converted from a tool's form
/// (`PreDTCGForm`), and its tool's syntax (`ToolSyntax`) is kept for reading its values. A new export form is a
/// reader in this folder, tried here.
package enum TokenImport {
    /// A tokens folder, read as the format's sources of each mode.
    package struct Sources {
        /// Each mode and the token trees it composes, in order; none when nothing could be read.
        package var modes: [(name: String, sources: [JSONValue])] = []
        /// The choices besides the modes, each other option with the trees the first mode composes with it.
        package var choices: [ResolverDocument.Choice] = []
        /// Options known to lack tokens (a theme that selects a set the export does not have), with where that is
        /// said: the aliases that miss in them are that diagnostic's consequence, not problems of their own.
        package var incompleteOptions: [String: SourceLocation] = [:]
        /// Token trees read and published in no mode, with why (see `LeftOut`): sets no theme selects, sets and files the
        /// resolver does not use.
        /// Token files in JavaScript, relative to the folder: not read (see `ScriptTokenFiles`).
        package var scriptFiles: [String] = []
        package var unpublished: [(source: String, location: SourceLocation, reason: LeftOut.Reason, tree: JSONValue)] = []
        /// What to do when two sources of a mode define the same token.
        package var conflicts: TokenComposition.Conflicts = .override
        /// The syntax each file is written in, by the path diagnostics show.
        package var syntaxes: [String: any ToolSyntax] = [:]
        /// Tokens of sets the resolver leaves out, by path: the set, for the fix of an alias that needs one.
        package var outsideOrder: [String: String] = [:]
        /// The sets the resolver leaves out, by where they are declared.
        package var unusedSets: [SourceLocation: String] = [:]
        package var diagnostics: [Diagnostic] = []

        /// The syntax of the file a location names: the format's own when it is not a file read here.
        package func syntax(of file: String) -> any ToolSyntax {
            syntaxes[file] ?? FormatSyntax()
        }
    }

    /// The key in `$extensions` that marks a token other tokens may reference but the site does not publish
    /// (a token of a Tokens Studio `source` set): it is resolved, then left out.
    package static let referenceOnly = "studio.tokens.specimen.source"

    /// The sources of the tokens in `folder`, an existing folder; diagnostics name files as `displayPrefix` + `/` +
    /// their path. `readingModes` reads `modes.yml` (SpecimenYAML's `ModeChoice.load`); `reader` reads the JSON files.
    package static func sources(
        in folder: URL, names: [String], displayPrefix: String, readingModes: ModeChoice.Reader, reader: TokenFileReader = TokenFileReader()
    ) -> Sources {
        var result = Sources()
        let path = { (name: String) in DisplayPath.join(displayPrefix, name) }
        let resolverFiles = names.filter { TokenFileNames.kind(of: $0) == .resolver }
        // Without a resolver, a folder of plain `*.json` files is read as it is (see `TokenFileNames.tokenFiles`).
        let (tokenFiles, scriptFiles, jsonFiles) = TokenFileNames.tokenAndScriptFiles(in: folder, orJSON: resolverFiles.isEmpty)
        result.scriptFiles = scriptFiles
        /// A token file already parsed while looking for a tool's export.
        var parsedFiles: [String: JSONSource.Result] = [:]
        var syntaxes: [String: any ToolSyntax] = [:]
        let readFile: ResolverDocument.FileReader = { url, display in
            let read = reader.tokenFile(url, displayPath: display)
            syntaxes[display] = read.syntax
            return (read.value, read.diagnostics)
        }
        if resolverFiles.isEmpty,
            let export = TokensStudio.export(
                in: folder, names: names, tokenFiles: tokenFiles, jsonFiles: jsonFiles, displayPrefix: displayPrefix,
                diagnostics: &result.diagnostics, parsed: &parsedFiles, reader: reader
            )
        {
            // A tool's export (Tokens Studio's themes and sets), read as the resolver it amounts to.
            let resolved = TokensStudio.resolver(for: export, diagnostics: &result.diagnostics)
            let (document, singleMode) = (resolved.document, resolved.singleMode)
            result.incompleteOptions = resolved.incomplete
            result.unpublished = resolved.unselected.map { ("set `\($0.name)`", $0.tokens.location, .notSelected, $0.tokens) }
            let (choice, choiceDiagnostics) = readingModes(folder, path(ModeChoice.fileName))
            result.diagnostics += choiceDiagnostics
            let resolver = ResolverDocument(
                document: document, folder: folder, displayPrefix: displayPrefix, choice: choice, singleModeName: singleMode ?? "default",
                readFile: readFile
            )
            result.diagnostics += resolver.diagnostics
            result.modes = resolver.modes.map { ($0.name, $0.sources) }
            result.choices = resolver.choices
            for file in export.files { syntaxes[file] = TokensStudioSyntax() }
        } else if let resolverFile = resolverFiles.first {
            for ignored in resolverFiles.dropFirst() {
                result.diagnostics.append(
                    .warning(
                        .resolverIgnored, at: SourceLocation(file: path(ignored), line: 1, column: 1),
                        "resolver file `\(ignored)` is ignored",
                        reason: "Only one resolver file is read, the first by name: `\(resolverFile)`.",
                        fix: "Merge the two resolver files into one, or remove this one."
                    ))
            }
            let parsed = reader.json(folder.appendingPathComponent(resolverFile), displayPath: path(resolverFile))
            result.diagnostics += parsed.diagnostics
            guard let document = parsed.value else { return result }
            let (choice, choiceDiagnostics) = readingModes(folder, path(ModeChoice.fileName))
            result.diagnostics += choiceDiagnostics
            let resolver = ResolverDocument(document: document, folder: folder, displayPrefix: displayPrefix, choice: choice, readFile: readFile)
            result.diagnostics += resolver.diagnostics
            for unused in resolver.unusedSets {
                result.unusedSets[unused.location] = unused.name
                for tree in unused.sources { result.unpublished.append(("set `\(unused.name)`", unused.location, .notResolved, tree)) }
                let composed = TokenComposition.compose(unused.sources, conflicts: .override)
                for token in TokenDocument(root: composed.root).tokens {
                    result.outsideOrder[token.path] = result.outsideOrder[token.path] ?? unused.name
                }
            }
            result.modes = resolver.modes.map { ($0.name, $0.sources) }
            result.choices = resolver.choices
            // A file the resolver names anywhere is in use, in a context this site renders or not. Walking the whole
            // resolver for what it names is left to an export with files it does not load, not done on every save.
            let notLoaded = tokenFiles.filter { !resolver.loadedFiles.contains($0) }
            let referenced = notLoaded.isEmpty ? [] : resolver.referencedFiles
            for unused in notLoaded where !referenced.contains(unused) {
                if let tree = reader.tokenFile(folder.appendingPathComponent(unused), displayPath: path(unused)).value {
                    result.unpublished.append((path(unused), SourceLocation(file: path(unused), line: 1, column: 1), .notResolved, tree))
                }
                result.diagnostics.append(
                    .warning(
                        .tokenFileUnused, at: SourceLocation(file: path(unused), line: 1, column: 1),
                        "token file `\(unused)` is not used by `\(resolverFile)`",
                        reason: "With a resolver file, only the token files it references are read, so these tokens are missing from the site.",
                        fix: "Add `{ \"$ref\": \"\(unused)\" }` to a set or context in `\(resolverFile)`, or delete the file."
                    ))
            }
        } else {
            guard !tokenFiles.isEmpty else {
                result.diagnostics.append(
                    .warning(
                        .tokensNone, at: nil, "no token files in \(displayPrefix)",
                        reason:
                            "Specimen reads the `*.tokens.json` files here and in subfolders, or else the `*.json` files, as Style Dictionary and Tokens Studio name them; without them there are no token pages and no tokens.css.",
                        fix: "Add a file such as `base.tokens.json`, link the folder to your token export, or remove the tokens folder."
                    ))
                return result
            }
            var files: [(path: String, tokens: JSONValue)] = []
            for file in tokenFiles {
                let read = reader.tokenFile(folder.appendingPathComponent(file), displayPath: path(file), already: parsedFiles[file])
                result.diagnostics += read.diagnostics
                if let value = read.value { files.append((file, value)) }
                syntaxes[path(file)] = read.syntax
            }
            if let document = FigmaExport.resolver(files: files) {
                let (choice, choiceDiagnostics) = readingModes(folder, path(ModeChoice.fileName))
                result.diagnostics += choiceDiagnostics
                let resolver = ResolverDocument(document: document, folder: folder, displayPrefix: displayPrefix, choice: choice, readFile: readFile)
                result.diagnostics += resolver.diagnostics
                result.modes = resolver.modes.map { ($0.name, $0.sources) }
                result.choices = resolver.choices
                for file in files { syntaxes[path(file.path)] = FigmaSyntax() }
                result.syntaxes = syntaxes
                return result
            } else if let byMode = ModeMaps.modes(of: files) {
                // Tokens with a value per mode in `$modes`.
                result.modes = byMode.map { ($0.name, $0.trees) }
                result.conflicts = .report
            } else if let byMode = ModeFiles.modes(of: files) {
                result.modes = ModeFiles.sources(of: byMode, files: files, diagnostics: &result.diagnostics)
            } else {
                result.modes = [("default", files.map(\.tokens))]
                result.conflicts = .report
            }
            if names.contains(ModeChoice.fileName) {
                result.diagnostics.append(
                    .warning(
                        .modesYAML, at: SourceLocation(file: path(ModeChoice.fileName), line: 1, column: 1),
                        "\(ModeChoice.fileName) has no effect without a resolver file",
                        reason: "It chooses among the contexts of a `*.resolver.json`; without one, all token files make one mode.",
                        fix: "Add a resolver file with a modifier, or delete \(ModeChoice.fileName)."
                    ))
            }
        }
        result.syntaxes = syntaxes
        return result
    }

    /// One token file, parsed, with the syntax of the tool that wrote it; a file in the pre-DTCG form (Style
    /// Dictionary, Tokens Studio) is converted. Files are read by a `TokenFileReader`, which may keep them.
    package static func readTokenFile(_ parsed: JSONSource.Result) -> TokenFileReader.TokenFile {
        (parsed.value.map(PreDTCGForm.read), parsed.diagnostics, parsed.value.map(syntax(of:)) ?? FormatSyntax())
    }

    /// The syntax of `file`, a parsed token file as written (before the pre-DTCG form is converted), from its form
    /// and type names: a type or a key only Tokens Studio writes makes it Tokens Studio's; `value` without `$value`
    /// Style Dictionary's; anything else is the format's.
    static func syntax(of file: JSONValue) -> any ToolSyntax {
        var sawBareValue = false
        var sawDollarValue = false
        var sawStudioType = false
        var sawStudioModifier = false
        func walk(_ value: JSONValue) {
            guard let members = value.objectMembers, !sawStudioType else { return }
            for member in members {
                switch member.key {
                case "value": if member.value.objectMembers == nil || members.contains(where: { $0.key == "type" }) { sawBareValue = true }
                case "$value": sawDollarValue = true
                case "type", "$type":
                    if let name = member.value.stringValue, TokensStudioSyntax.types.contains(name) { sawStudioType = true }
                case "$extensions":
                    if member.value.member(named: "studio.tokens") != nil { sawStudioModifier = true }
                case "$themes", "$metadata":
                    sawStudioType = true
                default:
                    break
                }
                walk(member.value)
            }
        }
        walk(file)
        if sawStudioType || sawStudioModifier { return TokensStudioSyntax() }
        if sawBareValue && !sawDollarValue { return StyleDictionarySyntax() }
        return FormatSyntax()
    }

    /// What was read a tool's way that is said once for the whole folder: bare sizes read as `rem`.
    package static func notes(bareSizesReadAsRem: [SourceLocation]) -> [Diagnostic] {
        StyleDictionarySyntax.remNote(bareSizesReadAsRem).map { [$0] } ?? []
    }

    /// The set `token` is only for other tokens to reference from, when it is (see `referenceOnly`).
    package static func referenceOnlySet(_ token: ResolvedToken) -> String? {
        token.extensions?.member(named: referenceOnly)?.value.stringValue
    }
}
