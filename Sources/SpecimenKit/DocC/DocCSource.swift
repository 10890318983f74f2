import Foundation
import SpecimenDiagnostics

/// A DocC page's Markdown made ready for cmark-gfm, line for line, so every position in it is still the file's.
///
/// - Directives that describe the page (`@Metadata`, `@Options`, `@Comment`, `@Available`…) are read and blanked out.
/// - Directives that lay out content (`@Row`, `@Column`, `@TabNavigator`, `@Tab`, `@Links`, `@Small`, a tutorial's
///   `@Section` or `@Step`…) become one-line HTML comments that `DocCSource.html(forMarker:)` turns into `<div>`s, and
///   their content loses the indentation that would make it a code block.
/// - `@Image(source:alt:)` becomes `![alt](source)`, and `@Video` a link to its file, so both are found by name and checked.
/// - Any other directive is blanked out and named in `notRead`.
struct DocCSource {
    /// The Markdown to parse, with as many lines as the body.
    var markdown: String
    /// Directives not read, by name, with the body line and byte column of the first.
    var notRead: [(name: String, line: Int, column: Int)] = []
    /// A tutorial's sections, by title and body line: DocC's link targets, whose anchors the sections' titles carry.
    var sections: [(title: String, line: Int)] = []

    /// Directives that say something about the page, not in it: never shown.
    static let described: Set<String> = [
        "Metadata", "Options", "Comment", "TechnologyRoot", "PageImage", "PageKind", "PageColor", "CallToAction", "TitleHeading",
        "DisplayName", "Available", "SupportedLanguage", "AlternateRepresentation", "Redirected", "AutomaticTitleHeading",
        "AutomaticSeeAlso", "AutomaticArticleSubheading", "TopicsVisualStyle", "DocumentationExtension", "XcodeRequirement",
    ]

    /// The prefix of the HTML comments that stand for layout directives.
    static let markerPrefix = "<!--specimen-docc:"

    init(_ source: String) {
        let body = Self.showingSymbolName(source)
        // Most articles hold no directive at all: a line whose first character (after spaces) is `@`.
        guard MarkdownLines.someLine(of: body, startsWith: "@") else {
            markdown = body
            return
        }
        var output: [Substring] = []
        var open: [(name: String, shown: Bool, indent: Int?)] = []
        var hiddenDepth = 0
        var code = MarkdownLines.Code()
        var notRead: [String: (line: Int, column: Int)] = [:]
        var sections: [(title: String, line: Int)] = []
        var made: [Int: String] = [:]
        // Lines are found by their bytes: splitting by Character costs more than the rest of reading a page.
        let lines = body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        /// A directive's whole text, with the lines its arguments go on to (`@Forums(`, then `destination: "…"`, then
        /// `) {`), and the index of its last line.
        func directiveText(at index: Int, _ trimmed: Substring) -> (text: String, last: Int) {
            var text = String(trimmed)
            guard trimmed.hasPrefix("@"), DocCDirective.isUnclosed(trimmed) else { return (text, index) }
            var last = index
            while last + 1 < lines.count, last - index < 30, DocCDirective.isUnclosed(text) {
                last += 1
                text += " " + DocCCatalog.trimmed(lines[last])
            }
            return DocCDirective.isUnclosed(text) ? (String(trimmed), index) : (text, last)
        }
        // The lines a directive's arguments went on to: blank, as the directive's own line is.
        var continuedThrough = -1
        for (index, line) in lines.enumerated() {
            if index <= continuedThrough {
                output.append("")
                // The code tracker sees what cmark-gfm will: a blank line, or a marker that ends the block before it.
                _ = code.hold("")
                continue
            }
            let trimmed = DocCCatalog.trimmed(line)
            if hiddenDepth > 0 {
                let (text, last) = directiveText(at: index, trimmed)
                if trimmed == "}" {
                    hiddenDepth -= 1
                } else if text.hasPrefix("@"), DocCDirective.parse(text)?.opensBlock == true {
                    hiddenDepth += 1
                }
                continuedThrough = last
                output.append("")
                _ = code.hold("")
                continue
            }
            // Content loses the indentation of the directives it is in.
            var content = line
            if let innermost = open.indices.last {
                if open[innermost].indent == nil, !trimmed.isEmpty { open[innermost].indent = MarkdownLines.indentation(of: line) }
                content = MarkdownLines.removingIndentation(open[innermost].indent ?? 0, from: line)
            }
            // Code shows directives as they are written: a fence in a list item, an indented block of examples.
            if code.hold(content) {
                output.append(content)
                continue
            }
            if trimmed == "}", let last = open.popLast() {
                if last.shown { made[index] = Self.markerPrefix + "/" + last.name.lowercased() + "-->" }
                output.append("")
                _ = code.hold("")
                continue
            }
            let (text, last) = directiveText(at: index, trimmed)
            guard text.hasPrefix("@"), let directive = DocCDirective.parse(text) else {
                output.append(content)
                continue
            }
            continuedThrough = last
            switch directive.name {
            case _ where Self.described.contains(directive.name):
                if directive.opensBlock { hiddenDepth += 1 }
            case "Image":
                made[index] = "![\(Self.escaped(directive.argument("alt") ?? ""))](<\(directive.argument("source") ?? "")>)"
            case "TutorialReference":
                // A tutorial's table of contents lists its chapters' tutorials: as links, with their titles.
                made[index] = "- <\(directive.argument("tutorial") ?? "")>"
            case "Video":
                let source = directive.argument("source") ?? ""
                made[index] = "[\(Self.escaped(directive.argument("alt") ?? "Video: \(source)"))](<\(source)>)"
            case _ where directive.opensBlock:
                open.append((directive.name, true, nil))
                // A `@Chapter(name:)` or `@Volume(name:)` is titled by its name.
                let title =
                    directive.argument("title") ?? directive.argument("name") ?? directive.arguments.first(where: { $0.label.isEmpty })?.value
                let shownTitle = title.map { " " + $0.replacingOccurrences(of: "--", with: "–") } ?? ""
                if directive.name == "Section", let title { sections.append((title, index + 1)) }
                made[index] = Self.markerPrefix + directive.name.lowercased() + shownTitle + "-->"
            default:
                if notRead[directive.name] == nil {
                    notRead[directive.name] = (index + 1, line.utf8.count - line.drop { $0 == " " || $0 == "\t" }.utf8.count + 1)
                }
            }
            output.append("")
            // An image or a link made of the directive is a paragraph; a marker ends the block before it, as a blank does.
            _ = code.hold(made[index].flatMap { $0.hasPrefix(Self.markerPrefix) ? nil : Substring($0) } ?? "")
        }
        // A marker is a block of its own: it starts at the line's start, where the blank stood.
        var markdown = ""
        markdown.reserveCapacity(body.utf8.count)
        for (index, line) in output.enumerated() {
            if index > 0 { markdown += "\n" }
            markdown += made[index] ?? String(line)
        }
        self.markdown = markdown
        self.notRead = notRead.map { ($0.key, $0.value.line, $0.value.column) }.sorted { $0.line < $1.line }
        self.sections = sections
    }

    /// A symbol page's heading as DocC shows it: the symbol's name, not its path or the suffix that tells overloads apart
    /// (``` # ``Kit/Store/state-1qxwl`` ``` → ``` # ``state`` ```).
    private static func showingSymbolName(_ body: String) -> String {
        // The heading is the body's first line that is not empty (front matter and blank lines may come before it).
        guard let first = DocCCatalog.firstLines(of: body, count: 1).first else { return body }
        let line = DocCCatalog.trimmed(first)
        guard let symbol = DocCCatalog.symbolTitle(line) else { return body }
        let name = DocCCatalog.shownName(ofSymbol: symbol)
        guard name != symbol else { return body }
        return body[..<line.startIndex] + "# ``\(name)``" + body[line.endIndex...]
    }

    /// The HTML a layout directive's marker stands for (`<div class="docc-row">`), or `nil` for any other HTML.
    static func html(forMarker block: String) -> String? {
        let trimmed = block.trimmingWhitespaceAndNewlines()
        guard trimmed.hasPrefix(markerPrefix), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(markerPrefix.count).dropLast(3)
        if inner.hasPrefix("/") { return "</div>" }
        let name = inner.prefix { $0 != " " }
        let title = inner.dropFirst(name.count).trimmingWhitespace()
        let open = "<div class=\"docc-\(HTML.escape(String(name)))\">"
        guard !title.isEmpty else { return open }
        // A section's title is where DocC's links to the section lead (`<doc:Tutorial#Deleting-the-sync-up>`).
        let id = name == "section" ? " id=\"\(HTML.escape(DocCCatalog.anchor(title)))\"" : ""
        return open + "<p class=\"docc-title\"\(id)>\(HTML.escape(title))</p>"
    }

    /// Alt text as Markdown reads it back: brackets escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }
}
