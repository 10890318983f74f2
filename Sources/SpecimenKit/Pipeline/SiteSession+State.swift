import Foundation
import SpecimenDiagnostics
import SpecimenTokens

extension SiteSession {
    /// A build's report with what it wrote, which only the session needs.
    struct Outcome {
        var report: BuildReport
        /// What was written; `nil` when the site was not.
        var written: SiteWriter.Written?
        /// The rendered guides' records for the build cache (see `BuildCache.save`), when a full build made them ahead.
        var cacheRecords: Pending<BuildCache.MadeRecords>?
    }

    /// What the last build produced, kept for the next rebuild.
    struct State: Sendable {
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
        /// The palette survey `contrast.yml` asks for, apart from the pairs.
        var contrastSurvey = ContrastSurvey()
        var contrastDiagnostics: [Diagnostic]
        /// The contrast table at a glance, kept by the build cache (which does not keep the results).
        var contrastSummary: ContrastSummary?
        /// What changed since `--baseline`, when one was given.
        var contrastComparison: ContrastComparison?
        /// What changed in the tokens since `--base`, when one was given.
        var tokenChanges: ProjectDiff?
        /// The Changes section's versions, when `content/changelog.yml` asks for them.
        var changelog: Changelog?
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
        /// Whether the written search index is older than the pages (see `defersUnreadOutput`).
        var searchIndexStale = false
        /// Whether the written tokens.json is older than the design (see `defersUnreadOutput`).
        var tokensJSONStale = false
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
        var snapshot: BuildSnapshot {
            BuildSnapshot(
                pages: site.pages, drafts: site.drafts, files: site.files, partials: site.partials,
                loadDiagnostics: loadDiagnostics, siteDiagnostics: siteDiagnostics,
                rendered: rendered, generated: generated, indexes: indexes.map { ($0.home, $0.listings) },
                contrastDiagnostics: contrastDiagnostics, contrastSummary: contrastSummary, navigationEntries: navigationEntries,
                linkDiagnostics: linkDiagnostics,
                search: search
            )
        }
    }
}

extension SiteSession.State {
    /// The state a cached build left, with the design read again.
    init(restoring cache: BuildCache, project: Project, design: DesignSystem) {
        let snapshot = cache.snapshot
        self.init(
            design: design,
            site: Site(project: project, pages: snapshot.pages, drafts: snapshot.drafts, partials: snapshot.partials, files: snapshot.files),
            loadDiagnostics: snapshot.loadDiagnostics, siteDiagnostics: snapshot.siteDiagnostics,
            rendered: snapshot.rendered, generated: snapshot.generated, contrast: [],
            contrastDiagnostics: snapshot.contrastDiagnostics, navigationEntries: snapshot.navigationEntries,
            linkDiagnostics: snapshot.linkDiagnostics,
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
