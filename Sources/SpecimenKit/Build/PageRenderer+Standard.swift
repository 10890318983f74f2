import Foundation

extension PageRenderer {
    /// The renderer every command uses: highlighted code blocks with a label and a copy button.
    static func standard(urls: SiteURLs) -> PageRenderer {
        PageRenderer(urls: urls, codeBlockHTML: { info, code, _, _ in
            let language = CodeBlock.language(ofInfo: info)
            return CodeBlock.html(language: language, codeHTML: HTML.escape(code))
        })
    }
}

/// Renders one Markdown file's body without a layout, for `specimen render`.
public enum SinglePageRenderer {
    /// The body HTML of `file` and the problems found; `displayPath` is how diagnostics name it.
    ///
    /// Links resolve as if the file were published from the nearest enclosing `content/`
    /// folder, or from the site root when it is in none.
    public static func render(file: URL, displayPath: String, baseURL: String = "/") -> (html: String?, diagnostics: [Diagnostic]) {
        let parts = file.standardizedFileURL.path.split(separator: "/").map(String.init)
        let contentPath: String
        if let index = parts.lastIndex(of: "content"), index < parts.count - 1 {
            contentPath = parts[(index + 1)...].joined(separator: "/")
        } else {
            contentPath = file.lastPathComponent
        }
        let (page, problems) = SiteLoader.loadPage(at: file, contentPath: contentPath, displayPath: displayPath)
        guard let page else { return (nil, problems) }
        let rendered = PageRenderer.standard(urls: SiteURLs(base: baseURL)).render(page)
        return (rendered.html, (problems + rendered.diagnostics).sorted())
    }
}
