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
