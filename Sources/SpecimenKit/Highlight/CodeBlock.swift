import SpecimenTokens

/// The HTML around a highlighted code block: a language label, a copy button, and the code.
enum CodeBlock {
    /// The names shown above code blocks for common info strings.
    private static let labels: [String: String] = [
        "swift": "Swift", "json": "JSON", "jsonc": "JSON", "yaml": "YAML", "yml": "YAML", "css": "CSS",
        "html": "HTML", "xml": "XML", "svg": "SVG", "sh": "Shell", "bash": "Shell", "shell": "Shell", "zsh": "Shell",
        "console": "Console", "diff": "Diff", "patch": "Diff", "js": "JavaScript", "javascript": "JavaScript",
        "ts": "TypeScript", "typescript": "TypeScript", "kotlin": "Kotlin", "md": "Markdown", "markdown": "Markdown",
        "text": "Text", "txt": "Text", "plaintext": "Text",
    ]

    /// The language word of an info string: `swift title="x"` → `swift`; empty → `text`.
    static func language(ofInfo info: String) -> String {
        // Split and lowercased by Character, each info string cost microseconds; most are already the word.
        if HighlightASCII.isPlainName(info) { return info }
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map(String.init) ?? ""
        return word.isEmpty ? "text" : word.lowercased()
    }

    /// The label shown for a language.
    static func label(for language: String) -> String {
        labels[language] ?? (language.prefix(1).uppercased() + language.dropFirst())
    }

    /// Wraps already-escaped (and possibly highlighted) code in the block's chrome.
    static func html(language: String, codeHTML: String) -> String {
        String(decoding: html(language: language, codeHTML: Array(codeHTML.utf8)), as: UTF8.self)
    }

    /// `html(language:codeHTML:)` as UTF-8, with room for the line break and terminator cmark-gfm is handed it with.
    static func html(language: String, codeHTML: [UInt8]) -> [UInt8] {
        let head = heads[language] ?? self.head(language)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.count + codeHTML.count + tail.count + 2)
        bytes += head
        bytes += codeHTML
        bytes += tail
        return bytes
    }

    /// The chrome before the code of a block of `language`: its label, its copy button and the opening tags.
    private static func head(_ language: String) -> [UInt8] {
        let name = HTML.escape(language)
        let label = HTML.escape(label(for: language))
        return Array(
            ("<div class=\"code-block\" data-language=\"\(name)\"><div class=\"code-header\">"
                + "<span class=\"code-language\">\(label)</span>"
                + "<button type=\"button\" class=\"copy-button\" aria-label=\"Copy \(label) code\">Copy</button></div>"
                + "<pre><code class=\"language-\(name)\">").utf8)
    }

    /// The heads of the languages with labels, made once: made for each block, they were a hundredth of a build.
    private static let heads = Dictionary(uniqueKeysWithValues: labels.keys.map { ($0, head($0)) })

    private static let tail = Array("</code></pre></div>".utf8)
}
