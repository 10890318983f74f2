import Testing

@testable import SpecimenServer

@Suite("Request paths")
struct SitePathTests {
    private func resolve(_ path: String, query: String? = nil, base: String = "/", folders: Set<String> = ["guides"]) -> SitePath {
        SitePath.resolve(rawPath: path, query: query, basePath: base) { folders.contains($0) }
    }

    @Test func foldersServeTheirIndex() {
        #expect(resolve("/") == .file("index.html"))
        #expect(resolve("/guides/") == .file("guides/index.html"))
        #expect(resolve("/assets/style.css") == .file("assets/style.css"))
        #expect(resolve("/caf%C3%A9/") == .file("café/index.html"))
    }

    @Test func aFolderWithoutItsSlashRedirectsPermanently() {
        #expect(resolve("/guides") == .redirect("/guides/", permanent: true))
        #expect(resolve("/guides", query: "q=1") == .redirect("/guides/?q=1", permanent: true))
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt", "/..%5csecret.txt",
        "/.%2e/secret.txt", "/%2e./secret.txt", "/guides/../../secret.txt", "/guides/%2e%2e/%2e%2e/secret.txt",
        "/..\\secret.txt", "/guides/..%5C..%5Csecret.txt", "/%00", "/index.html%00.txt", "/./index.html",
        "//etc/passwd", "/guides//x", "/%2F%2Fevil.example/", "/%zz", "relative",
    ])
    func traversalAndMalformedPathsAreInvalid(path: String) {
        #expect(resolve(path) == .invalid)
    }

    @Test func doubleEncodingIsDecodedOnlyOnce() {
        // `%252e%252e` is the literal name `%2e%2e`: a file that does not exist, not a way up.
        #expect(resolve("/%252e%252e/secret.txt") == .file("%2e%2e/secret.txt"))
    }

    @Test func aBaseURLPrefixesEverything() {
        #expect(resolve("/", base: "/docs/") == .redirect("/docs/", permanent: false))
        #expect(resolve("/docs", base: "/docs/") == .redirect("/docs/", permanent: false))
        #expect(resolve("/docs/", base: "/docs/") == .file("index.html"))
        #expect(resolve("/docs/guides/", base: "/docs/") == .file("guides/index.html"))
        #expect(resolve("/other/", base: "/docs/") == .notFound)
        #expect(resolve("/docs/../x", base: "/docs/") == .invalid)
    }
}
