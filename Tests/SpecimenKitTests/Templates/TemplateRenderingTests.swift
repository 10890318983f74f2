import Testing

@testable import SpecimenKit

/// Values, escaping, sections and the context stack, written from the Mustache spec's rules
/// (interpolation, sections, inverted) and from what swift-mustache did for Specimen's values.
@Suite struct TemplateRenderingTests {
    // MARK: Values

    @Test func textWithoutTagsIsCopied() throws {
        #expect(try renderTemplate("Hello from {Mustache}!\n") == "Hello from {Mustache}!\n")
    }

    @Test func aNameIsReplacedByItsValue() throws {
        #expect(try renderTemplate("Hello, {{subject}}!\n", ["subject": "world"]) == "Hello, world!\n")
        #expect(try renderTemplate("|{{ string }}|", ["string": "---"]) == "|---|")
    }

    @Test func valuesAreEscapedForHTMLAsMustacheEscapedThem() throws {
        #expect(try renderTemplate("{{forbidden}}", ["forbidden": "& \" < > '"]) == "&amp; &quot; &lt; &gt; &#39;")
        #expect(try renderTemplate("{{{forbidden}}}", ["forbidden": "& \" < > '"]) == "& \" < > '")
        #expect(try renderTemplate("{{&forbidden}}", ["forbidden": "& \" < > '"]) == "& \" < > '")
        #expect(try renderTemplate("{{& forbidden }}", ["forbidden": "<b>"]) == "<b>")
        #expect(try renderTemplate("{{{ forbidden }}}", ["forbidden": "<b>"]) == "<b>")
    }

    @Test func escapingGoesByCharacterLikeSwiftMustache() throws {
        // Non-ASCII neighbours do not stop escaping...
        #expect(try renderTemplate("{{x}}", ["x": "café <b>é</b> «\"é\"»"]) == "café &lt;b&gt;é&lt;/b&gt; «&quot;é&quot;»")
        // ...but a combining mark joined to `<` makes another character, which was never escaped,
        // and so does a prepended Arabic number sign.
        #expect(try renderTemplate("{{x}}", ["x": "a<\u{338}b & c"]) == "a<\u{338}b &amp; c")
        #expect(try renderTemplate("{{x}}", ["x": "\u{600}<"]) == "\u{600}<")
    }

    @Test func textAsBytesIsShownTestedAndIndentedAsText() throws {
        let bytes = TemplateValue.utf8(Array("a<\u{338}b & «\"é\"»\n".utf8))
        #expect(try renderTemplate("{{x}}|{{{x}}}", ["x": bytes]) == "a<\u{338}b &amp; «&quot;é&quot;»\n|a<\u{338}b & «\"é\"»\n")
        #expect(try renderTemplate("[{{#x}}{{{.}}}{{/x}}][{{^x}}hidden{{/x}}]", ["x": bytes]) == "[a<\u{338}b & «\"é\"»\n][]")
        #expect(try renderTemplate("[{{#x}}shown{{/x}}][{{x}}]", ["x": .utf8([])]) == "[shown][]")
        #expect(
            try renderTemplate("<main>\n  {{>body}}\n</main>\n", ["x": bytes], partials: ["body": "{{{x}}}"])
                == "<main>\n  a<\u{338}b & «\"é\"»\n</main>\n")
    }

    @Test func booleansAndNumbersAreWrittenAsBefore() throws {
        #expect(try renderTemplate("{{yes}} {{no}}", ["yes": true, "no": false]) == "true false")
        #expect(try renderTemplate("\"{{mph}} miles an hour!\"", ["mph": 85]) == "\"85 miles an hour!\"")
        #expect(try renderTemplate("\"{{power}} jiggawatts!\"", ["power": 1.210]) == "\"1.21 jiggawatts!\"")
        #expect(try renderTemplate("{{a}} {{b}} {{c}} {{d}}", ["a": -3.0, "b": 1e15, "c": 1e16, "d": 0.1]) == "-3 1000000000000000.0 1e+16 0.1")
    }

    @Test func missingNamesListsAndObjectsWriteNothing() throws {
        #expect(try renderTemplate("I ({{cannot}}) be seen!") == "I () be seen!")
        #expect(try renderTemplate("[{{list}}][{{object}}][{{{list}}}]", ["list": ["a"], "object": ["b": "c"]]) == "[][][]")
    }

    // MARK: Names

    @Test func anObjectsFieldsBehaveLikeADictionarysEntries() throws {
        var fields: TemplateFields = ["title": "First", "url": "/a/", "title": "Second"]
        #expect(fields.count == 2)
        #expect(fields["title"] == "First")
        fields["title"] = "Third"
        fields["hasURL"] = true
        fields["url"] = nil
        fields["missing"] = nil
        #expect(fields == ["hasURL": true, "title": "Third"])
        #expect(fields != ["hasURL": true, "title": "First"])
        #expect(fields != ["hasURL": true, "title": "Third", "url": "/a/"])
        #expect(TemplateFields(["a": 1, "b": [:]]) == ["b": [:], "a": 1])
        #expect(try renderTemplate("{{title}} {{url}}|{{hasURL}}", .object(fields)) == "Third |true")
    }

    @Test func dottedNamesReachInsideObjects() throws {
        let person: TemplateValue = ["person": ["name": "Joe"]]
        #expect(try renderTemplate("\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"", person) == "\"Joe\" == \"Joe\"")
        #expect(try renderTemplate("{{a.b.c.d.e.name}}", ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]]) == "Phil")
    }

    @Test func aBrokenChainIsMissingAndDoesNotClimb() throws {
        #expect(try renderTemplate("\"{{a.b.c}}\"", ["a": [:]]) == "\"\"")
        #expect(try renderTemplate("\"{{a.b.c.name}}\"", ["a": ["b": [:]], "c": ["name": "Jim"]]) == "\"\"")
        #expect(try renderTemplate("{{#a}}{{b.c}}{{/a}}", ["a": ["b": [:]], "b": ["c": "ERROR"]]) == "")
    }

    @Test func theFirstPartOfANameIsLookedUpFromTheInnermostValueOutwards() throws {
        let value: TemplateValue = ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]]
        #expect(try renderTemplate("\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"", value) == "\"foo, bar, baz\"")
        let nested: TemplateValue = ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]], "b": ["c": ["d": ["e": ["name": "Wrong"]]]]]
        #expect(try renderTemplate("{{#a}}{{b.c.d.e.name}}{{/a}}", nested) == "Phil")
    }

    @Test func aLeadingDotLooksOnlyInTheCurrentValue() throws {
        let value: TemplateValue = ["title": "Site", "items": [["title": "One"], ["url": "/two/"]]]
        #expect(try renderTemplate("{{#items}}[{{.title}}|{{title}}]{{/items}}", value) == "[One|One][|Site]")
    }

    @Test func aDotIsTheCurrentValue() throws {
        #expect(try renderTemplate("Hello, {{.}}!", "world") == "Hello, world!")
        #expect(try renderTemplate("{{#list}}({{.}}){{/list}}", ["list": ["a", "b", "c"]]) == "(a)(b)(c)")
        #expect(try renderTemplate("{{#list}}({{.}}){{/list}}", ["list": [1, 2.5, 3]]) == "(1)(2.5)(3)")
        #expect(try renderTemplate("{{#list}}({{#.}}{{.}}{{/.}}){{/list}}", ["list": [[1, 2, 3], ["a", "b", "c"]]]) == "(123)(abc)")
    }

    // MARK: Sections

    @Test func aFlagRendersItsSectionOnceOrNotAtAll() throws {
        #expect(try renderTemplate("\"{{#boolean}}This should be rendered.{{/boolean}}\"", ["boolean": true]) == "\"This should be rendered.\"")
        #expect(try renderTemplate("\"{{#boolean}}This should not be rendered.{{/boolean}}\"", ["boolean": false]) == "\"\"")
        #expect(try renderTemplate("\"{{#missing}}Not rendered.{{/missing}}\"") == "\"\"")
        #expect(try renderTemplate("| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", ["bool": true]) == "| A B C D E |")
    }

    @Test func anObjectBecomesTheCurrentValue() throws {
        #expect(try renderTemplate("\"{{#context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]]) == "\"Hi Joe.\"")
        #expect(try renderTemplate("{{#foo}}{{.}} is {{foo}}{{/foo}}", ["foo": "bar"]) == "bar is bar")
    }

    @Test func aListRepeatsItsSectionPerItem() throws {
        let list: TemplateValue = ["list": [["item": 1], ["item": 2], ["item": 3]]]
        #expect(try renderTemplate("\"{{#list}}{{item}}{{/list}}\"", list) == "\"123\"")
        #expect(try renderTemplate("\"{{#list}}Yay lists!{{/list}}\"", ["list": []]) == "\"\"")
    }

    @Test func emptyTextZeroAndEmptyObjectsAreTrueAsInSwiftMustache() throws {
        // Themes rely on this: optional text is left out of the context, never sent empty.
        #expect(try renderTemplate("[{{#text}}shown{{/text}}][{{^text}}hidden{{/text}}]", ["text": ""]) == "[shown][]")
        #expect(try renderTemplate("[{{#zero}}{{.}}{{/zero}}][{{^zero}}hidden{{/zero}}]", ["zero": 0]) == "[0][]")
        #expect(try renderTemplate("[{{#object}}shown{{/object}}]", ["object": [:]]) == "[shown]")
    }

    @Test func anInvertedSectionRendersForFalseMissingAndEmptyLists() throws {
        #expect(try renderTemplate("\"{{^boolean}}This should be rendered.{{/boolean}}\"", ["boolean": false]) == "\"This should be rendered.\"")
        #expect(try renderTemplate("\"{{^boolean}}Not rendered.{{/boolean}}\"", ["boolean": true]) == "\"\"")
        #expect(try renderTemplate("\"{{^missing}}Rendered.{{/missing}}\"") == "\"Rendered.\"")
        #expect(try renderTemplate("\"{{^context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]]) == "\"\"")
        #expect(try renderTemplate("\"{{^list}}{{n}}{{/list}}\"", ["list": [["n": 1], ["n": 2]]]) == "\"\"")
        #expect(try renderTemplate("\"{{^list}}Yay lists!{{/list}}\"", ["list": []]) == "\"Yay lists!\"")
        #expect(try renderTemplate("{{#bool}}A{{/bool}}{{^bool}}B{{/bool}}", ["bool": false]) == "B")
    }

    /// Names compare as Swift compares Strings: a name written in another canonical form is the same name.
    @Test func namesAreFoundInEitherCanonicalForm() {
        let fields: TemplateFields = ["caf\u{E9}": "composed", "\u{212A}": "kelvin", "title": "plain"]
        #expect(fields["cafe\u{301}"] == .text("composed"))
        #expect(fields["K"] == .text("kelvin"))
        #expect(fields["title"] == .text("plain"))
        #expect(fields["titles"] == nil)
    }

    @Test func dottedSectionNames() throws {
        #expect(try renderTemplate("\"{{#a.b.c}}Here{{/a.b.c}}\"", ["a": ["b": ["c": true]]]) == "\"Here\"")
        #expect(try renderTemplate("\"{{#a.b.c}}Here{{/a.b.c}}\"", ["a": [:]]) == "\"\"")
        #expect(try renderTemplate("\"{{^a.b.c}}Here{{/a.b.c}}\"", ["a": [:]]) == "\"Here\"")
    }

    @Test func aMissingNameInsideAnItemIsFoundInTheEnclosingValues() throws {
        // Why nav-item.mustache only recurses inside {{#hasChildren}}: the children of an item
        // without `children` would be its parent's.
        let value: TemplateValue = ["children": [["title": "A"], ["title": "B"]]]
        #expect(try renderTemplate("{{#children}}{{title}}{{#children}}.{{/children}}{{/children}}", value) == "A..B..")
    }

    @Test func anUnknownTemplateIsNil() {
        #expect(TemplateLibrary().render("nothing", with: [:]) == nil)
        var output = "kept"
        #expect(!TemplateLibrary().render("nothing", with: [:], into: &output))
        #expect(output == "kept")
    }

    @Test func renderingAppendsToTheOutput() throws {
        var library = TemplateLibrary()
        library.register(try Template("<p>{{text}}</p>"), named: "p")
        var output = "<body>"
        #expect(library.render("p", with: ["text": "a & b"], into: &output))
        #expect(output == "<body><p>a &amp; b</p>")
        // Pages are laid out into bytes, the same bytes.
        var bytes = Array("<body>".utf8)
        #expect(library.render("p", with: ["text": "a & b"], into: &bytes))
        #expect(bytes == Array("<body><p>a &amp; b</p>".utf8))
    }
}
