import Foundation
import Mustache

/// The templates and assets a site is rendered with.
///
/// The built-in default theme comes first; any file in PROJECT/theme/ replaces the
/// default file of the same path, so a team can change one partial or the CSS and
/// keep everything else.
public struct Theme: Sendable {
    /// Every theme file by path inside the theme (`layouts/page.mustache`, `assets/style.css`).
    public let files: [String: Data]
    /// Where each file came from, for diagnostics: the project file's display path, or `theme/PATH (built in)`.
    let origins: [String: String]
    private let library: MustacheLibrary
    /// The layout names that parsed (`page`, `404`).
    public let layouts: Set<String>

    /// Loads the default theme with the project's overrides; template syntax errors are located diagnostics.
    public static func load(_ project: Project) -> (Theme, [Diagnostic]) {
        var files = DefaultTheme.files
        var origins = Dictionary(uniqueKeysWithValues: files.keys.map { ($0, "theme/\($0) (built in)") })
        for path in SiteLoader.listFiles(in: project.themeDirectory) {
            let url = project.themeDirectory.appending(path: path)
            if let data = FileManager.default.contents(atPath: url.path) {
                files[path] = data
                origins[path] = project.displayPath(url)
            }
        }
        return make(files: files, origins: origins)
    }

    /// A theme from explicit files, for tests and in-memory sites.
    static func make(files: [String: Data], origins: [String: String]) -> (Theme, [Diagnostic]) {
        var library = MustacheLibrary()
        var layouts: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasSuffix(".mustache") {
            let isLayout = path.hasPrefix("layouts/")
            guard isLayout || path.hasPrefix("partials/") else { continue }
            let name = String(path.split(separator: "/").last?.dropLast(".mustache".count) ?? "")
            let display = origins[path] ?? "theme/\(path)"
            guard let text = files[path].flatMap({ String(data: $0, encoding: .utf8) }) else {
                diagnostics.append(.error("theme-not-utf8", at: SourceLocation(file: display, line: 1, column: 1), "the template is not UTF-8 text", reason: "Templates are read as UTF-8.", fix: "Re-save it as UTF-8."))
                continue
            }
            do {
                let template = try MustacheTemplate(string: text)
                library.register(template, named: isLayout ? "layout:" + name : name)
                if isLayout { layouts.insert(name) }
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(
                    "template-syntax", at: SourceLocation(file: display, line: error.context.lineNumber, column: error.context.columnNumber),
                    "the template does not parse: \(describe(error.error))",
                    reason: "Mustache tags must be closed (`{{name}}`), and every `{{#section}}` needs a matching `{{/section}}`.",
                    fix: "Fix the tag here; `specimen build` uses the rest of the theme as it is."
                ))
            } catch {
                diagnostics.append(.error("template-syntax", at: SourceLocation(file: display, line: 1, column: 1), "the template does not parse", reason: "\(error)", fix: "Check its Mustache tags."))
            }
        }
        return (Theme(files: files, origins: origins, library: library, layouts: layouts), diagnostics)
    }

    /// Renders layout `name` with `context`; `nil` when the layout does not exist.
    public func render(layout name: String, context: [String: Any]) -> String? {
        library.render(context, withTemplate: "layout:" + name)
    }

    /// Files under `assets/`, copied to the site's `assets/` folder: paths inside the theme, sorted.
    public var assetPaths: [String] {
        files.keys.filter { $0.hasPrefix("assets/") }.sorted()
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "a section is closed with a different name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: "a tag is not closed"
        case MustacheTemplate.Error.expectedSectionEnd: "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "a set-delimiter tag is malformed"
        default: "\(error)"
        }
    }
}
