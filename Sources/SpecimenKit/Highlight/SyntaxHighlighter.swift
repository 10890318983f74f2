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
        HighlightedCode(html: String(decoding: highlightedBytes(code, as: language), as: UTF8.self), language: language)
    }

    /// `highlight(_:language:)`'s HTML as UTF-8: a page's body is bytes, and a String of each block's HTML was made only to be taken apart again.
    static func highlightedBytes(_ code: String, language: String) -> [UInt8] {
        highlightedBytes(code, as: HighlightLanguage(name: language))
    }

    /// `highlight(_:as:)`'s HTML as UTF-8; code of no language Specimen highlights (`nil`) is escaped plain.
    static func highlightedBytes(_ code: String, as language: HighlightLanguage?) -> [UInt8] {
        var writer = HighlightWriter(source: Array(code.utf8))
        switch language {
        case nil: break
        case .swift: SwiftHighlighter.highlight(code, into: &writer)
        case .json: JSONLexer.highlight(into: &writer)
        case .yaml: YAMLLexer.highlight(into: &writer)
        case .css: CSSLexer.highlight(upTo: writer.source.count, into: &writer)
        case .html: HTMLLexer.highlight(into: &writer)
        case .shell: ShellLexer.highlight(into: &writer, console: false)
        case .console: ShellLexer.highlight(into: &writer, console: true)
        case .diff: DiffLexer.highlight(into: &writer)
        }
        return writer.finishBytes()
    }

    /// Escapes `&`, `<`, `>` and `"` so `text` can sit inside HTML text or a quoted attribute.
    public static func escape(_ text: String) -> String {
        var writer = HighlightWriter(source: Array(text.utf8))
        return writer.finish()
    }
}
