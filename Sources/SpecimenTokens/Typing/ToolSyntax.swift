import SpecimenDiagnostics

/// How the tool that wrote a token file writes the values the format writes otherwise.
///
/// The same text means different things in different tools: a bare `16` is a pixel to Tokens Studio, a `rem` to
/// Style Dictionary's `css` transforms, and no dimension at all in the format. Each file is read with its tool's
/// syntax, asked before the format's rules, so an export reads as the tool that wrote it means it. The conformers,
/// one per tool, are in `Import/` (`TokenImport.syntax(of:)` tells which a file has); the value readers and the
/// alias graph ask only this protocol, and never a tool by name.
package protocol ToolSyntax: Sendable {
    /// Whether the file is in the format itself: a form the format lacks that tools write (a quoted number, a
    /// shadow's `x` and `y`) is then reported, once per file and kind (`ValueReader.formLeniency`); in a tool's own
    /// files it is how its users write, read silently.
    var isFormat: Bool { get }

    /// The unit of a bare number where a length goes (`16`), as the tool means it; `nil` when it has none of its
    /// own (the format), and the reader reports the number and reads it as `px`.
    var bareLengthUnit: DimensionValue.Unit? { get }

    /// Text the tool computes where a value of `type` goes (maths, colour functions), read and computed;
    /// `.notTool` when the text is a value as the format writes it.
    func readText(_ node: JSONValue, as type: TokenType, reader: inout ValueReader) -> ToolReading

    /// Whether `text`, written as the value of a `type` token, is computed rather than written out: the token pages
    /// show how (`{spacing.base} * 3`).
    func isComputed(_ text: String, as type: TokenType) -> Bool

    /// The type and value of a token that declares no type, when the tool gives it one by its name; `nil` otherwise.
    func valueByName(_ token: DeclaredToken, reader: inout ValueReader) -> (type: TokenType, value: TokenValue)?

    /// The token a reference names when it is not a token's path as written (`{color.red.value}`, which names
    /// `color.red`); `nil` when it names none.
    func referencedPath(_ target: String, isToken: (String) -> Bool) -> String?

    /// `token`, the target of an alias where one of `types` goes, read as one of them when the tool's files mean it
    /// so (a bare number is a number and a length alike to Tokens Studio); `nil` when it is not.
    func coerced(_ token: ResolvedToken, to types: [TokenType], isBareNumber: Bool) -> ResolvedToken?

    /// The token's value after the changes the tool declares in its `$extensions` (a colour lightened).
    func modified(_ token: ResolvedToken, declared: DeclaredToken, reader: inout ValueReader) -> Modification
}

/// What reading a value as a tool's syntax gave.
package enum ToolReading {
    /// The text is no tool syntax (a plain value, or not text): read it as the format says.
    case notTool
    case read(TokenValue)
    /// It is tool syntax that cannot be computed; the reason is reported.
    case failed
}

/// What a tool's changes to a token's value gave.
package enum Modification {
    /// The token declares none.
    case unchanged
    case modified(ResolvedToken)
    /// They cannot be made; the reason is reported there.
    case failed(reportedAt: SourceLocation)
}
