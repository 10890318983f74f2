/// The kind of a highlighted token; each renders as `<span class="hl-KIND">`.
public enum HighlightKind: String, Sendable, CaseIterable {
    /// Language keywords and reserved words.
    case keyword
    /// Type names.
    case type
    /// String literals and quoted values.
    case string
    /// Numeric literals, including CSS dimensions and colours.
    case number
    /// Comments.
    case comment
    /// Swift attributes, CSS class/id selectors and shell flags.
    case attribute
    /// Function names at declaration and call sites, and shell command words.
    case function
    /// Variables: declared names, `$0`, `$HOME`, CSS custom properties in values, YAML anchors.
    case variable
    /// Member accesses and CSS property names.
    case property
    /// Operators.
    case `operator`
    /// Brackets, separators and other punctuation.
    case punctuation
    /// HTML and XML tag names, CSS element selectors.
    case tag
    /// Keys: HTML attribute names, YAML and JSON keys.
    case name
    /// Preprocessor-like directives: `#if`, macros, doctypes, YAML document markers, diff headers.
    case meta
    /// Lines added in a diff.
    case inserted
    /// Lines removed in a diff.
    case deleted

    /// The CSS class this kind renders with, such as `hl-keyword`.
    public var cssClass: String { "hl-" + rawValue }
}
