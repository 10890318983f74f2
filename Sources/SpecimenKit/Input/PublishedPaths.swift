/// Where each guide stands in the site when its file name alone does not say, as the tools teams keep docs for mean it.
///
/// - `permalink: /components/button/` (Jekyll, Eleventy): the page stands at `components/button/index.md`.
/// - A folder's `README.md` (GitHub): the folder's page, `index.md`, when the folder has none.
/// - A DocC catalog's `Name.tutorial`, and an MDX page `Name.mdx`, stand at `Name.md`, where a Markdown page of its name would.
/// - A DocC catalog (`Name.docc/`): the page marked `@TechnologyRoot`, or titled with a symbol (``` # ``Module`` ```),
///   at the catalog's top is the catalog's page; `Jobs/Jobs.md` is the folder `Jobs`'s page.
///
/// The page keeps its `filePath`; only `contentPath`, its place in the site, moves. Everything that goes by place (the
/// navigation, URLs, links between pages) then sees these pages where a reader looks for them.
enum PublishedPaths {
    /// Gives each page its place; a place already taken by a file of that name (or a page placed before) stays with it.
    static func assign(_ pages: inout [Page], drafts: inout [Page]) {
        let all = [pages, drafts].joined()
        var taken = Set(all.map(\.filePath))
        var places: [String: String] = [:]
        // Permalinks first: they are what the author asked for.
        for page in all {
            guard let place = page.frontMatter.permalink, place != page.filePath, !taken.contains(place) else { continue }
            places[page.filePath] = place
            taken.insert(place)
        }
        // A DocC tutorial or an MDX page stands where a Markdown page of its name would; a `README.mdx` as `README.md`
        // would, at its folder's page once every `index.mdx` has its place, else at its own name.
        for readmes in [false, true] {
            for page in all where places[page.filePath] == nil && page.filePath.lowercased().hasSuffix("readme.mdx") == readmes {
                guard let place = markdownPlaces(of: page.filePath).first(where: { !taken.contains($0) }) else { continue }
                places[page.filePath] = place
                taken.insert(place)
            }
        }
        for page in all where places[page.filePath] == nil {
            guard let place = folderPlace(of: page), !taken.contains(place) else { continue }
            places[page.filePath] = place
            taken.insert(place)
        }
        func place(_ list: inout [Page]) {
            for index in list.indices { list[index].contentPath = places[list[index].filePath] ?? list[index].filePath }
        }
        place(&pages)
        place(&drafts)
    }

    /// Where a guide that is not a `.md` file may stand, first choice first: `Name.tutorial` and `Name.mdx` at `Name.md`
    /// (`index.mdx` is its folder's page; `README.mdx` too, or at `README.md` when the folder has an index).
    static func markdownPlaces(of filePath: String) -> [String] {
        for suffix in [".tutorial", ".mdx"] where filePath.hasSuffix(suffix) {
            let place = String(filePath.dropLast(suffix.count)) + ".md"
            let name = place.split(separator: "/").last ?? ""
            guard name.lowercased() == "readme.md" else { return [place] }
            return [place.dropLast(name.count) + "index.md", place]
        }
        return []
    }

    /// The folder index a page stands for: a `README.md`, a DocC catalog's root page, or a DocC page named as its folder.
    private static func folderPlace(of page: Page) -> String? {
        let path = page.filePath
        let slash = path.lastIndex(of: "/")
        let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
        // Only nine bytes lowercase to `readme.md`: no other character lowercases to one of its letters.
        let isReadme = name.utf8.count == 9 && name.lowercased() == "readme.md"
        // Most pages are neither, told before any string is made.
        let catalog = isReadme ? nil : DocCCatalog.catalogFolder(of: path)
        guard isReadme || catalog != nil else { return nil }
        let folder = slash.map { String(path[..<$0]) } ?? ""
        let index = folder.isEmpty ? "index.md" : folder + "/index.md"
        if isReadme { return index }
        if folder == catalog {
            return page.docc?.isRoot == true ? index : nil
        }
        let folderName = folder.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return name.dropLast(3) == folderName ? index : nil
    }
}
