/// Named templates that can include each other as partials, and render into one string.
///
/// A theme registers its partials by name (`{{> header}}` is `header`) next to its layouts;
/// rendering appends to the caller's string, so a page is built in one buffer.
public struct TemplateLibrary: Sendable {
    /// How deep partials may include partials. A template that includes itself for ever stops
    /// here and renders nothing deeper, instead of overflowing the stack; real themes nest a
    /// partial once per navigation level.
    public static let maximumPartialDepth = 64

    /// The templates by name: layouts and partials alike.
    private var templates: [String: Template] = [:]

    /// An empty library.
    public init() {}

    /// Adds `template` as `name`, replacing any template of that name.
    public mutating func register(_ template: Template, named name: String) {
        templates[name] = template
    }

    /// The template registered as `name`; `nil` when there is none.
    func template(named name: String) -> Template? {
        templates[name]
    }

    /// Appends template `name` rendered with `value` to `output`; `false`, with nothing appended, when there is no such template.
    @discardableResult
    public func render(_ name: String, with value: TemplateValue, into output: inout String) -> Bool {
        guard let template = templates[name] else { return false }
        var renderer = TemplateRenderer(library: self, root: value)
        renderer.render(template.program, into: &output)
        return true
    }

    /// Template `name` rendered with `value`; `nil` when there is no such template.
    public func render(_ name: String, with value: TemplateValue) -> String? {
        var output = ""
        return render(name, with: value, into: &output) ? output : nil
    }
}
