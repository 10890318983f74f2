/// A Mustache template, parsed once into a small tree of nodes and rendered many times.
///
/// Supported: `{{name}}` (HTML-escaped), `{{{name}}}` and `{{& name}}` (as they are),
/// `{{#name}}…{{/name}}`, `{{^name}}…{{/name}}`, `{{> partial}}`, `{{! comment}}`,
/// `{{=<% %>=}}`, dotted names, `{{.}}`, and the Mustache spec's standalone lines and
/// partial indentation. Anything else a Mustache library might accept (template
/// inheritance, transforms, pragmas, dynamic partials) is a located `TemplateSyntaxError`,
/// never output that silently differs.
public struct Template: Sendable {
    /// One piece of a template.
    enum Node: Sendable {
        /// Literal text: one line at most, ending with its line break if it has one.
        ///
        /// Lines are kept apart because indentation of a partial is decided between nodes.
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
        case value(Name, escaped: Bool)
        /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
        case section(Name, inverted: Bool, body: [Node])
        /// `{{> name}}`; `indentation` is set when the tag stands alone on its line.
        case partial(String, indentation: String?)
    }

    /// A name as a tag writes it: `.`, `title`, `page.title`, or `.title` (the current value only).
    struct Name: Sendable, Equatable {
        /// The dotted parts; empty for `.`, the current value.
        var parts: [String]
        /// A leading dot: look only in the current value, not in the enclosing ones.
        var anchored: Bool
    }

    /// The parsed template.
    let nodes: [Node]

    /// Parses `text`; a mistake is thrown with the line and column of the tag at fault.
    public init(_ text: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(text)
        nodes = try parser.parse()
    }
}
