/// Highlights code blocks at build time into HTML with `hl-` classes, so pages need no client script.
public enum SyntaxHighlighter {
    /// Highlights `code` as `language` (a fence name or alias, any case); unknown or missing languages come back plain.
    public static func highlight(_ code: String, language: String?) -> HighlightedCode {
        guard let language, let resolved = HighlightLanguage(name: language) else {
            return HighlightedCode(html: escape(code), language: nil)
        }
        return highlight(code, as: resolved)
    }

    /// Highlights `code` as an already resolved language.
    public static func highlight(_ code: String, as language: HighlightLanguage) -> HighlightedCode {
        var writer = HighlightWriter(source: Array(code.utf8))
        switch language {
        case .swift: SwiftHighlighter.highlight(code, into: &writer)
        case .json: JSONLexer.highlight(into: &writer)
        case .yaml: YAMLLexer.highlight(into: &writer)
        case .css: CSSLexer.highlight(upTo: writer.source.count, into: &writer)
        case .html: HTMLLexer.highlight(into: &writer)
        case .shell: ShellLexer.highlight(into: &writer, console: false)
        case .console: ShellLexer.highlight(into: &writer, console: true)
        case .diff: DiffLexer.highlight(into: &writer)
        }
        return HighlightedCode(html: writer.finish(), language: language)
    }

    /// Escapes `&`, `<`, `>` and `"` so `text` can sit inside HTML text or a quoted attribute.
    public static func escape(_ text: String) -> String {
        var writer = HighlightWriter(source: Array(text.utf8))
        return writer.finish()
    }
}
