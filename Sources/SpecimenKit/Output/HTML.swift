/// Escaping for text Specimen writes into HTML.
public enum HTML {
    /// Escapes `&`, `<`, `>` and `"`, enough for text content and double-quoted attributes.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
