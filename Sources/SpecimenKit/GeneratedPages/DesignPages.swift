import SpecimenTokens

/// A kind of page Specimen makes from the design system rather than from a guide: the token pages,
/// the adoption page, the component gallery, the contrast table.
///
/// A kind's pages are published at or below `pagePath`. A guide a team wrote at one of their places
/// stands instead of that page; a guide at `pagePath` stands instead of all of them.
protocol DesignPage {
    /// Where the kind's first page is published (without base); the others are below it.
    static var pagePath: String { get }
    /// Whether the pages show the app's Swift code, and so are made again when only the code changed.
    static var showsAppCode: Bool { get }
    /// The pages, in output order; none when there is nothing to show.
    static func pages(_ inputs: DesignPageInputs) -> [Page]
}

/// What the design pages are made from.
struct DesignPageInputs {
    var design: DesignSystem
    /// The components every example and pair of which the tokens can draw (`DesignSystem.supportedComponents`).
    var components: [String]
    /// The contrast results; `nil` when this making of pages did not evaluate them (a change of the app's
    /// code alone makes only the kinds that show it, which do not draw on them).
    var contrast: ContrastEvaluation?
    /// The app's code joined with the tokens, when the project names its code.
    var appCode: AppCodeReport?
    /// Where each token is on the token pages.
    var tokenLinks: TokenLinks
    /// The Changes section's versions, when the project asks for them.
    var changelog: Changelog?
    /// The token pages as last made, when the session keeps them (the preview).
    var tokenPageMemo: TokenPages.Memo? = nil
}

/// The design pages of a site, made kind by kind. A new kind of page is a type conforming to `DesignPage`
/// in this folder and one entry in `kinds`.
enum DesignPages {
    /// Every kind, in output order. The kinds that show the app's code come first: a change of the code alone
    /// makes them again and keeps the pages after them.
    static var kinds: [any DesignPage.Type] { [TokenPages.self, AdoptionPage.self, ComponentGallery.self, ContrastPage.self, ChangesPages.self] }

    /// The kinds that show the app's code.
    static var appCodeKinds: [any DesignPage.Type] { kinds.filter { $0.showsAppCode } }

    /// The pages of `kinds`, less those at a place a guide stands (`taken`) or an earlier page took.
    static func pages(_ inputs: DesignPageInputs, kinds: [any DesignPage.Type] = kinds, taken: Set<String>) -> [Page] {
        // Kind after kind: the big ones (the token pages, the contrast table and matrix) make their pages on every core.
        var taken = taken
        var pages: [Page] = []
        for kind in kinds where !taken.contains(kind.pagePath) {
            for page in kind.pages(inputs) where taken.insert(page.pagePath).inserted { pages.append(page) }
        }
        return pages
    }

    /// Whether `pagePath` is one of the places of the kinds that show the app's code.
    static func showsAppCode(_ pagePath: String) -> Bool {
        appCodeKinds.contains { pagePath.hasPrefix($0.pagePath) }
    }
}
