import Foundation

/// Builds a whole site: reads the project, renders every page on all cores, lays it
/// out with the theme, and swaps the new output folder in only if nothing failed.
public enum SiteBuilder {
    /// Builds `project`. Never throws: every problem is a diagnostic in the report.
    public static func build(_ project: Project, options: BuildOptions = BuildOptions()) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let urls = SiteURLs(base: options.baseURL)
        options.progress?(.loading)

        let design = DesignSystem.load(project)
        let theme = design.theme
        let (site, siteDiagnostics) = SiteLoader.load(project, includeDrafts: options.includeDrafts)
        var diagnostics = design.diagnostics + siteDiagnostics

        options.progress?(.rendering(count: site.pages.count))
        let renderer = PageRenderer(urls: urls, components: design.componentBlock(urls: urls), colourLint: LiteralColourLint(tokens: design.tokens))
        let (declarations, declarationProblems) = ContrastDeclarations.load(
            contrastFile: project.contentDirectory.appending(path: "contrast.yml"),
            displayPath: project.displayPath(project.contentDirectory.appending(path: "contrast.yml")),
            components: design.components, tokens: design.tokens
        )
        let (contrast, contrastProblems) = design.hasTokens ? ContrastChecker.evaluate(declarations, tokens: design.tokens) : ([], [])
        diagnostics += (design.hasTokens ? declarationProblems : []) + contrastProblems
        var pages = site.pages
        // Generated pages stand aside for a guide a team wrote at the same place.
        let taken = Set(pages.map(\.pagePath))
        if design.hasTokens, !taken.contains(DesignSystem.tokensPagePath) { pages.append(TokenPages.page(design.tokens)) }
        if design.hasTokens, !design.components.names.isEmpty, !taken.contains(DesignSystem.galleryPagePath) { pages.append(ComponentGallery.page(design.components)) }
        if !contrast.isEmpty, !taken.contains(DesignSystem.contrastPagePath) {
            pages.append(ContrastReport.page(contrast, tokensPageURL: urls.url(forPagePath: DesignSystem.tokensPagePath)))
        }
        var rendered = pages.parallelMap(renderer.render)
        if !rendered.contains(where: { $0.page.contentPath == "index.md" }), !rendered.isEmpty {
            rendered.insert(renderer.render(GeneratedHome.page(listing: rendered, project: project)), at: 0)
        }
        let checker = LinkChecker(pages: rendered, drafts: site.drafts, files: site.files)
        for page in rendered { diagnostics += page.diagnostics + checker.check(page) }
        let externalLinks = ExternalLinkChecker.links(in: rendered)
        if options.checkExternalLinks { diagnostics += ExternalLinkChecker.check(externalLinks) }

        let navigation = Navigation(entries: rendered.map {
            Navigation.Entry(contentPath: $0.page.contentPath, title: $0.title, order: $0.page.frontMatter.order)
        })
        let siteTitle = rendered.first { $0.page.contentPath == "index.md" }?.title
            ?? Page.humanise(project.root.lastPathComponent)
        var files = outputFiles(site: site, theme: theme, urls: urls, pagePaths: rendered.map(\.page.pagePath))
        if design.hasTokens {
            files.append(CopiedFile(path: "tokens.css", source: .data(Data(TokenCSS.render(design.tokens).utf8))))
            files.append(CopiedFile(path: "tokens.json", source: .data(Data(TokenJSON.render(design.tokens).utf8))))
            files.append(CopiedFile(path: "contrast.json", source: .data(Data(ContrastReport.json(contrast).utf8))))
        }
        files.append(CopiedFile(path: "search-index.json", source: .data(Data(SearchIndex.json(for: rendered, urls: urls).utf8))))
        let published = Dictionary(files.compactMap { file in file.themePath.map { ($0, file.path) } }, uniquingKeysWith: { a, _ in a })
        var assets: [String: String] = [:]
        for (key, path) in [("css", "assets/style.css"), ("js", "assets/specimen.js"), ("highlightCSS", "assets/highlight.css"), ("favicon", "assets/favicon.svg"),
                          ("searchJS", "assets/search.js"), ("searchCSS", "assets/search.css")] {
            if let file = published[path] { assets[key] = urls.base + file }
        }
        if design.hasTokens { assets["tokensCSS"] = urls.base + "tokens.css" }
        assets["searchIndex"] = urls.base + "search-index.json"
        let context = TemplateContext(urls: urls, siteTitle: siteTitle, navigation: navigation, assets: assets)
        if !theme.layouts.contains("page") {
            diagnostics.append(.error(
                "missing-layout", at: SourceLocation(file: project.displayPath(project.themeDirectory.appending(path: "layouts/page.mustache")), line: 1, column: 1),
                "the theme has no usable `page` layout",
                reason: "Every guide is laid out with layouts/page.mustache, and the theme's copy is missing or does not parse.",
                fix: "Fix the template, or delete theme/layouts/page.mustache to use the built-in one."
            ))
        }

        var report = BuildReport(
            diagnostics: [], pageCount: rendered.count, fileCount: 0,
            outputDirectory: project.outputDirectory, wroteOutput: false, duration: .zero
        )
        report.externalLinks = externalLinks.map { ($0.url, $0.location) }
        if options.strict { diagnostics = diagnostics.map(\.promotedToError) }
        diagnostics.sort()
        report.diagnostics = diagnostics

        report.fileCount = rendered.count + files.count + (theme.layouts.contains("404") ? 1 : 0)
        if options.writeOutput && !report.hasErrors {
            options.progress?(.writing(count: report.fileCount))
            do {
                let output = try StagedOutput(destination: report.outputDirectory)
                do {
                    try write(rendered, files: files, theme: theme, context: context, site: site, to: output)
                    try output.commit()
                    report.wroteOutput = true
                } catch {
                    output.discard()
                    throw error
                }
            } catch {
                report.diagnostics.append(.error(
                    "output-write", at: nil, "the site could not be written to \(report.outputDirectory.path)",
                    reason: "\(error.localizedDescription) The previous site, if any, was left as it was.",
                    fix: "Check that the folder is writable and the disk has space, or pass `--output DIR`."
                ))
            }
        }
        report.duration = clock.now - start
        return report
    }

    /// A file copied into the site as it is.
    struct CopiedFile: Sendable {
        /// Where it goes inside the site.
        var path: String
        /// Where it comes from: theme data or a content file.
        var source: Source
        /// For a theme asset, its path inside the theme (`assets/style.css`) before fingerprinting.
        var themePath: String?

        /// The bytes or the file to copy.
        enum Source: Sendable {
            case data(Data)
            case file(URL)
        }
    }

    /// Theme assets (CSS and JS fingerprinted), content files, and the files static hosts expect.
    static func outputFiles(site: Site, theme: Theme, urls: SiteURLs, pagePaths: [String]) -> [CopiedFile] {
        var files = [
            CopiedFile(path: "robots.txt", source: .data(Data(PublishFiles.robots(urls: urls).utf8))),
            CopiedFile(path: ".nojekyll", source: .data(Data(PublishFiles.noJekyll.utf8))),
        ]
        if let sitemap = PublishFiles.sitemap(pagePaths: pagePaths, urls: urls) {
            files.append(CopiedFile(path: "sitemap.xml", source: .data(Data(sitemap.utf8))))
        }
        files += theme.assetPaths.compactMap { path -> CopiedFile? in
            guard let data = theme.files[path] else { return nil }
            return CopiedFile(path: AssetFingerprint.publishedPath(for: path, contents: Array(data)), source: .data(data), themePath: path)
        }
        files += site.files.map { CopiedFile(path: $0, source: .file(site.project.contentDirectory.appending(path: $0))) }
        // Later entries win: a team's own content/robots.txt replaces the generated one.
        var seen: Set<String> = []
        return Array(files.reversed().filter { seen.insert($0.path).inserted }.reversed())
    }

    private static func write(
        _ rendered: [RenderedPage], files: [CopiedFile], theme: Theme, context: TemplateContext, site: Site, to output: StagedOutput
    ) throws {
        var paths = rendered.map { $0.page.pagePath + "index.html" }
        paths += files.map(\.path)
        try output.createDirectories(for: paths)
        let failures = rendered.parallelMap { page -> String? in
            let html = theme.render(layout: "page", context: context.page(page)) ?? ""
            do {
                try output.write(Data(html.utf8), to: page.page.pagePath + "index.html")
                return nil
            } catch {
                return "\(page.page.pagePath)index.html: \(error.localizedDescription)"
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: failure]) }
        for file in files {
            switch file.source {
            case let .data(data): try output.write(data, to: file.path)
            case let .file(url): try output.copy(from: url, to: file.path)
            }
        }
        if let notFound = theme.render(layout: "404", context: context.standalone(title: "Page not found", pagePath: "404.html")) {
            try output.write(Data(notFound.utf8), to: "404.html")
        }
    }
}
