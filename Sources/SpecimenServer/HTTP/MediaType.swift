/// The `Content-Type` of a file served by the preview, from its extension.
enum MediaType {
    /// The media type for a file name; `application/octet-stream` when the extension is unknown.
    static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].contains("/") else {
            return "application/octet-stream"
        }
        return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// Whether the type is HTML, the only type the live-reload client is injected into.
    static func isHTML(_ type: String) -> Bool {
        type.hasPrefix("text/html")
    }

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "xml": "application/xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "wasm": "application/wasm",
    ]
}
