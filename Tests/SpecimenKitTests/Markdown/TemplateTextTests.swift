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

    @Test func swiftCodeAndProseHoldNone() {
        let body = "# Swift\n\n@MainActor final class A {}\n\nA dictionary `[String: Int]` and a closure { x in x }.\n\n    {{ indented code }}\n"
        #expect(TemplateText.occurrences(in: body).isEmpty)
    }
}
