import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Every component of the theme, ready to render.
public struct ComponentLibrary: Sendable {
    /// Components by name.
    public let manifests: [String: ComponentManifest]
    private let templates: TemplateLibrary

    /// Component names, sorted.
    public var names: [String] { manifests.keys.sorted() }

    /// Loads `components/NAME.yml` + `components/NAME.mustache` pairs from the theme.
    public static func load(from theme: Theme) -> (ComponentLibrary, [Diagnostic]) {
        var manifests: [String: ComponentManifest] = [:]
        var templates = TemplateLibrary()
        var diagnostics: [Diagnostic] = []
        let templatePaths = theme.files.keys.filter { $0.hasPrefix("components/") && $0.hasSuffix(".mustache") }.sorted()
        // Components are parsed on all cores (their manifests' YAML is most of loading a theme), then registered in order.
        let parsed = templatePaths.parallelMap { path -> (name: String, manifest: ComponentManifest?, template: Template?, problems: [Diagnostic]) in
            let name = String(path.dropFirst("components/".count).dropLast(".mustache".count))
            let display = theme.origins[path] ?? "theme/\(path)"
            let manifestPath = "components/\(name).yml"
            guard let templateText = theme.files[path].map({ String(decoding: $0, as: UTF8.self) }) else { return (name, nil, nil, []) }
            guard let manifestData = theme.files[manifestPath] else {
                return (
                    name, nil, nil,
                    [
                        .error(
                            .componentManifestMissing, at: SourceLocation(file: display, line: 1, column: 1),
                            "component `\(name)` has no manifest",
                            reason: "Every component declares its parameters and contrast pairs in components/\(name).yml next to its template.",
                            fix: "Create theme/components/\(name).yml; `specimen explain component-manifest` shows what goes in it."
                        )
                    ]
                )
            }
            let (manifest, problems) = ComponentManifest.parse(
                name: name, yaml: String(decoding: manifestData, as: UTF8.self), path: theme.origins[manifestPath] ?? "theme/\(manifestPath)"
            )
            do throws(TemplateSyntaxError) {
                return (name, manifest, try Template(templateText), problems)
            } catch {
                return (name, nil, nil, problems + [error.diagnostic(file: display, what: "the component template")])
            }
        }
        for component in parsed {
            diagnostics += component.problems
            guard let template = component.template else { continue }
            templates.register(template, named: component.name)
            if let manifest = component.manifest { manifests[component.name] = manifest }
        }
        // A component includes other components' templates; every component is known, even one that does not parse.
        let included = parsed.compactMap { component in
            component.template.map { (theme.origins["components/\(component.name).mustache"] ?? "theme/components/\(component.name).mustache", $0) }
        }
        diagnostics += TemplateLibrary.missingPartials(in: included, known: Set(parsed.map(\.name)), folder: "theme/components/")
        return (ComponentLibrary(manifests: manifests, templates: templates), diagnostics)
    }

    /// The component's HTML for complete, valid values.
    ///
    /// Templates also see `id` (unique on the page, for `for`/`aria-describedby`) and, for every
    /// enum parameter, `NAMEIs.VALUE` set to true, since templates cannot compare values:
    /// `{{#toneIs.danger}}Error: {{/toneIs.danger}}`.
    func html(_ name: String, values: [String: ComponentValue], id: String = "component") -> String {
        var context = values.mapValues(\.templateValue)
        context["id"] = .text(id)
        for parameter in manifests[name]?.parameters ?? [] where parameter.kind == .enum {
            if case let .string(value)? = values[parameter.name] { context[parameter.name + "Is"] = .object([value: true]) }
        }
        return (templates.render(name, with: .object(TemplateFields(context))) ?? "").trimmingWhitespaceAndNewlines()
    }
}
