import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// One Markdown guide of the content folder, read but not yet rendered.
public struct Page: Sendable {
    /// Where the page sits in the site, as a path inside content/, `/`-separated: `patterns/empty-states.md`. It is the
    /// file's own path unless the file stands for another place (see `PublishedPaths`): a folder's `README.md` is its
    /// `index.md`, a page with `permalink: /a/b/` is `a/b/index.md`.
    public var contentPath: String
    /// The file's path inside content/, which a change of the file names.
    public var filePath: String
    /// The file's text, indexed for diagnostics; its path is the one shown to users.
    public var source: SourceText
    /// The parsed front matter.
    public var frontMatter: FrontMatter
    /// The Markdown after the front matter.
    public var body: String
    /// The file line where `body` starts.
    public var bodyFirstLine: Int
    /// For a page of a DocC catalog, its title as DocC shows it and whether it is the catalog's root (see `DocCCatalog`),
    /// read with the file: links to it show the title, and the root stands for the catalog's folder.
    public var docc: (title: String?, isRoot: Bool)?
    /// The partials its `@include` lines name, whose text it holds (see `PageIncludes`).
    var includes: [PageIncludes.Include] = []
    /// Whether Specimen wrote the page (token pages, gallery, contrast table, a missing home page).
    public var isGenerated = false

    /// The URL path without base: `patterns/empty-states/`.
    public var pagePath: String { SiteURLs.pagePath(forContentPath: contentPath) }

    /// A guide read from `filePath`, at its own place in the site until `PublishedPaths` says otherwise.
    public init(contentPath: String, source: SourceText, frontMatter: FrontMatter, body: String, bodyFirstLine: Int) {
        self.contentPath = contentPath
        self.filePath = contentPath
        self.source = source
        self.frontMatter = frontMatter
        self.body = body
        self.bodyFirstLine = bodyFirstLine
        if DocCCatalog.catalogFolder(of: contentPath) != nil {
            docc = (DocCCatalog.title(ofBody: body), DocCCatalog.isRoot(body))
        }
    }

    /// The file name's words, the title of last resort: `empty-states.md` → `Empty states`, `CODE_OF_CONDUCT.md` →
    /// `Code of conduct`, a folder's `index.md` or `README.md` → the folder's name.
    public var fileTitle: String {
        var parts = contentPath.split(separator: "/").map(String.init)
        var name = parts.removeLast()
        if name == "index.md" { name = parts.last ?? "Home" }
        if name.hasSuffix(".md") { name.removeLast(3) }
        return Page.humanise(name)
    }

    /// A page Specimen writes itself, from Markdown with optional front matter.
    static func generated(at contentPath: String, markdown: String) -> Page {
        let source = SourceText(path: "content/\(contentPath) (generated)", text: markdown)
        let (split, _) = FrontMatter.split(source)
        let frontMatter = split.yaml.map { FrontMatter.parse($0, firstLine: split.yamlFirstLine, source: source).0 } ?? FrontMatter()
        var page = Page(contentPath: contentPath, source: source, frontMatter: frontMatter, body: split.body, bodyFirstLine: split.bodyFirstLine)
        page.isGenerated = true
        return page
    }

    /// A file or folder name as people say it: `empty-states` → `Empty states`, `LanguageGuide` → `Language Guide`,
    /// `CODE_OF_CONDUCT` → `Code of conduct`, `README` → `Read me`.
    static func humanise(_ name: String) -> String {
        if let known = wellKnownNames[name.uppercased()] { return known }
        var words = String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "_" || $0 == "-" ? " " : $0 }))
        // A name in capitals is shouted only on disk: `CODE OF CONDUCT` → `Code of conduct`.
        let letters = words.unicodeScalars.filter(\.properties.isAlphabetic)
        if letters.count > 3, letters.allSatisfy(\.properties.isUppercase), words.contains(" ") {
            words = words.lowercased()
        } else if !words.contains(" ") {
            words = splittingCamelCase(words)
        }
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }

    /// The files every repository has, by their upper-cased names, as a sidebar should call them.
    private static let wellKnownNames = [
        "README": "Read me", "CHANGELOG": "Changelog", "CHANGES": "Changes", "HISTORY": "History",
        "CONTRIBUTING": "Contributing", "CODE_OF_CONDUCT": "Code of conduct", "CODE-OF-CONDUCT": "Code of conduct",
        "LICENSE": "Licence", "LICENCE": "Licence", "SECURITY": "Security", "SUPPORT": "Support", "AUTHORS": "Authors",
        "NOTICE": "Notice", "GOVERNANCE": "Governance", "MAINTAINERS": "Maintainers", "RELEASING": "Releasing",
    ]

    /// `LanguageGuide` → `Language Guide`, `HummingbirdWSTesting` → `Hummingbird WS Testing`; `iOS`, `macOS` and
    /// `SwiftUI` stay whole, as do names in one case.
    static func splittingCamelCase(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        func isUpper(_ index: Int) -> Bool { index >= 0 && index < scalars.count && scalars[index].properties.isUppercase }
        func isLower(_ index: Int) -> Bool { index >= 0 && index < scalars.count && scalars[index].properties.isLowercase }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            // A capital starts a word after a small letter (`eG`), or ends a run of capitals before a small one (`WSTesting`).
            let starts = isUpper(index) && (isLower(index - 1) || (isUpper(index - 1) && isLower(index + 1)))
            if starts, index > 0, !Self.keepsWhole(scalars, upTo: index) { result.append(" ") }
            result.append(scalar)
        }
        return String(result)
    }

    /// Whether the capital at `index` is inside a word spelled with one on purpose: `iOS`, `macOS`, `SwiftUI`'s `UI`
    /// (a run of capitals ends the name), `iPhone`.
    private static func keepsWhole(_ scalars: [Unicode.Scalar], upTo index: Int) -> Bool {
        let before = String(String.UnicodeScalarView(scalars[..<index]))
        let after = String(String.UnicodeScalarView(scalars[index...]))
        for word in [
            "iOS", "macOS", "tvOS", "watchOS", "visionOS", "iPadOS", "iPhone", "iPad", "iCloud", "eBay", "SwiftUI", "SwiftPM", "UIKit", "AppKit",
        ] {
            for split in 1..<word.count where before.hasSuffix(word.prefix(split)) && after.hasPrefix(word.dropFirst(split)) {
                return true
            }
        }
        return false
    }
}
