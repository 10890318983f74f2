@_spi(RawSyntax) import SwiftSyntax

/// Scores a parse by how much the parser had to invent or skip, to choose between wrappers.
enum SwiftParseErrorCounter {
    /// Missing tokens plus runs of unexpected text in `tree`, and whether any of them is at its top level,
    /// outside every body (of a function, closure, accessor or type). Only those does a wrapper mend: when every
    /// error is inside a body, the top level read whole, and a wrapper could at most swap the errors for one run
    /// of skipped text, which scores lower and shows less (every token of it plain).
    static func count(in tree: some SyntaxProtocol) -> (errors: Int, atTopLevel: Bool) {
        var counter = Walk()
        counter.walk(tree.raw, nested: false)
        return (counter.errors, counter.atTopLevel)
    }

    /// The tree is read raw, as `SwiftClassifier` reads it: a `SyntaxVisitor` made a node for every child.
    private struct Walk {
        var errors = 0
        var atTopLevel = false

        mutating func walk(_ node: RawSyntax, nested: Bool) {
            if let token = node.tokenView {
                if token.presence == .missing { found(nested) }
                return
            }
            if node.kind == .unexpectedNodes { return found(nested) }
            guard let layout = node.layoutView else { return }
            let inBody = nested || Self.bodies.contains(node.kind)
            for child in layout.children {
                if let child { walk(child, nested: inBody) }
            }
        }

        private mutating func found(_ nested: Bool) {
            errors += 1
            if !nested { atTopLevel = true }
        }

        private static let bodies: Set<SyntaxKind> = [.codeBlock, .accessorBlock, .closureExpr, .memberBlock]
    }
}
