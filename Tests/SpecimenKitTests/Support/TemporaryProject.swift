import Foundation
@_exported import SpecimenTestSupport
@testable import SpecimenKit
@testable import SpecimenTokens

/// A docs project in a fresh temporary folder, removed when the test ends.
final class TemporaryProject {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "specimen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var project: Project { Project(root: root) }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }

    func build(_ configure: (inout BuildOptions) -> Void = { _ in }) -> BuildReport {
        var options = BuildOptions()
        configure(&options)
        return SiteBuilder.build(project, options: options)
    }

    /// Every file below `folder` with its bytes, for comparing two builds.
    func snapshot(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in SiteLoader.listFiles(in: root.appending(path: folder)) {
            result[path] = try Data(contentsOf: root.appending(path: folder).appending(path: path))
        }
        return result
    }
}

/// Renders one Markdown body as a page at `contentPath` (again, when `previous` is its last render).
func renderPage(_ markdown: String, at contentPath: String = "guide.md", base: String = "/", reusing previous: RenderedPage? = nil) -> RenderedPage {
    let source = SourceText(path: "content/" + contentPath, text: markdown)
    let (split, _) = FrontMatter.split(source)
    var frontMatter = FrontMatter()
    if let yaml = split.yaml { frontMatter = FrontMatter.parse(yaml, firstLine: split.yamlFirstLine, source: source).0 }
    let page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: split.body, bodyFirstLine: split.bodyFirstLine)
    return PageRenderer(urls: SiteURLs(base: base), components: nil, keepsHighlightedSwift: true).render(page, reusing: previous)
}
