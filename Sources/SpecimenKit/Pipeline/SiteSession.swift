import Foundation
import SpecimenTokens

/// A build that remembers what it built, so a change rebuilds only what it affects.
///
/// `build()` is the whole pipeline: read the theme, tokens and guides, render every page
/// on all cores, check links and contrast, lay pages out and swap the output folder in.
/// `rebuild(changed:)` is what the preview server calls after a save: a guide edit
/// re-renders that guide and re-lays out only the pages whose navigation can show the
/// change; a template edit re-lays out every page without re-rendering Markdown; a token,
/// component or contrast edit re-renders the guides that use the design (component examples,
/// raw HTML checked for literal colours), the generated design pages and the CSS and JSON
/// made from tokens. With `BuildOptions.cacheDirectory`, `build()` starts from the last
/// build's cache and hands the changed files to `rebuild(changed:)` (see `BuildCache`).
public struct SiteSession: Sendable {
    /// The project being built.
    public let project: Project
    /// How it is built.
    public let options: BuildOptions
    /// Leave the search index out of incremental rebuilds until `writeDeferredOutput()`: the
    /// preview tells browsers to reload first, since a page loads the index only when search opens.
    public var defersSearchIndex = false
    /// Keep the highlighted HTML of each page's Swift blocks, so that rendering a page again (the preview
    /// after a save) parses only the blocks that changed. A build that ends with the process does without.
    public var keepsHighlightedSwift = false
    private var state: State?
    /// The app's code as last scanned, kept when a full build starts from a new state, so that it reads again only what changed.
    private var lastAppCode: AppCode?
    /// Whether files were scanned since the scans were last kept in the cache folder.
    private var appCodeUnsaved = false

    /// What the last build produced, kept for the next rebuild.
    fileprivate struct State: Sendable {
        var design: DesignSystem
        var site: Site
        /// Load-time problems (front matter, encoding) by content path.
        var loadDiagnostics: [String: [Diagnostic]]
        /// Problems that belong to no single page (duplicate URLs).
        var siteDiagnostics: [Diagnostic]
        /// Rendered guides by content path.
        var rendered: [String: RenderedPage]
        /// Rendered generated pages (token pages, gallery, contrast table), which change only with the design.
        var generated: [RenderedPage]
        var contrast: [ContrastResult]
        var contrastDiagnostics: [Diagnostic]
        /// The contrast table at a glance, kept by the build cache (which does not keep the results).
        var contrastSummary: ContrastSummary?
        /// What changed since `--baseline`, when one was given.
        var contrastComparison: ContrastComparison?
        /// What each page's navigation showed, to tell whether a change reaches other pages.
        var navigationEntries: [Navigation.Entry]
        /// The sidebar's tree of `navigationEntries`, made once for as long as they stay the same.
        var navigation: Navigation?
        /// The generated listings and home of the last build, made again only when their inputs change.
        var indexes: GeneratedIndexes?
        /// Problems with the links of each page, by content path (pages without any are left out).
        var linkDiagnostics: [String: [Diagnostic]] = [:]
        /// The search index as last merged, so a rebuild merges in only the pages it rendered.
        var search: SearchIndex.Merged?
        /// What the output folder still lacks.
        var owed = OutputLedger()
        /// Whether the written search index is older than the pages (see `defersSearchIndex`).
        var searchIndexStale = false
        /// Whether the pages came from the build cache without their bodies, so only changed pages can be laid out.
        var bodiless = false
        /// Set when a page's headings and links, read from the build cache when first needed, did not decode.
        var cacheDamage: Locked<Bool>?
        /// The app's Swift code as last scanned (`content/swift.yml`, `--swift-sources`); `nil` when the project names none.
        var appCode: AppCode?
        /// The code joined with the tokens: uses, drift, adoption.
        var appReport: AppCodeReport?
        /// The setting's problems, drift and deprecated tokens in use.
        var appDiagnostics: [Diagnostic] = []
        /// Whether `appCode` was read in this session (a state restored from the build cache has not read it yet).
        var appCodeRead = false

        /// What the build cache keeps of this state: everything but the design, which is read again (the cache file leaves out page bodies).
        var snapshot: Snapshot {
            Snapshot(
                pages: site.pages, drafts: site.drafts, files: site.files,
                loadDiagnostics: loadDiagnostics, siteDiagnostics: siteDiagnostics,
                rendered: rendered, generated: generated, indexes: indexes.map { ($0.home, $0.listings) },
                contrastDiagnostics: contrastDiagnostics, contrastSummary: contrastSummary, navigationEntries: navigationEntries, linkDiagnostics: linkDiagnostics,
                search: search
            )
        }
    }

    /// The part of a build kept in the build cache (see `BuildCache`).
    struct Snapshot: Sendable {
        var pages: [Page]
        var drafts: [Page]
        var files: [String]
        var loadDiagnostics: [String: [Diagnostic]]
        var siteDiagnostics: [Diagnostic]
        var rendered: [String: RenderedPage]
        var generated: [RenderedPage]
        /// The generated home and listings, kept so that a rebuild whose pages keep their titles, order
        /// and descriptions neither makes nor writes them again (see `assemblePages`).
        var indexes: (home: RenderedPage?, listings: [RenderedPage])?
        var contrastDiagnostics: [Diagnostic]
        var contrastSummary: ContrastSummary?
        var navigationEntries: [Navigation.Entry]
        var linkDiagnostics: [String: [Diagnostic]]
        var search: SearchIndex.Merged?
    }

    /// The contrast table's pairs, modes and failing pairs.
    struct ContrastSummary: Sendable, Equatable {
        var pairs: Int
        var modes: Int
        var failing: Int
    }

    /// A session for `project`; nothing is read until `build()`.
    public init(project: Project, options: BuildOptions = BuildOptions()) {
        self.project = project
        self.options = options
    }

    /// The pages of the last build, in output order (for tools and tests).
    public var pagePaths: [String] {
        guard var state else { return [] }
        return assemblePages(&state).map(\.page.pagePath)
    }

    // MARK: - Full build

    /// Builds the site and writes it, unless an error was found.
    ///
    /// With a cache folder in the options, a build whose cache still matches re-renders only
    /// the guides whose text changed and rewrites only their pages (see `BuildCache`);
    /// otherwise everything is built and the output folder is replaced whole.
    public mutating func build() -> BuildReport {
        let start = ContinuousClock.now
        if options.writeOutput, let problem = OutputLocation.problem(project) {
            return BuildReport(diagnostics: [problem], pageCount: 0, fileCount: 0, outputDirectory: project.outputDirectory,
                               wroteOutput: false, duration: ContinuousClock.now - start)
        }
        guard let cacheFolder = options.cacheDirectory, options.writeOutput else {
            var report = fullBuild()
            Self.finishClearing(&report, start: start)
            return report
        }
        var stages = StageClock()
        let key = BuildCache.key(project: project, options: options)
        // The cache is no input: it is decoded on a thread of its own while the inputs are stamped.
        let loading = Pending { [project] in BuildCache.load(from: cacheFolder, key: key, project: project) }
        // Stamped before any input is read: a file saved during the build looks changed next time.
        let inputs = BuildCache.stampInputs(project)
        stages.lap("stamp the files of content/ and theme/")
        var report: BuildReport
        var previous: BuildCache?
        // The design is read while the cache is still decoded. Without a cache, the guides are read
        // while the design still loads (see `fullBuild`).
        let design = loadingDesign()
        if let cache = loading.value {
            state = State(restoring: cache, project: project, design: design.value)
            stages.lap("read the build cache, theme and tokens")
            // Every file the cache recorded in the output is checked on the other core while the change is
            // rebuilt. A file the rebuild writes or removes may be seen either way; any other file changed or
            // deleted by hand (rare) means everything is built after all.
            let outputChanges = Pending { [project] in cache.outputChanges(in: project) }
            report = rebuildLeavingRemoval(changed: cache.changedInputs(inputs))
            report.stages = stages.laps + report.stages
            // Still the cached state when bodiless: the rest of the output and the other pages' records stand.
            if state?.bodiless == true {
                let rewritten = Set(report.removedOutput).union((report.outputStamps ?? [:]).keys)
                if outputChanges.value.allSatisfy(rewritten.contains) {
                    previous = cache
                } else {
                    state = nil
                    report = fullBuild(design: design)
                    report.stages = stages.laps + report.stages
                }
            }
        } else {
            stages.lap("read the build cache")
            report = fullBuild(design: design)
            report.stages = stages.laps + report.stages
        }
        report.duration = ContinuousClock.now - start
        guard report.wroteOutput, let state, let written = report.outputStamps else {
            Self.finishClearing(&report, start: start)
            return report
        }
        var output = written
        if let previous {
            output = previous.output.merging(written) { $1 }
            for path in report.removedOutput { output[path] = nil }
        }
        let cache = BuildCache(key: key, inputs: inputs, output: output, snapshot: state.snapshot)
        var saving = StageClock()
        do {
            try cache.save(to: cacheFolder, in: previous?.recordsFile)
        } catch {
            // The site is written; without a cache the next build is a full one, which is only slower.
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: BuildCache.fileName))
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: BuildCache.recordsFileName))
        }
        if let code = state.appCode {
            if appCodeUnsaved {
                code.save(to: cacheFolder, key: key)
                appCodeUnsaved = false
            }
        } else {
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: AppCode.cacheFileName))
        }
        saving.lap("write the build cache")
        report.stages += saving.laps
        report.duration = ContinuousClock.now - start
        Self.finishClearing(&report, start: start)
        return report
    }

    /// Waits for the previous site's removal (see `StagedOutput.commit`), which went on while the cache was saved;
    /// the build's stages and duration include the wait. What a removal failed to remove is cleared by the next
    /// build before it stages, which refuses to stage into a folder it could not clear.
    private static func finishClearing(_ report: inout BuildReport, start: ContinuousClock.Instant) {
        guard let clearing = report.clearing else { return }
        var waiting = StageClock()
        _ = clearing.value
        report.clearing = nil
        waiting.lap("finish removing the previous site")
        report.stages += waiting.laps
        report.duration = ContinuousClock.now - start
    }

    /// The theme and tokens, read on a thread of their own while the caller goes on.
    private func loadingDesign() -> Pending<DesignSystem> {
        Pending { [project] in DesignSystem.load(project) }
    }

    /// Builds everything and replaces the output folder whole, unless an error was found; `design` when already being read.
    private mutating func fullBuild(design: Pending<DesignSystem>? = nil) -> BuildReport {
        let start = ContinuousClock.now
        options.progress?(.loading)
        let urls = SiteURLs(base: options.baseURL)
        var stages = StageClock()
        // The guides do not depend on the design: they are read on every core while it loads.
        let loading = design ?? loadingDesign()
        let (site, siteLoadDiagnostics) = SiteLoader.load(project, includeDrafts: options.includeDrafts)
        // The pages' folders are made while they render (see `StagedOutput.makingFolders`); a staging folder that
        // cannot be made now is tried again, and its error reported, when the site is written.
        // No staging folder for a project without content: it would make the folder the user mistyped.
        let hasContent = FileManager.default.fileExists(atPath: project.contentDirectory.path)
        let staging = options.writeOutput && hasContent ? (try? StagedOutput(destination: project.outputDirectory)).map { output in
            (output: output, folders: output.makingFolders(for: site.pages.map(\.pagePath)))
        } : nil
        let design = loading.value
        stages.lap("read theme, tokens and guides")
        var state = State(
            design: design, site: site, loadDiagnostics: [:], siteDiagnostics: [],
            rendered: [:], generated: [], contrast: [], contrastDiagnostics: [], navigationEntries: []
        )
        // Filed under the guide they are in, published, draft or unreadable alike, as `rebuild` files
        // them when that guide changes; only what spans guides (duplicate URLs) belongs to the site.
        let contentPrefix = project.displayPath(project.contentDirectory) + "/"
        for diagnostic in siteLoadDiagnostics {
            if diagnostic.code != .duplicateURL, let file = diagnostic.location?.file, file.hasPrefix(contentPrefix), file.hasSuffix(".md") {
                state.loadDiagnostics[String(file.dropFirst(contentPrefix.count)), default: []].append(diagnostic)
            } else {
                state.siteDiagnostics.append(diagnostic)
            }
        }
        options.progress?(.rendering(count: site.pages.count))
        let renderer = self.renderer(design: design, urls: urls)
        for page in site.pages.parallelMap(renderer.render) { state.rendered[page.page.contentPath] = page }
        stages.lap("render Markdown")
        state.appCode = lastAppCode
        readAppCode(&state, rejoin: true)
        stages.lap("read the app's Swift code")
        renderDesignPages(&state, urls: urls)
        stages.lap("contrast and generated pages")
        let pages = assemblePages(&state)
        state.navigationEntries = Self.navigationEntries(pages)
        var report = finish(&state, pages, start: start, layout: nil, recheck: nil, search: nil, staged: true, staging: staging, stages: &stages)
        report.stages = stages.laps
        state.owed.everything = !report.wroteOutput
        self.state = state
        return report
    }

    // MARK: - Incremental rebuild

    /// Rebuilds after `changed` paths (relative to the project folder) were created, edited or deleted.
    public mutating func rebuild(changed: [String]) -> BuildReport {
        let start = ContinuousClock.now
        var report = rebuildLeavingRemoval(changed: changed)
        Self.finishClearing(&report, start: start)
        return report
    }

    /// `rebuild(changed:)`, but a full build's removal of the previous site may still be going on (see `build`).
    private mutating func rebuildLeavingRemoval(changed: [String]) -> BuildReport {
        // Taken out, not copied: the arrays and dictionaries of 1,000 pages are then changed in place.
        // Every way out below puts a state back, this one or a full build's.
        guard var state = state.take() else { return fullBuild() }
        let start = ContinuousClock.now
        var stages = StageClock()
        let urls = SiteURLs(base: options.baseURL)
        let plan = RebuildPlan(changed: changed) { [project, appCode = state.appCode] path in appCode?.kind(ofProjectPath: path, project: project) }
        let designChanged = plan.designChanged, themeChanged = plan.themeChanged
        // Pages restored from the build cache have no bodies to lay out or render again.
        if plan.needsFullBuild || (state.bodiless && (themeChanged || designChanged)) {
            return fullBuild()
        }
        // The generated indexes of the last build (kept by the build cache too).
        let indexesBefore = state.indexes?.pages
        if themeChanged || designChanged {
            // Layouts, partials and assets change how pages look, not what they say: keep the rendered Markdown.
            let design = DesignSystem.load(project)
            state.design = design
            state.indexes = nil
        }
        // A Swift file of the app changes its uses and drift, which only the token pages, the adoption page and
        // tokens.json show; a restored state has not read the code yet, and new tokens are joined with it again.
        let appCodeChanged = !state.appCodeRead || !plan.appCode.isEmpty || plan.appCodeSettingChanged || designChanged
            ? readAppCode(&state, rejoin: designChanged) : false
        stages.lap("read the app's Swift code")
        let renderer = self.renderer(design: state.design, urls: urls)
        let filesBefore = state.site.files
        // The guides read again, and the last render of each, whose highlighted Swift it can reuse.
        var (touched, previous) = readChangedInputs(&state, plan)
        // The token pages made again for a change of the app's code alone: their links are checked again whole.
        var remadeTokenPages: [String] = []
        if designChanged {
            // Tokens, components and contrast pairs reach only the guides that drew on them, the
            // generated design pages and the CSS and JSON files; every other guide keeps its HTML.
            for page in state.site.pages where state.rendered[page.contentPath]?.usesDesign ?? true { touched.insert(page.contentPath) }
            remakeDesignPages(&state, urls: urls)
        } else if appCodeChanged {
            remadeTokenPages = remakeTokenPages(&state, urls: urls)
        }
        let changedPages = state.site.pages.filter { touched.contains($0.contentPath) }
        for page in changedPages where previous[page.contentPath] == nil { previous[page.contentPath] = state.rendered[page.contentPath] }
        for page in changedPages.parallelMap({ [previous] in renderer.render($0, reusing: previous[$0.contentPath]) }) {
            state.rendered[page.page.contentPath] = page
        }
        stages.lap("render changed guides")

        let (pages, remadeIndexes, goneIndexes, navigationChanged) = reassemble(&state, touched: touched, indexesBefore: indexesBefore)
        let made = Set(pages.map(\.page.contentPath))
        if themeChanged || navigationChanged { state.owed.everything = true }
        if state.owed.everything && state.bodiless { return fullBuild() }
        state.owed.pages.formUnion(touched)
        // A generated index (the home, a big folder's listing) shows the descriptions of the pages it
        // lists, which the navigation does not: it is written again whenever it was made again.
        state.owed.pages.formUnion(remadeIndexes.map(\.page.contentPath))
        // Until a write succeeds, every change since the last one is still owed to the output.
        let layout: Set<String>? = state.owed.everything ? nil : state.owed.pages
        // Links are checked again only where their answer can have changed: every link of the guides rendered
        // again, and on other pages the links that lead to one of them (a heading may be gone) or, when content
        // files came or went, to a file. Generated pages give way to a guide at their place, so once anything
        // changed, links to them count as reached; the indexes among them (the home, listings) are checked whole
        // when they were made again. A broken link's "Did you mean" names the nearest page or file, so when pages
        // or files came or went (or were renamed in the navigation), every page with a link problem is checked
        // again. A design change re-renders the design's pages: then every page is checked (no plan).
        let recheck = designChanged ? nil : LinkRecheck.plan(
            touched: touched, pages: pages, state: state, filesChanged: state.site.files != filesBefore,
            navigationChanged: navigationChanged, remadeIndexes: remadeIndexes.map(\.page.contentPath), goneIndexes: goneIndexes,
            remadeWhole: remadeTokenPages
        )
        // Pages restored from the build cache have no text to index again: the cached index is patched, or everything is built.
        var search: SearchIndex.Merged?
        if state.bodiless {
            guard let patched = state.search.flatMap({ SearchIndex.patched($0, with: pages) }) else { return fullBuild() }
            search = patched
        }
        stages.lap("find what the change reaches")
        var report = finish(
            &state, pages, start: start, layout: layout, recheck: recheck, search: search, staged: false,
            removed: touched.filter { state.rendered[$0] == nil && !made.contains($0) }, stages: &stages
        )
        // What was checked against a damaged record cannot be trusted; everything is built again.
        if state.cacheDamage?.withLock({ $0 }) == true { return fullBuild() }
        if report.wroteOutput {
            state.owed.paid()
        }
        report.stages = stages.laps
        self.state = state
        return report
    }

    /// The pages in output order after a rebuild: the generated indexes made again (`remade`: the home and listings
    /// that may show something new), the big folders' listings no longer made (`gone`, owed removal from the
    /// output), and whether the navigation changed (its tree is then made again).
    private func reassemble(_ state: inout State, touched: Set<String>, indexesBefore: [RenderedPage]?)
        -> (pages: [RenderedPage], remade: [RenderedPage], gone: [String], navigationChanged: Bool) {
        // A generated index at the place of a changed guide (a draft `index.md` over the generated home) is
        // made again: one restored from the build cache has no body to lay out.
        if state.indexes?.pages.contains(where: { touched.contains($0.page.contentPath) }) == true { state.indexes = nil }
        let pages = assemblePages(&state)
        // The generated indexes (the home, listings) that may show something new: those not kept from the last build.
        let kept = Set((indexesBefore ?? []).map(ObjectIdentifier.init))
        let remadeIndexes = (state.indexes?.pages ?? []).filter { !kept.contains(ObjectIdentifier($0)) }
        // A big folder's listing no longer made (the folder shrank, or has a page of its own now) leaves the output.
        let made = Set(pages.map(\.page.contentPath))
        var goneIndexes: [String] = []
        for entry in state.navigationEntries where !made.contains(entry.contentPath) && !touched.contains(entry.contentPath) && entry.contentPath.hasSuffix("/index.md") {
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

    /// Reads the content files and guides `plan` names again into `state`: what a file's change owes the output,
    /// each guide's page and problems. Returns the guides read (created, edited or deleted) and their last renders.
    private func readChangedInputs(_ state: inout State, _ plan: RebuildPlan) -> (touched: Set<String>, previous: [String: RenderedPage]) {
        var touched: Set<String> = []
        var previous: [String: RenderedPage] = [:]
        for contentPath in plan.files {
            // Pages do not show the file list (link checks read it on every rebuild): only the file is copied or removed.
            let exists = FileManager.default.fileExists(atPath: project.contentDirectory.appending(path: contentPath).path)
            if exists {
                if !state.site.files.contains(contentPath) { state.site.files.append(contentPath); state.site.files.sort() }
            } else {
                state.site.files.removeAll { $0 == contentPath }
            }
            state.owed.contentFile(contentPath, exists: exists)
        }
        for contentPath in plan.guides {
            let url = project.contentDirectory.appending(path: contentPath)
            let exists = FileManager.default.fileExists(atPath: url.path)
            previous[contentPath] = state.rendered.removeValue(forKey: contentPath)
            state.loadDiagnostics[contentPath] = nil
            state.site.pages.removeAll { $0.contentPath == contentPath }
            state.site.drafts.removeAll { $0.contentPath == contentPath }
            touched.insert(contentPath)
            guard exists else { continue }
            let (page, problems) = SiteLoader.loadPage(atPath: url.path, contentPath: contentPath, displayPath: project.displayPath(url))
            state.loadDiagnostics[contentPath] = problems.isEmpty ? nil : problems
            guard let page else { continue }
            if page.frontMatter.draft && !options.includeDrafts {
                state.site.drafts.append(page)
            } else {
                state.site.pages.append(page)
            }
        }
        state.site.pages.sort { $0.contentPath < $1.contentPath }
        state.site.drafts.sort { $0.contentPath < $1.contentPath }
        state.siteDiagnostics = SiteLoader.duplicateURLs(state.site.pages)
        return (touched, previous)
    }

    /// Makes the design pages again after the design or the app's code changed: a page no longer made leaves the
    /// output (unless a guide now stands at its place), and so do the token files once there are no tokens.
    private func remakeDesignPages(_ state: inout State, urls: SiteURLs) {
        let madeBefore = state.generated.map(\.page.pagePath)
        renderDesignPages(&state, urls: urls)
        // A design page no longer made (its tokens, components or pairs are gone) leaves the site, unless a
        // guide now stands at its place; so do the token files once there are no tokens.
        let made = Set(state.generated.map(\.page.pagePath))
        let taken = Set(state.site.pages.map(\.pagePath))
        for pagePath in madeBefore where !made.contains(pagePath) && !taken.contains(pagePath) {
            state.owed.gone.insert(pagePath + "index.html")
        }
        for pagePath in made { state.owed.gone.remove(pagePath + "index.html") }
        for path in SiteBuilder.designFilePaths where !state.site.files.contains(path) {
            if state.design.hasTokens { state.owed.gone.remove(path) } else { state.owed.gone.insert(path) }
        }
        state.owed.pages.formUnion(state.generated.map(\.page.contentPath))
        state.owed.designFiles.formUnion(SiteBuilder.designFilePaths)
    }

    /// Makes the token pages and the adoption page again after the app's code changed, which nothing else shows
    /// but `tokens.json`: the contrast results, the other generated pages and the guides stand. Returns their content paths.
    private func remakeTokenPages(_ state: inout State, urls: SiteURLs) -> [String] {
        let taken = Set(state.site.pages.map(\.pagePath))
        let fresh = tokenPages(state, urls: urls, taken: taken).parallelMap(renderer(design: state.design, urls: urls).render)
        let made = Set(fresh.map(\.page.pagePath))
        let isTokenPage = { (page: RenderedPage) in page.page.pagePath.hasPrefix(DesignSystem.tokensPagePath) }
        for page in state.generated where isTokenPage(page) && !made.contains(page.page.pagePath) && !taken.contains(page.page.pagePath) {
            state.owed.gone.insert(page.page.pagePath + "index.html")
        }
        for pagePath in made { state.owed.gone.remove(pagePath + "index.html") }
        // They come first among the generated pages, as `renderDesignPages` makes them.
        state.generated = fresh + state.generated.filter { !isTokenPage($0) }
        state.owed.pages.formUnion(fresh.map(\.page.contentPath))
        state.owed.designFiles.insert(SiteBuilder.tokensJSONPath)
        return fresh.map(\.page.contentPath)
    }

    /// Reads the app's Swift code where it changed since the last read and joins it with the tokens (again when
    /// `rejoin`: the tokens changed); whether what the pages show of it can have changed.
    @discardableResult
    private mutating func readAppCode(_ state: inout State, rejoin: Bool) -> Bool {
        let (setting, problems) = AppCodeSetting.load(project, overrides: options.swiftSources)
        defer { state.appCodeRead = true }
        guard let setting else {
            let had = state.appCode != nil
            state.appCode = nil
            lastAppCode = nil
            state.appReport = nil
            state.appDiagnostics = problems
            return had
        }
        let settingChanged = state.appCodeRead && state.appCode?.setting != setting
        // The cache file is read only before the first scan of a build that keeps one.
        let cacheFolder = state.appCodeRead || state.appCode != nil ? nil : options.cacheDirectory
        let scanned = AppCode.scan(
            setting, project: project, previous: state.appCode, cacheFolder: cacheFolder,
            key: cacheFolder == nil ? "" : BuildCache.key(project: project, options: options)
        )
        let (code, changed) = (scanned.code, scanned.changed)
        state.appCode = code
        lastAppCode = code
        if scanned.rescanned { appCodeUnsaved = true }
        if changed || settingChanged || rejoin || state.appReport == nil {
            state.appReport = state.design.hasTokens ? AppCodeReport(code, tokens: state.design.tokens) : nil
        }
        state.appDiagnostics = problems + (state.appReport?.diagnostics ?? [])
        return changed || settingChanged
    }

    /// Writes what an incremental rebuild deferred (the search index); cheap when nothing is owed.
    public mutating func writeDeferredOutput() {
        guard var state, state.searchIndexStale else { return }
        let urls = SiteURLs(base: options.baseURL)
        let search = SearchIndex.merged(for: assemblePages(&state), urls: urls, previous: state.search)
        state.search = search
        _ = try? OutputFile.write(search.json(), to: project.outputDirectory.appending(path: SiteBuilder.searchIndexPath).path, atomic: true)
        state.searchIndexStale = false
        self.state = state
    }

    // MARK: - Stages

    private func renderer(design: DesignSystem, urls: SiteURLs) -> PageRenderer {
        PageRenderer(
            urls: urls, components: design.componentBlock(urls: urls), colourLint: LiteralColourLint(tokens: design.tokens),
            keepsHighlightedSwift: keepsHighlightedSwift
        )
    }

    /// Contrast evaluation and the pages Specimen generates from the design system.
    private func renderDesignPages(_ state: inout State, urls: SiteURLs) {
        let design = state.design
        let supported = design.supportedComponents()
        let contrastFile = project.contrastFile
        let (declarations, declarationProblems, page) = ContrastDeclarations.load(
            contrastFile: contrastFile, displayPath: project.displayPath(contrastFile), components: design.components,
            only: supported, tokens: design.tokens
        )
        var (contrast, contrastProblems, backdrops) = design.hasTokens ? ContrastChecker.evaluate(declarations, tokens: design.tokens, page: page) : ([], [], [])
        // The pairs that could not be checked, and why, are listed on the contrast page too.
        let unchecked = design.hasTokens ? (declarationProblems + contrastProblems).filter { $0.code != .contrastFailure && !$0.advisory } : []
        if let option = options.contrastBaseline, design.hasTokens {
            let (baseline, problems) = ContrastBaseline.load(option.url, displayPath: option.displayPath)
            contrastProblems += problems
            if let baseline {
                let comparison = ContrastComparison.compare(contrast, with: baseline, tokens: design.tokens, maxDrop: option.maxRatioDrop)
                // A pair that now fails is reported once, at the token that broke it.
                let replaced = comparison.replacedFailures()
                contrastProblems = contrastProblems.filter { !replaced.contains($0) } + comparison.diagnostics()
                state.contrastComparison = comparison
            }
        }
        state.contrast = contrast
        state.contrastDiagnostics = (design.hasTokens ? declarationProblems : []) + contrastProblems
        let rows = ContrastPage.rows(contrast)
        state.contrastSummary = contrast.isEmpty ? nil
            : ContrastSummary(pairs: rows.count, modes: Set(contrast.map(\.mode)).count, failing: rows.filter { $0.status == "fail" }.count)
        // Generated pages stand aside for a guide a team wrote at the same place.
        let taken = Set(state.site.pages.map(\.pagePath))
        let tokenLinks = design.tokenLinks(urls: urls)
        var pages = tokenPages(state, urls: urls, taken: taken)
        if !supported.isEmpty, !taken.contains(DesignSystem.galleryPagePath) {
            pages.append(ComponentGallery.page(design.components, only: supported))
        }
        if !contrast.isEmpty, !taken.contains(DesignSystem.contrastPagePath) {
            pages.append(ContrastPage.page(
                contrast, modes: design.tokens.modes, tokenLinks: design.hasTokens ? tokenLinks : nil, backdrops: backdrops, unchecked: unchecked
            ))
            if !taken.contains(DesignSystem.contrastMatrixPagePath) { pages.append(ContrastMatrix.page(contrast, modes: design.tokens.modes)) }
        }
        state.generated = pages.parallelMap(renderer(design: design, urls: urls).render)
    }

    /// The token pages and the adoption page beside them (also when a team wrote its own `tokens/index.md`), less
    /// those a guide stands in place of; all below `tokens/`.
    private func tokenPages(_ state: State, urls: SiteURLs, taken: Set<String>) -> [Page] {
        let design = state.design
        let tokenLinks = design.tokenLinks(urls: urls)
        var pages: [Page] = []
        if design.hasTokens, !taken.contains(DesignSystem.tokensPagePath) {
            pages += TokenPages.pages(design.tokens, links: tokenLinks, appCode: state.appReport).filter { !taken.contains($0.pagePath) }
        }
        if let report = state.appReport, !pages.contains(where: { $0.pagePath == AdoptionPage.pagePath }), !taken.contains(AdoptionPage.pagePath) {
            pages.append(AdoptionPage.page(report, tokens: design.tokens, links: tokenLinks))
        }
        return pages
    }

    /// Every page in output order: guides sorted by content path, then generated pages and the
    /// listings of big folders (`FolderListing`), with a generated home first when content/ has no `index.md`.
    private func assemblePages(_ state: inout State) -> [RenderedPage] {
        let pages = Self.indexedPages(state)
        // The listings and the home are made from the pages' places, titles, order and descriptions alone:
        // while those stay the same (a guide's text was edited), the last ones are used again.
        let inputs = pages.map(GeneratedIndexes.Input.init)
        if let indexes = state.indexes, indexes.inputs == inputs { return indexes.assembled(pages) }
        let renderer = renderer(design: state.design, urls: SiteURLs(base: options.baseURL))
        // Big folders without a page of their own get one listing them, which their sidebar window links to.
        let listings = FolderListing.pages(for: pages).map(renderer.render)
        var home: RenderedPage?
        if !pages.isEmpty, !pages.contains(where: { $0.page.contentPath == "index.md" }) {
            home = renderer.render(GeneratedHome.page(listing: pages + listings, project: project))
        }
        let indexes = GeneratedIndexes(inputs: inputs, listings: listings, home: home)
        state.indexes = indexes
        return indexes.assembled(pages)
    }

    /// The guides and generated design pages, in output order: what the home and listings are made from.
    fileprivate static func indexedPages(_ state: State) -> [RenderedPage] {
        var taken: Set<String> = []
        // Of two guides for one URL (`a.md` and `a/index.md`) the first is published; the other's error says so.
        var pages = state.site.pages.compactMap { state.rendered[$0.contentPath] }.filter { taken.insert($0.page.pagePath).inserted }
        pages += state.generated.filter { !taken.contains($0.page.pagePath) }
        return pages
    }

    private static func navigationEntries(_ pages: [RenderedPage]) -> [Navigation.Entry] {
        pages.map { Navigation.Entry(contentPath: $0.page.contentPath, title: $0.title, order: $0.page.frontMatter.order) }
    }

    /// The links a rebuild checks again (see `rebuild(changed:)`); the others keep what was found before.
    fileprivate struct LinkRecheck {
        /// Pages whose every link is checked.
        var whole: Set<String>
        /// Pages of which only the links `change` reaches are checked.
        var partly: Set<String>
        var change: LinkChecker.Change

        /// Which links a rebuild checks again (see the comment where it is called): every link of the `touched`
        /// guides; on other pages the links that lead to one of them, or to a file when content files came or went;
        /// every page with a link problem when pages or files came or went or the navigation changed; the indexes
        /// made again whole; and the generated pages `remadeWhole` (the token pages after a change of the app's code).
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

    /// Writes `pages` and `files` with `context`: staged and swapped in whole, or (a rebuild) in place, removing what
    /// the ledger says is gone. A failure is an error in `report`; the previous site is left as it was.
    private func write(
        _ state: inout State, _ report: inout BuildReport, pages: [RenderedPage], files: [SiteBuilder.CopiedFile], context: TemplateContext, staged: Bool,
        staging: (output: StagedOutput, folders: Pending<Void>)?, removed: Set<String>, deferredSearch: Bool, stages: inout StageClock
    ) {
        options.progress?(.writing(count: report.fileCount))
        do {
            if staged {
                _ = staging?.folders.value
                let output = try staging?.output ?? StagedOutput(destination: report.outputDirectory)
                do {
                    let stamps = try SiteBuilder.write(pages, files: files, theme: state.design.theme, context: context, to: output.staging, atomic: false)
                    report.clearing = try output.commit()
                    report.outputStamps = stamps
                } catch {
                    output.discard()
                    throw error
                }
            } else {
                // The preview updates its own folder in place: only what changed is written.
                report.outputStamps = try SiteBuilder.write(
                    pages, files: files, theme: state.design.theme, context: context, to: report.outputDirectory, atomic: true
                )
                if deferredSearch { state.searchIndexStale = true }
                let removedPaths = removed.map { SiteURLs.pagePath(forContentPath: $0) + "index.html" } + state.owed.gone.sorted()
                for path in removedPaths { try? FileManager.default.removeItem(at: report.outputDirectory.appending(path: path)) }
                report.removedOutput = removedPaths
            }
            report.wroteOutput = true
            stages.lap("lay out and write")
        } catch {
            report.diagnostics.append(.error(
                .outputWrite, at: nil, "the site could not be written to \(Project.shownPath(report.outputDirectory))",
                reason: "\(error.localizedDescription) The previous site, if any, was left as it was.",
                fix: "Check that the folder is writable and the disk has space, or pass `--output DIR`."
            ))
        }
    }

    /// Checks the links `recheck` names (every link without one), keeping what was found on the pages and links
    /// it leaves out; returns the pages' own problems and their link problems, external links included when asked.
    private func checkLinks(_ state: inout State, _ rendered: [RenderedPage], recheck: LinkRecheck?, removed: Set<String>) -> [Diagnostic] {
        let checking = recheck.map { recheck in
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
    private func finish(
        _ state: inout State, _ rendered: [RenderedPage], start: ContinuousClock.Instant, layout: Set<String>?, recheck: LinkRecheck?,
        search: SearchIndex.Merged?, staged: Bool, staging: (output: StagedOutput, folders: Pending<Void>)? = nil, removed: Set<String> = [],
        stages: inout StageClock
    ) -> BuildReport {
        let urls = SiteURLs(base: options.baseURL)
        let theme = state.design.theme
        var diagnostics = state.design.diagnostics + state.siteDiagnostics + state.contrastDiagnostics + state.appDiagnostics
        for problems in state.loadDiagnostics.values { diagnostics += problems }
        diagnostics += checkLinks(&state, rendered, recheck: recheck, removed: removed)
        stages.lap("check links")
        let siteTitle = rendered.first { $0.page.contentPath == "index.md" }?.title ?? Page.humanise(project.root.lastPathComponent)
        let deferSearch = layout != nil && defersSearchIndex
        // A rebuild in place writes only the search index and what the design owes; the rest is not even made.
        let owed: Set<String>? = layout == nil ? nil
            : state.owed.filesToWrite(searchIndex: SiteBuilder.searchIndexPath)
        // The navigation tree is made on another thread while the search index is merged (on every core: a merge
        // nested in `concurrentPerform` would run on one), so a rebuild, which merges on one, uses two.
        let making = state.navigation == nil ? Pending { [entries = state.navigationEntries] in Navigation(entries: entries) } : nil
        let index = deferSearch ? nil : search ?? SearchIndex.merged(for: rendered, urls: urls, previous: state.search)
        if let index { state.search = index }
        let files = SiteBuilder.outputFiles(
            site: state.site, design: state.design, contrast: state.contrast, appCode: state.appReport, rendered: deferSearch ? nil : rendered, searchIndex: index?.json(),
            only: owed, urls: urls
        )
        let navigation = state.navigation ?? making!.value
        state.navigation = navigation
        let written = owed.map { owed in files.filter { owed.contains($0.path) } } ?? files
        let context = TemplateContext(urls: urls, siteTitle: siteTitle, navigation: navigation, assets: SiteBuilder.assetURLs(files: files, design: state.design, urls: urls))
        stages.lap("navigation and search index")

        var report = BuildReport(
            diagnostics: [], pageCount: rendered.count, fileCount: 0,
            outputDirectory: project.outputDirectory, wroteOutput: false, duration: .zero
        )
        report.pages = rendered
        report.contrastComparison = state.contrastComparison
        if let summary = state.contrastSummary {
            report.contrast = (summary.pairs, summary.modes, summary.failing, urls.url(forPagePath: DesignSystem.contrastPagePath))
        }
        if options.strict { diagnostics = diagnostics.map(\.promotedToError) }
        report.diagnostics = diagnostics.sorted()
        let pagesToWrite = layout.map { paths in rendered.filter { paths.contains($0.page.contentPath) } } ?? rendered
        report.rebuiltPageCount = pagesToWrite.count
        report.fileCount = pagesToWrite.count + written.count + (theme.layouts.contains("404") ? 1 : 0)
        if options.writeOutput && !report.withholdsSite {
            write(&state, &report, pages: pagesToWrite, files: staged ? files : written, context: context, staged: staged, staging: staging,
                  removed: removed, deferredSearch: deferSearch, stages: &stages)
        }
        if !report.wroteOutput, let staging {
            // Errors were found, or writing failed: the folders made for the pages go.
            _ = staging.folders.value
            staging.output.discard()
        }
        report.duration = ContinuousClock.now - start
        return report
    }
}

/// Times the stages of a build.
struct StageClock {
    private var last = ContinuousClock.now
    /// Each stage's name and duration, in order.
    private(set) var laps: [(name: String, duration: Duration)] = []

    /// Ends the current stage.
    mutating func lap(_ name: String) {
        let now = ContinuousClock.now
        laps.append((name, now - last))
        last = now
    }
}

fileprivate extension SiteSession.State {
    /// The state a cached build left, with the design read again.
    init(restoring cache: BuildCache, project: Project, design: DesignSystem) {
        let snapshot = cache.snapshot
        self.init(
            design: design, site: Site(project: project, pages: snapshot.pages, drafts: snapshot.drafts, files: snapshot.files),
            loadDiagnostics: snapshot.loadDiagnostics, siteDiagnostics: snapshot.siteDiagnostics,
            rendered: snapshot.rendered, generated: snapshot.generated, contrast: [],
            contrastDiagnostics: snapshot.contrastDiagnostics, navigationEntries: snapshot.navigationEntries, linkDiagnostics: snapshot.linkDiagnostics,
            search: snapshot.search
        )
        contrastSummary = snapshot.contrastSummary
        owed.everything = false
        bodiless = true
        cacheDamage = cache.damage
        if let (home, listings) = snapshot.indexes {
            indexes = GeneratedIndexes(inputs: SiteSession.indexedPages(self).map(GeneratedIndexes.Input.init), listings: listings, home: home)
        }
    }
}
