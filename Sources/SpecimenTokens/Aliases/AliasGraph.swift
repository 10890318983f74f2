import SpecimenDiagnostics

/// The aliases of one mode's tokens, followed in the order each value needs them: chains, cycles, what depends on
/// what, and every failure reported where it happened. Each token's own value is read by a `ValueReader`, in the
/// syntax of its file's tool; the graph knows no tool.
///
/// Resolution is a depth-first walk with a stack, so a cycle is found the moment a token reappears on it, and the
/// whole loop can be named in one diagnostic. A token that fails because the token it aliases has an error is not
/// reported again: the error at the root says how many tokens it leaves without a value.
package final class AliasGraph: TokenReferences {
    enum Outcome {
        case resolved(ResolvedToken)
        /// The token has no value; the diagnostic that says why is at `reportedAt`.
        case failed(reportedAt: SourceLocation?)
    }

    package let mode: String
    /// Where the diagnostics and leniencies go.
    package let log: ReadingLog
    /// The tokens in declaration order, the first of each path.
    private let tokens: [DeclaredToken]
    private let order: [String]
    private let declarationIndex: [String: Int]
    private let groupPaths: Set<String>
    /// Every mode's token paths, for explaining an alias that fails only in some modes.
    private let pathsByMode: [(mode: String, paths: Set<String>)]
    /// Tokens defined only in sets the resolver's `resolutionOrder` leaves out: path → set.
    private let outsideOrder: [String: String]
    /// The syntax each token's file is written in, by the file its location names.
    private let syntax: (String) -> any ToolSyntax
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
    /// The declared paths made ready for "Did you mean", when the first alias misses.
    private var pathIndex: NameSuggestions.PathIndex?
    /// Whether any token may have each type, for suggestions that prefer tokens of the type an alias needs.
    private var anyMayHave: [[TokenType]: Bool] = [:]
    /// Whether the resolution notes what each token read and logged, to be kept for the next load (`Memory`).
    private let remembers: Bool
    /// For each token read, the declared tokens its value read, in the order it read them (see `Memory`).
    private var reads: [String: [String]] = [:]
    /// Longer alias chains are reported instead of followed, which also bounds the recursion.
    package static let maximumAliasDepth = 100

    /// Prepares to resolve `document`'s tokens as mode `mode`; `pathsByMode` lists every mode's token paths, and
    /// `syntax` gives the syntax of a file by the name locations give it. One that `remembers` can give its `memory()`.
    package init(
        document: TokenDocument, mode: String, pathsByMode: [(mode: String, paths: Set<String>)], outsideOrder: [String: String] = [:],
        syntax: @escaping (String) -> any ToolSyntax, log: ReadingLog, remembers: Bool = false
    ) {
        self.mode = mode
        self.remembers = remembers
        self.syntax = syntax
        self.log = log
        self.outsideOrder = outsideOrder
        var index: [String: Int] = [:]
        index.reserveCapacity(document.tokens.count)
        /// Where in the document each path is first declared.
        var firsts: [Int] = []
        for position in document.tokens.indices {
            let path = document.tokens[position].path
            guard index[path] == nil else { continue }
            index[path] = firsts.count
            firsts.append(position)
        }
        // The document's own array, shared, unless a path is declared twice.
        self.tokens = firsts.count == document.tokens.count ? document.tokens : firsts.map { document.tokens[$0] }
        self.order = tokens.map(\.path)
        self.declarationIndex = index
        self.groupPaths = document.groupPaths
        self.pathsByMode = pathsByMode
    }

    /// The token declared at `path`.
    private func declared(_ path: String) -> DeclaredToken? {
        declarationIndex[path].map { tokens[$0] }
    }

    /// Whether a token is declared at `path`.
    private func isDeclared(_ path: String) -> Bool {
        declarationIndex[path] != nil
    }

    /// The tokens that have no value, in declaration order, each with where the diagnostic that says why is.
    package var failures: [(path: String, reportedAt: SourceLocation?)] {
        order.compactMap { path in
            if case .failed(let location) = outcomes[path] { return (path, location) }
            return nil
        }
    }

    /// Resolves every token; failed tokens are left out and reported in `log`.
    package func resolveAll() -> [ResolvedToken] {
        let resolved = order.compactMap { path -> ResolvedToken? in
            if case .resolved(let token) = resolve(path) { return token }
            return nil
        }
        log.amendErrors { location in
            guard let paths = self.dependents[location], !paths.isEmpty else { return nil }
            let sorted = paths.sorted { (self.declarationIndex[$0] ?? 0) < (self.declarationIndex[$1] ?? 0) }
            let named = Diagnostic.shortList(sorted.map { "`\($0)`" }, first: 3)
            return
                " \(sorted.count) token\(sorted.count == 1 ? "" : "s") that alias\(sorted.count == 1 ? "es" : "") it, directly or through others, \(sorted.count == 1 ? "has" : "have") no value either: \(named)."
        }
        return resolved
    }

    // MARK: Kept for the next load

    /// What a resolution without failures or errors keeps for the next load of the same mode: every token as
    /// declared and as resolved, what each token's value read, and what was logged while it was read. The next
    /// load then reads again only the tokens a save changed and those that read them, directly or through others
    /// (`resolveAll(reusing:)`). Tokens are known by their place in declaration order.
    package struct Memory: Sendable {
        fileprivate let tokens: [DeclaredToken]
        fileprivate let groupPaths: Set<String>
        /// The syntax of the file of each token, by name, where it changes from the token before.
        fileprivate let syntaxes: [(from: Int, name: String)]
        fileprivate let resolved: [ResolvedToken]
        /// For each token, the tokens its value read.
        fileprivate let reads: [Int: [Int]]
        /// For each token, the tokens whose value read it.
        fileprivate let readers: [Int: Set<Int>]
        /// For each token, the longest chain of reads from it, itself counted.
        fileprivate let depths: [Int]
        fileprivate let entries: [Int: ReadingLog.Entries]
    }

    /// The memory this resolution reuses, the tokens it reads again, and, once they are read, what every token
    /// read and how deep its reads go now.
    private var reused: (memory: Memory, read: Set<Int>, reads: [Int: [Int]], depths: [Int])?
    /// The name of the syntax of each token's file, where it changes from the token before: asked of the memory
    /// and kept in the next.
    private lazy var syntaxes: [(from: Int, name: String)] = {
        var names: [(from: Int, name: String)] = []
        var file: String?
        for index in tokens.indices where tokens[index].location.file != file {
            file = tokens[index].location.file
            names.append((index, "\(type(of: syntax(tokens[index].location.file)))"))
        }
        return names
    }()

    /// Whether `resolveAll(reusing:)` began to resolve from its memory: after a `nil` from it, only such a graph must be
    /// made again to be resolved whole.
    package var startedFromMemory: Bool { reused != nil }

    /// The tokens `resolveAll(reusing:)` read again; `nil` when it did not reuse a memory.
    package var readAgain: Set<String>? { reused.map { Set($0.read.map { order[$0] }) } }

    /// This resolution, whose tokens are `resolved`, kept for the next load; `nil` when a token failed or an error was
    /// found, whose explanation (the tokens an error leaves without a value) depends on the whole graph, and from a
    /// graph that does not `remember`.
    package func memory(of resolved: [ResolvedToken]) -> Memory? {
        guard remembers, resolved.count == order.count, !onlyWholeExplains else { return nil }
        let reads = reused?.reads ?? placedReads()
        // Who reads each token: the tokens read again replace what they read before.
        var readers: [Int: Set<Int>] = reused?.memory.readers ?? [:]
        if let (memory, read, _, _) = reused {
            for index in read {
                for target in memory.reads[index] ?? [] { readers[target]?.remove(index) }
                for target in reads[index] ?? [] { readers[target, default: []].insert(index) }
            }
        } else {
            for (reader, targets) in reads {
                for target in targets { readers[target, default: []].insert(reader) }
            }
        }
        var entries: [Int: ReadingLog.Entries] = [:]
        for (path, logged) in log.byToken {
            if let index = declarationIndex[path] { entries[index] = logged }
        }
        return Memory(
            tokens: tokens, groupPaths: groupPaths, syntaxes: syntaxes, resolved: resolved, reads: reads, readers: readers,
            depths: reused?.depths ?? Self.depths(of: reads, count: order.count), entries: entries)
    }

    /// Resolves every token as `resolveAll()` does, taking from `memory`, this mode's last resolution, every token
    /// whose declaration is the same to the byte and whose value read only tokens so declared.
    ///
    /// `nil` when that cannot stand for a whole resolution: tokens added, removed or reordered, a file read in another
    /// syntax, a failure or an error now, whose explanation needs the whole graph, or reads chained so deep that
    /// the order of a whole resolution could find a chain too long. The graph is then spent, and a new one resolves
    /// everything.
    package func resolveAll(reusing memory: Memory) -> [ResolvedToken]? {
        guard remembers, memory.tokens.count == tokens.count, memory.groupPaths == groupPaths else { return nil }
        var read: Set<Int> = []
        // Compared in place, without copying each token out of its array.
        let samePaths = tokens.withUnsafeBufferPointer { now in
            memory.tokens.withUnsafeBufferPointer { before in
                for index in now.indices where !now[index].isIdentical(to: before[index]) {
                    guard now[index].path == before[index].path else { return false }
                    read.insert(index)
                }
                return true
            }
        }
        guard samePaths, memory.syntaxes.elementsEqual(syntaxes, by: { $0.from == $1.from && $0.name == $1.name }) else { return nil }
        var queue = Array(read)
        while let index = queue.popLast() {
            for reader in memory.readers[index] ?? [] where read.insert(reader).inserted { queue.append(reader) }
        }
        reused = (memory, read, [:], memory.depths)
        for (index, entries) in memory.entries.sorted(by: { $0.key < $1.key }) where !read.contains(index) {
            log.replay(entries, of: order[index])
        }
        for index in read.sorted() { _ = resolve(order[index]) }
        // A whole resolution follows reads on one stack, in an order this one does not: where a chain of reads comes
        // near the most it follows, only a whole resolution says whether it is too long.
        let reads = placedReads()
        let depths = Self.depths(of: reads, count: order.count, computing: read, known: memory.depths)
        guard (depths.max() ?? 0) < Self.maximumAliasDepth - 1 else { return nil }
        reused = (memory, read, reads, depths)
        return everyTokenResolved()
    }

    /// What each token's value read, by place: what this resolution noted, and for the tokens a reused resolution
    /// keeps, what they read then.
    private func placedReads() -> [Int: [Int]] {
        var reads = reused?.memory.reads ?? [:]
        for index in reused?.read ?? [] { reads[index] = nil }
        for (reader, targets) in self.reads {
            guard let index = declarationIndex[reader] else { continue }
            reads[index] = targets.compactMap { declarationIndex[$0] }
        }
        return reads
    }

    /// The longest chain of reads from each token, itself counted: worked out for `computing` (every token when `nil`),
    /// the others' taken from `known`. A walk with a stack of its own, since chains of reads can be long.
    private static func depths(of reads: [Int: [Int]], count: Int, computing: Set<Int>? = nil, known: [Int]? = nil) -> [Int] {
        var depths = known ?? [Int](repeating: 0, count: count)
        /// 0 not walked yet, 1 on the walk, 2 done.
        var state = [UInt8](repeating: 0, count: count)
        for start in computing.map({ $0.sorted() }) ?? Array(0..<count) where state[start] == 0 {
            var stack: [(index: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (index, next) = stack.last {
                let targets = reads[index] ?? []
                if next < targets.count {
                    stack[stack.count - 1].next += 1
                    let target = targets[next]
                    if computing?.contains(target) ?? true, state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    depths[index] = 1 + (targets.map { depths[$0] }.max() ?? 0)
                    state[index] = 2
                    stack.removeLast()
                }
            }
        }
        return depths
    }

    /// Whether an error was found, or an alias needs a set left out: what only a whole resolution explains (the tokens an
    /// error leaves without a value depend on the whole graph), so no memory is kept of it or made from it.
    private var onlyWholeExplains: Bool {
        !aliasesOutsideOrder.isEmpty || log.diagnostics.contains { $0.severity == .error }
    }

    /// Every token's value in declaration order, the reused ones' from the memory; `nil` when a token failed, or an
    /// error was found (or an alias needs a set left out), which only a whole resolution explains (`memory(of:)` asks
    /// the same of a whole one).
    private func everyTokenResolved() -> [ResolvedToken]? {
        guard !onlyWholeExplains else { return nil }
        var resolved: [ResolvedToken] = []
        resolved.reserveCapacity(order.count)
        for (index, path) in order.enumerated() {
            if let reused, !reused.read.contains(index) {
                resolved.append(reused.memory.resolved[index])
            } else if case .resolved(let token)? = outcomes[path] {
                resolved.append(token)
            } else {
                return nil
            }
        }
        return resolved
    }

    private func resolve(_ path: String) -> Outcome {
        if let outcome = outcomes[path] { return outcome }
        // A token a reused resolution keeps: its value is that resolution's.
        if let (memory, read, _, _) = reused, let index = declarationIndex[path], !read.contains(index) { return .resolved(memory.resolved[index]) }
        guard let token = declared(path) else { return .failed(reportedAt: nil) }
        resolveChainFromTheEnd(startingAt: path)
        if let outcome = outcomes[path] { return outcome }
        stack.append(path)
        let outer = log.reading
        if remembers { log.reading = path }
        let outcome = compute(token)
        log.reading = outer
        stack.removeLast()
        aliasSites[path] = nil
        // A token that a cycle or an overlong chain already failed keeps that outcome and its one diagnostic.
        if outcomes[path] == nil { outcomes[path] = outcome }
        return outcomes[path] ?? outcome
    }

    /// Resolves the tokens that `path`'s alias chain passes through, last one first.
    ///
    /// Each is then resolved with its target already known, so a long chain costs no recursion depth, and its length
    /// is checked the same way whichever order the tokens are declared in. A chain that loops is left to the
    /// recursive walk, which names the cycle.
    private func resolveChainFromTheEnd(startingAt path: String) {
        var chain: [String] = []
        var seen: Set<String> = [path]
        var current = path
        while let token = declared(current), case .path(let target) = AliasSyntax.form(of: token.value),
            outcomes[target] == nil, isDeclared(target)
        {
            if seen.contains(target) || stack.contains(target) { return }
            seen.insert(target)
            chain.append(target)
            current = target
        }
        for link in chain.reversed() { _ = resolve(link) }
    }

    /// The token's value: followed, or read in its file's syntax; then changed as its tool's `$extensions` say.
    private func compute(_ token: DeclaredToken) -> Outcome {
        var reader = ValueReader(owner: token.path, syntax: syntax(token.location.file), writtenType: token.writtenType, references: self, log: log)
        let outcome = computeValue(token, reader: &reader)
        guard case .resolved(let resolved) = outcome else { return outcome }
        switch reader.syntax.modified(resolved, declared: token, reader: &reader) {
        case .unchanged: return outcome
        case .modified(let modified): return .resolved(modified)
        case .failed(let location): return .failed(reportedAt: location)
        }
    }

    private func computeValue(_ token: DeclaredToken, reader: inout ValueReader) -> Outcome {
        // Members may resolve other composites first, which use this too: each token keeps its own.
        let outer = lastFailedRoot
        lastFailedRoot = nil
        defer { lastFailedRoot = outer }
        let form = AliasSyntax.form(of: token.value)
        // A type of the team's own (`token-custom-type`) keeps its text as written, as its warning says, braces and
        // all: Specimen knows no grammar for it, and Terrazzo and Style Dictionary pass it through. A whole-value
        // alias is still followed.
        if token.hasTypeOfItsOwn, let text = token.value.stringValue {
            if case .path = form {} else { return self.text(text, of: token) }
        }
        switch form {
        case .path(let target):
            return resolveAliasToken(token, target: target, syntax: reader.syntax)
        case .malformed:
            reader.reportMalformedAlias(token.value)
            return .failed(reportedAt: token.value.location)
        case .embedded(let parts):
            // Maths and colour functions around aliases are read as values of their type; other text is text, its
            // aliases replaced by their values.
            if !declaredTypeIsSpec(token) {
                guard let text = reader.readEmbedded(parts, site: token.value) else {
                    return .failed(reportedAt: lastFailedRoot ?? token.value.location)
                }
                return self.text(text, of: token)
            }
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
                if let (type, value) = reader.syntax.valueByName(token, reader: &reader) {
                    return .resolved(
                        ResolvedToken(
                            path: token.path, mode: mode, type: type, value: value, description: token.description,
                            deprecation: token.deprecation, extensions: token.extensions, location: token.location
                        ))
                }
                if let inferred = TokenType.inferred(from: token.value) ?? token.value.stringValue.flatMap(TokenType.inferred(fromText:)) {
                    // A tool that writes no types means its values as they read; the format says so once per file.
                    reader.formLeniency(
                        "inferred \(inferred.rawValue)",
                        .warning(
                            .tokenTypeInferred, at: token.location, "token `\(token.path)` has no type; its value reads as a `\(inferred.rawValue)`",
                            reason:
                                "Neither the token nor a group above it has a `$type`, so the type is taken from the value's shape. A tool that does not guess may read it differently.",
                            fix: "Add `\"$type\": \"\(inferred.rawValue)\"` to the token, or to its group for all of its tokens."
                        ))
                    type = inferred
                    break
                }
                // Text, a list or an object that reads as no type is kept as it is written, as the tools keep it.
                reader.formLeniency(
                    "untyped",
                    .warning(
                        .tokenMissingType, at: token.location, "token `\(token.path)` has no type; it is kept as written",
                        reason:
                            "It has no `$type`, no group above it sets one, and its value is not an alias or of a recognisable shape, so it is shown and exported as written, but not written to tokens.css or checked.",
                        fix: "Add a `$type` such as `\"color\"` or `\"dimension\"` to the token or to a group above it."
                    ))
                type = TokenType(rawValue: "string")
            }
        }
        let reported = log.diagnostics.count
        guard let value = reader.read(token.value, as: type) else {
            // Point at the error that explains it: one reported just now, or the one a member's alias led to.
            let error = log.diagnostics[reported...].first { $0.severity == .error }?.location
            return .failed(reportedAt: error ?? lastFailedRoot ?? token.value.location)
        }
        var resolved = ResolvedToken(
            path: token.path, mode: mode, type: type, value: value, description: token.description,
            deprecation: token.deprecation, extensions: token.extensions, location: token.location
        )
        if let text = token.value.stringValue, reader.syntax.isComputed(text, as: type) { resolved.expression = text }
        return .resolved(resolved)
    }

    /// Whether the token's own or inherited `$type` is one of the format's.
    private func declaredTypeIsSpec(_ token: DeclaredToken) -> Bool {
        token.declaredType?.isSpec ?? false
    }

    /// The token as text of its declared type (a `string` when it has none).
    private func text(_ text: String, of token: DeclaredToken) -> Outcome {
        let type = token.declaredType ?? TokenType(rawValue: "string")
        return .resolved(
            ResolvedToken(
                path: token.path, mode: mode, type: type, value: .other(type: type, value: JSONValue(.string(text), at: token.value.location)),
                description: token.description, deprecation: token.deprecation, extensions: token.extensions, location: token.location
            ))
    }

    // MARK: What the value readers ask

    package func isBareNumber(_ token: ResolvedToken) -> Bool {
        let end = token.aliasChain.last ?? token.path
        noteRead(end)
        guard let written = declared(end)?.value else { return false }
        if written.numberValue != nil { return true }
        return written.stringValue.map { Double($0.trimmingWhitespace()) != nil } ?? false
    }

    package func writtenValue(_ node: JSONValue) -> JSONValue {
        var current = node
        for _ in 0..<Self.maximumAliasDepth {
            guard case .path(let target) = AliasSyntax.form(of: current) else { return current }
            noteRead(target)
            guard let next = declared(target)?.value else { return current }
            current = next
        }
        return current
    }

    package func follow(_ target: String, site: JSONValue, from owner: String, expected: [TokenType], syntax: any ToolSyntax) -> ResolvedToken? {
        if case .resolved(let token) = followOutcome(target, site: site, from: owner, expected: expected, syntax: syntax) { return token }
        return nil
    }

    /// Notes that the value being read read `path`'s declaration or value: a save that changes `path` reads it again.
    private func noteRead(_ path: String) {
        guard remembers, let reader = stack.last, reader != path else { return }
        reads[reader, default: []].append(path)
    }

    // MARK: Following

    private func resolveAliasToken(_ token: DeclaredToken, target: String, syntax: any ToolSyntax) -> Outcome {
        switch followOutcome(target, site: token.value, from: token.path, expected: token.ownType.map { [$0] } ?? [], syntax: syntax) {
        case .failed(let location):
            return .failed(reportedAt: location)
        case .resolved(let resolved):
            let chain = [token.path] + (resolved.aliasChain.isEmpty ? [resolved.path] : resolved.aliasChain)
            return .resolved(
                ResolvedToken(
                    path: token.path, mode: mode, type: resolved.type, value: resolved.value, aliasChain: chain,
                    description: token.description, deprecation: token.deprecation, extensions: token.extensions,
                    location: token.location
                ))
        }
    }

    /// Follows the alias to `target` written at `site` by token `from`; reports every way it can fail.
    ///
    /// `expected` are the types the place of the alias takes (a `$type` on the token, a composite member's type, a
    /// line height's number or length); empty accepts any type.
    private func followOutcome(_ target: String, site: JSONValue, from: String, expected: [TokenType], syntax: any ToolSyntax) -> Outcome {
        noteRead(target)
        aliasSites[from] = site.location
        if let start = stack.firstIndex(of: target) {
            return reportCycle(Array(stack[start...]))
        }
        if stack.count >= Self.maximumAliasDepth {
            return reportOverlongChain(from: from, site: site, failing: stack)
        }
        guard isDeclared(target) else {
            if let path = syntax.referencedPath(target, isToken: { self.isDeclared($0) }) {
                return followOutcome(path, site: site, from: from, expected: expected, syntax: syntax)
            }
            if let member = memberReference(target) {
                return followMember(member, of: target, site: site, from: from, expected: expected, syntax: syntax)
            }
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
        if !expected.isEmpty, !expected.contains(resolved.type),
            let coerced = syntax.coerced(resolved, to: expected, isBareNumber: isBareNumber(resolved))
        {
            return .resolved(coerced)
        }
        if let first = expected.first, !expected.contains(resolved.type) {
            log.report(
                .error(
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
        if let warning = resolved.deprecationWarning(usedAt: site.location) { log.report(warning) }
        return .resolved(resolved)
    }

    /// `{typography.body.fontSize}`: a token (`typography.body`) and the name of a member of its composite value,
    /// when `target` is not a token itself.
    private func memberReference(_ target: String) -> (token: String, member: String)? {
        guard let dot = target.lastIndex(of: "."), isDeclared(String(target[..<dot])) else { return nil }
        return (String(target[..<dot]), String(target[target.index(after: dot)...]))
    }

    /// Follows an alias to a member of a composite token (tools write them; the format writes a JSON Pointer
    /// `$ref`), read with a warning once per file.
    private func followMember(
        _ reference: (token: String, member: String), of target: String, site: JSONValue, from: String, expected: [TokenType], syntax: any ToolSyntax
    ) -> Outcome {
        guard case .resolved(let owner) = followOutcome(reference.token, site: site, from: from, expected: [], syntax: syntax) else {
            return .failed(reportedAt: lastFailedRoot ?? site.location)
        }
        guard let (type, value) = Self.member(reference.member, of: owner.value) else {
            reportMissingTarget(target, site: site, expected: expected)
            return .failed(reportedAt: site.location)
        }
        if let first = expected.first, !expected.contains(type) {
            log.report(
                .error(
                    .aliasTypeMismatch, at: site.location,
                    "alias `{\(target)}` is a `\(type.rawValue)`, but a \(expected.map { "`\($0.rawValue)`" }.joined(separator: " or ")) is expected here",
                    reason: "An alias takes its value and type from what it points to, so that must have the type this place needs.",
                    fix: "Point the alias at a `\(first.rawValue)` token, or change the `$type`."
                ))
            return .failed(reportedAt: site.location)
        }
        log.lenient(
            Leniency(
                kind: "member reference",
                diagnostic: .warning(
                    .aliasMember, at: site.location, "alias `{\(target)}` names a member of the `\(owner.type.rawValue)` token `\(reference.token)`",
                    reason:
                        "The format names a whole token between braces, and a member of one with a JSON Pointer; this reads as the member `\(reference.member)`.",
                    fix:
                        "To keep to the format, write `{ \"$ref\": \"#/\(reference.token.replacingOccurrences(of: ".", with: "/"))/$value/\(reference.member)\" }`, or keep it: Specimen reads it."
                )))
        return .resolved(
            ResolvedToken(path: target, mode: mode, type: type, value: value, aliasChain: [target, owner.path], location: owner.location))
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
    private func reportOverlongChain(from: String, site: JSONValue, failing: [String]) -> Outcome {
        log.report(
            .error(
                .aliasChainTooLong, at: site.location, "alias chain through `\(from)` is longer than \(Self.maximumAliasDepth) tokens",
                reason:
                    "Following the aliases passes through more than \(Self.maximumAliasDepth) tokens before reaching a value; such a chain is almost certainly generated by mistake.",
                fix: "Point the aliases closer to the token that holds the value."
            ))
        for member in failing {
            overlongChains.insert(member)
            explainedFailures.insert(member)
            outcomes[member] = .failed(reportedAt: site.location)
        }
        return .failed(reportedAt: site.location)
    }

    private func reportCycle(_ members: [String]) -> Outcome {
        // Start the loop at the member declared first, so the message is the same whichever token the walk began with.
        let first = members.enumerated().min { (declarationIndex[$0.element] ?? 0) < (declarationIndex[$1.element] ?? 0) }?.offset ?? 0
        let rotated = Array(members[first...] + members[..<first])
        let location = rotated.first.flatMap { aliasSites[$0] }
        let loop = (rotated + [rotated[0]]).map { "{\($0)}" }.joined(separator: " → ")
        log.report(
            .error(
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

    private func reportMissingTarget(_ target: String, site: JSONValue, expected: [TokenType]) {
        if groupPaths.contains(target) {
            let rootPath = target + ".$root"
            let example = isDeclared(rootPath) ? rootPath : order.first { $0.hasPrefix(target + ".") }
            log.report(
                .error(
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
        let tokens = self.tokens
        let typed = { (index: Int) -> Bool in expected.contains { Self.mayHaveType(tokens[index], $0) } }
        if !expected.isEmpty, anyMayHave[expected] == nil { anyMayHave[expected] = order.indices.contains(where: typed) }
        // Tokens that may have the type the alias needs, when there are any; else every token.
        let suggestions = pathIndex?.nearest(to: target, accepting: expected.isEmpty || anyMayHave[expected] == false ? nil : typed) ?? []
        let elsewhere = pathsByMode.filter { $0.mode != mode && $0.paths.contains(target) }.map(\.mode)
        let reason: String
        if elsewhere.isEmpty {
            reason = "No token has the path `\(target)`; an alias names a token by its full path, group names joined with dots."
        } else {
            let modes = elsewhere.map { "`\($0)`" }.joined(separator: ", ")
            reason =
                "`\(target)` is defined in the \(modes) mode\(elsewhere.count == 1 ? "" : "s") but not in `\(mode)`, so the alias has no value in `\(mode)`."
        }
        log.report(
            .error(
                .aliasDangling, at: site.location, "alias `{\(target)}` does not match any token",
                reason: reason,
                fix: NameSuggestions.didYouMean(suggestions, wrap: { "`{\($0)}`" })
                    ?? (elsewhere.isEmpty
                        ? "Check the spelling, or define a token at `\(target)`." : "Define `\(target)` for the `\(mode)` mode as well.")
            ))
    }

    /// Suggestions for an alias that needs a type prefer tokens that could have it.
    private static func mayHaveType(_ token: DeclaredToken, _ type: TokenType) -> Bool {
        if AliasSyntax.isAlias(token.value) { return true }
        if let own = token.ownType { return own == type }
        if case .type(let inherited) = token.inheritedType { return inherited == type }
        return false
    }
}
