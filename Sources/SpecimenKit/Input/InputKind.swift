import SpecimenTokens

/// What a file of a project is to Specimen, from its path alone: the one place that knows the layout.
///
/// `content/` holds the guides (`*.md`), files published as they are, and Specimen's own inputs:
/// the tokens folder (a resolver may name its token files anything), token and resolver files
/// anywhere, `contrast.yml`, `swift.yml` and `changelog.yml`. `theme/` holds the theme, with the components in `theme/components/`.
public enum InputKind: Equatable, Sendable {
    /// A Markdown guide, or a DocC catalog's `.tutorial`: a page of the site.
    case guide
    /// Any other file in `content/`: published as it is (images, downloads).
    case publishedFile
    /// A file in `content/_specimen/`, where the site has Specimen's own assets (`AssetFingerprint.folder`): left
    /// out, with a warning.
    case reserved
    /// A guide's backup (`errors.md.bak`, which `fix-encoding` keeps): its old text, never published.
    case guideBackup
    /// The design tokens: anything in `content/tokens/`, and `*.tokens.json` or `*.resolver.json` anywhere in `content/`.
    case tokens
    /// `content/contrast.yml`: the colour pairs to check.
    case contrastPairs
    /// `content/swift.yml`: where the app's Swift code is (`AppCodeSetting`).
    case appCodeSetting
    /// `content/changelog.yml`: the versions of the Changes section (`Changelog`).
    case changelogSetting
    /// A component's template or manifest in `theme/components/`.
    case component
    /// Any other file of the theme: layouts, partials, CSS, scripts.
    case theme
    /// Outside `content/` and `theme/`: Specimen does not read it.
    case outside

    /// The kind of `path`, relative to the project folder (`content/guides/errors.md`, `theme/layout.mustache`).
    public init(projectPath path: String) {
        if path.hasPrefix("content/") {
            self.init(contentPath: String(path.dropFirst("content/".count)))
        } else if path.hasPrefix("theme/components/") {
            self = .component
        } else if path.hasPrefix("theme/") {
            self = .theme
        } else {
            self = .outside
        }
    }

    /// The kind of `path`, relative to `content/` (`guides/errors.md`, `tokens/base.tokens.json`).
    public init(contentPath path: String) {
        if path.hasPrefix(AssetFingerprint.folder) {
            self = .reserved
        } else if path.hasSuffix(".md") || path.hasSuffix(".mdx") || (path.hasSuffix(".tutorial") && DocCCatalog.catalogFolder(of: path) != nil) {
            // A DocC tutorial is a page of its catalog, written in directives (see `DocCSource`). An MDX page is read as
            // Markdown, as GitHub shows it: its components and imports stay text, said once (`TemplateText`).
            self = .guide
        } else if path.hasSuffix(".md.bak") {
            self = .guideBackup
        } else if path.hasPrefix("tokens/") || TokenFileNames.isDesignInput(path) {
            self = .tokens
        } else if path == "contrast.yml" {
            self = .contrastPairs
        } else if path == "swift.yml" {
            self = .appCodeSetting
        } else if path == Changelog.fileName {
            self = .changelogSetting
        } else {
            self = .publishedFile
        }
    }
}
