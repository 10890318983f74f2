import Foundation
import SpecimenDiagnostics

/// Turns a guide's `<style scoped>` block into CSS that styles only that page's content.
///
/// The page body is wrapped in `<div class="specimen-scoped">` and every selector is
/// prefixed with `.specimen-scoped`, so a guide's rules never reach the site chrome.
/// `@media`, `@supports`, `@container` and `@layer` blocks are scoped inside; other
/// at-rules (`@keyframes`, `@font-face`) are kept as written.
enum ScopedStyle {
    /// The class of the element that wraps a page body with scoped styles.
    static let scopeClass = "specimen-scoped"

    /// The CSS inside a raw HTML block that is exactly one `<style scoped>` element, else `nil`.
    static func extract(fromHTMLBlock html: String) -> String? {
        // Nearly every block is not a style: its first bytes say so before anything is lowercased
        // (the contrast page is one 600 KB block, and lowercasing it cost a tenth of a design build).
        let start = html.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard start.prefix(6).map({ $0 | 0x20 }).elementsEqual("<style".utf8) else { return nil }
        let trimmed = html.trimmingWhitespaceAndNewlines()
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("<style"), lower.hasSuffix("</style>"),
            let tagEnd = trimmed.firstIndex(of: ">")
        else { return nil }
        let attributes = lower[
            lower.index(
                lower.startIndex, offsetBy: 6)..<lower.index(lower.startIndex, offsetBy: trimmed.distance(from: trimmed.startIndex, to: tagEnd))]
        guard attributes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains("scoped") else { return nil }
        let body = trimmed[trimmed.index(after: tagEnd)..<trimmed.index(trimmed.endIndex, offsetBy: -8)]
        // A second <style> inside would mean the block holds more than one element.
        guard !body.lowercased().contains("<style") else { return nil }
        return String(body)
    }

    /// Prefixes every selector of `css` with the scope class.
    static func scope(_ css: String) -> String {
        var scanner = Scanner(Array(css.unicodeScalars))
        var output = String.UnicodeScalarView()
        scanner.scopeBlock(into: &output, until: nil)
        return String(output).trimmingWhitespaceAndNewlines()
    }

    /// Prefixes one selector: `:root`, `html` and `body` become the scope itself.
    static func scopeSelector(_ selector: String) -> String {
        let trimmed = selector.trimmingWhitespaceAndNewlines()
        let prefix = "." + scopeClass
        for root in [":root", "html", "body"]
        where trimmed == root || trimmed.hasPrefix(root + " ") || trimmed.hasPrefix(root + ".") || trimmed.hasPrefix(root + ":")
            || trimmed.hasPrefix(root + "[")
        {
            return prefix + trimmed.dropFirst(root.count)
        }
        return prefix + " " + trimmed
    }

    private static let scopedAtRules: Set<String> = ["@media", "@supports", "@container", "@layer", "@scope"]

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Reads rules until the matching `}` (or the end), writing scoped CSS.
        mutating func scopeBlock(into output: inout String.UnicodeScalarView, until closing: Unicode.Scalar?) {
            while index < scalars.count {
                skipSpaceAndComments(into: &output)
                guard index < scalars.count else { return }
                if let closing, scalars[index] == closing {
                    index += 1
                    return
                }
                let prelude = readPrelude()
                let text = String(String.UnicodeScalarView(prelude.scalars)).trimmingWhitespaceAndNewlines()
                if prelude.terminator == ";" || prelude.terminator == nil {
                    output.append(contentsOf: (text + (prelude.terminator == nil ? "" : ";") + "\n").unicodeScalars)
                    continue
                }
                let atRule = text.hasPrefix("@") ? String(text.prefix { $0 != " " && $0 != "(" && $0 != "{" }).lowercased() : nil
                if let atRule, ScopedStyle.scopedAtRules.contains(atRule) {
                    output.append(contentsOf: (text + " {\n").unicodeScalars)
                    scopeBlock(into: &output, until: "}")
                    output.append(contentsOf: "}\n".unicodeScalars)
                } else if atRule != nil {
                    output.append(contentsOf: (text + " {").unicodeScalars)
                    copyBalancedBlock(into: &output)
                    output.append("\n")
                } else {
                    let selectors = Self.splitSelectors(text).map(ScopedStyle.scopeSelector)
                    output.append(contentsOf: (selectors.joined(separator: ",\n") + " {").unicodeScalars)
                    copyBalancedBlock(into: &output)
                    output.append("\n")
                }
            }
        }

        mutating func skipSpaceAndComments(into output: inout String.UnicodeScalarView) {
            while index < scalars.count {
                if scalars[index].properties.isWhitespace {
                    index += 1
                } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    index = min(index + 2, scalars.count)
                } else {
                    return
                }
            }
        }

        /// Reads up to `{`, `;` or an unmatched `}` (left unread), skipping strings and comments.
        mutating func readPrelude() -> (scalars: [Unicode.Scalar], terminator: Unicode.Scalar?) {
            var result: [Unicode.Scalar] = []
            var depth = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\"" || scalar == "'" {
                    result.append(contentsOf: readString())
                    continue
                }
                if scalar == "(" || scalar == "[" { depth += 1 }
                if scalar == ")" || scalar == "]" { depth -= 1 }
                if depth <= 0, scalar == "{" || scalar == ";" {
                    index += 1
                    return (result, scalar)
                }
                if depth <= 0, scalar == "}" { return (result, nil) }
                result.append(scalar)
                index += 1
            }
            return (result, nil)
        }

        mutating func readString() -> [Unicode.Scalar] {
            let quote = scalars[index]
            var result: [Unicode.Scalar] = [quote]
            index += 1
            while index < scalars.count {
                let scalar = scalars[index]
                result.append(scalar)
                index += 1
                if scalar == "\\", index < scalars.count {
                    result.append(scalars[index])
                    index += 1
                } else if scalar == quote {
                    break
                }
            }
            return result
        }

        /// Copies a declaration block after its `{` up to and including the matching `}`.
        mutating func copyBalancedBlock(into output: inout String.UnicodeScalarView) {
            var depth = 1
            while index < scalars.count, depth > 0 {
                let scalar = scalars[index]
                if scalar == "\"" || scalar == "'" {
                    output.append(contentsOf: readString())
                    continue
                }
                if scalar == "{" { depth += 1 }
                if scalar == "}" { depth -= 1 }
                output.append(scalar)
                index += 1
            }
            if depth > 0 { output.append("}") }
        }

        /// Splits a selector list at top-level commas (not inside `:is(a, b)`).
        static func splitSelectors(_ text: String) -> [String] {
            var parts: [String] = []
            var current = ""
            var depth = 0
            for character in text {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            parts.append(current)
            return parts.filter { !$0.trimmingWhitespaceAndNewlines().isEmpty }
        }
    }
}
