/// Whose conventions a token file follows, for the values that the tools which write them read their own way.
///
/// The same text means different things in different tools: a bare `16` is a pixel in Tokens Studio, a `rem`
/// in Style Dictionary's `css` transform group, and not a dimension at all in the Design Tokens Format. A file's
/// dialect decides which reading applies, silently where it is the tool's documented one, so an export reads
/// as the tool that wrote it means it; the DTCG format's own files keep its rules and its warnings.
package enum TokenDialect: Sendable, Equatable {
    /// The Design Tokens Format Module 2025.10, and its drafts.
    case dtcg
    /// Style Dictionary 3's and 4's form: `value`, `comment`, types from the category (CTI), bare sizes in `rem`.
    case styleDictionary
    /// Tokens Studio's: its type names, quoted numbers, bare sizes in `px`, maths, colour functions, modifiers.
    case tokensStudio

    /// Type names only Tokens Studio writes; one of them in a file makes the file Tokens Studio's.
    package static let tokensStudioTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "lineHeights", "fontSizes",
        "paragraphSpacing", "paragraphIndent", "boxShadow", "textCase", "textDecoration", "composition", "other",
    ]

    /// The dialect of `file`, a parsed token file as written (before the pre-DTCG form is converted).
    package static func of(_ file: JSONValue) -> TokenDialect {
        var sawBareValue = false
        var sawDollarValue = false
        var sawStudioType = false
        var sawStudioModifier = false
        func walk(_ value: JSONValue) {
            guard let members = value.objectMembers, !sawStudioType else { return }
            for member in members {
                switch member.key {
                case "value": if member.value.objectMembers == nil || members.contains(where: { $0.key == "type" }) { sawBareValue = true }
                case "$value": sawDollarValue = true
                case "type", "$type":
                    if let name = member.value.stringValue, tokensStudioTypes.contains(name) { sawStudioType = true }
                case "$extensions":
                    if member.value.member(named: "studio.tokens") != nil { sawStudioModifier = true }
                case "$themes", "$metadata":
                    sawStudioType = true
                default:
                    break
                }
                walk(member.value)
            }
        }
        walk(file)
        if sawStudioType || sawStudioModifier { return .tokensStudio }
        if sawBareValue && !sawDollarValue { return .styleDictionary }
        return .dtcg
    }
}
