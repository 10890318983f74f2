import SwiftIDEUtils
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Highlights Swift with swift-syntax's parser and SwiftIDEUtils' classifications (see ``SwiftClassifier``).
///
/// Documentation code is often a fragment (`case a, b`, a member list, a modifier chain).
/// When the text does not parse cleanly on its own it is also parsed inside a few
/// wrappers and the variant with the fewest errors wins; offsets are then shifted back,
/// so the wrapper never reaches the output.
enum SwiftHighlighter {
    /// Text placed around the code for one parse attempt.
    private struct Wrapper {
        let prefix: String
        let suffix: String
        /// Which of two equal scores wins: the lower.
        let preference: Int
    }

    // Each wrapper starts the code on a fresh line so no code token is lexed differently.
    private static let unwrapped = Wrapper(prefix: "", suffix: "", preference: 0)
    private static let memberList = Wrapper(prefix: "enum __Specimen {\n", suffix: "\n}", preference: 1)
    /// A member list copied with its type's closing brace but not its opening line.
    private static let memberListWithClosingBrace = Wrapper(prefix: "enum __Specimen {\n", suffix: "\n", preference: 1)
    private static let switchCases = Wrapper(prefix: "switch __specimen {\n", suffix: "\n}", preference: 2)

    /// First words that start a type member rather than a statement.
    private static let memberStarts: Set<String> = [
        "@", "case", "init", "deinit", "subscript", "var", "let", "func", "typealias", "associatedtype", "public",
        "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override", "required",
        "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "dynamic", "indirect",
    ]

    static func highlight(_ code: String, into writer: inout HighlightWriter) {
        // Brackets nested past what the parser takes in time: the block is shown as plain text.
        guard !SwiftNesting.isTooDeep(code) else { return }
        let word = firstWord(writer.source)
        // Made first only for code that starts like a fragment; otherwise when it does not parse as it is.
        var wrappers = word == "case" || word == "default" ? candidateWrappers(for: writer.source, word: word) : []
        var attempts: [(tree: SourceFileSyntax, wrapper: Wrapper, errors: Int)] = []
        func attempt(_ wrapper: Wrapper) -> Int {
            let tree = Parser.parse(source: wrapper.prefix + code + wrapper.suffix)
            let errors = tree.hasError ? SwiftParseErrorCounter.count(in: tree).errors : 0
            attempts.append((tree, wrapper, errors))
            return errors
        }
        // Nothing that starts with `case` or `default` parses on its own: its likelier wrapper is tried first,
        // and when that parses cleanly, nothing else is.
        if !wrappers.isEmpty, attempt(wrappers.removeFirst()) == 0 {
            wrappers = []
        } else {
            let tree = Parser.parse(source: code)
            var errors = 0
            if tree.hasError {
                let counted = SwiftParseErrorCounter.count(in: tree)
                errors = counted.errors
                // Errors only inside bodies are left as they are (see `SwiftParseErrorCounter`).
                if !counted.atTopLevel {
                    wrappers = []
                } else if attempts.isEmpty {
                    wrappers = candidateWrappers(for: writer.source, word: word)
                }
            }
            attempts.append((tree, unwrapped, errors))
            for wrapper in wrappers where attempt(wrapper) == 0 { break }
        }
        // The fewest errors win; of equal scores the unwrapped parse, then the member list.
        let best = attempts.min { ($0.errors, $0.wrapper.preference) < ($1.errors, $1.wrapper.preference) }
        guard let best else { return }
        let offset = best.wrapper.prefix.utf8.count
        // The parser is source-accurate; if that ever failed, plain text beats misplaced spans.
        guard best.tree.totalLength.utf8Length == offset + writer.source.count + best.wrapper.suffix.utf8.count else {
            return
        }
        let parsed =
            best.wrapper.prefix.isEmpty && best.wrapper.suffix.isEmpty
            ? writer.source : Array(best.wrapper.prefix.utf8) + writer.source + Array(best.wrapper.suffix.utf8)
        emit(best.tree, source: parsed, offset: offset, into: &writer)
    }

    /// Walks tokens and classified ranges together, both in source order.
    private static func emit(_ tree: SourceFileSyntax, source: [UInt8], offset: Int, into writer: inout HighlightWriter) {
        let classifier = SwiftClassifier(tree, source: source)
        let classified = classifier.ranges
        var next = 0

        // Trivia between tokens is whitespace, comments or skipped text; only comments get a span.
        func emitTrivia(upTo end: Int, _ writer: inout HighlightWriter) {
            while next < classified.count {
                let lower = classified[next].start
                let upper = classified[next].end
                guard lower < end else { break }
                switch classified[next].kind {
                case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                    writer.emit(nil, to: lower - offset)
                    writer.emit(.comment, to: min(upper, end) - offset)
                default:
                    break
                }
                guard upper <= end else { break }
                next += 1
            }
            writer.emit(nil, to: end - offset)
        }

        for token in classifier.tokens {
            let start = token.start
            let end = token.end
            // Tokens wholly inside the wrapper are skipped; the writer clips the rest.
            guard end > offset else { continue }
            emitTrivia(upTo: start, &writer)
            guard end > start else { continue }
            while next < classified.count, classified[next].end <= start { next += 1 }
            var classification = SyntaxClassification.none
            if next < classified.count, classified[next].start <= start {
                classification = classified[next].kind
            }
            let highlight = kind(of: token, classified: classification, codeStart: start - offset, writer.source)
            writer.emit(highlight, to: end - offset)
        }
        emitTrivia(upTo: tree.totalLength.utf8Length, &writer)
    }

    private static func kind(
        of token: SwiftClassifier.Token,
        classified: SyntaxClassification,
        codeStart start: Int,
        _ source: [UInt8]
    ) -> HighlightKind? {
        switch classified {
        case .keyword: return .keyword
        case .attribute: return .attribute
        case .type: return .type
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .ifConfigDirective, .editorPlaceholder: return .meta
        case .operator: return .operator
        case .dollarIdentifier: return .variable
        case .identifier:
            // `$isOn`: a property wrapper's projection reads as a variable, like `$0`.
            if start >= 0, start < source.count, source[start] == UInt8(ascii: "$") { return .variable }
            return identifierKind(token, capitalised: isCapitalised(source, at: start))
        case .none: return unclassifiedKind(token)
        default:
            // Argument labels stay plain, as in Xcode: colouring them would drown the values.
            return nil
        }
    }

    /// Refines a bare identifier from its place in the tree, which the classifier leaves alone.
    private static func identifierKind(_ token: SwiftClassifier.Token, capitalised: Bool) -> HighlightKind? {
        switch token.parent {
        case .functionDecl, .macroDecl:
            return .function
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl, .associatedTypeDecl,
            .genericParameter:
            return .type
        case .enumCaseElement:
            // Matches how `.loading` reads at use sites, where it is a member access.
            return .property
        case .identifierPattern, .closureShorthandParameter, .closureParameter, .functionParameter:
            return .variable
        case .macroExpansionExpr, .macroExpansionDecl:
            return .meta
        case .declReferenceExpr:
            return referenceKind(token.reference, capitalised: capitalised)
        default:
            return capitalised ? .type : nil
        }
    }

    private static func referenceKind(_ reference: SwiftClassifier.Reference?, capitalised: Bool) -> HighlightKind? {
        // Capitalised names in expressions are types almost always: `Text(...)`, `Color.red`.
        if capitalised { return .type }
        guard let reference else { return nil }
        if reference.isKeyPathComponent { return .property }
        if reference.isCalled { return .function }
        return reference.isMember ? .property : nil
    }

    /// Punctuation and the few operator-like tokens the classifier reports as `none`.
    private static func unclassifiedKind(_ token: SwiftClassifier.Token) -> HighlightKind? {
        switch token.kind {
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .leftAngle, .rightAngle,
            .comma, .colon, .semicolon, .period, .backslash, .backtick:
            return .punctuation
        case .equal, .arrow, .exclamationMark, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand, .ellipsis:
            return .operator
        case .rawStringPoundDelimiter:
            return .string
        case .wildcard, .poundAvailable, .poundUnavailable:
            return .keyword
        case .pound:
            // `#Preview`, `#expect`: the pound belongs with the macro name.
            return token.parent == .macroExpansionExpr || token.parent == .macroExpansionDecl ? .meta : .punctuation
        case .shebang:
            return .comment
        default:
            return nil
        }
    }

    /// Only the wrappers that could help this text, likeliest first: a parse costs more than everything else here.
    /// Code that starts with `case` is a switch's cases when its first line ends with `:`, else an enum's.
    private static func candidateWrappers(for source: [UInt8], word: String) -> [Wrapper] {
        var candidates: [Wrapper] = []
        if memberStarts.contains(word) {
            candidates.append(closesMoreThanItOpens(source) ? memberListWithClosingBrace : memberList)
        }
        if word == "case" || word == "default" {
            if word == "default" || firstCodeLineEndsWithColon(source) {
                candidates.insert(switchCases, at: 0)
            } else {
                candidates.append(switchCases)
            }
        }
        return candidates
    }

    /// Whether `source` has more `}` than `{`, as a member list copied with its type's closing brace.
    private static func closesMoreThanItOpens(_ source: [UInt8]) -> Bool {
        var balance = 0
        for byte in source {
            if byte == UInt8(ascii: "{") { balance += 1 } else if byte == UInt8(ascii: "}") { balance -= 1 }
        }
        return balance < 0
    }

    /// Whether the first line of code (after blank lines and `//` comments) ends with `:`, a trailing comment aside.
    private static func firstCodeLineEndsWithColon(_ source: [UInt8]) -> Bool {
        var i = 0
        while i < source.count, HighlightASCII.isWhitespace(source[i]) || HighlightASCII.hasPrefix(source, at: i, end: source.count, "//") {
            i = HighlightASCII.isWhitespace(source[i]) ? i + 1 : HighlightASCII.lineEnd(source, from: i, end: source.count)
        }
        var end = HighlightASCII.lineEnd(source, from: i, end: source.count)
        var j = i
        while j + 1 < end {
            if source[j] == UInt8(ascii: "/"), source[j + 1] == UInt8(ascii: "/") {
                end = j
                break
            }
            j += 1
        }
        while end > i, HighlightASCII.isWhitespace(source[end - 1]) { end -= 1 }
        return end > i && source[end - 1] == UInt8(ascii: ":")
    }

    /// The first word of code, skipping blank lines and `//` comments; `@` for an attribute.
    private static func firstWord(_ source: [UInt8]) -> String {
        var i = 0
        while i < source.count {
            if HighlightASCII.isWhitespace(source[i]) {
                i += 1
            } else if HighlightASCII.hasPrefix(source, at: i, end: source.count, "//") {
                i = HighlightASCII.lineEnd(source, from: i, end: source.count)
            } else {
                break
            }
        }
        guard i < source.count else { return "" }
        if source[i] == UInt8(ascii: "@") { return "@" }
        var end = i
        while end < source.count, HighlightASCII.isLetter(source[end]) { end += 1 }
        return String(decoding: source[i..<end], as: UTF8.self)
    }

    private static func isCapitalised(_ source: [UInt8], at start: Int) -> Bool {
        guard start >= 0, start < source.count else { return false }
        if source[start] == UInt8(ascii: "`") {
            return start + 1 < source.count && HighlightASCII.isUppercase(source[start + 1])
        }
        return HighlightASCII.isUppercase(source[start])
    }
}
