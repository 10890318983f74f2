/// How diagnostics name a file: its path from where the command runs, or from the project.
package enum DisplayPath {
    /// `content/tokens` + `base.tokens.json` → `content/tokens/base.tokens.json`; a trailing `/` on the prefix is fine.
    package static func join(_ prefix: String, _ relative: String) -> String {
        if prefix.isEmpty { return relative }
        return prefix.hasSuffix("/") ? prefix + relative : prefix + "/" + relative
    }
}
