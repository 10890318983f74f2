/// A place in a source file, as a person would count it.
///
/// `file` is the path shown to the user (relative to the project folder when the
/// file is inside it). Lines and columns count from 1; a column counts characters
/// (Unicode extended grapheme clusters), never bytes, so a caret under the source
/// line points at the right character even after `é` or `✅`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path shown to the user.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
