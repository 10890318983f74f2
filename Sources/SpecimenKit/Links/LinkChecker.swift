import SpecimenDiagnostics
import SpecimenTokens

/// Checks every internal link of the site against what the build really produces.
///
/// A link to a missing page, to a `#fragment` no heading or raw-HTML `id`/`<a name>` on the target page has, to a
/// file that is not in content/, to a page only a draft provides, or out of content/
/// altogether is a warning at the link (an error under `--strict`).
struct LinkChecker: Sendable {
    /// Fragment targets (heading ids, raw-HTML ids and `<a name>`s) by content path: of every page when every page's
    /// links are checked, else of the pages the checked links lead to.
    let headingIDs: [String: Set<String>]
    /// Content paths of every published page.
    let pagePaths: Set<String>
    /// The file of each page that stands elsewhere (a README, a page with a `permalink:`), by its content path.
    let fileOfPage: [String: String]
    /// Content paths of draft pages, left out of the site.
    let drafts: Set<String>
    /// Content paths of every other file in content/.
    let files: Set<String>
    /// "Did you mean" for a link to a missing page or file, made when the first such link is found.
    private let pageSuggestions: LazySuggestions
    private let fileSuggestions: LazySuggestions

    /// A checker for `checking`, links of pages of the rendered site `pages`.
    init(pages: [RenderedPage], checking: [(page: RenderedPage, links: [RenderedPage.Link])], drafts: [Page], files: [String]) {
        pagePaths = Set(pages.map(\.page.contentPath))
        fileOfPage = Dictionary(pages.lazy.filter { $0.page.filePath != $0.page.contentPath }.map { ($0.page.contentPath, $0.page.filePath) }) {
            a, _ in a
        }
        // Heading ids only of the pages the checked links lead to: a rebuild checks a few links of thousands.
        // A build that checks every page's links takes every page's ids, on every core: gathering the pages
        // its links lead to would hash each link's target on one (5 ms of a build of 1,000 pages).
        let targeted: [RenderedPage]
        if checking.count == pages.count {
            targeted = pages
        } else {
            let targets = Set(
                checking.parallelMap { page, links in
                    links.compactMap { link -> String? in
                        switch link.target {
                        case let .page(contentPath, _, _): contentPath
                        case .fragment: page.page.contentPath
                        case .file, .external, .outside: nil
                        }
                    }
                }.joined())
            targeted = pages.filter { targets.contains($0.page.contentPath) }
        }
        let ids = targeted.parallelMap { Set($0.headings.map(\.id) + $0.anchors.map(\.id)) }
        headingIDs = Dictionary(zip(targeted.map(\.page.contentPath), ids)) { $1 }
        self.drafts = Set(drafts.map(\.contentPath))
        self.files = Set(files)
        pageSuggestions = LazySuggestions(pagePaths)
        fileSuggestions = LazySuggestions(self.files)
    }

    /// What a rebuild changed that links lead to: the guides it rendered again or removed, and
    /// whether content files came or went. A link whose `dependency` neither names keeps its answer.
    struct Change {
        private let few: [String]
        private let fewHashes: [Int]
        private let many: Set<String>
        /// Whether content files came or went.
        let files: Bool

        init(pages: Set<String>, files: Bool) {
            // Most rebuilds change one guide: comparing a link's target with it is cheaper than hashing it.
            few = pages.count <= 8 ? Array(pages) : []
            fewHashes = few.map(\.hashValue)
            many = pages.count <= 8 ? [] : pages
            self.files = files
        }

        private func contains(_ path: String) -> Bool { few.isEmpty ? many.contains(path) : few.contains(path) }

        /// Whether the link's answer can have changed.
        func reaches(_ link: RenderedPage.Link) -> Bool {
            guard let dependency = LinkChecker.dependency(of: link.target) else { return false }
            return (files && dependency.onFiles) || contains(dependency.page)
        }

        /// Whether the answer of one of a page's links can have changed, told from their summary.
        func reaches(_ links: RenderedPage.LinkSummary) -> Bool {
            if files && links.linksFiles { return true }
            guard !few.isEmpty else { return links.pages.contains(where: many.contains) }
            for (index, hash) in links.pageHashes.enumerated() where fewHashes.contains(hash) && few.contains(links.pages[index]) {
                return true
            }
            return false
        }
    }

    /// What a link's answer depends on besides the page it is on: the page it leads to (for a link to
    /// a file or folder, that folder's `index.md`), and for a link to a file, the files of content/.
    /// `nil` for links whose answer depends on nothing else (fragments, external links, links out of content/).
    static func dependency(of target: LinkTarget) -> (page: String, onFiles: Bool)? {
        switch target {
        case let .page(contentPath, _, _): (contentPath, false)
        case let .file(contentPath, _): (folderIndex(contentPath), true)
        case .fragment, .external, .outside: nil
        }
    }

    /// The page a link to a folder leads to: its `index.md`.
    static func folderIndex(_ contentPath: String) -> String {
        (contentPath.hasSuffix("/") || contentPath.isEmpty ? contentPath : contentPath + "/") + "index.md"
    }

    /// The problems with `links`, all on `page`: one per destination, at its first link, whose reason names the page's
    /// other lines that link there (a reference definition used on many lines is one thing to mend).
    func check(_ links: [RenderedPage.Link], on page: RenderedPage) -> [Diagnostic] {
        let found = links.compactMap { link in check(link, on: page).map { (kind: $0.code.rawValue + " " + link.destination, diagnostic: $0) } }
        return found.count < 2 ? found.map(\.diagnostic) : Diagnostic.reportedOnce(found)
    }

    private func check(_ link: RenderedPage.Link, on page: RenderedPage) -> Diagnostic? {
        switch link.target {
        case .external:
            return nil
        case let .fragment(id):
            guard !id.isEmpty, let ids = headingIDs[page.page.contentPath], !Self.answers(id, in: ids) else { return nil }
            if link.destination.hasPrefix("doc:") { return unknownDocCName(id, ids: ids, link: link) }
            return missingFragment(id, on: page.page.contentPath, ids: ids, link: link)
        case let .page(contentPath, fragment, _):
            if let ids = headingIDs[contentPath] {
                guard let fragment, !fragment.isEmpty, !Self.answers(fragment, in: ids) else { return nil }
                return missingFragment(fragment, on: contentPath, ids: ids, link: link)
            }
            if drafts.contains(contentPath) {
                return .warning(
                    .linkToDraft, at: link.location, "`\(link.destination)` links to a draft page",
                    reason: "`\(contentPath)` has `draft: true`, so it is not published and this link would lead nowhere.",
                    fix: "Publish the page (remove `draft: true`), or remove the link until it is."
                )
            }
            return .warning(
                .brokenLink, at: link.location, "`\(link.destination)` points to a page that does not exist",
                reason: "There is no content/\(contentPath).",
                fix: pageSuggestions.nearest(to: contentPath).map { "Did you mean `\($0)`? Check the file name and the `../` steps." }
                    ?? "Check the file name and the `../` steps, or create the page."
            )
        case let .file(contentPath, _):
            if contentPath.isEmpty || files.contains(contentPath) || pagePaths.contains(Self.folderIndex(contentPath)) { return nil }
            // A path without an extension is a page's URL (`/components/tabs`, `../tokens/`) that no page answers.
            let name = contentPath.split(separator: "/").last ?? ""
            if !link.isImage, !name.contains(".") {
                let folder = contentPath + (contentPath.hasSuffix("/") ? "" : "/")
                return .warning(
                    .brokenLink, at: link.location, "`\(link.destination)` points to a page that does not exist",
                    reason: "No page is published at /\(folder): content/\(folder) has no index.md or README.md, and no page has that `permalink:`.",
                    fix: pageSuggestions.nearest(to: Self.folderIndex(contentPath)).map {
                        "Did you mean `/\(SiteURLs.pagePath(forContentPath: $0))`? Check the path, or create the page."
                    }
                        ?? "Check the path, or create the page."
                )
            }
            let what = link.isImage ? "image" : "file"
            // A dotfile (`.swift-format`) or a file in a hidden folder may well be there: such files are not published.
            if contentPath.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) {
                return .warning(
                    link.isImage ? .missingImage : .missingFile, at: link.location,
                    "`\(link.destination)` points to a hidden \(what), which is not published",
                    reason:
                        "Files and folders whose names start with a dot (`.swift-format`, `.github/`) are left out of the site, as most sites leave them out.",
                    fix: "Link to the \(what) where the repository is hosted, or show its contents in the page."
                )
            }
            return .warning(
                link.isImage ? .missingImage : .missingFile, at: link.location,
                "`\(link.destination)` points to \(link.isImage ? "an" : "a") \(what) that is not in content/",
                reason: "Files are published from content/, and there is no content/\(contentPath).",
                fix: fileSuggestions.nearest(to: contentPath).map { "Did you mean `\($0)`?" } ?? "Add the \(what) under content/, or fix the path."
            )
        case let .outside(destination):
            return .warning(
                .linkOutsideContent, at: link.location, "`\(destination)` climbs out of content/",
                reason: "Only files inside content/ are published, so the link would break on the site.",
                fix: "Move the target into content/, or link to its published URL."
            )
        }
    }

    /// Whether a page with `ids` answers a link to `#fragment`: by an id written exactly so, or, as on GitHub, by
    /// one that differs only in letter case (`#Summary` reaches `## Summary`, whose id is `summary`). A
    /// browser matches ids exactly; the theme's script takes the reader to such an id, as GitHub's does.
    static func answers(_ fragment: String, in ids: Set<String>) -> Bool {
        if ids.contains(fragment) { return true }
        let lowercased = fragment.lowercased()
        return ids.contains { $0.lowercased() == lowercased }
    }

    /// A `<doc:Name>` that names neither an article of the catalogs nor a heading of its page: most often another
    /// documentation archive's page (`<doc:swift-format>`), which only DocC, building both, can link to.
    private func unknownDocCName(_ name: String, ids: Set<String>, link: RenderedPage.Link) -> Diagnostic {
        // A symbol's path (`Store/send(_:)`, `Reducer/body-20w8t`): its page comes from the module's code.
        let reference = link.destination.dropFirst("doc:".count).prefix { $0 != "#" }
        if reference.contains("/") || reference.contains("(") {
            return .warning(
                .doccLink, at: link.location, "`<\(link.destination)>` names a symbol that has no page in the catalog",
                reason:
                    "DocC makes a symbol's page from the module's code, which the catalog alone does not hold; here only a symbol that a page of the catalog documents (an extension file titled ``` # ``Module/Symbol`` ```) has a page, so the link leads nowhere on this site.",
                fix:
                    "Write ``` ``\(reference)`` ```, which is code here and a link where DocC builds the module, or document the symbol in the catalog."
            )
        }
        let articles = Set(
            pagePaths.filter { DocCCatalog.catalogFolder(of: $0) != nil }.map { path in
                String(path.split(separator: "/").last?.dropLast(3) ?? "")
            })
        let nearestArticle = Suggestions.nearest(to: name, in: articles).map { "`<doc:\($0)>`" }
        let nearest = nearestArticle + Suggestions.nearest(to: name, in: ids).map { "`<doc:#\($0)>`" }
        return .warning(
            .doccLink, at: link.location, "`<\(link.destination)>` names no article of the catalog and no heading of this page",
            reason:
                "DocC finds an article by its file name, and a heading of the page by its anchor; there is no `\(name).md` in the catalog and no heading `\(name)` here, so the link leads nowhere on this site. A page of another documentation archive cannot be reached by name from this one.",
            fix: nearest.isEmpty
                ? "Link to the other archive's page by its URL, or check the article's file name."
                : "Did you mean \(nearest.prefix(2).joined(separator: " or "))?"
        )
    }

    private func missingFragment(_ id: String, on contentPath: String, ids: Set<String>, link: RenderedPage.Link) -> Diagnostic {
        let nearest = Suggestions.nearest(to: id, in: ids)
        return .warning(
            .brokenFragment, at: link.location, "`\(link.destination)` points to a heading that does not exist",
            reason: "content/\(fileOfPage[contentPath] ?? contentPath) has no heading, and no element in its HTML, with the id `\(id)`.",
            fix: nearest.isEmpty
                ? "Link to one of the page's headings, or give a heading `{#\(id)}`."
                : "Did you mean \(nearest.map { "`#\($0)`" }.joined(separator: " or "))?"
        )
    }
}

/// The nearest of many paths to a missing one, for every core at once: the candidates are made ready
/// when the first link asks, and each missing path is answered once (real folders link to one
/// renamed page, or to `../README.md`, from many places).
private final class LazySuggestions: Sendable {
    private let candidates: Set<String>
    private let state = Locked<(index: Suggestions.Index?, answers: [String: String?])>((nil, [:]))

    init(_ candidates: Set<String>) {
        self.candidates = candidates
    }

    func nearest(to path: String) -> String? {
        let (known, index) = state.withLock { state -> (String??, Suggestions.Index) in
            if let answer = state.answers[path] { return (answer, state.index!) }
            if state.index == nil { state.index = Suggestions.Index(candidates) }
            return (nil, state.index!)
        }
        if let known { return known }
        let answer = index.nearest(to: path, limit: 1).first
        state.withLock { $0.answers[path] = .some(answer) }
        return answer
    }
}
