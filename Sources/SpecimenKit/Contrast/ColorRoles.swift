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

        /// The qualifiers that name a role (`danger`, `accent`), not an intensity (`muted`, `secondary`).
        var hue: [String] { qualifiers.filter { !ColorRoles.intensityWords.contains($0) && !$0.allSatisfy(\.isNumber) } }
        /// Whether it is a strong or inverted background, which text of its own role does not go on.
        var isEmphasis: Bool { qualifiers.contains { ColorRoles.emphasisWords.contains($0) } }
        /// Whether it is a weaker variant (`secondary`, `muted`), which `on-` text does not go on.
        var isTint: Bool { qualifiers.contains { ColorRoles.tintWords.contains($0) } }
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
    }

    /// The colour tokens with a role, in declaration order (states such as hover and disabled are left out).
    let tokens: [Token]
    /// Every colour token path, in declaration order.
    let colours: [String]

    init(colours: [String]) {
        self.colours = colours
        tokens = colours.compactMap(Self.read)
    }

    var foregrounds: [Token] { tokens.filter { $0.kind != .background } }
    var backgrounds: [Token] { tokens.filter { $0.kind == .background } }

    /// The background a page is painted with: a neutral background named like a page (`page`, `canvas`,
    /// `base`, `body`, `default`), plain rather than muted or layered; `nil` when nothing is named a background.
    var pageBackground: String? {
        let neutral = backgrounds.filter { $0.hue.isEmpty && !$0.isEmphasis }
        func score(_ token: Token) -> Int {
            var score = 0
            for word in token.words {
                if ["page", "canvas", "app", "body", "window"].contains(word) { score += 4 }
                if ["base", "default", "primary"].contains(word) { score += 2 }
                if ["secondary", "tertiary", "muted", "subtle", "inset", "raised", "overlay", "sunken", "elevated", "grouped"].contains(word) {
                    score -= 3
                }
                if ["neutral", "gray", "grey"].contains(word) || word.allSatisfy(\.isNumber) { score -= 1 }
            }
            return score - token.words.count
        }
        return neutral.enumerated().max { (score($0.element), -$0.offset) < (score($1.element), -$1.offset) }?.element.path
    }

    /// The pairs to check, each once, foregrounds in declaration order:
    /// - `on-X` text on every background named X (`fgColor.onEmphasis` on `bgColor.danger.emphasis`);
    /// - text and a background of the same name (`errorText` on `errorBackground`), when there are such;
    /// - else a role's text on that role's backgrounds that are not strong ones (`text.danger` on `background.danger.muted`);
    /// - neutral text on neutral backgrounds that are not strong or inverted;
    /// - a role's text also on the page background (`page`).
    func pairs(page: String?) -> [Pair] {
        var pairs: [Pair] = []
        var seen: Set<String> = []
        func add(_ foreground: Token, _ background: String, _ why: String) {
            guard foreground.path != background, seen.insert(foreground.path + "\u{0}" + background).inserted else { return }
            pairs.append(Pair(foreground: foreground.path, kind: foreground.kind, background: background, why: why))
        }
        let what = { (token: Token) in token.kind == .icon ? "icon" : "text" }
        for foreground in foregrounds {
            if let target = foreground.onTarget {
                // `on-positive` goes on the positive background itself and its strong variants, not on its tints.
                for background in backgrounds where Self.contains(background.words, target) && !background.isTint {
                    add(foreground, background.path, "\(what(foreground)) meant for \(target.joined(separator: " ")) backgrounds")
                }
                continue
            }
            // One name for a role (`errorText`, `errorBackground`); a neutral name (`neutral-content` and
            // `neutral-background`) is neutral, whatever it shares.
            let same = foreground.hue.isEmpty ? [] : backgrounds.filter { $0.qualifiers == foreground.qualifiers }
            if !same.isEmpty {
                for background in same {
                    add(
                        foreground, background.path, "\(what(foreground)) and background of one name: \(foreground.qualifiers.joined(separator: " "))"
                    )
                }
            } else if !foreground.hue.isEmpty {
                let role = foreground.hue.joined(separator: " ")
                for background in backgrounds where background.hue == foreground.hue && !background.isEmphasis {
                    add(foreground, background.path, "\(role) \(what(foreground)) on \(Self.article(role)) \(role) background")
                }
            } else {
                for background in backgrounds where background.hue.isEmpty && !background.isEmphasis {
                    add(foreground, background.path, "neutral \(what(foreground)) on a neutral background")
                }
            }
            if let page, !foreground.hue.isEmpty {
                add(foreground, page, "\(foreground.hue.joined(separator: " ")) \(what(foreground)) on the page background")
            }
        }
        return pairs
    }

    /// `a` or `an` before `word`.
    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    // MARK: Reading a name

    private static let foregroundWords: [String: Kind] = [
        "text": .text, "fg": .text, "foreground": .text, "content": .text, "label": .text, "ink": .text, "subtext": .text,
        "font": .text,
        "icon": .icon, "glyph": .icon,
    ]
    private static let backgroundWords: Set<String> = ["bg", "background", "backgrounds", "surface", "layer", "field", "fill", "canvas"]
    /// Words that say nothing about a token's role.
    private static let genericWords: Set<String> = [
        "color", "colors", "colour", "colours", "semantic", "semantics", "sys", "system", "theme", "token", "tokens", "value",
        "default", "base", "static",
    ]
    /// How strong a colour of its role is, or where it sits, not which role it has.
    static let intensityWords: Set<String> = [
        "neutral", "gray", "grey", "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "subdued", "strong",
        "emphasis", "emphasized", "bold", "quiet", "soft", "weak", "heavy", "inset", "raised", "overlay", "sunken", "elevated",
        "inverse", "inverted", "page", "canvas", "app", "body", "window", "grouped", "solid", "loud",
    ]
    /// Strong and inverted backgrounds, which carry `on-` text rather than text of their own role.
    static let emphasisWords: Set<String> = ["emphasis", "emphasized", "strong", "bold", "solid", "loud", "inverse", "inverted"]
    /// Weaker variants of a role's background, which carry that role's own text rather than `on-` text.
    static let tintWords: Set<String> = ["secondary", "tertiary", "quaternary", "muted", "subtle", "subdued", "soft", "weak", "light", "tint"]
    /// Interaction states and disabled colours: a starter leaves them to the team.
    private static let stateWords: Set<String> = [
        "hover", "hovered", "pressed", "down", "active", "focus", "focused", "selected", "checked", "visited", "disabled", "dragged",
    ]

    private static func read(_ path: String) -> Token? {
        let words = Self.words(path)
        guard !words.contains(where: stateWords.contains) else { return nil }
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
        return Token(path: path, words: words, kind: kind, qualifiers: qualifiers, onTarget: onTarget)
    }

    /// `fgColor.onEmphasis` → `[fg, color, on, emphasis]`; `$root` and digits-only parts of numbers stay words.
    static func words(_ path: String) -> [String] {
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

    /// Whether `words` holds `target` as a run.
    private static func contains(_ words: [String], _ target: [String]) -> Bool {
        guard !target.isEmpty, target.count <= words.count else { return false }
        return (0...(words.count - target.count)).contains { Array(words[$0..<($0 + target.count)]) == target }
    }
}
