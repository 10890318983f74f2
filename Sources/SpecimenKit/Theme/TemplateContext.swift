/// Builds the values a layout template sees for one page; the contract is documented in theme/README.md.
struct TemplateContext {
    let urls: SiteURLs
    let siteTitle: String
    let navigation: Navigation
    let assets: [String: String]

    /// The full context of one page's layout.
    func page(_ rendered: RenderedPage) -> [String: Any] {
        let page = rendered.page
        var pageValues: [String: Any] = [
            "title": rendered.title,
            "url": urls.url(forPagePath: page.pagePath),
            "sourcePath": page.source.path,
            "content": rendered.html,
            "showTitle": rendered.showTitle,
            "isHome": page.contentPath == "index.md",
            "front": page.frontMatter.extra.mapValues(\.templateValue),
        ]
        // Mustache treats an empty string as true, so optional text is left out rather than sent empty.
        if let description = page.frontMatter.description, !description.isEmpty { pageValues["description"] = description }
        if let style = rendered.scopedStyle { pageValues["scopedStyle"] = style }
        let breadcrumbs = navigation.breadcrumbs(for: page.contentPath)
        var context: [String: Any] = [
            "site": ["title": siteTitle, "base": urls.base],
            "page": pageValues,
            "nav": sidebar(for: page.contentPath),
            "breadcrumbs": breadcrumbs.map { crumb -> [String: Any] in
                ["title": crumb.title, "url": crumb.pagePath.map(urls.url(forPagePath:)) ?? "", "hasURL": crumb.pagePath != nil]
            },
            "hasBreadcrumbs": !breadcrumbs.isEmpty,
            "outline": outline(rendered.outline),
            "hasOutline": !rendered.outline.isEmpty,
            "assets": assets,
        ]
        let (previous, next) = navigation.neighbours(of: page.pagePath)
        if let previous { context["prev"] = link(previous) }
        if let next { context["next"] = link(next) }
        return context
    }

    /// A page with no source, such as the 404 page.
    func standalone(title: String, pagePath: String) -> [String: Any] {
        [
            "site": ["title": siteTitle, "base": urls.base],
            "page": ["title": title, "url": urls.url(forPagePath: pagePath), "showTitle": true, "isHome": false],
            "nav": sidebar(for: ""),
            "breadcrumbs": [[String: Any]](),
            "hasBreadcrumbs": false,
            "outline": [[String: Any]](),
            "hasOutline": false,
            "assets": assets,
        ]
    }

    private func link(_ pagePath: String) -> [String: Any] {
        ["title": navigation.title(ofPagePath: pagePath) ?? pagePath, "url": urls.url(forPagePath: pagePath)]
    }

    private func sidebar(for contentPath: String) -> [[String: Any]] {
        let open = Set(Navigation.sectionKeys(containing: contentPath))
        let current = SiteURLs.pagePath(forContentPath: contentPath)
        func items(_ nodes: [Navigation.Node]) -> [[String: Any]] {
            nodes.map { node in
                let expanded = open.contains(node.key)
                var item: [String: Any] = [
                    "title": node.title,
                    "current": node.pagePath == current,
                    "expanded": expanded,
                    "hasChildren": !node.children.isEmpty,
                ]
                if let path = node.pagePath ?? Self.firstPagePath(in: node) { item["url"] = urls.url(forPagePath: path) }
                // Always present: a missing name would make Mustache look it up in the parent item, recursing for ever.
                item["children"] = expanded ? items(node.children) : []
                return item
            }
        }
        return items(navigation.root.children)
    }

    /// The first page in or below a node, so a section without `index.md` still links somewhere.
    private static func firstPagePath(in node: Navigation.Node) -> String? {
        node.pagePath ?? node.children.lazy.compactMap(firstPagePath(in:)).first
    }

    private func outline(_ items: [OutlineItem]) -> [[String: Any]] {
        items.map { ["title": $0.title, "id": $0.id, "level": $0.level, "children": outline($0.children), "hasChildren": !$0.children.isEmpty] }
    }
}
