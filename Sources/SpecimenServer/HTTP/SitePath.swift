import Foundation

/// What a request path means inside the served folder, decided before the disk is touched.
///
/// The path is percent-decoded exactly once; a `..` or `.` segment (with `/` or `\` as the
/// separator, so `..%5c` and `%2e%2e%2f` are caught too), a NUL, an empty segment or bad
/// percent-encoding makes it ``invalid``. ``StaticFileResponder`` then also checks that the
/// real path of the file, symbolic links resolved, is inside the folder.
enum SitePath: Equatable {
    /// A file, relative to the served folder: `guides/errors/index.html`.
    case file(String)
    /// A redirect to this location: permanent for `/guides` → `/guides/`, temporary for `/` → the base URL.
    case redirect(String, permanent: Bool)
    /// Outside the site's base URL.
    case notFound
    /// Not a path a browser sends for a file of the site.
    case invalid

    /// Resolves the raw (still percent-encoded) request path.
    /// - Parameters:
    ///   - rawPath: the path of the request target, starting with `/`.
    ///   - query: the query string, kept on redirects.
    ///   - basePath: the site's base URL path, `/` or `/repo/`.
    ///   - isDirectory: whether a decoded relative path is a folder in the served site.
    static func resolve(rawPath: String, query: String?, basePath: String, isDirectory: (String) -> Bool) -> SitePath {
        guard rawPath.hasPrefix("/") else { return .invalid }
        let suffix = query.map { $0.isEmpty ? "" : "?" + $0 } ?? ""
        if basePath != "/" {
            // Temporary, so a browser does not remember it when the site is later served without a base.
            if rawPath == "/" || rawPath + "/" == basePath { return .redirect(basePath, permanent: false) }
            guard rawPath.hasPrefix(basePath) else { return .notFound }
        }
        let relative = String(rawPath.dropFirst(basePath.count))
        guard let decoded = relative.removingPercentEncoding, !decoded.contains("\0") else { return .invalid }
        let segments = decoded.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        for (index, segment) in segments.enumerated() {
            if segment == ".." || segment == "." { return .invalid }
            // Only the last segment may be empty (a trailing slash); `//host` must never become a redirect target.
            if segment.isEmpty && index != segments.count - 1 { return .invalid }
        }
        if decoded.contains("\\") { return .invalid }
        if decoded.isEmpty || decoded.hasSuffix("/") { return .file(decoded + "index.html") }
        if isDirectory(decoded) { return .redirect(rawPath + "/" + suffix, permanent: true) }
        return .file(decoded)
    }
}
