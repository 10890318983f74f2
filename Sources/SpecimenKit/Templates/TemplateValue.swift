/// A value a template can show: what `{{name}}` writes and what `{{#name}}` tests and enters.
///
/// Templates see only these five kinds, so rendering is a `switch`, never a dynamic cast.
/// Literals build them directly: `["title": "Home", "isHome": true, "level": 2, "children": []]`.
public enum TemplateValue: Sendable, Equatable {
    /// Text; `{{name}}` escapes it for HTML, `{{{name}}}` writes it as it is.
    ///
    /// Any text is true in a section, even `""`: swift-mustache, which Specimen's themes were
    /// written for, treated an empty string as true, and keeping that keeps every page the same.
    /// Leave optional text out of the context instead of sending it empty.
    case text(String)
    /// `true` or `false`: a section renders once or not at all; `{{name}}` writes `true` or `false`.
    case bool(Bool)
    /// A number; always true in a section, even `0`, as it was with swift-mustache.
    case number(Double)
    /// A list: a section renders once for each item, with the item as the current value; empty is false.
    case list([TemplateValue])
    /// Named values: a section renders once with the object pushed onto the context stack.
    case object([String: TemplateValue])
}

