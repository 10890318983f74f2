import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Renders one guide's Markdown into body HTML with everything Specimen adds on purpose:
/// heading ids and permalinks, highlighted code, scoped styles and rewritten links.
struct PageRenderer: Sendable {
    /// How links become URLs.
    var urls: SiteURLs
    /// What links lead to on this site (pages by URL, folders, DocC names); without it, by their text alone.
    var links: SiteLinks? = nil
    /// Renders ```` ```component NAME ```` blocks; `nil` renders them as code.
    var components: ComponentBlock?
    /// Reports colours hard-coded in raw HTML; `nil` skips the check.
    var colourLint: LiteralColorLint?
    /// Whether the result keeps the HTML of its Swift blocks for its next render (see `render(_:reusing:)`).
    var keepsHighlightedSwift = false

    /// Renders `page`; never fails, problems are in the result's diagnostics.
    func render(_ page: Page) -> RenderedPage {
        render(page, reusing: nil)
    }

    /// Renders `page` again: Swift blocks whose code `previous` (its last render) already highlighted are not parsed again.
    func render(_ page: Page, reusing previous: RenderedPage?) -> RenderedPage {
        let highlightedBefore = previous?.highlightedSwift ?? [:]
        var highlightedSwift: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        var scopedCSS: [String] = []
        var identified: [RenderedPage.Heading] = []
        /// Ids the page gets from what renders it (a component example's, a DocC section title's): link targets, not
        /// checked for duplicates, since the writer did not write them.
        var madeAnchors: [RenderedPage.Anchor] = []
        var usesDesign = false
        // The Markdown rendered: the body, with its partials in place of their `@include` lines (`PageIncludes`).
        var (markdown, bodyLines) = PageIncludes.expanded(page)
        func location(line: Int, byteColumn: Int) -> SourceLocation {
            bodyLines.location(line: line, byteColumn: byteColumn)
        }

        var editor = MarkdownEditor()
        // Each link's target is worked out once, for its URL in the page and for the link check.
        var targets: [LinkTarget] = []
        // Without the site's pages (a page rendered alone), links are read by their text and this page's own names.
        let siteLinks = links ?? SiteLinks(pages: [], files: [], urls: urls)
        editor.rewriteDestination = { link in
            let resolution = siteLinks.resolve(link.destination, on: page, writtenIn: bodyLines.filePath(ofLine: link.line))
            targets.append(resolution.target)
            return MarkdownEditor.LinkEdit(
                destination: resolution.href, text: resolution.text, darkImage: resolution.darkImage)
        }
        let isDocC = page.docc != nil
        editor.asides = isDocC ? .githubAndDocC : .github
        if isDocC { editor.symbolLink = { siteLinks.symbolLink($0, on: page) } }
        editor.replaceHTMLBlock = { block in
            if isDocC, let html = DocCSource.html(forMarker: block.html) { return html }
            // Raw HTML is linted against the tokens, which a project without them may gain: it depends on the design.
            if !page.isGenerated { usesDesign = true }
            if let colourLint, !page.isGenerated {
                let (source, line) = bodyLines.source(ofLine: block.line)
                diagnostics += colourLint.diagnostics(inHTML: block.html, firstLine: line, source: source)
            }
            guard let css = ScopedStyle.extract(fromHTMLBlock: block.html) else { return nil }
            scopedCSS.append(ScopedStyle.scope(css))
            return ""
        }
        editor.replaceCodeBlock = { block in
            let componentName = ComponentBlock.componentName(inInfo: block.info)
            if componentName != nil { usesDesign = true }
            if let components, let name = componentName {
                let (source, line) = bodyLines.source(ofLine: block.line)
                let (html, problems) = components.render(name: name, yaml: block.code, fenceLine: line, source: source)
                diagnostics += problems
                // An example's ids are link targets too; the component owns them, so they are not checked for duplicates.
                for anchor in HTMLAnchors.anchors(in: html ?? "") {
                    madeAnchors.append(RenderedPage.Anchor(id: anchor.id, location: location(line: block.line, byteColumn: 1)))
                }
                // A broken example still shows its parameters, so the page keeps its content.
                guard let html else {
                    return .own(CodeBlock.html(language: "yaml", codeHTML: SyntaxHighlighter.highlightedBytes(block.code, language: "yaml")))
                }
                return .authored(html)
            }
            let language = CodeBlock.language(ofInfo: block.info)
            // Swift is highlighted from swift-syntax's parse, most of a code-heavy page's rendering: an edit of
            // the page's text keeps the HTML of its blocks. The other languages' lexers are cheaper than keeping theirs.
            let highlighted = HighlightLanguage(name: language)
            let codeHTML: [UInt8]
            if highlighted == .swift {
                codeHTML = highlightedBefore[block.code] ?? SyntaxHighlighter.highlightedBytes(block.code, as: .swift)
                if keepsHighlightedSwift { highlightedSwift[block.code] = codeHTML }
            } else {
                codeHTML = SyntaxHighlighter.highlightedBytes(block.code, as: highlighted)
            }
            return .own(CodeBlock.html(language: language, codeHTML: codeHTML))
        }
        var anchors: [RenderedPage.Anchor] = []
        editor.replaceHeadings = { headings, rawAnchors in
            let targets = FragmentTargets(headings: headings, rawAnchors: rawAnchors, style: isDocC ? .docc : .github)
            for index in targets.invalidCustomIDs {
                let id = headings[index].customID ?? ""
                diagnostics.append(
                    .warning(
                        .invalidHeadingID, at: location(line: headings[index].line, byteColumn: headings[index].byteColumn),
                        "`{#\(id)}` is not a usable heading id",
                        reason:
                            "An id must start with a letter or `_` and hold only letters, digits, `-`, `_`, `:` and `.`, so links and CSS can name it; the heading has the id `\(targets.headingIDs[index])` instead.",
                        fix: "Start it with a letter, for example `{#id-\(HeadingSlugger.slug(id))}`."
                    ))
            }
            for duplicate in targets.duplicates {
                let at = location(line: duplicate.line, byteColumn: duplicate.byteColumn)
                if let heading = duplicate.heading {
                    diagnostics.append(
                        .warning(
                            .duplicateHeadingID, at: at,
                            "the heading id `\(duplicate.id)` is already used on line \(location(line: duplicate.firstLine, byteColumn: 1).line)",
                            reason:
                                "Ids must be unique on a page, and a link to `#\(duplicate.id)` reaches the first; this heading has the id `\(targets.headingIDs[heading])` instead.",
                            fix: "Give one of the two another `{#id}`."
                        ))
                } else {
                    diagnostics.append(
                        .warning(
                            .duplicateHeadingID, at: at,
                            "the id `\(duplicate.id)` is already used on line \(location(line: duplicate.firstLine, byteColumn: 1).line)",
                            reason: "Ids must be unique on a page; a link to `#\(duplicate.id)` reaches only the first of the two, as in a browser.",
                            fix: "Give this element another id, or the heading another `{#id}`."
                        ))
                }
            }
            anchors = targets.anchors.map { RenderedPage.Anchor(id: $0.id, location: location(line: $0.line, byteColumn: $0.byteColumn)) }
            return zip(headings, targets.headingIDs).map { heading, id in
                identified.append(
                    RenderedPage.Heading(
                        level: heading.level, text: heading.text, id: id,
                        location: location(line: heading.line, byteColumn: heading.byteColumn)
                    ))
                return Self.headingHTML(level: heading.level, id: id, html: heading.html, text: heading.text)
            }
        }

        if !page.isGenerated, let template = TemplateText.diagnostic(in: markdown, at: { location(line: $0, byteColumn: $1) }) {
            diagnostics.append(template)
        }
        if isDocC {
            let docc = DocCSource(markdown)
            markdown = docc.markdown
            // A section's title carries its anchor (`DocCSource.html(forMarker:)`): links to it are checked against it.
            madeAnchors += docc.sections.map {
                RenderedPage.Anchor(id: DocCCatalog.anchor($0.title), location: location(line: $0.line, byteColumn: 1))
            }
            if let first = docc.notRead.first {
                let names = docc.notRead.map { "`@\($0.name)`" }
                var notRead = Diagnostic.warning(
                    .doccDirectiveNotRead, at: location(line: first.line, byteColumn: first.column),
                    "Specimen does not read \(Diagnostic.shortList(names, first: 6)), so \(names.count == 1 ? "it is" : "they are") left out of the page",
                    reason:
                        "DocC draws these from files or symbol data a Markdown page does not hold (a snippet's code, a tutorial's files); the rest of the page is published.",
                    fix: "Show the code or content as Markdown (a code block, an image) where the page needs it, or keep the page for DocC."
                )
                // Not a fault of the page: `--strict` does not fail on it.
                notRead.advisory = true
                diagnostics.append(notRead)
            }
        }
        let document = CmarkGFM.render(markdown, editor: editor)
        // `rewriteDestination` is asked once per link, in order (see `MarkdownEditor`).
        assert(targets.count == document.links.count, "a link without its target")
        let links = zip(document.links, targets).map { link, target in
            RenderedPage.Link(
                destination: link.destination,
                target: target,
                isImage: link.isImage,
                location: location(line: link.line, byteColumn: link.byteColumn)
            )
        }
        anchors += madeAnchors
        let firstH1 = identified.first { $0.level == 1 }
        // A changelog's first H1 is its latest version (`124.2.0`, `[2.1.0] - 2024-05-01`), not what the page is called.
        let h1Title = firstH1.flatMap { Self.isVersion($0.text) ? nil : $0.text }
        let title = page.frontMatter.title ?? page.docc?.title ?? h1Title ?? page.fileTitle
        let outline = OutlineItem.tree(
            identified.map { ($0.text, $0.id, $0.level) }, setting: page.frontMatter.outline ?? .default
        )
        var body = document.html
        let scopedStyle = scopedCSS.isEmpty ? nil : scopedCSS.joined(separator: "\n")
        if scopedStyle != nil { body = Array("<div class=\"\(ScopedStyle.scopeClass)\">\n".utf8) + body + Array("</div>\n".utf8) }
        let rendered = RenderedPage(
            page: page, title: title, showTitle: firstH1 == nil, body: body, scopedStyle: scopedStyle,
            headings: identified, anchors: anchors, outline: outline, links: links, sectionTexts: document.sectionTexts,
            diagnostics: diagnostics, usesDesign: usesDesign
        )
        return rendered.with(search: SearchIndex.entry(for: rendered, urls: urls), highlightedSwift: highlightedSwift)
    }

    /// Whether a heading is a version number: `1.2.0`, `v2.0`, `[3.1.0] - 2024-05-01`, `Unreleased`.
    static func isVersion(_ text: String) -> Bool {
        var rest = Substring(text.trimmingWhitespace())
        if rest.lowercased().hasPrefix("[unreleased]") || rest.lowercased() == "unreleased" { return true }
        if rest.first == "[" { rest = rest.dropFirst() }
        if rest.first == "v" || rest.first == "V" { rest = rest.dropFirst() }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        return number.contains(".") && number.first?.isNumber == true
    }

    /// A heading with its id and permalink, as bytes: assembled from a dozen pieces, a String checked
    /// each join for a grapheme cluster spanning it, which was 2% of a build.
    static func headingHTML(level: Int, id: String, html: String, text: String) -> [UInt8] {
        let tag = String(level).utf8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(html.utf8.count + 2 * id.utf8.count + text.utf8.count + 112)
        bytes += "<h".utf8
        bytes += tag
        bytes += " id=\"".utf8
        HTML.appendEscaping(id, to: &bytes)
        bytes += "\">".utf8
        bytes += html.utf8
        bytes += " <a class=\"heading-anchor\" href=\"#".utf8
        HTML.appendEscaping(id, to: &bytes)
        bytes += "\" aria-label=\"Permalink to “".utf8
        HTML.appendEscaping(text, to: &bytes)
        bytes += "”\">#</a></h".utf8
        bytes += tag
        bytes += ">".utf8
        return bytes
    }
}
