import Foundation
import SpecimenTokens

extension SiteSession {
    /// The links a rebuild checks again (see `rebuild(changed:)`); the others keep what was found before.
    struct LinkRecheck {
        /// Pages whose every link is checked.
        var whole: Set<String>
        /// Pages of which only the links `change` reaches are checked.
        var partly: Set<String>
        var change: LinkChecker.Change

        /// Which links a rebuild checks again: only those whose answer can have changed.
        ///
        /// Every link of the `touched` guides, and on other pages the links that lead to one of them (a heading may
        /// be gone) or, when content files came or went, to a file. Generated pages give way to a guide at their
        /// place, so once anything changed, links to them count as reached; the indexes among them (the home,
        /// listings) are checked whole when they were made again. A broken link's "Did you mean" names the nearest
        /// page or file, so when pages or files came or went (or were renamed in the navigation), every page with a
        /// link problem is checked again. The generated pages `remadeWhole` (those that show the app's code, after a
        /// change of it) are checked whole.
        static func plan(
            touched: Set<String>, pages: [RenderedPage], state: State, filesChanged: Bool, navigationChanged: Bool,
            remadeIndexes: [String], goneIndexes: [String], remadeWhole: [String]
        ) -> LinkRecheck {
            var reached = touched
            if !touched.isEmpty {
                reached.formUnion(state.generated.map(\.page.contentPath))
                // A listing made, changed or gone changes the answer of links to its folder.
                reached.formUnion(remadeIndexes + goneIndexes)
                if state.rendered["index.md"] == nil { reached.insert("index.md") }
            }
            var whole = touched
            if navigationChanged || filesChanged { whole.formUnion(state.linkDiagnostics.keys) }
            let change = LinkChecker.Change(pages: reached, files: filesChanged)
            whole.formUnion(remadeIndexes)
            whole.formUnion(remadeWhole)
            var partly: Set<String> = []
            for page in pages where !whole.contains(page.page.contentPath) && change.reaches(page.linkSummary) {
                partly.insert(page.page.contentPath)
            }
            return LinkRecheck(whole: whole, partly: partly, change: change)
        }
    }
}
