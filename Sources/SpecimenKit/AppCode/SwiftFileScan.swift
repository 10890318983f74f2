import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import SwiftParser
import SwiftSyntax

/// What one Swift file of the app holds, read with swift-syntax: its references to the generated
/// tokens API (`DesignTokens.Colors.accent`) and the literals written where a token belongs
/// (`Color(red:green:blue:)`, `.padding(12)`, `cornerRadius: 10`).
///
/// It knows nothing of the tokens: which reference names a token, and which literal repeats one,
/// is decided when the scans are joined with the tokens (`AppCodeReport`), so a scan stays valid
/// for as long as its file is unchanged and the build cache can keep it (`AppCode`).
/// Code that does not parse is read as far as swift-syntax recovers.
struct SwiftFileScan: Sendable, Equatable {
    /// `Group.name`, and the name before the group: `DesignTokens` in `DesignTokens.Colors.accent` (and in
    /// `Orbit.DesignTokens.Colors.accent`), `Tokens` through a typealias, `nil` for a bare `Colors.accent`.
    struct Reference: Sendable, Equatable {
        var member: String
        var root: String?
        var line: Int
        var column: Int
    }

    /// Where a literal stands, which says what kind of token it should have been.
    enum Place: String, Sendable {
        case colour, spacing, radius, borderWidth, fontSize

        /// How a person names the kind of token: "spacing", "font size".
        var noun: String {
            switch self {
            case .colour: "colour"
            case .spacing: "spacing"
            case .radius: "corner radius"
            case .borderWidth: "border width"
            case .fontSize: "font size"
            }
        }
    }

    /// A number or colour written as itself where a token belongs.
    struct Literal: Sendable, Equatable {
        var place: Place
        /// A size in points; a colour's red, green, blue and opacity from 0 to 1; empty when the value
        /// cannot be compared (a Display P3 colour).
        var value: [Double]
        /// The source text, on one line.
        var text: String
        var line: Int
        var column: Int
        /// The type called (`Color`, `UIColor`), for the fix to name the right form of the token.
        var callee = ""
        /// Written with an initialiser the app defines (`Color(hex: 0xE5E7EB)`); counts only where the app defines
        /// `init(hex:)` on the type called.
        var viaHex = false
    }

    /// The first line of a file Specimen generated (`TokenSwift`): such a file is the API, not a use of it.
    static let generatedMarker = TokenSwift.generatedHeader

    /// Whether the file is Specimen's own generated tokens file.
    var generated = false
    /// The types the file gives an `init(hex:…)` (`extension Color { init(hex: UInt32) }`): `X(hex: 0x…)` is then a colour literal.
    var hexInitialisers: [String] = []
    /// `typealias Tokens = DesignTokens` and the like: each alias with the type it names.
    var aliases: [String: String] = [:]
    /// The types the file extends (`extension DesignTokens`), inside which a bare `Colors.accent` is the tokens'.
    var extendedTypes: [String] = []
    var references: [Reference] = []
    var literals: [Literal] = []
    /// Where the file nests brackets deeper than the parser takes in time (`SwiftNesting`), when it does: it is then
    /// read as holding nothing, and the build says so there (`swift-file-unread`).
    var unread: Position?

    /// A line and a column in the file.
    struct Position: Equatable, Sendable {
        var line: Int
        var column: Int
    }

    /// Scans `text`, the file's contents.
    static func scan(_ text: String) -> SwiftFileScan {
        if text.hasPrefix(generatedMarker) { return SwiftFileScan(generated: true) }
        // Brackets nested past what the parser takes in time (a fuzzed file never finished).
        if let offset = SwiftNesting.tooDeep(text) {
            let place = SourceText(path: "", text: text).location(byteOffset: offset)
            return SwiftFileScan(unread: Position(line: place.line, column: place.column))
        }
        let tree = Parser.parse(source: text)
        let visitor = Visitor(source: SourceText(path: "", text: text))
        visitor.walk(tree)
        return visitor.scan
    }

    private final class Visitor: SyntaxVisitor {
        var scan = SwiftFileScan()
        /// The file's text and its lines, indexed from the text it was parsed from (swift-syntax's own converter
        /// would walk the tree again to find them, and make the file's bytes again).
        let source: SourceText
        /// The type whose `extension` or declaration the walk is in, innermost last.
        var enclosingTypes: [String] = []

        init(source: SourceText) {
            self.source = source
            super.init(viewMode: .sourceAccurate)
        }

        /// Previews show a view with made-up values; what they type is not the app's.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return inherited.contains("PreviewProvider") ? .skipChildren : .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            scan.extendedTypes.append(name)
            enclosingTypes.append(name)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            enclosingTypes.removeLast()
        }

        override func visitPost(_ node: TypeAliasDeclSyntax) {
            scan.aliases[node.name.text] = node.initializer.value.trimmedDescription
        }

        /// Line and column (in characters, as diagnostics count them) of `node`'s first token.
        func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let location = source.location(byteOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            return (location.line, location.column)
        }

        override func visitPost(_ node: MemberAccessExprSyntax) {
            guard let base = node.base else { return }
            let group: String
            var root: String?
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                group = reference.baseName.text
            } else if let member = base.as(MemberAccessExprSyntax.self) {
                group = member.declName.baseName.text
                if let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                {
                    root = name
                } else {
                    return
                }
            } else {
                return
            }
            guard group.first?.isUppercase == true else { return }
            // A bare `Colors.accent` inside `extension DesignTokens` is the tokens'; elsewhere it may be any type's.
            if root == nil, let enclosing = enclosingTypes.last { root = enclosing }
            let (line, column) = place(node)
            scan.references.append(
                Reference(member: group + "." + Self.unquoted(node.declName.baseName.text), root: root, line: line, column: column))
        }

        override func visitPost(_ node: InitializerDeclSyntax) {
            if node.signature.parameterClause.parameters.first?.firstName.text == "hex", let type = enclosingTypes.last {
                scan.hexInitialisers.append(type)
            }
        }

        /// The properties UIKit sets sizes by, and the kind of token each takes.
        static let assignedPlaces: [String: Place] = ["cornerRadius": .radius, "spacing": .spacing, "borderWidth": .borderWidth]
        /// The types whose initialisers take a colour's channels.
        static let colourTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor"]

        /// UIKit sets sizes by assignment: `layer.cornerRadius = 12`, `stack.spacing = 8`, `layer.borderWidth = 1`.
        override func visitPost(_ node: SequenceExprSyntax) {
            guard node.elements.count == 3 else { return }
            let elements = Array(node.elements)
            guard elements[1].is(AssignmentExprSyntax.self), let name = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { return }
            guard let place = Self.assignedPlaces[name], let number = Self.number(elements[2]), number > 0 else { return }
            let (line, column) = self.place(elements[2])
            scan.literals.append(Literal(place: place, value: [number], text: elements[2].trimmedDescription, line: line, column: column))
        }

        override func visitPost(_ node: MacroExpansionExprSyntax) {
            guard node.macroName.text == "colorLiteral" else { return }
            colour(node, arguments: node.arguments, callee: "#colorLiteral")
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            let callee: String
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                callee = member.declName.baseName.text
            } else {
                return
            }
            let arguments = node.arguments
            if Self.colourTypes.contains(callee) {
                colour(node, arguments: arguments, callee: callee)
            }
            if let first = arguments.first, first.label?.text == "hex" {
                hex(first.expression, opacity: arguments.dropFirst(), callee: callee)
            }
            for (index, argument) in arguments.enumerated() {
                let label = argument.label?.text
                let place: Place?
                switch (callee, label) {
                case ("padding", nil) where index == arguments.count - 1: place = .spacing
                case ("cornerRadius", nil): place = .radius
                case (_, "spacing"), (_, "horizontalSpacing"), (_, "verticalSpacing"): place = .spacing
                case (_, "cornerRadius"): place = .radius
                case (_, "lineWidth"), ("border", "width"): place = .borderWidth
                case ("system", "size"), ("custom", "size"), ("UIFont", "size"), ("NSFont", "size"), (_, "ofSize"): place = .fontSize
                case ("EdgeInsets", _), ("UIEdgeInsets", _), ("NSEdgeInsets", _), ("NSDirectionalEdgeInsets", _): place = .spacing
                default: place = nil
                }
                if let place, let number = Self.number(argument.expression), number > 0 {
                    let (line, column) = self.place(argument.expression)
                    scan.literals.append(
                        Literal(place: place, value: [number], text: argument.expression.trimmedDescription, line: line, column: column))
                }
            }
        }

        /// `Color(red: 0.86, green: 0.15, blue: 0.15)`, `UIColor(white: 0.5, alpha: 1)`, `#colorLiteral(…)`, in sRGB.
        func colour(_ node: some SyntaxProtocol, arguments: LabeledExprListSyntax, callee: String) {
            var channels: [String: Double] = [:]
            var comparable = true
            for argument in arguments {
                guard let label = argument.label?.text else {
                    // `Color(.sRGB, red: …)`; Display P3 and other spaces are colours, but not comparable in sRGB.
                    if argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "sRGB" { comparable = false }
                    continue
                }
                guard ["red", "green", "blue", "white", "opacity", "alpha"].contains(label) else { return }
                guard let number = Self.number(argument.expression) else { return }
                channels[label] = number
            }
            let opacity = channels["opacity"] ?? channels["alpha"] ?? 1
            let value: [Double]
            if let white = channels["white"] {
                value = [white, white, white, opacity]
            } else if let red = channels["red"], let green = channels["green"], let blue = channels["blue"] {
                value = [red, green, blue, opacity]
            } else {
                return
            }
            let (line, column) = place(node)
            scan.literals.append(
                Literal(
                    place: .colour, value: comparable ? value : [], text: Self.oneLine(node.trimmedDescription), line: line, column: column,
                    callee: callee
                ))
        }

        /// `0xE5E7EB`, `"#e5e7eb"` or `"e5e7eb"` given to an app's `init(hex:)`, with an `opacity:` or `alpha:`
        /// number after it or none. Eight digits are left out: apps read them as RGBA or as ARGB.
        func hex(_ expression: ExprSyntax, opacity rest: LabeledExprListSyntax.SubSequence, callee: String) {
            var opacity = 1.0
            for argument in rest {
                guard ["opacity", "alpha"].contains(argument.label?.text ?? ""), let number = Self.number(argument.expression) else { return }
                opacity = number
            }
            var digits: Substring
            if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.lowercased().hasPrefix("0x") {
                digits = integer.literal.text.dropFirst(2)
            } else if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                let segment = string.segments.first?.as(StringSegmentSyntax.self)
            {
                digits = Substring(segment.content.text)
                if digits.hasPrefix("#") { digits = digits.dropFirst() }
            } else {
                return
            }
            digits = Substring(digits.filter { $0 != "_" })
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let number = UInt64(digits, radix: 16) else { return }
            let channels = [16, 8, 0].map { Double((number >> UInt64($0)) & 0xFF) / 255 } + [opacity]
            let (line, column) = place(expression)
            scan.literals.append(
                Literal(
                    place: .colour, value: channels, text: expression.trimmedDescription, line: line, column: column, callee: callee, viaHex: true
                ))
        }

        /// A number written as itself: `12`, `0.5`, `37/255`, `37.0 / 255.0`; nothing else, and nothing that is not finite.
        static func number(_ expression: ExprSyntax) -> Double? {
            guard let value = literalNumber(expression), value.isFinite else { return nil }
            return value
        }

        private static func literalNumber(_ expression: ExprSyntax) -> Double? {
            if let integer = expression.as(IntegerLiteralExprSyntax.self) {
                let text = integer.literal.text.filter { $0 != "_" }
                return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16).map(Double.init) : Double(text)
            }
            if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
                let elements = Array(sequence.elements)
                guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                    let top = number(elements[0]), let bottom = number(elements[2]), bottom != 0
                else { return nil }
                return top / bottom
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                let top = number(infix.leftOperand), let bottom = number(infix.rightOperand), bottom != 0
            {
                return top / bottom
            }
            return nil
        }

        static func unquoted(_ name: String) -> String {
            name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
        }

        static func oneLine(_ text: String) -> String {
            text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
        }
    }
}
