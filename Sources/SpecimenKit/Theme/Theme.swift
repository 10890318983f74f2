import Foundation
import SpecimenDiagnostics
import SpecimenTokens

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
    private let library: TemplateLibrary
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
        var library = TemplateLibrary()
        var layouts: Set<String> = []
        var partials: Set<String> = []
        var parsed: [(display: String, template: Template)] = []
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasSuffix(".mustache") {
            let isLayout = path.hasPrefix("layouts/")
            guard isLayout || path.hasPrefix("partials/") else { continue }
            let name = String(path.split(separator: "/").last?.dropLast(".mustache".count) ?? "")
            let display = origins[path] ?? "theme/\(path)"
            // Known even when it does not parse: that has its own error, and its includes are not missing.
            if !isLayout { partials.insert(name) }
            guard let text = files[path].flatMap({ String(data: $0, encoding: .utf8) }) else {
                diagnostics.append(
                    .error(
                        .themeNotUTF8, at: SourceLocation(file: display, line: 1, column: 1), "the template is not UTF-8 text",
                        reason: "Templates are read as UTF-8.", fix: "Re-save it as UTF-8."))
                continue
            }
            do throws(TemplateSyntaxError) {
                let template = try Template(text)
                library.register(template, named: isLayout ? "layout:" + name : name)
                if isLayout { layouts.insert(name) }
                parsed.append((display, template))
            } catch {
                diagnostics.append(error.diagnostic(file: display, what: "the template"))
            }
        }
        diagnostics += TemplateLibrary.missingPartials(in: parsed, known: partials, folder: "theme/partials/")
        return (Theme(files: files, origins: origins, library: library, layouts: layouts), diagnostics)
    }

    /// Renders layout `name` with `context`; `nil` when the layout does not exist.
    public func render(layout name: String, context: TemplateValue) -> String? {
        library.render("layout:" + name, with: context)
    }

    /// Appends layout `name` rendered with `context` to `output` as UTF-8; `false`, appending nothing, when the layout does not exist.
    @discardableResult
    public func render(layout name: String, context: TemplateValue, into output: inout [UInt8]) -> Bool {
        library.render("layout:" + name, with: context, into: &output)
    }

    /// Appends layout `name` rendered with `context` to `output`; `false`, appending nothing, when the layout does not exist.
    @discardableResult
    public func render(layout name: String, context: TemplateValue, into output: inout String) -> Bool {
        library.render("layout:" + name, with: context, into: &output)
    }

    /// Files under `assets/`, copied to the site's `_specimen/` folder (see `AssetFingerprint`): paths inside the
    /// theme, sorted.
    public var assetPaths: [String] {
        files.keys.filter { $0.hasPrefix("assets/") }.sorted()
    }
}
