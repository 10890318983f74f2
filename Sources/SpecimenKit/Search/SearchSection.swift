import Foundation

/// One searchable part of a page: the text before the first heading (with the page title), or one heading and the text under it.
struct SearchSection: Sendable, Equatable {
    /// The heading as a reader sees it; empty for the page's first section.
    var heading: String
    /// The heading's id; empty for the page's first section, which links to the page itself.
    var anchor: String
    /// Indexed with the heading weight: the heading, or the page title for the first section.
    var headingText: String
    /// Indexed with the body weight.
    var text: String

    /// The page's sections in reading order, the first always present.
    ///
    /// A body that opens with its own `<h1>` (the page title as a heading) keeps that
    /// heading's text in the first section, so the title is not listed twice.
    static func sections(of page: RenderedPage) -> [SearchSection] {
        let texts = page.sectionTexts
        func text(at index: Int) -> String { index < texts.count ? texts[index] : "" }
        var intro = SearchSection(
            heading: "", anchor: "", headingText: page.title,
            text: [page.page.frontMatter.description ?? "", text(at: 0)].filter { !$0.isEmpty }.joined(separator: " ")
        )
        var headings = page.headings.enumerated().map { (index: $0.offset, heading: $0.element) }
        if let first = headings.first, first.heading.level == 1, text(at: 0).unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            if first.heading.text != page.title { intro.headingText += " " + first.heading.text }
            intro.text = [intro.text, text(at: 1)].filter { !$0.isEmpty }.joined(separator: " ")
            headings.removeFirst()
        }
        return [intro]
            + headings.map { index, heading in
                SearchSection(heading: heading.text, anchor: heading.id, headingText: heading.text, text: text(at: index + 1))
            }
    }
}
