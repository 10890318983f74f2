/// The page of a big folder without an `index.md`: every page and subfolder in it, in sidebar order.
///
/// The sidebar shows a big folder's pages as a window around the current page (see
/// `TemplateContext`), so that a page in a folder of 700 carries no more navigation than one in
/// a folder of 20. The window's last item links to the folder's page, which this makes when the
/// folder has none, so every page stays two clicks away.
enum FolderListing {
    /// A folder with more entries (pages and subfolders) than this is shown as a window in the sidebar.
    static let sidebarLimit = 25

    /// A listing page for every folder of `pages` with more than `sidebarLimit` entries and no page of its own.
    static func pages(for pages: [RenderedPage]) -> [Page] {
        var entries: [String: [Navigation.Node]] = [:]
        var descriptions: [String: String] = [:]
        /// Each subfolder's link: its first page in content-path order.
        var firstPage: [String: String] = [:]
        var hasIndex: Set<String> = []
        for page in pages.sorted(by: { $0.page.contentPath < $1.page.contentPath }) {
            let path = page.page.contentPath
            let folder = Self.folder(of: path)
            if path == "index.md" || path.hasSuffix("/index.md") {
                hasIndex.insert(folder)
                continue
            }
            entries[folder, default: []].append(Navigation.Node(key: path, title: page.title, pagePath: page.page.pagePath, order: page.page.frontMatter.order, children: []))
            descriptions[path] = page.page.frontMatter.description
            // Each folder above counts once as an entry of its parent.
            var child = folder
            while !child.isEmpty, firstPage[child] == nil {
                firstPage[child] = path
                let name = String(child.split(separator: "/").last ?? "")
                entries[Self.folder(of: child), default: []].append(Navigation.Node(key: child, title: Page.humanise(name), pagePath: nil, order: nil, children: []))
                child = Self.folder(of: child)
            }
        }
        return entries.keys.sorted().compactMap { folder in
            guard !folder.isEmpty, !hasIndex.contains(folder), let list = entries[folder], list.count > sidebarLimit else { return nil }
            let title = Page.humanise(String(folder.split(separator: "/").last ?? ""))
            var markdown = "# \(GeneratedHome.escape(title))\n\n"
            for node in Navigation.sorted(list) {
                let target = node.pagePath == nil ? firstPage[node.key, default: node.key] : node.key
                let description = descriptions[node.key].map { ": " + GeneratedHome.escape($0) } ?? ""
                markdown += "- [\(GeneratedHome.escape(node.title))](<\(target.dropFirst(folder.count + 1))>)\(description)\n"
            }
            return Page.generated(at: folder + "/index.md", markdown: markdown)
        }
    }

    /// `a/b/c.md` → `a/b`; `c.md` → ``.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
