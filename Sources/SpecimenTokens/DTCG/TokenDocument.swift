import SpecimenDiagnostics

/// Finds the tokens in one composed token tree: groups, `$type` inheritance, names and properties.
///
/// Aliases are not followed here; the Resolver Module requires composing all sources first,
/// so `AliasGraph` follows them once the whole set is known.
package struct TokenDocument {
    /// Tokens in declaration order.
    private(set) var tokens: [DeclaredToken] = []
    /// Paths of every group, so an alias to a group can be told apart from a typo.
    private(set) var groupPaths: Set<String> = []
    /// Problems found while walking the tree.
    private(set) var diagnostics: [Diagnostic] = []
    /// What was read although the format does not allow it.
    private(set) var leniencies: [Leniency] = []
    /// Whether a group of the tree has `$extends`.
    private var extends = false

    private static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    private static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$root", "$extends", "$schema"]

    /// Walks `root`, the composed object of one mode.
    package init(root: JSONValue) {
        guard let members = root.objectMembers else {
            diagnostics.append(
                .error(
                    .tokenInvalidStructure, at: root.location, "the top level of a token file must be an object",
                    reason: "A token file is a JSON object whose keys are groups and tokens; this one is \(root.kindDescription).",
                    fix: "Wrap the tokens in `{ }`, with each token or group under a name."
                ))
            return
        }
        walkGroup(members, path: [], inheritedType: .none, deprecation: nil, isRoot: true)
        // A group that extends another is rare: only then is the tree walked again, with every `$extends` applied.
        guard extends else { return }
        var document = TokenDocument()
        let (extended, problems) = GroupExtension.apply(to: root)
        document.diagnostics = problems
        document.walkGroup(extended.objectMembers ?? members, path: [], inheritedType: .none, deprecation: nil, isRoot: true)
        self = document
    }

    private init() {}

    private mutating func walkGroup(
        _ members: [JSONMember], path: [String], inheritedType: DeclaredToken.InheritedType, deprecation: TokenDeprecation?, isRoot: Bool
    ) {
        var type = inheritedType
        var groupDeprecation = deprecation
        // Group properties apply to every child, wherever they are written in the object.
        for member in members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                if let declared = readType(member) { type = .type(declared) } else { type = .invalid(member.value.location) }
            case "$deprecated":
                if let value = readDeprecated(member) { groupDeprecation = value.deprecation }
            case "$description":
                _ = readDescription(member)
            case "$extensions":
                _ = readExtensions(member)
            case "$extends":
                // Applied before the walk again (`GroupExtension`).
                extends = true
            case "$schema" where isRoot, "$root":
                break
            default:
                if member.value.member(named: "$value") != nil {
                    let bare = String(member.key.drop { $0 == "$" })
                    diagnostics.append(
                        .error(
                            .tokenInvalidName, at: member.keyLocation, "invalid name `\(member.key)`",
                            reason: "Token and group names must not start with `$`, which marks the properties of the format itself.",
                            fix: bare.isEmpty ? "Rename the token without the `$`." : "Rename it to `\(bare)`."
                        ))
                } else {
                    reportUnknownProperty(member, known: Self.groupProperties)
                }
            }
        }
        if !path.isEmpty { groupPaths.insert(path.joined(separator: ".")) }
        for member in members {
            if member.key.hasPrefix("$") && member.key != "$root" { continue }
            if member.key != "$root", !isValidName(member) {
                // Not walked, but its `$extends` may give other groups tokens.
                extends = extends || GroupExtension.mentionsExtends(member.value)
                continue
            }
            let childPath = path + [member.key]
            guard let childMembers = member.value.objectMembers else {
                let example = member.value.stringValue.map { "\"\($0)\"" } ?? member.value.snippet
                diagnostics.append(
                    .error(
                        .tokenInvalidStructure, at: member.keyLocation,
                        "`\(childPath.joined(separator: "."))` is neither a token nor a group",
                        reason:
                            "In a token file every name maps to an object: a token with `$value`, or a group of tokens; this one is \(member.value.kindDescription).",
                        fix: "Write it as a token: `\"\(member.key)\": { \"$value\": \(example) }`."
                    ))
                continue
            }
            if TokenComposition.isToken(childMembers) {
                readToken(member, members: childMembers, path: childPath, inheritedType: type, deprecation: groupDeprecation)
            } else if member.key == "$root" {
                extends = extends || GroupExtension.mentionsExtends(member.value)
                diagnostics.append(
                    .error(
                        .tokenInvalidStructure, at: member.keyLocation, "`$root` must be a token",
                        reason: "`$root` holds the token that stands for its group, so it needs a `$value`.",
                        fix: "Add a `$value` to `$root`, or remove it."
                    ))
            } else {
                walkGroup(childMembers, path: childPath, inheritedType: type, deprecation: groupDeprecation, isRoot: false)
            }
        }
    }

    private mutating func readToken(
        _ member: JSONMember, members: [JSONMember], path: [String], inheritedType: DeclaredToken.InheritedType, deprecation: TokenDeprecation?
    ) {
        let dotted = path.joined(separator: ".")
        var ownType: TokenType?
        var writtenType: String?
        var typeIsInvalid = false
        var description: String?
        var ownDeprecation = deprecation
        var extensions: JSONValue?
        var value: JSONValue?
        for property in members {
            switch property.key {
            case "$value": value = property.value
            case "$type":
                ownType = readType(property)
                typeIsInvalid = ownType == nil
                if let name = property.value.stringValue, TokenType.toolEquivalents[name] != nil { writtenType = name }
            case "$description": description = readDescription(property)
            case "$deprecated":
                if let read = readDeprecated(property) { ownDeprecation = read.deprecation }
            case "$extensions": extensions = readExtensions(property)
            default:
                if property.key.hasPrefix("$") {
                    reportUnknownProperty(property, known: Self.tokenProperties)
                } else if property.value.member(named: "$value") != nil {
                    // A token inside a token would be lost without a word: that stays an error.
                    diagnostics.append(
                        .error(
                            .tokenInvalidStructure, at: property.keyLocation, "token `\(dotted)` cannot contain `\(property.key)`",
                            reason: "An object with `$value` is a token, and a token cannot also be a group of other tokens.",
                            fix: "Move `\(property.key)` into a group next to the token, or make `\(member.key)` a group with a `$root` token."
                        ))
                } else {
                    leniencies.append(
                        Leniency(
                            kind: "ignored key \(property.key)",
                            diagnostic: .warning(
                                .tokenIgnoredKey, at: property.keyLocation, "`\(property.key)` in token `\(dotted)` is ignored",
                                reason:
                                    "An object with `$value` is a token, and a token has only the format's `$` properties, so this key changes nothing: \(Self.ignoredKeyEffect(property.key))",
                                fix: "Remove `\(property.key)`, or move it into `$extensions` under your tool's name if a tool needs it."
                            )))
                }
            }
        }
        guard !typeIsInvalid, let value else { return }
        tokens.append(
            DeclaredToken(
                path: dotted, location: member.keyLocation, value: value, ownType: ownType, writtenType: writtenType,
                inheritedType: inheritedType, description: description,
                deprecation: ownDeprecation,
                extensions: extensions
            ))
    }

    /// A valid `$deprecated`: `false` is kept apart from "not given" because it cancels a group's deprecation.
    private struct DeprecatedProperty {
        package var deprecation: TokenDeprecation?
    }

    private mutating func readType(_ property: JSONMember) -> TokenType? {
        guard let name = property.value.stringValue else {
            diagnostics.append(
                .error(
                    .tokenInvalidProperty, at: property.value.location, "`$type` must be a string",
                    reason: "`$type` names one of the token types, such as `\"color\"`; this one is \(property.value.kindDescription).",
                    fix: "Write the type name in double quotes, for example `\"$type\": \"color\"`."
                ))
            return nil
        }
        let type = TokenType(rawValue: name)
        // The format's types, the tools' names for them (Style Dictionary 4's `font-weight` too), and their kinds of
        // text, kept as written: silently.
        if let known = TokenType.known(name) { return known }
        let near = Suggestions.nearest(to: name, in: TokenType.specTypes.map(\.rawValue), limit: 1)
        if let meant = near.first {
            // A misspelt type (`colr`, `Color`) would quietly drop the token out of tokens.css and the checks.
            diagnostics.append(
                .error(
                    .tokenUnknownType, at: property.value.location, "unknown token type `\(name)`",
                    reason:
                        "`$type` is one of \(TokenType.specNames) in the Design Tokens Format Module 2025.10, and `\(name)` is close to `\(meant)`; names are case-sensitive.",
                    fix: "Did you mean `\(meant)`?"
                ))
            return nil
        }
        var kept = Diagnostic.warning(
            .tokenCustomType, at: property.value.location, "`\(name)` is not a token type of the format; these tokens are kept as written",
            reason:
                "`$type` is one of \(TokenType.specNames) in the Design Tokens Format Module 2025.10. Tokens of other types are shown on the token pages and kept in `tokens.json`, but not written to `tokens.css` or checked.",
            fix: "Use one of those types if one fits, or keep the type and accept the warning."
        )
        // A type of the team's own loses nothing of the input, so `--strict` leaves it a warning: teams that keep
        // types of their own can still publish strictly (and the DTCG suite calls such tokens valid).
        kept.advisory = true
        leniencies.append(Leniency(kind: "type \(name)", diagnostic: kept))
        return type
    }

    /// What a key a design tool wrote inside a token would have meant, when it is a known habit.
    private static func ignoredKeyEffect(_ key: String) -> String {
        switch key {
        case "alpha", "opacity":
            "the colour is used at full opacity. To use a colour at a lower opacity, make a token of its own with `alpha` in its colour object."
        default:
            "its value is not part of the token."
        }
    }

    private mutating func readDescription(_ property: JSONMember) -> String? {
        guard let text = property.value.stringValue else {
            diagnostics.append(
                .warning(
                    .tokenInvalidProperty, at: property.value.location, "`$description` must be a string",
                    reason: "The description is plain text; this one is \(property.value.kindDescription), so it is ignored.",
                    fix: "Write the description in double quotes."
                ))
            return nil
        }
        return text
    }

    private mutating func readDeprecated(_ property: JSONMember) -> DeprecatedProperty? {
        switch property.value.kind {
        case .bool(true): return DeprecatedProperty(deprecation: TokenDeprecation())
        case .bool(false): return DeprecatedProperty(deprecation: nil)
        case .string(let reason): return DeprecatedProperty(deprecation: TokenDeprecation(reason: reason))
        default:
            diagnostics.append(
                .warning(
                    .tokenInvalidProperty, at: property.value.location, "`$deprecated` must be `true`, `false` or a string",
                    reason: "This value is \(property.value.kindDescription), so the deprecation is ignored.",
                    fix: "Write `true`, or a string that says what to use instead."
                ))
            return nil
        }
    }

    private mutating func readExtensions(_ property: JSONMember) -> JSONValue? {
        guard property.value.objectMembers != nil else {
            diagnostics.append(
                .warning(
                    .tokenInvalidProperty, at: property.value.location, "`$extensions` must be an object",
                    reason:
                        "Extensions are keyed by vendor, like `{ \"com.example.tool\": … }`; this value is \(property.value.kindDescription), so it is ignored.",
                    fix: "Put the data under a vendor key inside `{ }`."
                ))
            return nil
        }
        return property.value
    }

    private mutating func reportUnknownProperty(_ property: JSONMember, known: [String]) {
        let suggestion = NameSuggestions.didYouMean(Suggestions.nearest(to: property.key, in: known, limit: 1))
        diagnostics.append(
            .warning(
                .tokenUnknownProperty, at: property.keyLocation, "unknown property `\(property.key)`",
                reason:
                    "Names starting with `$` are reserved for the properties of the Design Tokens Format, and this is not one of them, so it is ignored.",
                fix: suggestion ?? "Remove it, or move tool-specific data into `$extensions`."
            ))
    }

    private mutating func isValidName(_ member: JSONMember) -> Bool {
        // `{`, `}` and `.`, in UTF-8.
        guard member.key.utf8.contains(where: { $0 == 0x7B || $0 == 0x7D || $0 == 0x2E }) || member.key.isEmpty else { return true }
        let suggested = member.key.map { "{}.".contains($0) ? "-" : String($0) }.joined()
        diagnostics.append(
            .error(
                .tokenInvalidName, at: member.keyLocation,
                member.key.isEmpty ? "empty token or group name" : "invalid name `\(member.key)`",
                reason:
                    "Token and group names must not be empty or contain `{`, `}` or `.`, because those characters write aliases like `{group.token}`.",
                fix: member.key.isEmpty ? "Give the token or group a name." : "Rename it, for example to `\(suggested)`, or nest it in a group."
            ))
        return false
    }
}
