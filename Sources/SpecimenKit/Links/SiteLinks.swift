import Foundation

/// What a link written in a guide leads to on the built site, found as a reader's browser, GitHub and DocC find it.
///
/// `SiteURLs.target(of:from:)` reads a destination by itself; this adds what only the whole site knows:
/// - a page's published URL, with or without its trailing slash (`/components/button`, `../glossary/`), permalinks too;
/// - a folder, to its page (its `index.md` or `README.md`), and GitHub's `#readme` on it;
/// - a link to a file that stands for another place (`Buttons/README.md`, a page with a `permalink:`), to that place;
/// - a link to the HTML file a page becomes (`data-types.html`, as mdBook writes them), to that page;
/// - in DocC catalogs, `<doc:Article>` and `<doc:Article#Heading>` by the article's name, and images by their name
///   without extension, scale or appearance, with the `~dark` file for dark mode.
struct SiteLinks: Sendable {
    /// A link's answer: where it leads, the URL written into the page, and for some links what they show.
    struct Resolution: Sendable {
        var target: LinkTarget
        var href: String
        /// The text of a `<doc:Article>` link: the article's title, as DocC shows it.
        var text: String?
        /// The URL of the dark-appearance variant of an image.
        var darkImage: String?
    }

    private let urls: SiteURLs
    /// Content path (place) by the file path it was read from, for files that stand for another place.
    private let placeOfFile: [String: String]
    /// Content path by published page path (`components/button/`).
    private let pageAtURL: [String: String]
    /// Published page path by content path.
    private let urlOfPage: [String: String]
    /// Content paths whose file is a `README.md`.
    private let readmes: Set<String>
    /// Every file of content/ that is not a guide.
    private let files: Set<String>
    /// Per catalog folder: content path of each article by its name, and its title.
    private let articles: [String: [String: (contentPath: String, title: String?)]]
    /// Per catalog folder: each image's files by DocC name: the light one and the dark one.
    private let assets: [String: [String: (light: String?, dark: String?)]]
    /// Per catalog folder: the pages that document a symbol (``` # ``Module/Type`` ```), by the symbol's path with its
    /// module and without (`ArgumentParser/Flag` and `Flag`), each with its module.
    private let symbols: [String: [String: [(module: String, contentPath: String)]]]

    init(pages: [Page], files: [String], urls: SiteURLs) {
        self.urls = urls
        var placeOfFile: [String: String] = [:]
        var pageAtURL: [String: String] = [:]
        var urlOfPage: [String: String] = [:]
        var readmes: Set<String> = []
        var articles: [String: [String: (contentPath: String, title: String?)]] = [:]
        var symbols: [String: [String: [(module: String, contentPath: String)]]] = [:]
        for page in pages {
            if page.filePath != page.contentPath { placeOfFile[page.filePath] = page.contentPath }
            pageAtURL[page.pagePath] = page.contentPath
            urlOfPage[page.contentPath] = page.pagePath
            if page.filePath.split(separator: "/").last?.lowercased() == "readme.md" { readmes.insert(page.contentPath) }
            if let catalog = DocCCatalog.catalogFolder(of: page.filePath) {
                let file = page.filePath.split(separator: "/").last ?? ""
                let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? String(file)
                let article = (contentPath: page.contentPath, title: page.frontMatter.title ?? page.docc?.title)
                articles[catalog, default: [:]][name] = article
                // DocC links an article by its file name with spaces made dashes (`Running Allocation Tests.md`).
                if name.contains(" ") { articles[catalog, default: [:]][name.replacingOccurrences(of: " ", with: "-")] = article }
                if let symbol = DocCCatalog.symbol(ofBody: page.body) {
                    let parts = symbol.split(separator: "/").map(String.init)
                    let module = parts.first ?? ""
                    symbols[catalog, default: [:]][symbol, default: []].append((module, page.contentPath))
                    if parts.count > 1 {
                        symbols[catalog, default: [:]][parts.dropFirst().joined(separator: "/"), default: []].append((module, page.contentPath))
                    }
                }
            }
        }
        var assets: [String: [String: (light: String?, dark: String?)]] = [:]
        for file in files {
            guard let catalog = DocCCatalog.catalogFolder(of: file) else { continue }
            let (name, dark, scale) = DocCCatalog.assetName(of: file)
            var entry = assets[catalog, default: [:]][name] ?? (nil, nil)
            // The plainest file of each appearance: 1x before 2x, as DocC's own fallback takes it.
            func better(_ current: String?) -> Bool { current.map { DocCCatalog.assetName(of: $0).scale > scale } ?? true }
            if dark {
                if better(entry.dark) { entry.dark = file }
            } else if better(entry.light) {
                entry.light = file
            }
            assets[catalog, default: [:]][name] = entry
        }
        self.placeOfFile = placeOfFile
        self.pageAtURL = pageAtURL
        self.urlOfPage = urlOfPage
        self.readmes = readmes
        self.files = Set(files)
        self.articles = articles
        self.assets = assets
        self.symbols = symbols
    }

    /// The URL of the page of the symbol that ``` ``reference`` ``` names on `page`, as DocC finds it: with its module or
    /// without (`/WSCore/WebSocket`, `WSCore/WebSocket`, `WebSocket`), the page's own module first when two modules have
    /// the name; `nil` when no page of the catalog documents it (most symbols: DocC makes their pages from the code).
    func symbolLink(_ reference: String, on page: Page) -> String? {
        guard let contentPath = symbolPage(reference, on: page), contentPath != page.contentPath, let pagePath = urlOfPage[contentPath] else {
            return nil
        }
        return urls.url(forPagePath: pagePath)
    }

    /// The content path of the catalog's page of the symbol `reference` names, as `symbolLink` finds it.
    private func symbolPage(_ reference: String, on page: Page) -> String? {
        guard let catalog = DocCCatalog.catalogFolder(of: page.filePath) else { return nil }
        let name = reference.hasPrefix("/") ? String(reference.dropFirst()) : reference
        guard let found = symbols[catalog]?[name], !found.isEmpty else { return nil }
        let ownModule = DocCCatalog.symbol(ofBody: page.body)?.split(separator: "/").first.map(String.init)
        return (found.first { $0.module == ownModule } ?? (Set(found.map(\.module)).count == 1 ? found.first : nil))?.contentPath
    }

    /// The answer for `destination`, on `page`, written in the file `filePath` (the page's, or a partial's it includes).
    func resolve(_ destination: String, on page: Page, writtenIn filePath: String) -> Resolution {
        if destination.hasPrefix("doc:") { return docLink(destination, from: page) }
        var target = urls.target(of: destination, from: filePath)
        switch target {
        case let .page(contentPath, fragment, suffix):
            if let place = placeOfFile[contentPath] { target = .page(contentPath: place, fragment: fragment, suffix: suffix) }
        case let .file(contentPath, suffix):
            if files.contains(contentPath) { break }
            if let place = placeOfFile[contentPath] {
                // A page read from a file that is not `.md`: `Button.mdx`, a DocC `Name.tutorial`.
                target = .page(contentPath: place, fragment: Self.fragment(of: suffix), suffix: suffix)
            } else if let found = pageTarget(path: contentPath, suffix: suffix) ?? publishedPageTarget(path: contentPath, suffix: suffix) {
                target = found
            } else if let catalog = DocCCatalog.catalogFolder(of: page.filePath), let asset = asset(named: contentPath, in: catalog) {
                return Resolution(
                    target: .file(contentPath: asset.file, suffix: suffix), href: urls.base + asset.file + suffix,
                    darkImage: asset.dark.map { urls.base + $0 })
            } else if let found = relativeToURL(destination, of: page) {
                target = found
            }
        case .fragment, .external, .outside:
            break
        }
        return Resolution(target: target, href: href(for: target, destination: destination))
    }

    /// The page a path that is not a file leads to: a folder's page, or a page's URL.
    private func pageTarget(path: String, suffix: String) -> LinkTarget? {
        let folder = path.hasSuffix("/") || path.isEmpty ? path : path + "/"
        guard let contentPath = pageAtURL[folder] ?? placeOfFile[LinkChecker.folderIndex(path)] else { return nil }
        var fragment = Self.fragment(of: suffix)
        var suffix = suffix
        // GitHub's anchor for the README section of a folder's listing: the top of the README's page.
        if fragment == "readme", readmes.contains(contentPath) {
            fragment = nil
            suffix = String(suffix.prefix { $0 != "#" })
        }
        return .page(contentPath: contentPath, fragment: fragment, suffix: suffix)
    }

    /// A link to the HTML file a page becomes, as mdBook writes them (`ch03-02-data-types.html#integer-types` for
    /// `ch03-02-data-types.md`, `index.html` for a folder's page): that page, when content/ has no such file.
    private func publishedPageTarget(path: String, suffix: String) -> LinkTarget? {
        guard path.hasSuffix(".html") else { return nil }
        let stem = path.dropLast(".html".count)
        if stem == "index" || stem.hasSuffix("/index") { return pageTarget(path: String(stem.dropLast("index".count)), suffix: suffix) }
        let markdown = String(stem) + ".md"
        guard let contentPath = urlOfPage[markdown] != nil ? markdown : placeOfFile[markdown] else { return nil }
        return .page(contentPath: contentPath, fragment: Self.fragment(of: suffix), suffix: suffix)
    }

    /// The `#fragment` of a link's `?query#fragment` suffix, without its `#`.
    private static func fragment(of suffix: String) -> String? {
        suffix.firstIndex(of: "#").map { String(suffix[suffix.index(after: $0)...]) }
    }

    /// A relative destination no file answers, read as a browser reads it on the page's URL: the page's own
    /// (`components/button/`), or, as sites without trailing slashes serve it, the same without (`components/button`),
    /// which partials and pages with a `permalink:` are often written for.
    private func relativeToURL(_ destination: String, of page: Page) -> LinkTarget? {
        guard !destination.hasPrefix("/"), !page.pagePath.isEmpty else { return nil }
        for base in [page.pagePath + "index.html", String(page.pagePath.dropLast())] {
            if case let .file(contentPath, suffix) = urls.target(of: destination, from: base),
                let found = pageTarget(path: contentPath, suffix: suffix)
            {
                return found
            }
        }
        return nil
    }

    /// A DocC image by name: `diagram` finds `Assets/diagram@2x.png`, and `diagram~dark@2x.png` for dark mode.
    private func asset(named path: String, in catalog: String) -> (file: String, dark: String?)? {
        let (name, _, _) = DocCCatalog.assetName(of: path)
        guard let entry = assets[catalog]?[name], let light = entry.light ?? entry.dark else { return nil }
        return (light, entry.light == nil ? nil : entry.dark)
    }

    /// `<doc:Article>`, `<doc:Article#Heading>`, `<doc:#Heading>`, `<doc:Heading-on-this-page>`: by name in the page's catalog.
    private func docLink(_ destination: String, from page: Page) -> Resolution {
        var reference = Substring(destination.dropFirst("doc:".count))
        if reference.hasPrefix("//") { reference = reference.dropFirst(2).drop { $0 != "/" } }
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            // DocC reads a link's heading as it makes anchors: `#Trusted-vs.-untrusted` finds `Trusted-vs-untrusted`.
            fragment = DocCCatalog.anchor(String(reference[reference.index(after: hash)...]))
            reference = reference[..<hash]
        }
        let name = reference.split(separator: "/").last.map(String.init) ?? ""
        let catalog = DocCCatalog.catalogFolder(of: page.filePath)
        // Outside a catalog, the first catalog by name that has the article: the same one on every build.
        // A symbol's page, when the catalog has one (`<doc:ObservableState()>`, `<doc:Module/Reducer()>`).
        let symbol = symbolPage(String(reference), on: page).map { (contentPath: $0, title: Optional(DocCCatalog.shownName(ofSymbol: reference))) }
        let found =
            catalog.flatMap { articles[$0]?[name] } ?? symbol ?? articles.keys.sorted().lazy.compactMap { articles[$0]?[name] }.first
        guard let found else {
            // Not an article: a heading of this page, as DocC also reads it (`<doc:Input-Format>`).
            let id = fragment ?? name
            return Resolution(target: .fragment(id), href: "#" + id)
        }
        let suffix = fragment.map { "#" + $0 } ?? ""
        let target = LinkTarget.page(contentPath: found.contentPath, fragment: fragment, suffix: suffix)
        // DocC shows a link to a heading by the heading's words, and one to an article by its title.
        let text = fragment.map { $0.replacingOccurrences(of: "-", with: " ") } ?? found.title
        return Resolution(target: target, href: href(for: target, destination: destination), text: text)
    }

    /// The URL written into the page for `target`.
    private func href(for target: LinkTarget, destination: String) -> String {
        if case let .page(contentPath, _, suffix) = target, let pagePath = urlOfPage[contentPath] {
            return urls.url(forPagePath: pagePath) + suffix
        }
        return urls.rewrite(destination, to: target)
    }
}
