import Foundation
import SpecimenDiagnostics
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
    /// Leave the search index and tokens.json out of incremental rebuilds until `writeDeferredOutput()`: the
    /// preview tells browsers to reload first, since a page loads the index only when search opens, and no page
    /// reads tokens.json (a large design's is megabytes, most of a token save's writing).
    public var defersUnreadOutput = false
    /// Keep the highlighted HTML of each page's Swift blocks, so that rendering a page again (the preview
    /// after a save) parses only the blocks that changed. A build that ends with the process does without.
    public var keepsHighlightedSwift = false
    /// Keep the token files as last read (`TokenFileReader`) and the token pages as last made (`TokenPages.Memo`), so
    /// that after a save (the preview) only the files that changed are parsed again, and only the pages of groups
    /// whose rows changed are made again. A build that ends with the process does without.
    public var keepsTokenFiles = false {
        didSet {
            tokenFiles = TokenFileReader(keeps: keepsTokenFiles)
            tokenPageMemo = keepsTokenFiles ? TokenPages.Memo() : nil
        }
    }
    /// The token pages as last made, when `keepsTokenFiles`.
    private(set) var tokenPageMemo: TokenPages.Memo?
    private var state: State?
    /// Reads the token files; it keeps them when `keepsTokenFiles`.
    private var tokenFiles = TokenFileReader()
    /// The app's code as last scanned, kept when a full build starts from a new state, so that it reads again only what changed.
    private var lastAppCode: AppCode?
    /// Whether files were scanned since the scans were last kept in the cache folder.
    private var appCodeUnsaved = false
    /// What the last build or rebuild wrote (for tests); `nil` when it wrote nothing.
    private(set) var lastWrite: SiteWriter.Written?

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
        // What the last rebuild deferred is written from that rebuild's state, before this build changes it.
        writeDeferredOutput()
        if options.writeOutput, let problem = OutputLocation.problem(project) {
            lastWrite = nil
            return BuildReport(
                diagnostics: [problem], pageCount: 0, fileCount: 0, outputDirectory: project.outputDirectory,
                wroteOutput: false, duration: ContinuousClock.now - start)
        }
        // The Changes section and --base read git history, which the cache's stamps of content/ and theme/ do not see.
        if let cacheFolder = options.cacheDirectory, options.writeOutput, options.tokenBase == nil,
            !FileManager.default.fileExists(atPath: project.contentDirectory.appending(path: Changelog.fileName).path)
        {
            return finished(buildFromCache(in: cacheFolder, start: start), start: start)
        }
        return finished(fullBuild(), start: start)
    }

    /// `build()` with a cache folder: starts from the cache when it matches, and keeps the new one.
    private mutating func buildFromCache(in cacheFolder: URL, start: ContinuousClock.Instant) -> Outcome {
        var stages = StageClock()
        let key = BuildCache.key(project: project, options: options)
        // The cache is no input: it is decoded on a thread of its own while the inputs are stamped.
        let loading = Pending { [project] in BuildCache.load(from: cacheFolder, key: key, project: project) }
        // Stamped before any input is read: a file saved during the build looks changed next time.
        let inputs = BuildCache.stampInputs(project)
        stages.lap("stamp the files of content/ and theme/")
        var outcome: Outcome
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
            outcome = rebuildLeavingRemoval(changed: cache.changedInputs(inputs))
            // Still the cached state when bodiless: the rest of the output and the other pages' records stand.
            if state?.bodiless == true {
                let rewritten = Set(outcome.written?.removed ?? []).union((outcome.written?.stamps ?? [:]).keys)
                if outputChanges.value.allSatisfy(rewritten.contains) {
                    previous = cache
                } else {
                    state = nil
                    // Not the stamps' listing: a rebuild ran since, and a guide may have come or gone meanwhile.
                    outcome = fullBuild(design: design)
                }
            }
        } else {
            stages.lap("read the build cache")
            outcome = fullBuild(design: design, inputs: inputs)
        }
        outcome.report.stages = stages.laps + outcome.report.stages
        if outcome.report.wroteOutput, let state, let written = outcome.written {
            var output = written.stamps
            if let previous {
                output = previous.output.merging(written.stamps) { $1 }
                for path in written.removed { output[path] = nil }
            }
            var saving = StageClock()
            saveCache(
                BuildCache(key: key, inputs: inputs, output: output, snapshot: state.snapshot), appCode: state.appCode, to: cacheFolder, in: previous,
                records: outcome.cacheRecords?.value ?? [:])
            saving.lap("write the build cache")
            outcome.report.stages += saving.laps
        }
        outcome.report.duration = ContinuousClock.now - start
        return outcome
    }

    /// Keeps `cache`, and the scans of the app's code when there are new ones, in `cacheFolder` for the next build;
    /// `previous` is the cache it started from, whose records file it adds to.
    private mutating func saveCache(
        _ cache: BuildCache, appCode: AppCode?, to cacheFolder: URL, in previous: BuildCache?, records: BuildCache.MadeRecords
    ) {
        do {
            try cache.save(to: cacheFolder, in: previous?.recordsFile, made: records)
        } catch {
            // The site is written; without a cache the next build is a full one, which is only slower.
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: BuildCache.fileName))
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: BuildCache.recordsFileName))
        }
        if let appCode {
            if appCodeUnsaved {
                appCode.save(to: cacheFolder, key: AppCode.cacheKey(swiftSources: options.swiftSources))
                appCodeUnsaved = false
            }
        } else {
            try? FileManager.default.removeItem(at: cacheFolder.appending(path: AppCode.cacheFileName))
        }
    }

    /// The report of `outcome`, once the previous site's removal (see `StagedOutput.commit`), which went on while the
    /// cache was saved, is over; the build's stages and duration include the wait. What a removal failed to remove is
    /// cleared by the next build before it stages, which refuses to stage into a folder it could not clear.
    private mutating func finished(_ outcome: Outcome, start: ContinuousClock.Instant) -> BuildReport {
        var report = outcome.report
        lastWrite = outcome.written
        lastWrite?.clearing = nil
        guard let clearing = outcome.written?.clearing else { return report }
        var waiting = StageClock()
        _ = clearing.value
        waiting.lap("finish removing the previous site")
        report.stages += waiting.laps
        report.duration = ContinuousClock.now - start
        return report
    }

    /// The theme and tokens, read on a thread of their own while the caller goes on.
    private func loadingDesign() -> Pending<DesignSystem> {
        Pending { [project, tokenFiles] in DesignSystem.load(project, tokenFiles: tokenFiles, writesCSS: true) }
    }

    /// Builds everything and replaces the output folder whole, unless an error was found; `design` when already being read.
    /// `inputs` for a build kept in the build cache: content/ was just stamped, so its files are not listed again, and the
    /// guides' records for the cache are made while the site is assembled (`Outcome.cacheRecords`).
    private mutating func fullBuild(design: Pending<DesignSystem>? = nil, inputs: [String: FileStamp]? = nil) -> Outcome {
        let start = ContinuousClock.now
        options.progress?(.loading)
        let urls = SiteURLs(base: options.baseURL)
        var stages = StageClock()
        // The guides do not depend on the design: they are read on every core while it loads.
        let loading = design ?? loadingDesign()
        let listing = inputs.map { inputs in
            inputs.keys.compactMap { $0.hasPrefix("content/") ? String($0.dropFirst("content/".count)) : nil }.sorted()
        }
        let (site, siteLoadDiagnostics) = SiteLoader.load(project, includeDrafts: options.includeDrafts, listing: listing)
        // The pages' folders are made while they render (see `StagedOutput.makingFolders`); a staging folder that
        // cannot be made now is tried again, and its error reported, when the site is written.
        // No staging folder for a project without content: it would make the folder the user mistyped.
        let hasContent = FileManager.default.fileExists(atPath: project.contentDirectory.path)
        let staging =
            options.writeOutput && hasContent
            ? (try? StagedOutput(destination: project.outputDirectory)).map { output in
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
            if diagnostic.code != .duplicateURL, let file = diagnostic.location?.file, file.hasPrefix(contentPrefix),
                InputKind(contentPath: String(file.dropFirst(contentPrefix.count))) == .guide
            {
                state.loadDiagnostics[String(file.dropFirst(contentPrefix.count)), default: []].append(diagnostic)
            } else {
                state.siteDiagnostics.append(diagnostic)
            }
        }
        options.progress?(.rendering(count: site.pages.count))
        let renderer = self.renderer(design: design, urls: urls, site: site)
        for page in site.pages.parallelMap(heaviestFirst: \.body.utf8.count, renderer.render) { state.rendered[page.page.contentPath] = page }
        stages.lap("render Markdown")
        // Made on the core that assembling the site, one page after another, leaves free.
        let cacheRecords = inputs.map { _ in Pending { [guides = Array(state.rendered.values)] in BuildCache.records(of: guides) } }
        state.appCode = lastAppCode
        readAppCode(&state, rejoin: true)
        stages.lap("read the app's Swift code")
        renderDesignPages(&state, urls: urls, stages: &stages)
        let pages = assemblePages(&state)
        state.navigationEntries = Self.navigationEntries(pages)
        var outcome = finish(&state, pages, start: start, layout: nil, recheck: nil, search: nil, staged: true, staging: staging, stages: &stages)
        outcome.report.stages = stages.laps
        outcome.cacheRecords = cacheRecords
        state.owed.everything = !outcome.report.wroteOutput
        self.state = state
        return outcome
    }

    // MARK: - Incremental rebuild

    /// Rebuilds after `changed` paths (relative to the project folder) were created, edited or deleted.
    public mutating func rebuild(changed: [String]) -> BuildReport {
        let start = ContinuousClock.now
        // What the last rebuild deferred is written from that rebuild's state, before this one changes it: a
        // rebuild that fails must not publish its tokens.json beside the last good pages.
        writeDeferredOutput()
        return finished(rebuildLeavingRemoval(changed: changed), start: start)
    }

    /// `rebuild(changed:)`, but a full build's removal of the previous site may still be going on (see `build`).
    private mutating func rebuildLeavingRemoval(changed: [String]) -> Outcome {
        // Taken out, not copied: the arrays and dictionaries of 1,000 pages are then changed in place.
        // Every way out below puts a state back, this one or a full build's.
        guard var state = state.take() else { return fullBuild() }
        let start = ContinuousClock.now
        var stages = StageClock()
        let urls = SiteURLs(base: options.baseURL)
        let plan = RebuildPlan(changed: changed) { [project, appCode = state.appCode] path in appCode?.kind(ofProjectPath: path, project: project) }
        let designChanged = plan.designChanged, themeChanged = plan.themeChanged
        // Whether the design is read again: a save of the contrast pairs or the changelog alone keeps it, and with it
        // the app's uses, the guides' component examples and tokens.css and tokens.json.
        let designReread = themeChanged || plan.componentsChanged || plan.tokensChanged
        // Pages restored from the build cache have no bodies to lay out or render again.
        if plan.needsFullBuild || (state.bodiless && (themeChanged || designChanged)) {
            return fullBuild()
        }
        // The generated indexes of the last build (kept by the build cache too).
        let indexesBefore = state.indexes?.pages
        if themeChanged || designChanged {
            // Layouts, partials and assets change how pages look, not what they say: keep the rendered Markdown.
            // A save of tokens alone reads the tokens again, and keeps the theme and components; a save of the
            // contrast pairs or the changelog alone keeps the whole design.
            if themeChanged || plan.componentsChanged {
                state.design = DesignSystem.load(project, tokenFiles: tokenFiles, writesCSS: true)
                stages.lap("read theme, tokens and components")
            } else if plan.tokensChanged {
                state.design = state.design.reloadingTokens(project, tokenFiles: tokenFiles)
                stages.lap("read the tokens")
            }
            state.indexes = nil
        }
        // A Swift file of the app changes its uses and drift, which only the token pages, the adoption page and
        // tokens.json show; a restored state has not read the code yet, and new tokens are joined with it again.
        let appCodeChanged =
            !state.appCodeRead || !plan.appCode.isEmpty || plan.appCodeSettingChanged || designChanged && designReread
            ? readAppCode(&state, rejoin: designChanged && designReread) : false
        stages.lap("read the app's Swift code")
        let filesBefore = state.site.files
        // The guides read again, and the last render of each, whose highlighted Swift it can reuse.
        var (touched, previous, moved) = readChangedInputs(&state, plan)
        // A guide that now stands elsewhere changes what other pages' links lead to: everything is built again.
        if moved { return fullBuild() }
        let renderer = self.renderer(design: state.design, urls: urls, site: state.site)
        // The pages that show the app's code, made again for a change of the code alone: their links are checked again whole.
        var remadeAppCodePages: [String] = []
        /// The design pages rendered again, and whether the design pages are at the places they were.
        var remadeDesignPages: [String] = []
        var designPagesMoved = false
        if designChanged {
            // Tokens, components and contrast pairs reach only the guides that drew on them, the
            // generated design pages and the CSS and JSON files; every other guide keeps its HTML.
            if designReread {
                for page in state.site.pages where state.rendered[page.contentPath]?.usesDesign ?? true { touched.insert(page.contentPath) }
            }
            (remadeDesignPages, designPagesMoved) = remakeDesignPages(&state, urls: urls, designReread: designReread, stages: &stages)
        } else if appCodeChanged {
            remadeAppCodePages = remakeAppCodePages(&state, urls: urls)
        }
        let changedPages = state.site.pages.filter { touched.contains($0.contentPath) }
        for page in changedPages where previous[page.contentPath] == nil { previous[page.contentPath] = state.rendered[page.contentPath] }
        for page in changedPages.parallelMap(
            heaviestFirst: \.body.utf8.count, { [previous] in renderer.render($0, reusing: previous[$0.contentPath]) })
        {
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
        // Links are checked again only where their answer can have changed (see `LinkRecheck.plan`): a design page
        // rendered again is checked whole, as are the links to it. When design pages came or went (the token
        // pages split into groups, a kind of page made or no longer made), every page is checked (no plan).
        let recheck =
            designPagesMoved
            ? nil
            : LinkRecheck.plan(
                touched: touched.union(remadeDesignPages), pages: pages, state: state, filesChanged: state.site.files != filesBefore,
                navigationChanged: navigationChanged, remadeIndexes: remadeIndexes.map(\.page.contentPath), goneIndexes: goneIndexes,
                remadeWhole: remadeAppCodePages
            )
        // Pages restored from the build cache have no text to index again: the cached index is patched, or everything is built.
        let search = state.bodiless ? state.search.flatMap { SearchIndex.patched($0, with: pages) } : nil
        if state.bodiless && search == nil { return fullBuild() }
        stages.lap("find what the change reaches")
        var outcome = finish(
            &state, pages, start: start, layout: layout, recheck: recheck, search: search, staged: false,
            removed: touched.filter { state.rendered[$0] == nil && !made.contains($0) }, stages: &stages
        )
        // What was checked against a damaged record cannot be trusted; everything is built again.
        if state.cacheDamage?.withLock({ $0 }) == true { return fullBuild() }
        if outcome.report.wroteOutput { state.owed.paid() }
        outcome.report.stages = stages.laps
        self.state = state
        return outcome
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
            key: cacheFolder == nil ? "" : AppCode.cacheKey(swiftSources: options.swiftSources)
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

    /// Writes what an incremental rebuild deferred (the search index, tokens.json); cheap when nothing is owed.
    public mutating func writeDeferredOutput() {
        guard var state, state.searchIndexStale || state.tokensJSONStale else { return }
        if state.searchIndexStale {
            let urls = SiteURLs(base: options.baseURL)
            let search = SearchIndex.merged(for: assemblePages(&state), urls: urls, previous: state.search)
            state.search = search
            _ = try? OutputFile.write(search.json(), to: project.outputDirectory.appending(path: SiteWriter.searchIndexPath).path, atomic: true)
            state.searchIndexStale = false
        }
        if state.tokensJSONStale {
            let json = SiteWriter.tokensJSON(state.design, appCode: state.appReport)
            do {
                try OutputFile.write(json, to: project.outputDirectory.appending(path: SiteWriter.tokensJSONPath).path, atomic: true)
            } catch {
                // Owed again: the next write makes it, and says so if it fails too.
                state.owed.designFiles.insert(SiteWriter.tokensJSONPath)
            }
            state.tokensJSONStale = false
        }
        self.state = state
    }
}
