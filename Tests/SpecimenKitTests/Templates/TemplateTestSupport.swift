@testable import SpecimenKit

/// Template `text` rendered with `value`, with `partials` registered by name.
func renderTemplate(_ text: String, _ value: TemplateValue = [:], partials: [String: String] = [:]) throws -> String {
    var library = TemplateLibrary()
    library.register(try Template(text), named: "test")
    for (name, partial) in partials { library.register(try Template(partial), named: name) }
    return library.render("test", with: value) ?? "(missing)"
}

/// The parse error of `text` as `line:column: problem`, or `parses` when there is none.
func templateError(_ text: String) -> String {
    do throws(TemplateSyntaxError) {
        _ = try Template(text)
        return "parses"
    } catch {
        return "\(error.line):\(error.column): \(error.problem)"
    }
}

/// The reason and the fix of the parse error of `text`; empty when it parses.
func templateErrorAdvice(_ text: String) -> [String] {
    do throws(TemplateSyntaxError) {
        _ = try Template(text)
        return []
    } catch {
        return [error.reason, error.fix]
    }
}

extension TemplateValue {
    /// A field of an object, for reading contexts in tests.
    subscript(name: String) -> TemplateValue? {
        guard case let .object(fields) = self else { return nil }
        return fields[name]
    }

    /// The items of a list, for reading contexts in tests.
    var items: [TemplateValue]? {
        guard case let .list(items) = self else { return nil }
        return items
    }
}
