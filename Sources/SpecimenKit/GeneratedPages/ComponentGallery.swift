import Foundation

/// The generated "Component gallery" page: every component with its parameters and variants.
enum ComponentGallery: DesignPage {
    static let pagePath = "components/"
    static let showsAppCode = false

    static func pages(_ inputs: DesignPageInputs) -> [Page] {
        inputs.components.isEmpty ? [] : [page(inputs.design.components, only: inputs.components)]
    }

    /// The page, as Markdown with component blocks, published at `components/`.
    static func page(_ library: ComponentLibrary, only names: [String], contentPath: String = "components/index.md") -> Page {
        var markdown = """
            ---
            title: Component gallery
            order: 901
            description: Every component of the theme with its variants, drawn from the design tokens in light and dark.
            ---

            Each example below is rendered from the theme's component templates and the design tokens,
            so it can never drift from the real values. Use a component in a guide with a fenced block:

            ````markdown
            ```component NAME
            parameter: value
            ```
            ````


            """
        for name in names {
            guard let manifest = library.manifests[name] else { continue }
            markdown += "## \(escape(manifest.title)) {#\(name)}\n\n"
            // Descriptions are Markdown, so they may use inline code.
            if !manifest.description.isEmpty { markdown += manifest.description + "\n\n" }
            markdown += "Block name: `\(name)`\n\n"
            if !manifest.parameters.isEmpty {
                markdown += "| Parameter | Type | Default | Description |\n|---|---|---|---|\n"
                for parameter in manifest.parameters {
                    let kind = parameter.kind == .enum ? parameter.values.joined(separator: " · ") : parameter.kind.rawValue
                    let fallback = parameter.required ? "required" : (parameter.defaultValue?.yamlText ?? "–")
                    markdown += "| `\(parameter.name)` | \(escapeCell(kind)) | \(escapeCell(fallback)) | \(escapeCell(parameter.description)) |\n"
                }
                markdown += "\n"
            }
            for example in manifest.examples {
                markdown += "### \(escape(example.title))\n\n```component \(name)\n\(example.yaml)```\n\n"
            }
        }
        return Page.generated(at: contentPath, markdown: markdown)
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func escapeCell(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "\n", with: " ")
    }
}
