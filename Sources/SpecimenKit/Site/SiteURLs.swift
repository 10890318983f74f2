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
        var depth = 0
        func push(_ part: Substring.UTF8View) {
            if depth > 0 { joined.append(UInt8(ascii: "/")) }
            joined.append(contentsOf: part)
            depth += 1
        }
        if !decoded.hasPrefix("/") {
            for part in sourcePath.utf8.split(separator: UInt8(ascii: "/")).dropLast() { push(part) }
        }
        for part in decoded.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                if depth == 0 { return .outside(destination) }
                joined.removeSubrange((joined.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                depth -= 1
            } else {
                push(part)
            }
        }
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
