/// Escaping for text Specimen writes into HTML.
public enum HTML {
    /// Escapes `&`, `<`, `>` and `"`, enough for text content and double-quoted attributes.
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: its bytes are read as a buffer, not through String.UTF8View.
        var contiguous = text
        guard contiguous.withUTF8({ $0.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 } }) else { return text }
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
    /// Appends `text` escaped as `escape` escapes it.
    static func appendEscaping(_ text: String, to output: inout [UInt8]) {
        append(text, escapingApostrophes: false, to: &output)
    }

    /// Appends `text` escaped as `{{name}}` in a template escapes it: `&`, `<`, `>`, `"`, and `'` as `&#39;`.
    static func appendEscapingQuotes(_ text: String, to output: inout [UInt8]) {
        append(text, escapingApostrophes: true, to: &output)
    }

    /// Escaping goes by character (grapheme cluster), as `escape` and swift-mustache's did, so pages stay
    /// byte-identical: a `<` that a combining mark joins is a different character and is kept.
    /// Only a special byte next to a non-ASCII byte can be part of such a cluster; text without
    /// one is copied in runs of bytes.
    private static func append(_ text: String, escapingApostrophes: Bool, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            for index in 0..<bytes.count {
                guard let replacement = quoteEscape(bytes[index]), escapingApostrophes || bytes[index] != UInt8(ascii: "'") else { continue }
                if (index + 1 < bytes.count && bytes[index + 1] >= 0x80) || (index > 0 && bytes[index - 1] >= 0x80) {
                    // `copied` follows an ASCII character that ended a cluster, so it starts one.
                    let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
                    appendEscapingByCharacter(rest, escapingApostrophes: escapingApostrophes, to: &output)
                    return
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                output.append(contentsOf: replacement.utf8)
                copied = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
    }

    private static func appendEscapingByCharacter(_ text: String, escapingApostrophes: Bool, to output: inout [UInt8]) {
        var escaped = ""
        for character in text {
            switch character {
            case "&", "<", ">", "\"": escaped += quoteEscape(character.utf8.first ?? 0) ?? ""
            case "'" where escapingApostrophes: escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        output.append(contentsOf: escaped.utf8)
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
