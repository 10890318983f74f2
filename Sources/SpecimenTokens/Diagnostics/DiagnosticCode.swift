/// The stable code of a diagnostic, as `--format json`, GitHub annotations and `specimen explain` name it: one
/// documented constant per code, the only place codes are spelt. `all` lists them; `specimen explain CODE` tells
/// each one's story with an example (`DiagnosticExplanation` in SpecimenKit), and a test fails on a code without one.
public struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kebab-case code, `token-invalid-value`.
    public let rawValue: String
    /// How a plain build reports it; `--strict` makes every warning an error.
    public let level: Diagnostic.Severity
    /// What it means, in one line, for `specimen explain --list`.
    public let summary: String

    private init(_ rawValue: String, _ level: Diagnostic.Severity, _ summary: String) {
        self.rawValue = rawValue
        self.level = level
        self.summary = summary
    }

    /// The code named `rawValue`, when there is one.
    public init?(rawValue: String) {
        guard let known = Self.byName[rawValue] else { return nil }
        self = known
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let byName: [String: DiagnosticCode] = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })

    /// A code read back from the build cache or a file written by an older version: known, or kept as it was.
    package static func read(_ rawValue: String) -> DiagnosticCode {
        byName[rawValue] ?? DiagnosticCode(rawValue, .error, "")
    }

    // MARK: Guides and the site

    public static let noContent = DiagnosticCode("no-content", .error, "the project has no content folder")
    public static let unreadableFile = DiagnosticCode("unreadable-file", .error, "a guide cannot be read from disk; the rest of the site is built")
    public static let notUTF8 = DiagnosticCode("not-utf8", .warning, "a guide is not UTF-8; it is read as Windows-1252")
    public static let misDecodedText = DiagnosticCode("mis-decoded-text", .warning, "text was once decoded with the wrong charset and saved again")
    public static let backupExists = DiagnosticCode("backup-exists", .error, "`fix-encoding` would overwrite an earlier backup")
    public static let duplicateURL = DiagnosticCode("duplicate-url", .error, "two guides would be published at the same address; the second is left out")
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
    public static let outputWrite = DiagnosticCode("output-write", .error, "the site cannot be written to the output folder")
    public static let writeFailed = DiagnosticCode("write-failed", .error, "a file cannot be written")

    // MARK: The theme, templates and components

    public static let templateSyntax = DiagnosticCode("template-syntax", .error, "a theme template does not parse")
    public static let themeNotUTF8 = DiagnosticCode("theme-not-utf8", .error, "a theme template is not UTF-8 text")
    public static let missingPartial = DiagnosticCode("missing-partial", .warning, "a template includes a partial that does not exist")
    public static let componentManifest = DiagnosticCode("component-manifest", .error, "a component's manifest cannot be read")
    public static let componentManifestMissing = DiagnosticCode("component-manifest-missing", .error, "a component template has no manifest")
    public static let componentTokensMissing = DiagnosticCode("component-tokens-missing", .warning, "a component paints with CSS variables that no token defines")
    public static let unknownComponent = DiagnosticCode("unknown-component", .warning, "a `component` block names no component of the theme")
    public static let componentYAML = DiagnosticCode("component-yaml", .warning, "a `component` block is not valid YAML")
    public static let unknownComponentParameter = DiagnosticCode("unknown-component-parameter", .warning, "a `component` block sets a parameter the component does not have")
    public static let missingComponentParameter = DiagnosticCode("missing-component-parameter", .warning, "a `component` block leaves out a required parameter")
    public static let componentParameterType = DiagnosticCode("component-parameter-type", .warning, "a `component` block gives a parameter a value of the wrong kind")
    public static let literalColour = DiagnosticCode("literal-colour", .warning, "an example hard-codes a colour that a token holds")
    public static let colourDrift = DiagnosticCode("colour-drift", .warning, "an example hard-codes a colour that no token holds")

    // MARK: Contrast

    public static let contrastYAML = DiagnosticCode("contrast-yaml", .error, "`contrast.yml` cannot be read")
    public static let contrastPair = DiagnosticCode("contrast-pair", .warning, "a pair in `contrast.yml` is not written as a pair")
    public static let contrastPattern = DiagnosticCode("contrast-pattern", .warning, "a pattern in `contrast.yml` matches no colour token, or too many")
    public static let contrastUsage = DiagnosticCode("contrast-usage", .warning, "a pair's `usage` is not `body`, `large` or `ui`")
    public static let contrastLevel = DiagnosticCode("contrast-level", .warning, "a pair's `level` is not `AA` or `AAA`")
    public static let contrastTextStyle = DiagnosticCode("contrast-text-style", .warning, "a pair's `text-style` names no typography token")
    public static let contrastPlaceholder = DiagnosticCode("contrast-placeholder", .error, "a component's contrast pair uses a placeholder it has no parameter for")
    public static let contrastFailure = DiagnosticCode("contrast-failure", .warning, "a pair's contrast is below what its usage needs")
    public static let contrastNotColour = DiagnosticCode("contrast-not-colour", .warning, "a pair names a token that is not a colour in some mode")
    public static let contrastMissingBackdrop = DiagnosticCode("contrast-missing-backdrop", .warning, "a translucent background with nothing said to be behind it")
    public static let contrastOverPage = DiagnosticCode("contrast-over-page", .warning, "a translucent background is measured over the page background")
    public static let contrastTranslucentOver = DiagnosticCode("contrast-translucent-over", .warning, "what a pair says is behind its background is itself translucent")
    public static let contrastRegression = DiagnosticCode("contrast-regression", .warning, "a pair that passed on the baseline fails now")
    public static let contrastDrop = DiagnosticCode("contrast-drop", .warning, "a pair still passes, but its contrast dropped since the baseline")
    public static let baselineFormat = DiagnosticCode("baseline-format", .error, "the `--baseline` file is not a Specimen `contrast.json`")
    public static let baselineUnreadable = DiagnosticCode("baseline-unreadable", .error, "the `--baseline` file cannot be read")

    // MARK: Token files

    public static let tokensFolderMissing = DiagnosticCode("tokens-folder-missing", .error, "the tokens folder does not exist")
    public static let tokensNone = DiagnosticCode("tokens-none", .warning, "the tokens folder has no token files")
    public static let noTokens = DiagnosticCode("no-tokens", .error, "an export was asked for, and there are no tokens")
    public static let fileUnreadable = DiagnosticCode("file-unreadable", .error, "a token file cannot be read from disk")
    public static let fileEncoding = DiagnosticCode("file-encoding", .error, "a token file is not UTF-8")
    public static let jsonSyntax = DiagnosticCode("json-syntax", .error, "a token file is not valid JSON; its tokens are left out")
    public static let jsonDuplicateKey = DiagnosticCode("json-duplicate-key", .warning, "an object in a token file has the same key twice")
    public static let tokenInvalidStructure = DiagnosticCode("token-invalid-structure", .warning, "a name in a token file is neither a token nor a group")
    public static let tokenInvalidName = DiagnosticCode("token-invalid-name", .warning, "a token or group name has a character the format forbids")
    public static let tokenInvalidProperty = DiagnosticCode("token-invalid-property", .warning, "a `$` property of a token or group has a value of the wrong kind")
    public static let tokenUnknownProperty = DiagnosticCode("token-unknown-property", .warning, "a `$` property that the format does not have")
    public static let tokenIgnoredKey = DiagnosticCode("token-ignored-key", .warning, "a key without `$` inside a token, which changes nothing")
    public static let tokenUnknownType = DiagnosticCode("token-unknown-type", .warning, "a `$type` that is a misspelling of one of the format's")
    public static let tokenCustomType = DiagnosticCode("token-custom-type", .warning, "a `$type` outside the format; the tokens are kept as written")
    public static let tokenMissingType = DiagnosticCode("token-missing-type", .warning, "a token has no type and its value does not say one")
    public static let tokenTypeInferred = DiagnosticCode("token-type-inferred", .warning, "a token without a type is read by the shape of its value")
    public static let tokenInvalidValue = DiagnosticCode("token-invalid-value", .warning, "a token's value is not a value of its type; the token is left out")
    public static let tokenUnit = DiagnosticCode("token-unit", .warning, "a dimension's unit is not `px` or `rem`, and is read anyway")
    public static let tokenDimensionForm = DiagnosticCode("token-dimension-form", .warning, "a dimension is a bare number; it is read as pixels")
    public static let tokenNumberString = DiagnosticCode("token-number-string", .warning, "a number is written as a string")
    public static let tokenFontWeight = DiagnosticCode("token-font-weight", .warning, "a font weight is written as a design tool writes it")
    public static let tokenHexFallback = DiagnosticCode("token-hex-fallback", .warning, "a colour's `hex` fallback is malformed or not its colour")
    public static let tokenShadowForm = DiagnosticCode("token-shadow-form", .warning, "a shadow is written with Tokens Studio's `x` and `y`")
    public static let tokenTypographyProperty = DiagnosticCode("token-typography-property", .warning, "a text style has a member the format does not have, or one written another way")
    public static let tokenDuplicate = DiagnosticCode("token-duplicate", .warning, "a token is defined in two files; the later one is used")
    public static let groupConflict = DiagnosticCode("group-conflict", .warning, "a group's `$type` or other property is set differently in two files")
    public static let tokenExtends = DiagnosticCode("token-extends", .warning, "a group's `$extends` cannot be applied")
    public static let tokenDeprecated = DiagnosticCode("token-deprecated", .warning, "a deprecated token is used")
    public static let tokenCSSNameCollision = DiagnosticCode("token-css-name-collision", .warning, "two tokens become the same CSS variable")
    public static let swiftNameClash = DiagnosticCode("swift-name-clash", .error, "two tokens become the same Swift name in the export")
    public static let tokenUnknown = DiagnosticCode("token-unknown", .warning, "a reference names no token")
    public static let tokenUnknownMode = DiagnosticCode("token-unknown-mode", .warning, "a reference names no mode of the tokens")

    // MARK: Aliases

    public static let aliasDangling = DiagnosticCode("alias-dangling", .warning, "an alias names no token; the token is left out")
    public static let aliasToGroup = DiagnosticCode("alias-to-group", .warning, "an alias names a group, not a token")
    public static let aliasCycle = DiagnosticCode("alias-cycle", .warning, "aliases form a loop, so none of them has a value")
    public static let aliasChainTooLong = DiagnosticCode("alias-chain-too-long", .warning, "an alias chain is longer than 100 tokens")
    public static let aliasTypeMismatch = DiagnosticCode("alias-type-mismatch", .warning, "an alias points to a token of another type than its place needs")
    public static let aliasInvalid = DiagnosticCode("alias-invalid", .warning, "a value looks like an alias and is not a well-formed one")
    public static let aliasEmbedded = DiagnosticCode("alias-embedded", .warning, "a value of one of the format's types is text with aliases inside it")
    public static let aliasMember = DiagnosticCode("alias-member", .warning, "an alias names a member of a composite token (`{type.body.fontSize}`)")

    // MARK: Resolvers and modes

    public static let resolverInvalid = DiagnosticCode("resolver-invalid", .error, "the resolver file cannot be used as it is written")
    public static let resolverVersion = DiagnosticCode("resolver-version", .warning, "the resolver has no `version`, or another than 2025.10")
    public static let resolverUnknownProperty = DiagnosticCode("resolver-unknown-property", .warning, "a resolver property that the Resolver Module does not have")
    public static let resolverMissingFile = DiagnosticCode("resolver-missing-file", .error, "the resolver references a file that does not exist")
    public static let resolverIgnored = DiagnosticCode("resolver-ignored", .warning, "a second resolver file in the tokens folder is ignored")
    public static let resolverNoDefault = DiagnosticCode("resolver-no-default", .warning, "a modifier has no `default`; its first context is used")
    public static let resolverSetUnused = DiagnosticCode("resolver-set-unused", .warning, "a set is in no `resolutionOrder`, so its tokens are in no mode")
    public static let tokenFileUnused = DiagnosticCode("token-file-unused", .warning, "a token file that the resolver does not use")
    public static let modesYAML = DiagnosticCode("modes-yaml", .warning, "`modes.yml` cannot be read, or names what the resolver does not have")

    // MARK: Tokens Studio and Style Dictionary

    public static let tokensStudioSetMissing = DiagnosticCode("tokens-studio-set-missing", .warning, "a Tokens Studio theme selects a set the export does not have")
    public static let tokensStudioTheme = DiagnosticCode("tokens-studio-theme", .warning, "a Tokens Studio theme cannot be read as a mode as it is written")
    public static let tokenToolSyntax = DiagnosticCode("token-tool-syntax", .warning, "a DTCG file uses Tokens Studio's maths or colour functions")
    public static let tokenMath = DiagnosticCode("token-math", .warning, "maths in a value cannot be computed; the token is left out")
    public static let tokenMathUnits = DiagnosticCode("token-math-units", .warning, "maths mixes units, so CSS computes it with `calc()` and Swift cannot use it")
    public static let tokenModifier = DiagnosticCode("token-modifier", .warning, "a Tokens Studio colour modifier cannot be applied")
    public static let tokenSizeRem = DiagnosticCode("token-size-rem", .warning, "Style Dictionary sizes without a unit are read as `rem`")

    // MARK: The app's Swift code

    public static let swiftSources = DiagnosticCode("swift-sources", .error, "a folder of the app's Swift code is missing, or swift.yml is wrong")
    public static let swiftTokenDrift = DiagnosticCode("swift-token-drift", .warning, "the app's code types a colour or size that a token holds")
    public static let swiftDeprecatedToken = DiagnosticCode("swift-deprecated-token", .warning, "the app's code uses a deprecated token")

    // MARK: Commands

    public static let initExists = DiagnosticCode("init-exists", .error, "`init` would write into a folder that already has content")
    public static let initTokens = DiagnosticCode("init-tokens", .error, "`init --tokens` names no token export")
    public static let initWrite = DiagnosticCode("init-write", .error, "`init` cannot write the new project")
    public static let tokensOutput = DiagnosticCode("tokens-output", .error, "`specimen-tokens` cannot write the generated file")
    public static let usage = DiagnosticCode("usage", .error, "a command is called with arguments it does not take")
    public static let serveListen = DiagnosticCode("serve-listen", .error, "the preview cannot listen on its host and port")

    /// Every code, in the order of this file.
    public static let all: [DiagnosticCode] = [
        noContent, unreadableFile, notUTF8, misDecodedText, backupExists, duplicateURL, frontMatterUnclosed, frontMatterYAML,
        frontMatterNotMapping, frontMatterType, frontMatterOutline, duplicateHeadingID, invalidHeadingID, brokenLink, brokenFragment,
        missingImage, missingFile, linkOutsideContent, linkToDraft, externalLink, externalLinkLimit, externalLinkProxy, outputWrite, writeFailed,
        templateSyntax, themeNotUTF8, missingPartial, componentManifest, componentManifestMissing, componentTokensMissing,
        unknownComponent, componentYAML, unknownComponentParameter, missingComponentParameter, componentParameterType,
        literalColour, colourDrift,
        contrastYAML, contrastPair, contrastPattern, contrastUsage, contrastLevel, contrastTextStyle, contrastPlaceholder,
        contrastFailure, contrastNotColour, contrastMissingBackdrop, contrastOverPage, contrastTranslucentOver,
        contrastRegression, contrastDrop, baselineFormat, baselineUnreadable,
        tokensFolderMissing, tokensNone, noTokens, fileUnreadable, fileEncoding, jsonSyntax, jsonDuplicateKey,
        tokenInvalidStructure, tokenInvalidName, tokenInvalidProperty, tokenUnknownProperty, tokenIgnoredKey, tokenUnknownType,
        tokenCustomType, tokenMissingType, tokenTypeInferred, tokenInvalidValue, tokenUnit, tokenDimensionForm, tokenNumberString,
        tokenFontWeight, tokenHexFallback, tokenShadowForm, tokenTypographyProperty, tokenDuplicate, groupConflict, tokenExtends,
        tokenDeprecated, tokenCSSNameCollision, swiftNameClash, tokenUnknown, tokenUnknownMode,
        aliasDangling, aliasToGroup, aliasCycle, aliasChainTooLong, aliasTypeMismatch, aliasInvalid, aliasEmbedded, aliasMember,
        resolverInvalid, resolverVersion, resolverUnknownProperty, resolverMissingFile, resolverIgnored, resolverNoDefault,
        resolverSetUnused, tokenFileUnused, modesYAML,
        tokensStudioSetMissing, tokensStudioTheme, tokenToolSyntax, tokenMath, tokenMathUnits, tokenModifier, tokenSizeRem,
        swiftSources, swiftTokenDrift, swiftDeprecatedToken,
        initExists, initTokens, initWrite, tokensOutput, usage, serveListen,
    ]
}
