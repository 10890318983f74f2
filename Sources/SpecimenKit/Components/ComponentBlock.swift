import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// A fenced block ```` ```component NAME ```` in a guide: YAML parameters in, a live example out.
///
/// The example shows the component in a light and a dark preview side by side, its
/// generated HTML, and the tokens it uses. Every mistake in the block is a warning at
/// the line inside the fence, listing the valid choices; the page then shows the block's
/// parameters instead of the example.
struct ComponentBlock {
    /// The component library of the site.
    let library: ComponentLibrary
    /// Token paths by CSS custom property without its dashes: `color-state-danger` → `color.state.danger`.
    let tokenPaths: [String: String]
    /// Where each token is on the token pages, for links from the token list.
    let tokenLinks: TokenLinks?

    /// The component name of an info string `component NAME`, or `nil` for ordinary code.
    static func componentName(inInfo info: String) -> String? {
        // Nearly every fence is another language's: told from its bytes, before it is split into words.
        guard info.utf8.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).starts(with: "component".utf8) else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "component" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    /// Renders a block whose fence is on `fenceLine` of `source`; `nil` HTML when it cannot be shown.
    func render(name: String, yaml: String, fenceLine: Int, source: SourceText) -> (html: String?, diagnostics: [Diagnostic]) {
        let fenceLocation = source.location(line: fenceLine, column: 1)
        guard let manifest = library.manifests[name] else {
            let nearest = Suggestions.nearest(to: name, in: library.names, limit: 1)
            let fenceText = source.line(fenceLine) ?? ""
            let column = fenceText.range(of: name).map { fenceText.distance(from: fenceText.startIndex, to: $0.lowerBound) + 1 } ?? 1
            return (
                nil,
                [
                    .warning(
                        .unknownComponent, at: source.location(line: fenceLine, column: name.isEmpty ? 1 : column),
                        name.isEmpty ? "the component block names no component" : "unknown component `\(name)`",
                        reason:
                            "The theme has no components/\(name.isEmpty ? "NAME" : name).mustache. It has: \(library.names.joined(separator: ", ")).",
                        fix: nearest.first.map { "Did you mean `\($0)`?" } ?? "Write ```` ```component NAME ```` with one of the names above."
                    )
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var values: [String: ComponentValue] = [:]
        let firstLine = fenceLine + 1
        let root: Node?
        do {
            root = try YAML.compose(yaml)
        } catch let error as YamlError {
            return (
                nil,
                [
                    YAMLLocation.diagnostic(
                        error, in: source, firstLine: firstLine, code: .componentYAML, what: "the `\(name)` block", severity: .warning)
                ]
            )
        } catch {
            return (
                nil, [.warning(.componentYAML, at: fenceLocation, "the `\(name)` block cannot be read", reason: "\(error)", fix: "Check its YAML.")]
            )
        }
        let given = root?.mapping
        if root != nil && given == nil {
            return (
                nil,
                [
                    .warning(
                        .componentYAML, at: YAMLLocation.location(of: root?.mark, in: source, firstLine: firstLine),
                        "the `\(name)` block must list parameters as `name: value` lines",
                        reason: "The block's body is the component's parameters in YAML.",
                        fix: "Write one parameter per line, e.g. `title: We couldn't load your orders`."
                    )
                ]
            )
        }
        let parameterNames = manifest.parameters.map(\.name)
        var named: Set<String> = []
        for (key, value) in given ?? [:] {
            let keyName = key.string ?? ""
            guard let parameter = manifest.parameters.first(where: { $0.name == keyName }) else {
                let nearest = Suggestions.nearest(to: keyName, in: parameterNames, limit: 1)
                diagnostics.append(
                    .warning(
                        .unknownComponentParameter, at: YAMLLocation.location(of: key.mark, in: source, firstLine: firstLine),
                        "`\(name)` has no parameter `\(keyName)`",
                        reason: "Its parameters are: \(parameterNames.joined(separator: ", ")).",
                        fix: nearest.first.map { "Did you mean `\($0)`?" } ?? "Remove it, or use one of the parameters above."
                    ))
                continue
            }
            named.insert(parameter.name)
            switch ComponentValue.read(value, as: parameter) {
            case let .success(read):
                values[parameter.name] = read
            case let .failure(problem):
                let given =
                    value.string
                    ?? ((try? Yams.serialize(node: value))?.trimmingWhitespaceAndNewlines().replacingOccurrences(of: "\n", with: " ")
                        ?? "?")
                let nearest = problem.isChoice ? Suggestions.nearest(to: given, in: parameter.values, limit: 1) : []
                diagnostics.append(
                    .warning(
                        .componentParameterType, at: YAMLLocation.location(of: value.mark, in: source, firstLine: firstLine),
                        "`\(given)` is not a valid `\(parameter.name)` for `\(name)`",
                        reason: problem.description,
                        fix: nearest.first.map { "Did you mean `\($0)`?" }
                            ?? (parameter.description.isEmpty ? "Give it a value of the right kind." : "It is: \(parameter.description)")
                    ))
            }
        }
        // A parameter given with a wrong value has its error already; it is not also "missing".
        for parameter in manifest.parameters where values[parameter.name] == nil && !named.contains(parameter.name) {
            if let value = parameter.defaultValue {
                values[parameter.name] = value
            } else if parameter.required {
                diagnostics.append(
                    .warning(
                        .missingComponentParameter, at: fenceLocation, "`\(name)` needs `\(parameter.name)`",
                        reason: parameter.description.isEmpty ? "It is a required parameter." : "It is required: \(parameter.description)",
                        fix: "Add a line `\(parameter.name): …` inside the block."
                    ))
            }
        }
        // Any problem so far leaves the example undrawn.
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        let componentHTML = library.html(name, values: values, id: "ex-\(fenceLine)")
        let variables = Self.cssVariables(in: componentHTML)
        let unknown = variables.filter { tokenPaths[$0] == nil }
        if tokenLinks != nil, !unknown.isEmpty {
            let listed = Diagnostic.shortList(unknown.map { "`--\($0)`" }, first: 5)
            diagnostics.append(
                .warning(
                    .componentTokensMissing, at: fenceLocation,
                    "component `\(name)` paints with \(unknown.count) variable\(unknown.count == 1 ? "" : "s") your design tokens do not define: \(listed)",
                    reason: "Component HTML takes every colour, size and radius from the design tokens; an undefined variable renders as nothing.",
                    fix: "Define those tokens, or override theme/components/\(name).mustache with your own token names."
                ))
        }
        let previews = ["light", "dark"].map { library.html(name, values: values, id: "ex-\(fenceLine)-\($0)") }
        return (
            example(manifest: manifest, componentHTML: componentHTML, variables: variables, previews: previews, id: "ex-\(fenceLine)"), diagnostics
        )
    }

    /// Whether every example and contrast pair of a component can be drawn from `tokens`.
    func supports(_ manifest: ComponentManifest, tokens: TokenModel) -> Bool {
        for example in manifest.examples {
            let source = SourceText(path: manifest.location.file, text: "```component \(manifest.name)\n\(example.yaml)```\n")
            let (html, problems) = render(name: manifest.name, yaml: example.yaml, fenceLine: 1, source: source)
            if html == nil || !problems.isEmpty { return false }
        }
        return manifest.contrast.allSatisfy { pair in
            ContrastDeclarations.expand(pair, of: manifest, tokens: tokens).1.isEmpty
        }
    }

    /// The tabbed example markup the theme documents: previews, code, tokens.
    ///
    /// `previews` are the light and dark renderings, each with its own ids so the page has no duplicates;
    /// `variables` are the CSS variables `componentHTML` paints with.
    func example(manifest: ComponentManifest, componentHTML: String, variables: [String], previews: [String], id: String) -> String {
        let label = HTML.escape(manifest.title)
        var tokens = ""
        for variable in variables {
            let path = tokenPaths[variable]
            let name = HTML.escape(path ?? "--" + variable)
            if let path, let tokenLinks {
                tokens += "<li><a href=\"\(HTML.escape(tokenLinks.url(for: path)))\"><code>\(name)</code></a></li>"
            } else {
                tokens += "<li><code>\(name)</code></li>"
            }
        }
        func tab(_ key: String, _ title: String, selected: Bool) -> String {
            "<button type=\"button\" class=\"component-tab\" role=\"tab\" id=\"\(id)-tab-\(key)\" aria-controls=\"\(id)-panel-\(key)\" aria-selected=\"\(selected)\"\(selected ? "" : " tabindex=\"-1\"")>\(title)</button>"
        }
        func panel(_ key: String, hidden: Bool, _ body: String) -> String {
            "<div class=\"component-panel\" role=\"tabpanel\" id=\"\(id)-panel-\(key)\" aria-labelledby=\"\(id)-tab-\(key)\" tabindex=\"0\"\(hidden ? " hidden" : "")>\(body)</div>"
        }
        let previewHTML = zip(["light", "dark"], previews).map { mode, html in
            "<div class=\"component-preview\" data-theme=\"\(mode)\"><span class=\"component-preview-label\">\(mode == "light" ? "Light" : "Dark")</span>\n\(html)\n</div>"
        }.joined()
        // The Code panel is text to read and copy: the apostrophes the template escaped read better plain.
        // Only the displayed copy changes; the previews keep `&#39;`, which is safe in any attribute quoting.
        let readable = componentHTML.replacingOccurrences(of: "&#39;", with: "'")
        let code = CodeBlock.html(language: "html", codeHTML: SyntaxHighlighter.highlight(readable + "\n", language: "html").html)
        return "<div class=\"component-example\" data-component=\"\(HTML.escape(manifest.name))\"><div class=\"component-tabs\">"
            + "<div class=\"component-tablist\" role=\"tablist\" aria-label=\"\(label) example\">"
            + tab("preview", "Preview", selected: true) + tab("code", "Code", selected: false) + tab("tokens", "Tokens", selected: false)
            + "<span class=\"component-title\">\(label)</span></div>"
            + panel("preview", hidden: false, "<div class=\"component-previews\">\(previewHTML)</div>")
            + panel("code", hidden: true, code)
            + panel("tokens", hidden: true, "<ul class=\"component-tokens\">\(tokens)</ul>")
            + "</div></div>"
    }

    /// The custom properties a piece of HTML or CSS uses, in first-use order, without the leading `--`.
    static func cssVariables(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "var(--") {
            let tail = rest[start.upperBound...]
            let name = tail.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
            rest = tail
        }
        return names
    }
}
