import Foundation
import SwiftIDEUtils
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import SpecimenKit

/// `SwiftClassifier` replaces SwiftIDEUtils' classification visitor for speed; it must report
/// exactly the ranges `tree.classifications` reports, and the tokens `tree.tokens` walks.
@Suite struct SwiftClassifierTests {
    /// Code that reaches every edge SwiftIDEUtils classifies, and its odd corners.
    static let snippets = [
        "@MainActor final class Model: ObservableObject { @Published private(set) var items: [Item] = [] }",
        "@available(iOS 17, macOS 14, *) func f() {}\n@available(*, deprecated, renamed: \"g\") func g() {}",
        "if #available(iOS 16.4, *) { show() } else if #unavailable(tvOS 17) {}",
        "#if DEBUG && os(iOS)\nlet x = 1\n#elseif canImport(UIKit)\nlet y = 2\n#else\nlet z = 3\n#endif",
        "infix operator <~> : AdditionPrecedence\nprecedencegroup P { associativity: left higherThan: AdditionPrecedence }",
        "let r = /(\\d+)-(\\w+)/\nlet s = #\"raw \\#(x) \"quoted\"\"#\nlet m = \"\"\"\n  multi \\(line)\n  \"\"\"",
        "struct S<T: Equatable> where T: Sendable { typealias A = Swift.Array<T>; let v: S.Inner? }",
        "func f(label name: Int, _ other: String = \"x\") -> some View { g(a: 1, b: $0, c: <#placeholder#>) }",
        "@ func broken( {", "@Foo/* inside */<Bar> struct X {}", "@/**/Attr(x: 1) var y", "let 'c' = `class`",
        "x.map { $0 * 2 }.filter(\\.isValid) ?? [] ; a ... b ; c ..< d ; e?.f!.g",
        "/// Doc line\n/** doc block */ public nonisolated(unsafe) static var shared: Self { fatalError() }",
        "#!/usr/bin/swift\nimport Foundation\n@main enum App { static func main() async throws {} }",
        "case loading, loaded(Data)", "enum __Specimen {\ncase .a: break\n}", "\"unterminated", "0x1F + 1.5e-3 - 0b101",
        "#Preview { ContentView() }\n#expect(value == 1)", "let x: any P & Q = y as! Z", "", "   \n\t// only a comment\n",
    ]

    /// Every ```swift block of the guides that ship with the project.
    static let guideBlocks: [String] = {
        var blocks: [String] = []
        for folder in [Repository.guides, Repository.root.appending(path: "content")] {
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
            for file in files {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                for part in text.components(separatedBy: "```swift\n").dropFirst() {
                    if let end = part.range(of: "\n```") { blocks.append(String(part[..<end.lowerBound])) }
                }
            }
        }
        return blocks
    }()

    static func check(_ code: String) {
        let tree = Parser.parse(source: code)
        let classifier = SwiftClassifier(tree, source: Array(code.utf8))
        let expected = tree.classifications.map {
            SwiftClassifier.Range(kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
        #expect(classifier.ranges == expected, "\(code.debugDescription)")
        // Without the source text every trivia is split into pieces: the same ranges.
        #expect(SwiftClassifier(tree, source: []).ranges == expected, "\(code.debugDescription)")
        // The tokens are the present ones, with their places, kinds and parents.
        let tokens = tree.tokens(viewMode: .sourceAccurate)
        #expect(classifier.tokens.map(\.start) == tokens.map(\.positionAfterSkippingLeadingTrivia.utf8Offset), "\(code.debugDescription)")
        #expect(classifier.tokens.map(\.end) == tokens.map(\.endPositionBeforeTrailingTrivia.utf8Offset), "\(code.debugDescription)")
        #expect(classifier.tokens.map(\.kind) == tokens.map(\.rawTokenKind), "\(code.debugDescription)")
        #expect(classifier.tokens.map(\.parent) == tokens.map { $0.parent?.kind ?? .token }, "\(code.debugDescription)")
        #expect(classifier.tokens.map(\.reference) == tokens.map(Self.reference), "\(code.debugDescription)")
    }

    /// How the highlighter asked the `Syntax` tree about a reference before the classifier walked the raw tree.
    static func reference(_ token: TokenSyntax) -> SwiftClassifier.Reference? {
        guard case .identifier = token.tokenKind, let reference = token.parent, reference.kind == .declReferenceExpr else { return nil }
        var callee = reference
        var isMember = false
        if let holder = reference.parent, holder.kind == .memberAccessExpr, reference.keyPathInParent == \MemberAccessExprSyntax.declName {
            callee = holder
            isMember = true
        }
        let isCalled = callee.parent?.kind == .functionCallExpr && callee.keyPathInParent == \FunctionCallExprSyntax.calledExpression
        return SwiftClassifier.Reference(
            isMember: isMember, isKeyPathComponent: reference.parent?.kind == .keyPathPropertyComponent, isCalled: isCalled
        )
    }

    /// Each use of a reference the highlighter colours differently is met, so the comparison above is never empty.
    @Test func referencesAreToldApartByTheirUse() {
        let code = "a.b(c)\nlet k = \\T.p\nf()\nx.y"
        let classifier = SwiftClassifier(Parser.parse(source: code), source: Array(code.utf8))
        let bytes = Array(code.utf8)
        let references = classifier.tokens.filter { $0.reference != nil }.map { token in
            (String(decoding: bytes[token.start..<token.end], as: UTF8.self), token.reference!)
        }
        #expect(references.map(\.0) == ["a", "b", "c", "p", "f", "x", "y"])
        let uses = Dictionary(uniqueKeysWithValues: references.map { ($0.0, $0.1) })
        #expect(uses["b"] == SwiftClassifier.Reference(isMember: true, isKeyPathComponent: false, isCalled: true))
        #expect(uses["p"] == SwiftClassifier.Reference(isMember: false, isKeyPathComponent: true, isCalled: false))
        #expect(uses["f"] == SwiftClassifier.Reference(isMember: false, isKeyPathComponent: false, isCalled: true))
        #expect(uses["y"] == SwiftClassifier.Reference(isMember: true, isKeyPathComponent: false, isCalled: false))
        #expect(uses["c"] == SwiftClassifier.Reference(isMember: false, isKeyPathComponent: false, isCalled: false))
    }

    @Test(arguments: snippets)
    func snippetsClassifyAsSwiftIDEUtilsDoes(code: String) {
        Self.check(code)
    }

    @Test func everySwiftBlockOfTheGuidesClassifiesAsSwiftIDEUtilsDoes() {
        #expect(Self.guideBlocks.count >= 10)
        for block in Self.guideBlocks { Self.check(block) }
    }

    @Test func randomTextClassifiesAsSwiftIDEUtilsDoes() {
        var generator = HighlightTestSupport.SplitMix64(state: 7)
        for _ in 0..<3_000 { Self.check(HighlightTestSupport.randomInput(using: &generator)) }
    }
}
