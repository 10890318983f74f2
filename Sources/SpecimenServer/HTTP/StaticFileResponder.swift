import Foundation
import Hummingbird
import SpecimenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves a built site from a folder, the way a static host would, with a snippet of
/// HTML (the live-reload client) inserted into every HTML response when asked.
///
/// `/dir/` serves `dir/index.html`, `/dir` redirects to `/dir/`, a missing file gets the
/// site's own `404.html` with status 404. Every response carries `Cache-Control: no-cache`,
/// files an `ETag` (a hash of the bytes served) and `Last-Modified`, so a browser
/// revalidates and gets `304 Not Modified` for what it has. Nothing outside the folder
/// is ever served: see ``SitePath`` for the request-path rules, and the real path of
/// every file (symbolic links resolved) must be inside the folder's real path.
public struct StaticFileResponder: Sendable {
    /// The folder served.
    public let root: URL
    /// The URL path the site is served under: `/`, or `/repo/`.
    public let basePath: String

    /// Serves `root` under `baseURL` (normalised like `specimen build --base-url`).
    public init(root: URL, baseURL: String = "/") {
        self.root = root.standardizedFileURL
        basePath = SiteURLs(base: baseURL).base
    }

    /// Answers a GET or HEAD request. `snippet`, when given, goes before `</body>` in HTML responses.
    public func respond(to request: Request, injecting snippet: String? = nil) async -> Response {
        var response: Response
        if request.method != .get && request.method != .head {
            response = Self.text(.methodNotAllowed, "This preview serves files only: use GET or HEAD.\n")
            response.headers[.allow] = "GET, HEAD"
        } else {
            let rootPath = root.path
            let resolution = SitePath.resolve(rawPath: request.uri.path, query: request.uri.query, basePath: basePath) {
                Self.isDirectory(rootPath + "/" + $0)
            }
            switch resolution {
            case .invalid:
                response = Self.text(.badRequest, "This address is not a file of the site.\n")
            case let .redirect(location, permanent):
                response = Response(status: permanent ? .movedPermanently : .found, headers: [.location: location, .cacheControl: "no-cache"])
            case .notFound:
                response = await notFound(injecting: snippet)
            case let .file(path):
                if let found = await file(path, request: request, snippet: snippet) {
                    response = found
                } else {
                    response = await notFound(injecting: snippet)
                }
            }
        }
        return request.method == .head ? response.createHeadResponse() : response
    }

    // MARK: - Files

    private func file(_ path: String, request: Request, snippet: String?) async -> Response? {
        guard let (url, modified) = await locate(path), var data = try? Data(contentsOf: url) else { return nil }
        let type = MediaType.forFile(path)
        if let snippet, MediaType.isHTML(type) { data = Self.insert(snippet, into: data) }
        let tag = EntityTag.of(data)
        let headers: HTTPFields = [
            .contentType: type,
            .eTag: tag,
            .lastModified: HTTPDate.format(modified),
            .cacheControl: "no-cache",
            .xContentTypeOptions: "nosniff",
        ]
        if Self.isNotModified(request, tag: tag, modified: modified) {
            var response = Response(status: .notModified, headers: headers)
            response.headers[.contentLength] = nil
            return response
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `If-None-Match` decides when present; otherwise `If-Modified-Since` (RFC 9110 §13.2.2).
    static func isNotModified(_ request: Request, tag: String, modified: Int) -> Bool {
        if let match = request.headers[.ifNoneMatch] { return EntityTag.matches(match, tag) }
        if let since = request.headers[.ifModifiedSince], let date = HTTPDate.parse(since) { return modified <= date }
        return false
    }

    /// The real location and modification time (whole seconds) of a regular file inside the folder.
    private func locate(_ path: String) async -> (URL, Int)? {
        // Where a full rebuild cannot swap folders in one step (not Linux), it takes two renames;
        // a request landing between them waits a moment.
        for attempt in 0..<5 {
            if let rootReal = Self.realPath(root.path) {
                guard let real = Self.realPath(rootReal + "/" + path), real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") else { return nil }
                var info = stat()
                guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
                #if canImport(Darwin)
                let seconds = Int(info.st_mtimespec.tv_sec)
                #else
                let seconds = Int(info.st_mtim.tv_sec)
                #endif
                return (URL(fileURLWithPath: real), seconds)
            }
            if attempt < 4 { try? await Task.sleep(for: .milliseconds(10)) }
        }
        return nil
    }

    // MARK: - Not found

    private func notFound(injecting snippet: String?) async -> Response {
        var data: Data
        if let (url, _) = await locate("404.html"), let page = try? Data(contentsOf: url) {
            data = page
        } else if Self.isDirectory(root.path) {
            data = Data(Self.fallbackNotFound.utf8)
        } else {
            data = Data(Self.notBuiltYet.utf8)
        }
        if let snippet { data = Self.insert(snippet, into: data) }
        return Response(
            status: .notFound,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    /// For a site whose theme has no 404 page.
    static let fallbackNotFound = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
        <body><main><h1>Page not found</h1><p>There is no page at this address. Check the address, or go to the <a href="/">home page</a>.</p></main></body></html>

        """

    /// While the first build of a preview has failed: the error overlay explains what to fix.
    static let notBuiltYet = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The site has not been built yet</title></head>
        <body><main><h1>The site has not been built yet</h1><p>The first build failed. The terminal running <code>specimen serve</code> says why; fix the file and save it, and this page reloads by itself.</p></main></body></html>

        """

    // MARK: - Helpers

    /// Inserts `snippet` before the last `</body>` (any case), or at the end when there is none.
    static func insert(_ snippet: String, into html: Data) -> Data {
        let bytes = [UInt8](html)
        let needle = Array("</body".utf8)
        var index = bytes.count - needle.count
        while index >= 0 {
            var matches = true
            for offset in 0..<needle.count where bytes[index + offset] | 0x20 != needle[offset] | 0x20 {
                matches = false
                break
            }
            if matches { break }
            index -= 1
        }
        let position = index >= 0 ? index : bytes.count
        var result = Data(bytes[..<position])
        result.append(Data(snippet.utf8))
        result.append(Data(bytes[position...]))
        return result
    }

    private static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message))
        )
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
