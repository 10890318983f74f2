import Foundation
import SpecimenDiagnostics

/// A strict JSON (RFC 8259) reader that keeps the line and column of every key and value.
///
/// Foundation's `JSONSerialization` forgets where values were and reorders keys, so
/// token diagnostics could not point at the offending key. This reader accepts exactly
/// JSON: no comments, no trailing commas, no single quotes.
public enum JSONSource {
    /// What reading a JSON text produced: the value when the text is JSON, and any problems.
    ///
    /// A syntax error leaves `value` `nil` with one `json-syntax` diagnostic. A duplicated key
    /// is reported (`json-duplicate-key`) and the first occurrence kept.
    public struct Result: Sendable {
        /// The document, or `nil` when the text is not JSON.
        public var value: JSONValue?
        /// Problems found, in source order.
        public var diagnostics: [Diagnostic]
    }

    /// Parses `text`; `file` is the path shown in diagnostics and stored in every location.
    public static func parse(_ text: String, file: String) -> Result {
        var parser = Parser(text: text, file: file)
        do {
            let value = try parser.parseDocument()
            return Result(value: value, diagnostics: parser.diagnostics)
        } catch {
            return Result(value: nil, diagnostics: parser.diagnostics + [error])
        }
    }

    /// Reads and parses a file; a missing or non-UTF-8 file is a diagnostic, never a crash.
    public static func read(_ url: URL, displayPath: String) -> Result {
        guard let data = try? Data(contentsOf: url) else { return unreadable(displayPath) }
        return parse(data, displayPath: displayPath)
    }

    /// The result for a file that cannot be read at all.
    package static func unreadable(_ displayPath: String) -> Result {
        Result(
            value: nil,
            diagnostics: [
                .error(
                    .fileUnreadable, at: SourceLocation(file: displayPath, line: 1, column: 1),
                    "cannot read the file",
                    reason: "The file does not exist or is not readable by the current user.",
                    fix: "Check that the file exists and that its permissions allow reading it."
                )
            ])
    }

    /// Parses the bytes of a file; text that is not UTF-8 is a diagnostic.
    package static func parse(_ data: Data, displayPath: String) -> Result {
        guard let text = String(data: data, encoding: .utf8) else {
            return Result(
                value: nil,
                diagnostics: [
                    .error(
                        .fileEncoding, at: SourceLocation(file: displayPath, line: 1, column: 1),
                        "the file is not valid UTF-8",
                        reason: "JSON files must be encoded as UTF-8.",
                        fix: "Save the file as UTF-8 in your editor."
                    )
                ])
        }
        return parse(text, file: displayPath)
    }
}

/// The recursive-descent parser; works on Unicode scalars so a quote followed by a
/// combining mark still ends a string, and converts offsets to character columns only
/// when a location is needed.
private struct Parser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private let lineStarts: [Int]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 256
    package var diagnostics: [Diagnostic] = []

    package init(text: String, file: String) {
        self.scalars = Array(text.unicodeScalars)
        self.file = file
        var starts = [0]
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            if scalar == "\r", position < scalars.count, scalars[position] == "\n" { position += 1 }
            if scalar == "\n" || scalar == "\r" { starts.append(position) }
        }
        self.lineStarts = starts
    }

    package mutating func parseDocument() throws(Diagnostic) -> JSONValue {
        if index < scalars.count, scalars[index] == "\u{FEFF}" { index += 1 }
        skipWhitespace()
        guard index < scalars.count else {
            throw syntaxError(
                at: index, "the file is empty",
                reason: "A JSON file must contain one value, such as an object `{ }`.",
                fix: "Add the token groups inside `{ }`, or delete the file.")
        }
        let value = try parseValue()
        skipWhitespace()
        if index < scalars.count {
            throw syntaxError(
                at: index, "unexpected `\(currentText)` after the end of the JSON value",
                reason: "A JSON file holds exactly one value; everything after its closing bracket must be whitespace.",
                fix: "Remove the extra text, or move it inside the top-level object.")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(Diagnostic) -> JSONValue {
        let start = index
        guard index < scalars.count else {
            throw syntaxError(
                at: index, "unexpected end of file, expected a value",
                reason: "The file ends where a value should start.",
                fix: "Finish the value, or remove the key or comma before it.")
        }
        switch scalars[index] {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return JSONValue(.string(try parseString()), at: location(of: start))
        case "-", "0"..."9": return try parseNumber()
        case "'":
            throw syntaxError(
                at: index, "strings must use double quotes",
                reason: "JSON only accepts `\"` around strings; `'` is a JavaScript habit.",
                fix: "Replace the single quotes with double quotes.")
        case "/":
            throw commentError()
        case "a"..."z", "A"..."Z":
            return try parseWord()
        default:
            throw syntaxError(
                at: index, "unexpected `\(currentText)`, expected a value",
                reason: "A JSON value is an object, an array, a string, a number, `true`, `false` or `null`.",
                fix: "Write a value here, or remove the stray character.")
        }
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONValue {
        let start = index
        let startLocation = location(of: start)
        try enterNesting(at: start)
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        var lastComma: Int?
        skipWhitespace()
        while true {
            guard index < scalars.count else { throw unclosed("object", "}", openedAt: start) }
            let scalar = scalars[index]
            if scalar == "}" {
                if let comma = lastComma { throw trailingComma(at: comma, closing: "}") }
                index += 1
                return JSONValue(.object(members), at: startLocation)
            }
            if scalar == "/" { throw commentError() }
            guard scalar == "\"" else {
                if scalar == "'" {
                    throw syntaxError(
                        at: index, "keys must use double quotes",
                        reason: "JSON only accepts `\"` around object keys.",
                        fix: "Replace the single quotes with double quotes.")
                }
                throw syntaxError(
                    at: index, "expected a quoted key, found `\(currentText)`",
                    reason: "Every key in a JSON object is a string in double quotes.",
                    fix: "Put the key in double quotes, like `\"name\": value`.")
            }
            let keyLocation = location(of: index)
            let key = try parseString()
            skipWhitespace()
            guard index < scalars.count, scalars[index] == ":" else {
                if index >= scalars.count { throw unclosed("object", "}", openedAt: start) }
                throw syntaxError(
                    at: index, "expected `:` after the key `\(key)`",
                    reason: "In a JSON object every key is followed by a colon and a value.",
                    fix: "Add `:` between the key and its value.")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            if let first = seen[key] {
                diagnostics.append(
                    .error(
                        .jsonDuplicateKey, at: keyLocation, "duplicate key `\(key)`",
                        reason: "The same object already has `\(key)` at line \(first.line), column \(first.column); this second one is ignored.",
                        fix: "Remove one of the two, or merge them into one."
                    ))
            } else {
                seen[key] = keyLocation
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            }
            lastComma = try separator(closing: "}", of: "object", openedAt: start) { json in
                json.syntaxError(
                    at: json.index, "expected `,` or `}` after the value of `\(key)`",
                    reason: "Members of a JSON object are separated by commas.",
                    fix: "Add a comma after the value of `\(key)`, or close the object with `}`.")
            }
        }
    }

    private mutating func parseArray() throws(Diagnostic) -> JSONValue {
        let start = index
        let startLocation = location(of: start)
        try enterNesting(at: start)
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        var lastComma: Int?
        skipWhitespace()
        while true {
            guard index < scalars.count else { throw unclosed("array", "]", openedAt: start) }
            if scalars[index] == "]" {
                if let comma = lastComma { throw trailingComma(at: comma, closing: "]") }
                index += 1
                return JSONValue(.array(elements), at: startLocation)
            }
            elements.append(try parseValue())
            lastComma = try separator(closing: "]", of: "array", openedAt: start) { json in
                json.syntaxError(
                    at: json.index, "expected `,` or `]` after an array element",
                    reason: "Elements of a JSON array are separated by commas.",
                    fix: "Add a comma between the elements, or close the array with `]`.")
            }
        }
    }

    /// What follows a member or an element: a comma, skipped and returned (a `closing` right after it is a
    /// trailing comma), or the `closing` bracket, left for the caller; anything else is `missing`'s error.
    private mutating func separator(
        closing: Unicode.Scalar, of container: String, openedAt start: Int, missing: (inout Parser) -> Diagnostic
    ) throws(Diagnostic) -> Int? {
        skipWhitespace()
        guard index < scalars.count else { throw unclosed(container, String(closing), openedAt: start) }
        if scalars[index] == "," {
            let comma = index
            index += 1
            skipWhitespace()
            return comma
        }
        guard scalars[index] == closing else {
            if scalars[index] == "/" { throw commentError() }
            throw missing(&self)
        }
        return nil
    }

    private mutating func parseString() throws(Diagnostic) -> String {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else { throw unterminatedString(openedAt: start) }
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                index += 1
                return String(text)
            case "\\":
                text.append(try parseEscape())
            case "\n", "\r":
                throw unterminatedString(openedAt: start)
            default:
                if scalar.value < 0x20 {
                    throw syntaxError(
                        at: index, "control character U+\(hex4(scalar.value)) inside a string",
                        reason: "JSON strings cannot contain raw control characters such as tabs.",
                        fix: "Write it as an escape, for example `\\t` for a tab.")
                }
                text.append(scalar)
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(Diagnostic) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < scalars.count else { throw unterminatedString(openedAt: start) }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let first = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(first) {
                // A high surrogate must be followed by `\u` and a low surrogate to form one scalar.
                if index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" {
                    let secondStart = index
                    index += 2
                    let second = try parseHex4(escapeStart: secondStart)
                    if (0xDC00...0xDFFF).contains(second),
                        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                    {
                        return scalar
                    }
                }
                throw invalidUnicodeEscape(at: start)
            }
            guard let scalar = Unicode.Scalar(first) else { throw invalidUnicodeEscape(at: start) }
            return scalar
        default:
            throw syntaxError(
                at: start, "invalid escape `\\\(String(escape))` in a string",
                reason: "JSON knows only the escapes `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` and `\\uXXXX`.",
                fix: "Write a backslash itself as `\\\\`.")
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < scalars.count, let digit = Character(scalars[index]).hexDigitValue else {
                throw invalidUnicodeEscape(at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Diagnostic) -> JSONValue {
        let start = index
        while index < scalars.count, "0123456789+-.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard Self.isJSONNumber(text), let number = Double(text) else {
            throw syntaxError(
                at: start, "invalid number `\(text)`",
                reason: "JSON numbers have no leading zeros, no leading `+` and no trailing `.`; fractions need a digit on both sides of the point.",
                fix: "Write the number like `16`, `0.5` or `-2.5e3`.")
        }
        guard number.isFinite else {
            throw syntaxError(
                at: start, "number `\(text)` is too large",
                reason: "The number is outside the range of a 64-bit floating-point value.",
                fix: "Use a smaller number.")
        }
        return JSONValue(.number(number), at: location(of: start))
    }

    private mutating func parseWord() throws(Diagnostic) -> JSONValue {
        let start = index
        while index < scalars.count, Character(scalars[index]).isLetter || Character(scalars[index]).isNumber { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<index]))
        switch word {
        case "true": return JSONValue(.bool(true), at: location(of: start))
        case "false": return JSONValue(.bool(false), at: location(of: start))
        case "null": return JSONValue(.null, at: location(of: start))
        default:
            throw syntaxError(
                at: start, "unexpected word `\(word)`",
                reason: "Outside strings JSON allows only the words `true`, `false` and `null`.",
                fix: "Put text in double quotes, like `\"\(word)\"`.")
        }
    }

    /// The grammar of RFC 8259 section 6, checked by hand to avoid Foundation's regex engine.
    private static func isJSONNumber(_ text: String) -> Bool {
        var characters = Substring(text)
        if characters.first == "-" { characters = characters.dropFirst() }
        let integer = characters.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        characters = characters.dropFirst(integer.count)
        if characters.first == "." {
            characters = characters.dropFirst()
            let fraction = characters.prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            characters = characters.dropFirst(fraction.count)
        }
        if characters.first == "e" || characters.first == "E" {
            characters = characters.dropFirst()
            if characters.first == "+" || characters.first == "-" { characters = characters.dropFirst() }
            let exponent = characters.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            characters = characters.dropFirst(exponent.count)
        }
        return characters.isEmpty
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
    }

    private mutating func enterNesting(at start: Int) throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth {
            throw syntaxError(
                at: start, "the JSON is nested more than \(Self.maximumDepth) levels deep",
                reason: "Such deep nesting is almost certainly a generated or broken file.",
                fix: "Flatten the groups, or check the file for unbalanced brackets.")
        }
    }

    private var currentText: String {
        index < scalars.count ? String(scalars[index]) : "end of file"
    }

    /// Converts a scalar offset to a line and a column in characters.
    ///
    /// Values are located in increasing order, so the column continues from the previous
    /// location on the same line; recounting from the line start each time would make a
    /// minified one-line file take quadratic time.
    private mutating func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let end = min(max(offset, lineStart), scalars.count)
        let from = cursor.line == low && cursor.offset <= end ? cursor : (line: low, offset: lineStart, column: 1)
        // Columns count characters; where every scalar is ASCII (within a line, no `\r\n`), scalars are characters.
        let between = scalars[from.offset..<end]
        let column = from.column + (between.allSatisfy(\.isASCII) ? between.count : String(String.UnicodeScalarView(between)).count)
        cursor = (low, end, column)
        return SourceLocation(file: file, line: low + 1, column: column)
    }

    /// The last located place, where the next column count starts.
    private var cursor: (line: Int, offset: Int, column: Int) = (0, 0, 1)

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func syntaxError(at offset: Int, _ message: String, reason: String, fix: String) -> Diagnostic {
        .error(.jsonSyntax, at: location(of: offset), message, reason: reason, fix: fix)
    }

    private mutating func trailingComma(at offset: Int, closing: String) -> Diagnostic {
        syntaxError(
            at: offset, "trailing comma before `\(closing)`",
            reason: "JSON does not allow a comma after the last \(closing == "}" ? "member of an object" : "element of an array").",
            fix: "Remove this comma.")
    }

    private mutating func unclosed(_ kind: String, _ closing: String, openedAt offset: Int) -> Diagnostic {
        syntaxError(
            at: offset, "this \(kind) is never closed",
            reason: "The file ends before the `\(closing)` that closes the \(kind) opened here.",
            fix: "Add the missing `\(closing)`.")
    }

    private mutating func unterminatedString(openedAt offset: Int) -> Diagnostic {
        syntaxError(
            at: offset, "unterminated string",
            reason: "A JSON string must end with `\"` on the same line; a line break inside a string is written `\\n`.",
            fix: "Add the closing `\"` at the end of the string.")
    }

    private mutating func invalidUnicodeEscape(at offset: Int) -> Diagnostic {
        syntaxError(
            at: offset, "invalid `\\u` escape in a string",
            reason: "`\\u` must be followed by four hexadecimal digits, and a surrogate pair must be complete.",
            fix: "Write the character itself, or a complete escape such as `\\u00e9`.")
    }

    private mutating func commentError() -> Diagnostic {
        syntaxError(
            at: index, "comments are not allowed in JSON",
            reason: "Token files are plain JSON, which has no comment syntax.",
            fix: "Remove the comment; put notes in a `$description` instead.")
    }
}
