/// Follows the aliases of one mode's tokens and reads their values, reporting every failure where it happened.
///
/// Resolution is a depth-first walk with a stack, so a cycle is found the moment a token
/// reappears on it, and the whole loop can be named in one diagnostic.
package struct AliasResolver {
    enum Outcome {
        case resolved(ResolvedToken)
        /// The token has no value; the diagnostic that says why is at `reportedAt`.
        case failed(reportedAt: SourceLocation?)
    }

    package let mode: String
    private let declared: [String: DeclaredToken]
    private let order: [String]
    private let declarationIndex: [String: Int]
    private let groupPaths: Set<String>
    /// Every mode's token paths, for explaining an alias that fails only in some modes.
    private let pathsByMode: [(mode: String, paths: Set<String>)]
    /// Tokens defined only in sets the resolver's `resolutionOrder` leaves out: path → set.
    private let outsideOrder: [String: String]
    /// Aliases to those tokens, by set: the one warning about the set names them, instead of one diagnostic each.
    package private(set) var aliasesOutsideOrder: [String: [(target: String, site: SourceLocation?)]] = [:]
    private var outcomes: [String: Outcome] = [:]
    private var stack: [String] = []
    /// For each token on the stack, where the alias being followed is written.
    private var aliasSites: [String: SourceLocation] = [:]
    /// Tokens whose failure one diagnostic already explains (a cycle, an overlong chain), so unwinding adds no more.
    private var explainedFailures: Set<String> = []
    /// For each place an error was reported, the tokens left without a value because of it.
    private var dependents: [SourceLocation: Set<String>] = [:]
    /// Where the error is that failed the last alias followed, for a composite value whose member alias failed.
    private var lastFailedRoot: SourceLocation?
    /// Tokens that fail because their alias chain is too long.
    private var overlongChains: Set<String> = []
    /// Where bare numbers of Style Dictionary's `size` category were read as `rem` (said once, by the loader).
    package internal(set) var bareRemSizes: [SourceLocation] = []
    /// The declared paths made ready for "Did you mean", when the first alias misses.
    private var pathIndex: NameSuggestions.PathIndex?
    /// Whether any token may have each type, for suggestions that prefer tokens of the type an alias needs.
    private var anyMayHave: [[TokenType]: Bool] = [:]
    /// Each token file's dialect, by the path its locations name.
    private let dialects: [String: TokenDialect]
    /// The dialect of the token whose value is being read.
    package private(set) var dialect: TokenDialect = .dtcg
    /// The tool's type name of the token whose value is being read (`letterSpacing`), when it wrote one.
    package internal(set) var writtenType: String?
    /// Longer alias chains are reported instead of followed, which also bounds the recursion.
    package static let maximumAliasDepth = 100
    private(set) var diagnostics: [Diagnostic] = []
    /// What was read although the format does not allow it.
    private(set) var leniencies: [Leniency] = []

    /// Prepares to resolve `document`'s tokens as mode `mode`; `pathsByMode` lists every mode's token paths.
    package init(document: TokenDocument, mode: String, pathsByMode: [(mode: String, paths: Set<String>)], outsideOrder: [String: String] = [:], dialects: [String: TokenDialect] = [:]) {
        self.mode = mode
        self.dialects = dialects
        self.outsideOrder = outsideOrder
        var declared: [String: DeclaredToken] = [:]
        var order: [String] = []
        for token in document.tokens where declared[token.path] == nil {
            declared[token.path] = token
            order.append(token.path)
        }
        self.declared = declared
        self.order = order
        self.declarationIndex = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        self.groupPaths = document.groupPaths
        self.pathsByMode = pathsByMode
    }

    /// Resolves every token; failed tokens are left out and reported in `diagnostics`.
    ///
    /// A token that fails because the token it aliases has an error is not reported again:
    /// the error at the root says how many tokens it leaves without a value.
    package mutating func resolveAll() -> [ResolvedToken] {
        let resolved = order.compactMap { path -> ResolvedToken? in
            if case .resolved(let token) = resolve(path) { return token }
            return nil
        }
        for index in diagnostics.indices where diagnostics[index].severity == .error {
            guard let location = diagnostics[index].location, let paths = dependents[location], !paths.isEmpty else { continue }
            let sorted = paths.sorted { (declarationIndex[$0] ?? 0) < (declarationIndex[$1] ?? 0) }
            let named = sorted.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (sorted.count > 3 ? " and \(sorted.count - 3) more" : "")
            let sentence = " \(sorted.count) token\(sorted.count == 1 ? "" : "s") that alias\(sorted.count == 1 ? "es" : "") it, directly or through others, \(sorted.count == 1 ? "has" : "have") no value either: \(named)."
            diagnostics[index].reason = (diagnostics[index].reason ?? "") + sentence
        }
        return resolved
    }

    /// A value's type when nothing declares one: a colour object or hex string, a dimension or duration object.
    package static func inferredType(of value: JSONValue) -> TokenType? {
        if let text = value.stringValue {
            return text.hasPrefix("#") && Color(hex: text) != nil ? .color : nil
        }
        guard value.objectMembers != nil else { return nil }
        if value.member(named: "colorSpace") != nil, value.member(named: "components") != nil { return .color }
        if value.member(named: "value")?.value.numberValue != nil, let unit = value.member(named: "unit")?.value.stringValue {
            return ["ms", "s"].contains(unit) ? .duration : .dimension
        }
        return nil
    }

    private mutating func resolve(_ path: String) -> Outcome {
        if let outcome = outcomes[path] { return outcome }
        guard let token = declared[path] else { return .failed(reportedAt: nil) }
        resolveChainFromTheEnd(startingAt: path)
        if let outcome = outcomes[path] { return outcome }
        stack.append(path)
        let outcome = compute(token)
        stack.removeLast()
        aliasSites[path] = nil
        // A token that a cycle or an overlong chain already failed keeps that outcome and its one diagnostic.
        if outcomes[path] == nil { outcomes[path] = outcome }
        return outcomes[path] ?? outcome
    }

    /// A token without a type read as Style Dictionary's CTI convention has it, by its category (its first name):
    /// `color.*` a colour, `size.*` a dimension whose bare numbers are `rem` (its `css` transform group's
    /// reading, said once for the project), `time.*` a duration whose bare numbers are `ms`. `nil` when the
    /// value does not read so, and the usual rules apply.
    private mutating func readByCategory(_ token: DeclaredToken, as type: TokenType) -> TokenValue? {
        let number = token.value.numberValue ?? token.value.stringValue.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch type {
        case .dimension:
            guard let number else { return nil }
            bareRemSizes.append(token.value.location)
            return .dimension(DimensionValue(number, .rem))
        case .duration:
            guard let number else { return nil }
            return .duration(DurationValue(number, .ms))
        default:
            guard Self.inferredType(of: token.value) == type || token.value.stringValue != nil else { return nil }
            return readLiteral(token.value, as: type, owner: token.path)
        }
    }

    /// Resolves the tokens that `path`'s alias chain passes through, last one first.
    ///
    /// Each is then resolved with its target already known, so a long chain costs no
    /// recursion depth, and its length is checked the same way whichever order the
    /// tokens are declared in. A chain that loops is left to the recursive walk, which
    /// names the cycle.
    private mutating func resolveChainFromTheEnd(startingAt path: String) {
        var chain: [String] = []
        var seen: Set<String> = [path]
        var current = path
        while let token = declared[current], case .path(let target) = Self.alias(in: token.value),
              outcomes[target] == nil, declared[target] != nil {
            if seen.contains(target) || stack.contains(target) { return }
            seen.insert(target)
            chain.append(target)
            current = target
        }
        for link in chain.reversed() { _ = resolve(link) }
    }

    /// The token's value: followed, read, or computed, in its file's dialect; then modified, when Tokens Studio's
    /// `modify` says so.
    private mutating func compute(_ token: DeclaredToken) -> Outcome {
        let outer = (dialect, writtenType)
        dialect = dialects[token.location.file] ?? .dtcg
        writtenType = token.writtenType
        defer { (dialect, writtenType) = outer }
        let outcome = computeValue(token)
        guard case .resolved(let resolved) = outcome, let modify = Self.modifier(of: token) else { return outcome }
        return applyModifier(modify, to: resolved, of: token)
    }

    private mutating func computeValue(_ token: DeclaredToken) -> Outcome {
        switch Self.alias(in: token.value) {
        case .path(let target):
            return resolveAliasToken(token, target: target)
        case .malformed:
            reportMalformedAlias(token.value)
            return .failed(reportedAt: token.value.location)
        case .embedded(let text):
            // Maths and colour functions around aliases are read as values of their type; other text is text.
            if !declaredTypeIsSpec(token) { return resolveEmbedded(token, text: text) }
        case .none:
            break
        }
        let type: TokenType
        if let own = token.ownType {
            type = own
        } else {
            switch token.inheritedType {
            case .type(let inherited): type = inherited
            case .invalid(let location): return .failed(reportedAt: location)
            case .none:
                // Style Dictionary's convention, in its files only: a DTCG file without a type says so.
                if dialect == .styleDictionary, let category = TokenType.category(of: token.path), let value = readByCategory(token, as: category) {
                    return .resolved(ResolvedToken(
                        path: token.path, mode: mode, type: category, value: value, description: token.description,
                        deprecation: token.deprecation, extensions: token.extensions, location: token.location
                    ))
                }
                if let inferred = Self.inferredType(of: token.value) {
                    lenient("inferred \(inferred.rawValue)", .warning(
                        .tokenTypeInferred, at: token.location, "token `\(token.path)` has no type; its value reads as a `\(inferred.rawValue)`",
                        reason: "Neither the token nor a group above it has a `$type`, so the type is taken from the value's shape. A tool that does not guess may read it differently.",
                        fix: "Add `\"$type\": \"\(inferred.rawValue)\"` to the token, or to its group for all of its tokens."
                    ))
                    type = inferred
                    break
                }
                diagnostics.append(.error(
                    .tokenMissingType, at: token.location, "token `\(token.path)` has no type",
                    reason: "It has no `$type`, no group above it sets one, and its value is not an alias, so there is no way to tell how to read the value.",
                    fix: "Add a `$type` such as `\"color\"` or `\"dimension\"` to the token or to a group above it."
                ))
                return .failed(reportedAt: token.location)
            }
        }
        let reported = diagnostics.count
        // Members may resolve other composites first, which use this too: each token keeps its own.
        let outer = lastFailedRoot
        lastFailedRoot = nil
        defer { lastFailedRoot = outer }
        guard let value = readLiteral(token.value, as: type, owner: token.path) else {
            // Point at the error that explains it: one reported just now, or the one a member's alias led to.
            let error = diagnostics[reported...].first { $0.severity == .error }?.location
            return .failed(reportedAt: error ?? lastFailedRoot ?? token.value.location)
        }
        var resolved = ResolvedToken(
            path: token.path, mode: mode, type: type, value: value, description: token.description,
            deprecation: token.deprecation, extensions: token.extensions, location: token.location
        )
        if let text = token.value.stringValue, Self.isComputed(text, as: type) { resolved.expression = text }
        return .resolved(resolved)
    }

    /// Whether the token's own or inherited `$type` is one of the format's.
    private func declaredTypeIsSpec(_ token: DeclaredToken) -> Bool {
        if let own = token.ownType { return own.isSpec }
        if case .type(let inherited) = token.inheritedType { return inherited.isSpec }
        return false
    }

    /// Whether `token`'s value comes from a bare number (`"2"`, `8`) as written, which maths in Tokens Studio's
    /// files counts without a unit: `{dimension.xs} * {dimension.scale}` is `4 * 2`, whatever the type says.
    package func isBareNumber(_ token: ResolvedToken) -> Bool {
        guard let written = declared[token.aliasChain.last ?? token.path]?.value else { return false }
        if written.numberValue != nil { return true }
        return written.stringValue.map { Double($0.trimmingCharacters(in: .whitespaces)) != nil } ?? false
    }

    /// The value as written at the end of the aliases from `node`: `node` itself when it is no alias. Bounded, so a
    /// cycle (reported elsewhere) ends.
    package func writtenValue(_ node: JSONValue) -> JSONValue {
        var current = node
        for _ in 0..<Self.maximumAliasDepth {
            guard case .path(let target) = Self.alias(in: current), let next = declared[target]?.value else { return current }
            current = next
        }
        return current
    }

    /// The value of the token at `path`, referenced inside a value written at `site` (maths, a colour function);
    /// `nil` when it has none, which is reported at its root cause.
    package mutating func referencedValue(_ path: String, site: JSONValue, from owner: String) -> ResolvedToken? {
        if case .resolved(let token) = follow(path, site: site, from: owner, expected: []) { return token }
        return nil
    }

    private mutating func resolveAliasToken(_ token: DeclaredToken, target: String) -> Outcome {
        switch follow(target, site: token.value, from: token.path, expected: token.ownType.map { [$0] } ?? []) {
        case .failed(let location):
            return .failed(reportedAt: location)
        case .resolved(let resolved):
            let chain = [token.path] + (resolved.aliasChain.isEmpty ? [resolved.path] : resolved.aliasChain)
            return .resolved(ResolvedToken(
                path: token.path, mode: mode, type: resolved.type, value: resolved.value, aliasChain: chain,
                description: token.description, deprecation: token.deprecation, extensions: token.extensions,
                location: token.location
            ))
        }
    }

    /// Follows the alias to `target` written at `site` by token `from`; reports every way it can fail.
    ///
    /// `expected` are the types the place of the alias takes (a `$type` on the token, a
    /// composite member's type, a line height's number or length); empty accepts any type.
    private mutating func follow(_ target: String, site: JSONValue, from: String, expected: [TokenType]) -> Outcome {
        aliasSites[from] = site.location
        if let start = stack.firstIndex(of: target) {
            return reportCycle(Array(stack[start...]))
        }
        if stack.count >= Self.maximumAliasDepth {
            return reportOverlongChain(from: from, site: site, failing: stack)
        }
        guard declared[target] != nil else {
            // Style Dictionary 3 names a token's value: `{color.base.red.value}` is `{color.base.red}`.
            for suffix in [".value", ".$value"] where target.hasSuffix(suffix) && declared[String(target.dropLast(suffix.count))] != nil {
                return follow(String(target.dropLast(suffix.count)), site: site, from: from, expected: expected)
            }
            if let member = memberReference(target) { return followMember(member, of: target, site: site, from: from, expected: expected) }
            reportMissingTarget(target, site: site, expected: expected)
            return .failed(reportedAt: site.location)
        }
        let outcome = resolve(target)
        guard case .resolved(let resolved) = outcome else {
            if explainedFailures.contains(from) { return outcome }
            if overlongChains.contains(target) {
                // One error already says the chain is too long; everything built on it fails quietly.
                overlongChains.insert(from)
                explainedFailures.insert(from)
                return outcome
            }
            // The error at the root cause counts this token instead of a second error here.
            if case .failed(let location?) = outcome {
                dependents[location, default: []].insert(from)
                lastFailedRoot = location
            }
            return outcome
        }
        if let first = expected.first, !expected.contains(resolved.type) {
            diagnostics.append(.error(
                .aliasTypeMismatch, at: site.location,
                "alias `{\(target)}` is a `\(resolved.type.rawValue)` token, but a \(expected.map { "`\($0.rawValue)`" }.joined(separator: " or ")) is expected here",
                reason: "An alias takes its value and type from the token it points to, so that token must have the type this place needs.",
                fix: "Point the alias at a `\(first.rawValue)` token, or change the `$type`."
            ))
            return .failed(reportedAt: site.location)
        }
        if max(resolved.aliasChain.count, 1) + 1 > Self.maximumAliasDepth {
            return reportOverlongChain(from: from, site: site, failing: [from])
        }
        if let warning = resolved.deprecationWarning(usedAt: site.location) { diagnostics.append(warning) }
        return .resolved(resolved)
    }

    /// `{typography.body.fontSize}`: a token (`typography.body`) and the name of a member of its composite value,
    /// when `target` is not a token itself.
    private func memberReference(_ target: String) -> (token: String, member: String)? {
        guard let dot = target.lastIndex(of: "."), declared[String(target[..<dot])] != nil else { return nil }
        return (String(target[..<dot]), String(target[target.index(after: dot)...]))
    }

    /// Follows an alias to a member of a composite token (Tokens Studio and Style Dictionary write them; the
    /// format writes a JSON Pointer `$ref`), read with a warning once per file.
    private mutating func followMember(_ reference: (token: String, member: String), of target: String, site: JSONValue, from: String, expected: [TokenType]) -> Outcome {
        guard case .resolved(let owner) = follow(reference.token, site: site, from: from, expected: []) else {
            return .failed(reportedAt: lastFailedRoot ?? site.location)
        }
        guard let (type, value) = Self.member(reference.member, of: owner.value) else {
            reportMissingTarget(target, site: site, expected: expected)
            return .failed(reportedAt: site.location)
        }
        if let first = expected.first, !expected.contains(type) {
            diagnostics.append(.error(
                .aliasTypeMismatch, at: site.location,
                "alias `{\(target)}` is a `\(type.rawValue)`, but a \(expected.map { "`\($0.rawValue)`" }.joined(separator: " or ")) is expected here",
                reason: "An alias takes its value and type from what it points to, so that must have the type this place needs.",
                fix: "Point the alias at a `\(first.rawValue)` token, or change the `$type`."
            ))
            return .failed(reportedAt: site.location)
        }
        lenient("member reference", .warning(
            .aliasMember, at: site.location, "alias `{\(target)}` names a member of the `\(owner.type.rawValue)` token `\(reference.token)`",
            reason: "The format names a whole token between braces, and a member of one with a JSON Pointer; this reads as the member `\(reference.member)`.",
            fix: "To keep to the format, write `{ \"$ref\": \"#/\(reference.token.replacingOccurrences(of: ".", with: "/"))/$value/\(reference.member)\" }`, or keep it: Specimen reads it."
        ))
        return .resolved(ResolvedToken(path: target, mode: mode, type: type, value: value, aliasChain: [target, owner.path], location: owner.location))
    }

    /// A member of a composite value, with its type.
    private static func member(_ name: String, of value: TokenValue) -> (TokenType, TokenValue)? {
        switch value {
        case .typography(let style):
            switch name {
            case "fontFamily": return (.fontFamily, .fontFamily(style.fontFamily))
            case "fontSize": return (.dimension, .dimension(style.fontSize))
            case "fontWeight": return style.fontWeight.map { (.fontWeight, .fontWeight($0)) }
            case "letterSpacing": return style.letterSpacing.map { (.dimension, .dimension($0)) }
            case "lineHeight":
                switch style.lineHeight {
                case .multiplier(let value)?: return (.number, .number(value))
                case .length(let length)?: return (.dimension, .dimension(length))
                case .normal?: return (.number, .css(type: .number, text: "normal"))
                case nil: return nil
                }
            default: return nil
            }
        case .border(let border):
            switch name {
            case "color": return (.color, .color(border.color))
            case "width": return (.dimension, .dimension(border.width))
            case "style": return (.strokeStyle, .strokeStyle(border.style))
            default: return nil
            }
        case .transition(let transition):
            switch name {
            case "duration": return (.duration, .duration(transition.duration))
            case "delay": return (.duration, .duration(transition.delay))
            case "timingFunction": return (.cubicBezier, .cubicBezier(transition.timingFunction))
            default: return nil
            }
        case .shadow(let layers) where layers.count == 1:
            let shadow = layers[0]
            switch name {
            case "color": return (.color, .color(shadow.color))
            case "offsetX": return (.dimension, .dimension(shadow.offsetX))
            case "offsetY": return (.dimension, .dimension(shadow.offsetY))
            case "blur": return (.dimension, .dimension(shadow.blur))
            case "spread": return (.dimension, .dimension(shadow.spread))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Reports an alias chain longer than `maximumAliasDepth` once, and fails `failing` quietly.
    private mutating func reportOverlongChain(from: String, site: JSONValue, failing: [String]) -> Outcome {
        diagnostics.append(.error(
            .aliasChainTooLong, at: site.location, "alias chain through `\(from)` is longer than \(Self.maximumAliasDepth) tokens",
            reason: "Following the aliases passes through more than \(Self.maximumAliasDepth) tokens before reaching a value; such a chain is almost certainly generated by mistake.",
            fix: "Point the aliases closer to the token that holds the value."
        ))
        for member in failing {
            overlongChains.insert(member)
            explainedFailures.insert(member)
            outcomes[member] = .failed(reportedAt: site.location)
        }
        return .failed(reportedAt: site.location)
    }

    private mutating func reportCycle(_ members: [String]) -> Outcome {
        // Start the loop at the member declared first, so the message is the same whichever token the walk began with.
        let first = members.enumerated().min { (declarationIndex[$0.element] ?? 0) < (declarationIndex[$1.element] ?? 0) }?.offset ?? 0
        let rotated = Array(members[first...] + members[..<first])
        let location = rotated.first.flatMap { aliasSites[$0] }
        let loop = (rotated + [rotated[0]]).map { "{\($0)}" }.joined(separator: " → ")
        diagnostics.append(.error(
            .aliasCycle, at: location, "aliases form a cycle: \(loop)",
            reason: "Each token in the cycle takes its value from the next one, so none of them has a value.",
            fix: "Give one of these tokens a value of its own instead of an alias."
        ))
        for member in members {
            explainedFailures.insert(member)
            outcomes[member] = .failed(reportedAt: location)
        }
        return .failed(reportedAt: location)
    }

    private mutating func reportMissingTarget(_ target: String, site: JSONValue, expected: [TokenType]) {
        if groupPaths.contains(target) {
            let rootPath = target + ".$root"
            let example = declared[rootPath] != nil ? rootPath : order.first { $0.hasPrefix(target + ".") }
            diagnostics.append(.error(
                .aliasToGroup, at: site.location, "alias `{\(target)}` points to a group, not a token",
                reason: "Only tokens have values; `\(target)` is a group of tokens.",
                fix: example.map { "Point the alias at one of its tokens, such as `{\($0)}`." } ?? "Point the alias at one of the group's tokens."
            ))
            return
        }
        // `{typography.body.fontSize}` needs `typography.body`, which may be in a set left out too.
        let owner = target.split(separator: ".").dropLast().joined(separator: ".")
        if let set = outsideOrder[target] ?? outsideOrder[owner] {
            aliasesOutsideOrder[set, default: []].append((target, site.location))
            return
        }
        if pathIndex == nil { pathIndex = NameSuggestions.PathIndex(order) }
        let (declared, order) = (self.declared, self.order)
        let typed = { (index: Int) -> Bool in declared[order[index]].map { token in expected.contains { Self.mayHaveType(token, $0) } } ?? false }
        if !expected.isEmpty, anyMayHave[expected] == nil { anyMayHave[expected] = order.indices.contains(where: typed) }
        // Tokens that may have the type the alias needs, when there are any; else every token.
        let suggestions = pathIndex?.nearest(to: target, accepting: expected.isEmpty || anyMayHave[expected] == false ? nil : typed) ?? []
        let elsewhere = pathsByMode.filter { $0.mode != mode && $0.paths.contains(target) }.map(\.mode)
        let reason: String
        if elsewhere.isEmpty {
            reason = "No token has the path `\(target)`; an alias names a token by its full path, group names joined with dots."
        } else {
            let modes = elsewhere.map { "`\($0)`" }.joined(separator: ", ")
            reason = "`\(target)` is defined in the \(modes) mode\(elsewhere.count == 1 ? "" : "s") but not in `\(mode)`, so the alias has no value in `\(mode)`."
        }
        diagnostics.append(.error(
            .aliasDangling, at: site.location, "alias `{\(target)}` does not match any token",
            reason: reason,
            fix: NameSuggestions.didYouMean(suggestions, wrap: { "`{\($0)}`" })
                ?? (elsewhere.isEmpty ? "Check the spelling, or define a token at `\(target)`." : "Define `\(target)` for the `\(mode)` mode as well.")
        ))
    }

    private mutating func reportMalformedAlias(_ node: JSONValue) {
        diagnostics.append(.error(
            .aliasInvalid, at: node.location, "malformed alias `\(node.snippet)`",
            reason: "An alias is the whole value: a token's path in curly braces, such as `{color.state.danger}`, with no empty names between the dots.",
            fix: "Write the alias as `{group.token}` with nothing around it."
        ))
    }

    /// Suggestions for an alias that needs a type prefer tokens that could have it.
    private static func mayHaveType(_ token: DeclaredToken, _ type: TokenType) -> Bool {
        if case .path = alias(in: token.value) { return true }
        if let own = token.ownType { return own == type }
        if case .type(let inherited) = token.inheritedType { return inherited == type }
        return false
    }

    // MARK: Aliases inside values

    /// What a value is, as far as aliases go.
    package enum AliasForm {
        case none
        case path(String)
        /// Text with aliases inside it, `inset 0 0 0 {borderWidth.thin}`: its parts, in order.
        case embedded([EmbeddedPart])
        case malformed
    }

    /// A piece of a text with aliases inside it.
    package enum EmbeddedPart: Equatable {
        case text(String)
        case alias(String)
    }

    /// `{a.b}` as a whole string is an alias; text with well-formed aliases inside it is `embedded`; a string
    /// that starts or ends with a brace and is neither is malformed.
    package static func alias(in node: JSONValue) -> AliasForm {
        guard let text = node.stringValue, text.contains("{") || text.contains("}") else { return .none }
        if text.count > 2, text.hasPrefix("{"), text.hasSuffix("}"), let path = aliasPath(text.dropFirst().dropLast()) { return .path(path) }
        var parts: [EmbeddedPart] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"), let path = aliasPath(rest[rest.index(after: open)..<close]) else {
                return text.hasPrefix("{") || text.hasSuffix("}") ? .malformed : .none
            }
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            parts.append(.alias(path))
            rest = rest[rest.index(after: close)...]
        }
        guard !rest.contains("}") else { return text.hasPrefix("{") || text.hasSuffix("}") ? .malformed : .none }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts.contains { if case .alias = $0 { true } else { false } } ? .embedded(parts) : .none
    }

    /// The path inside `{…}`, when it is one: names joined by dots, none empty, no braces.
    private static func aliasPath(_ inner: Substring) -> String? {
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}"), !segments.contains(where: { $0.isEmpty }) else { return nil }
        return String(inner)
    }

    /// A text with aliases inside it: each alias is replaced with its token's value as CSS writes it, as Style
    /// Dictionary does, for a token without a type of the format (`string`, or none). A token of a type of the
    /// format (a `dimension` such as `{space.base} * 2`) cannot be read so; it is left out with a warning.
    private mutating func resolveEmbedded(_ token: DeclaredToken, text parts: [EmbeddedPart]) -> Outcome {
        var type = token.ownType
        if type == nil, case .type(let inherited) = token.inheritedType { type = inherited }
        var text = ""
        for part in parts {
            switch part {
            case .text(let piece):
                text += piece
            case .alias(let target):
                guard case .resolved(let resolved) = follow(target, site: token.value, from: token.path, expected: []) else {
                    return .failed(reportedAt: lastFailedRoot ?? token.value.location)
                }
                if case .other(_, let value) = resolved.value, let string = value.stringValue {
                    text += string
                } else {
                    text += TokenCSS.cssText(resolved.value)
                }
            }
        }
        return .resolved(ResolvedToken(
            path: token.path, mode: mode, type: type ?? TokenType(rawValue: "string"), value: .other(type: type ?? TokenType(rawValue: "string"), value: JSONValue(.string(text), at: token.value.location)),
            description: token.description, deprecation: token.deprecation, extensions: token.extensions, location: token.location
        ))
    }

    /// Whether `node` is an alias, `{group.token}`.
    package static func isAlias(_ node: JSONValue) -> Bool {
        if case .path = alias(in: node) { return true }
        return false
    }

    /// Reads a composite member or array element: an alias to a token of `type` (or of
    /// `alternative`, when the place takes either), or a literal of `type`. A `nil` type
    /// accepts an alias to any token, and no literal.
    package mutating func readMember(_ node: JSONValue, as type: TokenType?, orAs alternative: TokenType? = nil, owner: String) -> TokenValue? {
        switch Self.alias(in: node) {
        case .path(let target):
            guard case .resolved(let resolved) = follow(target, site: node, from: owner, expected: [type, alternative].compactMap { $0 }) else { return nil }
            return resolved.value
        case .malformed:
            reportMalformedAlias(node)
            return nil
        case .none, .embedded:
            guard let type else { return nil }
            return readLiteral(node, as: type, owner: owner)
        }
    }

    /// Records something read although the format does not allow it; see `Leniency`.
    package mutating func lenient(_ kind: String, _ warning: Diagnostic) {
        leniencies.append(Leniency(kind: kind, diagnostic: warning))
    }

    /// `lenient` for a form the format lacks and a design tool writes (a quoted number, `x` and `y` for a shadow's
    /// offsets): reported in DTCG files only, since in the tool's own files it is how its users write it.
    package mutating func formLeniency(_ kind: String, _ warning: @autoclosure () -> Diagnostic) {
        guard dialect == .dtcg else { return }
        lenient(kind, warning())
    }

    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
