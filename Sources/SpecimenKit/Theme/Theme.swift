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
                var line = error.context.lineNumber
                var column = error.context.columnNumber
                var problem = describe(error.error)
                // The parser notices a missing `{{/x}}` at the end of the file; the opening tag is what needs fixing.
                if case MustacheTemplate.Error.expectedSectionEnd = error.error, let open = unclosedSection(in: text) {
                    (line, column) = (open.line, open.column)
                    problem = "`\(open.tag)` is never closed"
                }
                diagnostics.append(.error(
                    "template-syntax", at: SourceLocation(file: display, line: line, column: column),
                    "the template does not parse: \(problem)",
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

    /// The innermost `{{#x}}` or `{{^x}}` left open at the end of a template, with its position.
    static func unclosedSection(in text: String) -> (tag: String, line: Int, column: Int)? {
        var open: [(tag: String, name: String, line: Int, column: Int)] = []
        var line = 1
        var column = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("{{"), let close = text[index...].range(of: "}}") {
                let tag = String(text[index..<close.upperBound])
                let inner = tag.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
                let name = inner.dropFirst().trimmingCharacters(in: .whitespaces)
                if inner.hasPrefix("#") || inner.hasPrefix("^") {
                    open.append((tag, name, line, column))
                } else if inner.hasPrefix("/"), let last = open.lastIndex(where: { $0.name == name }) {
                    open.removeSubrange(last...)
                }
                for character in tag {
                    if character == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                index = close.upperBound
                continue
            }
            if text[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index = text.index(after: index)
        }
        return open.last.map { ($0.tag, $0.line, $0.column) }
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
