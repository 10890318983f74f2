/// The one place that knows the names of token files: which files of a tokens folder are which.
///
/// - `*.tokens.json`: tokens in the Design Tokens Format (or a tool's form of it);
/// - `*.resolver.json`: a DTCG resolver, which names its token files (any `*.json`) and the modes;
/// - `$themes.json` and `$metadata.json`: Tokens Studio's themes and its order of token sets;
/// - `modes.yml`: which modes to render (see `ModeChoice`).
package enum TokenFileNames {
    package static let tokensSuffix = ".tokens.json"
    package static let resolverSuffix = ".resolver.json"
    package static let tokensStudioThemes = "$themes.json"
    package static let tokensStudioMetadata = "$metadata.json"

    /// What a file is, from its name.
    package enum Kind: Equatable {
        case tokens, resolver, tokensStudioThemes, tokensStudioMetadata, modes
        /// Any other JSON file: tokens when a resolver or a tool's export names it.
        case json
        case other
    }

    package static func kind(of name: String) -> Kind {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        if base == tokensStudioThemes { return .tokensStudioThemes }
        if base == tokensStudioMetadata { return .tokensStudioMetadata }
        if base == ModeChoice.fileName { return .modes }
        if base.hasSuffix(resolverSuffix) { return .resolver }
        if base.hasSuffix(tokensSuffix) { return .tokens }
        if base.hasSuffix(".json") { return .json }
        return .other
    }

    /// Whether a file in `content/` (outside `content/tokens/`) is a design input rather than a published file.
    package static func isDesignInput(_ name: String) -> Bool {
        let kind = kind(of: name)
        return kind == .tokens || kind == .resolver
    }
}
