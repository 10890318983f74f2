/// One entry of a page's "On this page" outline, with the entries nested under it.
public struct OutlineItem: Hashable, Sendable {
    /// The heading text.
    public var title: String
    /// The heading's id, the link target.
    public var id: String
    /// The heading level, 2 to 6.
    public var level: Int
    /// Deeper headings under this one.
    public var children: [OutlineItem]

    /// Nests headings by level: a heading goes under the nearest earlier heading of a smaller level.
    static func tree(_ headings: [(title: String, id: String, level: Int)], setting: OutlineSetting) -> [OutlineItem] {
        var roots: [OutlineItem] = []
        for heading in headings where setting.includes(heading.level) {
            let item = OutlineItem(title: heading.title, id: heading.id, level: heading.level, children: [])
            insert(item, into: &roots)
        }
        return roots
    }

    private static func insert(_ item: OutlineItem, into items: inout [OutlineItem]) {
        if let lastIndex = items.indices.last, items[lastIndex].level < item.level {
            insert(item, into: &items[lastIndex].children)
        } else {
            items.append(item)
        }
    }
}
