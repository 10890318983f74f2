import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The app's code joined with the tokens: where each token is used, which literals repeat a token
/// (drift), which deprecated tokens are still used, and how much of the app goes through tokens.
struct AppCodeReport: Sendable {
    /// A place in the app's code.
    struct Use: Sendable, Equatable, Hashable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The figures of one module (or folder) of the app.
    struct Module: Sendable, Equatable {
        var name: String
        /// References to colour, size and type tokens.
        var tokenUses = 0
        /// Colours and sizes written as literals where a token belongs, drift or not.
        var literals = 0
        /// Literals that repeat a token.
        var drift = 0

        /// The share of colours and sizes that go through tokens, from 0 to 1; `nil` when there are none.
        var adoption: Double? { tokenUses + literals == 0 ? nil : Double(tokenUses) / Double(tokenUses + literals) }
    }

    /// The uses of each token, by path, in file and line order.
    var uses: [String: [Use]] = [:]
    /// Drift and deprecated tokens in use, located in the app's code.
    var diagnostics: [Diagnostic] = []
    /// Every module with a Swift file, by name.
    var modules: [Module] = []
    /// Tokens the app can use (the generated file has them), in token order.
    var exported: [String] = []
    /// The same, to look up.
    var exportedPaths: Set<String> = []
    /// Those it does not use.
    var unused: [String] = []
    /// Deprecated tokens with uses, in token order.
    var deprecatedInUse: [String] = []
    /// Files by how many literals in them repeat a token, most first (ten at most).
    var hotSpots: [(file: String, drift: Int)] = []
    /// Files scanned, the generated tokens file left out.
    var fileCount = 0
    /// Where the code is, its links' pattern and the generated enum's name.
    var setting = AppCodeSetting()
    /// `https://…/{file}#L{line}`, from the setting.
    var sourceURL: String? { setting.sourceURL }
    /// The generated enum's name.
    var typeName: String { setting.typeName }

    /// The figures of the whole app.
    var total: Module {
        modules.reduce(into: Module(name: "All")) { total, module in
            total.tokenUses += module.tokenUses
            total.literals += module.literals
            total.drift += module.drift
        }
    }

    /// `tokens.json`'s `uses` of every token the app can use: each place as `file`, `line` and `column`.
    var usesForJSON: [String: JSONOutput] {
        var json: [String: JSONOutput] = [:]
        for path in exported {
            json[path] = .array(
                (uses[path] ?? []).map {
                    .object(["file": .string($0.file), "line": .number(Double($0.line)), "column": .number(Double($0.column))])
                })
        }
        return json
    }

    /// The link to a use, when the setting gives a pattern.
    func link(_ use: Use) -> String? {
        sourceURL.map {
            $0.replacingOccurrences(of: "{file}", with: setting.linkPath(use.file)).replacingOccurrences(of: "{line}", with: String(use.line))
        }
    }

    /// The link to a whole file: the pattern without the part after `{file}` that names the line (`#L{line}`).
    func link(file: String) -> String? {
        guard var pattern = sourceURL else { return nil }
        if let line = pattern.range(of: "{line}"), let file = pattern.range(of: "{file}"),
            let cut = pattern[file.upperBound..<line.lowerBound].lastIndex(where: { $0 == "#" || $0 == ":" })
        {
            pattern = String(pattern[..<cut])
        }
        return pattern.replacingOccurrences(of: "{file}", with: setting.linkPath(file)).replacingOccurrences(of: "{line}", with: "1")
    }

    /// Joins `code` with `model`.
    init(_ code: AppCode, tokens model: TokenModel) {
        setting = code.setting
        let catalogue = Catalogue(model)
        // The types with an `init(hex:)` somewhere in the app, and the names that stand for the generated enum.
        let hexTypes = Set(code.files.flatMap(\.scan.hexInitialisers))
        var roots: Set<String> = [typeName]
        for file in code.files {
            for (alias, type) in file.scan.aliases where type == typeName || type.hasSuffix("." + typeName) { roots.insert(alias) }
        }
        var modules: [String: Module] = [:]
        var driftByFile: [String: Int] = [:]
        for file in code.files where !file.scan.generated {
            fileCount += 1
            if let place = file.scan.unread {
                diagnostics.append(
                    .warning(
                        .swiftFileUnread, at: SourceLocation(file: file.path, line: place.line, column: place.column),
                        "this file is not read: its `[` brackets nest more than \(SwiftNesting.deepest) deep",
                        reason:
                            "swift-syntax's parser takes twice as long for each level of `[` past this (26 levels take seconds), so the file is left unread: its uses of the tokens and the values it types are not counted on the token pages or the adoption page. Brackets count wherever they are, in strings and comments too, so that no file reaches the parser that it cannot finish.",
                        fix:
                            "If the file holds generated data, keep it in a folder swift.yml does not list; else give the nested values names of their own."
                    ))
            }
            var module = modules[file.module] ?? Module(name: file.module)
            for reference in file.scan.references {
                // `Theme.Colors.accent` or an app's own `enum Spacing` is not the tokens' API.
                guard let root = reference.root, roots.contains(root), let token = catalogue.tokens[reference.member] else { continue }
                let use = Use(file: file.path, line: reference.line, column: reference.column)
                uses[token.path, default: []].append(use)
                if [.color, .dimension, .typography].contains(token.type) { module.tokenUses += 1 }
                if let deprecation = token.deprecation {
                    diagnostics.append(
                        .warning(
                            .swiftDeprecatedToken, at: SourceLocation(file: file.path, line: use.line, column: use.column),
                            "`\(typeName).\(reference.member)` is deprecated" + (deprecation.reason.map { ": \($0)" } ?? ""),
                            reason:
                                "The tokens mark `\(token.path)` as `$deprecated`: it is on its way out of the design system, and the app will not build once it is gone.",
                            fix: deprecation.reason.map { "Do as the note says: \($0)" }
                                ?? "Use the token the design system now has for this, or ask its team which."
                        ))
                }
            }
            for literal in file.scan.literals where !literal.viaHex || hexTypes.contains(literal.callee) {
                module.literals += 1
                guard let match = catalogue.match(literal) else { continue }
                module.drift += 1
                driftByFile[file.path, default: 0] += 1
                var diagnostic = Diagnostic.warning(
                    .swiftTokenDrift, at: SourceLocation(file: file.path, line: literal.line, column: literal.column),
                    "`\(Diagnostic.shown(literal.text))` repeats the \(literal.place.noun) token `\(match.path)`"
                        + (match.modes.map { " (its \($0) value)" } ?? ""),
                    reason: "A value typed into the code stays as it is when the token changes"
                        + (literal.place == .colour ? " and does not follow dark mode" : "")
                        + ", and the token pages cannot list this place as a use.",
                    fix: "Use `\(typeName).\(match.member)`" + Self.form(of: literal)
                        + (match.others.isEmpty
                            ? "."
                            : ", or " + match.others.map { "`\(typeName).\($0)`" }.joined(separator: " or ")
                                + (match.others.count == 1 ? ", which holds the same value." : ", which hold the same value."))
                )
                diagnostic.advisory = !code.setting.strictDrift
                diagnostics.append(diagnostic)
            }
            modules[file.module] = module
        }
        for path in uses.keys { uses[path]?.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) } }
        self.modules = modules.values.sorted { $0.name < $1.name }
        exported = catalogue.exported
        exportedPaths = Set(exported)
        unused = exported.filter { uses[$0] == nil }
        deprecatedInUse = catalogue.exported.filter { uses[$0] != nil && catalogue.byPath[$0]?.deprecation != nil }
        hotSpots = Array(driftByFile.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10).map { ($0.key, $0.value) })
    }

    /// How the token is written where the literal is: a colour as SwiftUI's `.color`, or wrapped for UIKit and AppKit.
    private static func form(of literal: SwiftFileScan.Literal) -> String {
        guard literal.place == .colour else { return "" }
        switch literal.callee {
        case "UIColor": return " (`UIColor(token.color)` in UIKit)"
        case "NSColor": return " (`NSColor(token.color)` in AppKit)"
        case "CGColor": return " (`UIColor(token.color).cgColor`)"
        default: return " (`.color` in SwiftUI)"
        }
    }

    /// The tokens as the app's code can name them, and their values by kind.
    private struct Catalogue {
        /// By generated member (`Colors.accent`).
        var tokens: [String: ResolvedToken] = [:]
        var byPath: [String: ResolvedToken] = [:]
        /// The member of each token path.
        var members: [String: String] = [:]
        /// Tokens the generated file has, in token order.
        var exported: [String] = []
        /// Each of those by its place in that order.
        var order: [String: Int] = [:]
        /// Colours by their 8-bit red, green, blue and opacity, each with the modes it has that value in.
        var colours: [UInt32: [(path: String, mode: String)]] = [:]
        /// Sizes by the kind of place they belong in, in points, each with the mode it has that size in.
        var sizes: [SwiftFileScan.Place: [(path: String, points: Double, mode: String)]] = [:]
        var modes: [String] = []

        init(_ model: TokenModel) {
            modes = model.modes
            for token in model.tokens(in: model.defaultMode) {
                byPath[token.path] = token
                guard let member = TokenSwift.member(for: token) else { continue }
                let key = member.group + "." + member.name.replacingOccurrences(of: "`", with: "")
                guard tokens[key] == nil else { continue }
                tokens[key] = token
                members[token.path] = key
                order[token.path] = exported.count
                exported.append(token.path)
            }
            // Every mode's value: a density or a brand mode has sizes and colours of its own.
            for mode in model.modes {
                for token in model.tokens(in: mode) where members[token.path] != nil {
                    switch token.value {
                    case let .color(colour):
                        guard let key = Self.key([colour.red, colour.green, colour.blue, colour.alpha]) else { continue }
                        colours[key, default: []].append((token.path, mode))
                    case let .dimension(dimension):
                        if let points = dimension.pixels(), let place = Self.place(of: token.path) {
                            sizes[place, default: []].append((token.path, points, mode))
                        }
                    case let .typography(style):
                        if let points = style.fontSize.pixels() { sizes[.fontSize, default: []].append((token.path, points, mode)) }
                    default:
                        break
                    }
                }
            }
        }

        /// The kind of place a size token belongs in, from the words of its name.
        static func place(of path: String) -> SwiftFileScan.Place? {
            let name = path.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
            if ["radius", "radii", "corner", "rounded"].contains(where: name.contains) { return .radius }
            if ["fontsize", "textsize", "typesize", "font.size"].contains(where: name.contains) { return .fontSize }
            if ["borderwidth", "stroke", "linewidth", "border.width", "outline"].contains(where: name.contains) { return .borderWidth }
            // Letter and line spacing are type, not layout.
            if ["letter", "line", "tracking", "kerning"].contains(where: name.contains) { return nil }
            if ["spac", "gap", "inset", "padding", "margin", "gutter"].contains(where: name.contains) { return .spacing }
            return nil
        }

        /// Red, green, blue and opacity rounded to 8 bits, as one number; `nil` for a channel that is not a number.
        static func key(_ channels: [Double]) -> UInt32? {
            guard channels.allSatisfy(\.isFinite) else { return nil }
            return channels.reduce(UInt32(0)) { $0 << 8 | UInt32((min(max($1, 0), 1) * 255).rounded()) }
        }

        /// The colours within 8-bit rounding of `channels`: each channel's byte below or above its exact value
        /// (`0.86` is 219.3, so 219 or 220), the nearest first.
        func colourCandidates(_ channels: [Double]) -> [(path: String, mode: String)] {
            guard let exact = Self.key(channels) else { return [] }
            if let found = colours[exact] { return found }
            var choices: [[Double]] = [[]]
            for channel in channels {
                let byte = min(max(channel, 0), 1) * 255
                choices = choices.flatMap { prefix in Set([byte.rounded(.down), byte.rounded(.up)]).sorted().map { prefix + [$0 / 255] } }
            }
            return choices.compactMap(Self.key).flatMap { colours[$0] ?? [] }
        }

        /// The token a literal repeats: the first in token order; `modes` names the modes when not all have that value.
        func match(_ literal: SwiftFileScan.Literal) -> (path: String, member: String, modes: String?, others: [String])? {
            let candidates: [(path: String, mode: String)]
            switch literal.place {
            case .colour:
                guard literal.value.count == 4 else { return nil }
                candidates = colourCandidates(literal.value)
            default:
                guard let points = literal.value.first else { return nil }
                candidates = (sizes[literal.place] ?? []).filter { abs($0.points - points) < 0.01 }.map { ($0.path, $0.mode) }
            }
            var paths: [String] = []
            for candidate in candidates where !paths.contains(candidate.path) { paths.append(candidate.path) }
            if paths.count > 1 {
                let order = self.order
                paths.sort { (order[$0] ?? 0) < (order[$1] ?? 0) }
            }
            guard let first = paths.first, let member = members[first] else { return nil }
            let firstModes = candidates.filter { $0.path == first }.map(\.mode)
            let partial = modes.count > 1 && firstModes.count < modes.count
            return (first, member, partial ? firstModes.joined(separator: " and ") : nil, paths.dropFirst().compactMap { members[$0] })
        }
    }
}
