import Foundation
import SpecimenTestSupport
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenTokens

@Suite struct JSONSourceTests {
    private func parse(_ text: String) -> JSONSource.Result {
        JSONSource.parse(text, file: "t.json")
    }

    private func syntaxError(_ line: Int, _ column: Int, _ message: String, reason: String, fix: String) -> Diagnostic {
        .error(.jsonSyntax, at: SourceLocation(file: "t.json", line: line, column: column), message, reason: reason, fix: fix)
    }

    @Test func keepsLocationsOfKeysAndValuesAndKeyOrder() throws {
        let result = parse(
            """
            {
              "zeta": 1,
              "alpha": { "b": [true, null, "x"] }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let members = try #require(result.value?.objectMembers)
        #expect(members.map(\.key) == ["zeta", "alpha"])
        #expect(members[0].keyLocation == SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(file: "t.json", line: 2, column: 11))
        #expect(members[1].value.location == SourceLocation(file: "t.json", line: 3, column: 12))
        let inner = try #require(members[1].value.member(named: "b"))
        #expect(inner.keyLocation == SourceLocation(file: "t.json", line: 3, column: 14))
        let elements = try #require(inner.value.arrayElements)
        #expect(elements.map(\.location.column) == [20, 26, 32])
        #expect(elements[2].kind == .string("x"))
    }

    @Test func countsColumnsInCharactersNotBytes() throws {
        // "é" is 2 bytes and "👩‍💻" 11 bytes in UTF-8; each is one column.
        let result = parse(#"{"é👩‍💻": "x", "k": 2}"#)
        let members = try #require(result.value?.objectMembers)
        #expect(members[0].key == "é👩‍💻")
        #expect(members[0].value.location.column == 8)
        #expect(members[1].keyLocation.column == 13)
    }

    @Test func decodesEscapesAndNumbers() throws {
        let result = parse(#"["a\"b\\c\/\n\u00e9\ud83d\ude00", -1.5e2, 0, 0.12]"#)
        let elements = try #require(result.value?.arrayElements)
        #expect(elements[0].kind == .string("a\"b\\c/\né😀"))
        #expect(elements.dropFirst().map(\.numberValue) == [-150, 0, 0.12])
    }

    @Test func handlesWindowsLineEndingsAndByteOrderMark() throws {
        let result = parse("\u{FEFF}{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}")
        let members = try #require(result.value?.objectMembers)
        #expect(members[1].keyLocation == SourceLocation(file: "t.json", line: 3, column: 3))
    }

    @Test func trailingCommaInObject() {
        let result = parse(
            """
            {
              "a": 1,
            }
            """)
        #expect(result.value == nil)
        #expect(
            result.diagnostics == [
                syntaxError(
                    2, 9, "trailing comma before `}`",
                    reason: "JSON does not allow a comma after the last member of an object.",
                    fix: "Remove this comma.")
            ])
    }

    @Test func trailingCommaInArray() {
        #expect(
            parse("[1, 2,]").diagnostics == [
                syntaxError(
                    1, 6, "trailing comma before `]`",
                    reason: "JSON does not allow a comma after the last element of an array.",
                    fix: "Remove this comma.")
            ])
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        let result = parse(
            """
            {
              "a": "red,
              "b": 1
            }
            """)
        #expect(
            result.diagnostics == [
                syntaxError(
                    2, 8, "unterminated string",
                    reason: "A JSON string must end with `\"` on the same line; a line break inside a string is written `\\n`.",
                    fix: "Add the closing `\"` at the end of the string.")
            ])
    }

    @Test func missingCommaPointsAtTheNextKey() {
        let result = parse(
            """
            {
              "a": 1
              "b": 2
            }
            """)
        #expect(
            result.diagnostics == [
                syntaxError(
                    3, 3, "expected `,` or `}` after the value of `a`",
                    reason: "Members of a JSON object are separated by commas.",
                    fix: "Add a comma after the value of `a`, or close the object with `}`.")
            ])
    }

    @Test func unquotedKeyCommentsAndWords() {
        #expect(
            parse("{ a: 1 }").diagnostics == [
                syntaxError(
                    1, 3, "expected a quoted key, found `a`",
                    reason: "Every key in a JSON object is a string in double quotes.",
                    fix: "Put the key in double quotes, like `\"name\": value`.")
            ])
        #expect(
            parse("{\n  // note\n  \"a\": 1\n}").diagnostics == [
                syntaxError(
                    2, 3, "comments are not allowed in JSON",
                    reason: "Token files are plain JSON, which has no comment syntax.",
                    fix: "Remove the comment; put notes in a `$description` instead.")
            ])
        #expect(
            parse(#"{"a": tru}"#).diagnostics == [
                syntaxError(
                    1, 7, "unexpected word `tru`",
                    reason: "Outside strings JSON allows only the words `true`, `false` and `null`.",
                    fix: "Put text in double quotes, like `\"tru\"`.")
            ])
    }

    @Test func invalidNumbersAndEmptyFiles() {
        #expect(
            parse("[01]").diagnostics == [
                syntaxError(
                    1, 2, "invalid number `01`",
                    reason:
                        "JSON numbers have no leading zeros, no leading `+` and no trailing `.`; fractions need a digit on both sides of the point.",
                    fix: "Write the number like `16`, `0.5` or `-2.5e3`.")
            ])
        #expect(
            parse("  \n ").diagnostics == [
                syntaxError(
                    2, 2, "the file is empty",
                    reason: "A JSON file must contain one value, such as an object `{ }`.",
                    fix: "Add the token groups inside `{ }`, or delete the file.")
            ])
        #expect(
            parse("{\"a\": [1, 2}").diagnostics == [
                syntaxError(
                    1, 12, "expected `,` or `]` after an array element",
                    reason: "Elements of a JSON array are separated by commas.",
                    fix: "Add a comma between the elements, or close the array with `]`.")
            ])
        #expect(
            parse("{\"a\": 1").diagnostics == [
                syntaxError(
                    1, 1, "this object is never closed",
                    reason: "The file ends before the `}` that closes the object opened here.",
                    fix: "Add the missing `}`.")
            ])
    }

    @Test func duplicateKeyKeepsTheFirst() throws {
        let result = parse(
            """
            {
              "a": 1,
              "a": 2
            }
            """)
        #expect(
            result.diagnostics == [
                .error(
                    .jsonDuplicateKey, at: SourceLocation(file: "t.json", line: 3, column: 3), "duplicate key `a`",
                    reason: "The same object already has `a` at line 2, column 3; this second one is ignored.",
                    fix: "Remove one of the two, or merge them into one.")
            ])
        #expect(result.value?.member(named: "a")?.value.numberValue == 1)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(parse(text).diagnostics.map(\.message) == ["the JSON is nested more than 256 levels deep"])
    }

    @Test func syntaxErrorInATokenFileIsReportedByTheLoader() throws {
        let (model, diagnostics) = try TokenFixture.load(
            """
            {
              "color": {
                "$type": "color",
                "danger": { "$value": "#DC2626", },
              }
            }
            """)
        #expect(model.tokens(in: "default").isEmpty)
        #expect(
            diagnostics == [
                .error(
                    .jsonSyntax, at: SourceLocation(file: "content/tokens/tokens.tokens.json", line: 4, column: 36),
                    "trailing comma before `}`",
                    reason: "JSON does not allow a comma after the last member of an object.",
                    fix: "Remove this comma."
                ).leavingOutOnlyItself()
            ])
    }
}
