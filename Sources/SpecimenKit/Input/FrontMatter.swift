import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// The YAML block between `---` lines at the top of a guide, read into typed keys.
///
/// Known keys have fixed types (`title`, `description`, `outline`, `order`, `draft`);
/// every other key is passed to templates as `page.front.KEY`.
public struct FrontMatter: Sendable, Equatable {
    /// `title:`; the page falls back to its first H1, then its file name.
    public var title: String?
    /// `description:`, one sentence for the page head and search results.
    public var description: String?
    /// `outline:`, VitePress's meaning.
    public var outline: OutlineSetting?
    /// `order:`, sorts the page among its siblings before the title does.
    public var order: Double?
    /// `draft: true` leaves the page out of the published site.
    public var draft: Bool = false
    /// `permalink: /components/button/`, Jekyll's and Eleventy's: where the page is published, from the site's root.
    public var permalink: String?
    /// Every other key, for templates.
    public var extra: [String: FrontMatterValue] = [:]

    /// No front matter at all.
    public init() {}
}

extension FrontMatter {
    /// A Markdown file split into its front matter and body.
    struct Split {
        /// The YAML text, or `nil` when the file has no front matter.
        var yaml: String?
        /// The 1-based file line of the YAML's first line.
        var yamlFirstLine: Int
        /// The Markdown after the front matter.
        var body: String
        /// The 1-based file line where the body starts.
        var bodyFirstLine: Int
    }

    /// Separates front matter from the body; a block that never closes is a warning at its opening line, and the
    /// whole file is the body, as GitHub shows it.
    static func split(_ source: SourceText) -> (Split, Diagnostic?) {
        func isMarker(_ line: Int, _ markers: Set<String>) -> Bool {
            source.line(line).map { markers.contains($0.trimmingTrailingWhitespace()) } ?? false
        }
        let whole = Split(yaml: nil, yamlFirstLine: 1, body: source.text, bodyFirstLine: 1)
        guard isMarker(1, ["---"]) else { return (whole, nil) }
        for line in stride(from: 2, through: source.lineCount, by: 1) where isMarker(line, ["---", "..."]) {
            let yaml = (2..<line).compactMap { source.line($0) }.joined(separator: "\n")
            let body = String(source.text.utf8.dropFirst(source.byteOffset(ofLine: line + 1))) ?? ""
            return (Split(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: line + 1), nil)
        }
        let diagnostic = Diagnostic.warning(
            .frontMatterUnclosed, at: source.location(line: 1, column: 1),
            "front matter is never closed",
            reason:
                "The file starts with `---`, so everything up to the next `---` line would be YAML, and there is none; the page is published as the whole file, as GitHub shows it.",
            fix: "Add a line with just `---` after the last front-matter key, or remove the opening `---` if the file has no front matter."
        )
        return (whole, diagnostic)
    }

    /// Reads front matter YAML; `firstLine` is the file line of the YAML's first line. Every problem is a warning: the
    /// page is published without what could not be read (all of it when the YAML does not parse, else that key).
    static func parse(_ yaml: String, firstLine: Int, source: SourceText) -> (FrontMatter, [Diagnostic]) {
        var frontMatter = FrontMatter()
        var diagnostics: [Diagnostic] = []
        func location(_ mark: Mark?) -> SourceLocation {
            YAMLLocation.location(of: mark, in: source, firstLine: firstLine)
        }

        let root: Node?
        do {
            root = try YAML.compose(yaml)
        } catch let error as YamlError {
            var diagnostic = YAMLLocation.diagnostic(
                error, in: source, firstLine: firstLine, code: .frontMatterYAML, what: "front matter", severity: .warning)
            diagnostic.reason = (diagnostic.reason ?? "") + Self.ignoredWhole
            diagnostics.append(diagnostic)
            return (frontMatter, diagnostics)
        } catch {
            diagnostics.append(
                .warning(
                    .frontMatterYAML, at: location(nil), "front matter could not be read", reason: "\(error)." + Self.ignoredWhole,
                    fix: "Check the YAML between the `---` lines."))
            return (frontMatter, diagnostics)
        }
        guard let root else { return (frontMatter, diagnostics) }
        guard case let .mapping(mapping) = root else {
            diagnostics.append(
                .warning(
                    .frontMatterNotMapping, at: location(root.mark), "front matter is not a list of `key: value` lines",
                    reason: "Specimen reads front matter as YAML keys such as `title:` and `description:`." + Self.ignoredWhole,
                    fix: "Write each setting as `key: value` on its own line."
                ))
            return (frontMatter, diagnostics)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? "\(keyNode)"
            func wrongType(_ expected: String, example: String) {
                diagnostics.append(
                    .warning(
                        .frontMatterType, at: location(value.mark), "`\(key)` must be \(expected)",
                        reason:
                            "It is `\(value.string ?? FrontMatterValue(value).yamlText)`, which Specimen cannot use as \(expected); the page is published without it.",
                        fix: "Write it as, for example, `\(key): \(example)`."
                    ))
            }
            switch key {
            case "title":
                if let text = value.scalarText { frontMatter.title = text } else { wrongType("text", example: "Empty states") }
            case "description":
                if let text = value.scalarText { frontMatter.description = text } else { wrongType("text", example: "One sentence about the page.") }
            case "order":
                if case .scalar = value, let number = value.float, number.isFinite {
                    frontMatter.order = number
                } else {
                    wrongType("a number", example: "3")
                }
            case "draft":
                if case .scalar = value, let flag = value.bool { frontMatter.draft = flag } else { wrongType("`true` or `false`", example: "true") }
            case "permalink":
                if let text = value.scalarText, let path = permalinkPath(text) {
                    frontMatter.permalink = path
                } else {
                    diagnostics.append(
                        .warning(
                            .frontMatterType, at: location(value.mark), "`permalink` must be a path from the site's root",
                            reason:
                                "It is `\(value.string ?? FrontMatterValue(value).yamlText)`; Specimen publishes a page at a fixed path such as `/components/button/`, and fills in no `:placeholders`. The page is published at its file's place.",
                            fix: "Write it as, for example, `permalink: /components/button/`, or remove it."
                        ))
                }
            case "outline":
                if let setting = outlineSetting(value) {
                    frontMatter.outline = setting
                } else {
                    diagnostics.append(
                        .warning(
                            .frontMatterOutline, at: location(value.mark), "`outline` must be `false`, a heading level, `[min, max]` or `deep`",
                            reason:
                                "It is `\(FrontMatterValue(value).yamlText)`; heading levels run from 2 to 6. The page has the usual outline instead.",
                            fix: "Write `outline: deep` for every level, `outline: [2, 3]` for a range, or `outline: false` to hide it."
                        ))
                }
            default:
                frontMatter.extra[key] = FrontMatterValue(value)
            }
        }
        return (frontMatter, diagnostics)
    }

    /// The content path a permalink publishes a page at: `/components/button/` → `components/button/index.md`, `/about.html`
    /// → `about/index.md`, `/` → `index.md`; `nil` for one Specimen cannot follow (Jekyll's `:title` placeholders, a full URL).
    static func permalinkPath(_ permalink: String) -> String? {
        var path = permalink.trimmingWhitespace()
        guard path.hasPrefix("/"), !path.contains(":"), !path.contains("?"), !path.contains("#"), !path.contains("..") else { return nil }
        for suffix in ["/index.html", ".html", "/"] where path.hasSuffix(suffix) {
            path.removeLast(suffix.count)
            break
        }
        let parts = path.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? "index.md" : parts.joined(separator: "/") + "/index.md"
    }

    /// What a reader of a warning about the whole front matter needs to know.
    private static let ignoredWhole = " The page is published without its front matter: no title, order or description from it."

    private static func outlineSetting(_ node: Node) -> OutlineSetting? {
        switch node {
        case .scalar:
            if node.string == "deep" { return .deep }
            if let flag = node.bool, node.int == nil { return flag ? .default : .hidden }
            if let level = node.int, (2...6).contains(level) { return .levels(min: level, max: level) }
            return nil
        case let .sequence(sequence):
            let levels = sequence.compactMap(\.int)
            guard levels.count == 2, sequence.count == 2, (2...6).contains(levels[0]), (levels[0]...6).contains(levels[1]) else { return nil }
            return .levels(min: levels[0], max: levels[1])
        default:
            return nil
        }
    }
}

private extension Node {
    /// Text for a scalar that reads naturally as text (numbers too: `title: 2024`).
    var scalarText: String? {
        guard case let .scalar(scalar) = self else { return nil }
        return scalar.string
    }
}
