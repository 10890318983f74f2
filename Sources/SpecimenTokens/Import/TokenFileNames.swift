import Foundation

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
    /// Folders of what tools install or build, which hold no tokens a team writes.
    package static let toolFolders: Set<String> = ["node_modules", "build", "dist"]

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

    /// The token files of a tokens folder, relative to it and sorted: the `*.tokens.json` files of the folder and its
    /// subfolders; when there are none and `orJSON`, every JSON file there, as a Style Dictionary project's source
    /// folder or Tokens Studio's single file has them, less a tool's configuration, Tokens Studio's own files and
    /// resolvers. So an export is read in place, as it sits in git (`content/tokens` a link to it).
    package static func tokenFiles(in folder: URL, orJSON: Bool) -> [String] {
        tokenAndScriptFiles(in: folder, orJSON: orJSON).tokens
    }

    /// `tokenFiles`, the token files in JavaScript beside them (see `isScriptTokenFile`) and every JSON file (as
    /// `jsonFiles`), from one walk of the folder.
    package static func tokenAndScriptFiles(in folder: URL, orJSON: Bool) -> (tokens: [String], scripts: [String], json: [String]) {
        let found = files(in: folder) { $0.hasSuffix(".json") || isScriptTokenFile($0) }
        let scripts = found.filter { !$0.hasSuffix(".json") }
        let json = found.filter { $0.hasSuffix(".json") }
        let tokens = json.filter { kind(of: $0) == .tokens }
        guard tokens.isEmpty, orJSON else { return (tokens, scripts, json) }
        return (
            json.filter { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return kind(of: path) == .json && !name.hasPrefix("$") && !isToolConfiguration(name)
            }, scripts, json
        )
    }

    /// Every JSON file of `folder` and its subfolders, relative to it and sorted (see `files(in:named:)`).
    package static func jsonFiles(in folder: URL) -> [String] {
        files(in: folder) { $0.hasSuffix(".json") }
    }

    /// Every file of `folder` and its subfolders whose name `wanted` takes, relative to it and sorted: links to files
    /// are followed (a link to nothing is listed, so that reading it reports it), links to folders are not; hidden
    /// files and folders, and what tools install or build (`node_modules/`, `build/`, `dist/`), are left out.
    package static func files(in folder: URL, named wanted: (String) -> Bool) -> [String] {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let base = root.path
        var found: [String] = []
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if toolFolders.contains(url.lastPathComponent) { enumerator?.skipDescendants() }
                continue
            }
            guard wanted(url.lastPathComponent) else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")))
        }
        return found.sorted()
    }

    /// The folders among `files` (relative paths) that hold a Tokens Studio export's `$themes.json` or `$metadata.json`,
    /// relative too (`""` for the folder itself).
    package static func tokensStudioFolders(_ files: [String]) -> Set<String> {
        Set(
            files.filter { [.tokensStudioThemes, .tokensStudioMetadata].contains(kind(of: $0)) }.map {
                $0.split(separator: "/").dropLast().joined(separator: "/")
            })
    }

    /// JSON files a token project keeps beside its tokens that are no tokens: the build's configuration, npm's and
    /// other tools' (`renovate.json`, `tsconfig.base.json`), JSON schemas.
    package static func isToolConfiguration(_ name: String) -> Bool {
        [
            "package.json", "package-lock.json", "jsconfig.json", "composer.json", "renovate.json", "lerna.json", "nx.json", "turbo.json",
            "vercel.json", "config.json",
        ].contains(name)
            || name.hasPrefix("tsconfig") || name.hasSuffix(".config.json") || name.hasSuffix("-config.json") || name.hasSuffix(".schema.json")
    }

    /// Whether `name` is a token file in JavaScript or TypeScript (`spacing.js`, `colors.ts`), which Specimen does not
    /// run: not a tool's configuration (`style-dictionary.config.js`), a type declaration or a test.
    package static func isScriptTokenFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"].contains(where: lower.hasSuffix) else { return false }
        return !lower.hasSuffix(".d.ts") && !lower.contains(".config.") && !lower.contains("-config.") && !lower.hasPrefix("config.")
            && !lower.contains(".test.") && !lower.contains(".spec.") && !["build.js", "gulpfile.js", "eslint.js"].contains(lower)
    }

    /// Whether a file in `content/` (outside `content/tokens/`) is a design input rather than a published file.
    package static func isDesignInput(_ name: String) -> Bool {
        let kind = kind(of: name)
        return kind == .tokens || kind == .resolver
    }
}
