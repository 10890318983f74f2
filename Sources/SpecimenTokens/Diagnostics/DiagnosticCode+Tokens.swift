import SpecimenDiagnostics

/// The codes of what reading, resolving and exporting tokens can report, by the part that raises them; the token
/// tool's commands too. `tokenCodes` lists them.
extension DiagnosticCode {
    // MARK: Token files

    public static let tokensFolderMissing = DiagnosticCode("tokens-folder-missing", .error, "the tokens folder does not exist")
    public static let tokensNone = DiagnosticCode("tokens-none", .warning, "the tokens folder has no token files")
    public static let noTokens = DiagnosticCode("no-tokens", .error, "an export was asked for, and there are no tokens")
    public static let fileUnreadable = DiagnosticCode("file-unreadable", .error, "a token file cannot be read from disk")
    public static let fileEncoding = DiagnosticCode("file-encoding", .error, "a token file is not UTF-8")
    public static let jsonSyntax = DiagnosticCode("json-syntax", .error, "a token file is not valid JSON; its tokens are left out")
    public static let tokenFileScript = DiagnosticCode(
        "token-file-script", .warning, "token files in JavaScript, which Specimen does not run; what aliases their tokens is left out")
    public static let jsonDuplicateKey = DiagnosticCode("json-duplicate-key", .warning, "an object in a token file has the same key twice")
    public static let tokenInvalidStructure = DiagnosticCode(
        "token-invalid-structure", .warning, "a name in a token file is neither a token nor a group")
    public static let tokenInvalidName = DiagnosticCode("token-invalid-name", .warning, "a token or group name has a character the format forbids")
    public static let tokenInvalidProperty = DiagnosticCode(
        "token-invalid-property", .warning, "a `$` property of a token or group has a value of the wrong kind")
    public static let tokenUnknownProperty = DiagnosticCode("token-unknown-property", .warning, "a `$` property that the format does not have")
    public static let tokenIgnoredKey = DiagnosticCode("token-ignored-key", .warning, "a key without `$` inside a token, which changes nothing")
    public static let tokenUnknownType = DiagnosticCode("token-unknown-type", .warning, "a `$type` that is a misspelling of one of the format's")
    public static let tokenCustomType = DiagnosticCode("token-custom-type", .warning, "a `$type` outside the format; the tokens are kept as written")
    public static let tokenMissingType = DiagnosticCode(
        "token-missing-type", .warning, "a token has no type and its value reads as none; it is kept as written")
    public static let tokenTypeInferred = DiagnosticCode("token-type-inferred", .warning, "a token without a type is read by the shape of its value")
    public static let tokenInvalidValue = DiagnosticCode(
        "token-invalid-value", .warning, "a token's value is not a value of its type; the token is left out")
    public static let tokenUnit = DiagnosticCode("token-unit", .warning, "a dimension's unit is not `px` or `rem`, and is read anyway")
    public static let tokenDimensionForm = DiagnosticCode("token-dimension-form", .warning, "a dimension is a bare number; it is read as pixels")
    public static let tokenStringForm = DiagnosticCode(
        "token-string-form", .warning, "a length or time is written as text (`16px`), as the format's drafts did")
    public static let tokenNumberString = DiagnosticCode("token-number-string", .warning, "a number is written as a string")
    public static let tokenFontWeight = DiagnosticCode("token-font-weight", .warning, "a font weight is written as a design tool writes it")
    public static let tokenHexFallback = DiagnosticCode("token-hex-fallback", .warning, "a colour's `hex` fallback is malformed or not its colour")
    public static let tokenShadowForm = DiagnosticCode("token-shadow-form", .warning, "a shadow is written with Tokens Studio's `x` and `y`")
    public static let tokenTypographyProperty = DiagnosticCode(
        "token-typography-property", .warning, "a text style has a member the format does not have, or one written another way")
    public static let tokenDuplicate = DiagnosticCode("token-duplicate", .warning, "a token is defined in two files; the later one is used")
    public static let groupConflict = DiagnosticCode(
        "group-conflict", .warning, "a group's `$type` or other property is set differently in two files")
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
    public static let aliasTypeMismatch = DiagnosticCode(
        "alias-type-mismatch", .warning, "an alias points to a token of another type than its place needs")
    public static let aliasInvalid = DiagnosticCode("alias-invalid", .warning, "a value looks like an alias and is not a well-formed one")
    public static let aliasEmbedded = DiagnosticCode(
        "alias-embedded", .warning, "a value of one of the format's types is text with aliases inside it")
    public static let aliasMember = DiagnosticCode("alias-member", .warning, "an alias names a member of a composite token (`{type.body.fontSize}`)")

    // MARK: Resolvers and modes

    public static let resolverInvalid = DiagnosticCode("resolver-invalid", .error, "the resolver file cannot be used as it is written")
    public static let resolverVersion = DiagnosticCode("resolver-version", .warning, "the resolver has no `version`, or another than 2025.10")
    public static let resolverUnknownProperty = DiagnosticCode(
        "resolver-unknown-property", .warning, "a resolver property that the Resolver Module does not have")
    public static let resolverMissingFile = DiagnosticCode("resolver-missing-file", .error, "the resolver references a file that does not exist")
    public static let resolverIgnored = DiagnosticCode("resolver-ignored", .warning, "a second resolver file in the tokens folder is ignored")
    public static let resolverNoDefault = DiagnosticCode("resolver-no-default", .warning, "a modifier has no `default`; its first context is used")
    public static let resolverSetUnused = DiagnosticCode(
        "resolver-set-unused", .warning, "a set is in no `resolutionOrder`, so its tokens are in no mode")
    public static let tokenFileUnused = DiagnosticCode("token-file-unused", .warning, "a token file that the resolver does not use")
    public static let modesYAML = DiagnosticCode("modes-yaml", .warning, "`modes.yml` cannot be read, or names what the resolver does not have")

    // MARK: Tokens Studio and Style Dictionary

    public static let tokensStudioSetMissing = DiagnosticCode(
        "tokens-studio-set-missing", .warning, "a Tokens Studio theme selects a set the export does not have")
    public static let tokensStudioTheme = DiagnosticCode(
        "tokens-studio-theme", .warning, "a Tokens Studio theme cannot be read as a mode as it is written")
    public static let tokenToolSyntax = DiagnosticCode("token-tool-syntax", .warning, "a DTCG file uses Tokens Studio's maths or colour functions")
    public static let tokenMath = DiagnosticCode("token-math", .warning, "maths in a value cannot be computed; the token is left out")
    public static let tokenMathUnits = DiagnosticCode(
        "token-math-units", .warning, "maths mixes units, so CSS computes it with `calc()` and Swift cannot use it")
    public static let tokenModifier = DiagnosticCode("token-modifier", .warning, "a Tokens Studio colour modifier cannot be applied")
    public static let tokenSizeRem = DiagnosticCode("token-size-rem", .warning, "Style Dictionary sizes without a unit are read as `rem`")

    // MARK: Commands

    public static let tokensOutput = DiagnosticCode("tokens-output", .error, "`specimen-tokens` cannot write the generated file")
    public static let usage = DiagnosticCode("usage", .error, "a command is called with arguments it does not take")

    /// Every code of this module, in the order of this file.
    package static let tokenCodes: [DiagnosticCode] = [
        tokensFolderMissing, tokensNone, noTokens, fileUnreadable, fileEncoding, jsonSyntax, tokenFileScript, jsonDuplicateKey, tokenInvalidStructure,
        tokenInvalidName, tokenInvalidProperty, tokenUnknownProperty, tokenIgnoredKey, tokenUnknownType, tokenCustomType, tokenMissingType,
        tokenTypeInferred,
        tokenInvalidValue, tokenUnit, tokenDimensionForm, tokenStringForm, tokenNumberString, tokenFontWeight, tokenHexFallback, tokenShadowForm,
        tokenTypographyProperty,
        tokenDuplicate, groupConflict, tokenExtends, tokenDeprecated, tokenCSSNameCollision, swiftNameClash, tokenUnknown, tokenUnknownMode,
        aliasDangling, aliasToGroup, aliasCycle, aliasChainTooLong, aliasTypeMismatch, aliasInvalid, aliasEmbedded, aliasMember,
        resolverInvalid, resolverVersion, resolverUnknownProperty, resolverMissingFile, resolverIgnored, resolverNoDefault, resolverSetUnused,
        tokenFileUnused,
        modesYAML, tokensStudioSetMissing, tokensStudioTheme, tokenToolSyntax, tokenMath, tokenMathUnits, tokenModifier, tokenSizeRem,
        tokensOutput, usage,
    ]
}
