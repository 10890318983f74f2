import Foundation
import SpecimenDiagnostics
import SpecimenTokens

extension SiteSession {
    /// The renderer of this build's pages; with `site`, links are answered from what the whole site publishes (`SiteLinks`).
    func renderer(design: DesignSystem, urls: SiteURLs, site: Site? = nil) -> PageRenderer {
        PageRenderer(
            urls: urls, links: site.map { SiteLinks(pages: $0.pages, files: $0.files, urls: urls) }, components: design.componentBlock(urls: urls),
            colourLint: design.colourLint, keepsHighlightedSwift: keepsHighlightedSwift
        )
    }

    /// Evaluates contrast and makes the pages Specimen generates from the design system (`DesignPages`), timing each in `stages`.
    func renderDesignPages(_ state: inout State, urls: SiteURLs, stages: inout StageClock) {
        let design = state.design
        let components = design.supportedComponents()
        let contrast = ContrastEvaluation.evaluate(design, components: components, project: project, baseline: options.contrastBaseline)
        stages.lap("evaluate contrast")
        state.contrast = contrast.results
        state.contrastSurvey = contrast.survey
        state.contrastDiagnostics = contrast.diagnostics
        state.contrastComparison = contrast.comparison
        state.contrastSummary = contrast.summary
        if let base = options.tokenBase {
            state.tokenChanges = ProjectDiff.since(
                base, after: project.root, afterName: "this version", afterFiles: "", design: design, swiftSources: options.swiftSources,
                scanned: state.appCode)
        }
        state.changelog = Changelog.load(project, design: design, previous: state.changelog)
        let inputs = DesignPageInputs(
            design: design, components: components, contrast: contrast, appCode: state.appReport, tokenLinks: design.tokenLinks(urls: urls),
            changelog: state.changelog, tokenPageMemo: tokenPageMemo
        )
        // Generated pages stand aside for a guide a team wrote at the same place.
        let pages = DesignPages.pages(inputs, taken: Set(state.site.pages.map(\.pagePath)))
        stages.lap("make the design pages")
        // A page whose Markdown is what it was, and which draws nothing from the design as it renders (no component
        // example), renders as it did: after a token save most token pages and the contrast matrix stay the same.
        let last = Dictionary(state.generated.map { ($0.page.contentPath, $0) }) { first, _ in first }
        let renderer = renderer(design: design, urls: urls)
        state.generated = pages.parallelMap { page in
            if let previous = last[page.contentPath], !previous.usesDesign, previous.page.source.text == page.source.text { return previous }
            return renderer.render(page)
        }
        stages.lap("render the design pages")
    }

    /// Every page in output order: guides sorted by content path, then generated pages and the
    /// listings of big folders (`FolderListing`), with a generated home first when content/ has no `index.md`.
    func assemblePages(_ state: inout State) -> [RenderedPage] {
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
    static func indexedPages(_ state: State) -> [RenderedPage] {
        var taken: Set<String> = []
        // Of two guides for one URL (`a.md` and `a/index.md`) the first is published; the other's error says so.
        var pages = state.site.pages.compactMap { state.rendered[$0.contentPath] }.filter { taken.insert($0.page.pagePath).inserted }
        pages += state.generated.filter { !taken.contains($0.page.pagePath) }
        return pages
    }

    static func navigationEntries(_ pages: [RenderedPage]) -> [Navigation.Entry] {
        pages.map { Navigation.Entry(contentPath: $0.page.contentPath, title: $0.title, order: $0.page.frontMatter.order) }
    }
}
