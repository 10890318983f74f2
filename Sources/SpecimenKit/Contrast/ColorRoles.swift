import SpecimenTokens

/// What each colour token of a design system is for, read from its name as the big systems name
/// them, and the pairs a team would check: the starter `contrast.yml` of `specimen init --tokens`,
/// and the page background that translucent backgrounds are measured over.
///
/// A name is cut into words at dots, `-`, `_`, `/` and camelCase (`fgColor.onEmphasis` is
/// fg · color · on · emphasis; `neutral-content-color-default` is neutral · content · color ·
/// default). Its last role word makes it a foreground (`text`, `fg`, `foreground`, `content`,
/// `icon`, `label`) or a background (`bg`, `background`, `surface`, `layer`, `field`, `fill`,
/// `canvas`); `on` followed by a name (`on-brand`, `onEmphasis`) makes it a foreground for
/// backgrounds of that name. What is left, less generic words (`color`, `default`…), says its
/// role: `danger` in `text.danger`, nothing in `fgColor.muted`, which is neutral.
struct ColorRoles {
    /// One colour token, as its name reads.
    struct Token: Equatable {
        var path: String
        var words: [String]
        var kind: Kind
        /// The words that are neither role nor generic, in order: `[danger, muted]` for `bgColor.danger.muted`.
        var qualifiers: [String]
        /// `[emphasis]` for `fgColor.onEmphasis`: it is meant for backgrounds with these words.
        var onTarget: [String]?
        /// The system's namespace it is in (`kui` for Kong's `kui-color-text`), `nil` for none: a system that keeps two
        /// trees of names pairs each tree's colours with its own.
        var namespace: String? = nil

        /// The qualifiers that name a role (`danger`, `accent`), not an intensity (`muted`, `secondary`).
        var hue: [String] { qualifiers.filter { !ColorRoles.intensityWords.contains($0) && !$0.allSatisfy(\.isNumber) } }
        /// Whether it is a strong or inverted background, which text of its own role does not go on.
        var isEmphasis: Bool { qualifiers.contains { ColorRoles.emphasisWords.contains($0) } }
        /// Whether it is a weaker variant (`secondary`, `muted`), which `on-` text does not go on.
        var isTint: Bool { qualifiers.contains { ColorRoles.tintWords.contains($0) } }
        /// The status it belongs to (`danger` for `text.error` and `onCritical`), `nil` for none.
        var family: String? { (qualifiers + (onTarget ?? [])).lazy.compactMap { ColorRoles.statusFamilies[$0] }.first }
    }

    enum Kind: Equatable {
        case text, icon, background
    }

    /// A pair a team would check, and why it was chosen.
    struct Pair: Equatable {
        var foreground: String
        var kind: Kind
        var background: String
        var why: String
        /// How surely a team uses it, most sure first: what a draft with too many candidates keeps.
        var rank: Rank
    }

    /// Why a pair was chosen, in the order a draft keeps them when it cannot keep all.
    enum Rank: Int, Comparable {
        /// Text and background of one name (`errorText`, `errorBackground`): the team paired them itself.
        case oneName
        /// `on-X` text on an X background: named for it.
        case onTarget
        /// A status's text on that status's backgrounds.
        case status
        /// Neutral text on a neutral surface.
        case neutral
        /// A role's text on the page.
        case onPage
        /// A palette scale's dark shade on its lightest (`PaletteScales`): guessed, as no name says a role.
        case paletteScale

        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The colour tokens with a role, in declaration order (states such as hover and disabled are left out).
    let tokens: [Token]
    /// Every colour token path, in declaration order.
    let colours: [String]

    init(colours: [String]) {
        self.colours = colours
        // A first word most names share (Kong's `kui-…`, a `fig.…` tier) is the system's namespace, not a role.
        var firstWords: [String: Int] = [:]
        for path in colours { if let first = Self.words(path).first { firstWords[first, default: 0] += 1 } }
        let namespace = Set(
            firstWords.filter {
                $0.value >= 10 && $0.value * 5 >= colours.count && Self.foregroundWords[$0.key] == nil && !Self.backgroundWords.contains($0.key)
            }
            .keys)
        let generic = Self.genericWords.union(namespace)
        tokens = colours.compactMap { path in
            guard var token = Self.read(path, generic: generic) else { return nil }
            token.namespace = token.words.first.flatMap { namespace.contains($0) ? $0 : nil }
            return token
        }
    }

    var foregrounds: [Token] { tokens.filter { $0.kind != .background } }
    var backgrounds: [Token] { tokens.filter { $0.kind == .background } }

    /// The background a page is painted with, by name and by value: a neutral background named like a page
    /// (`page`, `canvas`, `main`, `default`), plain rather than muted, layered or strong, that is light in every
    /// light mode and dark in every dark one (see `isDark(mode:)`); among equal names, the lightest in light modes
    /// and darkest in dark ones. Never a focus, brand, action or status colour. `nil` when nothing qualifies:
    /// the page is then white, and black in dark modes.
    func pageBackground(in model: TokenModel) -> String? {
        func score(_ token: Token) -> Int {
            var score = 0
            for word in token.words {
                if Self.pageWords.contains(word) { score += 4 }
                if ["base", "default", "primary"].contains(word) { score += 2 }
                if ["secondary", "tertiary", "muted", "subtle", "inset", "raised", "overlay", "sunken", "elevated", "grouped"].contains(word) {
                    score -= 3
                }
                if ["neutral", "gray", "grey"].contains(word) || word.allSatisfy(\.isNumber) { score -= 1 }
            }
            return score - token.words.count
        }
        // How far toward white in light modes and black in dark ones, over all modes; nil when it is not a page there.
        func extremity(_ token: Token) -> Double? {
            var total = 0.0
            for mode in model.modes {
                guard case let .color(color)? = model.token(at: token.path, in: mode)?.value, color.isOpaque else { return nil }
                let luminance = WCAG.relativeLuminance(of: color)
                let dark = Self.isDark(mode: mode)
                guard dark ? luminance <= 0.1 : luminance >= 0.5 else { return nil }
                total += dark ? -luminance : luminance
            }
            return total
        }
        let candidates = backgrounds.enumerated().compactMap { offset, token -> (Token, Int, Double, Int)? in
            guard token.hue.isEmpty, token.family == nil, !token.isEmphasis, !token.words.contains(where: Self.notPageWords.contains),
                let extremity = extremity(token)
            else { return nil }
            return (token, score(token), extremity, offset)
        }
        return candidates.max { ($0.1, $0.2, -$0.3) < ($1.1, $1.2, -$1.3) }?.0.path
    }

    /// Whether a mode is a dark one, by its name: `dark`, `night`, `dim` (`classic-night`, `darkHighContrast`).
    static func isDark(mode: String) -> Bool {
        words(mode).contains { ["dark", "night", "dim"].contains($0) }
    }

    private static let pageWords: Set<String> = ["page", "canvas", "app", "body", "window", "main", "screen"]
    /// Backgrounds that are never the page, whatever their value.
    private static let notPageWords: Set<String> = [
        "focus", "ring", "brand", "accent", "action", "interactive", "selected", "highlight", "overlay", "backdrop", "scrim",
        "tooltip", "shadow", "skeleton", "disabled", "transparent",
    ]

    /// The pairs to check, each once, foregrounds in declaration order:
    /// - `on-X` text on every background named X (`fgColor.onEmphasis` on `bgColor.danger.emphasis`);
    /// - text and a background of the same name (`errorText` on `errorBackground`), when there are such;
    /// - else a role's text on that role's backgrounds that are not strong ones (`text.danger` on `background.danger.muted`);
    /// - neutral text on neutral backgrounds that are not strong or inverted;
    /// - a role's text also on the page background (`page`).
    func pairs(page: String?) -> [Pair] {
        var pairs: [Pair] = []
        var seen: Set<String> = []
        func add(_ foreground: Token, _ background: String, _ why: String, _ rank: Rank) {
            guard foreground.path != background, seen.insert(foreground.path + "\u{0}" + background).inserted else { return }
            pairs.append(Pair(foreground: foreground.path, kind: foreground.kind, background: background, why: why, rank: rank))
        }
        let what = { (token: Token) in token.kind == .icon ? "icon" : "text" }
        for foreground in foregrounds {
            if let target = foreground.onTarget {
                // `on-positive` goes on the positive background itself and its strong variants, not on its tints.
                for background in backgrounds where Self.contains(background.words, target) && !background.isTint && Self.fit(foreground, background)
                {
                    add(foreground, background.path, "\(what(foreground)) meant for \(target.joined(separator: " ")) backgrounds", .onTarget)
                }
                continue
            }
            // One name for a role (`errorText`, `errorBackground`); a neutral name (`neutral-content` and
            // `neutral-background`) is neutral, whatever it shares.
            let same = foreground.hue.isEmpty ? [] : backgrounds.filter { $0.qualifiers == foreground.qualifiers && Self.fit(foreground, $0) }
            if !same.isEmpty {
                for background in same {
                    add(
                        foreground, background.path,
                        "\(what(foreground)) and background of one name: \(foreground.qualifiers.joined(separator: " "))",
                        .oneName
                    )
                }
            } else if !foreground.hue.isEmpty {
                let role = foreground.hue.joined(separator: " ")
                for background in backgrounds where background.hue == foreground.hue && !background.isEmphasis && Self.fit(foreground, background) {
                    add(foreground, background.path, "\(role) \(what(foreground)) on \(Self.article(role)) \(role) background", .status)
                }
            } else {
                for background in backgrounds
                where background.hue.isEmpty && background.family == nil && !background.isEmphasis && Self.fit(foreground, background) {
                    add(foreground, background.path, "neutral \(what(foreground)) on a neutral background", .neutral)
                }
            }
            if let page, !foreground.hue.isEmpty, tokens.first(where: { $0.path == page })?.namespace == foreground.namespace {
                add(foreground, page, "\(foreground.hue.joined(separator: " ")) \(what(foreground)) on the page background", .onPage)
            }
        }
        return pairs
    }

    /// Whether `foreground` may go on `background`: never one status on another (danger text on a success
    /// fill), and `on-` text with a role of its own only on backgrounds of that role or none.
    static func fit(_ foreground: Token, _ background: Token) -> Bool {
        guard foreground.namespace == background.namespace else { return false }
        if let a = foreground.family, let b = background.family, a != b { return false }
        let hue = foreground.hue, other = background.hue
        return hue.isEmpty || other.isEmpty || hue.contains(where: other.contains)
    }

    /// The status family a token path names (`danger` for `fgColor.error.muted`), `nil` for none.
    static func statusFamily(of path: String) -> String? {
        words(path).lazy.compactMap { statusFamilies[$0] }.first
    }

    /// `a` or `an` before `word`.
    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    // MARK: Reading a name

    private static let foregroundWords: [String: Kind] = [
        "text": .text, "fg": .text, "foreground": .text, "content": .text, "label": .text, "ink": .text, "subtext": .text,
        "font": .text, "typography": .text, "texticon": .text,
        "icon": .icon, "icons": .icon, "glyph": .icon,
    ]
    private static let backgroundWords: Set<String> = [
        "bg", "background", "backgrounds", "surface", "surfaces", "layer", "field", "fill", "canvas", "container",
    ]
    /// Words that say nothing about a token's role.
    private static let genericWords: Set<String> = [
        "color", "colors", "colour", "colours", "semantic", "semantics", "sys", "system", "theme", "token", "tokens", "value",
        "default", "base", "static", "rest", "enabled", "idle", "normal",
        // The tiers of a token system's own layout (Auro's `basic` and `advanced`, `global`, `alias`).
        "basic", "advanced", "shared", "global", "common", "core", "alias", "aliases",
    ]
    /// How strong a colour of its role is, or where it sits, not which role it has.
    static let intensityWords: Set<String> = [
        "neutral", "gray", "grey", "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "subdued", "strong",
        "emphasis", "emphasized", "bold", "quiet", "soft", "weak", "heavy", "inset", "raised", "overlay", "sunken", "elevated",
        "inverse", "inverted", "page", "canvas", "app", "body", "window", "grouped", "solid", "loud", "main", "screen",
        "stronger", "strongest", "xstrong", "weaker", "weakest", "xweak", "contrast",
    ]
    /// Strong and inverted backgrounds, which carry `on-` text rather than text of their own role.
    static let emphasisWords: Set<String> = [
        "emphasis", "emphasized", "strong", "stronger", "strongest", "xstrong", "bold", "solid", "loud", "inverse", "inverted", "contrast",
    ]
    /// Weaker variants of a role's background, which carry that role's own text rather than `on-` text.
    static let tintWords: Set<String> = [
        "secondary", "tertiary", "quaternary", "muted", "subtle", "subdued", "soft", "weak", "weaker", "weakest", "xweak", "light", "tint",
    ]
    /// Foregrounds with these words go on backgrounds with the same word: inverse text on inverse fills.
    private static let inverseWords: Set<String> = ["inverse", "inverted", "contrast"]
    /// Status words, each to its family: text of one status goes on that status's backgrounds only.
    static let statusFamilies: [String: String] = [
        "danger": "danger", "error": "danger", "critical": "danger", "negative": "danger", "destructive": "danger",
        "success": "success", "positive": "success", "ok": "success", "valid": "success",
        "warning": "warning", "caution": "warning", "attention": "warning", "warn": "warning",
        "info": "info", "information": "info", "informative": "info", "notice": "info",
    ]
    /// Colours behind or over a surface that text never sits on directly: scrims, shadows, transparency. (An
    /// `overlay` is either a scrim or the surface of a menu; `StarterTokens` tells them by their alpha.)
    private static let notSurfaceWords: Set<String> = ["backdrop", "scrim", "shadow", "transparent", "skeleton"]
    /// Interaction states and disabled colours: a starter leaves them to the team.
    private static let stateWords: Set<String> = [
        "hover", "hovered", "pressed", "down", "active", "focus", "focused", "selected", "checked", "visited", "disabled", "dragged",
    ]

    /// Whether a name is an interaction state's or a disabled colour's (`blue.hover.60`), which a starter leaves out.
    static func namesAState(_ words: [String]) -> Bool { words.contains(where: stateWords.contains) }

    /// `generic`: `genericWords` and the system's namespace.
    private static func read(_ path: String, generic genericWords: Set<String>) -> Token? {
        let words = Self.words(path)
        guard !namesAState(words), !words.contains(where: notSurfaceWords.contains) else { return nil }
        guard let roleIndex = words.lastIndex(where: { foregroundWords[$0] != nil || backgroundWords.contains($0) }) else {
            // `onBrand` alone (no text word) is still a foreground for brand backgrounds.
            guard let on = words.firstIndex(of: "on"), on + 1 < words.count else { return nil }
            return Token(path: path, words: words, kind: .text, qualifiers: [], onTarget: Array(words[(on + 1)...]))
        }
        let kind = foregroundWords[words[roleIndex]] ?? .background
        var onTarget: [String]?
        var qualifiers: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "on", kind != .background, index + 1 < words.count, index != roleIndex {
                onTarget = Array(words[(index + 1)...]).filter { !genericWords.contains($0) && foregroundWords[$0] == nil }
                break
            }
            if index != roleIndex, foregroundWords[word] == nil, !backgroundWords.contains(word), !genericWords.contains(word) {
                qualifiers.append(word)
            }
            index += 1
        }
        if onTarget?.isEmpty == true { onTarget = nil }
        // Inverse text (`text.inverse`, Moon's `text.contrast.warning`) is meant for inverse backgrounds, not the page.
        if kind != .background, onTarget == nil, let inverse = qualifiers.first(where: inverseWords.contains) {
            onTarget = [inverse]
            qualifiers.removeAll { $0 == inverse }
        }
        return Token(path: path, words: words, kind: kind, qualifiers: qualifiers, onTarget: onTarget)
    }

    /// `fgColor.onEmphasis` → `[fg, color, on, emphasis]`; `$root` and digits-only parts of numbers stay words.
    static func words(_ path: String) -> [String] {
        // Every colour's name is read on every evaluation: ASCII names, nearly all, byte by byte.
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(path) }
        var words: [String] = []
        for segment in path.split(whereSeparator: { ".-_/ ".contains($0) }) where segment != "$root" {
            var word = ""
            var previous: Character?
            for character in segment {
                // A capital after a lower-case letter or digit starts a word: `bodyText`, `layer1Color`.
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                    words.append(word.lowercased())
                    word = ""
                }
                word.append(character)
                previous = character
            }
            if !word.isEmpty { words.append(word.lowercased()) }
        }
        return words
    }

    /// `words(_:)` of an ASCII name, where letters are bytes.
    private static func asciiWords(_ path: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        var previous: UInt8 = 0
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for segment in path.utf8.split(whereSeparator: { ".-_/ ".utf8.contains($0) }) where !segment.elementsEqual("$root".utf8) {
            previous = 0
            for byte in segment {
                // A capital after a lower-case letter or digit starts a word: `bodyText`, `layer1Color`.
                if isUpper(byte), isLower(previous) || isDigit(previous), !word.isEmpty { endWord() }
                word.append(byte)
                previous = byte
            }
            endWord()
        }
        return words
    }

    /// Whether `words` holds `target` as a run.
    private static func contains(_ words: [String], _ target: [String]) -> Bool {
        guard !target.isEmpty, target.count <= words.count else { return false }
        return (0...(words.count - target.count)).contains { Array(words[$0..<($0 + target.count)]) == target }
    }
}
