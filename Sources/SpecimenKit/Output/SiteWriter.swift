import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Writes a site: the pages laid out by the theme, and the files beside them (theme assets fingerprinted, content
/// files, tokens.css, tokens.json, contrast.json, the search index, and what static hosts expect), staged and
/// swapped in whole, or in place for the preview.
enum SiteWriter {
    /// Where the search index is published.
    static let searchIndexPath = "search-index.json"
    /// The files made from the tokens and contrast pairs, written again when they change.
    static let tokensCSSPath = "tokens.css", tokensJSONPath = "tokens.json", contrastJSONPath = "contrast.json"
    static let designFilePaths = [tokensCSSPath, tokensJSONPath, contrastJSONPath]

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
            /// Bytes made on another thread while the pages are written (the search index), asked for when written.
            case made(@Sendable () -> Data)
        }

        /// Whether its bytes are still being made: such a file is written after every other one.
        var isMade: Bool {
            if case .made = source { return true }
            return false
        }
    }

    /// Theme assets (CSS and JS fingerprinted), content files, and the files static hosts expect.
    ///
    /// `rendered` is `nil` when the page-derived files (sitemap, search index) are not wanted;
    /// `searchIndex` is where the search index's bytes come from (see `SearchIndex.Merged`).
    /// With `only`, generated files outside it are not made (theme assets are always listed:
    /// `assetURLs` needs their fingerprinted names).
    static func files(
        site: Site, design: DesignSystem, contrast: [ContrastResult], survey: ContrastSurvey = ContrastSurvey(), appCode: AppCodeReport? = nil,
        rendered: [RenderedPage]?, searchIndex: CopiedFile.Source?,
        only: Set<String>? = nil,
        urls: SiteURLs
    ) -> [CopiedFile] {
        let theme = design.theme
        func wanted(_ path: String) -> Bool { only?.contains(path) ?? true }
        var files: [CopiedFile] = []
        if wanted("robots.txt") { files.append(CopiedFile(path: "robots.txt", source: .data(Data(PublishFiles.robots(urls: urls).utf8)))) }
        if wanted(".nojekyll") { files.append(CopiedFile(path: ".nojekyll", source: .data(Data(PublishFiles.noJekyll.utf8)))) }
        if wanted("sitemap.xml"), let sitemap = PublishFiles.sitemap(pagePaths: rendered?.map(\.page.pagePath) ?? [], urls: urls) {
            files.append(CopiedFile(path: "sitemap.xml", source: .data(Data(sitemap.utf8))))
        }
        files += theme.assetPaths.compactMap { path -> CopiedFile? in
            guard let data = theme.files[path] else { return nil }
            return CopiedFile(path: AssetFingerprint.publishedPath(for: path, contents: Array(data)), source: .data(data), themePath: path)
        }
        if design.hasTokens {
            // Each made only when wanted: after a change of the app's code a rebuild owes tokens.json alone.
            let designFiles: [(path: String, text: @Sendable () -> String)] = [
                (tokensCSSPath, { design.tokensCSS?.value ?? TokenCSS.render(design.tokens) }),
                (tokensJSONPath, { tokensJSON(design, appCode: appCode) }),
                (contrastJSONPath, { ContrastReport.json(contrast, survey: survey, tokens: design.tokens) }),
            ]
            // Each on a core of its own: tokens.json and tokens.css of a large design are most of a token save's writing.
            let made = designFiles.filter { wanted($0.path) }
            let texts = made.map(\.text).parallelMap { $0() }
            for (file, text) in zip(made, texts) { files.append(CopiedFile(path: file.path, source: .data(Data(text.utf8)))) }
        }
        if let searchIndex, wanted(searchIndexPath) { files.append(CopiedFile(path: searchIndexPath, source: searchIndex)) }
        files += site.files.map { CopiedFile(path: $0, source: .file(site.project.contentDirectory.appending(path: $0))) }
        // Later entries win: a team's own content/robots.txt replaces the generated one.
        var seen: Set<String> = []
        return Array(files.reversed().filter { seen.insert($0.path).inserted }.reversed())
    }

    /// The text of `tokens.json`: every token in every mode, and where the app's code uses each.
    static func tokensJSON(_ design: DesignSystem, appCode: AppCodeReport?) -> String {
        TokenJSON.render(design.tokens, uses: appCode?.usesForJSON)
    }

    /// The URLs templates link as `assets.css`, `assets.js` and so on, fingerprinted where the file is.
    static func assetURLs(files: [CopiedFile], design: DesignSystem, urls: SiteURLs) -> [String: String] {
        let published = Dictionary(files.compactMap { file in file.themePath.map { ($0, file.path) } }, uniquingKeysWith: { a, _ in a })
        var assets: [String: String] = [:]
        let keys = [
            ("css", "assets/style.css"), ("js", "assets/specimen.js"), ("highlightCSS", "assets/highlight.css"),
            ("favicon", "assets/favicon.svg"), ("searchJS", "assets/search.js"), ("searchCSS", "assets/search.css"),
        ]
        for (key, path) in keys {
            if let file = published[path] { assets[key] = urls.base + file }
        }
        if design.hasTokens { assets["tokensCSS"] = urls.base + "tokens.css" }
        assets["searchIndex"] = urls.base + searchIndexPath
        return assets
    }

    /// What a build wrote to the output folder.
    struct Written: Sendable {
        /// The stamp of every file written, by path in the output folder (for the build cache).
        var stamps: [String: FileStamp]
        /// The files a build in place removed from the output folder.
        var removed: [String] = []
        /// The previous site, being removed after a full build put the new one in place (see `StagedOutput.commit`);
        /// the build waits for it before it returns.
        var clearing: Pending<Bool>?
    }

    /// Lays out `pages` and writes them with `files`: into `staging`, which is then swapped in whole for the output
    /// folder, or (without one) in place into `folder`, atomically file by file, then removing `removing` (paths in
    /// the output folder). A failure throws, and leaves the previous site as it was.
    static func publish(
        _ pages: [RenderedPage], files: [CopiedFile], theme: Theme, context: TemplateContext, staging: StagedOutput?, to folder: URL,
        removing: [String]
    ) throws -> Written {
        if let staging {
            do {
                let stamps = try write(pages, files: files, theme: theme, context: context, to: staging.staging, atomic: false)
                return Written(stamps: stamps, clearing: try staging.commit())
            } catch {
                staging.discard()
                throw error
            }
        }
        // The preview updates its own folder in place: only what changed is written.
        var written = Written(stamps: try write(pages, files: files, theme: theme, context: context, to: folder, atomic: true))
        for path in removing { try? FileManager.default.removeItem(at: folder.appending(path: path)) }
        written.removed = removing
        return written
    }

    /// Lays out `pages` and writes them with `files` into `folder`, creating folders as needed.
    ///
    /// `atomic` writes each file through a temporary name, for a folder people are looking at
    /// (the preview); a staged build's folder is swapped in whole, so it writes directly.
    @discardableResult
    static func write(
        _ pages: [RenderedPage], files: [CopiedFile], theme: Theme, context: TemplateContext, to folder: URL, atomic: Bool
    ) throws -> [String: FileStamp] {
        var folders: Set<String> = []
        for path in files.map(\.path) {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty, folders.insert(parts.joined(separator: "/")).inserted { parts = parts.dropLast() }
        }
        for path in folders.sorted() {
            try OutputFile.createFolder(folder.appending(path: path).path)
        }
        let base = folder.path + "/"
        let written = pages.parallelMap { page in
            Result { () throws -> (String, FileStamp) in
                // One allocation for most pages: the body plus the chrome (head, header, sidebar) around it.
                var html: [UInt8] = []
                html.reserveCapacity(page.body.count + 32_768)
                theme.render(layout: "page", context: context.page(page), into: &html)
                let path = page.page.pagePath + "index.html"
                // Each page makes its own folder (a thousand pages, a thousand folders), on every core, when the file
                // cannot be made without: a staged build made its guides' folders while they rendered, and the preview
                // writes where they are. `createFolder` makes missing parents and accepts one another thread just made.
                return (path, try OutputFile.write(html, to: base + path, atomic: atomic, makingFolder: true))
            }
        }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(written.count + files.count + 1)
        // The first failure is thrown as it was made: its message already names the file.
        for result in written {
            let (path, stamp) = try result.get()
            stamps[path] = stamp
        }
        func write(_ file: CopiedFile) throws {
            let destination = folder.appending(path: file.path)
            switch file.source {
            case let .data(data): stamps[file.path] = try OutputFile.write(data, to: destination.path, atomic: atomic)
            case let .made(make): stamps[file.path] = try OutputFile.write(make(), to: destination.path, atomic: atomic)
            case let .file(url):
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: url, to: destination)
                stamps[file.path] = FileStamp(path: destination.path)
            }
        }
        for file in files where !file.isMade { try write(file) }
        if let notFound = theme.render(layout: "404", context: context.standalone(title: "Page not found", pagePath: "404.html")) {
            stamps["404.html"] = try OutputFile.write(notFound, to: folder.appending(path: "404.html").path, atomic: atomic)
        }
        // Files still being made (the search index) last: everything else is written while they are made.
        for file in files where file.isMade { try write(file) }
        return stamps
    }
}
