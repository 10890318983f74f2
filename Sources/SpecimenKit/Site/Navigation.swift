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
    public init(entries: [Entry]) {
        root = Node(key: "", title: "Home", pagePath: nil, order: nil, children: [])
        var folders: [String: Node] = ["": root]
        var folderKeys: Set<String> = [""]
        var leaves: [String: [Node]] = [:]
        for entry in entries {
            // Paths are split as bytes: a "/" is always one byte, and Characters cost ten times as much.
            let parts = entry.contentPath.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
            let folder = parts.dropLast().joined(separator: "/")
            var prefix = ""
            for part in parts.dropLast() {
                let key = prefix.isEmpty ? part : prefix + "/" + part
                if folderKeys.insert(key).inserted {
                    folders[key] = Node(key: key, title: Page.humanise(part), pagePath: nil, order: nil, children: [])
                }
                prefix = key
            }
            let pagePath = SiteURLs.pagePath(forContentPath: entry.contentPath)
            titles[pagePath] = entry.title
            if parts.last == "index.md" {
                folders[folder]?.title = entry.title
                folders[folder]?.pagePath = pagePath
                folders[folder]?.order = entry.order
            } else {
                leaves[folder, default: []].append(
                    Node(key: entry.contentPath, title: entry.title, pagePath: pagePath, order: entry.order, children: [])
                )
            }
        }
        // Assemble bottom-up: the deepest folders first, so each is complete when its parent takes it.
        func depth(_ key: String) -> Int { key.isEmpty ? 0 : key.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
        for key in folderKeys.map({ (key: $0, depth: depth($0)) }).sorted(by: { $0.depth > $1.depth }).map(\.key) {
            guard var node = folders[key] else { continue }
            node.children = Self.sorted(node.children + (leaves[key] ?? []))
            if key.isEmpty {
                root = node
            } else {
                // Folder keys have no empty parts, so the parent is everything before the last "/".
                let parent = key.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(key[..<$0]) } ?? ""
                folders[parent]?.children.append(node)
            }
        }
        if let home = root.pagePath { readingOrder.append(home) }
        Self.appendReadingOrder(root.children, to: &readingOrder)
        for (index, path) in readingOrder.enumerated() { readingIndex[path] = index }
    }

    private static func sorted(_ nodes: [Node]) -> [Node] {
        nodes.sorted { a, b in
            let left = a.order ?? .infinity
            let right = b.order ?? .infinity
            if left != right { return left < right }
            let titleOrder = a.title.localizedStandardCompare(b.title)
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
    static func sectionKeys(containing contentPath: String) -> [String] {
        var keys: [String] = []
        var prefix = ""
        for part in contentPath.split(separator: "/").dropLast() {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            keys.append(prefix)
        }
        return keys
    }

    /// The sections above a page, from the top: each with its title and page path when it has one.
    public func breadcrumbs(for contentPath: String) -> [(title: String, pagePath: String?)] {
        guard contentPath != "index.md" else { return [] }
        var trail: [(String, String?)] = [(root.title, root.pagePath)]
        var keys = Self.sectionKeys(containing: contentPath)
        if contentPath.hasSuffix("/index.md") { keys.removeLast() }
        var level = root.children
        for key in keys {
            guard let node = level.first(where: { $0.key == key }) else { break }
            trail.append((node.title, node.pagePath))
            level = node.children
        }
        return trail
    }
}
