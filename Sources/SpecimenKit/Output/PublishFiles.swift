/// The files a static host expects beside the pages: sitemap.xml, robots.txt and .nojekyll.
enum PublishFiles {
    /// `sitemap.xml` listing every page with its absolute URL, or `nil` when the origin is unknown
    /// (the sitemap protocol requires absolute URLs; pass `--base-url https://host/path/`).
    static func sitemap(pagePaths: [String], urls: SiteURLs) -> String? {
        guard let origin = urls.origin else { return nil }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in pagePaths.sorted() {
            xml += "  <url><loc>\(HTML.escape(origin + urls.url(forPagePath: path)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// `robots.txt` allowing everything and pointing at the sitemap when there is one.
    static func robots(urls: SiteURLs) -> String {
        var text = "User-agent: *\nAllow: /\n"
        if let origin = urls.origin { text += "Sitemap: \(origin)\(urls.base)sitemap.xml\n" }
        return text
    }

    /// GitHub Pages runs Jekyll unless this empty file exists, which would hide folders starting with `_`.
    static let noJekyll = ""
}
