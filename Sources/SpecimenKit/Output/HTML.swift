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

extension HTML {
    /// Appends `text` escaped as `{{name}}` in a template escapes it: `&`, `<`, `>`, `"`, and `'` as `&#39;`.
    ///
    /// Escaping goes by character (grapheme cluster), as swift-mustache's did, so pages stay
    /// byte-identical: a `<` that a combining mark joins is a different character and is kept.
    /// Only a special byte next to a non-ASCII byte can be part of such a cluster; text without
    /// one is copied in runs.
    static func appendEscapingQuotes(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var copied = utf8.startIndex
        var index = copied
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            guard let replacement = quoteEscape(utf8[index]) else {
                index = next
                continue
            }
            let joinsNext = next != utf8.endIndex && utf8[next] >= 0x80
            let joinsPrevious = index != utf8.startIndex && utf8[utf8.index(before: index)] >= 0x80
            if joinsNext || joinsPrevious {
                // `copied` follows an ASCII character that ended a cluster, so it starts one.
                for character in text[copied...] {
                    switch character {
                    case "&", "<", ">", "\"", "'": output += quoteEscape(character.utf8.first ?? 0) ?? ""
                    default: output.append(character)
                    }
                }
                return
            }
            output += text[copied..<index]
            output += replacement
            copied = next
            index = next
        }
        output += text[copied...]
    }

    private static func quoteEscape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
