import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SpecimenYAML
import Yams

/// Reads the pairs to check: `content/contrast.yml` and every component manifest's `contrast:` list.
enum ContrastDeclarations {
    /// The pairs of `contrast.yml` (may be absent) and the components, the problems with them, and the page
    /// background `contrast.yml` names (`page:`), what translucent backgrounds are measured over.
    static func load(
        contrastFile: URL, displayPath: String, components: ComponentLibrary, only names: [String], tokens: TokenModel
    ) -> (declarations: [ContrastDeclaration], diagnostics: [Diagnostic], page: String?, survey: [String]) {
        var declarations: [ContrastDeclaration] = []
        var diagnostics: [Diagnostic] = []
        var page: String?
        var survey: [String] = []
        var methods: [ContrastMethod] = [.wcag2]
        if let data = FileManager.default.contents(atPath: contrastFile.path) {
            let file = parse(String(decoding: data, as: UTF8.self), path: displayPath, tokens: tokens)
            declarations += file.declarations
            diagnostics += file.diagnostics
            page = file.page
            survey = file.survey
            methods = file.methods
        }
        var seen = Set(declarations.map(\.key))
        for name in names {
            guard let manifest = components.manifests[name] else { continue }
            for pair in manifest.contrast {
                let (expanded, problems) = expand(pair, of: manifest, tokens: tokens)
                diagnostics += problems
                // A pair that several components share is checked once, where it was first declared.
                // contrast.yml's `methods:` holds for every pair of the project.
                for var declaration in expanded where seen.insert(declaration.key).inserted {
                    declaration.methods = methods
                    declarations.append(declaration)
                }
            }
        }
        return (declarations, diagnostics, page, survey)
    }

    /// The most combinations one pair of `contrast.yml` may check.
    static let maximumCombinations = 10_000
    /// The most combinations all the pattern pairs of `contrast.yml` may check together.
    static let maximumPatternTotal = 30_000

    /// What a `contrast.yml` says.
    struct Parsed {
        var declarations: [ContrastDeclaration]
        var diagnostics: [Diagnostic]
        var page: String?
        var survey: [String] = []
        /// `methods:`: WCAG 2 unless the file asks for APCA as well (`[wcag2, apca]`) or instead (`apca`).
        var methods: [ContrastMethod] = [.wcag2]
    }

    /// `methods:`, one name or a list; an unknown name is a warning and is left out, and none left is WCAG 2.
    private static func methods(_ node: Node?, at: (Node?) -> SourceLocation, problems: inout [Diagnostic]) -> [ContrastMethod] {
        guard let node else { return [.wcag2] }
        var methods: [ContrastMethod] = []
        for entry in node.sequence.map(Array.init) ?? [node] {
            let name = entry.string ?? ""
            guard let method = ContrastMethod(rawValue: name.lowercased()) else {
                problems.append(
                    .warning(
                        .contrastYAML, at: at(entry), "unknown contrast method `\(name)`",
                        reason:
                            "`methods:` names how pairs are measured: `wcag2` (WCAG 2's ratio, the default) and `apca` (APCA's lightness contrast).",
                        fix: Suggestions.nearest(to: name, in: ContrastMethod.allCases.map(\.rawValue), limit: 1).first.map {
                            "Did you mean `\($0)`?"
                        }
                            ?? "Write `methods: [wcag2, apca]`, or `methods: apca` for APCA alone."))
                continue
            }
            if !methods.contains(method) { methods.append(method) }
        }
        return methods.isEmpty ? [.wcag2] : methods
    }

    /// Pairs of a `contrast.yml` text, its `page:`, and the colours its `survey:` names (one token or pattern, or a
    /// list of them: which of these colours are readable on the page, a question rather than promises).
    ///
    /// Outside `--strict` a pair that cannot be checked (a token that does not exist, a pattern that matches
    /// nothing) is a warning and is left out; one with an unknown `usage:` or `level:` is checked as body text at
    /// AA. Only a file that is not YAML is an error, and it leaves out only its own pairs.
    static func parse(
        _ yaml: String, path: String, tokens: TokenModel
    ) -> Parsed {
        let source = SourceText(path: path, text: yaml)
        func at(_ node: Node?) -> SourceLocation { YAMLLocation.location(of: node?.mark, in: source, firstLine: 1) }
        let root: Node?
        switch YAMLLocation.compose(source, code: .contrastYAML, what: "contrast.yml") {
        case .success(let node): root = node
        case .failure(let problem): return Parsed(declarations: [], diagnostics: [problem.leavingOutOnlyItself()])
        }
        var diagnostics: [Diagnostic] = []
        var page: String?
        if let pageNode = root?.mapping?["page"] {
            var problems: [Diagnostic] = []
            page = tokenPath(pageNode, tokens: tokens, at: at(pageNode), problems: &problems)
            diagnostics += problems
        }
        let colourPaths = tokens.tokens(in: tokens.defaultMode).filter { $0.type == .color }.map(\.path)
        var survey: [String] = []
        if let surveyNode = root?.mapping?["survey"] {
            var problems: [Diagnostic] = []
            var seen: Set<String> = []
            for entry in surveyNode.sequence.map(Array.init) ?? [surveyNode] {
                let paths = tokenPaths(entry, excluding: [], colours: colourPaths, tokens: tokens, at: at(entry), problems: &problems) ?? []
                survey += paths.filter { seen.insert($0).inserted }
            }
            diagnostics += problems
        }
        let methods = self.methods(root?.mapping?["methods"], at: at, problems: &diagnostics)
        guard let pairs = root?.mapping?["pairs"]?.sequence else {
            return Parsed(
                declarations: [],
                diagnostics: diagnostics
                    + (root == nil || !survey.isEmpty
                        ? []
                        : [
                            .warning(
                                .contrastYAML, at: at(root), "contrast.yml has no `pairs:` list",
                                reason: "The file lists the colour pairs to check under `pairs:`.",
                                fix: "Start it with `pairs:` and give each pair `text:` and `background:` token references."
                            )
                        ]),
                page: page, survey: survey, methods: methods
            )
        }
        var declarations: [ContrastDeclaration] = []
        var fromPatterns: [ContrastDeclaration] = []
        for pair in pairs {
            guard let spec = pair.mapping else {
                diagnostics.append(
                    .warning(
                        .contrastPair, at: at(pair), "a pair must be a mapping",
                        reason: "Each pair lists `text:` (or `icon:`, `border:`), `background:` and `usage:`.",
                        fix: "Write it as `- text: \"{color.text.primary}\"` with the other keys below it."))
                continue
            }
            var problems: [Diagnostic] = []
            let roles: [(String, ContrastDeclaration.Role)] = [("text", .text), ("icon", .icon), ("border", .border)]
            guard let (key, role) = roles.first(where: { spec[$0.0] != nil }), let foregroundNode = spec[key] else {
                diagnostics.append(
                    .warning(
                        .contrastPair, at: at(pair), "the pair names no foreground",
                        reason: "A pair checks a `text:`, `icon:` or `border:` colour against its `background:`.",
                        fix: "Add `text: \"{color.text.primary}\"` (or `icon:` / `border:`)."))
                continue
            }
            guard let backgroundNode = spec["background"] else {
                diagnostics.append(
                    .warning(
                        .contrastPair, at: at(pair), "the pair has no `background:`",
                        reason: "A contrast ratio is measured against what is behind the \(key).", fix: "Add `background: \"{color.surface.card}\"`.")
                )
                continue
            }
            let excluded = exclusions(spec["exclude"], colours: colourPaths, at: at, problems: &problems)
            let foregrounds = tokenPaths(
                foregroundNode, excluding: excluded, colours: colourPaths, tokens: tokens, at: at(foregroundNode), problems: &problems)
            let backgrounds = tokenPaths(
                backgroundNode, excluding: excluded, colours: colourPaths, tokens: tokens, at: at(backgroundNode), problems: &problems)
            let over = spec["over"].flatMap { tokenPath($0, tokens: tokens, at: at($0), problems: &problems) }
            var usage: ContrastRequirement.Usage = role == .text ? .body : .ui
            // The text style's size and weight, for APCA (a size relative to the page has none).
            var textStyle: (size: Double?, weight: Double)?
            if let usageNode = spec["usage"] {
                if let value = usageNode.string.flatMap(ContrastRequirement.Usage.init(rawValue:)) {
                    usage = value
                } else {
                    problems.append(
                        .warning(
                            .contrastUsage, at: at(usageNode), "unknown usage `\(usageNode.string ?? "")`",
                            reason:
                                "A usage is `body` (4.5:1), `large` (3:1, text of 24px or 18.67px bold) or `ui` (3:1, icons, borders, focus rings); the pair is checked as \(usage.rawValue).",
                            fix: Suggestions.nearest(to: usageNode.string ?? "", in: ["body", "large", "ui"], limit: 1).first.map {
                                "Did you mean `\($0)`?"
                            } ?? "Use `body`, `large` or `ui`."
                        ))
                }
            } else if let styleNode = spec["text-style"] {
                if let style = self.usage(ofTextStyle: styleNode, tokens: tokens, at: at(styleNode), problems: &problems) {
                    usage = style.usage
                    textStyle = (style.size, style.weight)
                }
            }
            var level: ContrastRequirement.Level = .aa
            if let levelNode = spec["level"] {
                if let value = levelNode.string.flatMap({ ContrastRequirement.Level(rawValue: $0.uppercased()) }) {
                    level = value
                } else {
                    problems.append(
                        .warning(
                            .contrastLevel, at: at(levelNode), "unknown level `\(levelNode.string ?? "")`",
                            reason: "WCAG levels are `AA` and `AAA`; the pair is checked at AA.", fix: "Use `AA` (the default) or `AAA`."))
                }
            }
            var tooMany = false
            if let foregrounds, let backgrounds, foregrounds.count * backgrounds.count > maximumCombinations {
                tooMany = true
                problems.append(
                    .warning(
                        .contrastPattern, at: at(pair),
                        "this pair checks \(foregrounds.count) × \(backgrounds.count) combinations, more than \(maximumCombinations)",
                        reason:
                            "A pattern checks every token it matches against every background; so many pairs are almost all ones the design never uses, and the table could not be read.",
                        fix: "Narrow the patterns to the text and background groups, such as `{fgColor.*}` on `{bgColor.*}`, or add `exclude:`."
                    ))
            } else if let foregrounds, let backgrounds, fromPatterns.count + foregrounds.count * backgrounds.count > maximumPatternTotal {
                tooMany = true
                problems.append(
                    .warning(
                        .contrastPattern, at: at(pair),
                        "with this pair the patterns of contrast.yml check more than \(maximumPatternTotal) combinations",
                        reason:
                            "Each pattern pair is within its limit, but together they ask for more pairs than any table can show; this pair and its combinations are left out.",
                        fix: "Narrow the patterns, or merge pairs that check the same groups."
                    ))
            }
            diagnostics += problems
            // A pair is left out when it names no colour it can check, or far too many.
            guard !tooMany, let foregrounds, let backgrounds else { continue }
            // A pattern checks every combination, and a token is never measured against itself.
            let isPattern = [foregroundNode, backgroundNode].contains { $0.string?.contains("*") == true }
            // A pattern's combinations follow the draft's rule: never one status on another (danger text on a success
            // fill); a pair written out is checked whatever it names.
            var acrossStatuses: [(String, String)] = []
            for foreground in foregrounds {
                let family = isPattern ? ColorRoles.statusFamily(of: foreground) : nil
                for background in backgrounds where background != foreground {
                    if let family, let other = ColorRoles.statusFamily(of: background), other != family {
                        acrossStatuses.append((foreground, background))
                        continue
                    }
                    var declaration = ContrastDeclaration(
                        foreground: foreground, role: role, background: background, over: over, usage: usage, level: level,
                        allowFailure: spec["allow-failure"]?.string, source: at(pair), origin: "contrast.yml", methods: methods
                    )
                    if let size = textStyle?.size {
                        declaration.textSize = size
                        declaration.textWeight = textStyle?.weight
                    }
                    if isPattern { fromPatterns.append(declaration) } else { declarations.append(declaration) }
                }
            }
            if let (foreground, background) = acrossStatuses.first {
                var advisory = Diagnostic.warning(
                    .contrastPattern, at: at(pair),
                    "\(acrossStatuses.count) combination\(acrossStatuses.count == 1 ? "" : "s") of this pattern pair put\(acrossStatuses.count == 1 ? "s" : "") one status's colour on another's, such as `\(foreground)` on `\(background)`, and \(acrossStatuses.count == 1 ? "is" : "are") not checked",
                    reason: "A status's text goes on that status's backgrounds (danger on danger), so such combinations are ones no screen shows.",
                    fix: "If a screen does show one, write that pair out in content/contrast.yml; it is then checked."
                )
                advisory.advisory = true
                diagnostics.append(advisory)
            }
        }
        // A pair written out wins over the same colours a pattern finds, whatever its usage or level.
        func colours(_ declaration: ContrastDeclaration) -> String {
            [declaration.foreground, declaration.background, declaration.over ?? ""].joined(separator: "|")
        }
        var seen = Set(declarations.map(colours))
        declarations += fromPatterns.filter { seen.insert(colours($0)).inserted }
        return Parsed(declarations: declarations, diagnostics: diagnostics, page: page, survey: survey, methods: methods)
    }

    /// The colour tokens a pair's `text:` or `background:` names: one path, or every colour token
    /// a pattern such as `{fgColor.*}` matches, less `exclude:`; `nil` (and a diagnostic) when none.
    private static func tokenPaths(
        _ node: Node, excluding excluded: [TokenPattern], colours: [String], tokens: TokenModel, at location: SourceLocation,
        problems: inout [Diagnostic]
    ) -> [String]? {
        let text = node.string ?? ""
        guard text.contains("*") else { return tokenPath(node, tokens: tokens, at: location, problems: &problems).map { [$0] } }
        let pattern = TokenPattern(text)
        let matched = colours.filter { pattern.matches($0) }
        let kept = matched.filter { path in !excluded.contains { $0.matches(path) } }
        guard kept.isEmpty else { return kept }
        let groups = Array(Set(colours.map { $0.split(separator: ".").dropLast().joined(separator: ".") }.filter { !$0.isEmpty })).sorted()
        problems.append(
            .warning(
                .contrastPattern, at: location, "`\(text)` matches no colour token\(matched.isEmpty ? "" : " that `exclude:` leaves")",
                reason: matched.isEmpty
                    ? "A pattern names colour tokens by path, with `*` standing for any part of it, as in `{color.text.*}`."
                    : "The pattern matches \(matched.count) colour token\(matched.count == 1 ? "" : "s"), and `exclude:` removes all of them.",
                fix: matched.isEmpty
                    ? NameSuggestions.didYouMean(NameSuggestions.nearestPaths(to: pattern.prefix, among: groups), wrap: { "`{\($0).*}`" })
                        ?? "Check the pattern against the token pages."
                    : "Narrow `exclude:` so that it leaves some of the tokens the pattern matches."
            ))
        return nil
    }

    /// A pair's `exclude:` (one pattern or a list); an entry that is not text, or that matches no
    /// colour token at all (most likely a typo, which would exclude nothing), is reported.
    private static func exclusions(_ node: Node?, colours: [String], at: (Node?) -> SourceLocation, problems: inout [Diagnostic]) -> [TokenPattern] {
        guard let node else { return [] }
        var patterns: [TokenPattern] = []
        for entry in node.sequence ?? [node] {
            guard let text = entry.string else {
                problems.append(
                    .warning(
                        .contrastPair, at: at(entry), "an `exclude:` entry must be a token or a pattern",
                        reason:
                            "`exclude:` lists the tokens to take out of the pair's patterns, such as `\"{bgColor.inverse}\"` or `\"{fgColor.on*}\"`.",
                        fix: "Write each entry as a quoted token path or pattern."
                    ))
                continue
            }
            let pattern = TokenPattern(text)
            if !colours.contains(where: pattern.matches) {
                problems.append(
                    .warning(
                        .contrastPattern, at: at(entry), "`exclude:` entry `\(text)` matches no colour token",
                        reason: "So it takes nothing out of the pair; a misspelt exclusion leaves in the pairs it was meant to remove.",
                        fix: NameSuggestions.didYouMean(NameSuggestions.nearestPaths(to: pattern.prefix, among: colours), wrap: { "`{\($0)}`" })
                            ?? "Check it against the token pages, or remove it."
                    ))
            }
            patterns.append(pattern)
        }
        return patterns
    }

    /// A token path from `"{a.b}"` or `a.b`, checked against the model, or a colour written as itself (`#ffffff`,
    /// the page of a palette without a white token); `nil` (and a warning: the pair is left out) when unknown.
    private static func tokenPath(_ node: Node, tokens: TokenModel, at location: SourceLocation, problems: inout [Diagnostic]) -> String? {
        let text = (node.string ?? "").trimmingWhitespace()
        if text.hasPrefix("#"), let color = Color(hex: text) { return color.hex }
        do {
            return try tokens.resolve(reference: text, mode: tokens.defaultMode, at: location).path
        } catch {
            var warning = error
            warning.severity = .warning
            problems.append(warning)
            return nil
        }
    }

    /// Large or body text, from a typography token's size and weight.
    private static func usage(
        ofTextStyle node: Node, tokens: TokenModel, at location: SourceLocation, problems: inout [Diagnostic]
    ) -> (usage: ContrastRequirement.Usage, size: Double?, weight: Double)? {
        guard let path = tokenPath(node, tokens: tokens, at: location, problems: &problems),
            let token = tokens.token(at: path, in: tokens.defaultMode)
        else { return nil }
        guard case let .typography(style) = token.value else {
            problems.append(
                .warning(
                    .contrastTextStyle, at: location, "`\(path)` is not a type style",
                    reason: "`text-style` names a typography token, whose size and weight decide whether the text is large.",
                    fix: "Name a typography token, such as `{type.body}`."))
            return nil
        }
        // A size relative to the page (`%`, `vw`) cannot be shown large, so it is checked as body text.
        let size = style.fontSize.pixels()
        return (ContrastRequirement.usage(fontSize: size ?? 0, fontWeight: style.fontWeight ?? 400), size, style.fontWeight ?? 400)
    }

    /// A manifest pair with `{{param}}` placeholders expanded over the values of that enum parameter.
    static func expand(
        _ pair: ComponentManifest.ContrastPair, of manifest: ComponentManifest, tokens: TokenModel
    ) -> ([ContrastDeclaration], [Diagnostic]) {
        let placeholders = Set([pair.foreground, pair.background, pair.over ?? ""].flatMap(placeholderNames))
        var assignments: [[String: String]] = [[:]]
        for name in placeholders.sorted() {
            guard let parameter = manifest.parameters.first(where: { $0.name == name }), parameter.kind == .enum else {
                return (
                    [],
                    [
                        .error(
                            .contrastPlaceholder, at: pair.location,
                            "`{{\(name)}}` in a contrast pair is not an enum parameter of `\(manifest.name)`",
                            reason:
                                "A placeholder is expanded over every value an enum parameter allows, so each colour the component can paint is checked.",
                            fix: "Use an enum parameter, or write one pair per token."
                        )
                    ]
                )
            }
            assignments = assignments.flatMap { assignment in parameter.values.map { assignment.merging([name: $0]) { a, _ in a } } }
        }
        var declarations: [ContrastDeclaration] = []
        var diagnostics: [Diagnostic] = []
        let usage = ContrastRequirement.Usage(rawValue: pair.usage)
        if usage == nil {
            diagnostics.append(
                .error(
                    .contrastUsage, at: pair.location, "unknown usage `\(pair.usage)`", reason: "A usage is `body`, `large` or `ui`.",
                    fix: "Use one of those."))
        }
        for assignment in assignments {
            func fill(_ text: String) -> String {
                var result = text
                for (name, value) in assignment { result = result.replacingOccurrences(of: "{{\(name)}}", with: value) }
                return result
            }
            var problems: [Diagnostic] = []
            let foreground = resolvePath(fill(pair.foreground), tokens: tokens, at: pair.location, problems: &problems)
            let background = resolvePath(fill(pair.background), tokens: tokens, at: pair.location, problems: &problems)
            let over = pair.over.flatMap { resolvePath(fill($0), tokens: tokens, at: pair.location, problems: &problems) }
            // Only supported components reach the contrast table, so this is empty for them; `supports` uses it as the test.
            diagnostics += problems
            guard problems.isEmpty, let foreground, let background, let usage else { continue }
            let variant = assignment.keys.sorted().map { "\($0): \(assignment[$0] ?? "")" }.joined(separator: ", ")
            declarations.append(
                ContrastDeclaration(
                    foreground: foreground, role: pair.role, background: background, over: over, usage: usage, level: .aa,
                    allowFailure: pair.allowFailure, source: pair.location,
                    origin: "component \(manifest.name)" + (variant.isEmpty ? "" : " (\(variant))")
                ))
        }
        return (declarations, diagnostics)
    }

    private static func resolvePath(_ reference: String, tokens: TokenModel, at location: SourceLocation, problems: inout [Diagnostic]) -> String? {
        do {
            return try tokens.resolve(reference: reference, mode: tokens.defaultMode, at: location).path
        } catch {
            problems.append(error)
            return nil
        }
    }

    private static func placeholderNames(_ text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            names.append(rest[open.upperBound..<close.lowerBound].trimmingWhitespace())
            rest = rest[close.upperBound...]
        }
        return names
    }
}
