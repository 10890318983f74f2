import Foundation
import SpecimenDiagnostics

/// Reads one token's value as a value of its type, the type family by family (the files beside this one): a
/// literal in the format's forms, a composite's members and the aliases inside them (asked of `references`), and
/// what the file's tool writes otherwise (`syntax`). Every rejection is a located error in `log`; what is read
/// although the format lacks it is a leniency there.
package struct ValueReader {
    /// The token whose value is read, as messages name it.
    package let owner: String
    /// How the token's file writes values: the format's own way, or a tool's.
    package let syntax: any ToolSyntax
    /// The tool's name for the token's type (`letterSpacing`, `lineHeights`), when it wrote one: its values are
    /// written its own way (`-2%`, `AUTO`).
    package var writtenType: String?
    /// The other tokens of the mode, for the aliases inside the value.
    package let references: any TokenReferences
    package let log: ReadingLog

    package init(owner: String, syntax: any ToolSyntax, writtenType: String?, references: any TokenReferences, log: ReadingLog) {
        self.owner = owner
        self.syntax = syntax
        self.writtenType = writtenType
        self.references = references
        self.log = log
    }

    /// Reads `node` as a value of `type`: as the file's tool computes it, or as a literal of the format; the aliases
    /// inside composites are followed.
    package mutating func read(_ node: JSONValue, as type: TokenType) -> TokenValue? {
        if case .string = node.kind, type.isSpec {
            switch syntax.readText(node, as: type, reader: &self) {
            case .read(let value): return value
            case .failed: return nil
            case .notTool:
                if case .embedded = AliasSyntax.form(of: node) {
                    reportEmbedded(node, as: type)
                    return nil
                }
            }
        }
        switch type {
        case .color: return readColor(node).map(TokenValue.color)
        case .dimension: return readDimension(node).map(TokenValue.dimension)
        case .number:
            if let lineHeight = toolLineHeight(node) { return lineHeight }
            return readNumber(node).map(TokenValue.number)
        case .fontFamily: return readFontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: return readFontWeight(node).map(TokenValue.fontWeight)
        case .duration: return readDuration(node).map(TokenValue.duration)
        case .cubicBezier: return readCubicBezier(node).map(TokenValue.cubicBezier)
        case .strokeStyle: return readStrokeStyle(node).map(TokenValue.strokeStyle)
        case .border: return readBorder(node).map(TokenValue.border)
        case .transition: return readTransition(node).map(TokenValue.transition)
        case .shadow: return readShadows(node).map(TokenValue.shadow)
        case .typography: return readTypography(node)
        case .gradient: return readGradient(node).map(TokenValue.gradient)
        default:
            if syntax.isFormat, let shape = Self.textTypeMismatch(node, type: type) {
                let found = node.stringValue?.isEmpty == true ? "an empty string" : node.kindDescription
                return fail(
                    node, "invalid \(type.rawValue): \(found), `\(node.snippet)`", reason: shape.reason, fix: "Write it like `\(shape.example)`.")
            }
            return .other(type: type, value: node)
        }
    }

    /// What the types Terrazzo adds to the format hold, in the format's own files: `boolean` a JSON `true` or `false`,
    /// `string` any text, `link` a URL or path; `nil` when `node` holds it, or the type is another. (Tokens Studio
    /// writes its booleans as text, in its own files.)
    static func textTypeMismatch(_ node: JSONValue, type: TokenType) -> (reason: String, example: String)? {
        switch type.rawValue {
        case "boolean":
            if case .bool = node.kind { return nil }
            return ("A `boolean` token holds JSON `true` or `false`, without quotes.", "true")
        case "string":
            return node.stringValue != nil ? nil : ("A `string` token holds text in quotes.", #""Inter Variable""#)
        case "link":
            if let text = node.stringValue, !text.trimmingWhitespace().isEmpty { return nil }
            return ("A `link` token holds a URL or a path, as text.", #""/assets/icons/star.svg""#)
        default:
            return nil
        }
    }

    /// Reads a composite member or array element: an alias to a token of `type` (or of `alternative`, when the
    /// place takes either), or a literal of `type`. A `nil` type accepts an alias to any token, and no literal.
    package mutating func readMember(_ node: JSONValue, as type: TokenType?, orAs alternative: TokenType? = nil) -> TokenValue? {
        switch AliasSyntax.form(of: node) {
        case .path(let target):
            return references.follow(target, site: node, from: owner, expected: [type, alternative].compactMap { $0 }, syntax: syntax)?.value
        case .malformed:
            reportMalformedAlias(node)
            return nil
        case .none, .embedded:
            guard let type else { return nil }
            return read(node, as: type)
        }
    }

    /// The token at `path`, referenced inside a value (maths, a colour function); `nil` when it has none, which is
    /// reported at its root cause.
    package mutating func referencedValue(_ path: String, site: JSONValue) -> ResolvedToken? {
        references.follow(path, site: site, from: owner, expected: [], syntax: syntax)
    }

    /// A text with aliases inside it, for a token without a type of the format (`string`, or none): each alias is
    /// replaced with its token's value as CSS writes it. `nil` when an alias has no value, reported at its cause.
    package mutating func readEmbedded(_ parts: [AliasSyntax.EmbeddedPart], site: JSONValue) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case .text(let piece):
                text += piece
            case .alias(let target):
                guard let resolved = references.follow(target, site: site, from: owner, expected: [], syntax: syntax) else { return nil }
                if case .other(_, let value) = resolved.value, let string = value.stringValue {
                    text += string
                } else {
                    text += resolved.value.cssText
                }
            }
        }
        return text
    }

    /// Text with aliases inside it where a value of one of the format's types goes, which no reading understood.
    package mutating func reportEmbedded(_ node: JSONValue, as type: TokenType) {
        let first: String? =
            if case .embedded(let parts) = AliasSyntax.form(of: node) {
                parts.lazy.compactMap { if case .alias(let path) = $0 { path } else { nil } }.first
            } else { nil }
        report(
            .error(
                .aliasEmbedded, at: node.location, "`\(owner)` is a `\(type.rawValue)` written as text with aliases inside it: `\(node.snippet)`",
                reason: "A `\(type.rawValue)` is a value of its own, one whole alias, or maths such as `{space.base} * 2`; this is none of them.",
                fix: "Write the value, or one alias such as `{\(first ?? "group.token")}`; for text, give it `\"$type\": \"string\"`."
            ))
    }

    /// An alias that is not one: braces around something that is no path.
    package func reportMalformedAlias(_ node: JSONValue) {
        report(
            .error(
                .aliasInvalid, at: node.location, "malformed alias `\(node.snippet)`",
                reason:
                    "An alias is the whole value: a token's path in curly braces, such as `{color.state.danger}`, with no empty names between the dots.",
                fix: "Write the alias as `{group.token}` with nothing around it."
            ))
    }

    package func report(_ diagnostic: Diagnostic) {
        log.report(diagnostic)
    }

    /// Records something read although the format does not allow it; see `Leniency`.
    package func lenient(_ kind: String, _ warning: Diagnostic) {
        log.lenient(Leniency(kind: kind, diagnostic: warning))
    }

    /// `lenient` for a form the format lacks and a design tool writes (a quoted number, `x` and `y` for a shadow's
    /// offsets): reported in the format's own files only, since in the tool's own files it is how its users write it.
    package func formLeniency(_ kind: String, _ warning: @autoclosure () -> Diagnostic) {
        guard syntax.isFormat else { return }
        lenient(kind, warning())
    }

    // MARK: Shapes and failures

    /// The members of an object value, when it has exactly the allowed keys and all required ones.
    mutating func readFields(_ node: JSONValue, label: String, required: [String], optional: [String]) -> [String: JSONValue]? {
        guard let members = node.objectMembers else { return nil }
        let allowed = required + optional
        let list = Self.list(allowed)
        var fields: [String: JSONValue] = [:]
        var valid = true
        for member in members {
            if allowed.contains(member.key) {
                fields[member.key] = member.value
            } else {
                valid = false
                report(
                    .error(
                        .tokenInvalidValue, at: member.keyLocation, "unknown \(label) property `\(member.key)`",
                        reason: "A \(label) value has only \(list).",
                        fix: NameSuggestions.didYouMean(Suggestions.nearest(to: member.key, in: allowed, limit: 1)) ?? "Remove `\(member.key)`."
                    ))
            }
        }
        for key in required where fields[key] == nil {
            valid = false
            report(
                .error(
                    .tokenInvalidValue, at: node.location, "\(label) is missing `\(key)`",
                    reason:
                        "A \(label) value needs \(Self.list(required))\(optional.isEmpty ? "" : "; \(Self.list(optional)) \(optional.count == 1 ? "is" : "are") optional").",
                    fix: "Add `\"\(key)\"` to the object."
                ))
        }
        return valid ? fields : nil
    }

    /// The number and unit node of a `{ "value", "unit" }` object.
    mutating func measure(_ fields: [String: JSONValue], label: String) -> (Double, JSONValue)? {
        guard let valueNode = fields["value"], let unitNode = fields["unit"] else { return nil }
        guard let value = valueNode.numberValue else {
            let fix =
                valueNode.stringValue.flatMap { Double($0) }.map { "Write it without quotes: `\(TokenNumber.text($0))`." }
                ?? "Write the amount as a number."
            return fail(valueNode, "the \(label) `value` must be a number", reason: "`value` is the amount; the unit goes in `unit`.", fix: fix)
        }
        return (value, unitNode)
    }

    /// `16px` → (16, "px"); `nil` when the text does not start with a number or has spaces.
    static func splitMeasure(_ text: String) -> (Double, String)? {
        // No exponent: `e` would swallow the start of units such as `em`.
        let numberPart = text.prefix { "+-.0123456789".contains($0) }
        let unit = String(text.dropFirst(numberPart.count))
        guard let value = Double(numberPart), unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit)
    }

    mutating func unsupportedUnit<T>(_ node: JSONValue, type: TokenType, unit: String? = nil) -> T? {
        let units = type == .dimension ? ["px", "rem"] : ["ms", "s"]
        let name = unit ?? node.stringValue ?? node.snippet
        return fail(
            node, "unsupported \(type.rawValue) unit `\(name)`",
            reason: "The Design Tokens Format allows only \(Self.list(units)) for \(type.rawValue)s.",
            fix: type == .dimension ? "Convert the value to `px` or `rem` (an iOS point is one `px`)." : "Convert the value to `ms` or `s`.")
    }

    /// Reports a value that is not of the expected shape at all, saying what the shape is.
    mutating func invalid<T>(_ node: JSONValue, _ type: TokenType, fix: String? = nil) -> T? {
        let form = Self.expectedForm(type)
        return fail(node, "invalid \(form.label) `\(node.snippet)`", reason: form.reason, fix: fix ?? "Write it like `\(form.example)`.")
    }

    mutating func fail<T>(_ node: JSONValue, _ message: String, reason: String, fix: String) -> T? {
        report(.error(.tokenInvalidValue, at: node.location, message, reason: reason, fix: fix))
        return nil
    }

    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    static func expectedForm(_ type: TokenType) -> (label: String, reason: String, example: String) {
        switch type {
        case .color:
            (
                "color", "A color is a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) or a 2025.10 color object with `colorSpace` and `components`.",
                "#dc2626"
            )
        case .dimension:
            (
                "dimension",
                "A dimension is an object with a number `value` and a `unit` of `px` or `rem`; the older string form `16px` is also read.",
                #"{ "value": 16, "unit": "px" }"#
            )
        case .number:
            ("number", "A number token holds a JSON number.", "0.12")
        case .fontFamily:
            ("font family", "A font family is a font name, or an array of names with the most preferred first.", #"["Inter", "sans-serif"]"#)
        case .fontWeight:
            ("font weight", "A font weight is a number from 1 to 1000, or a name such as `regular` or `semi-bold`.", "600")
        case .duration:
            (
                "duration", "A duration is an object with a number `value` and a `unit` of `ms` or `s`; the older string form `200ms` is also read.",
                #"{ "value": 300, "unit": "ms" }"#
            )
        case .cubicBezier:
            ("cubic Bézier curve", "An easing curve is an array of four numbers `[x1, y1, x2, y2]`, both x values from 0 to 1.", "[0.42, 0, 0.58, 1]")
        case .strokeStyle:
            ("stroke style", "A stroke style is a keyword such as `solid` or `dashed`, or an object with `dashArray` and `lineCap`.", #""solid""#)
        case .border:
            (
                "border", "A border is an object with `color`, `width` and `style`.",
                ##"{ "color": "#e2e8f0", "width": { "value": 1, "unit": "px" }, "style": "solid" }"##
            )
        case .transition:
            (
                "transition", "A transition is an object with `duration`, `delay` and `timingFunction`.",
                #"{ "duration": "{duration.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.42, 0, 0.58, 1] }"#
            )
        case .shadow:
            (
                "shadow",
                "A shadow is an object with `color`, `offsetX`, `offsetY`, `blur` and `spread` (and optionally `inset`), or an array of such objects.",
                ##"{ "color": "#0f172a14", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##
            )
        case .typography:
            (
                "typography",
                "A typography value is an object with `fontFamily` and `fontSize`, and optionally `fontWeight`, `lineHeight` and `letterSpacing`.",
                #"{ "fontFamily": "{font.family.system}", "fontSize": { "value": 17, "unit": "px" } }"#
            )
        case .gradient:
            (
                "gradient", "A gradient is an array of stops, each an object with a `color` and a `position` from 0 to 1.",
                ##"[{ "color": "#2563eb", "position": 0 }, { "color": "#7c3aed", "position": 1 }]"##
            )
        default:
            (type.rawValue, "Tokens of type `\(type.rawValue)` are kept as written.", "")
        }
    }
}
