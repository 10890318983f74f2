import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Reads a project's content folder into a `Site`: every guide's text and front matter, every other file's path.
public enum SiteLoader {
    /// Reads the content folder. Problems come back as diagnostics; a page that cannot be read is left out. `listing` is
    /// every file in it (as `listFiles` gives them) when the caller has just walked it.
    public static func load(_ project: Project, includeDrafts: Bool = false, listing: [String]? = nil) -> (Site, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let content = project.contentDirectory
        var markdownPaths: [String] = []
        var files: [String] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(
                .error(
                    .noContent, at: nil, "there is no content folder at \(Project.shownPath(content))",
                    reason: "Specimen builds the Markdown guides in PROJECT/content/, and \(Project.shownPath(project.root)) has none.",
                    fix:
                        "Run the command in your docs project, pass its folder (`specimen build path/to/project`), or create one with `specimen init`."
                ))
            return (Site(project: project, pages: [], drafts: [], files: []), diagnostics)
        }
        var reserved: [String] = []
        for path in listing ?? listFiles(in: content) {
            switch InputKind(contentPath: path) {
            case .guide: markdownPaths.append(path)
            case .publishedFile: files.append(path)
            case .reserved: reserved.append(path)
            default: continue  // Specimen's own inputs, read by the design system
            }
        }
        if let first = reserved.first {
            let others = reserved.dropFirst().map { "`\($0)`" }
            diagnostics.append(
                .warning(
                    .contentReserved, at: SourceLocation(file: project.displayPath(content) + "/" + first, line: 1, column: 1),
                    "\(reserved.count == 1 ? "this file is" : "\(reserved.count) files are") in `_specimen/`, where the site has Specimen's own assets; \(reserved.count == 1 ? "it is" : "they are") left out",
                    reason:
                        "Specimen publishes its theme's styles, scripts and favicon in the site's `_specimen/` folder, so a file of the project there would replace one of them or be mistaken for one."
                        + (others.isEmpty ? "" : " The others: \(Diagnostic.shortList(others, first: 5))."),
                    fix:
                        "Move \(reserved.count == 1 ? "it" : "them") to another folder, such as `content/assets/`. To change Specimen's own styles or favicon, put a file of the same name in the project's `theme/assets/`."
                ))
        }

        // The walk gives plain relative paths (no `.`, `..` or hidden names), so each guide's path and the
        // one shown for it are the folder's plus its own: standardising a URL per guide cost more than reading it.
        let folder = content.standardizedFileURL.path + "/"
        let shownFolder = project.displayPath(content) + "/"
        let loaded = markdownPaths.parallelMap { path in
            loadPage(atPath: folder + path, contentPath: path, displayPath: shownFolder + path)
        }
        var pages: [Page] = []
        var drafts: [Page] = []
        for (page, pageDiagnostics) in loaded {
            diagnostics += pageDiagnostics
            guard let page else { continue }
            if page.frontMatter.draft && !includeDrafts { drafts.append(page) } else { pages.append(page) }
        }
        let partials = PageIncludes.resolve(&pages)
        PublishedPaths.assign(&pages, drafts: &drafts)
        pages.sort { $0.contentPath < $1.contentPath }
        drafts.sort { $0.contentPath < $1.contentPath }
        diagnostics += duplicateURLs(pages)
        return (Site(project: project, pages: pages, drafts: drafts, partials: partials, files: files), diagnostics)
    }

    /// Every file below `directory` as sorted `/`-separated relative paths, hidden files and folders skipped.
    static func listFiles(in directory: URL) -> [String] {
        FileStamp.stamps(under: directory).keys.sorted()
    }

    /// Reads the guide at `path`, published from `contentPath`; `nil` when it cannot be read at all.
    static func loadPage(atPath path: String, contentPath: String, displayPath display: String) -> (Page?, [Diagnostic]) {
        // Read straight into an array: Foundation's `contents(atPath:)` was a third of reading a guide.
        guard let bytes = OutputFile.readAll(path) else {
            return (
                nil,
                [
                    .error(
                        .unreadableFile, at: SourceLocation(file: display, line: 1, column: 1), "the file cannot be read",
                        reason: "The operating system refused to open it, or it vanished while the build ran; the page is left out of the site.",
                        fix: "Check the file's permissions (`ls -l \(display)`) and build again."
                    ).leavingOutOnlyItself()
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var text: String
        // Checked once, by the standard library; a file that fails is read again, byte by byte.
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else if let control = UTF8Validation.binaryByte(in: Data(bytes)) {
            // Not text in any charset: an image or archive saved under a guide's name. Read as text, it would be
            // megabytes of nonsense on a page, and every check of it slow.
            return (
                nil,
                [
                    .warning(
                        .notText, at: SourceLocation(file: display, line: 1, column: 1), "the file is not text, so it is left out of the site",
                        reason:
                            "Byte \(control) (0x\(String(bytes[control], radix: 16, uppercase: true))) is a control character no text file holds, in a file that is not UTF-8 either; it is most likely an image or another binary file saved with a `.md` name.",
                        fix: "Rename it to what it is (`.png`, `.pdf`), or replace it with the Markdown it was meant to be."
                    ).leavingOutOnlyItself()
                ]
            )
        } else {
            let decoded = UTF8Validation.decodingInvalidBytesAsWindows1252(Data(bytes))
            text = decoded.text
            diagnostics.append(notUTF8(bytes, invalidOffsets: decoded.invalidOffsets, displayPath: display))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let source = SourceText(path: display, text: text)
        diagnostics += Mojibake.diagnostics(in: source)
        let (split, splitProblem) = FrontMatter.split(source)
        if let splitProblem { diagnostics.append(splitProblem) }
        var frontMatter = FrontMatter()
        if let yaml = split.yaml {
            let (parsed, problems) = FrontMatter.parse(yaml, firstLine: split.yamlFirstLine, source: source)
            frontMatter = parsed
            diagnostics += problems
        }
        let page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: split.body, bodyFirstLine: split.bodyFirstLine)
        return (page, diagnostics)
    }

    /// The one warning for a guide that is not UTF-8, at its first such byte (`invalidOffsets` is not empty).
    private static func notUTF8(_ bytes: [UInt8], invalidOffsets: [Int], displayPath display: String) -> Diagnostic {
        let newline = UInt8(ascii: "\n")
        let offset = invalidOffsets[0]
        let lineStart = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let line = 1 + bytes[..<offset].count { $0 == newline }
        let shownPrefix = UTF8Validation.decodingInvalidBytesAsWindows1252(Data(bytes[lineStart..<offset])).text
        let read = UTF8Validation.decodingInvalidBytesAsWindows1252(Data([bytes[offset]])).text
        // One warning for the file, naming the other lines, as for mis-decoded text.
        var otherLines: [Int] = []
        var counted = offset
        var lineOfCounted = line
        for other in invalidOffsets.dropFirst() {
            lineOfCounted += bytes[counted..<other].count { $0 == newline }
            counted = other
            if lineOfCounted != line, otherLines.last != lineOfCounted { otherLines.append(lineOfCounted) }
        }
        var others = ""
        if !otherLines.isEmpty {
            let shown = Diagnostic.shortList(otherLines.map(String.init), first: 8)
            others = " The same occurs on \(otherLines.count) more line\(otherLines.count == 1 ? "" : "s") of this file: \(shown)."
        }
        return .warning(
            .notUTF8, at: SourceLocation(file: display, line: line, column: shownPrefix.count + 1), "the file is not UTF-8 text",
            reason:
                "Byte \(offset) (0x\(String(bytes[offset], radix: 16, uppercase: true))) cannot start or continue a UTF-8 character; the file was probably saved as Latin-1 or Windows-1252, so bytes like it were read as Windows-1252 (this one as `\(read)`).\(others)",
            fix:
                "Run `specimen fix-encoding \(display)` to convert it to UTF-8 (the original is kept as \(display).bak), or re-save it as UTF-8 in your editor."
        )
    }

    /// Two guides that would be written to the same URL (`a.md` and `a/index.md`).
    static func duplicateURLs(_ pages: [Page]) -> [Diagnostic] {
        var seen: [String: Int] = Dictionary(minimumCapacity: pages.count)
        var diagnostics: [Diagnostic] = []
        for (index, page) in pages.enumerated() {
            if let first = seen[page.pagePath].map({ pages[$0] }) {
                diagnostics.append(
                    .error(
                        .duplicateURL, at: page.source.location(line: 1, column: 1),
                        "this page and \(first.source.path) would both be published at /\(page.pagePath)",
                        reason:
                            "`\(first.contentPath)` and `\(page.contentPath)` both become \(page.pagePath)index.html, so one would overwrite the other; this one is left out.",
                        fix: "Rename or move one of them, or merge them into one page."
                    ).leavingOutOnlyItself())
            } else {
                seen[page.pagePath] = index
            }
        }
        return diagnostics
    }
}
