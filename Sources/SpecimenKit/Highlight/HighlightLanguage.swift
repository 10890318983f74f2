/// A language the highlighter understands, resolved from a code block's info string.
public enum HighlightLanguage: String, Sendable, CaseIterable {
    /// Swift, classified by swift-syntax.
    case swift
    /// JSON, tolerating JSONC comments.
    case json
    /// YAML.
    case yaml
    /// CSS.
    case css
    /// HTML, XML and SVG markup.
    case html
    /// A shell script.
    case shell
    /// A terminal session: prompt lines are shell, the rest is program output.
    case console
    /// A unified diff or patch.
    case diff

    /// Resolves a fence language name or alias, ignoring case and surrounding spaces; `nil` when unknown.
    ///
    /// An unknown language is not an error: the block is shown plain.
    public init?(name: String) {
        var key = Substring(HighlightASCII.isPlainName(name) ? name : name.lowercased())
        while key.first?.isWhitespace == true { key.removeFirst() }
        while key.last?.isWhitespace == true { key.removeLast() }
        switch key {
        case "swift": self = .swift
        case "json", "jsonc", "json5": self = .json
        case "yaml", "yml": self = .yaml
        case "css": self = .css
        case "html", "htm", "xhtml", "xml", "svg", "plist": self = .html
        case "shell", "sh", "bash", "zsh", "ksh", "fish", "shellscript": self = .shell
        case "console", "shell-session", "shellsession", "sh-session", "terminal": self = .console
        case "diff", "patch", "udiff": self = .diff
        default: return nil
        }
    }
}
