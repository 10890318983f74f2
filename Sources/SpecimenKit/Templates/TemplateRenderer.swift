import SpecimenTokens

/// Walks a template's nodes against a context stack, appending UTF-8 to one output buffer.
///
/// Indentation of partials follows swift-mustache exactly, because the default theme's pages
/// depend on it: each rendering of a template or section body starts a fresh "line buffer",
/// and before each node whose output is not empty, the indentation is written when what that
/// rendering has written so far ends with `\n`. For plain lines that is the spec's rule (every
/// line of a standalone partial is indented); inside a repeated section, an item after the first
/// starts without the partial's indentation, as it always has.
struct TemplateRenderer {
    /// Where partials are found.
    let library: TemplateLibrary
    /// The values names are looked up in, innermost last; the root is never popped.
    private var stack: [TemplateValue]
    /// The indentation of the partials being rendered, outermost first, one after another; only non-empty pieces.
    private var indentation: [UInt8] = []
    /// Where each piece of `indentation` ends.
    private var indentationEnds: [Int] = []
    /// How many pieces of `indentation` are owed before the next byte written; 0 when none.
    private var owedIndentation = 0
    /// How many partials deep the renderer is.
    private var depth = 0
    /// How many more partials this rendering may include (see `TemplateLibrary.maximumPartialRenders`).
    private var partialsLeft = TemplateLibrary.maximumPartialRenders
    /// The partial included last, by name: a sidebar includes the same one for every item, and finding
    /// it in the library hashes its name each time.
    private var lastPartial: (name: String, program: Template.Program)?

    /// A renderer whose context stack holds `root`.
    init(library: TemplateLibrary, root: TemplateValue) {
        self.library = library
        stack = [root]
    }

    /// Renders a whole template.
    mutating func render(_ program: Template.Program, into output: inout [UInt8]) {
        program.withCode { code in render(0..<code.instructions.count, of: code, into: &output) }
    }

    /// Renders the instructions in `range` as one template or section body.
    private mutating func render(_ range: Range<Int>, of code: Template.Program.Code, into output: inout [UInt8]) {
        let start = output.count
        var index = range.lowerBound
        while index < range.upperBound {
            if !indentationEnds.isEmpty && Self.endsWithLineFeed(output, since: start) {
                // Owed, not written: an instruction that renders nothing gets no indentation.
                owedIndentation = indentationEnds.count
                index = render(at: index, of: code, into: &output)
                owedIndentation = 0
            } else {
                index = render(at: index, of: code, into: &output)
            }
        }
    }

    /// Renders the instruction at `index` (a section with its body); returns the index after it.
    private mutating func render(at index: Int, of code: Template.Program.Code, into output: inout [UInt8]) -> Int {
        switch code.instructions[index] {
        case let .text(text):
            let span = code.spans[text]
            guard !span.isEmpty else { return index + 1 }
            payIndentation(into: &output)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: code.bytes[span]))
            return index + 1
        case let .value(name, escaped):
            if let value = lookUp(code.names[name], in: code) { write(value, escaped: escaped, into: &output) }
            return index + 1
        case let .section(name, inverted, end):
            renderSection(lookUp(code.names[name], in: code), inverted: inverted, body: (index + 1)..<end, of: code, into: &output)
            return end
        case let .partial(name, partialIndentation):
            // A missing partial renders nothing, and so does one nested too deep (a template including itself).
            guard depth < TemplateLibrary.maximumPartialDepth, partialsLeft > 0, output.count < TemplateLibrary.maximumOutputBytes,
                let partial = partial(named: code.texts[name])
            else {
                return index + 1
            }
            partialsLeft -= 1
            let indents = partialIndentation >= 0 && !code.spans[partialIndentation].isEmpty
            if indents {
                indentation.append(contentsOf: UnsafeBufferPointer(rebasing: code.bytes[code.spans[partialIndentation]]))
                indentationEnds.append(indentation.count)
            }
            depth += 1
            render(partial, into: &output)
            depth -= 1
            if indents {
                indentationEnds.removeLast()
                indentation.removeSubrange((indentationEnds.last ?? 0)...)
            }
            return index + 1
        }
    }

    /// The program of the partial `name`, from the library.
    private mutating func partial(named name: String) -> Template.Program? {
        if let lastPartial, lastPartial.name == name { return lastPartial.program }
        guard let program = library.program(named: name) else { return nil }
        lastPartial = (name, program)
        return program
    }

    /// A section's body for `value`: lists repeat it per item, `false`, missing and empty lists skip it,
    /// `true` renders it once, and any other value renders it once as the current value.
    private mutating func renderSection(
        _ value: TemplateValue?, inverted: Bool, body: Range<Int>, of code: Template.Program.Code, into output: inout [UInt8]
    ) {
        switch (value, inverted) {
        case (nil, false), (.bool(false)?, false):
            return
        case (.bool(true)?, false), (nil, true), (.bool(false)?, true):
            render(body, of: code, into: &output)
        case let (.list(items)?, false):
            for item in items {
                stack.append(item)
                render(body, of: code, into: &output)
                stack.removeLast()
            }
        case let (.list(items)?, true):
            guard items.isEmpty, let value else { return }
            stack.append(value)
            render(body, of: code, into: &output)
            stack.removeLast()
        case let (value?, false):
            stack.append(value)
            render(body, of: code, into: &output)
            stack.removeLast()
        case (_?, true):
            return
        }
    }

    /// The value a name refers to: the first part is looked up from the innermost value outwards
    /// (only in the current value for `.name`), the other parts inside what it found.
    private func lookUp(_ name: Template.Program.NameParts, in code: Template.Program.Code) -> TemplateValue? {
        guard !name.parts.isEmpty, let current = stack.last else { return stack.last }
        let first = code.nameParts[name.parts.lowerBound]
        var found: TemplateValue?
        if name.anchored {
            found = Self.field(first, of: current)
        } else {
            for index in stack.indices.reversed() {
                if let value = Self.field(first, of: stack[index]) {
                    found = value
                    break
                }
            }
        }
        for part in name.parts.dropFirst() {
            found = found.flatMap { Self.field(code.nameParts[part], of: $0) }
        }
        return found
    }

    /// Writes `text`, after any indentation owed.
    private mutating func write(_ text: String, into output: inout [UInt8]) {
        guard !text.isEmpty else { return }
        payIndentation(into: &output)
        output.append(contentsOf: text.utf8)
    }

    /// Writes a value as `{{name}}` (escaped) or `{{{name}}}` shows it; lists and objects show nothing.
    private mutating func write(_ value: TemplateValue, escaped: Bool, into output: inout [UInt8]) {
        switch value {
        case let .text(text):
            guard !text.isEmpty else { return }
            payIndentation(into: &output)
            if escaped { HTML.appendEscapingQuotes(text, to: &output) } else { output.append(contentsOf: text.utf8) }
        case let .utf8(bytes):
            guard !bytes.isEmpty else { return }
            if escaped { return write(.text(String(decoding: bytes, as: UTF8.self)), escaped: true, into: &output) }
            payIndentation(into: &output)
            output.append(contentsOf: bytes)
        case let .bool(flag):
            write(flag ? "true" : "false", into: &output)
        case let .number(number):
            // Whole numbers without a decimal point (`2`, not `2.0`), as front-matter numbers always reached templates.
            write(number.plainText, into: &output)
        case .list, .object:
            return
        }
    }

    /// Writes the indentation owed, if any, before the first byte of a node's output.
    private mutating func payIndentation(into output: inout [UInt8]) {
        guard owedIndentation > 0 else { return }
        output.append(contentsOf: indentation[..<indentationEnds[owedIndentation - 1]])
        owedIndentation = 0
    }

    /// Whether what was written since `start` ends with a line feed that is not part of `\r\n`.
    ///
    /// swift-mustache compared the last `Character` with `"\n"`, and `"\r\n"` is one character.
    private static func endsWithLineFeed(_ output: [UInt8], since start: Int) -> Bool {
        let written = output.count - start
        guard written > 0, output[output.count - 1] == UInt8(ascii: "\n") else { return false }
        return written == 1 || output[output.count - 2] != UInt8(ascii: "\r")
    }

    /// The value of `name` in an object; `nil` for a missing name and for any other kind of value.
    private static func field(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case let .object(fields) = value else { return nil }
        return fields[name]
    }
}
