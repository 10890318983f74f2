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
        // Titles and descriptions are read for every page of a listing: most have nothing to escape.
        func isSyntax(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "!"), UInt8(ascii: "|"):
                return true
            default:
                return false
            }
        }
        guard text.utf8.contains(where: isSyntax) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if isSyntax(byte) { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
