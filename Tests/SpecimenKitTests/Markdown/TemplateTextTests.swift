import Testing

@testable import SpecimenKit

/// Template code a site generator would expand is found outside code; prose about templates and code are not.
@Suite struct TemplateTextTests {
    @Test func eachKindIsFoundAtItsFirstPlace() {
        let body = """
            # Buttons

            Use `{{ name }}` in a template; {{tags}} are not expanded in prose.

            ```liquid
            {% include button.html %}
            ```

            See [groups]({{ site.baseurl }}/components/group/).
            {: .usa-list}

            <Hds::Button @text="Save" />
            @include "partials/missing"
            {% capture x %}
            """
        #expect(
            TemplateText.occurrences(in: body).map { "\($0.line):\($0.byteColumn) \($0.kind)" } == [
                "9:14 template expressions (`{{ … }}`)",
                "10:1 kramdown attribute lists (`{: … }`)",
                "12:1 Ember components (`<Hds::Button />`)",
                "13:1 `@include` lines",
                "14:1 Liquid or Nunjucks tags (`{% … %}`)",
            ])
    }

    /// Each kind is found when it is the only one on the page, and only where it counts (an `@include` opens its line).
    @Test func eachKindIsFoundAlone() {
        let found = { (body: String) in TemplateText.occurrences(in: body).map { "\($0.line):\($0.byteColumn) \($0.kind)" } }
        #expect(found("# A\n\n  @include \"partials/api.md\"\n") == ["3:3 `@include` lines"])
        #expect(found("# A\n\n<Doc::Badge @text=\"New\" />\n") == ["3:1 Ember components (`<Hds::Button />`)"])
        #expect(found("# A\n\n<C.Property @name=\"size\" />\n") == ["3:1 Ember components (`<Hds::Button />`)"])
        #expect(found("# A\n\nText {% raw %} here.\n") == ["3:6 Liquid or Nunjucks tags (`{% … %}`)"])
        #expect(found("# A\n\nWrite @include \"x\" on a line of its own.\n\nA <b>Note.Bold</b> tag.\n").isEmpty)
    }

    /// Other generators' block syntax, which GitHub shows as text too, each where a real site of that generator has it:
    /// an mdBook listing filled in from a file, a Docusaurus page with its imports, tabs and admonitions, a VitePress page.
    @Test func otherGeneratorsBlocksAreFound() {
        let found = { (body: String) in TemplateText.occurrences(in: body).map { "\($0.line):\($0.byteColumn) \($0.kind)" } }
        #expect(
            found("# Guessing game\n\n```rust,ignore\n{{#rustdoc_include ../listings/ch02/src/main.rs:all}}\n```\n") == [
                "4:1 mdBook includes (`{{#include … }}`)"
            ])
        #expect(
            found(
                "---\nid: browser\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from \"@theme/TabItem\"\n\n<Tabs>\n<TabItem value=\"esm\">\n\n:::note\n\nRun it.\n\n:::\n"
            ) == [
                "5:1 MDX imports (`import … from`)", "8:1 components (`<Tabs>`, `<Listing>`)", "11:1 `:::` containers (`::: tip`)",
            ])
        #expect(
            found("# Search\n\n[[toc]]\n\n::: tip Note\nText\n:::\n\n<<< @/snippets/snippet.js{2}\n") == [
                "3:1 `[[toc]]` markers", "5:1 `:::` containers (`::: tip`)", "9:1 VitePress code imports (`<<< @/…`)",
            ])
        #expect(found("# Setup\n\n!!! note \"Heads up\"\n\n    Indented body.\n\n??? tip\n") == ["3:1 `!!!` admonitions (`!!! note`)"])
        // A sentence can start with "import", a list item can hold `:::` later on, and code shows the rest as it is.
        #expect(found("# A\n\nimport the file from the menu.\n\n- a ::: b\n\n```\n::: tip\n[[toc]]\n```\n\n    <<< indented\n").isEmpty)
        // HTML in capitals, a type parameter in prose, an exclamation, a pager: ordinary Markdown (the reviewer's cases).
        #expect(
            found(
                "# A\n\n<P align=\"center\">\n<IMG src=\"a.png\">\n</P>\n\n<T> is the element type.\n\n<Details>\n\n!!! IMPORTANT: back up first.\n\n<<< Previous | Next >>>\n"
            ).isEmpty)
        #expect(found("# A\n\n!!! Do\n\nUse it.\n\n!!! tip \"Heads up\"\n") == ["3:1 `!!!` admonitions (`!!! note`)"])
    }

    @Test func swiftCodeAndProseHoldNone() {
        let body = "# Swift\n\n@MainActor final class A {}\n\nA dictionary `[String: Int]` and a closure { x in x }.\n\n    {{ indented code }}\n"
        #expect(TemplateText.occurrences(in: body).isEmpty)
    }

    /// One cause, one warning: the pages of a site generator are named in the first one's reason.
    @Test func aSiteOfTemplatedPagesIsOneWarning() throws {
        let site = try TemporaryProject([
            "content/a.md": "# A\n\n{% include a.html %}\n",
            "content/b.md": "# B\n\n[x]({{ site.baseurl }}/a/)\n",
            "content/c.md": "# C\n\n{: .lead}\n",
        ])
        let report = site.build()
        #expect(
            report.diagnostics.map { "\($0.location!.file):\($0.location!.line) \($0.message)" } == [
                "content/a.md:3 this page holds template code that Specimen does not expand: Liquid or Nunjucks tags (`{% … %}`)"
            ])
        #expect(report.diagnostics.first?.reason?.hasSuffix(" The same holds for 2 more files: content/b.md, content/c.md.") == true)
    }
}
