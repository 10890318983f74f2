import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// SwiftIDEUtils' classifications of a whole tree, and its tokens in source order, from one walk.
///
/// The ranges are exactly what `tree.classifications` gives (a test holds the two equal on
/// every Swift block of the guides and on random text); SwiftIDEUtils' own visitor compares
/// key paths for every child of every node, which took longer than parsing the code. The walk
/// reads swift-syntax's raw tree, the parser's own storage: going through `Syntax` nodes made
/// a node, and retained the tree, for every child, and cost as much as the parse.
struct SwiftClassifier {
    /// One classified range of UTF-8 offsets; adjacent ranges of one kind are merged, empty plain ones dropped.
    struct Range: Equatable {
        var kind: SyntaxClassification
        var start: Int
        var end: Int
    }

    /// A present token: where its text lies, its kind, and what the highlighter asks of its place in the tree.
    struct Token: Equatable {
        /// UTF-8 offsets of its text, trivia excluded.
        var start: Int
        var end: Int
        var kind: RawTokenKind
        /// The kind of the node it is a child of.
        var parent: SyntaxKind
        /// For a token of a `DeclReferenceExpr`, how that reference is used; `nil` otherwise.
        var reference: Reference?
    }

    /// How a `DeclReferenceExpr` is used, as far as colouring it goes.
    struct Reference: Equatable {
        /// It is the member of a member access (`.font` in `text.font`).
        var isMember: Bool
        /// It is a key path's component (`\.isValid`).
        var isKeyPathComponent: Bool
        /// It, or the member access it is the member of, is what a call calls.
        var isCalled: Bool
    }

    /// A classification SwiftIDEUtils attaches to an edge of the tree; a forced one covers the child's whole text.
    private typealias Context = (kind: SyntaxClassification, forced: Bool)

    private(set) var ranges: [Range] = []
    /// The present tokens, in source order.
    private(set) var tokens: [Token] = []
    /// The text the tree was parsed from, to tell trivia without comments at a glance.
    private let source: [UInt8]
    /// The nodes above the one being walked, outermost first, each with its place in its parent's layout.
    private var ancestors: [(kind: SyntaxKind, index: Int)] = []
    /// The UTF-8 offset the walk has reached.
    private var position = 0

    /// Classifies `tree`, parsed from `source` (which lets trivia without a `/` skip being split into pieces).
    /// A whole file: the walk starts with no nodes above it, so the parents it records are right only from a root.
    init(_ tree: SourceFileSyntax, source: [UInt8]) {
        self.source = tree.totalLength.utf8Length == source.count ? source : []
        position = tree.position.utf8Offset
        // Code has a token in about every four bytes; grown from empty, the lists were copied a dozen times a block.
        tokens.reserveCapacity(tree.totalLength.utf8Length / 4)
        ranges.reserveCapacity(tree.totalLength.utf8Length / 3)
        ancestors.reserveCapacity(32)
        walk(tree.raw, context: nil)
    }

    /// Walks `node`; with `reports` false it only records tokens and moves past them (a forced edge's child).
    private mutating func walk(_ node: RawSyntax, context: Context?, reports: Bool = true) {
        if let token = node.tokenView {
            guard token.presence == .present else { return }
            if reports {
                add(token, classification: Self.classification(of: token, context: context))
            } else {
                let start = position + token.leadingTriviaByteLength
                tokens.append(token: token, start: start, ancestors: ancestors)
                position = start + token.textByteLength + token.trailingTriviaByteLength
            }
            return
        }
        guard let layout = node.layoutView else { return }
        let kind = node.kind
        let children = layout.children
        for index in 0..<children.count {
            guard let child = children[index] else { continue }
            ancestors.append((kind, index))
            defer { ancestors.removeLast() }
            let edge = reports ? Self.edgeContext(ofChild: index, in: kind) : nil
            guard let edge, edge.forced else {
                walk(child, context: edge ?? context, reports: reports)
                continue
            }
            // The child's text is one range; only the trivia around it is read.
            let start = position
            let firstToken = tokens.count
            walk(child, context: nil, reports: false)
            guard firstToken < tokens.count else {
                report(edge.kind, start, start)
                continue
            }
            position = start
            if let first = Self.firstPresentToken(in: child) { report(trivia: first.leadingRawTriviaPieces) }
            let end = tokens[tokens.count - 1].end
            report(edge.kind, position, end)
            position = end
            if let last = Self.lastPresentToken(in: child) { report(trivia: last.trailingRawTriviaPieces) }
        }
    }

    /// Records `token` and the ranges of its trivia and text.
    private mutating func add(_ token: RawSyntaxTokenView, classification: SyntaxClassification) {
        report(trivia: token.leadingTriviaByteLength) { token.leadingRawTriviaPieces }
        let end = position + token.textByteLength
        tokens.append(token: token, start: position, ancestors: ancestors)
        report(classification, position, end)
        position = end
        report(trivia: token.trailingTriviaByteLength) { token.trailingRawTriviaPieces }
    }

    /// Reports `length` bytes of trivia at `position`: one plain range when it surely holds no
    /// comment, else each of its `pieces` (made only then: they are an array per call).
    private mutating func report(trivia length: Int, pieces: () -> [RawTriviaPiece]) {
        if hasNoComment(from: position, length: length) {
            report(.none, position, position + length)
            position += length
        } else {
            report(trivia: pieces())
        }
    }

    /// How the reference `token` names is used, when its parent is a `DeclReferenceExpr`.
    fileprivate static func reference(_ token: RawSyntaxTokenView, ancestors: [(kind: SyntaxKind, index: Int)]) -> Reference? {
        // Each entry of `ancestors` is a node and the place in it of the next one down: the last
        // is the reference (with the token's place), the one before it the node holding the reference.
        let count = ancestors.count
        guard token.rawKind == .identifier, count >= 2, ancestors[count - 1].kind == .declReferenceExpr else { return nil }
        let holder = ancestors[count - 2]
        let isMember = holder.kind == .memberAccessExpr && holder.index == memberAccessDeclName
        // A member access takes the reference's place as what may be called.
        let calleeParent = isMember ? count - 3 : count - 2
        let isCalled =
            calleeParent >= 0 && ancestors[calleeParent].kind == .functionCallExpr
            && ancestors[calleeParent].index == calledExpression
        return Reference(isMember: isMember, isKeyPathComponent: holder.kind == .keyPathPropertyComponent, isCalled: isCalled)
    }

    /// Whether trivia at `position` surely holds no comment: every comment starts with `/`, and
    /// all other trivia is plain, so such trivia is one plain range, as its pieces would merge into.
    private func hasNoComment(from position: Int, length: Int) -> Bool {
        guard position >= 0, position + length <= source.count else { return false }
        for index in position..<(position + length) where source[index] == UInt8(ascii: "/") { return false }
        return true
    }

    private mutating func report(trivia: [RawTriviaPiece]) {
        for piece in trivia {
            let length = piece.byteLength
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

    private static func firstPresentToken(in node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let children = node.layoutView?.children else { return nil }
        for index in 0..<children.count {
            if let child = children[index], let token = firstPresentToken(in: child) { return token }
        }
        return nil
    }

    private static func lastPresentToken(in node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let children = node.layoutView?.children else { return nil }
        for index in stride(from: children.count - 1, through: 0, by: -1) {
            if let child = children[index], let token = lastPresentToken(in: child) { return token }
        }
        return nil
    }

    /// The context's kind for an identifier (for any token when forced), else what the token kind alone says.
    private static func classification(of token: RawSyntaxTokenView, context: Context?) -> SyntaxClassification {
        let kind = token.rawKind
        if let context {
            if context.forced { return context.kind }
            if kind == .identifier { return context.kind }
        }
        switch kind {
        case .identifier:
            let text = token.rawText
            return text.hasPrefix("<#") && text.hasSuffix("#>") ? .editorPlaceholder : .identifier
        case .unknown:
            return token.rawText.hasPrefix("\"") ? .stringLiteral : .none
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

    /// The classification SwiftIDEUtils attaches to the edge from a node of kind `parent` to its child at `index`, if any.
    private static func edgeContext(ofChild index: Int, in parent: SyntaxKind) -> Context? {
        switch parent {
        case .attribute: index == attributeName ? (.attribute, true) : nil
        case .platformVersionItem: index == platformVersion ? (.keyword, false) : nil
        case .platformVersion: index == platform ? (.keyword, false) : nil
        case .declModifier: index == modifierName ? (.attribute, false) : nil
        case .ifConfigClause: index == clausePoundKeyword || index == clauseCondition ? (.ifConfigDirective, false) : nil
        case .ifConfigDecl: index == poundEndif ? (.ifConfigDirective, false) : nil
        case .memberType: index == memberTypeName ? (.type, false) : nil
        case .operatorDecl: index == operatorName ? (.operator, false) : nil
        case .precedenceGroupAssociativity: index == associativityLabel ? (.keyword, false) : nil
        case .precedenceGroupRelation: index == relationLabel ? (.keyword, false) : nil
        case .identifierType: index == identifierTypeName ? (.type, false) : nil
        case .functionParameter: index == firstName ? (.argumentLabel, false) : nil
        case .labeledExpr: index == label ? (.argumentLabel, false) : nil
        default: nil
        }
    }

    // The places of the children those edges lead to, read from swift-syntax's own layouts.
    private static let attributeName = place(\AttributeSyntax.attributeName)
    private static let platformVersion = place(\PlatformVersionItemSyntax.platformVersion)
    private static let platform = place(\PlatformVersionSyntax.platform)
    private static let modifierName = place(\DeclModifierSyntax.name)
    private static let clausePoundKeyword = place(\IfConfigClauseSyntax.poundKeyword)
    private static let clauseCondition = place(\IfConfigClauseSyntax.condition)
    private static let poundEndif = place(\IfConfigDeclSyntax.poundEndif)
    private static let memberTypeName = place(\MemberTypeSyntax.name)
    private static let operatorName = place(\OperatorDeclSyntax.name)
    private static let associativityLabel = place(\PrecedenceGroupAssociativitySyntax.associativityLabel)
    private static let relationLabel = place(\PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel)
    private static let identifierTypeName = place(\IdentifierTypeSyntax.name)
    private static let firstName = place(\FunctionParameterSyntax.firstName)
    private static let label = place(\LabeledExprSyntax.label)
    private static let memberAccessDeclName = place(\MemberAccessExprSyntax.declName)
    private static let calledExpression = place(\FunctionCallExprSyntax.calledExpression)

    /// Where `keyPath`'s child sits in its node's layout; -1 (never a place) if swift-syntax ever moved it out.
    private static func place<Node: SyntaxProtocol>(_ keyPath: PartialKeyPath<Node> & Sendable) -> Int {
        guard case let .layout(keyPaths) = Node.structure else { return -1 }
        return keyPaths.firstIndex { $0 == keyPath } ?? -1
    }
}

private extension [SwiftClassifier.Token] {
    /// Appends the present `token` whose text starts at `start`, below `ancestors`.
    mutating func append(token: RawSyntaxTokenView, start: Int, ancestors: [(kind: SyntaxKind, index: Int)]) {
        append(
            SwiftClassifier.Token(
                start: start, end: start + token.textByteLength, kind: token.rawKind, parent: ancestors.last?.kind ?? .token,
                reference: SwiftClassifier.reference(token, ancestors: ancestors)
            ))
    }
}
