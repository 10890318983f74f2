import Foundation
import SpecimenDiagnostics

/// What Specimen knows of DocC catalogs (`Name.docc/` folders in content/): which pages are in one, which is its root,
/// a page's title as DocC shows it, and the names DocC finds articles and images by.
///
/// DocC finds an article by its file name wherever it sits in the catalog (`<doc:GettingStarted>`), and an image by its
/// name without extension, display scale or appearance (`![](diagram)` finds `Assets/diagram@2x.png` and, in dark
/// mode, `diagram~dark@2x.png`).
enum DocCCatalog {
    /// The catalog folder a content path is in (`Guide.docc` for `Guide.docc/Articles/Start.md`), or `nil`.
    static func catalogFolder(of path: String) -> String? {
        // Asked of every path several times a build; most are in no catalog, told without making a string.
        guard mayBeInCatalog(path) else { return nil }
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += folder.isEmpty ? String(part) : "/" + part
            if part.hasSuffix(".docc") { return folder }
        }
        return nil
    }

    /// Whether `path` has a folder ending in `.docc`: `.docc/` somewhere in it.
    private static func mayBeInCatalog(_ path: String) -> Bool {
        // The last six bytes read, packed; `.docc/` is 2E 64 6F 63 63 2F.
        var last: UInt64 = 0
        for byte in path.utf8 {
            last = (last << 8 | UInt64(byte)) & 0xFFFF_FFFF_FFFF
            if last == 0x2E64_6F63_632F { return true }
        }
        return false
    }

    /// Whether a page is a catalog's root: marked `@TechnologyRoot`, or titled with a module's symbol (``` # ``Module`` ```).
    static func isRoot(_ body: String) -> Bool {
        var firstLine = true
        for line in firstLines(of: body, count: 40) {
            let trimmed = Self.trimmed(line)
            if trimmed.isEmpty { continue }
            if firstLine, let symbol = symbolTitle(trimmed) { return !symbol.contains("/") }
            firstLine = false
            if trimmed.hasPrefix("@TechnologyRoot") { return true }
        }
        return false
    }

    /// The first `count` lines of `text` that are not empty, found by their bytes (pages are read in full elsewhere).
    static func firstLines(of text: String, count: Int) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex, lines.count < count {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            if end > start { lines.append(Substring(utf8[start..<end])) }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return lines
    }

    /// A line without the spaces, tabs and carriage return around it.
    static func trimmed(_ line: Substring) -> Substring {
        let utf8 = line.utf8
        let isSpace = MarkdownLines.isBlank
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return Substring(utf8[first...last])
    }

    /// The symbol an H1 names, ``` # ``Module/Type`` ``` → `Module/Type`; `nil` for any other line.
    static func symbolTitle(_ line: some StringProtocol) -> String? {
        let line = withoutTrailingComment(line)
        guard line.hasPrefix("# ``"), line.hasSuffix("``"), line.count > 6 else { return nil }
        return String(line.dropFirst(4).dropLast(2))
    }

    /// A heading line without an HTML comment at its end (``` # ``NIO`` <!-- SwiftNIO --> ```), which DocC does not show.
    private static func withoutTrailingComment(_ line: some StringProtocol) -> Substring {
        let line = Substring(line)
        guard line.hasSuffix("-->"), let open = line.range(of: "<!--") else { return line }
        return Substring(line[..<open.lowerBound].trimmingWhitespace())
    }

    /// A symbol's name as DocC shows it, from its path: the last part, without the suffix that tells overloads apart
    /// (`Kit/Store/state-1qxwl` → `state`, `Counted-swift.struct` → `Counted`, `body-property` → `body`). A Swift name has no
    /// `-`, so the suffix is what follows the last one after a name; an operator (`-(_:_:)`, `&-(_:_:)`) keeps its dashes.
    static func shownName(ofSymbol path: some StringProtocol) -> String {
        let path = Substring(path)
        let name = path.split(separator: "/").last ?? path
        guard let dash = name.dropFirst().lastIndex(of: "-") else { return String(name) }
        let suffix = name[name.index(after: dash)...]
        let before = name[name.index(before: dash)]
        let endsName = before.isLetter || before.isNumber || before == "_" || before == ")"
        let isSuffix = !suffix.isEmpty && suffix.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
        return endsName && isSuffix ? String(name[..<dash]) : String(name)
    }

    /// The symbol a page documents, from its first line (``` # ``Module/Type`` ``` → `Module/Type`); `nil` for an article.
    static func symbol(ofBody body: String) -> String? {
        firstLines(of: body, count: 1).first.flatMap { symbolTitle(trimmed($0)) }
    }

    /// The title DocC shows for a page: `@DisplayName("…")` in its metadata, else its H1, a symbol by its last name.
    static func title(ofBody body: String) -> String? {
        var heading: String?
        for line in firstLines(of: body, count: 60) {
            let trimmed = String(Self.trimmed(line))
            if trimmed.hasPrefix("@DisplayName("), let name = DocCDirective.parse(trimmed)?.arguments.first?.value {
                return name
            }
            // A tutorial's title is its introduction's; a table of contents has a name.
            if trimmed.hasPrefix("@Intro(") || trimmed.hasPrefix("@Tutorials(") || trimmed.hasPrefix("@Article(") {
                if let directive = DocCDirective.parse(trimmed), let title = directive.argument("title") ?? directive.argument("name") {
                    return title
                }
            }
            if heading == nil, trimmed.hasPrefix("# ") {
                if let symbol = symbolTitle(trimmed) {
                    heading = shownName(ofSymbol: symbol)
                } else {
                    heading = String(withoutTrailingComment(trimmed).dropFirst(2)).trimmingWhitespace()
                }
            }
            if trimmed.hasPrefix("## ") { break }
        }
        return heading
    }

    /// A file's DocC name: `Assets/diagram~dark@2x.png` → (`diagram`, dark: true, scale: 2).
    static func assetName(of path: String) -> (name: String, dark: Bool, scale: Int) {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        var scale = 1
        for candidate in [3, 2] where name.hasSuffix("@\(candidate)x") {
            name.removeLast(3)
            scale = candidate
        }
        var dark = false
        if name.hasSuffix("~dark") {
            name.removeLast(5)
            dark = true
        } else if name.hasSuffix("~light") {
            name.removeLast(6)
        }
        return (name, dark, scale)
    }

    /// The anchor DocC gives a heading (its `urlReadableFragment`): its words, split at spaces and dashes, joined by `-`,
    /// case kept, without punctuation or backticks (`Trusted vs. untrusted` → `Trusted-vs-untrusted`, `Migrating to 1.11.2`
    /// → `Migrating-to-1112`). Symbols such as `<` and `+` stay, as DocC keeps them.
    static func anchor(_ text: String) -> String {
        let words = text.split { $0.isWhitespace || $0 == "-" || $0 == "\u{2013}" || $0 == "\u{2014}" }
        var anchor = String.UnicodeScalarView()
        for (index, word) in words.enumerated() {
            if index > 0 { anchor.append("-") }
            for scalar in word.unicodeScalars where !isLeftOutOfAnchors(scalar) { anchor.append(scalar) }
        }
        return String(anchor)
    }

    /// What DocC leaves out of an anchor: Unicode's punctuation (`-` only joins words there) and the backtick.
    private static func isLeftOutOfAnchors(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "`" { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
