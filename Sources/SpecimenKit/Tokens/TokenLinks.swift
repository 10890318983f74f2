import Foundation
import SpecimenTokens

/// Where each token is shown on the token pages, for links from component examples, the
/// contrast table and alias chains.
///
/// A design system of up to `TokenLinks.splitAbove` tokens is one page, `tokens/`; a larger one
/// has that page as an index and one page per top-level group, `tokens/<group>/`.
struct TokenLinks: Sendable {
    /// More tokens than this get a page per top-level group.
    static let splitAbove = 400

    /// The URL of `tokens/`, with the site's base.
    let pageURL: String
    /// Top-level group → the name of its page's folder, when the tokens are split.
    let groupPages: [String: String]

    /// The links for `model`'s token pages, published at `pageURL`.
    init(model: TokenModel, pageURL: String) {
        self.init(groupPages: Self.groupPages(for: model), pageURL: pageURL)
    }

    /// Links from a layout worked out once per design (`groupPages(for:)`), published at `pageURL`.
    init(groupPages: [String: String], pageURL: String) {
        self.pageURL = pageURL
        self.groupPages = groupPages
    }

    /// Top-level group → its page's folder when `model` is large enough to split; empty otherwise.
    static func groupPages(for model: TokenModel) -> [String: String] {
        let paths = model.paths
        guard paths.count > Self.splitAbove else { return [:] }
        var pages: [String: String] = [:]
        var taken = Set<String>()
        // Only real groups get pages; tokens at the top level stay on `tokens/` itself.
        for group in paths.filter({ $0.contains(".") }).map(Self.topGroup) where pages[group] == nil {
            let base = Self.slug(group)
            var slug = base
            var suffix = 2
            while !taken.insert(slug).inserted {
                slug = "\(base)-\(suffix)"
                suffix += 1
            }
            pages[group] = slug
        }
        return pages.count > 1 ? pages : [:]
    }

    /// Whether the tokens have a page per top-level group.
    var isSplit: Bool { !groupPages.isEmpty }

    /// The page a token is on, `tokens/` or `tokens/color/`, as a path under the site's base.
    func pagePath(for path: String) -> String {
        guard let slug = groupPages[Self.topGroup(path)] else { return DesignSystem.tokensPagePath }
        return DesignSystem.tokensPagePath + slug + "/"
    }

    /// The URL of a token's row: `/tokens/#color-state-danger`, or `/tokens/color/#color-state-danger`.
    func url(for path: String) -> String {
        guard let slug = groupPages[Self.topGroup(path)] else { return pageURL + "#" + TokenAnchor.id(for: path) }
        return pageURL + slug + "/#" + TokenAnchor.id(for: path)
    }

    /// `color.state.danger` → `color`; a token at the top level is its own name.
    static func topGroup(_ path: String) -> String {
        String(path.prefix { $0 != "." })
    }

    /// A folder name for a group: lowercase letters, digits and dashes.
    private static func slug(_ group: String) -> String {
        var slug = ""
        for character in group.lowercased() {
            if character.isLetter || character.isNumber { slug.append(character) } else if !slug.hasSuffix("-") { slug.append("-") }
        }
        slug = slug.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return slug.isEmpty ? "group" : slug
    }
}

/// Anchors of tokens on the token pages: `color.state.danger` → `color-state-danger`.
enum TokenAnchor {
    /// The id of a token's entry.
    static func id(for path: String) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.map { $0 == "." ? "-" : $0 }))
    }
}
