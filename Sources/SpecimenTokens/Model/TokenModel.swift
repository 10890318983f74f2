import Foundation
import SpecimenDiagnostics

/// Every design token of a project, resolved once per mode (light, dark, …).
///
/// Built by `TokenLoader`; read by the token pages, component examples, the contrast
/// table and the `tokens.css` / `tokens.json` outputs.
public struct TokenModel: Hashable, Sendable {
    /// The modes in order; the first is the default (light) mode.
    public let modes: [String]
    private let tokensByMode: [String: [ResolvedToken]]
    private let indexByMode: [String: [String: Int]]
    /// The choices the design system leaves to its users besides the modes (a density, a brand), each with the
    /// tokens of its other options; the modes show the chosen option.
    public let choices: [Choice]
    /// The tokens of the source the site does not publish, grouped by why; see `LeftOut`.
    public internal(set) var leftOut: [LeftOut] = []
    /// How many tokens (distinct paths) the source has, published or not.
    public internal(set) var sourceCount = 0
    /// How many tokens of the source no mode publishes: every path of `leftOut`.
    public var leftOutCount: Int { leftOut.reduce(0) { $0 + $1.paths.count } }
    /// Every path made ready for "Did you mean", when a reference first misses (see `resolve`).
    private let suggestions = LazyPathIndex()

    /// A choice besides the modes: an axis of the design system (a Tokens Studio theme group, a resolver's modifier,
    /// a Figma collection's modes) with its options; the site's modes apply `chosen`, and each other option is
    /// resolved in the first mode.
    public struct Choice: Hashable, Sendable {
        /// The axis, as its source names it: `density`, `brand`.
        public let name: String
        /// Every option, in order.
        public let options: [String]
        /// The option the modes apply.
        public let chosen: String
        private let tokensByOption: [String: [String: ResolvedToken]]

        /// A choice whose options other than `chosen` have `tokens` (in the first mode).
        public init(name: String, options: [String], chosen: String, tokens: [String: [ResolvedToken]]) {
            self.name = name
            self.options = options
            self.chosen = chosen
            self.tokensByOption = tokens.mapValues { list in Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }
        }

        /// The token at `path` with `option` chosen, when that is another option than `chosen` and has it.
        public func token(at path: String, option: String) -> ResolvedToken? {
            tokensByOption[option]?[path]
        }

        /// How many tokens `option` has, when it is another option than `chosen`.
        public func count(of option: String) -> Int? {
            tokensByOption[option]?.count
        }
    }

    /// Creates a model; `modes` falls back to `["default"]` when empty, so there is always a default mode.
    public init(modes: [String], tokens: [String: [ResolvedToken]], choices: [Choice] = []) {
        self.modes = modes.isEmpty ? ["default"] : modes
        self.tokensByMode = tokens
        self.choices = choices
        self.indexByMode = tokens.mapValues { list in
            Dictionary(list.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // Asked for by every page and file made from the tokens: worked out once.
        var seen = Set<String>()
        self.paths = self.modes.flatMap { (tokens[$0] ?? []).map(\.path) }.filter { seen.insert($0).inserted }
    }

    /// A model with one empty `default` mode, for projects without tokens.
    public static let empty = TokenModel(modes: ["default"], tokens: [:])

    /// The first mode, used where no mode is chosen.
    public var defaultMode: String { modes[0] }

    /// The tokens of `mode` in declaration order; empty for a mode the model does not have.
    public func tokens(in mode: String) -> [ResolvedToken] {
        tokensByMode[mode] ?? []
    }

    /// Every token path in any mode: the default mode's order, then paths that only later modes define.
    public let paths: [String]

    /// Whether `mode` has a token at `path`.
    public func contains(_ path: String, in mode: String) -> Bool {
        indexByMode[mode]?[path] != nil
    }

    /// Looks up a token for a user's reference, such as a component parameter.
    ///
    /// `reference` is a path (`color.state.danger`) or an alias (`{color.state.danger}`).
    /// An unknown token or mode throws a diagnostic located at `location` with the nearest names.
    /// A deprecated token is returned; call `deprecationWarning(usedAt:)` on it to report the use.
    public func resolve(reference: String, mode: String, at location: SourceLocation) throws(Diagnostic) -> ResolvedToken {
        var path = reference.trimmingWhitespace()
        if path.hasPrefix("{"), path.hasSuffix("}"), path.count > 2 { path = String(path.dropFirst().dropLast()) }
        guard modes.contains(mode) else {
            throw Diagnostic.error(
                .tokenUnknownMode, at: location, "unknown mode `\(mode)`",
                reason: "The design tokens define the mode\(modes.count == 1 ? "" : "s") \(modes.map { "`\($0)`" }.joined(separator: ", ")).",
                fix: NameSuggestions.didYouMean(Suggestions.nearest(to: mode, in: modes, limit: 1)) ?? "Use one of those modes."
            )
        }
        if let token = token(at: path, in: mode) { return token }
        let all = paths
        if let other = modes.first(where: { contains(path, in: $0) }) {
            throw Diagnostic.error(
                .tokenUnknown, at: location, "token `\(path)` is not defined in mode `\(mode)`",
                reason: "`\(path)` exists in the `\(other)` mode, but no token file of the `\(mode)` mode defines it.",
                fix: "Define `\(path)` for the `\(mode)` mode as well."
            )
        }
        if let member = all.first(where: { $0.hasPrefix(path + ".") }) {
            throw Diagnostic.error(
                .tokenUnknown, at: location, "`\(path)` is a group, not a token",
                reason: "Only tokens have values; `\(path)` groups several tokens.",
                fix: "Name one of its tokens, such as `\(member)`."
            )
        }
        throw Diagnostic.error(
            .tokenUnknown, at: location, "unknown token `\(path)`",
            reason: "No design token has the path `\(path)`; paths are group names and the token name joined with dots.",
            fix: NameSuggestions.didYouMean(suggestions.index(all).nearest(to: path))
                ?? "Check the spelling against the token pages, or add the token to a token file."
        )
    }

    /// The token at `path` in `mode`, for the outputs that walk the model; user-facing lookups use `resolve`.
    package func token(at path: String, in mode: String) -> ResolvedToken? {
        guard let index = indexByMode[mode]?[path] else { return nil }
        return tokensByMode[mode]?[index]
    }
}

extension TokenModel {
    /// A model is its modes and tokens; the suggestion index it makes on demand is not part of it.
    public static func == (lhs: TokenModel, rhs: TokenModel) -> Bool {
        lhs.modes == rhs.modes && lhs.tokensByMode == rhs.tokensByMode && lhs.choices == rhs.choices && lhs.leftOut == rhs.leftOut
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modes)
        hasher.combine(tokensByMode)
        hasher.combine(choices)
    }
}

/// A `NameSuggestions.PathIndex` made the first time it is asked for, once, on any thread.
private final class LazyPathIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var made: NameSuggestions.PathIndex?

    func index(_ paths: @autoclosure () -> [String]) -> NameSuggestions.PathIndex {
        lock.withLock {
            if let made { return made }
            let index = NameSuggestions.PathIndex(paths())
            made = index
            return index
        }
    }
}
