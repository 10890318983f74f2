import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

@Suite("Swift fragments from documentation")
struct SwiftFragmentHighlightTests {
    @Test func leadingDotModifier() {
        let html = SyntaxHighlighter.highlight(".padding(.horizontal, 16)", language: "swift").html
        #expect(
            html == #"""
                <span class="hl-punctuation">.</span><span class="hl-function">padding</span><span class="hl-punctuation">(.</span><span class="hl-property">horizontal</span><span class="hl-punctuation">,</span> <span class="hl-number">16</span><span class="hl-punctuation">)</span>
                """#)
    }

    @Test func loneCaseList() {
        let html = SyntaxHighlighter.highlight("case loading, loaded(Data)", language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">case</span> <span class="hl-property">loading</span><span class="hl-punctuation">,</span> <span class="hl-property">loaded</span><span class="hl-punctuation">(</span><span class="hl-type">Data</span><span class="hl-punctuation">)</span>
                """#)
    }

    @Test func switchCasesWithoutTheSwitch() {
        let html = SyntaxHighlighter.highlight("case .loading: ProgressView()", language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">case</span> <span class="hl-punctuation">.</span><span class="hl-property">loading</span><span class="hl-punctuation">:</span> <span class="hl-type">ProgressView</span><span class="hl-punctuation">()</span>
                """#)
    }

    /// An error only inside a body keeps the code as it is: wrapped in a member list, the `if` would be one run
    /// of skipped text, fewer errors by count, but every token of it plain.
    @Test func anErrorInsideABodyIsNotWrapped() {
        let code = """
            let maximumSpacing = namePolicy < durationWeight[nil]
            if componentsCurve == scaleComponents.filter { $0.name != nil } {
                guard let backgroundComponents = backgroundTokens.compactMap { $0.layout != nil } else {
                    return
                }
            }
            """
        let html = SyntaxHighlighter.highlight(code, language: "swift").html
        #expect(html.contains(#"<span class="hl-function">filter</span>"#))
        #expect(html.contains(#"<span class="hl-variable">backgroundComponents</span>"#))
    }

    /// Cases ending with `:` are tried as a switch's first; an enum's cases as a member list first.
    @Test func switchCasesAndEnumCasesAcrossLines() {
        let switchCases = SyntaxHighlighter.highlight("case .a:\n    return 1\ndefault:\n    return 0", language: "swift").html
        #expect(
            switchCases == #"""
                <span class="hl-keyword">case</span> <span class="hl-punctuation">.</span><span class="hl-property">a</span><span class="hl-punctuation">:</span>
                    <span class="hl-keyword">return</span> <span class="hl-number">1</span>
                <span class="hl-keyword">default</span><span class="hl-punctuation">:</span>
                    <span class="hl-keyword">return</span> <span class="hl-number">0</span>
                """#)
        let enumCases = SyntaxHighlighter.highlight("case red // warm\ncase green(Int)", language: "swift").html
        #expect(enumCases.hasPrefix(#"<span class="hl-keyword">case</span> <span class="hl-property">red</span>"#))
    }

    @Test func bareStatementList() {
        let html = SyntaxHighlighter.highlight("let x = 1\nprint(x)", language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">let</span> <span class="hl-variable">x</span> <span class="hl-operator">=</span> <span class="hl-number">1</span>
                <span class="hl-function">print</span><span class="hl-punctuation">(</span>x<span class="hl-punctuation">)</span>
                """#)
    }

    @Test func partialStructBodyWithItsClosingBrace() {
        let code = """
                @State private var isOn = false

                init() {}
            }
            """
        let html = SyntaxHighlighter.highlight(code, language: "swift").html
        #expect(
            html == #"""
                    <span class="hl-attribute">@State</span> <span class="hl-keyword">private</span> <span class="hl-keyword">var</span> <span class="hl-variable">isOn</span> <span class="hl-operator">=</span> <span class="hl-keyword">false</span>

                    <span class="hl-keyword">init</span><span class="hl-punctuation">()</span> <span class="hl-punctuation">{}</span>
                <span class="hl-punctuation">}</span>
                """#)
    }

    @Test func placeholderComments() {
        let code = """
            Button("Save") {
                // ...
            }
            """
        let html = SyntaxHighlighter.highlight(code, language: "swift").html
        #expect(
            html == #"""
                <span class="hl-type">Button</span><span class="hl-punctuation">(</span><span class="hl-string">&quot;Save&quot;</span><span class="hl-punctuation">)</span> <span class="hl-punctuation">{</span>
                    <span class="hl-comment">// ...</span>
                <span class="hl-punctuation">}</span>
                """#)
    }

    @Test func strayNonSwiftText() {
        let html = SyntaxHighlighter.highlight(#"case inventoryLoad ‚Üí "We couldn't...""#, language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">case</span> <span class="hl-property">inventoryLoad</span> ‚Üí <span class="hl-string">&quot;We couldn't...&quot;</span>
                """#)
    }

    @Test func attributesMacrosAndDirectives() {
        let code = """
            #if DEBUG
            #Preview { Text("Hi") }
            #endif
            """
        let html = SyntaxHighlighter.highlight(code, language: "swift").html
        #expect(
            html == #"""
                <span class="hl-meta">#if</span> <span class="hl-meta">DEBUG</span>
                <span class="hl-meta">#Preview</span> <span class="hl-punctuation">{</span> <span class="hl-type">Text</span><span class="hl-punctuation">(</span><span class="hl-string">&quot;Hi&quot;</span><span class="hl-punctuation">)</span> <span class="hl-punctuation">}</span>
                <span class="hl-meta">#endif</span>
                """#)
    }

    @Test func closuresAndShorthandArguments() {
        let html = SyntaxHighlighter.highlight("items.map { $0 * 2.5 }", language: "swift").html
        #expect(
            html == #"""
                items<span class="hl-punctuation">.</span><span class="hl-function">map</span> <span class="hl-punctuation">{</span> <span class="hl-variable">$0</span> <span class="hl-operator">*</span> <span class="hl-number">2.5</span> <span class="hl-punctuation">}</span>
                """#)
    }

    @Test func keyPathsAndOptionalChains() {
        let html = SyntaxHighlighter.highlight(#"let p = \Model.name; items?.first"#, language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">let</span> <span class="hl-variable">p</span> <span class="hl-operator">=</span> <span class="hl-punctuation">\</span><span class="hl-type">Model</span><span class="hl-punctuation">.</span><span class="hl-property">name</span><span class="hl-punctuation">;</span> items<span class="hl-operator">?</span><span class="hl-punctuation">.</span><span class="hl-property">first</span>
                """#)
    }

    /// Broken and odd inputs must not crash, must keep every character, and should still colour something.
    @Test(arguments: [
        "func f(", "}}}", "\"unterminated", "/* open comment", "\"\"\"\nmulti", "#if", "@", "\u{FEFF}let x = 1",
        "let x = 1\r\nlet y = 2", "let 😀 = \"é\"", "<#placeholder#>", "let r = #/a+b/#", "enum {", "case",
        "struct S { var a: Int", ") let x = [", "x = \\Foo.bar", "#!/usr/bin/swift\nprint(1)", "let s = \"\\(\"",
        String(repeating: "(", count: 2_000), String(repeating: "{ ", count: 500) + "let a = 1",
    ])
    func brokenFragmentsSurvive(code: String) throws {
        let result = SyntaxHighlighter.highlight(code, language: "swift")
        #expect(HighlightTestSupport.plainText(of: result.html) == code)
        if code.contains(where: { $0.isLetter || $0.isNumber }) {
            #expect(result.html.contains("<span class=\"hl-"))
        }
    }
}
