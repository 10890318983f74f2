import Testing

@testable import SpecimenDiagnostics

/// cmark-gfm reports UTF-8 byte columns; people read columns in characters.
@Suite struct SourceTextTests {
    let source = SourceText(path: "g.md", text: "plain [a](b.md)\ncafé [a](b.md)\ne\u{301} x\nwin\r\nx\r\ny [a]\n")

    @Test func asciiColumnsAreTheirBytes() {
        #expect(source.location(line: 1, byteColumn: 7) == SourceLocation(file: "g.md", line: 1, column: 7))
        #expect(source.location(line: 1, byteColumn: 1) == SourceLocation(file: "g.md", line: 1, column: 1))
    }

    @Test func aMultiByteCharacterBeforeTheColumnCountsOnce() {
        // `é` is two bytes: byte 7 is the sixth character.
        #expect(source.location(line: 2, byteColumn: 7) == SourceLocation(file: "g.md", line: 2, column: 6))
        // `e` and a combining accent are three bytes and one character: byte 5, `x`, is the third.
        #expect(source.location(line: 3, byteColumn: 5) == SourceLocation(file: "g.md", line: 3, column: 3))
    }

    @Test func charactersAfterTheColumnDoNotCount() {
        // `café [a](b.md)`: byte 3 is before the `é`; byte 6 is the space after it, the fifth character.
        #expect(source.location(line: 2, byteColumn: 3) == SourceLocation(file: "g.md", line: 2, column: 3))
        #expect(source.location(line: 2, byteColumn: 6) == SourceLocation(file: "g.md", line: 2, column: 5))
    }

    /// Every line and column, on ASCII, accented, combining, CJK, empty and `\r\n` lines, with and without
    /// a final line feed, against the column counted in characters of the line's text.
    @Test(arguments: ["", "\n"])
    func everyColumnIsTheCharactersBeforeIt(ending: String) {
        let text = SourceText(path: "g.md", text: "plain [a](b.md)\r\ncafé e\u{301} x\n\n終わり [a]\r\n\r\nlast line" + ending)
        for line in 0...(text.lineCount + 1) {
            let length = text.line(line)?.utf8.count ?? 3
            for byteColumn in -1...(length + 3) {
                var expected = max(byteColumn, 1)
                if let content = text.line(line) {
                    let utf8 = content.utf8
                    let end = utf8.index(utf8.startIndex, offsetBy: min(max(byteColumn - 1, 0), utf8.count))
                    expected = content[content.startIndex..<end].count + 1
                }
                #expect(
                    text.location(line: line, byteColumn: byteColumn) == SourceLocation(file: "g.md", line: line, column: expected),
                    "line \(line), byte \(byteColumn)")
            }
        }
    }

    @Test func aColumnInsideACharacterPointsAtIt() {
        // Byte 5 is the second byte of `é`, the fourth character.
        #expect(source.location(line: 2, byteColumn: 5) == SourceLocation(file: "g.md", line: 2, column: 4))
    }

    @Test func aLineEndingIsNotPartOfTheLine() {
        // `win\r\n`: a column past `win` stops after it, not after the `\r`.
        #expect(source.location(line: 4, byteColumn: 5) == SourceLocation(file: "g.md", line: 4, column: 4))
        // The next line counts from its own start.
        #expect(source.location(line: 6, byteColumn: 3) == SourceLocation(file: "g.md", line: 6, column: 3))
    }

    @Test func aColumnPastTheLineStopsAtItsEnd() {
        #expect(source.location(line: 1, byteColumn: 99) == SourceLocation(file: "g.md", line: 1, column: 16))
    }

    @Test func aLinePastTheFileKeepsItsByteColumn() {
        #expect(source.location(line: 9, byteColumn: 4) == SourceLocation(file: "g.md", line: 9, column: 4))
    }

    @Test func everyLineIsFoundWhereverItsLineFeedFallsInTheFile() {
        // Lines of every length from 0 to 19 bytes, so line feeds fall at every place of every eight bytes.
        let lines = (0..<60).map { number in String(repeating: number % 3 == 0 ? "é" : "x", count: number % 20 / (number % 3 == 0 ? 2 : 1)) }
        let text = SourceText(path: "g.md", text: lines.joined(separator: "\n"))
        #expect(text.lineCount == lines.count)
        for (index, line) in lines.enumerated() {
            #expect(text.line(index + 1).map(String.init) == line, "line \(index + 1)")
        }
        #expect(text.line(lines.count + 1) == nil)
    }
}
