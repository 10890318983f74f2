import Testing

@testable import SpecimenKit

/// Every parse error: exact text, and the line and column of the tag to fix.
@Suite struct TemplateSyntaxErrorTests {
    @Test func aSectionThatIsNeverClosedIsLocatedAtItsOpeningTag() {
        #expect(templateError("<html>\n{{#page}}{{title}}\n</html>\n") == "2:1: `{{#page}}` is never closed")
        #expect(templateError("a\n  b {{^ empty }}\n") == "2:5: `{{^ empty }}` is never closed")
        // The innermost open section is the one reported.
        #expect(templateError("{{#a}}\n  {{#b}}\n{{/a}}") == "3:1: `{{/a}}` does not close `{{#b}}`")
        #expect(templateError("{{#a}}{{#b}}{{/b}}\n  {{#c}}") == "2:3: `{{#c}}` is never closed")
        #expect(
            templateErrorAdvice("{{#page}}") == [
                "Every `{{#name}}` and `{{^name}}` needs a matching `{{/name}}` later in the same template.",
                "Add `{{/page}}` where the section should end.",
            ])
    }

    @Test func aCloseTagWithTheWrongNameIsLocatedAtTheCloseTag() {
        #expect(templateError("{{#items}}\n  <li>{{title}}</li>\n{{/item}}\n") == "3:1: `{{/item}}` does not close `{{#items}}`")
        #expect(
            templateErrorAdvice("{{#items}}\n  <li>{{title}}</li>\n{{/item}}\n") == [
                "Sections close in the reverse order they open, and the innermost open section is `{{#items}}`, at line 1, column 1.",
                "Close `{{#items}}` first with `{{/items}}`, or correct the name that is wrong.",
            ])
        #expect(templateError("é {{/a}}") == "1:3: `{{/a}}` closes a section that is not open")
    }

    @Test func anUnclosedTagIsLocatedAtItsOpeningDelimiter() {
        #expect(templateError("<title>{{page.title</title>\n") == "1:8: `{{page.title` is never closed")
        #expect(templateError("a\n  {{") == "2:3: `{{` is never closed")
        #expect(templateError("{{#open") == "1:1: `{{#open` is never closed")
        #expect(
            templateErrorAdvice("x {{name") == [
                "A tag opened with `{{` closes with `}}` right after its name.",
                "Close it with `}}`; to show `{{` on the page as text, write `&#123;&#123;` instead.",
            ])
    }

    @Test func aTagThatIsNotOneNameIsNotValid() {
        #expect(templateError("{{page title}}") == "1:1: `{{page title}}` is not a valid tag")
        #expect(templateError("<p>{{ café }}</p>") == "1:4: `{{ café }}` is not a valid tag")
        #expect(templateError("{{ #section}}{{/section}}") == "1:1: `{{ #section}}` is not a valid tag")
        #expect(
            templateErrorAdvice("{{a b}}") == [
                "Between `{{` and `}}` a tag holds one name (letters, digits and `.` `-` `_` `?` `*`), after `#`, `^`, `/`, `>`, `&` or `{` for the kinds of tag that have one.",
                "Write one name there, such as `{{page.title}}`.",
            ])
    }

    @Test func aTripleMustacheNeedsThreeClosingBraces() throws {
        #expect(templateError("<div>\n{{{page.content}}\n</div>") == "2:1: `{{{page.content}}` is not closed with `}}}`")
        #expect(
            templateErrorAdvice("{{{x}}") == [
                "`{{{name}}}` writes a value without escaping it: it opens with `{{{` and closes with `}}}`.",
                "Close it with `}}}`, or write `{{& name}}`.",
            ])
        // With other delimiters the braces stay inside them: `<%{x}%>`, not swift-mustache's `<%{x%>}`.
        #expect(templateError("{{=<% %>=}}\n<%{x%>}") == "2:1: `<%{x%>` is not closed with `}%>`")
        #expect(try renderTemplate("{{=<% %>=}}<%{x}%>", ["x": "<b>"]) == "<b>")
    }

    @Test func namesMustNameSomething() {
        #expect(templateError("a{{}}") == "1:2: `{{}}` has no name")
        #expect(templateError("{{# }}{{/}}") == "1:1: `{{# }}` has no name")
        #expect(templateError("{{> }}") == "1:1: `{{> }}` has no name")
        #expect(templateError("{{a..b}}") == "1:1: `a..b` in `{{a..b}}` is not a valid name")
        #expect(templateError("{{#page.}}{{/page.}}") == "1:1: `page.` in `{{#page.}}` is not a valid name")
        #expect(templateError("{{..}}") == "1:1: `..` in `{{..}}` is not a valid name")
    }

    @Test func unclosedCommentsAndBadDelimitersAreLocated() {
        #expect(templateError("a\n{{! note\nmore") == "2:1: the comment `{{!` is never closed")
        #expect(templateError("x {{=<% =}}") == "1:3: `{{=<% =}}` is not a valid set-delimiter tag")
        #expect(templateError("{{=<%%>=}}") == "1:1: `{{=<%%>=}}` is not a valid set-delimiter tag")
        #expect(templateError("{{=<% %>=}}\n<%! open") == "2:1: the comment `<%!` is never closed")
        #expect(
            templateErrorAdvice("{{= =}}") == [
                "A set-delimiter tag gives the new opening and closing delimiters between `=` signs, separated by a space; neither may contain a space or `=`.",
                "Write it as `{{=<% %>=}}` with your delimiters, and switch back with `<%={{ }}=%>`.",
            ])
    }

    @Test func templateInheritanceIsRefusedWithWhatToUseInstead() {
        #expect(templateError("{{<base}}\n{{$title}}Hi{{/title}}\n{{/base}}") == "1:1: `{{<base}}` (template inheritance) is not supported")
        #expect(templateError("<h1>{{$title}}Default{{/title}}</h1>") == "1:5: `{{$title}}` (template inheritance) is not supported")
        #expect(
            templateErrorAdvice("{{<base}}{{/base}}") == [
                "Specimen's templates have values, sections, inverted sections, partials, comments and set-delimiter tags; parent templates and blocks are not among them.",
                "Share markup with a partial (`{{> name}}`), and choose what differs with sections.",
            ])
    }

    @Test func transformsPragmasAndDynamicPartialsAreRefused() {
        #expect(templateError("<b>{{uppercased(title)}}</b>") == "1:4: `{{uppercased(title)}}` applies a transform, which is not supported")
        #expect(templateError("{{#items}}{{index()}}{{/items}}") == "1:11: `{{index()}}` applies a transform, which is not supported")
        #expect(
            templateError("{{#reversed(items)}}{{/reversed(items)}}") == "1:1: `{{#reversed(items)}}` applies a transform, which is not supported")
        #expect(templateError("{{%CONTENT_TYPE: TEXT}}\n") == "1:1: `{{%CONTENT_TYPE: TEXT}}` (a pragma) is not supported")
        #expect(templateError("\n  {{>*layout}}") == "2:3: `{{>*layout}}` (a dynamic partial) is not supported")
        #expect(
            templateErrorAdvice("{{upper(x)}}") == [
                "A tag names a value of the template context; it cannot call a function on it.",
                "Use the values the context gives (the documentation's Theme page lists them), and choose between fixed texts with sections.",
            ])
        #expect(
            templateErrorAdvice("{{%CONTENT_TYPE: TEXT}}").last
                == "Remove it, and write `{{{name}}}` or `{{& name}}` where a value must not be escaped.")
        #expect(templateErrorAdvice("{{>*name}}").last == "Name the partial (`{{> name}}`), and choose between partials with sections.")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(templateError("✅ é {{#x}}") == "1:5: `{{#x}}` is never closed")
        #expect(templateError("a\r\nb {{#x}}") == "2:3: `{{#x}}` is never closed")
    }
}
