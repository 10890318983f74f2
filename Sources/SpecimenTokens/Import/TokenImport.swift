import Foundation

/// Where the readers of other formats meet the DTCG reader (`TokenLoader`): a token file written in a tool's own
/// form, and a tool's export that arranges its files its own way. A new format is a reader in this folder, wired
/// in here: the loader knows no format but DTCG.
package enum TokenImport {
    /// The key in `$extensions` that marks a token other tokens may reference but the site does not publish
    /// (a token of a Tokens Studio `source` set): it is resolved, then left out.
    package static let referenceOnly = "studio.tokens.specimen.source"

    /// One token file, parsed, with the dialect it is written in; a file in the pre-DTCG form (Style Dictionary,
    /// Tokens Studio) is converted. `parsed` when the file was already parsed.
    package static func readTokenFile(
        _ url: URL, displayPath: String, parsed: JSONSource.Result? = nil
    ) -> (value: JSONValue?, diagnostics: [Diagnostic], dialect: TokenDialect) {
        let parsed = parsed ?? JSONSource.read(url, displayPath: displayPath)
        return (parsed.value.map(PreDTCGForm.read), parsed.diagnostics, parsed.value.map(TokenDialect.of) ?? .dtcg)
    }

    /// A tool's export in `folder`, which has no resolver file (Tokens Studio's themes and sets), read as the DTCG
    /// resolver it amounts to: the resolver document, the files it reads (as diagnostics name them) and their
    /// dialect; `nil` when the folder holds none. `names` are the folder's own files, `tokenFiles` the token files the
    /// loader would read (`TokenFileNames.tokenFiles`). A token file parsed while looking is left in `parsed`.
    package static func exportAsResolver(
        in folder: URL, names: [String], tokenFiles: [String], displayPrefix: String, diagnostics: inout [Diagnostic],
        parsed: inout [String: JSONSource.Result]
    ) -> (document: JSONValue, files: [String], dialect: TokenDialect)? {
        if let export = TokensStudio.export(
            in: folder, names: names, tokenFiles: tokenFiles, displayPrefix: displayPrefix, diagnostics: &diagnostics, parsed: &parsed
        ) {
            return (TokensStudio.resolver(for: export, diagnostics: &diagnostics), export.files, .tokensStudio)
        }
        return nil
    }

    /// Token files that are one file per mode, named by it (Figma's export of variables), grouped: the files in every
    /// mode, and each mode's own; `nil` when the files are one mode (see `ModeFiles`).
    package static func modes(of files: [(path: String, tokens: JSONValue)]) -> (base: [JSONValue], modes: [(name: String, files: [JSONValue])])? {
        ModeFiles.modes(of: files)
    }

    /// Whether `token` is only for other tokens to reference (see `referenceOnly`).
    package static func isReferenceOnly(_ token: ResolvedToken) -> Bool {
        token.extensions?.member(named: referenceOnly) != nil
    }
}
