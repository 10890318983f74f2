import Foundation

/// Where each content file is published, and how links written between files become site URLs.
///
/// Pretty URLs: `guides/errors.md` is published at `guides/errors/` (written to
/// `guides/errors/index.html`), a folder's `index.md` at the folder itself. Every
/// URL Specimen writes starts with the base (`/` or `--base-url /repo/`), so a page
/// can move between folders without its relative links breaking.
public struct SiteURLs: Sendable, Hashable {
    /// The URL prefix of the site; always starts and ends with `/`.
    public let base: String
    /// `https://example.github.io` when the base was given as a full URL; needed for sitemap.xml.
    public let origin: String?

    /// Normalises `base` to start and end with a slash (`repo` → `/repo/`); a full URL also sets the origin.
    public init(base: String = "/") {
        var value = base.trimmingCharacters(in: .whitespaces)
        var origin: String?
        if let url = URL(string: value), let scheme = url.scheme, let host = url.host {
            origin = "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
            value = url.path
        }
        self.origin = origin
        if !value.hasPrefix("/") { value = "/" + value }
        if !value.hasSuffix("/") { value += "/" }
        self.base = value
    }

    /// The URL path (without base) a Markdown file is published at: `a/b.md` → `a/b/`, `a/index.md` → `a/`.
    public static func pagePath(forContentPath path: String) -> String {
        var stem = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        if stem == "index" { return "" }
        if stem.hasSuffix("/index") { stem.removeLast("index".count) } else { stem += "/" }
        return stem
    }

    /// The site URL of a content path (page or file), with the base.
    public func url(forContentPath path: String) -> String {
        base + (path.hasSuffix(".md") ? Self.pagePath(forContentPath: path) : path)
    }

    /// The site URL of a page path from `pagePath(forContentPath:)`.
    public func url(forPagePath path: String) -> String { base + path }

    /// What a link destination written in `sourcePath` points at.
    public func target(of destination: String, from sourcePath: String) -> LinkTarget {
        if destination.isEmpty { return .fragment("") }
        if destination.hasPrefix("#") { return .fragment(String(destination.dropFirst())) }
        if destination.hasPrefix("//") || Self.hasScheme(destination) { return .external(destination) }
        // Every link of every page comes through here: work on UTF-8 bytes, not Characters.
        var path = destination
        var suffix = ""
        if let mark = path.utf8.firstIndex(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }) {
            suffix = String(path[mark...])
            path = String(path[..<mark])
        }
        let fragment = suffix.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(suffix[suffix.index(after: $0)...]) }
        // Foundation's decoding goes through NSString; most paths have nothing to decode.
        let decoded = path.utf8.contains(UInt8(ascii: "%")) ? (path.removingPercentEncoding ?? path) : path
        // The path is built as bytes, components joined by "/": the source's folders, then each part.
        var joined: [UInt8] = []
        joined.reserveCapacity(sourcePath.utf8.count + decoded.utf8.count)
        var depth = 0
        func push<Part: Collection<UInt8>>(_ part: Part) {
            if depth > 0 { joined.append(UInt8(ascii: "/")) }
            joined.append(contentsOf: part)
            depth += 1
        }
        /// Calls `body` with each non-empty `/`-separated part of `path`; stops when it returns false.
        func forEachPart(of path: String, _ body: (Substring.UTF8View) -> Bool) -> Bool {
            let utf8 = path.utf8
            var start = utf8.startIndex
            var index = start
            while true {
                let atEnd = index == utf8.endIndex
                if atEnd || utf8[index] == UInt8(ascii: "/") {
                    if start < index, !body(Substring(path)[start..<index].utf8) { return false }
                    if atEnd { return true }
                    start = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
        }
        if !decoded.hasPrefix("/") {
            // The folders the source is in: every part but the last, its own name.
            var previous: Substring.UTF8View?
            _ = forEachPart(of: sourcePath) { part in
                if let previous { push(previous) }
                previous = part
                return true
            }
        }
        let inside = forEachPart(of: decoded) { part in
            if part.elementsEqual(".".utf8) { return true }
            if part.elementsEqual("..".utf8) {
                if depth == 0 { return false }
                joined.removeSubrange((joined.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                depth -= 1
            } else {
                push(part)
            }
            return true
        }
        if !inside { return .outside(destination) }
        var resolved = String(decoding: joined, as: UTF8.self)
        if decoded.hasSuffix("/"), !resolved.isEmpty { resolved += "/" }
        if resolved.hasSuffix(".md") { return .page(contentPath: resolved, fragment: fragment, suffix: suffix) }
        return .file(contentPath: resolved, suffix: suffix)
    }

    /// The destination Specimen writes into the page for a link as written.
    public func rewrite(_ destination: String, from sourcePath: String) -> String {
        switch target(of: destination, from: sourcePath) {
        case .fragment, .external, .outside:
            destination
        case let .page(contentPath, _, suffix):
            url(forContentPath: contentPath) + suffix
        case let .file(contentPath, suffix):
            base + contentPath + suffix
        }
    }

    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}

/// What a link in a guide points at.
public enum LinkTarget: Hashable, Sendable {
    /// `#id` on the same page (empty for a bare `#`).
    case fragment(String)
    /// Another site or scheme (`https:`, `mailto:`).
    case external(String)
    /// A Markdown page in content/, with its `#fragment` and the `?query#fragment` as written.
    case page(contentPath: String, fragment: String?, suffix: String)
    /// Any other file or folder in content/, e.g. an image.
    case file(contentPath: String, suffix: String)
    /// A relative path that climbs out of content/.
    case outside(String)
}
