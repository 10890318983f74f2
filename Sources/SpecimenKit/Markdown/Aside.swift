/// A block quote that is an aside: GitHub's `> [!WARNING]` alert, or DocC's `> Warning: text`.
struct Aside: Equatable {
    /// `note`, `tip`, `important`, `warning`, `caution`, or another of DocC's kinds.
    var kind: String
    /// The title shown: `Note`, `Warning`, `See also`.
    var title: String
    /// The UTF-8 length of the marker at the start of the quote's first text: `[!NOTE]`, `Note:`.
    var markerLength: Int

    /// GitHub's alert kinds, by their marker's word.
    private static let github = ["NOTE": "Note", "TIP": "Tip", "IMPORTANT": "Important", "WARNING": "Warning", "CAUTION": "Caution"]

    /// DocC's aside kinds, by the word written before the colon.
    private static let docc = [
        "Note": "Note", "Tip": "Tip", "Important": "Important", "Warning": "Warning", "Experiment": "Experiment",
        "Attention": "Attention", "Bug": "Bug", "Complexity": "Complexity", "Invariant": "Invariant", "Precondition": "Precondition",
        "Postcondition": "Postcondition", "Remark": "Remark", "Requires": "Requires", "SeeAlso": "See also", "Since": "Since",
        "ToDo": "To do", "Throws": "Throws", "Version": "Version",
    ]

    private init(kind: String, title: String, markerLength: Int) {
        self.kind = kind
        self.title = title
        self.markerLength = markerLength
    }

    /// The aside `literal` (the first text of a quote's first paragraph) starts, or `nil`.
    init?(_ literal: String, syntax: MarkdownEditor.AsideSyntax) {
        guard syntax != .none else { return nil }
        if literal.hasPrefix("[!"), let close = literal.firstIndex(of: "]") {
            let word = literal[literal.index(literal.startIndex, offsetBy: 2)..<close].uppercased()
            guard let title = Self.github[word] else { return nil }
            // GitHub shows an alert only when the marker is alone on its line.
            guard literal[literal.index(after: close)...].allSatisfy({ $0 == " " }) else { return nil }
            self.init(kind: word.lowercased(), title: title, markerLength: literal.utf8.count)
            return
        }
        guard syntax == .githubAndDocC, let colon = literal.firstIndex(of: ":") else { return nil }
        let word = String(literal[..<colon])
        guard let title = Self.docc[word] else { return nil }
        self.init(kind: word.lowercased(), title: title, markerLength: word.utf8.count + 1)
    }

    /// What opens the callout, up to the aside's own blocks.
    var openingHTML: String {
        "<div class=\"callout callout-\(kind)\" role=\"note\">\n<p class=\"callout-title\">\(title)</p>\n"
    }
}
