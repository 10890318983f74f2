/// The pages a build makes to index others, a big folder's listing (`FolderListing`) and a home
/// when content/ has none (`GeneratedHome`), with what they were made from.
///
/// They show only the pages' places, titles, order and descriptions, so while none of those
/// changes (a guide's text was edited in the preview) a rebuild uses them again: rendering the
/// listing of a 600-page folder took most of such a rebuild.
struct GeneratedIndexes: Sendable {
    /// What an index shows of one page.
    struct Input: Equatable, Sendable {
        var contentPath: String
        var title: String
        var order: Double?
        var description: String?

        init(_ page: RenderedPage) {
            contentPath = page.page.contentPath
            title = page.title
            order = page.page.frontMatter.order
            description = page.page.frontMatter.description
        }
    }

    /// The pages the indexes were made from, in output order.
    var inputs: [Input]
    var listings: [RenderedPage]
    var home: RenderedPage?

    /// The home, if any, then the listings.
    var pages: [RenderedPage] { (home.map { [$0] } ?? []) + listings }

    /// `pages` (those `inputs` were read from) with the listings after them and the home first.
    func assembled(_ pages: [RenderedPage]) -> [RenderedPage] {
        (home.map { [$0] } ?? []) + pages + listings
    }
}
