import Testing

@testable import SpecimenKit

@Suite("SyntaxHighlighter: one representative block per language")
struct SyntaxHighlighterTests {
    @Test func swiftBlock() {
        let code = #"""
            import SwiftUI

            /// A labelled switch.
            struct SettingRow: View {
                @State private var isOn = false
                let title: String

                var body: some View {
                    Toggle(title, isOn: $isOn) // bound
                        .padding(.horizontal, 16)
                }

                func label(for count: Int) -> String {
                    "\(count) items"
                }
            }
            """#
        let expected = #"""
            <span class="hl-keyword">import</span> <span class="hl-type">SwiftUI</span>

            <span class="hl-comment">/// A labelled switch.</span>
            <span class="hl-keyword">struct</span> <span class="hl-type">SettingRow</span><span class="hl-punctuation">:</span> <span class="hl-type">View</span> <span class="hl-punctuation">{</span>
                <span class="hl-attribute">@State</span> <span class="hl-keyword">private</span> <span class="hl-keyword">var</span> <span class="hl-variable">isOn</span> <span class="hl-operator">=</span> <span class="hl-keyword">false</span>
                <span class="hl-keyword">let</span> <span class="hl-variable">title</span><span class="hl-punctuation">:</span> <span class="hl-type">String</span>

                <span class="hl-keyword">var</span> <span class="hl-variable">body</span><span class="hl-punctuation">:</span> <span class="hl-keyword">some</span> <span class="hl-type">View</span> <span class="hl-punctuation">{</span>
                    <span class="hl-type">Toggle</span><span class="hl-punctuation">(</span>title<span class="hl-punctuation">,</span> isOn<span class="hl-punctuation">:</span> <span class="hl-variable">$isOn</span><span class="hl-punctuation">)</span> <span class="hl-comment">// bound</span>
                        <span class="hl-punctuation">.</span><span class="hl-function">padding</span><span class="hl-punctuation">(.</span><span class="hl-property">horizontal</span><span class="hl-punctuation">,</span> <span class="hl-number">16</span><span class="hl-punctuation">)</span>
                <span class="hl-punctuation">}</span>

                <span class="hl-keyword">func</span> <span class="hl-function">label</span><span class="hl-punctuation">(</span>for <span class="hl-variable">count</span><span class="hl-punctuation">:</span> <span class="hl-type">Int</span><span class="hl-punctuation">)</span> <span class="hl-operator">-&gt;</span> <span class="hl-type">String</span> <span class="hl-punctuation">{</span>
                    <span class="hl-string">&quot;</span><span class="hl-punctuation">\(</span>count<span class="hl-punctuation">)</span><span class="hl-string"> items&quot;</span>
                <span class="hl-punctuation">}</span>
            <span class="hl-punctuation">}</span>
            """#
        let result = SyntaxHighlighter.highlight(code, language: "swift")
        #expect(result.html == expected)
        #expect(result.language == .swift)
        #expect(result.isHighlighted)
    }

    @Test func jsonBlock() {
        let code = """
            {
              "name": "Specimen",
              "ratio": -1.5e2, // jsonc
              "tags": [true, null]
            }
            """
        let expected = #"""
            <span class="hl-punctuation">{</span>
              <span class="hl-name">&quot;name&quot;</span><span class="hl-punctuation">:</span> <span class="hl-string">&quot;Specimen&quot;</span><span class="hl-punctuation">,</span>
              <span class="hl-name">&quot;ratio&quot;</span><span class="hl-punctuation">:</span> <span class="hl-number">-1.5e2</span><span class="hl-punctuation">,</span> <span class="hl-comment">// jsonc</span>
              <span class="hl-name">&quot;tags&quot;</span><span class="hl-punctuation">:</span> <span class="hl-punctuation">[</span><span class="hl-keyword">true</span><span class="hl-punctuation">,</span> <span class="hl-keyword">null</span><span class="hl-punctuation">]</span>
            <span class="hl-punctuation">}</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "jsonc").html == expected)
    }

    @Test func yamlBlock() {
        let code = """
            ---
            title: "Buttons" # shown
            order: 3
            draft: no
            tags: [ui, forms]
            summary: |
              Two: lines

            """
        let expected = #"""
            <span class="hl-meta">---</span>
            <span class="hl-name">title</span><span class="hl-punctuation">:</span> <span class="hl-string">&quot;Buttons&quot;</span> <span class="hl-comment"># shown</span>
            <span class="hl-name">order</span><span class="hl-punctuation">:</span> <span class="hl-number">3</span>
            <span class="hl-name">draft</span><span class="hl-punctuation">:</span> <span class="hl-keyword">no</span>
            <span class="hl-name">tags</span><span class="hl-punctuation">:</span> <span class="hl-punctuation">[</span><span class="hl-string">ui</span><span class="hl-punctuation">,</span> <span class="hl-string">forms</span><span class="hl-punctuation">]</span>
            <span class="hl-name">summary</span><span class="hl-punctuation">:</span> <span class="hl-punctuation">|</span>
              <span class="hl-string">Two: lines</span>

            """#
        #expect(SyntaxHighlighter.highlight(code, language: "yml").html == expected)
    }

    @Test func cssBlock() {
        let code = """
            @media (min-width: 40em) {
              .button:hover > a {
                color: var(--accent, #0a7);
                margin: 0 -2px !important;
              }
            }
            """
        let expected = #"""
            <span class="hl-keyword">@media</span> <span class="hl-punctuation">(</span><span class="hl-property">min-width</span><span class="hl-punctuation">:</span> <span class="hl-number">40em</span><span class="hl-punctuation">)</span> <span class="hl-punctuation">{</span>
              <span class="hl-attribute">.button:hover</span> <span class="hl-operator">&gt;</span> <span class="hl-tag">a</span> <span class="hl-punctuation">{</span>
                <span class="hl-property">color</span><span class="hl-punctuation">:</span> <span class="hl-function">var</span><span class="hl-punctuation">(</span><span class="hl-variable">--accent</span><span class="hl-punctuation">,</span> <span class="hl-number">#0a7</span><span class="hl-punctuation">);</span>
                <span class="hl-property">margin</span><span class="hl-punctuation">:</span> <span class="hl-number">0</span> <span class="hl-number">-2px</span> <span class="hl-keyword">!important</span><span class="hl-punctuation">;</span>
              <span class="hl-punctuation">}</span>
            <span class="hl-punctuation">}</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "CSS").html == expected)
    }

    @Test func cssDeclarationListWithoutSelector() {
        let html = SyntaxHighlighter.highlight("color: red;\nmargin: 0 auto", language: "css").html
        #expect(
            html == #"""
                <span class="hl-property">color</span><span class="hl-punctuation">:</span> red<span class="hl-punctuation">;</span>
                <span class="hl-property">margin</span><span class="hl-punctuation">:</span> <span class="hl-number">0</span> auto
                """#)
    }

    @Test func htmlBlockWithStyleThroughCSS() {
        let code = """
            <!-- nav -->
            <a href="/?a=1&amp;b" hidden>Go &rarr;</a>
            <style>p { color: red; }</style>
            """
        let expected = #"""
            <span class="hl-comment">&lt;!-- nav --&gt;</span>
            <span class="hl-punctuation">&lt;</span><span class="hl-tag">a</span> <span class="hl-name">href</span><span class="hl-punctuation">=</span><span class="hl-string">&quot;/?a=1&amp;amp;b&quot;</span> <span class="hl-name">hidden</span><span class="hl-punctuation">&gt;</span>Go <span class="hl-meta">&amp;rarr;</span><span class="hl-punctuation">&lt;/</span><span class="hl-tag">a</span><span class="hl-punctuation">&gt;</span>
            <span class="hl-punctuation">&lt;</span><span class="hl-tag">style</span><span class="hl-punctuation">&gt;</span><span class="hl-tag">p</span> <span class="hl-punctuation">{</span> <span class="hl-property">color</span><span class="hl-punctuation">:</span> red<span class="hl-punctuation">;</span> <span class="hl-punctuation">}&lt;/</span><span class="hl-tag">style</span><span class="hl-punctuation">&gt;</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "html").html == expected)
    }

    @Test func htmlScriptBodyStaysPlain() {
        let html = SyntaxHighlighter.highlight("<script>if (a < b) {}</script>", language: "svg").html
        #expect(
            html == #"""
                <span class="hl-punctuation">&lt;</span><span class="hl-tag">script</span><span class="hl-punctuation">&gt;</span>if (a &lt; b) {}<span class="hl-punctuation">&lt;/</span><span class="hl-tag">script</span><span class="hl-punctuation">&gt;</span>
                """#)
    }

    @Test func shellBlock() {
        let code = """
            # build
            export CC=clang
            swift build -c release 2>&1 | tee "$LOG"
            cat <<EOF
            $HOME
            EOF
            """
        let expected = #"""
            <span class="hl-comment"># build</span>
            <span class="hl-keyword">export</span> <span class="hl-variable">CC</span><span class="hl-operator">=</span>clang
            <span class="hl-function">swift</span> build <span class="hl-attribute">-c</span> release <span class="hl-operator">2&gt;&amp;1</span> <span class="hl-operator">|</span> <span class="hl-function">tee</span> <span class="hl-string">&quot;</span><span class="hl-variable">$LOG</span><span class="hl-string">&quot;</span>
            <span class="hl-function">cat</span> <span class="hl-operator">&lt;&lt;</span><span class="hl-meta">EOF</span>
            <span class="hl-string">$HOME</span>
            <span class="hl-meta">EOF</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "bash").html == expected)
    }

    @Test func shellVariablesKeywordsAndFlags() {
        let code = #"for f in *.md; do echo "${f}" --force=yes; done"#
        let expected = #"""
            <span class="hl-keyword">for</span> f <span class="hl-keyword">in</span> *.md<span class="hl-operator">;</span> <span class="hl-keyword">do</span> <span class="hl-function">echo</span> <span class="hl-string">&quot;</span><span class="hl-variable">${f}</span><span class="hl-string">&quot;</span> <span class="hl-attribute">--force</span>=yes<span class="hl-operator">;</span> <span class="hl-keyword">done</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "sh").html == expected)
    }

    @Test func shellCasePatternsAreNotCommands() {
        let code = """
            case "$1" in
              start|run) exec ./server ;;
            esac
            """
        let expected = #"""
            <span class="hl-keyword">case</span> <span class="hl-string">&quot;</span><span class="hl-variable">$1</span><span class="hl-string">&quot;</span> <span class="hl-keyword">in</span>
              start<span class="hl-operator">|</span>run<span class="hl-punctuation">)</span> <span class="hl-function">exec</span> <span class="hl-function">./server</span> <span class="hl-operator">;;</span>
            <span class="hl-keyword">esac</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "zsh").html == expected)
    }

    @Test func consolePromptsAreMetaAndOutputStaysPlain() {
        let code = """
            $ specimen build --out public
            Built 12 pages
            % echo done
            """
        let expected = #"""
            <span class="hl-meta">$</span> <span class="hl-function">specimen</span> build <span class="hl-attribute">--out</span> public
            Built 12 pages
            <span class="hl-meta">%</span> <span class="hl-function">echo</span> done
            """#
        let result = SyntaxHighlighter.highlight(code, language: "console")
        #expect(result.html == expected)
        #expect(result.language == .console)
    }

    @Test func diffBlock() {
        let code = """
            diff --git a/Site.swift b/Site.swift
            --- a/Site.swift
            +++ b/Site.swift
            @@ -1,2 +1,2 @@
             let a = 1
            -let b = 2
            +let b = 3
            """
        let expected = #"""
            <span class="hl-meta">diff --git a/Site.swift b/Site.swift</span>
            <span class="hl-meta">--- a/Site.swift</span>
            <span class="hl-meta">+++ b/Site.swift</span>
            <span class="hl-meta">@@ -1,2 +1,2 @@</span>
             let a = 1
            <span class="hl-deleted">-let b = 2</span>
            <span class="hl-inserted">+let b = 3</span>
            """#
        #expect(SyntaxHighlighter.highlight(code, language: "patch").html == expected)
    }

    @Test func diffRemovedLineStartingWithDashesIsNotAHeader() {
        let html = SyntaxHighlighter.highlight("@@ -1 +1 @@\n--- old rule\n+new rule", language: "diff").html
        #expect(
            html == #"""
                <span class="hl-meta">@@ -1 +1 @@</span>
                <span class="hl-deleted">--- old rule</span>
                <span class="hl-inserted">+new rule</span>
                """#)
    }

    @Test(arguments: [nil, "", "brainfuck", "objective-c", "swiftx"] as [String?])
    func unknownOrMissingLanguageIsPlainEscapedText(language: String?) {
        let result = SyntaxHighlighter.highlight("let a = b < c && \"d\"", language: language)
        #expect(result.html == "let a = b &lt; c &amp;&amp; &quot;d&quot;")
        #expect(result.language == nil)
        #expect(!result.isHighlighted)
    }

    @Test func languageNamesAreCaseInsensitiveWithAliases() {
        let expected: [String: HighlightLanguage] = [
            "Swift": .swift, " swift ": .swift, "JSON": .json, "jsonc": .json, "yaml": .yaml, "YML": .yaml,
            "css": .css, "html": .html, "XML": .html, "svg": .html, "shell": .shell, "sh": .shell, "Bash": .shell,
            "zsh": .shell, "console": .console, "diff": .diff, "patch": .diff,
        ]
        for (name, language) in expected {
            #expect(HighlightLanguage(name: name) == language, "\(name)")
        }
        #expect(HighlightLanguage(name: "text") == nil)
    }

    @Test func escapesMarkupCharactersInEveryLanguage() {
        let code = #"a < b && c > "d" & 'e'"#
        for language in HighlightLanguage.allCases {
            let html = SyntaxHighlighter.highlight(code, as: language).html
            let withoutTags = html.replacing(/<\/?span[^>]*>/, with: "")
            #expect(withoutTags == #"a &lt; b &amp;&amp; c &gt; &quot;d&quot; &amp; 'e'"#, "\(language)")
        }
    }

    @Test func escapesInsideSpans() {
        let html = SyntaxHighlighter.highlight(#"let s = "<b>&amp;</b>""#, language: "swift").html
        #expect(
            html == #"""
                <span class="hl-keyword">let</span> <span class="hl-variable">s</span> <span class="hl-operator">=</span> <span class="hl-string">&quot;&lt;b&gt;&amp;amp;&lt;/b&gt;&quot;</span>
                """#)
    }

    @Test func everyKindHasItsClassName() {
        #expect(HighlightKind.allCases.count == 16)
        #expect(HighlightKind.keyword.cssClass == "hl-keyword")
        #expect(HighlightKind.operator.cssClass == "hl-operator")
    }

    @Test func emptyInput() {
        for language in HighlightLanguage.allCases {
            #expect(SyntaxHighlighter.highlight("", as: language).html == "")
        }
    }
}
