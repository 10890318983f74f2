import Foundation
import SpecimenDiagnostics

/// Builds the values a layout template sees for one page; the contract is documented on the Theme page of the docs (docs/content/theme.md).
struct TemplateContext {
    let urls: SiteURLs
    let navigation: Navigation
    /// `site` and `assets`, the same on every page, made once.
    private let site: TemplateValue
    private let assets: TemplateValue
    /// The sidebar before a page is marked current of the folder each thread last laid out a page of.
    ///
    /// Pages come in order, so a thread makes each folder's sidebar about once. A copy per thread, not
    /// one for all: pages of one folder are laid out on every core at once, and walking one shared tree
    /// retains and releases its values, whose reference counts then move between the cores. One per
    /// thread keeps the memory to the number of cores.
    private let sidebars = Locked<[ObjectIdentifier: (folder: String, sidebar: FolderSidebar)]>([:])

    /// The sidebar every page of one folder shares, and where each page's item sits in it
    /// (indices into `nav` and then into each item's `children`). A list longer than
    /// `FolderListing.sidebarLimit` is shared cut to its first items; `long` keeps it whole,
    /// by the place of the item whose children it is (`[]` for the top level), so a page in it
    /// gets a window around its own item instead.
    private struct FolderSidebar {
        var value: TemplateValue
        var places: [String: [[Int]]]
        var long: [[Int]: LongList]
    }

    /// A list of the sidebar too long to show whole, and the item that leads to all of it.
    private struct LongList {
        var items: [TemplateValue]
        var more: TemplateValue

        /// The item above a window that starts `count` items in: how many come before, linking to the whole list.
        func before(_ count: Int) -> TemplateValue {
            guard case var .object(item) = more else { return more }
            item["title"] = .text("\(count) before these")
            return .object(item)
        }
    }

    /// How many items a long list shows: the current page's and ten on each side, or the first ones.
    static let windowSize = 21

    init(urls: SiteURLs, siteTitle: String, navigation: Navigation, assets: [String: String]) {
        self.urls = urls
        self.navigation = navigation
        site = ["title": .text(siteTitle), "base": .text(urls.base), "generator": .text("Specimen \(SpecimenVersion.release)")]
        self.assets = .object(TemplateFields(assets.mapValues(TemplateValue.text)))
    }

    /// The full context of one page's layout.
    func page(_ rendered: RenderedPage) -> TemplateValue {
        let page = rendered.page
        var pageValues: TemplateFields = [
            "title": .text(rendered.title),
            "url": .text(urls.url(forPagePath: page.pagePath)),
            "sourcePath": .text(page.source.path),
            "content": .utf8(rendered.body),
            "showTitle": .bool(rendered.showTitle),
            "isHome": .bool(page.contentPath == "index.md"),
            "front": .object(TemplateFields(page.frontMatter.extra.mapValues(\.templateValue))),
        ]
        // Templates treat an empty string as true (see TemplateValue.text), so optional text is left out rather than sent empty.
        if let description = page.frontMatter.description, !description.isEmpty {
            pageValues["description"] = .text(description)
            if !rendered.repeatsDescription {
                pageValues["lead"] = .text(description)
                pageValues["leadHTML"] = .text(InlineMarkdown.html(description))
            }
        }
        if let style = rendered.scopedStyle { pageValues["scopedStyle"] = .text(style) }
        let breadcrumbs = navigation.breadcrumbs(for: page.contentPath)
        var context: TemplateFields = [
            "site": site,
            "page": .object(pageValues),
            "nav": sidebar(for: page.contentPath),
            "breadcrumbs": .list(
                breadcrumbs.map { crumb in
                    [
                        "title": .text(crumb.title), "url": .text(crumb.pagePath.map(urls.url(forPagePath:)) ?? ""),
                        "hasURL": .bool(crumb.pagePath != nil),
                    ]
                }),
            "hasBreadcrumbs": .bool(!breadcrumbs.isEmpty),
            "outline": outline(rendered.outline),
            "hasOutline": .bool(!rendered.outline.isEmpty),
            "assets": assets,
        ]
        let (previous, next) = navigation.neighbours(of: page.pagePath)
        if let previous { context["prev"] = link(previous) }
        if let next { context["next"] = link(next) }
        return .object(context)
    }

    /// A page with no source, such as the 404 page.
    func standalone(title: String, pagePath: String) -> TemplateValue {
        [
            "site": site,
            "page": ["title": .text(title), "url": .text(urls.url(forPagePath: pagePath)), "showTitle": true, "isHome": false],
            "nav": sidebar(for: ""),
            "breadcrumbs": [],
            "hasBreadcrumbs": false,
            "outline": [],
            "hasOutline": false,
            "assets": assets,
        ]
    }

    private func link(_ pagePath: String) -> TemplateValue {
        ["title": .text(navigation.title(ofPagePath: pagePath) ?? pagePath), "url": .text(urls.url(forPagePath: pagePath))]
    }

    /// The sidebar of one page: every top-level section, everything in the section the page is
    /// in, and below that only the folders on the way down to the page's own folder, which is
    /// listed whole. So a page's sidebar grows with how wide the folders along its path are,
    /// not with how deep or large the site is: a 10,000-page site's pages carry about as much
    /// navigation as a 1,000-page site's. Sites two levels deep see every sibling.
    private func sidebar(for contentPath: String) -> TemplateValue {
        let path = Navigation.sectionKeys(containing: contentPath)
        let folder = path.last ?? ""
        let thread = ObjectIdentifier(Thread.current)
        let shared =
            sidebars.withLock { $0[thread].flatMap { $0.folder == folder ? $0.sidebar : nil } }
            ?? {
                let made = folderSidebar(path)
                sidebars.withLock { $0[thread] = (folder, made) }
                return made
            }()
        var value = shared.value
        for full in shared.places[SiteURLs.pagePath(forContentPath: contentPath)] ?? [] {
            // A list on the way down too long to show whole shows a window around the way instead.
            // `long` is keyed by places in the whole lists; `shown` is the same place in the windows.
            var shown = full
            for depth in full.indices {
                guard let long = shared.long[Array(full[..<depth])] else { continue }
                let start = max(0, min(full[depth] - Self.windowSize / 2, long.items.count - Self.windowSize))
                // A window further down says how many come before it, so its first page is not taken for the folder's first.
                let above = start > 0 ? [long.before(start)] : []
                let window = Array(long.items[start..<min(long.items.count, start + Self.windowSize)])
                value = Self.replacingList(value, at: shown[..<depth], with: .list(above + window + [long.more]))
                shown[depth] -= start - above.count
            }
            value = Self.markingCurrent(value, at: shown[...])
        }
        return value
    }

    /// `sidebar` with the list at `place` (the places of the items above it) replaced by `list`.
    private static func replacingList(_ value: TemplateValue, at place: ArraySlice<Int>, with list: TemplateValue) -> TemplateValue {
        guard let index = place.first else { return list }
        guard case var .list(items) = value, items.indices.contains(index), case var .object(item) = items[index] else { return value }
        item["children"] = replacingList(item["children"] ?? [], at: place.dropFirst(), with: list)
        items[index] = .object(item)
        return .list(items)
    }

    /// The sidebar of the pages in the folder at the end of `path` (its section keys), no page current.
    private func folderSidebar(_ path: [String]) -> FolderSidebar {
        let open = Set(path)
        let pageFolder = path.last
        var places: [String: [[Int]]] = [:]
        var long: [[Int]: LongList] = [:]
        /// The items of `nodes`, the children of the item at `place` (`owner`, nil for the top level).
        func items(_ nodes: [Navigation.Node], level: Int, at place: [Int], owner: Navigation.Node?) -> TemplateValue {
            let list: [TemplateValue] = nodes.enumerated().map { index, node in
                let expanded = open.contains(node.key)
                var item: TemplateFields = [
                    "title": .text(node.title),
                    "current": false,
                    "expanded": .bool(expanded),
                    "hasChildren": .bool(!node.children.isEmpty),
                    "isMore": false,
                ]
                if let pagePath = node.pagePath { places[pagePath, default: []].append(place + [index]) }
                if let path = node.linkTarget?.pagePath { item["url"] = .text(urls.url(forPagePath: path)) }
                // Always present: a missing name is looked up in the parent item, which would recurse for ever.
                if !expanded {
                    item["children"] = []
                } else if level == 1 || node.key == pageFolder {
                    item["children"] = items(node.children, level: level + 1, at: place + [index], owner: node)
                } else {
                    item["children"] = items(node.children.filter { open.contains($0.key) }, level: level + 1, at: place + [index], owner: node)
                }
                return .object(item)
            }
            guard list.count > FolderListing.sidebarLimit else { return .list(list) }
            let all = owner.flatMap(\.linkTarget?.pagePath) ?? navigation.root.pagePath ?? ""
            let more: TemplateValue = [
                "title": .text("All \(list.count) in \(owner?.title ?? navigation.root.title)"),
                "url": .text(urls.url(forPagePath: all)),
                "current": false, "expanded": false, "hasChildren": false, "children": [], "isMore": true,
            ]
            long[place] = LongList(items: list, more: more)
            return .list(Array(list.prefix(Self.windowSize)) + [more])
        }
        let value = items(navigation.root.children, level: 1, at: [], owner: nil)
        return FolderSidebar(value: value, places: places, long: long)
    }

    /// `sidebar` with the item at `place` marked current; only the lists on the way are copied.
    private static func markingCurrent(_ value: TemplateValue, at place: ArraySlice<Int>) -> TemplateValue {
        guard case var .list(items) = value, let index = place.first, items.indices.contains(index),
            case var .object(item) = items[index]
        else { return value }
        if place.count == 1 {
            item["current"] = true
        } else {
            item["children"] = markingCurrent(item["children"] ?? [], at: place.dropFirst())
        }
        items[index] = .object(item)
        return .list(items)
    }

    private func outline(_ items: [OutlineItem]) -> TemplateValue {
        .list(
            items.map {
                [
                    "title": .text($0.title), "id": .text($0.id), "level": .number(Double($0.level)), "children": outline($0.children),
                    "hasChildren": .bool(!$0.children.isEmpty),
                ]
            })
    }
}
