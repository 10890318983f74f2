/// The HTML for one code block: escaped text with `hl-` spans, ready to place inside `<pre><code>`.
public struct HighlightedCode: Sendable, Equatable {
    /// Escaped HTML; removing the span tags and unescaping gives back the input exactly.
    public let html: String
    /// The language the block was highlighted as, or `nil` when it was shown plain.
    public let language: HighlightLanguage?

    /// Whether any highlighting was applied (the language was recognised).
    public var isHighlighted: Bool { language != nil }

    /// Creates a result from already-escaped HTML.
    public init(html: String, language: HighlightLanguage?) {
        self.html = html
        self.language = language
    }
}
