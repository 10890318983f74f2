import Foundation

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// The built-in theme's components with the example design tokens, as a site build loads them.
///
/// The project is a temporary folder with a copy of the repository's `content/tokens` and no
/// `theme/`, so the components come from the default theme embedded in the binary.
struct ComponentFixture {
    let design: DesignSystem
    let block: ComponentBlock
    private let project: TemporaryProject

    init() throws {
        project = try TemporaryProject()
        let tokens = Repository.root.appending(path: "content/tokens")
        for name in try FileManager.default.contentsOfDirectory(atPath: tokens.path) where name.hasSuffix(".json") {
            try project.write("content/tokens/\(name)", try Data(contentsOf: tokens.appending(path: name)))
        }
        design = DesignSystem.load(project.project)
        block = design.componentBlock(urls: SiteURLs(base: "/"))
    }

    /// The components, by name.
    var library: ComponentLibrary { design.components }

    /// Renders a guide's Markdown the way `specimen build` does, with component blocks on.
    func render(_ markdown: String, at contentPath: String = "patterns/guide.md") -> RenderedPage {
        let source = SourceText(path: "content/" + contentPath, text: markdown)
        let (split, _) = FrontMatter.split(source)
        var frontMatter = FrontMatter()
        if let yaml = split.yaml { frontMatter = FrontMatter.parse(yaml, firstLine: split.yamlFirstLine, source: source).0 }
        let page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: split.body, bodyFirstLine: split.bodyFirstLine)
        return PageRenderer(urls: SiteURLs(base: "/"), components: block).render(page)
    }

    /// The tabbed example a block with `yaml` renders into, as the gallery shows it.
    func example(_ name: String, yaml: String) -> (html: String?, diagnostics: [Diagnostic]) {
        let text = "```component \(name)\n" + yaml + "```\n"
        return block.render(name: name, yaml: yaml, fenceLine: 1, source: SourceText(path: "content/components/index.md", text: text))
    }
}
