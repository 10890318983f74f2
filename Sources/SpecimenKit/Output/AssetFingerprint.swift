/// Content-hashed names for CSS and JavaScript, so hosts can cache them for ever.
///
/// `assets/style.css` becomes `assets/style.1a2b3c4d.css`; the name changes exactly
/// when the bytes do. Other assets keep their names, since CSS may refer to them.
enum AssetFingerprint {
    /// The published path of a theme asset.
    static func publishedPath(for path: String, contents: [UInt8]) -> String {
        guard path.hasSuffix(".css") || path.hasSuffix(".js"), let dot = path.lastIndex(of: ".") else { return path }
        return "\(path[..<dot]).\(hash(contents))\(path[dot...])"
    }

    /// Eight hex digits of 64-bit FNV-1a: not cryptographic, only a cache key that changes with the bytes.
    static func hash(_ bytes: [UInt8]) -> String {
        let text = String(FNV1a.hash(bytes) >> 32, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
