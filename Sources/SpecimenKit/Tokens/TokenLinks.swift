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
    /// The groups of the token pages.
    let groups: TokenGroups

    /// The links for `model`'s token pages, published at `pageURL`.
    init(model: TokenModel, pageURL: String) {
        self.init(layout: Self.layout(for: model), pageURL: pageURL)
    }

    /// Links from a layout worked out once per design (`layout(for:)`), published at `pageURL`.
    init(layout: Layout, pageURL: String) {
        self.pageURL = pageURL
        self.groupPages = layout.pages
        self.groups = layout.groups
    }

    /// How a design's tokens are laid out on pages: the groups, and each top-level group's page folder when split.
    struct Layout: Sendable {
        var groups: TokenGroups
        var pages: [String: String]
    }

    /// The layout of `model`'s tokens: a page per top-level group when there are enough to split, else one page.
    static func layout(for model: TokenModel) -> Layout {
        let paths = model.paths
        let groups = TokenGroups(paths: paths)
        guard paths.count > Self.splitAbove else { return Layout(groups: groups, pages: [:]) }
        var pages: [String: String] = [:]
        var taken = Set<String>()
        // Dotted groups, and the groups of flat names, each get a page; a flat name in no group stays on `tokens/`.
        for path in paths {
            let group = groups.page(of: path)
            guard pages[group] == nil, path.contains(".") || group != path else { continue }
            let base = Self.slug(group)
            var slug = base
            var suffix = 2
            while !taken.insert(slug).inserted {
                slug = "\(base)-\(suffix)"
                suffix += 1
            }
            pages[group] = slug
        }
        return Layout(groups: groups, pages: pages.count > 1 ? pages : [:])
    }

    /// Whether the tokens have a page per top-level group.
    var isSplit: Bool { !groupPages.isEmpty }

    /// The page a token is on, `tokens/` or `tokens/color/`, as a path under the site's base.
    func pagePath(for path: String) -> String {
        guard let slug = groupPages[groups.page(of: path)] else { return TokenPages.pagePath }
        return TokenPages.pagePath + slug + "/"
    }

    /// The URL of a token's row: `/tokens/#color-state-danger`, or `/tokens/color/#color-state-danger`.
    func url(for path: String) -> String {
        guard let slug = groupPages[groups.page(of: path)] else { return pageURL + "#" + TokenAnchor.id(for: path) }
        return pageURL + slug + "/#" + TokenAnchor.id(for: path)
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
