import SpecimenDiagnostics
import SpecimenTokens

/// A Mustache template, parsed once into a flat program (see `Program`) and rendered many times.
///
/// Supported: `{{name}}` (HTML-escaped), `{{{name}}}` and `{{& name}}` (as they are),
/// `{{#name}}…{{/name}}`, `{{^name}}…{{/name}}`, `{{> partial}}`, `{{! comment}}`,
/// `{{=<% %>=}}`, dotted names, `{{.}}`, and the Mustache spec's standalone lines and
/// partial indentation. Anything else a Mustache library might accept (template
/// inheritance, transforms, pragmas, dynamic partials) is a located `TemplateSyntaxError`,
/// never output that silently differs.
public struct Template: Sendable {
    /// One piece of a template.
    enum Node: Sendable {
        /// Literal text: one line at most, ending with its line break if it has one.
        ///
        /// Lines are kept apart because indentation of a partial is decided between nodes.
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
        case value(Name, escaped: Bool)
        /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
        case section(Name, inverted: Bool, body: [Node])
        /// `{{> name}}`; `indentation` is set when the tag stands alone on its line.
        case partial(String, indentation: String?)
    }

    /// A name as a tag writes it: `.`, `title`, `page.title`, or `.title` (the current value only).
    struct Name: Sendable, Equatable {
        /// The dotted parts; empty for `.`, the current value.
        var parts: [String]
        /// A leading dot: look only in the current value, not in the enclosing ones.
        var anchored: Bool
    }

    /// The template as the renderer walks it.
    let program: Program
    /// The partials it includes, each with the line and column of its tag, to check they exist.
    let partials: [(name: String, line: Int, column: Int)]

    /// Parses `text`; a mistake is thrown with the line and column of the tag at fault.
    public init(_ text: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(text)
        program = Program(try parser.parse())
        // Lines are counted only in a template that includes partials; most do not.
        let tags = parser.partialTags
        partials =
            tags.isEmpty
            ? []
            : {
                let source = SourceText(path: "", text: text)
                return tags.map { tag in
                    let place = source.location(byteOffset: tag.offset)
                    return (tag.name, place.line, place.column)
                }
            }()
    }

    /// The node tree flattened into instructions whose payloads are only numbers, with the text
    /// and names in tables beside them: walking it copies nothing reference-counted, where
    /// binding each node's payload retained and released its strings and arrays (5% of a build).
    ///
    /// A class, and read through buffers (`withCode`): both cores lay pages out with the same
    /// templates, and each copy of a shared array (a partial's tables, a name's parts) moved its
    /// reference count between the cores.
    final class Program: Sendable {
        enum Instruction: Sendable {
            /// `texts[index]`.
            case text(Int)
            /// `names[index]`.
            case value(Int, escaped: Bool)
            /// `names[index]`; the body is the instructions after this one, up to `end`.
            case section(Int, inverted: Bool, end: Int)
            /// The partial named `texts[index]`, with `texts[indentation]` as its indentation (-1: none).
            case partial(Int, indentation: Int)
        }

        /// A name of the template: its dotted parts, `nameParts[parts]`, and whether it has a leading dot (see `Name`).
        struct NameParts: Sendable {
            var parts: Range<Int>
            var anchored: Bool
        }

        let instructions: [Instruction]
        let texts: [String]
        /// Every text's UTF-8 bytes, one after another: the renderer copies them out without
        /// touching a String, whose reference count both cores would otherwise update per text.
        let bytes: [UInt8]
        /// Where `texts[index]` lies in `bytes`.
        let spans: [Range<Int>]
        let names: [NameParts]
        /// The parts of every name, one name after another.
        let nameParts: [String]

        init(_ nodes: [Node]) {
            var builder = Builder()
            builder.append(nodes)
            instructions = builder.instructions
            texts = builder.texts
            bytes = builder.bytes
            spans = builder.spans
            names = builder.names
            nameParts = builder.nameParts
        }

        /// The tables as buffers, valid only during `withCode`'s body: never return or keep one.
        struct Code {
            let instructions: UnsafeBufferPointer<Instruction>
            let texts: UnsafeBufferPointer<String>
            let bytes: UnsafeBufferPointer<UInt8>
            let spans: UnsafeBufferPointer<Range<Int>>
            let names: UnsafeBufferPointer<NameParts>
            let nameParts: UnsafeBufferPointer<String>
        }

        /// Calls `body` with the tables as buffers: reading an element of a shared array retains and
        /// releases the array's storage, whose count would then move between the cores at every instruction.
        func withCode<Result>(_ body: (Code) -> Result) -> Result {
            instructions.withUnsafeBufferPointer { instructions in
                texts.withUnsafeBufferPointer { texts in
                    bytes.withUnsafeBufferPointer { bytes in
                        spans.withUnsafeBufferPointer { spans in
                            names.withUnsafeBufferPointer { names in
                                nameParts.withUnsafeBufferPointer { nameParts in
                                    body(
                                        Code(instructions: instructions, texts: texts, bytes: bytes, spans: spans, names: names, nameParts: nameParts)
                                    )
                                }
                            }
                        }
                    }
                }
            }
        }

        /// Flattens nodes into the tables.
        private struct Builder {
            var instructions: [Instruction] = []
            var texts: [String] = []
            var bytes: [UInt8] = []
            var spans: [Range<Int>] = []
            var names: [NameParts] = []
            var nameParts: [String] = []

            /// Appends `nodes`, sections' bodies right after their section.
            mutating func append(_ nodes: [Node]) {
                for node in nodes {
                    switch node {
                    case let .text(text):
                        instructions.append(.text(add(text)))
                    case let .value(name, escaped):
                        instructions.append(.value(add(name), escaped: escaped))
                    case let .section(name, inverted, body):
                        let name = add(name)
                        let at = instructions.count
                        instructions.append(.section(name, inverted: inverted, end: at))
                        append(body)
                        instructions[at] = .section(name, inverted: inverted, end: instructions.count)
                    case let .partial(name, indentation):
                        let name = add(name)
                        var spaces = -1
                        if let indentation { spaces = add(indentation) }
                        instructions.append(.partial(name, indentation: spaces))
                    }
                }
            }

            private mutating func add(_ text: String) -> Int {
                texts.append(text)
                spans.append(bytes.count..<(bytes.count + text.utf8.count))
                bytes.append(contentsOf: text.utf8)
                return texts.count - 1
            }

            private mutating func add(_ name: Name) -> Int {
                names.append(NameParts(parts: nameParts.count..<(nameParts.count + name.parts.count), anchored: name.anchored))
                nameParts += name.parts
                return names.count - 1
            }
        }
    }
}
