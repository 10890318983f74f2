import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML

/// What a project's pages are drawn with: the theme, the design tokens and the components.
struct DesignSystem: Sendable {
    /// Layouts, partials, assets and component templates.
    var theme: Theme
    /// The resolved tokens, every mode.
    private(set) var tokens: TokenModel
    /// The components of the theme.
    var components: ComponentLibrary
    /// Problems found while loading them.
    var diagnostics: [Diagnostic] { themeDiagnostics + tokenDiagnostics + componentDiagnostics }
    private var themeDiagnostics: [Diagnostic]
    private var tokenDiagnostics: [Diagnostic]
    private var componentDiagnostics: [Diagnostic]
    /// Where the token files are, for the token pages to say: `content/tokens`, or a linked export's own folder,
    /// from the repository's root when the project is in one (`design-tokens`).
    var tokensFolder = "content/tokens"
    /// Which top-level token groups have pages of their own (`TokenLinks`), worked out once per
    /// load rather than on every rebuild that renders a guide.
    var tokenLayout: TokenLinks.Layout
    /// Each token's CSS variable name (without `--`), and a type style's member names, to its path: what component
    /// examples link to the token pages by. Worked out once per load of the tokens, not for every renderer.
    private var pathsByVariable: [String: String] = [:]
    /// The lint of colours written as literals in raw HTML, when there are tokens; made once per load too.
    private(set) var colourLint: LiteralColorLint?
    /// The text of `tokens.css`, when there are tokens: made on a thread of its own as soon as the tokens are read,
    /// while the pages that show them are made (after a token save it is most of what is left to write).
    private(set) var tokensCSS: Pending<String>?

    /// Loads the theme (built in, with the project's overrides), `content/tokens/` and the components; `tokenFiles`
    /// reads the token files (the preview's keeps them, so that a save parses only the file saved). A site that
    /// `writesCSS` has `tokens.css` made at once, on a thread of its own (`tokensCSS`).
    static func load(_ project: Project, tokenFiles: TokenFileReader = TokenFileReader(), writesCSS: Bool = false) -> DesignSystem {
        let (theme, themeDiagnostics) = Theme.load(project)
        let (components, componentDiagnostics) = ComponentLibrary.load(from: theme)
        let (tokens, tokenDiagnostics) = loadTokens(project, tokenFiles: tokenFiles)
        var design = DesignSystem(
            theme: theme, tokens: tokens, components: components, themeDiagnostics: themeDiagnostics, tokenDiagnostics: tokenDiagnostics,
            componentDiagnostics: componentDiagnostics, tokensFolder: tokensFolder(project), tokenLayout: TokenLinks.layout(for: tokens))
        design.deriveFromTokens(writesCSS: writesCSS)
        return design
    }

    /// Where the token files are, as the token pages say it.
    private static func tokensFolder(_ project: Project) -> String {
        project.tokensDirectoryIsLink
            ? Project.fromRepository(project.tokensDisplayPath, projectInRepository: project.pathInRepository) : "content/tokens"
    }

    /// This design with its tokens read again, for a save of token files alone: the theme and components stand.
    func reloadingTokens(_ project: Project, tokenFiles: TokenFileReader) -> DesignSystem {
        var design = self
        (design.tokens, design.tokenDiagnostics) = Self.loadTokens(project, tokenFiles: tokenFiles)
        design.tokensFolder = Self.tokensFolder(project)
        design.tokenLayout = TokenLinks.layout(for: design.tokens)
        design.deriveFromTokens(writesCSS: true)
        return design
    }

    /// What every renderer draws from the tokens (`pathsByVariable`, `colourLint`), worked out again from them.
    private mutating func deriveFromTokens(writesCSS: Bool) {
        var pathsByVariable: [String: String] = [:]
        for path in tokens.paths {
            let variable = String(TokenCSS.variableName(for: path).dropFirst(2))
            pathsByVariable[variable] = path
            // A type style is also published member by member (`--type-body-font-size`).
            if case .typography? = tokens.token(at: path, in: tokens.defaultMode)?.value {
                for member in TypographyValue.cssMemberNames { pathsByVariable["\(variable)-\(member)"] = path }
            }
        }
        self.pathsByVariable = pathsByVariable
        colourLint = hasTokens ? LiteralColorLint(tokens: tokens) : nil
        tokensCSS = hasTokens && writesCSS ? Pending { [tokens] in TokenCSS.render(tokens) } : nil
    }

    /// `content/tokens/`, or what a link there leads to.
    private static func loadTokens(_ project: Project, tokenFiles: TokenFileReader) -> (TokenModel, [Diagnostic]) {
        var tokens = TokenModel.empty
        var tokenDiagnostics: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: project.tokensDirectory.path) {
            (tokens, tokenDiagnostics) = TokenLoader.load(
                folder: project.tokensDirectory, displayPrefix: project.tokensDisplayPath, reader: tokenFiles)
        } else if project.tokensDirectoryIsLink {
            // A link to an export that moved, or is not checked out: said, not taken for a project without tokens.
            tokenDiagnostics = [
                Diagnostic.error(
                    .tokensFolderMissing, at: nil, "content/tokens links to \(project.tokensDisplayPath), which does not exist",
                    reason:
                        "The link (made by `init --tokens PATH --link`, or by hand) leads to a token export kept elsewhere; it moved, or is not checked out here.",
                    fix: "Check out the export, or point the link at it again: `ln -sfn PATH content/tokens`, with PATH relative to content/."
                ).leavingOutOnlyItself()
            ]
        }
        return (tokens, tokenDiagnostics)
    }

    /// Components every example and contrast pair of which the tokens can draw: the gallery and
    /// the contrast table use only these, so a team with its own token names is not flooded.
    ///
    /// It renders every example, so it is worked out only where the design pages are made, not
    /// on every load (a cached build or a theme edit in the preview reads the design too).
    func supportedComponents() -> [String] {
        guard hasTokens else { return [] }
        let block = componentBlock(urls: SiteURLs())
        return components.names.filter { name in components.manifests[name].map { block.supports($0, tokens: tokens) } ?? false }
    }

    /// Where each token is on the token pages.
    func tokenLinks(urls: SiteURLs) -> TokenLinks {
        TokenLinks(layout: tokenLayout, pageURL: urls.url(forPagePath: TokenPages.pagePath))
    }

    /// Whether the project has design tokens.
    var hasTokens: Bool { tokens.modes.contains { !tokens.tokens(in: $0).isEmpty } }

    /// The component-block renderer, linking token names to the token pages.
    func componentBlock(urls: SiteURLs) -> ComponentBlock {
        ComponentBlock(
            library: components, tokenPaths: pathsByVariable,
            tokenLinks: hasTokens ? tokenLinks(urls: urls) : nil
        )
    }
}
