import Testing

@testable import SpecimenKit

/// Standalone lines, comments, delimiters and partial indentation, written by hand from the
/// Mustache spec's rules, plus the corners where Specimen keeps swift-mustache's output.
@Suite struct TemplateWhitespaceTests {
    // MARK: Standalone lines

    @Test func aStandaloneSectionLineIsRemovedWhole() throws {
        let value: TemplateValue = ["boolean": true]
        #expect(try renderTemplate("| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", value) == "| This Is\n|\n| A Line\n")
        #expect(try renderTemplate("| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n", value) == "| This Is\n|\n| A Line\n")
        #expect(try renderTemplate("| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n", ["boolean": false]) == "| This Is\n|\n| A Line\n")
    }

    @Test func standaloneLinesKeepCRLFLineEndings() throws {
        #expect(try renderTemplate("|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", ["boolean": true]) == "|\r\n|")
        #expect(try renderTemplate("|\r\n{{! comment }}\r\n|") == "|\r\n|")
        #expect(try renderTemplate("|\r\n{{= @ @ =}}\r\n|") == "|\r\n|")
    }

    @Test func theFirstAndLastLinesCanBeStandalone() throws {
        #expect(try renderTemplate("  {{#boolean}}\n#{{/boolean}}\n/", ["boolean": true]) == "#\n/")
        #expect(try renderTemplate("#{{#boolean}}\n/\n  {{/boolean}}", ["boolean": true]) == "#\n/\n")
        #expect(try renderTemplate("  {{! I'm Still Standalone }}\n!") == "!")
        #expect(try renderTemplate("!\n  {{! I'm Still Standalone }}") == "!\n")
    }

    @Test func aTagWithOtherTextOnItsLineIsNotStandalone() throws {
        let value: TemplateValue = ["boolean": true]
        #expect(try renderTemplate(" | {{#boolean}}\t|\t{{/boolean}} | \n", value) == " | \t|\t | \n")
        #expect(try renderTemplate(" | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", value) == " |  \n  | \n")
        #expect(try renderTemplate(" {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", value) == " YES\n GOOD\n")
        #expect(try renderTemplate("  {{string}}\n", ["string": "---"]) == "  ---\n")
    }

    @Test func sectionsOnTheirOwnLinesLeaveOnlyTheirContent() throws {
        let template = "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n"
        #expect(try renderTemplate(template, ["bool": true, "two": "second"]) == "* first\n* second\n* third\n")
    }

    // MARK: Comments

    @Test func commentsWriteNothing() throws {
        #expect(try renderTemplate("12345{{! Comment Block! }}67890") == "1234567890")
        #expect(try renderTemplate("12345{{!\n  This is a\n  multi-line comment...\n}}67890\n") == "1234567890\n")
        #expect(try renderTemplate("Begin.\n{{! Comment Block! }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try renderTemplate("Begin.\n  {{! Indented Comment Block! }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try renderTemplate("Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try renderTemplate("  12 {{! 34 }}\n") == "  12 \n")
        #expect(try renderTemplate("12345 {{! Comment Block! }} 67890") == "12345  67890")
    }

    // MARK: Set delimiter

    @Test func delimitersCanBeChanged() throws {
        #expect(try renderTemplate("{{=<% %>=}}(<%text%>)", ["text": "Hey!"]) == "(Hey!)")
        #expect(try renderTemplate("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
        #expect(try renderTemplate("|{{= @   @ =}}|") == "||")
        #expect(try renderTemplate("{{=<% %>=}}<%#a%><%& b%><%/a%><%={{ }}=%>{{c}}", ["a": true, "b": "<i>", "c": "d"]) == "<i>d")
    }

    @Test func changedDelimitersApplyToSectionsAndStandaloneLines() throws {
        let template = "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n"
        let value: TemplateValue = ["section": true, "data": "I got interpolated."]
        #expect(try renderTemplate(template, value) == "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n")
        #expect(try renderTemplate("Begin.\n{{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try renderTemplate("Begin.\n  {{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try renderTemplate("  {{=@ @=}}\n=") == "=")
        #expect(try renderTemplate("=\n  {{=@ @=}}") == "=\n")
        #expect(try renderTemplate("| {{=@ @=}} |") == "|  |")
        #expect(try renderTemplate(" | {{=@ @=}}\n") == " | \n")
    }

    @Test func partialsStartWithTheDefaultDelimiters() throws {
        let partials = ["include": ".{{value}}."]
        #expect(
            try renderTemplate("[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", ["value": "yes"], partials: partials) == "[ .yes. ]\n[ .yes. ]\n")
        let changing = ["include": ".{{value}}.  {{= | | =}}.|value|."]
        #expect(
            try renderTemplate("[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"], partials: changing)
                == "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n")
    }

    @Test func aDelimiterChangeInsideASectionEndsWithIt() throws {
        // swift-mustache's scoping, kept: the section's close tag uses the new delimiters, what follows the old.
        #expect(try renderTemplate("{{#a}}{{=<% %>=}}<%b%><%/a%>{{b}}", ["a": true, "b": "x"]) == "xx")
    }

    // MARK: Partials

    @Test func aPartialRendersWithTheCurrentContext() throws {
        #expect(try renderTemplate("\"{{>text}}\"", partials: ["text": "from partial"]) == "\"from partial\"")
        #expect(try renderTemplate("\"{{>partial}}\"", ["text": "content"], partials: ["partial": "*{{text}}*"]) == "\"*content*\"")
        #expect(try renderTemplate("|{{> partial }}|", partials: ["partial": "[]"]) == "|[]|")
        #expect(try renderTemplate("| {{>partial}} |", partials: ["partial": "\t|\t"]) == "| \t|\t |")
    }

    @Test func aMissingPartialRendersNothing() throws {
        #expect(try renderTemplate("\"{{>text}}\"") == "\"\"")
    }

    @Test func partialsCanRecurse() throws {
        let value: TemplateValue = ["content": "X", "nodes": [["content": "Y", "nodes": []]]]
        let partials = ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]
        #expect(try renderTemplate("{{>node}}", value, partials: partials) == "X<Y<>>")
    }

    @Test func endlessRecursionStopsAtTheDepthLimit() throws {
        let depth = TemplateLibrary.maximumPartialDepth
        #expect(try renderTemplate("{{>loop}}", partials: ["loop": "x{{>loop}}"]) == String(repeating: "x", count: depth))
        // Found through the context stack, as a missing `children` would be: still stops.
        let value: TemplateValue = ["children": [["title": "A"]]]
        let partials = ["item": "{{title}}{{#children}}{{>item}}{{/children}}"]
        #expect(try renderTemplate("{{>item}}", value, partials: partials) == String(repeating: "A", count: depth - 1))
        // A standalone, indented partial that includes itself also stops.
        let indented = try renderTemplate("{{>deep}}", partials: ["deep": "-\n  {{>deep}}\n"])
        #expect(indented.filter { $0 == "-" }.count == depth)
    }

    /// Found by fuzzing (Fuzz/FuzzTemplates): a partial that includes itself twice doubles at every level,
    /// so the depth limit alone left 2^64 renderings to do. The number of partials is capped too.
    @Test func aPartialThatIncludesItselfTwiceStops() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let output = try renderTemplate("{{>twice}}", partials: ["twice": "x{{>twice}}{{>twice}}"])
        #expect(output.count == TemplateLibrary.maximumPartialRenders)
        #expect(clock.now - start < .seconds(30), "it finishes")
        // The fuzzer's own input, as it found it: it renders, and stops.
        let found =
            "!\n {{> s}}{ 8\n\r{> sZiider}} \r     }{ 8\n\r{> sZiider {{>Sebr}} \r   {{>p}}\r\r{ 8\n\r{> sZiider}} \r     }{ 8\n\r{> sZiider {{>Sebr}} \r   {{>p}}"
        #expect(try renderTemplate("{{>p}}", partials: ["p": found]).count > 0)
        // Its second input: indentation that deepens with every level, on every line. Output is bounded.
        let indented =
            "!\n {{> s}}{ 8\n\u{8a}{> SetsZiider}} \r }}{ 8\n\u{8a}{> SetsZiider}} \r > sZiider}} \r     }\n {{> s}}{ 4\n\r{> sZiider {{>Sebr}} \r   {{>p}}\r    }\n {{> r}} \r   {{>p}}\r\r"
        let deep = try renderTemplate("{{>p}}", partials: ["p": indented])
        #expect(deep.utf8.count < TemplateLibrary.maximumOutputBytes + 64 * 1024)
    }

    @Test func aStandalonePartialIndentsEveryLine() throws {
        #expect(try renderTemplate("  {{>partial}}\n>", partials: ["partial": ">\n>"]) == "  >\n  >>")
        #expect(try renderTemplate(">\n  {{>partial}}", partials: ["partial": ">\n>"]) == ">\n  >\n  >")
        #expect(try renderTemplate("|\r\n{{>partial}}\r\n|", partials: ["partial": ">"]) == "|\r\n>|")
        // Lines of a value are the value's, not the partial's: they are not indented.
        let template = "\\\n {{>partial}}\n/\n"
        #expect(try renderTemplate(template, ["content": "<\n->"], partials: ["partial": "|\n{{{content}}}\n|\n"]) == "\\\n |\n <\n->\n |\n/\n")
    }

    @Test func anInlinePartialIsNotIndented() throws {
        #expect(try renderTemplate("  {{data}}  {{> partial}}\n", ["data": "|"], partials: ["partial": ">\n>"]) == "  |  >\n>\n")
    }

    @Test func indentationAddsUpThroughNestedPartials() throws {
        let partials = ["outer": "<ul>\n  {{>inner}}\n</ul>\n", "inner": "<li>\n  x\n</li>\n"]
        #expect(
            try renderTemplate("<nav>\n  {{>outer}}\n</nav>\n", partials: partials)
                == "<nav>\n  <ul>\n    <li>\n      x\n    </li>\n  </ul>\n</nav>\n")
    }

    // MARK: swift-mustache's output, kept so pages stay byte-identical

    @Test func theWhitespaceOfAnEmptyStandalonePartialStays() throws {
        // The default theme shows it on pages without breadcrumbs: the line keeps its indentation.
        #expect(try renderTemplate("<ul>\n  {{>empty}}\n</ul>\n", partials: ["empty": ""]) == "<ul>\n  </ul>\n")
        #expect(try renderTemplate("<ul>\n  {{>missing}}\n</ul>\n") == "<ul>\n  </ul>\n")
    }

    @Test func itemsAfterTheFirstOfARepeatedSectionStartWithoutTheIndentation() throws {
        // As in the default theme's sidebar: the first nav item is indented by the enclosing partial, the rest are not.
        let partials = ["list": "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"]
        let output = try renderTemplate("<nav>\n  {{>list}}\n</nav>\n", ["items": ["a", "b"]], partials: partials)
        #expect(output == "<nav>\n  <ul>\n    <li>a</li>\n  <li>b</li>\n  </ul>\n</nav>\n")
    }

    @Test func whitespaceEndingTheTemplateIsDropped() throws {
        #expect(try renderTemplate("a\n  ") == "a\n")
        #expect(try renderTemplate("a\n  b") == "a\n  b")
    }
}
