import Foundation
@_exported import SpecimenTestSupport

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// A docs project in a fresh temporary folder, removed when the test ends.
final class TemporaryProject: TemporaryFolder, @unchecked Sendable {
    init(_ files: [String: String] = [:]) throws {
        try super.init(prefix: "specimen-test", files: files)
    }

    var project: Project { Project(root: root) }

    func build(_ configure: (inout BuildOptions) -> Void = { _ in }) -> BuildReport {
        var options = BuildOptions()
        configure(&options)
        return SiteBuilder.build(project, options: options)
    }

    /// `build(_:)`, with the files it wrote and removed (`nil` when it wrote nothing).
    func buildRecordingOutput(_ configure: (inout BuildOptions) -> Void = { _ in }) -> (report: BuildReport, written: SiteWriter.Written?) {
        var options = BuildOptions()
        configure(&options)
        var session = SiteSession(project: project, options: options)
        let report = session.build()
        return (report, session.lastWrite)
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
