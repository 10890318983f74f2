import SpecimenDiagnostics

/// Template code in a guide that its site generator would expand and Specimen, like GitHub, shows as text: Liquid and
/// Nunjucks (`{% include … %}`, `{{ site.baseurl }}`), Handlebars (`{{> partial}}`), kramdown attribute lists (`{: .lead}`),
/// `@include` lines whose file is not in content/, and the block syntax of other generators: mdBook's includes (in code
/// blocks too, which they fill), Docusaurus' and VitePress' `:::` containers, MkDocs' `!!!` admonitions, VitePress' `<<<`
/// code imports and `[[toc]]`, and MDX's components and imports.
///
/// Each page with some says so once (`diagnostic(in:)`), and a build folds those into one warning for the site
/// (`DiagnosticCode.foldsAcrossFiles`): one cause, the site's templating, and one decision for the team.
enum TemplateText {
    /// The kinds found, by name, with the body line and byte column of the first of each, outside code.
    static func occurrences(in body: String) -> [(kind: String, line: Int, byteColumn: Int)] {
        let utf8 = body.utf8
        // Most guides hold none of it: one pass over the bytes says so before any line is read.
        guard mayHoldTemplates(body) else { return [] }
        var found: [String: (line: Int, byteColumn: Int)] = [:]
        var fences = MarkdownLines.Fences()
        var lineNumber = 0
        for line in utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            func note(_ kind: String, at column: Int) { if found[kind] == nil { found[kind] = (lineNumber, column + 1) } }
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let start = line.dropFirst(indent)
            if fences.hold(line) {
                // mdBook fills a code block in from a file: the block's code on its site is the file's.
                if isMdBookInclude(start) { note(Self.mdBookIncludes, at: indent) }
                continue
            }
            if indent < 4, let kind = blockSyntax(start) { note(kind, at: indent) }
            // Every other kind starts with one of these: a line without them is not copied.
            guard line.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "<") }) else { continue }
            var bytes = Array(line)
            if indent >= 4 { continue }
            blankInlineCode(&bytes)
            for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "{") {
                if isMdBookInclude(bytes[index...]) {
                    note(Self.mdBookIncludes, at: index)
                    continue
                }
                switch bytes[index + 1] {
                case UInt8(ascii: "%"): note("Liquid or Nunjucks tags (`{% … %}`)", at: index)
                case UInt8(ascii: "{") where isExpanded(bytes, at: index):
                    let next = index + 2 < bytes.count ? bytes[index + 2] : 0
                    note(next == UInt8(ascii: ">") ? "Handlebars partials (`{{> … }}`)" : "template expressions (`{{ … }}`)", at: index)
                case UInt8(ascii: ":") where index == indent || bytes[index - 1] != UInt8(ascii: "{"):
                    if bytes.last == UInt8(ascii: "}") { note("kramdown attribute lists (`{: … }`)", at: index) }
                default: break
                }
            }
            if bytes.dropFirst(indent).starts(with: "@include ".utf8) { note("`@include` lines", at: indent) }
            if bytes.dropFirst(indent).first == UInt8(ascii: "<") {
                if let component = emberComponent(in: bytes) {
                    note("Ember components (`<Hds::Button />`)", at: component)
                } else if isMDXComponent(bytes[(indent + 1)...]) {
                    note("components (`<Tabs>`, `<Listing>`)", at: indent)
                }
            }
        }
        return found.map { ($0.key, $0.value.line, $0.value.byteColumn) }.sorted { ($0.line, $0.byteColumn) < ($1.line, $1.byteColumn) }
    }

    static let mdBookIncludes = "mdBook includes (`{{#include … }}`)"

    /// Whether `text` starts with one of mdBook's preprocessor calls: `{{#include file.rs}}`, `{{#rustdoc_include …}}`,
    /// `{{#playground …}}`, `{{#title …}}`.
    private static func isMdBookInclude<Bytes: Collection<UInt8>>(_ text: Bytes) -> Bool {
        guard text.starts(with: "{{#".utf8) else { return false }
        let name = text.dropFirst(3)
        return ["include ", "rustdoc_include ", "playground ", "title "].contains { name.starts(with: $0.utf8) }
    }

    /// The kind of another generator's block syntax that `line` (from its first non-blank) opens, if any: GitHub shows
    /// each as text, and so does Specimen.
    private static func blockSyntax<Line: Collection<UInt8>>(_ line: Line) -> String? {
        guard let first = line.first else { return nil }
        switch first {
        case UInt8(ascii: ":") where line.starts(with: ":::".utf8): return "`:::` containers (`::: tip`)"
        case UInt8(ascii: "!") where isAdmonition(line, marker: "!!! "),
            UInt8(ascii: "?")
        where isAdmonition(line, marker: "??? ")
            || isAdmonition(line, marker: "???+ "):
            return "`!!!` admonitions (`!!! note`)"
        case UInt8(ascii: "<") where line.starts(with: "<<< ".utf8):
            // `<<< @/snippets/x.js`, `<<< ./x.js`: a path follows, not words (`<<< Previous | Next >>>`).
            let path = line.dropFirst(4).first
            return path == UInt8(ascii: "@") || path == UInt8(ascii: ".") || path == UInt8(ascii: "/") ? "VitePress code imports (`<<< @/…`)" : nil
        case UInt8(ascii: "[") where line.starts(with: "[[toc]]".utf8): return "`[[toc]]` markers"
        case UInt8(ascii: "i") where line.starts(with: "import ".utf8):
            // `import Tabs from '@theme/Tabs';`, not a sentence that starts with the word.
            let text = line.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: ";") }
            guard let last = text.first, last == UInt8(ascii: "'") || last == UInt8(ascii: "\""),
                Array(line).firstRange(of: Array(" from ".utf8)) != nil
            else { return nil }
            return "MDX imports (`import … from`)"
        default: return nil
        }
    }

    /// Whether `line` opens an admonition with `marker`: its type, one word (`note`, Helios' `Do`), then at most a quoted
    /// title (`!!! tip "Heads up"`). Words after the marker are an exclamation (`!!! IMPORTANT: back up first.`).
    private static func isAdmonition<Line: Collection<UInt8>>(_ line: Line, marker: String) -> Bool {
        guard line.starts(with: marker.utf8) else { return false }
        let rest = line.dropFirst(marker.utf8.count)
        let type = rest.prefix { HighlightASCII.isLetter($0) || $0 == UInt8(ascii: "-") }
        guard !type.isEmpty else { return false }
        let after = rest.dropFirst(type.count).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let end = after.drop { $0 == UInt8(ascii: "\r") }.isEmpty
        return end
            || (after.first == UInt8(ascii: "\"")
                && after.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }.first == UInt8(ascii: "\""))
    }

    /// Whether a tag name (after its `<`) is an MDX or JSX component: a capitalised word with a small letter in it that
    /// is not an HTML element written in capitals (`<Tabs>`, `<TabItem`, not `<P align>`, `<IMG`, or `<T>` in prose).
    private static func isMDXComponent(_ tag: ArraySlice<UInt8>) -> Bool {
        guard let first = tag.first, HighlightASCII.isUppercase(first) else { return false }
        let name = tag.prefix { HighlightASCII.isLetter($0) || HighlightASCII.isDigit($0) }
        guard name.contains(where: { HighlightASCII.isLetter($0) && !HighlightASCII.isUppercase($0) }) else { return false }
        return !htmlElements.contains(String(decoding: name, as: UTF8.self).lowercased())
    }

    /// HTML's elements, which a page may write with capitals (`<Details>`, `<Table>`).
    private static let htmlElements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br", "button",
        "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog",
        "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5",
        "h6", "head", "header", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link", "main", "map",
        "mark", "math", "menu", "meta", "meter", "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param",
        "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "section", "select", "slot", "small", "source",
        "span", "strong", "style", "sub", "summary", "sup", "svg", "table", "tbody", "td", "template", "textarea", "tfoot", "th",
        "thead", "time", "title", "tr", "track", "u", "ul", "var", "video", "wbr",
    ]

    /// Whether `body` holds `{%`, `{{` or `{:`, a line starting `@include ` (after blanks), or a line of raw HTML opening a
    /// component (`<Hds::`, `<C.Property`, `<Tabs`), or another generator's block (`:::`, `!!! `, `??? `, `<<< `, `[[toc]]`):
    /// what every kind starts with (an MDX import goes with a component). Each of `{`, `@` and `<` is found with `memchr`,
    /// and only it asks more: a Swift page has many, and few at the start of a line. A scan of every byte was a
    /// hundredth of a build.
    private static func mayHoldTemplates(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            let count = bytes.count
            /// Whether only blanks and `@` stand between the line's start and `index`.
            func startsLine(_ index: Int) -> Bool {
                var before = index - 1
                while before >= 0 {
                    switch bytes[before] {
                    case UInt8(ascii: "\n"): return true
                    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "@"): before -= 1
                    default: return false
                    }
                }
                return true
            }
            /// Whether `holds` is true at some place of `byte`.
            func some(_ byte: UInt8, where holds: (Int) -> Bool) -> Bool { bytes.firstIndex(of: byte, where: holds) != nil }
            let braces = some(UInt8(ascii: "{")) { index in
                guard index + 1 < count else { return false }
                let next = bytes[index + 1]
                return next == UInt8(ascii: "%") || next == UInt8(ascii: "{") || next == UInt8(ascii: ":")
            }
            if braces { return true }
            // `@include `, not a Swift attribute such as `@inlinable`.
            let include = some(UInt8(ascii: "@")) { index in
                index + 9 <= count && bytes[index + 1] == UInt8(ascii: "i") && bytes[(index + 1)..<(index + 9)].elementsEqual("include ".utf8)
                    && startsLine(index)
            }
            if include { return true }
            /// Whether `marker` (two bytes or more) is at `index`, at the start of its line. Its second byte is compared first:
            /// that rules out nearly every `:` and `[` of a Swift page at the cost of one comparison.
            func opensLine(_ marker: StaticString, _ index: Int) -> Bool {
                let length = marker.utf8CodeUnitCount
                guard index + length <= count, bytes[index + 1] == marker.utf8Start[1] else { return false }
                for offset in 2..<length where bytes[index + offset] != marker.utf8Start[offset] { return false }
                return startsLine(index)
            }
            if some(UInt8(ascii: ":"), where: { opensLine(":::", $0) }) || some(UInt8(ascii: "!"), where: { opensLine("!!! ", $0) })
                || some(UInt8(ascii: "?"), where: { opensLine("???", $0) }) || some(UInt8(ascii: "["), where: { opensLine("[[toc]]", $0) })
            {
                return true
            }
            return some(UInt8(ascii: "<")) { index in
                guard startsLine(index) else { return false }
                // `<<< `, a capital (`<Tabs`), or later on the tag's line `::`, or `.` before a capital.
                if opensLine("<<< ", index) { return true }
                if index + 1 < count, HighlightASCII.isUppercase(bytes[index + 1]) { return true }
                var next = index + 1
                while next < count, bytes[next] != UInt8(ascii: "\n") {
                    let previous = bytes[next - 1]
                    if bytes[next] == UInt8(ascii: ":") && previous == UInt8(ascii: ":") { return true }
                    if HighlightASCII.isUppercase(bytes[next]) && previous == UInt8(ascii: ".") { return true }
                    next += 1
                }
                return false
            }
        }
    }

    /// Whether the `{{` at `index` is one a template engine would fill in: in a link's destination or an attribute's
    /// value (`]({{ site.baseurl }}/x)`, `src="{{ … }}"`), a partial (`{{>`), or a site's variable (`{{ site.title }}`).
    /// Prose about templates (`{{tags}} are not expanded`) is text on every site, and is not counted.
    private static func isExpanded(_ bytes: [UInt8], at index: Int) -> Bool {
        let before = index > 0 ? bytes[index - 1] : 0
        if before == UInt8(ascii: "(") || before == UInt8(ascii: "=") || before == UInt8(ascii: "\"") || before == UInt8(ascii: "'") { return true }
        var inner = bytes[(index + 2)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }
        if inner.first == UInt8(ascii: ">") { return true }
        inner = inner.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "}") }
        return ["site.", "page.", "include.", "layout.", "collections.", "metadata."].contains { inner.starts(with: $0.utf8) }
    }

    /// Where a line opens an Ember or Glimmer component (`<Hds::Button`, `<C.Property`, `<Doc::Badge`): a tag whose name
    /// is a capital letter's word joined by `::` or `.` to another.
    private static func emberComponent(in bytes: [UInt8]) -> Int? {
        let isUpper = HighlightASCII.isUppercase
        func isWord(_ byte: UInt8) -> Bool { HighlightASCII.isLetter(byte) || HighlightASCII.isDigit(byte) }
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), isUpper(bytes[index + 1]) {
                var end = index + 1
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
                if end + 1 < bytes.count, (bytes[end] == UInt8(ascii: ":") && bytes[end + 1] == UInt8(ascii: ":")) || bytes[end] == UInt8(ascii: "."),
                    end + 2 < bytes.count, isUpper(bytes[end + (bytes[end] == UInt8(ascii: ".") ? 1 : 2)])
                {
                    return index
                }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Blanks out code spans (`` `{{ x }}` ``), where template syntax is what the writer shows.
    private static func blankInlineCode(_ bytes: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var run = 0
            while index + run < bytes.count, bytes[index + run] == UInt8(ascii: "`") { run += 1 }
            // The closing run of the same length.
            var end = index + run
            var closed: Int?
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "`") {
                    var other = 0
                    while end + other < bytes.count, bytes[end + other] == UInt8(ascii: "`") { other += 1 }
                    if other == run {
                        closed = end
                        break
                    }
                    end += other
                } else {
                    end += 1
                }
            }
            guard let closed else { return }
            for blank in index..<(closed + run) { bytes[blank] = UInt8(ascii: " ") }
            index = closed + run
        }
    }

    /// The page's one warning, at the first template code, naming the kinds it holds; `nil` when it holds none.
    static func diagnostic(in body: String, at location: (Int, Int) -> SourceLocation) -> Diagnostic? {
        let found = occurrences(in: body)
        guard let first = found.first else { return nil }
        let kinds = found.map(\.kind)
        return .warning(
            .templateText, at: location(first.line, first.byteColumn),
            "this page holds template code that Specimen does not expand: \(Diagnostic.shortList(kinds, first: 4))",
            reason:
                "The site generator these pages were written for expands it; Specimen, like GitHub, publishes Markdown as it is, so readers see the code, and a link written as `[text]({{ site.baseurl }}/page/)` is not a link.",
            fix:
                "Write what the template would make: a link to `/page/`, the included text itself. Or leave these pages to the generator they were written for."
        )
    }
}
