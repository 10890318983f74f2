/// Where the theme's assets are published, with content-hashed names for CSS and JavaScript, so hosts can cache
/// them for ever.
///
/// The theme's `assets/style.css` becomes `_specimen/style.1a2b3c4d.css`; the name changes exactly when the bytes
/// do. Other assets keep their names, since CSS may refer to them. The site's `_specimen/` folder is Specimen's,
/// so a project's own `content/assets/` (its images, its own `favicon.svg`) is published as it is, beside it.
enum AssetFingerprint {
    /// The site's folder of the theme's assets.
    static let folder = "_specimen/"

    /// The published path of a theme asset (`assets/…` inside the theme).
    static func publishedPath(for path: String, contents: [UInt8]) -> String {
        let inside = path.hasPrefix("assets/") ? folder + path.dropFirst("assets/".count) : path
        guard inside.hasSuffix(".css") || inside.hasSuffix(".js"), let dot = inside.lastIndex(of: ".") else { return inside }
        return "\(inside[..<dot]).\(hash(contents))\(inside[dot...])"
    }

    /// Eight hex digits of 64-bit FNV-1a: not cryptographic, only a cache key that changes with the bytes.
    static func hash(_ bytes: [UInt8]) -> String {
        let text = String(FNV1a.hash(bytes) >> 32, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
