/// The fragment targets of one page: an id for every heading, and the ids its raw HTML defines, with the
/// ones written twice.
///
/// Targets are taken in document order and the first element keeps an id, as browsers do. A heading's
/// automatic id (its GitHub slug) steps aside for every id written before it, as it does for a repeated
/// heading (`hasher` becomes `hasher-1`), since Specimen made it; an id a writer chose (`{#id}`, an `id` or
/// `<a name>` in raw HTML) that is already taken is a duplicate. An anchor that marks its own heading with
/// the heading's slug is that heading's target, not a second one: `## <a name="intro"></a>Intro`, or
/// `<a name="swizzling"></a>` alone just before `## Swizzling` (the idiom of pages written before headings
/// had ids).
struct FragmentTargets {
    /// An id written where an earlier element already has it.
    struct Duplicate: Equatable {
        var id: String
        /// Where the second one is: 1-based line and byte column in the parsed text.
        var line: Int
        var byteColumn: Int
        /// The line of the element that keeps the id.
        var firstLine: Int
        /// The heading whose `{#id}` it is, or `nil` for an id in raw HTML.
        var heading: Int?
    }

    /// The id of each heading, in order.
    private(set) var headingIDs: [String] = []
    /// The raw HTML's targets that keep their id and are not a heading's own.
    private(set) var anchors: [MarkdownDocument.RawAnchor] = []
    /// The headings whose `{#id}` cannot be used (see `CustomHeadingID.isValid`); they get their slug.
    private(set) var invalidCustomIDs: [Int] = []
    /// Ids written twice, in document order.
    private(set) var duplicates: [Duplicate] = []

    init(headings: [MarkdownDocument.Heading], rawAnchors: [MarkdownDocument.RawAnchor], style: HeadingSlugger.Style = .github) {
        let customIDs = headings.map { heading in heading.customID.flatMap { CustomHeadingID.isValid($0) ? $0 : nil } }
        invalidCustomIDs = headings.indices.filter { headings[$0].customID != nil && customIDs[$0] == nil }
        // Ids a writer gave headings are never an automatic id, wherever they are.
        var slugger = HeadingSlugger(reserving: customIDs.compactMap { $0 }, style: style)
        var firstLine: [String: Int] = [:]
        func take(_ anchor: MarkdownDocument.RawAnchor) {
            if let first = firstLine[anchor.id] {
                duplicates.append(Duplicate(id: anchor.id, line: anchor.line, byteColumn: anchor.byteColumn, firstLine: first))
            } else {
                firstLine[anchor.id] = anchor.line
                slugger.reserve(anchor.id)
                anchors.append(anchor)
            }
        }
        // The heading an anchor is the same target as: one it marks, without an `{#id}`, whose slug it names.
        func ownHeading(_ anchor: MarkdownDocument.RawAnchor) -> Int? {
            guard let heading = anchor.heading, customIDs[heading] == nil, style.slug(headings[heading].text) == anchor.id else {
                return nil
            }
            return heading
        }
        // Anchors before their own heading wait for its id: the same, they are that target; otherwise they are taken then.
        var waiting: [Int: [MarkdownDocument.RawAnchor]] = [:]
        func place(_ anchor: MarkdownDocument.RawAnchor) {
            guard let heading = ownHeading(anchor) else { return take(anchor) }
            if heading >= headingIDs.count {
                waiting[heading, default: []].append(anchor)
            } else if headingIDs[heading] != anchor.id {
                take(anchor)
            }
        }
        var next = 0
        for (index, heading) in headings.enumerated() {
            while next < rawAnchors.count, (rawAnchors[next].line, rawAnchors[next].byteColumn) < (heading.line, heading.byteColumn) {
                place(rawAnchors[next])
                next += 1
            }
            var id: String
            if let custom = customIDs[index], let first = firstLine[custom] {
                duplicates.append(Duplicate(id: custom, line: heading.line, byteColumn: heading.byteColumn, firstLine: first, heading: index))
                id = slugger.id(for: heading.text)
            } else {
                id = customIDs[index] ?? slugger.id(for: heading.text)
            }
            firstLine[id] = heading.line
            headingIDs.append(id)
            for anchor in waiting.removeValue(forKey: index) ?? [] where anchor.id != id { take(anchor) }
        }
        for anchor in rawAnchors[next...] { place(anchor) }
    }
}
