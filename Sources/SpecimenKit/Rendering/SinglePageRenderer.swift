import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Renders one Markdown file's body without a layout, for `specimen render`.
public enum SinglePageRenderer {
    /// The body HTML of `file` and the problems found; `displayPath` is how diagnostics name it.
    ///
    /// Links resolve as if the file were published from the nearest enclosing `content/`
    /// folder, or from the site root when it is in none.
    public static func render(file: URL, displayPath: String, baseURL: String = "/") -> (html: String?, diagnostics: [Diagnostic]) {
        let parts = file.standardizedFileURL.path.split(separator: "/").map(String.init)
        let contentPath: String
        var project: Project?
        if let index = parts.lastIndex(of: "content"), index < parts.count - 1 {
            contentPath = parts[(index + 1)...].joined(separator: "/")
            project = Project(root: URL(fileURLWithPath: "/" + parts[..<index].joined(separator: "/")))
        } else {
            contentPath = file.lastPathComponent
        }
        let (page, problems) = SiteLoader.loadPage(atPath: file.path, contentPath: contentPath, displayPath: displayPath)
        guard let page else { return (nil, problems) }
        let urls = SiteURLs(base: baseURL)
        // Inside a project, component blocks render with the project's theme and tokens.
        let design = project.map { DesignSystem.load($0) }
        let rendered = PageRenderer(
            urls: urls, components: design?.componentBlock(urls: urls),
            colourLint: design.map { $0.colourLint ?? LiteralColorLint(tokens: $0.tokens) }
        ).render(page)
        return (rendered.html, (problems + rendered.diagnostics).sorted())
    }
}
