import SwiftIDEUtils
import SwiftSyntax

/// SwiftIDEUtils' classifications of a whole tree, and its tokens in source order, from one walk.
///
/// The ranges are exactly what `tree.classifications` gives (a test holds the two equal on
/// every Swift block of the guides and on random text); SwiftIDEUtils' own visitor compares
/// key paths for every child of every node, which took longer than parsing the code.
struct SwiftClassifier {
    /// One classified range of UTF-8 offsets; adjacent ranges of one kind are merged, empty plain ones dropped.
    struct Range: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    /// A classification SwiftIDEUtils attaches to an edge of the tree; a forced one covers the child's whole text.
    private typealias Context = (kind: SyntaxClassification, forced: Bool)

    private(set) var ranges: [Range] = []
    /// The present tokens, in source order.
    private(set) var tokens: [TokenSyntax] = []
    /// The text the tree was parsed from, to tell trivia without comments at a glance.
    private let source: [UInt8]

    /// Classifies `tree`, parsed from `source` (which lets trivia without a `/` skip being split into pieces).
    init(_ tree: some SyntaxProtocol, source: [UInt8]) {
        self.source = tree.totalLength.utf8Length == source.count ? source : []
        walk(Syntax(tree), context: nil)
    }

    private mutating func walk(_ node: Syntax, context: Context?) {
        if let token = node.as(TokenSyntax.self) {
            tokens.append(token)
            var position = token.position.utf8Offset
            if hasNoComment(from: position, length: token.leadingTriviaLength.utf8Length) {
                report(.none, position, position + token.leadingTriviaLength.utf8Length)
                position += token.leadingTriviaLength.utf8Length
            } else {
                report(trivia: token.leadingTrivia, at: &position)
            }
            let end = position + token.trimmedLength.utf8Length
            report(Self.classification(of: token, context: context), position, end)
            position = end
            if hasNoComment(from: position, length: token.trailingTriviaLength.utf8Length) {
                report(.none, position, position + token.trailingTriviaLength.utf8Length)
            } else {
                report(trivia: token.trailingTrivia, at: &position)
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            let edge = Self.edgeContext(of: child, in: node)
            guard let edge, edge.forced else {
                walk(child, context: edge ?? context)
                continue
            }
            // The child's text is one range; only the trivia around it is read.
            tokens += child.tokens(viewMode: .sourceAccurate)
            var position = child.position.utf8Offset
            if let first = child.firstToken(viewMode: .sourceAccurate) { report(trivia: first.leadingTrivia, at: &position) }
            let end = child.endPositionBeforeTrailingTrivia.utf8Offset
            report(edge.kind, position, end)
            position = end
            if let last = child.lastToken(viewMode: .sourceAccurate) { report(trivia: last.trailingTrivia, at: &position) }
        }
    }

    /// Whether trivia at `position` surely holds no comment: every comment starts with `/`, and
    /// all other trivia is plain, so such trivia is one plain range, as its pieces would merge into.
    private func hasNoComment(from position: Int, length: Int) -> Bool {
        guard position >= 0, position + length <= source.count else { return false }
        for index in position..<(position + length) where source[index] == UInt8(ascii: "/") { return false }
        return true
    }

    private mutating func report(trivia: Trivia, at position: inout Int) {
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            let kind: SyntaxClassification
            switch piece {
            case .lineComment: kind = .lineComment
            case .blockComment: kind = .blockComment
            case .docLineComment: kind = .docLineComment
            case .docBlockComment: kind = .docBlockComment
            default: kind = .none
            }
            report(kind, position, position + length)
            position += length
        }
    }

    private mutating func report(_ kind: SyntaxClassification, _ start: Int, _ end: Int) {
        if kind == .none && start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(Range(kind: kind, start: start, end: end))
    }

    /// The context's kind for an identifier (for any token when forced), else what the token kind alone says.
    private static func classification(of token: TokenSyntax, context: Context?) -> SyntaxClassification {
        let tokenKind = token.tokenKind
        if let context {
            if context.forced { return context.kind }
            if case .identifier = tokenKind { return context.kind }
        }
        switch tokenKind {
        case let .identifier(text):
            return text.hasPrefix("<#") && text.hasSuffix("#>") ? .editorPlaceholder : .identifier
        case let .unknown(text):
            return text.hasPrefix("\"") ? .stringLiteral : .none
        case .atSign: return .attribute
        case .binaryOperator, .prefixOperator, .postfixOperator, .colonColon: return .operator
        case .dollarIdentifier: return .dollarIdentifier
        case .floatLiteral: return .floatLiteral
        case .integerLiteral: return .integerLiteral
        case .keyword, .poundSourceLocation: return .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: return .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: return .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        default: return .none
        }
    }

    /// The classification SwiftIDEUtils attaches to the edge from `parent` to `child`, if any.
    private static func edgeContext(of child: Syntax, in parent: Syntax) -> Context? {
        let id = child.id
        switch parent.kind {
        case .attribute:
            return parent.cast(AttributeSyntax.self).attributeName.id == id ? (.attribute, true) : nil
        case .platformVersionItem:
            return parent.cast(PlatformVersionItemSyntax.self).platformVersion.id == id ? (.keyword, false) : nil
        case .platformVersion:
            return parent.cast(PlatformVersionSyntax.self).platform.id == id ? (.keyword, false) : nil
        case .declModifier:
            return parent.cast(DeclModifierSyntax.self).name.id == id ? (.attribute, false) : nil
        case .ifConfigClause:
            let clause = parent.cast(IfConfigClauseSyntax.self)
            return clause.poundKeyword.id == id || clause.condition?.id == id ? (.ifConfigDirective, false) : nil
        case .ifConfigDecl:
            return parent.cast(IfConfigDeclSyntax.self).poundEndif.id == id ? (.ifConfigDirective, false) : nil
        case .memberType:
            return parent.cast(MemberTypeSyntax.self).name.id == id ? (.type, false) : nil
        case .operatorDecl:
            return parent.cast(OperatorDeclSyntax.self).name.id == id ? (.operator, false) : nil
        case .precedenceGroupAssociativity:
            return parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id == id ? (.keyword, false) : nil
        case .precedenceGroupRelation:
            return parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id == id
                ? (.keyword, false) : nil
        case .identifierType:
            return parent.cast(IdentifierTypeSyntax.self).name.id == id ? (.type, false) : nil
        case .functionParameter:
            return parent.cast(FunctionParameterSyntax.self).firstName.id == id ? (.argumentLabel, false) : nil
        case .labeledExpr:
            return parent.cast(LabeledExprSyntax.self).label?.id == id ? (.argumentLabel, false) : nil
        default:
            return nil
        }
    }
}
