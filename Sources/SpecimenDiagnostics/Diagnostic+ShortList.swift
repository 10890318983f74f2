extension Diagnostic {
    /// The first `limit` of `items`, joined with commas, and how many more there are: "`a`, `b`, `c` and 4 more", as
    /// a message names what one cause affects without listing hundreds.
    package static func shortList(_ items: [String], first limit: Int) -> String {
        items.prefix(limit).joined(separator: ", ") + (items.count > limit ? " and \(items.count - limit) more" : "")
    }
}
