/// The home page of a site whose content/ has no `index.md`: a list of its pages, so `/` is never a 404.
enum GeneratedHome {
    /// A Markdown page linking every top-level page and section.
    static func page(listing pages: [RenderedPage], project: Project) -> Page {
        var sections: [String: [RenderedPage]] = [:]
        for page in pages {
            let folder = page.page.contentPath.split(separator: "/").dropLast().first.map(String.init) ?? ""
            sections[folder, default: []].append(page)
        }
        var markdown = "# \(Page.humanise(project.root.lastPathComponent))\n\n"
        for folder in sections.keys.sorted() {
            if !folder.isEmpty { markdown += "## \(Page.humanise(folder))\n\n" }
            for page in sections[folder, default: []].sorted(by: { $0.page.contentPath < $1.page.contentPath }) {
                let description = page.page.frontMatter.description.map { ": \($0)" } ?? ""
                markdown += "- [\(escape(page.title))](<\(page.page.contentPath)>)\(escape(description))\n"
            }
            markdown += "\n"
        }
        return Page.generated(at: "index.md", markdown: markdown)
    }

    /// Escapes the characters that would turn a title into Markdown syntax.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#!|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
