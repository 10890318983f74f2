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
            "description": page.frontMatter.description ?? "",
            "url": urls.url(forPagePath: page.pagePath),
            "sourcePath": page.source.path,
            "content": rendered.html,
            "showTitle": rendered.showTitle,
            "isHome": page.contentPath == "index.md",
            "front": page.frontMatter.extra.mapValues(\.templateValue),
        ]
        if let style = rendered.scopedStyle { pageValues["scopedStyle"] = style }
        var context: [String: Any] = [
            "site": ["title": siteTitle, "base": urls.base],
            "page": pageValues,
            "nav": sidebar(for: page.contentPath),
            "breadcrumbs": navigation.breadcrumbs(for: page.contentPath).map { crumb -> [String: Any] in
                var item: [String: Any] = ["title": crumb.title]
                if let path = crumb.pagePath { item["url"] = urls.url(forPagePath: path) }
                return item
            },
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
            "page": ["title": title, "description": "", "url": urls.url(forPagePath: pagePath), "showTitle": true, "isHome": false],
            "nav": sidebar(for: ""),
            "breadcrumbs": [[String: Any]](),
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
                if let path = node.pagePath { item["url"] = urls.url(forPagePath: path) }
                if expanded { item["children"] = items(node.children) }
                return item
            }
        }
        return items(navigation.root.children)
    }

    private func outline(_ items: [OutlineItem]) -> [[String: Any]] {
        items.map { ["title": $0.title, "id": $0.id, "level": $0.level, "children": outline($0.children)] }
    }
}
