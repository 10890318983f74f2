import Foundation
import SpecimenDiagnostics
import SpecimenTokens

extension SiteSession {
    /// Writes `pages` and `files` with `context`: staged and swapped in whole, or (a rebuild) in place, removing what
    /// the ledger says is gone. Returns what was written; a failure is an error in `report`, and the previous site is
    /// left as it was.
    func write(
        _ state: inout State, _ report: inout BuildReport, pages: [RenderedPage], files: [SiteWriter.CopiedFile], context: TemplateContext,
        staged: Bool,
        staging: (output: StagedOutput, folders: Pending<Void>)?, removed: Set<String>, deferredSearch: Bool, deferredTokensJSON: Bool,
        stages: inout StageClock
    ) -> SiteWriter.Written? {
        options.progress?(.writing(count: report.fileCount))
        let written: SiteWriter.Written
        do {
            var output: StagedOutput?
            if staged {
                _ = staging?.folders.value
                output = try staging?.output ?? StagedOutput(destination: report.outputDirectory)
            }
            let removing = staged ? [] : removed.map { SiteURLs.pagePath(forContentPath: $0) + "index.html" } + state.owed.gone.sorted()
            written = try SiteWriter.publish(
                pages, files: files, theme: state.design.theme, context: context, staging: output, to: report.outputDirectory, removing: removing
            )
            // Each build and rebuild first writes what the last one deferred, so only this write's are owed now.
            if !staged && deferredSearch { state.searchIndexStale = true }
            if deferredTokensJSON { state.tokensJSONStale = true }
            report.wroteOutput = true
            stages.lap("lay out and write")
            return written
        } catch {
            report.diagnostics.append(
                .error(
                    .outputWrite, at: nil, "the site could not be written to \(Project.shownPath(report.outputDirectory))",
                    reason: "\(error.localizedDescription) The previous site, if any, was left as it was.",
                    fix: "Check that the folder is writable and the disk has space, or pass `--output DIR`."
                ))
            return nil
        }
    }

    /// Checks the links `recheck` names (every link without one), keeping what was found on the pages and links
    /// it leaves out; returns the pages' own problems and their link problems, external links included when asked.
    func checkLinks(_ state: inout State, _ rendered: [RenderedPage], recheck: LinkRecheck?, removed: Set<String>) -> [Diagnostic] {
        let checking =
            recheck.map { recheck in
                rendered.compactMap { page -> (page: RenderedPage, links: [RenderedPage.Link], partly: Bool)? in
                    if recheck.whole.contains(page.page.contentPath) { return (page, page.links, false) }
                    guard recheck.partly.contains(page.page.contentPath) else { return nil }
                    return (page, page.links.filter(recheck.change.reaches), true)
                }
            } ?? rendered.map { ($0, $0.links, false) }
        let checker = LinkChecker(pages: rendered, checking: checking.map { ($0.page, $0.links) }, drafts: state.site.drafts, files: state.site.files)
        if recheck == nil { state.linkDiagnostics = [:] }
        for path in removed { state.linkDiagnostics[path] = nil }
        for (checked, problems) in zip(checking, checking.parallelMap { checker.check($0.links, on: $0.page) }) {
            let path = checked.page.page.contentPath
            var found = problems
            if checked.partly {
                // The page's other links keep what was found before; each link has at most one problem, at the link.
                let rechecked = Set(checked.links.map(\.location))
                found = ((state.linkDiagnostics[path] ?? []).filter { $0.location.map(rechecked.contains) != true } + problems).sorted()
            }
            state.linkDiagnostics[path] = found.isEmpty ? nil : found
        }
        var diagnostics: [Diagnostic] = []
        for page in rendered { diagnostics += page.diagnostics + (state.linkDiagnostics[page.page.contentPath] ?? []) }
        if let check = options.externalLinkChecker { diagnostics += check(ExternalLink.links(in: rendered)) }
        return diagnostics
    }

    /// Checks, lays out and writes `rendered` (from `assemblePages`, whose navigation entries are in `state`): every
    /// page (`layout == nil`) or only those content paths. The links of every page are checked, or those `recheck`
    /// names. The search index is `search` when already merged, else merged here from the last one.
    func finish(
        _ state: inout State, _ rendered: [RenderedPage], start: ContinuousClock.Instant, layout: Set<String>?, recheck: LinkRecheck?,
        search: SearchIndex.Merged?, staged: Bool, staging: (output: StagedOutput, folders: Pending<Void>)? = nil, removed: Set<String> = [],
        stages: inout StageClock
    ) -> Outcome {
        let urls = SiteURLs(base: options.baseURL)
        let theme = state.design.theme
        var diagnostics = state.design.diagnostics + state.siteDiagnostics + state.contrastDiagnostics + state.appDiagnostics
        diagnostics += state.changelog?.diagnostics ?? []
        if let changes = state.tokenChanges { diagnostics += changes.buildDiagnostics }
        for problems in state.loadDiagnostics.values { diagnostics += problems }
        let deferSearch = layout != nil && defersUnreadOutput
        // The search index (and its JSON) is merged on a thread of its own while the links are checked and the pages
        // written, which do not need it: it is written last. The navigation tree is made beside the link check too.
        // (A merge nested in `concurrentPerform` would run on one core.)
        let making = state.navigation == nil ? Pending { [entries = state.navigationEntries] in Navigation(entries: entries) } : nil
        let merging =
            deferSearch || search != nil
            ? nil
            : Pending { [previous = state.search] in
                let index = SearchIndex.merged(for: rendered, urls: urls, previous: previous)
                return (index: index, json: Data(index.json()))
            }
        diagnostics += checkLinks(&state, rendered, recheck: recheck, removed: removed)
        stages.lap("check links")
        let siteTitle = rendered.first { $0.page.contentPath == "index.md" }?.title ?? Page.humanise(project.root.lastPathComponent)
        // A rebuild in place writes only the search index and what the design owes; the rest is not even made.
        var owed: Set<String>? =
            layout == nil
            ? nil
            : state.owed.filesToWrite(searchIndex: SiteWriter.searchIndexPath)
        // The preview writes tokens.json, which no page reads, after browsers reload, as it does the search index;
        // a team's own content/tokens.json is a content file, copied as ever.
        let deferTokensJSON =
            deferSearch && state.design.hasTokens && !state.site.files.contains(SiteWriter.tokensJSONPath)
            && owed?.remove(SiteWriter.tokensJSONPath) != nil
        let given = deferSearch ? nil : search
        if let given { state.search = given }
        let searchIndex: SiteWriter.CopiedFile.Source? =
            if let merging { .made({ merging.value.json }) } else { given.map { .data(Data($0.json())) } }
        let files = SiteWriter.files(
            site: state.site, design: state.design, contrast: state.contrast, survey: state.contrastSurvey, appCode: state.appReport,
            rendered: deferSearch ? nil : rendered,
            searchIndex: searchIndex,
            only: owed, urls: urls
        )
        let navigation = state.navigation ?? making!.value
        state.navigation = navigation
        let owedFiles = owed.map { owed in files.filter { owed.contains($0.path) } } ?? files
        let context = TemplateContext(
            urls: urls, siteTitle: siteTitle, navigation: navigation, assets: SiteWriter.assetURLs(files: files, design: state.design, urls: urls))
        stages.lap("navigation and search index")

        var report = BuildReport(
            diagnostics: [], pageCount: rendered.count, fileCount: 0,
            outputDirectory: project.outputDirectory, wroteOutput: false, duration: .zero, pages: rendered
        )
        report.contrastComparison = state.contrastComparison
        report.tokenChanges = state.tokenChanges
        if let summary = state.contrastSummary {
            report.contrast = (
                summary.pairs, summary.modes, summary.failing, summary.accepted, summary.surveyed, summary.readableAsBody.map { ($0.mode, $0.count) },
                urls.url(forPagePath: ContrastPage.pagePath)
            )
        }
        let tokens = state.design.tokens
        if state.design.hasTokens, !tokens.leftOut.isEmpty {
            let url = urls.url(forPagePath: TokenPages.pagePath) + "#" + TokenPages.leftOutID
            report.tokensLeftOut = (tokens.sourceCount, tokens.leftOutCount, url)
        }
        diagnostics = Diagnostic.foldedAcrossFiles(diagnostics)
        if options.strict { diagnostics = diagnostics.map(\.promotedToError) }
        report.diagnostics = diagnostics.sorted()
        let pagesToWrite = layout.map { paths in rendered.filter { paths.contains($0.page.contentPath) } } ?? rendered
        report.rebuiltPageCount = pagesToWrite.count
        report.fileCount = pagesToWrite.count + owedFiles.count + (theme.layouts.contains("404") ? 1 : 0)
        var written: SiteWriter.Written?
        if options.writeOutput && !report.withholdsSite {
            written = write(
                &state, &report, pages: pagesToWrite, files: staged ? files : owedFiles, context: context, staged: staged, staging: staging,
                removed: removed, deferredSearch: deferSearch, deferredTokensJSON: deferTokensJSON, stages: &stages
            )
        }
        if let merging { state.search = merging.value.index }
        if !report.wroteOutput, let staging {
            // Errors were found, or writing failed: the folders made for the pages go.
            _ = staging.folders.value
            staging.output.discard()
        }
        report.duration = ContinuousClock.now - start
        return Outcome(report: report, written: written)
    }
}
