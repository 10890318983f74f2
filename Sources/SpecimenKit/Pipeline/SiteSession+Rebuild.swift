import Foundation
import SpecimenDiagnostics
import SpecimenTokens

extension SiteSession {
    /// The pages in output order after a rebuild: the generated indexes made again (`remade`: the home and listings
    /// that may show something new), the big folders' listings no longer made (`gone`, owed removal from the
    /// output), and whether the navigation changed (its tree is then made again).
    func reassemble(
        _ state: inout State, touched: Set<String>, indexesBefore: [RenderedPage]?
    )
        -> (pages: [RenderedPage], remade: [RenderedPage], gone: [String], navigationChanged: Bool)
    {
        // A generated index at the place of a changed guide (a draft `index.md` over the generated home) is
        // made again: one restored from the build cache has no body to lay out.
        if state.indexes?.pages.contains(where: { touched.contains($0.page.contentPath) }) == true { state.indexes = nil }
        let pages = assemblePages(&state)
        // The generated indexes (the home, listings) that may show something new: those not kept from the last build.
        let remadeIndexes = (state.indexes?.pages ?? []).notKept(from: indexesBefore ?? [])
        // A big folder's listing no longer made (the folder shrank, or has a page of its own now) leaves the output.
        let made = Set(pages.map(\.page.contentPath))
        var goneIndexes: [String] = []
        for entry in state.navigationEntries
        where !made.contains(entry.contentPath) && !touched.contains(entry.contentPath) && entry.contentPath.hasSuffix("/index.md") {
            state.owed.gone.insert(SiteURLs.pagePath(forContentPath: entry.contentPath) + "index.html")
            goneIndexes.append(entry.contentPath)
        }
        // A new title, order or page changes the sidebar, breadcrumbs and neighbours of other pages.
        let navigationEntries = Self.navigationEntries(pages)
        let navigationChanged = state.navigationEntries != navigationEntries
        if navigationChanged {
            state.navigationEntries = navigationEntries
            state.navigation = nil
        }
        return (pages, remadeIndexes, goneIndexes, navigationChanged)
    }

    /// Whether a link problem is one a page that did not exist may answer (a link resolved when its page was rendered).
    private static func mayBeAnsweredByANewPage(_ problem: Diagnostic) -> Bool {
        problem.code == .brokenLink || problem.code == .missingFile
    }

    /// Reads the content files and guides `plan` names again into `state`: what a file's change owes the output,
    /// each guide's page and problems. Returns the places of the guides read (created, edited or deleted), their last
    /// renders, and whether a guide not read moved (a folder's new `index.md` takes the place its `README.md` had).
    func readChangedInputs(
        _ state: inout State, _ plan: RebuildPlan
    ) -> (touched: Set<String>, previous: [String: RenderedPage], moved: Bool) {
        var touched: Set<String> = []
        var previous: [String: RenderedPage] = [:]
        for contentPath in plan.files {
            // Pages do not show the file list (link checks read it on every rebuild): only the file is copied or removed.
            let exists = FileManager.default.fileExists(atPath: project.contentDirectory.appending(path: contentPath).path)
            if exists {
                if !state.site.files.contains(contentPath) {
                    state.site.files.append(contentPath)
                    state.site.files.sort()
                }
            } else {
                state.site.files.removeAll { $0 == contentPath }
            }
            state.owed.contentFile(contentPath, exists: exists)
        }
        // No guide was saved (a token save): the pages, their places and their URLs stand.
        if plan.guides.isEmpty { return ([], [:], false) }
        var read: Set<String> = []
        var moved = false
        var created = false
        for filePath in plan.guides {
            // A partial's text is in the pages that include it, and a page's includes may have changed: the includes
            // are worked out again for the whole site.
            if state.site.partials.contains(filePath) { moved = true }
            let url = project.contentDirectory.appending(path: filePath)
            let exists = FileManager.default.fileExists(atPath: url.path)
            // The guide's last place, which its file may have stood for (a README is its folder's page).
            let old = state.site.pages.first { $0.filePath == filePath } ?? state.site.drafts.first { $0.filePath == filePath }
            let place = old?.contentPath ?? filePath
            previous[place] = state.rendered.removeValue(forKey: place)
            state.loadDiagnostics[filePath] = nil
            state.site.pages.removeAll { $0.filePath == filePath }
            state.site.drafts.removeAll { $0.filePath == filePath }
            touched.insert(place)
            read.insert(filePath)
            guard exists else { continue }
            let (page, problems) = SiteLoader.loadPage(atPath: url.path, contentPath: filePath, displayPath: project.displayPath(url))
            state.loadDiagnostics[filePath] = problems.isEmpty ? nil : problems
            guard let page else { continue }
            if old == nil { created = true }
            if page.body.contains("@include ") { moved = true }
            // `<doc:…>` links on other pages show a DocC page's title; ``` ``Symbol`` ``` links find it by its symbol.
            if page.docc?.title != old?.docc?.title { moved = true }
            if page.docc != nil, DocCCatalog.symbol(ofBody: page.body) != old.flatMap({ DocCCatalog.symbol(ofBody: $0.body) }) { moved = true }
            if page.frontMatter.draft && !options.includeDrafts {
                state.site.drafts.append(page)
            } else {
                state.site.pages.append(page)
            }
        }
        let placesBefore = Dictionary([state.site.pages, state.site.drafts].joined().map { ($0.filePath, $0.contentPath) }) { first, _ in first }
        PublishedPaths.assign(&state.site.pages, drafts: &state.site.drafts)
        for page in [state.site.pages, state.site.drafts].joined() {
            if read.contains(page.filePath) {
                touched.insert(page.contentPath)
            } else if placesBefore[page.filePath] != page.contentPath {
                moved = true
            }
        }
        // A new page may answer links that nothing answered: to its URL, its `.html` name or its `.mdx` file. The pages
        // with such links are rendered again, which works their targets out anew.
        if created {
            for (path, problems) in state.linkDiagnostics where problems.contains(where: Self.mayBeAnsweredByANewPage) { touched.insert(path) }
        }
        state.site.pages.sort { $0.contentPath < $1.contentPath }
        state.site.drafts.sort { $0.contentPath < $1.contentPath }
        state.siteDiagnostics = SiteLoader.duplicateURLs(state.site.pages)
        return (touched, previous, moved)
    }

    /// Makes the design pages again after the design changed; the token files leave the output once there are no tokens.
    /// Returns the content paths of the pages rendered again (not kept as they were), and whether the design pages
    /// stand at other places than before.
    /// Of the token files, only contrast.json is owed when the design was not read again (`designReread`).
    func remakeDesignPages(_ state: inout State, urls: SiteURLs, designReread: Bool, stages: inout StageClock) -> (remade: [String], moved: Bool) {
        let before = state.generated
        renderDesignPages(&state, urls: urls, stages: &stages)
        owe(&state, state.generated, replacing: before)
        let remade = state.generated.notKept(from: before).map(\.page.contentPath)
        let moved = before.map(\.page.contentPath) != state.generated.map(\.page.contentPath)
        for path in SiteWriter.designFilePaths where !state.site.files.contains(path) {
            if state.design.hasTokens { state.owed.gone.remove(path) } else { state.owed.gone.insert(path) }
        }
        state.owed.designFiles.formUnion(designReread ? SiteWriter.designFilePaths : [SiteWriter.contrastJSONPath])
        return (remade, moved)
    }

    /// Makes the pages that show the app's code again after it changed, which nothing else shows but `tokens.json`:
    /// the contrast results, the other design pages and the guides stand. Returns their content paths.
    func remakeAppCodePages(_ state: inout State, urls: SiteURLs) -> [String] {
        let inputs = DesignPageInputs(
            design: state.design, components: [], contrast: nil, appCode: state.appReport, tokenLinks: state.design.tokenLinks(urls: urls),
            changelog: state.changelog, tokenPageMemo: tokenPageMemo
        )
        let fresh = DesignPages.pages(inputs, kinds: DesignPages.appCodeKinds, taken: Set(state.site.pages.map(\.pagePath)))
            .parallelMap(renderer(design: state.design, urls: urls).render)
        let showsCode = { (page: RenderedPage) in DesignPages.showsAppCode(page.page.pagePath) }
        let replaced = state.generated.filter(showsCode)
        // They come first among the design pages (see `DesignPages.kinds`).
        state.generated = fresh + state.generated.filter { !showsCode($0) }
        owe(&state, fresh, replacing: replaced)
        state.owed.designFiles.insert(SiteWriter.tokensJSONPath)
        return fresh.map(\.page.contentPath)
    }

    /// Owes the output the design pages `fresh`, made in place of `before`: a page no longer made leaves the output,
    /// unless a guide now stands at its place.
    /// A page `fresh` holds from `before` (rendered as it was, see `renderDesignPages`) is written as it was: it is not owed.
    private func owe(_ state: inout State, _ fresh: [RenderedPage], replacing before: [RenderedPage]) {
        let made = Set(fresh.map(\.page.pagePath))
        let taken = Set(state.site.pages.map(\.pagePath))
        for page in before where !made.contains(page.page.pagePath) && !taken.contains(page.page.pagePath) {
            state.owed.gone.insert(page.page.pagePath + "index.html")
        }
        for pagePath in made { state.owed.gone.remove(pagePath + "index.html") }
        state.owed.pages.formUnion(fresh.notKept(from: before).map(\.page.contentPath))
    }
}

extension [RenderedPage] {
    /// The pages that are not among `before`, the same objects: those made again, not kept from the last build.
    fileprivate func notKept(from before: [RenderedPage]) -> [RenderedPage] {
        let kept = Set(before.map(ObjectIdentifier.init))
        return filter { !kept.contains(ObjectIdentifier($0)) }
    }
}
