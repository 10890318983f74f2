/// Which heading levels a page's outline shows, with VitePress's meaning.
///
/// `outline: false` hides it, a number shows that level, `[min, max]` a range,
/// `deep` means `[2, 6]`; the default is level 2 only.
public enum OutlineSetting: Hashable, Sendable {
    /// No outline.
    case hidden
    /// Headings from `min` to `max`, inclusive.
    case levels(min: Int, max: Int)

    /// The default: `##` headings only.
    public static let `default` = OutlineSetting.levels(min: 2, max: 2)
    /// `deep`: every level below the title.
    public static let deep = OutlineSetting.levels(min: 2, max: 6)

    /// Whether a heading of `level` appears.
    func includes(_ level: Int) -> Bool {
        switch self {
        case .hidden: false
        case let .levels(min, max): level >= min && level <= max
        }
    }
}
