/// How a line or border is drawn.
public enum StrokeStyleValue: Hashable, Sendable {
    /// A CSS line style keyword: `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Alternating dash and gap lengths with a line cap (`round`, `butt` or `square`).
    case dashes(dashArray: [DimensionValue], lineCap: String)

    /// The keywords the format allows.
    package static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the format allows.
    package static let lineCaps = ["round", "butt", "square"]

    /// The keyword; a dash pattern becomes `dashed`, the fallback the format suggests for CSS borders.
    public var cssText: String {
        switch self {
        case .keyword(let keyword): keyword
        case .dashes: "dashed"
        }
    }
}
