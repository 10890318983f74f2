import SpecimenDiagnostics
import SpecimenTokens

/// The codes of what building the site can report, by the part that raises them (the guides and their links, the
/// theme and components, contrast, the app's code, the commands), and the catalogue of every code: `all`, and the
/// lookups `specimen explain` and the build cache use.
extension DiagnosticCode {
    // MARK: Guides and the site

    public static let noContent = DiagnosticCode("no-content", .error, "the project has no content folder")
    public static let unreadableFile = DiagnosticCode("unreadable-file", .error, "a guide cannot be read from disk; the rest of the site is built")
    public static let notText = DiagnosticCode("not-text", .warning, "a guide's bytes are not text (an image saved as `.md`); it is left out")
    public static let notUTF8 = DiagnosticCode("not-utf8", .warning, "a guide is not UTF-8; it is read as Windows-1252")
    public static let misDecodedText = DiagnosticCode("mis-decoded-text", .warning, "text was once decoded with the wrong charset and saved again")
    public static let backupExists = DiagnosticCode("backup-exists", .error, "`fix-encoding` would overwrite an earlier backup")
    public static let duplicateURL = DiagnosticCode(
        "duplicate-url", .error, "two guides would be published at the same address; the second is left out")
    public static let contentReserved = DiagnosticCode(
        "content-reserved", .warning, "a file in `content/_specimen/`, where the site has Specimen's own assets, is left out")
    public static let frontMatterUnclosed = DiagnosticCode("front-matter-unclosed", .warning, "front matter opens with `---` and never closes")
    public static let frontMatterYAML = DiagnosticCode("front-matter-yaml", .warning, "front matter is not valid YAML")
    public static let frontMatterNotMapping = DiagnosticCode("front-matter-not-mapping", .warning, "front matter is not a list of `key: value` lines")
    public static let frontMatterType = DiagnosticCode("front-matter-type", .warning, "a front matter key has a value of the wrong kind")
    public static let frontMatterOutline = DiagnosticCode("front-matter-outline", .warning, "`outline` in front matter is not one of its forms")
    public static let duplicateHeadingID = DiagnosticCode("duplicate-heading-id", .warning, "two headings or anchors of a page have the same id")
    public static let invalidHeadingID = DiagnosticCode("invalid-heading-id", .warning, "a `{#id}` after a heading cannot be used as an id")
    public static let brokenLink = DiagnosticCode("broken-link", .warning, "a link points to a page that does not exist")
    public static let brokenFragment = DiagnosticCode("broken-fragment", .warning, "a link points to a heading that does not exist")
    public static let missingImage = DiagnosticCode("missing-image", .warning, "an image is not in `content/`")
    public static let missingFile = DiagnosticCode("missing-file", .warning, "a link points to a file that is not in `content/`")
    public static let linkOutsideContent = DiagnosticCode("link-outside-content", .warning, "a relative link climbs out of `content/`")
    public static let linkToDraft = DiagnosticCode("link-to-draft", .warning, "a published page links to a draft")
    public static let externalLink = DiagnosticCode("external-link", .warning, "`--check-external`: a link to another site does not answer")
    public static let externalLinkLimit = DiagnosticCode("external-link-limit", .warning, "`--check-external`: only the first links were checked")
    public static let externalLinkProxy = DiagnosticCode("external-link-proxy", .warning, "`--check-external`: the proxy variable names no host")
    public static let doccDirectiveNotRead = DiagnosticCode(
        "docc-directive", .warning, "a DocC page uses a directive Specimen does not read; it is left out of the page")
    public static let doccLink = DiagnosticCode("docc-link", .warning, "a `<doc:…>` link names no article of the catalog and no heading of the page")
    public static let templateText = DiagnosticCode(
        "template-text", .warning, "guides hold template code (Liquid, Nunjucks) that is shown as text", foldsAcrossFiles: true)
    public static let outputWrite = DiagnosticCode("output-write", .error, "the site cannot be written to the output folder")
    public static let writeFailed = DiagnosticCode("write-failed", .error, "a file cannot be written")

    // MARK: The theme, templates and components

    public static let templateSyntax = DiagnosticCode("template-syntax", .error, "a theme template does not parse")
    public static let themeNotUTF8 = DiagnosticCode("theme-not-utf8", .error, "a theme template is not UTF-8 text")
    public static let missingPartial = DiagnosticCode("missing-partial", .warning, "a template includes a partial that does not exist")
    public static let componentManifest = DiagnosticCode("component-manifest", .error, "a component's manifest cannot be read")
    public static let componentManifestMissing = DiagnosticCode("component-manifest-missing", .error, "a component template has no manifest")
    public static let componentTokensMissing = DiagnosticCode(
        "component-tokens-missing", .warning, "a component paints with CSS variables that no token defines")
    public static let unknownComponent = DiagnosticCode("unknown-component", .warning, "a `component` block names no component of the theme")
    public static let componentYAML = DiagnosticCode("component-yaml", .warning, "a `component` block is not valid YAML")
    public static let unknownComponentParameter = DiagnosticCode(
        "unknown-component-parameter", .warning, "a `component` block sets a parameter the component does not have")
    public static let missingComponentParameter = DiagnosticCode(
        "missing-component-parameter", .warning, "a `component` block leaves out a required parameter")
    public static let componentParameterType = DiagnosticCode(
        "component-parameter-type", .warning, "a `component` block gives a parameter a value of the wrong kind")
    public static let literalColour = DiagnosticCode("literal-colour", .warning, "an example hard-codes a colour that a token holds")
    public static let colourDrift = DiagnosticCode("colour-drift", .warning, "an example hard-codes a colour that no token holds")

    // MARK: Contrast

    public static let contrastYAML = DiagnosticCode("contrast-yaml", .error, "`contrast.yml` cannot be read")
    public static let contrastPair = DiagnosticCode("contrast-pair", .warning, "a pair in `contrast.yml` is not written as a pair")
    public static let contrastPattern = DiagnosticCode(
        "contrast-pattern", .warning, "a pattern in `contrast.yml` matches no colour token, or too many")
    public static let contrastUsage = DiagnosticCode("contrast-usage", .warning, "a pair's `usage` is not `body`, `large` or `ui`")
    public static let contrastLevel = DiagnosticCode("contrast-level", .warning, "a pair's `level` is not `AA` or `AAA`")
    public static let contrastTextStyle = DiagnosticCode("contrast-text-style", .warning, "a pair's `text-style` names no typography token")
    public static let contrastPlaceholder = DiagnosticCode(
        "contrast-placeholder", .error, "a component's contrast pair uses a placeholder it has no parameter for")
    public static let contrastFailure = DiagnosticCode("contrast-failure", .warning, "a pair's contrast is below what its usage needs")
    public static let contrastNotColour = DiagnosticCode("contrast-not-colour", .warning, "a pair names a token that is not a colour in some mode")
    public static let contrastMissingBackdrop = DiagnosticCode(
        "contrast-missing-backdrop", .warning, "a translucent background with nothing said to be behind it")
    public static let contrastOverPage = DiagnosticCode(
        "contrast-over-page", .warning, "a translucent background is measured over the page background")
    public static let contrastTranslucentOver = DiagnosticCode(
        "contrast-translucent-over", .warning, "what a pair says is behind its background is itself translucent")
    public static let contrastRegression = DiagnosticCode("contrast-regression", .warning, "a pair that passed on the baseline fails now")
    public static let contrastDrop = DiagnosticCode("contrast-drop", .warning, "a pair still passes, but its contrast dropped since the baseline")
    public static let baselineFormat = DiagnosticCode("baseline-format", .error, "the `--baseline` file is not a Specimen `contrast.json`")
    public static let baselineUnreadable = DiagnosticCode("baseline-unreadable", .error, "the `--baseline` file cannot be read")

    // MARK: The app's Swift code

    public static let swiftSources = DiagnosticCode("swift-sources", .error, "a folder of the app's Swift code is missing, or swift.yml is wrong")
    public static let swiftTokenDrift = DiagnosticCode("swift-token-drift", .warning, "the app's code types a colour or size that a token holds")
    public static let swiftDeprecatedToken = DiagnosticCode("swift-deprecated-token", .warning, "the app's code uses a deprecated token")
    public static let swiftFileUnread = DiagnosticCode(
        "swift-file-unread", .warning, "a Swift file of the app nests brackets too deep to be read, so its uses are not counted")
    public static let swiftRemovedToken = DiagnosticCode(
        "swift-removed-token", .warning, "`--base`: the app's code uses a token this change removes or renames")

    // MARK: Commands

    public static let initExists = DiagnosticCode("init-exists", .error, "`init` would write into a folder that already has content")
    public static let initTokens = DiagnosticCode("init-tokens", .error, "`init --tokens` names no token export")
    public static let initWrite = DiagnosticCode("init-write", .error, "`init` cannot write the new project")
    public static let serveListen = DiagnosticCode("serve-listen", .error, "the preview cannot listen on its host and port")
    public static let changelog = DiagnosticCode(
        "changelog", .warning, "`changelog.yml` is not as Specimen reads it, or a version it names cannot be read")
    public static let diffBase = DiagnosticCode("diff-base", .error, "`tokens diff` or `--base` cannot read one of the versions it compares")

    /// Every code: the site's, in the order of this file, then the token module's.
    public static let all: [DiagnosticCode] =
        [
            noContent, unreadableFile, notText, notUTF8, misDecodedText, backupExists, duplicateURL, contentReserved, frontMatterUnclosed,
            frontMatterYAML,
            frontMatterNotMapping, frontMatterType, frontMatterOutline, duplicateHeadingID, invalidHeadingID, brokenLink, brokenFragment,
            missingImage,
            missingFile, linkOutsideContent, linkToDraft, externalLink, externalLinkLimit, externalLinkProxy, doccDirectiveNotRead, doccLink,
            templateText, outputWrite, writeFailed,
            templateSyntax, themeNotUTF8, missingPartial, componentManifest, componentManifestMissing, componentTokensMissing, unknownComponent,
            componentYAML,
            unknownComponentParameter, missingComponentParameter, componentParameterType, literalColour, colourDrift, contrastYAML, contrastPair,
            contrastPattern,
            contrastUsage, contrastLevel, contrastTextStyle, contrastPlaceholder, contrastFailure, contrastNotColour, contrastMissingBackdrop,
            contrastOverPage,
            contrastTranslucentOver, contrastRegression, contrastDrop, baselineFormat, baselineUnreadable, swiftSources, swiftTokenDrift,
            swiftDeprecatedToken, swiftFileUnread, swiftRemovedToken,
            initExists, initTokens, initWrite, serveListen, changelog, diffBase,
        ] + tokenCodes

    private static let byName: [String: DiagnosticCode] = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })

    /// The code named `rawValue`, when there is one.
    public init?(rawValue: String) {
        guard let known = Self.byName[rawValue] else { return nil }
        self = known
    }

    /// A code read back from the build cache or a file written by an older version: known, or kept as it was.
    package static func read(_ rawValue: String) -> DiagnosticCode {
        byName[rawValue] ?? DiagnosticCode(rawValue, .error, "")
    }
}
