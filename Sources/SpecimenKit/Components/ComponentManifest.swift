import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// A component of the theme: its Mustache template and what its manifest says about it.
///
/// `theme/components/NAME.yml` declares the parameters and the token pairs the component
/// puts text, icons and borders on; `theme/components/NAME.mustache` is its HTML.
public struct ComponentManifest: Sendable {
    /// A text, icon or border colour on a background, as the contrast table checks it.
    public struct ContrastPair: Sendable, Hashable {
        /// The foreground token reference, e.g. `{color.text.primary}`; may contain `{{param}}`.
        public var foreground: String
        /// Whether the foreground is text, an icon or a border.
        public var role: ContrastDeclaration.Role
        /// The background token reference.
        public var background: String
        /// What is behind a translucent background.
        public var over: String?
        /// `body`, `large` or `ui`.
        public var usage: String
        /// Why a failure is accepted (a decorative line, a disabled control); shown, not failing.
        public var allowFailure: String?
        /// Where the pair is declared.
        public var location: SourceLocation
    }

    /// A preset of parameters shown in the gallery.
    public struct Example: Sendable, Hashable {
        /// The variant's name, e.g. `Warning`.
        public var title: String
        /// Its parameters as YAML, exactly as a component block would give them.
        public var yaml: String
    }

    /// The name used in blocks: `error-banner`.
    public var name: String
    /// A human title: `Inline error banner`.
    public var title: String
    /// One or two sentences for the gallery.
    public var description: String
    /// Declared parameters, in manifest order.
    public var parameters: [ComponentParameter]
    /// Colour pairs for the contrast table.
    public var contrast: [ContrastPair]
    /// Gallery variants.
    public var examples: [Example]
    /// Where the manifest is.
    public var location: SourceLocation

    /// Reads a manifest; problems are located in the manifest file.
    static func parse(name: String, yaml: String, path: String) -> (ComponentManifest?, [Diagnostic]) {
        let source = SourceText(path: path, text: yaml)
        func at(_ node: Node?) -> SourceLocation {
            YAMLLocation.location(of: node?.mark, in: source, firstLine: 1)
        }
        func problem(_ node: Node?, _ message: String, _ reason: String, _ fix: String) -> Diagnostic {
            .error(.componentManifest, at: at(node), message, reason: reason, fix: fix)
        }
        let root: Node
        do {
            guard let node = try YAML.compose(yaml) else {
                return (
                    nil,
                    [
                        problem(
                            nil, "the component manifest is empty", "A manifest declares the component's title, parameters and contrast pairs.",
                            "`specimen explain component-manifest` shows the format.")
                    ]
                )
            }
            root = node
        } catch let error as YamlError {
            return (nil, [YAMLLocation.diagnostic(error, in: source, firstLine: 1, code: .componentManifest, what: "the component manifest")])
        } catch {
            return (nil, [problem(nil, "the component manifest cannot be read", "\(error)", "Check its YAML.")])
        }
        guard let mapping = root.mapping else {
            return (
                nil,
                [
                    problem(
                        root, "the component manifest must be a mapping", "It starts with `title:`, `parameters:` and so on.",
                        "`specimen explain component-manifest` shows the format.")
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var manifest = ComponentManifest(
            name: name, title: mapping["title"]?.string ?? Page.humanise(name), description: mapping["description"]?.string ?? "",
            parameters: [], contrast: [], examples: [], location: source.location(line: 1, column: 1)
        )
        for (key, value) in mapping["parameters"]?.mapping ?? [:] {
            guard let parameterName = key.string, let spec = value.mapping else {
                diagnostics.append(
                    problem(
                        value, "a parameter must be a mapping",
                        "Each parameter declares `type:` and optionally `required`, `default`, `values` and `description`.",
                        "Write it as `name: {type: string, required: true}`."))
                continue
            }
            let typeName = spec["type"]?.string ?? "string"
            guard let kind = ComponentParameter.Kind(rawValue: typeName) else {
                diagnostics.append(
                    problem(
                        spec["type"], "unknown parameter type `\(typeName)`",
                        "Parameters are one of: \(ComponentParameter.Kind.allCases.map(\.rawValue).joined(separator: ", ")).",
                        "Use one of those types."))
                continue
            }
            let values = spec["values"]?.sequence?.compactMap(\.string) ?? []
            if kind == .enum && values.isEmpty {
                diagnostics.append(
                    problem(
                        value, "enum parameter `\(parameterName)` lists no values", "An enum accepts only the values it lists.",
                        "Add `values: [a, b]`."))
            }
            var parameter = ComponentParameter(
                name: parameterName, kind: kind, required: spec["required"]?.bool ?? false, defaultValue: nil,
                values: values, description: spec["description"]?.string ?? ""
            )
            if let defaultNode = spec["default"] {
                switch ComponentValue.read(defaultNode, as: parameter) {
                case let .success(value): parameter.defaultValue = value
                case let .failure(reason):
                    diagnostics.append(
                        problem(
                            defaultNode, "the default of `\(parameterName)` does not fit its type", reason.description,
                            "Change the default or the type."))
                }
            }
            manifest.parameters.append(parameter)
        }
        for pair in mapping["contrast"]?.sequence ?? [] {
            guard let spec = pair.mapping, let background = spec["background"]?.string,
                let foreground = (spec["text"] ?? spec["icon"] ?? spec["border"])?.string
            else {
                diagnostics.append(
                    problem(
                        pair, "a contrast pair needs a foreground and a background",
                        "Each pair names `text:` (or `icon:` or `border:`) and `background:` as token references.",
                        "Write it as `{text: \"{color.text.primary}\", background: \"{color.surface.card}\", usage: body}`."))
                continue
            }
            let defaultUsage = spec["text"] == nil ? "ui" : "body"
            let role: ContrastDeclaration.Role = spec["text"] != nil ? .text : (spec["icon"] != nil ? .icon : .border)
            manifest.contrast.append(
                ContrastPair(
                    foreground: foreground, role: role, background: background, over: spec["over"]?.string,
                    usage: spec["usage"]?.string ?? defaultUsage, allowFailure: spec["allow-failure"]?.string, location: at(pair)
                ))
        }
        for example in mapping["examples"]?.sequence ?? [] {
            guard let spec = example.mapping, let title = spec["title"]?.string else { continue }
            var yaml = ""
            if let parameters = spec["parameters"], let text = try? Yams.serialize(node: parameters) { yaml = text }
            manifest.examples.append(Example(title: title, yaml: yaml))
        }
        return (manifest, diagnostics)
    }
}

extension ComponentValue {
    /// Reads a YAML value as `parameter` expects it, or says why it does not fit.
    static func read(_ node: Node, as parameter: ComponentParameter) -> Result<ComponentValue, ComponentValueError> {
        switch parameter.kind {
        case .string:
            guard case .scalar = node, let text = node.string else { return .failure(ComponentValueError("`\(parameter.name)` takes text.")) }
            return .success(.string(text))
        case .number:
            guard case .scalar = node, let number = node.float else { return .failure(ComponentValueError("`\(parameter.name)` takes a number.")) }
            return .success(.number(number))
        case .boolean:
            guard case .scalar = node, let flag = node.bool else {
                return .failure(ComponentValueError("`\(parameter.name)` takes `true` or `false`."))
            }
            return .success(.boolean(flag))
        case .enum:
            guard case .scalar = node, let text = node.string, parameter.values.contains(text) else {
                return .failure(ComponentValueError("`\(parameter.name)` takes one of: \(parameter.values.joined(separator: ", ")).", isChoice: true))
            }
            return .success(.string(text))
        case .list:
            if case .scalar = node, let text = node.string { return .success(.list([text])) }
            guard let items = node.sequence?.compactMap(\.string), items.count == node.sequence?.count else {
                return .failure(ComponentValueError("`\(parameter.name)` takes a list of texts, like `[First, Second]`."))
            }
            return .success(.list(items))
        }
    }
}

/// Why a value does not fit a parameter.
struct ComponentValueError: Error, CustomStringConvertible {
    /// A sentence naming what the parameter takes.
    let description: String
    /// Whether the fix is to pick one of a list of values.
    let isChoice: Bool

    init(_ description: String, isChoice: Bool = false) {
        self.description = description
        self.isChoice = isChoice
    }
}
