import Foundation

/// The site's navigation, built from the folder tree of content/.
///
/// A folder is a section; its `index.md` gives the section its title, order and page.
/// Siblings sort by `order`, then title. The sidebar of a page shows the top level and
/// opens only the sections on the way to that page, so its size follows the depth of
/// the tree, not the number of pages, and a big site does not build in quadratic time.
public struct Navigation: Sendable {
    /// A section or a page in the tree.
    public struct Node: Sendable {
        /// The folder path for a section (`patterns`), the content path for a page.
        public var key: String
        /// What the sidebar shows.
        public var title: String
        /// The page's URL path (without base), or `nil` for a folder without `index.md`.
        public var pagePath: String?
        /// `order` from front matter.
        public var order: Double?
        /// Pages and sections inside a section, sorted.
        public var children: [Node]

        /// The node a link to this one leads to: itself when it has a page, else (a folder
        /// without `index.md`) the first one inside that has.
        var linkTarget: Node? {
            pagePath != nil ? self : children.lazy.compactMap(\.linkTarget).first
        }

        /// The content path of this node's page: a page's own, or its folder's `index.md`.
        var pageContentPath: String {
            key.hasSuffix(".md") ? key : key.isEmpty ? "index.md" : key + "/index.md"
        }
    }

    /// What Navigation needs to know about a page.
    public struct Entry: Sendable, Equatable {
        /// `patterns/empty-states.md`.
        public var contentPath: String
        /// The resolved title.
        public var title: String
        /// `order` from front matter.
        public var order: Double?

        /// Describes one page for the tree.
        public init(contentPath: String, title: String, order: Double?) {
            self.contentPath = contentPath
            self.title = title
            self.order = order
        }
    }

    /// The home page's node; its children are the top level of the sidebar.
    public private(set) var root: Node
    /// Every page path in reading order, for previous/next links.
    public private(set) var readingOrder: [String] = []
    private var titles: [String: String] = [:]
    private var readingIndex: [String: Int] = [:]

    /// Builds the tree from every published page.
    ///
    /// Folders are numbered as entries name them, a folder always after the one it is in, so that
    /// taking them from the last one back, each is complete when its parent takes it. Most entries
    /// are in the folder of the entry before them, which is then found without a lookup.
    public init(entries: [Entry]) {
        var folders = [Node(key: "", title: "Home", pagePath: nil, order: nil, children: [])]
        var numbers: [String: Int] = ["": 0]
        var subfolders: [[Int]] = [[]]
        var pages: [[Node]] = [[]]
        var last = (key: "", number: 0)
        /// The number of the folder `key`, made (with the folders above it) when new.
        func folder(_ key: Substring) -> Int {
            if let number = numbers[String(key)] { return number }
            let slash = key.utf8.lastIndex(of: UInt8(ascii: "/"))
            let parent = slash.map { folder(key[..<$0]) } ?? 0
            let name = slash.map { key[key.utf8.index(after: $0)...] } ?? key
            let number = folders.count
            folders.append(Node(key: String(key), title: Page.humanise(String(name)), pagePath: nil, order: nil, children: []))
            numbers[String(key)] = number
            subfolders.append([])
            pages.append([])
            subfolders[parent].append(number)
            return number
        }
        titles.reserveCapacity(entries.count)
        for entry in entries {
            let path = entry.contentPath
            // Paths are split as bytes: a "/" is always one byte, and Characters cost ten times as much.
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let key = slash.map { path[..<$0] } ?? ""
            if !key.utf8.elementsEqual(last.key.utf8) { last = (String(key), folder(key)) }
            let pagePath = SiteURLs.pagePath(forContentPath: path)
            titles[pagePath] = entry.title
            let name = slash.map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...]
            if name.elementsEqual("index.md".utf8) {
                folders[last.number].title = entry.title
                folders[last.number].pagePath = pagePath
                folders[last.number].order = entry.order
            } else {
                pages[last.number].append(Node(key: path, title: entry.title, pagePath: pagePath, order: entry.order, children: []))
            }
        }
        for number in folders.indices.reversed() {
            folders[number].children = Self.sorted(subfolders[number].map { folders[$0] } + pages[number])
        }
        root = folders[0]
        if let home = root.pagePath { readingOrder.append(home) }
        Self.appendReadingOrder(root.children, to: &readingOrder)
        readingIndex.reserveCapacity(readingOrder.count)
        for (index, path) in readingOrder.enumerated() { readingIndex[path] = index }
    }

    static func sorted(_ nodes: [Node]) -> [Node] {
        nodes.sorted { a, b in
            let left = a.order ?? .infinity
            let right = b.order ?? .infinity
            if left != right { return left < right }
            let titleOrder = TitleOrder.compare(a.title, b.title)
            if titleOrder != .orderedSame { return titleOrder == .orderedAscending }
            return a.key < b.key
        }
    }

    private static func appendReadingOrder(_ nodes: [Node], to order: inout [String]) {
        for node in nodes {
            if let path = node.pagePath { order.append(path) }
            appendReadingOrder(node.children, to: &order)
        }
    }

    /// The page before and after `pagePath` in reading order.
    public func neighbours(of pagePath: String) -> (previous: String?, next: String?) {
        guard let index = readingIndex[pagePath] else { return (nil, nil) }
        let previous = index > 0 ? readingOrder[index - 1] : nil
        let next = index + 1 < readingOrder.count ? readingOrder[index + 1] : nil
        return (previous, next)
    }

    /// The title of a published page.
    public func title(ofPagePath pagePath: String) -> String? { titles[pagePath] }

    /// The folders that contain the page with `contentPath`, outermost first: `a/b/c.md` → `a`, `a/b`.
    /// Every page's layout asks: parts are found by their bytes, as `SiteURLs` finds them, not by Character.
    static func sectionKeys(containing contentPath: String) -> [String] {
        var keys: [String] = []
        var prefix = ""
        for part in contentPath.utf8.split(separator: UInt8(ascii: "/")).dropLast() {
            let name = Substring(part)
            prefix = prefix.isEmpty ? String(name) : prefix + "/" + name
            keys.append(prefix)
        }
        return keys
    }

    /// The sections above a page, from the top: each with its title and page path when it has one.
    public func breadcrumbs(for contentPath: String) -> [(title: String, pagePath: String?)] {
        guard contentPath != "index.md" else { return [] }
        var trail: [(String, String?)] = [(root.title, root.pagePath)]
        var keys = Self.sectionKeys(containing: contentPath)
        // By bytes, as the keys were split: a folder's own index page is not a crumb of its own.
        if contentPath.utf8.count >= 9, contentPath.utf8.suffix(9).elementsEqual("/index.md".utf8) { keys.removeLast() }
        var level = root.children
        for key in keys {
            guard let node = level.first(where: { $0.key == key }) else { break }
            trail.append((node.title, node.pagePath))
            level = node.children
        }
        return trail
    }
}
