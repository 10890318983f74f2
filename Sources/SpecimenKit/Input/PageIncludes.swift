import SpecimenDiagnostics

/// Guides made of other guides: a line `@include "partials/code/component-api.md"` (as design-system sites built with
/// Ember or Eleventy write it) stands for that file's Markdown, so the page holds its partials' text, headings and links,
/// and a partial is not a page of its own.
enum PageIncludes {
    /// One `@include` line of a page, and the guide it names.
    struct Include: Sendable {
        /// The body line of the `@include`.
        var line: Int
        /// The included guide, with its own includes already in its text.
        var partial: Page
    }

    /// The file an `@include` line names, relative to content/, or `nil` when the line is not one.
    static func includedPath(_ line: Substring, from filePath: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("@include "), let open = trimmed.firstIndex(of: "\"") else { return nil }
        let rest = trimmed[trimmed.index(after: open)...]
        guard let close = rest.firstIndex(of: "\""), rest[rest.index(after: close)...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else {
            return nil
        }
        var path = String(rest[..<close])
        if !path.hasSuffix(".md") { path += ".md" }
        guard case let .page(contentPath, _, _) = SiteURLs().target(of: path, from: filePath) else { return nil }
        return contentPath
    }

    /// Gives every page the partials it includes, and takes the partials out of `pages`: they are published inside their
    /// pages. Returns the partials' file paths. A partial that includes itself, or a page that includes it, is left as text.
    static func resolve(_ pages: inout [Page]) -> Set<String> {
        // Most sites include nothing: the pages are looked through on every core before anything is made.
        let including = pages.parallelMap { MarkdownLines.someLine(of: $0.body, startsWith: "@include ") }
        guard including.contains(true) else { return [] }
        let byFile = Dictionary(pages.map { ($0.filePath, $0) }) { first, _ in first }
        var partials: Set<String> = []
        var lines: [String: [(line: Int, path: String)]] = [:]
        for (page, includes) in zip(pages, including) where includes {
            var number = 0
            // An `@include` shown in a code block is an example, not an include.
            var fences = MarkdownLines.Fences()
            for bytes in page.body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                number += 1
                guard !fences.hold(bytes), bytes.contains(UInt8(ascii: "@")) else { continue }
                let line = Substring(bytes)
                if let path = includedPath(line, from: page.filePath), byFile[path] != nil, path != page.filePath {
                    lines[page.filePath, default: []].append((number, path))
                    partials.insert(path)
                }
            }
        }
        guard !partials.isEmpty else { return [] }
        func includes(of filePath: String, within: Set<String>) -> [Include] {
            (lines[filePath] ?? []).compactMap { entry in
                guard !within.contains(entry.path), var partial = byFile[entry.path] else { return nil }
                partial.includes = includes(of: entry.path, within: within.union([entry.path]))
                return Include(line: entry.line, partial: partial)
            }
        }
        for index in pages.indices where lines[pages[index].filePath] != nil {
            pages[index].includes = includes(of: pages[index].filePath, within: [pages[index].filePath])
        }
        pages.removeAll { partials.contains($0.filePath) }
        return partials
    }

    /// A page's Markdown with its partials' in place of their `@include` lines, each between blank lines so it is read
    /// as Markdown of its own, and where each line of it comes from.
    static func expanded(_ page: Page) -> (markdown: String, lines: BodyLines) {
        var lines = BodyLines(page)
        guard !page.includes.isEmpty else { return (page.body, lines) }
        lines = BodyLines()
        var markdown = ""
        append(page, to: &markdown, lines: &lines)
        return (markdown, lines)
    }

    private static func append(_ page: Page, to markdown: inout String, lines: inout BodyLines) {
        let byLine = Dictionary(page.includes.map { ($0.line, $0.partial) }) { first, _ in first }
        var number = 0
        for line in page.body.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let sourceLine = page.bodyFirstLine + number - 1
            guard let partial = byLine[number] else {
                lines.add(page, line: sourceLine, to: &markdown, text: line)
                continue
            }
            lines.add(page, line: sourceLine, to: &markdown, text: "")
            append(partial, to: &markdown, lines: &lines)
            lines.add(page, line: sourceLine, to: &markdown, text: "")
        }
    }
}

/// Where each line of the Markdown a page renders comes from: its own file, or a partial it includes.
struct BodyLines: Sendable {
    /// Runs of lines from one file: the first rendered line of the run, the file, and the file line it starts at.
    private var runs: [(start: Int, source: SourceText, firstLine: Int, filePath: String)] = []
    private var count = 0

    init() {}

    /// A page's own body, line for line.
    init(_ page: Page) {
        runs = [(1, page.source, page.bodyFirstLine, page.filePath)]
    }

    /// Appends one line of `source` to `markdown`.
    fileprivate mutating func add(_ page: Page, line: Int, to markdown: inout String, text: Substring) {
        let source = page.source
        if count > 0 { markdown += "\n" }
        markdown += text
        count += 1
        if let last = runs.last, last.source.path == source.path, last.firstLine + (count - last.start) == line { return }
        runs.append((count, source, line, page.filePath))
    }

    /// The file and file line of rendered line `line`.
    func source(ofLine line: Int) -> (source: SourceText, line: Int) {
        let run = runs[run(ofLine: line)]
        return (run.source, run.firstLine + line - run.start)
    }

    /// The content path of the file rendered line `line` comes from: a partial's lines link from the partial's folder.
    func filePath(ofLine line: Int) -> String { runs[run(ofLine: line)].filePath }

    private func run(ofLine line: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The place of a rendered line's byte column in its file.
    func location(line: Int, byteColumn: Int) -> SourceLocation {
        let (source, fileLine) = source(ofLine: line)
        return source.location(line: fileLine, byteColumn: byteColumn)
    }
}
