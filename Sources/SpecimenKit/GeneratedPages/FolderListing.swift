/// The page of a big folder without an `index.md`: every page and subfolder in it, in sidebar order.
///
/// The sidebar shows a big folder's pages as a window around the current page (see
/// `TemplateContext`), so that a page in a folder of 700 carries no more navigation than one in
/// a folder of 20. The window's last item links to the folder's page, which this makes when the
/// folder has none, so every page stays two clicks away.
enum FolderListing {
    /// A folder with more entries (pages and subfolders) than this is shown as a window in the sidebar.
    static let sidebarLimit = 25

    /// A listing page for every folder of `pages` with more than `sidebarLimit` entries and no page
    /// of its own: no `index.md`, and no guide at its URL (`rfcs.md` is the page of `rfcs/`).
    static func pages(for pages: [RenderedPage]) -> [Page] {
        // Most sites have no big folder: counting each folder's entries (its pages but `index.md`,
        // and its subfolders), as the tree will have them, is enough to know that without making it.
        func parent(_ path: Substring) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }
        var folders: Set<Substring> = []
        var entries: [Substring: Int] = [:]
        for page in pages {
            let path = page.page.contentPath[...]
            var folder = parent(path)
            if path != "index.md", !path.hasSuffix("/index.md") { entries[folder, default: 0] += 1 }
            while !folder.isEmpty, folders.insert(folder).inserted {
                entries[parent(folder), default: 0] += 1
                folder = parent(folder)
            }
        }
        guard entries.values.contains(where: { $0 > sidebarLimit }) else { return [] }
        let navigation = Navigation(
            entries: pages.map { Navigation.Entry(contentPath: $0.page.contentPath, title: $0.title, order: $0.page.frontMatter.order) })
        let taken = Set(pages.map(\.page.pagePath))
        var descriptions: [String: String] = [:]
        for page in pages { descriptions[page.page.contentPath] = page.page.frontMatter.description }
        var listings: [Page] = []
        func visit(_ node: Navigation.Node) {
            if !node.key.isEmpty, node.pagePath == nil, node.children.count > sidebarLimit, !taken.contains(node.key + "/") {
                var markdown = "# \(GeneratedHome.escape(node.title))\n\n"
                for child in node.children {
                    // A page by its file; a subfolder by its index, or else its first page, as the sidebar links it.
                    guard let target = child.linkTarget?.pageContentPath else { continue }
                    let description = descriptions[child.key].map { ": " + GeneratedHome.escape($0) } ?? ""
                    markdown += "- [\(GeneratedHome.escape(child.title))](<\(target.dropFirst(node.key.count + 1))>)\(description)\n"
                }
                listings.append(Page.generated(at: node.key + "/index.md", markdown: markdown))
            }
            for child in node.children where !child.children.isEmpty { visit(child) }
        }
        visit(navigation.root)
        return listings
    }
}
