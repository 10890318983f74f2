import Testing

@testable import SpecimenKit

/// The line scans that prepare a page find a prefix only where a line starts with it, after spaces and tabs.
@Suite struct MarkdownLinesTests {
    @Test(arguments: [
        ("@include intro.md", true),
        ("text\n  \t@include intro.md\nmore", true),
        ("text\n@include intro.md", true),
        ("a line that mentions @include intro.md", false),
        ("@@include intro.md", false),
        ("x@include intro.md", false),
        ("@MainActor func f()\n@include", false),
        ("@MainActor @objc\n@inc\n@include ", true),
        ("\r@include intro.md", false),
        ("", false),
    ])
    func aLineStartsWith(text: String, found: Bool) {
        #expect(MarkdownLines.someLine(of: text, startsWith: "@include ") == found)
    }

    /// Text that is not ASCII around the prefix is read byte by byte all the same.
    @Test func textAroundIsAnyUTF8() {
        #expect(MarkdownLines.someLine(of: "café ☕️\n  @include x.md", startsWith: "@include "))
        #expect(!MarkdownLines.someLine(of: "café ☕️ @include x.md", startsWith: "@include "))
    }
}
