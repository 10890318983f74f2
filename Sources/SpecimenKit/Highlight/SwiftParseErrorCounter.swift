import SwiftSyntax

/// Scores a parse by how much the parser had to invent or skip, to choose between wrappers.
final class SwiftParseErrorCounter: SyntaxVisitor {
    private var errors = 0

    /// Missing tokens plus runs of unexpected text in `tree`.
    static func count(in tree: some SyntaxProtocol) -> Int {
        let counter = SwiftParseErrorCounter(viewMode: .all)
        counter.walk(tree)
        return counter.errors
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        errors += 1
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { errors += 1 }
        return .skipChildren
    }
}
