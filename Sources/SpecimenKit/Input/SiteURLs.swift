import Foundation
import SpecimenDiagnostics

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
        var value = base.trimmingWhitespace()
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
        // Asked on every use of `Page.pagePath`. The tests are String's, by Character, as `InputKind` tells a guide
        // (a character that joins the `.` or `/` makes no suffix); the cuts are of bytes, which those tests make safe.
        var stem = path.hasSuffix(".md") ? String(path.utf8.dropLast(3))! : path
        if stem == "index" { return "" }
        if stem.hasSuffix("/index") { return String(stem.utf8.dropLast(5))! }
        stem += "/"
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
        // Every link of every page comes through here: work on UTF-8 bytes, not Characters.
        let utf8 = destination.utf8
        guard let first = utf8.first else { return .fragment("") }
        if first == UInt8(ascii: "#"), destination.hasPrefix("#") {
            return .fragment(String(destination.dropFirst()))
        }
        // One pass finds what the rest asks: the first `:` before the path ends (a scheme's end), the first `#`
        // or `?` (where the path ends), and whether the path has anything to decode.
        var text = destination
        let (colon, mark, encoded) = text.withUTF8 { bytes -> (Int?, Int?, Bool) in
            var colon: Int?
            var encoded = false
            for index in 0..<bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ":"): if colon == nil { colon = index }
                case UInt8(ascii: "#"), UInt8(ascii: "?"):
                    // A `:` after the path starts no scheme (the bytes before it hold this mark), and only the path is decoded.
                    return (colon, index, encoded)
                case UInt8(ascii: "%"): encoded = true
                default: break
                }
            }
            return (colon, nil, encoded)
        }
        if utf8.starts(with: "//".utf8) || Self.hasScheme(destination, colon: colon) { return .external(destination) }
        var path = destination
        var suffix = ""
        if let mark {
            let index = utf8.index(utf8.startIndex, offsetBy: mark)
            suffix = String(destination[index...])
            path = String(destination[..<index])
        }
        let fragment = suffix.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(suffix[suffix.index(after: $0)...]) }
        // Foundation's decoding goes through NSString; most paths have nothing to decode.
        var decoded = encoded ? (path.removingPercentEncoding ?? path) : path
        var source = sourcePath
        let isAbsolute = decoded.utf8.first == UInt8(ascii: "/")
        let joined = source.withUTF8 { source in
            decoded.withUTF8 { path in Self.join(path, inFolderOf: isAbsolute ? nil : source) }
        }
        guard let joined else { return .outside(destination) }
        var resolved = String(decoding: joined, as: UTF8.self)
        if decoded.utf8.last == UInt8(ascii: "/"), !joined.isEmpty { resolved += "/" }
        if resolved.utf8.count >= 3, resolved.utf8.suffix(3).elementsEqual(".md".utf8) {
            return .page(contentPath: resolved, fragment: fragment, suffix: suffix)
        }
        return .file(contentPath: resolved, suffix: suffix)
    }

    /// `path`'s parts after the parts of the folder `source` is in, joined by `/`, with `.` and `..`
    /// applied; `nil` when `..` climbs above the top. Empty parts (`a//b`) are skipped.
    private static func join(_ path: UnsafeBufferPointer<UInt8>, inFolderOf source: UnsafeBufferPointer<UInt8>?) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var joined: [UInt8] = []
        joined.reserveCapacity((source?.count ?? 0) + path.count)
        var depth = 0
        func append(_ part: Slice<UnsafeBufferPointer<UInt8>>) {
            if depth > 0 { joined.append(slash) }
            joined.append(contentsOf: part)
            depth += 1
        }
        if let source {
            // Everything before the source's own name, its last part.
            var end = source.count
            while end > 0, source[end - 1] == slash { end -= 1 }
            while end > 0, source[end - 1] != slash { end -= 1 }
            var index = 0
            while index < end {
                while index < end, source[index] == slash { index += 1 }
                let start = index
                while index < end, source[index] != slash { index += 1 }
                if index > start { append(source[start..<index]) }
            }
        }
        var index = 0
        while index < path.count {
            while index < path.count, path[index] == slash { index += 1 }
            let start = index
            while index < path.count, path[index] != slash { index += 1 }
            switch index - start {
            case 0:
                continue
            case 1 where path[start] == dot:
                continue
            case 2 where path[start] == dot && path[start + 1] == dot:
                if depth == 0 { return nil }
                joined.removeSubrange((joined.lastIndex(of: slash) ?? 0)...)
                depth -= 1
            default:
                append(path[start..<index])
            }
        }
        return joined
    }

    /// The destination Specimen writes into the page for a link as written.
    public func rewrite(_ destination: String, from sourcePath: String) -> String {
        rewrite(destination, to: target(of: destination, from: sourcePath))
    }

    /// `rewrite(_:from:)` for a link whose target is already known.
    func rewrite(_ destination: String, to target: LinkTarget) -> String {
        switch target {
        case .fragment, .external, .outside:
            destination
        case let .page(contentPath, _, suffix):
            url(forContentPath: contentPath) + suffix
        case let .file(contentPath, suffix):
            base + contentPath + suffix
        }
    }

    /// Whether `text` starts with a URL scheme, ending at `colon`: the UTF-8 offset of its first `:`, found in `text` itself.
    private static func hasScheme(_ text: String, colon: Int?) -> Bool {
        guard let colon else { return false }
        var text = text
        let ascii = text.withUTF8 { bytes -> Bool? in
            let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
            guard scheme.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
            guard let first = scheme.first, isLetter(first) else { return false }
            return scheme.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
        }
        if let ascii { return ascii }
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: colon)
        let scheme = text[..<end]
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
