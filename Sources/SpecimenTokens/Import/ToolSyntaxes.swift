import Foundation
import SpecimenDiagnostics

// The syntax of each tool whose files Specimen reads: the format's own, Tokens Studio's and Style Dictionary's.
// A file's tool is told from its form and type names (`TokenImport.syntax(of:)`). Maths, colour functions and
// Tokens Studio's colour modifiers are read in every file (`ToolValueText`), since tools write them into files of
// the format too; in the format's own files with a warning, once per file.

/// The Design Tokens Format Module 2025.10, and its drafts: every value written out.
struct FormatSyntax: ToolSyntax {
    var isFormat: Bool { true }
    var bareLengthUnit: DimensionValue.Unit? { nil }
}

/// Tokens Studio's: its type names, quoted numbers, bare sizes in `px`, maths, colour functions, modifiers.
struct TokensStudioSyntax: ToolSyntax {
    /// Type names only Tokens Studio writes; one of them in a file makes the file Tokens Studio's.
    static let types: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "lineHeights", "fontSizes",
        "paragraphSpacing", "paragraphIndent", "boxShadow", "textCase", "textDecoration", "composition", "other",
    ]

    var isFormat: Bool { false }
    /// Its bare numbers are pixels, as its export to CSS writes them.
    var bareLengthUnit: DimensionValue.Unit? { .px }
}

/// Figma's export of variables (`FigmaExport`): the format's form, with Figma's numbers (a float variable) where
/// lengths go, which are pixels.
struct FigmaSyntax: ToolSyntax {
    var isFormat: Bool { false }
    var bareLengthUnit: DimensionValue.Unit? { .px }
}

/// Style Dictionary 3's and 4's form: `value`, `comment`, types from the category (CTI), bare sizes in `rem`.
struct StyleDictionarySyntax: ToolSyntax {
    var isFormat: Bool { false }
    /// Its `css` transform group reads a bare size as `rem`: said once for the project (`remNote`).
    var bareLengthUnit: DimensionValue.Unit? { .rem }

    /// A token without a type read as Style Dictionary's CTI convention has it, by its category (its first name):
    /// `color.*` a colour, `size.*` a dimension whose bare numbers are `rem`, `time.*` a duration whose bare numbers
    /// are `ms`. `nil` when the value does not read so, and the usual rules apply.
    func valueByName(_ token: DeclaredToken, reader: inout ValueReader) -> (type: TokenType, value: TokenValue)? {
        guard let type = Self.category(of: token.path) else { return nil }
        let number = token.value.numberValue ?? token.value.stringValue.flatMap { Double($0.trimmingWhitespace()) }
        switch type {
        case .dimension:
            guard let number else { return nil }
            reader.log.readAsRem(token.value.location)
            return (type, .dimension(DimensionValue(number, .rem)))
        case .duration:
            guard let number else { return nil }
            return (type, .duration(DurationValue(number, .ms)))
        default:
            guard TokenType.inferred(from: token.value) == type || token.value.stringValue != nil else { return nil }
            return reader.read(token.value, as: type).map { (type, $0) }
        }
    }

    /// The type Style Dictionary's CTI convention gives a token without one, from its first name (its category).
    static func category(of path: String) -> TokenType? {
        switch path.prefix(while: { $0 != "." }).lowercased() {
        case "color", "colors", "colour": .color
        case "size", "sizes", "spacing", "space": .dimension
        case "time", "duration": .duration
        case "content": TokenType(rawValue: "string")
        case "asset", "assets": TokenType(rawValue: "asset")
        default: nil
        }
    }

    /// The warning, once for the project, that bare sizes were read as `rem`.
    static func remNote(_ locations: [SourceLocation]) -> Diagnostic? {
        let unique = Set(locations)
        guard let first = unique.sorted().first else { return nil }
        let count = unique.count
        return .warning(
            .tokenSizeRem, at: first, "\(count) size\(count == 1 ? "" : "s") without a type or a unit \(count == 1 ? "is" : "are") read as `rem`",
            reason:
                "Style Dictionary takes a token's type from its category, the first name of its path (`size`, `space`), and its `css` transform group reads a bare number there as `rem`; Specimen does the same.",
            fix: "Write the unit (`\"value\": \"1rem\"`), or give the tokens a type and a unit."
        )
    }
}

/// What every tool's syntax shares: the text only tools compute, references to a token's `value`, and colour modifiers.
extension ToolSyntax {
    func readText(_ node: JSONValue, as type: TokenType, reader: inout ValueReader) -> ToolReading {
        readToolText(node, as: type, reader: &reader)
    }

    func valueByName(_ token: DeclaredToken, reader: inout ValueReader) -> (type: TokenType, value: TokenValue)? {
        nil
    }

    /// In a tool's files a bare number is a number and a length alike: `{size._base}`, written `"18"` in a
    /// `dimension` token, is `18` where a number goes, and the other way round.
    func coerced(_ token: ResolvedToken, to types: [TokenType], isBareNumber: Bool) -> ResolvedToken? {
        guard !isFormat, isBareNumber else { return nil }
        var coerced = token
        switch token.value {
        case .dimension(let length) where types.contains(.number):
            coerced.type = .number
            coerced.value = .number(length.value)
        case .number(let number) where types.contains(.dimension):
            coerced.type = .dimension
            coerced.value = .dimension(DimensionValue(number, bareLengthUnit ?? .px))
        default:
            return nil
        }
        return coerced
    }

    func isComputed(_ text: String, as type: TokenType) -> Bool {
        ToolValueText.isComputed(text, as: type)
    }

    /// Style Dictionary 3 names a token's value: `{color.base.red.value}` is `{color.base.red}`.
    func referencedPath(_ target: String, isToken: (String) -> Bool) -> String? {
        for suffix in [".value", ".$value"] where target.hasSuffix(suffix) && isToken(String(target.dropLast(suffix.count))) {
            return String(target.dropLast(suffix.count))
        }
        return nil
    }

    func modified(_ token: ResolvedToken, declared: DeclaredToken, reader: inout ValueReader) -> Modification {
        var text = ToolValueText(reader: reader)
        defer { reader = text.reader }
        return text.modified(token, declared: declared)
    }

    /// Maths and colour functions, computed as Tokens Studio computes them.
    func readToolText(_ node: JSONValue, as type: TokenType, reader: inout ValueReader) -> ToolReading {
        var text = ToolValueText(reader: reader)
        defer { reader = text.reader }
        return text.read(node, as: type)
    }
}
