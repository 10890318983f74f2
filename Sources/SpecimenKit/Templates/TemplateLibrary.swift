import SpecimenDiagnostics
import SpecimenTokens

/// Named templates that can include each other as partials, and render into one string.
///
/// A theme registers its partials by name (`{{> header}}` is `header`) next to its layouts;
/// rendering appends to the caller's string, so a page is built in one buffer.
public struct TemplateLibrary: Sendable {
    /// How deep partials may include partials. A template that includes itself for ever stops
    /// here and renders nothing deeper, instead of overflowing the stack; real themes nest a
    /// partial once per navigation level.
    public static let maximumPartialDepth = 64
    /// How many partials one rendering may include in all. A partial that includes itself twice
    /// doubles at every level, and 64 levels of that would never finish (found by fuzzing); a
    /// real page includes a partial once per navigation entry, a few thousand times at most.
    public static let maximumPartialRenders = 200_000
    /// Past this much output no more partials are included: within the partial budget, deep
    /// indentation repeated on every line still made a self-including template write 400 MB.
    /// The biggest real page (a token group of 2,000 tokens) is a few megabytes.
    public static let maximumOutputBytes = 32 << 20

    /// The templates by name: layouts and partials alike.
    private var templates: [String: Template] = [:]

    /// An empty library.
    public init() {}

    /// Adds `template` as `name`, replacing any template of that name.
    public mutating func register(_ template: Template, named name: String) {
        templates[name] = template
    }

    /// The program of the template registered as `name`, for including it as a partial; `nil` when there is none.
    func program(named name: String) -> Template.Program? {
        templates[name]?.program
    }

    /// Appends template `name` rendered with `value` to `output` as UTF-8; `false`, with nothing appended, when there is no such template.
    @discardableResult
    public func render(_ name: String, with value: TemplateValue, into output: inout [UInt8]) -> Bool {
        guard let template = templates[name] else { return false }
        var renderer = TemplateRenderer(library: self, root: value)
        renderer.render(template.program, into: &output)
        return true
    }

    /// Appends template `name` rendered with `value` to `output`; `false`, with nothing appended, when there is no such template.
    @discardableResult
    public func render(_ name: String, with value: TemplateValue, into output: inout String) -> Bool {
        // The caller's text comes first, so it counts toward `maximumOutputBytes` as it always did.
        var bytes = Array(output.utf8)
        guard render(name, with: value, into: &bytes) else { return false }
        output = String(decoding: bytes, as: UTF8.self)
        return true
    }

    /// Template `name` rendered with `value`; `nil` when there is no such template.
    public func render(_ name: String, with value: TemplateValue) -> String? {
        var output = ""
        return render(name, with: value, into: &output) ? output : nil
    }
}

extension TemplateLibrary {
    /// A warning at every `{{> name}}` in `templates` (each with the file it is shown as) that names
    /// none of `known`, the templates kept in `folder` (`theme/partials/`): a missing one renders as nothing.
    static func missingPartials(in templates: [(display: String, template: Template)], known: Set<String>, folder: String) -> [Diagnostic] {
        templates.flatMap { display, template in
            template.partials.filter { !known.contains($0.name) }.map { tag in
                let nearest = Suggestions.nearest(to: tag.name, in: known, limit: 1)
                return .warning(
                    .missingPartial, at: SourceLocation(file: display, line: tag.line, column: tag.column),
                    "`{{> \(tag.name)}}` names no template in \(folder)",
                    reason: "`{{> name}}` includes \(folder)name.mustache; a missing one renders as nothing.",
                    fix: nearest.first.map { "Did you mean `{{> \($0)}}`?" } ?? "Add \(folder)\(tag.name).mustache, or correct the name."
                )
            }
        }
    }
}
