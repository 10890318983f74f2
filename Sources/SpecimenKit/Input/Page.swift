import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// One Markdown guide of the content folder, read but not yet rendered.
public struct Page: Sendable {
    /// The path inside content/, `/`-separated: `patterns/empty-states.md`.
    public var contentPath: String
    /// The file's text, indexed for diagnostics; its path is the one shown to users.
    public var source: SourceText
    /// The parsed front matter.
    public var frontMatter: FrontMatter
    /// The Markdown after the front matter.
    public var body: String
    /// The file line where `body` starts.
    public var bodyFirstLine: Int
    /// Whether Specimen wrote the page (token pages, gallery, contrast table, a missing home page).
    public var isGenerated = false

    /// The URL path without base: `patterns/empty-states/`.
    public var pagePath: String { SiteURLs.pagePath(forContentPath: contentPath) }

    /// The file name's words, the title of last resort: `empty-states.md` → `Empty states`.
    public var fileTitle: String {
        var parts = contentPath.split(separator: "/").map(String.init)
        var name = parts.removeLast()
        if name == "index.md" { name = parts.last ?? "Home" }
        if name.hasSuffix(".md") { name.removeLast(3) }
        return Page.humanise(name)
    }

    /// A page Specimen writes itself, from Markdown with optional front matter.
    static func generated(at contentPath: String, markdown: String) -> Page {
        let source = SourceText(path: "content/\(contentPath) (generated)", text: markdown)
        let (split, _) = FrontMatter.split(source)
        let frontMatter = split.yaml.map { FrontMatter.parse($0, firstLine: split.yamlFirstLine, source: source).0 } ?? FrontMatter()
        var page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: split.body, bodyFirstLine: split.bodyFirstLine)
        page.isGenerated = true
        return page
    }

    /// `empty-states` → `Empty states`.
    static func humanise(_ name: String) -> String {
        let words = String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "_" || $0 == "-" ? " " : $0 }))
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }
}
