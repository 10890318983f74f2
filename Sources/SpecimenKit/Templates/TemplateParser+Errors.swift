import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The parser's mistakes, each located at the tag to fix and worded for a theme author.
extension TemplateParser {
    /// Mustache features some engines have and this one refuses by name.
    enum UnsupportedFeature {
        /// `{{<parent}}…{{/parent}}`, template inheritance.
        case parent
        /// `{{$block}}…{{/block}}`, a block of template inheritance.
        case block
        /// `{{%PRAGMA}}`, such as swift-mustache's `CONTENT_TYPE`.
        case pragma
        /// `{{upper(name)}}`, a function applied to a value.
        case transform
        /// `{{>*name}}`, a partial named by a value.
        case dynamicPartial
    }

    /// A tag whose name is not followed by the closing delimiter.
    func unclosedTag(at tagStart: Int, nameEnd: Int, _ delimiters: Delimiters) -> TemplateSyntaxError {
        let (open, close) = (delimiters.openText, delimiters.closeText)
        if let tag = tagOnItsLine(at: tagStart, delimiters) {
            return error(
                at: tagStart, "`\(tag)` is not a valid tag",
                reason:
                    "Between `\(open)` and `\(close)` a tag holds one name (letters, digits and `.` `-` `_` `?` `*`), after `#`, `^`, `/`, `>`, `&` or `{` for the kinds of tag that have one.",
                fix: "Write one name there, such as `\(open)page.title\(close)`."
            )
        }
        let start = text(tagStart..<nameEnd).trimmingWhitespaceAndNewlines()
        return error(
            at: tagStart, "`\(start)` is never closed",
            reason: "A tag opened with `\(open)` closes with `\(close)` right after its name.",
            fix: "Close it with `\(close)`; to show `\(open)` on the page as text, write `&#123;&#123;` instead."
        )
    }

    /// `{{{name}}` and other raw tags without their closing brace.
    func unclosedTripleTag(at tagStart: Int, _ delimiters: Delimiters) -> TemplateSyntaxError {
        let (open, close) = (delimiters.openText, "}" + delimiters.closeText)
        return error(
            at: tagStart, "`\(tagText(at: tagStart, delimiters))` is not closed with `\(close)`",
            reason: "`\(open){name\(close)` writes a value without escaping it: it opens with `\(open){` and closes with `\(close)`.",
            fix: "Close it with `\(close)`, or write `\(open)& name\(delimiters.closeText)`."
        )
    }

    /// A close tag that does not match the innermost open section, or closes none.
    func wrongClose(_ tag: Range<Int>, closing section: OpenSection?) -> TemplateSyntaxError {
        let closing = text(tag)
        guard let section else {
            return error(
                at: tag.lowerBound, "`\(closing)` closes a section that is not open",
                reason: "A close tag ends the `{{#name}}` or `{{^name}}` section before it with the same name, and no section is open here.",
                fix: "Remove `\(closing)`, or open the section it should close before it."
            )
        }
        let openTag = text(section.tag)
        let opened = location(of: section.tag.lowerBound)
        return error(
            at: tag.lowerBound, "`\(closing)` does not close `\(openTag)`",
            reason:
                "Sections close in the reverse order they open, and the innermost open section is `\(openTag)`, at line \(opened.line), column \(opened.column).",
            fix: "Close `\(openTag)` first with `\(closeTag(for: section))`, or correct the name that is wrong."
        )
    }

    /// A section that reaches the end of the template, located at its opening tag.
    func neverClosed(_ section: OpenSection) -> TemplateSyntaxError {
        let openTag = text(section.tag)
        return error(
            at: section.tag.lowerBound, "`\(openTag)` is never closed",
            reason: "Every `{{#name}}` and `{{^name}}` needs a matching `{{/name}}` later in the same template.",
            fix: "Add `\(closeTag(for: section))` where the section should end."
        )
    }

    /// A comment with no closing delimiter.
    func unclosedComment(at tagStart: Int, _ delimiters: Delimiters) -> TemplateSyntaxError {
        let (open, close) = (delimiters.openText, delimiters.closeText)
        return error(
            at: tagStart, "the comment `\(open)!` is never closed",
            reason: "A comment runs from `\(open)!` to the next `\(close)`, and there is none after it.",
            fix: "End the comment with `\(close)`."
        )
    }

    /// A tag with nothing where its name should be.
    func noName(_ tag: Range<Int>) -> TemplateSyntaxError {
        error(
            at: tag.lowerBound, "`\(text(tag))` has no name",
            reason: "Every tag except a comment names a value, a section or a partial.",
            fix: "Write the name, such as `page.title`, or `.` for the current value."
        )
    }

    /// A dotted name with an empty part.
    func badName(_ name: String, tag: Range<Int>) -> TemplateSyntaxError {
        error(
            at: tag.lowerBound, "`\(name)` in `\(text(tag))` is not a valid name",
            reason:
                "Dots separate the parts of a name, as in `page.title`: a name cannot end with a dot or have two in a row (one leading dot means the current value only).",
            fix: "Remove the extra dot."
        )
    }

    /// A set-delimiter tag that does not give two delimiters.
    func badDelimiters(at tagStart: Int, _ delimiters: Delimiters) -> TemplateSyntaxError {
        error(
            at: tagStart, "`\(tagText(at: tagStart, delimiters))` is not a valid set-delimiter tag",
            reason:
                "A set-delimiter tag gives the new opening and closing delimiters between `=` signs, separated by a space; neither may contain a space or `=`.",
            fix: "Write it as `\(delimiters.openText)=<% %>=\(delimiters.closeText)` with your delimiters, and switch back with `<%={{ }}=%>`."
        )
    }

    /// A Mustache feature this engine does not have, with what to use instead.
    func unsupported(_ feature: UnsupportedFeature, at tagStart: Int, _ delimiters: Delimiters) -> TemplateSyntaxError {
        let tag = tagText(at: tagStart, delimiters)
        let supported = "Specimen's templates have values, sections, inverted sections, partials, comments and set-delimiter tags"
        switch feature {
        case .parent, .block:
            return error(
                at: tagStart, "`\(tag)` (template inheritance) is not supported",
                reason: "\(supported); parent templates and blocks are not among them.",
                fix: "Share markup with a partial (`{{> name}}`), and choose what differs with sections."
            )
        case .pragma:
            return error(
                at: tagStart, "`\(tag)` (a pragma) is not supported",
                reason: "Templates always write HTML, and `{{name}}` always escapes; there are no pragmas to change that.",
                fix: "Remove it, and write `{{{name}}}` or `{{& name}}` where a value must not be escaped."
            )
        case .transform:
            return error(
                at: tagStart, "`\(tag)` applies a transform, which is not supported",
                reason: "A tag names a value of the template context; it cannot call a function on it.",
                fix: "Use the values the context gives (the documentation's Theme page lists them), and choose between fixed texts with sections."
            )
        case .dynamicPartial:
            return error(
                at: tagStart, "`\(tag)` (a dynamic partial) is not supported",
                reason: "\(supported); a partial is named in the template, not taken from a value.",
                fix: "Name the partial (`{{> name}}`), and choose between partials with sections."
            )
        }
    }

    /// The close tag a section needs, in the delimiters in force where it opened.
    private func closeTag(for section: OpenSection) -> String {
        section.delimiters.openText + "/" + section.name + section.delimiters.closeText
    }

    /// The tag at `tagStart` as written, for quoting: through its closing delimiter, or to the end of the line.
    private func tagText(at tagStart: Int, _ delimiters: Delimiters) -> String {
        tagOnItsLine(at: tagStart, delimiters) ?? restOfLine(from: tagStart)
    }

    /// The tag at `tagStart` through its closing delimiter, when that is on the same line.
    private func tagOnItsLine(at tagStart: Int, _ delimiters: Delimiters) -> String? {
        guard let end = find(delimiters.close, from: tagStart + delimiters.open.count) else { return nil }
        let tag = tagStart..<(end + delimiters.close.count)
        return bytes[tag].contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) ? nil : text(tag)
    }

    /// The text from `start` to the end of its line, for a tag that never closes.
    private func restOfLine(from start: Int) -> String {
        let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) ?? bytes.count
        return text(start..<end)
    }

    /// The line and character column of a byte offset, counted as `Diagnostic`s count them.
    private func location(of offset: Int) -> SourceLocation {
        SourceText(path: "", text: source).location(byteOffset: offset)
    }

    /// An error located at the byte offset `offset` of the template.
    private func error(at offset: Int, _ problem: String, reason: String, fix: String) -> TemplateSyntaxError {
        let place = location(of: offset)
        return TemplateSyntaxError(line: place.line, column: place.column, problem: problem, reason: reason, fix: fix)
    }
}
