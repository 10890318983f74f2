import Foundation
import SpecimenDiagnostics

/// Values written in Tokens Studio's syntax where the format has a value of its own: maths (`{space.base} * 2`,
/// `$sizing.base / 2`), lists of lengths (`8 16`), colour functions (`rgba({color.black}, 0.5)`, `hsl(…)`,
/// `linear-gradient(…)`) and colour modifiers (`$extensions["studio.tokens"].modify`).
///
/// In a Tokens Studio or Style Dictionary file these are the tool's own syntax and read silently. In a DTCG file
/// they are not the format's, so the same reading comes with one warning per file, saying so. Each `ToolSyntax`
/// of `Import/` reads text with these functions; `reader` is the value's reader, for the references and reports.
struct ToolValueText {
    /// The reader of the value the text is, for the references inside it and for what goes wrong.
    var reader: ValueReader

    /// Whether `text`, the value of a `type` token, is computed rather than written out: what the token page shows.
    package static func isComputed(_ text: String, as type: TokenType) -> Bool {
        switch type {
        case .color: return functionCall(text) != nil
        case .dimension, .number, .fontWeight, .duration: return looksLikeMaths(text)
        default: return false
        }
    }

    /// Whether `text` is maths rather than a value: it has operators or several values, and a number, a reference
    /// or a bracket (`Semi Bold` is a name).
    static func looksLikeMaths(_ text: String) -> Bool {
        TokenMath.mayBeMaths(text) && text.contains { $0.isNumber || "{$(".contains($0) }
    }

    /// Reads `node` as a tool writes a value of `type`, when it is written so.
    mutating func read(_ node: JSONValue, as type: TokenType) -> ToolReading {
        guard case .string(let raw) = node.kind else { return .notTool }
        let text = raw.trimmingWhitespace()
        switch type {
        case .color:
            if text.lowercased() == "transparent" { return .read(.color(Color(red: 0, green: 0, blue: 0, alpha: 0))) }
            guard let call = Self.functionCall(text) else { return .notTool }
            noteToolSyntax(node, "a colour function")
            return colourFunction(call, node: node)
        case .dimension, .number, .fontWeight, .duration:
            guard Self.looksLikeMaths(text) else { return .notTool }
            // In a DTCG file, text that is no maths either (`16 px`) is an invalid value as the format has it.
            if reader.syntax.isFormat, case .failure = TokenMath.parse(text) { return .notTool }
            noteToolSyntax(node, "maths")
            return maths(text, node: node, as: type)
        default:
            return .notTool
        }
    }

    /// One warning per DTCG file that uses a tool's syntax; none in the tools' own files.
    private mutating func noteToolSyntax(_ node: JSONValue, _ what: String) {
        reader.formLeniency(
            "tool syntax",
            .warning(
                .tokenToolSyntax, at: node.location,
                "`\(node.snippet)` is \(what), which the format does not have; it is computed as Tokens Studio does",
                reason:
                    "The Design Tokens Format Module 2025.10 writes every value out; Tokens Studio computes maths and colour functions when it exports.",
                fix: "Keep it if Tokens Studio writes this file, or write the computed value."
            ))
    }

    // MARK: Maths

    private mutating func maths(_ text: String, node: JSONValue, as type: TokenType) -> ToolReading {
        // CSS's own maths without references (`clamp(0.9rem, 0.8rem + 0.5vw, 1rem)`, a fluid size): a browser computes
        // it, so it is kept as CSS, as `calc()` is.
        if [.dimension, .number].contains(type), !text.contains("{"), !text.contains("$"), let call = Self.functionCall(text),
            ["clamp", "calc", "min", "max"].contains(call.name), !Self.computes(text), TypographyValue.isPlainCSSValue(text)
        {
            return .read(.css(type: type, text: text))
        }
        guard let results = evaluate(text, node: node) else { return .failed }
        if results.count > 1 {
            // `8 16`, `{space.sm} {space.lg}`: a shorthand, as CSS writes margins and paddings.
            guard type == .dimension else {
                reader.report(
                    .error(
                        .tokenInvalidValue, at: node.location, "`\(text)` is \(results.count) values, where one \(type.rawValue) goes",
                        reason: "Several values separated by spaces make a CSS shorthand, which only lengths have.",
                        fix: "Write one value."
                    ))
                return .failed
            }
            let lengths = results.map { operand -> String in
                if case .quantity(let value, let unit) = operand, unit.isEmpty { return TokenNumber.text(value) + bareUnit(for: value).rawValue }
                return TokenMath.cssText(operand)
            }
            return .read(.css(type: .dimension, text: lengths.joined(separator: " ")))
        }
        return value(results[0], as: type, text: text, node: node)
    }

    /// Whether maths without references computes `text` (`max(4px, 8px)` does, `clamp(…, 1vw, …)` does not).
    private static func computes(_ text: String) -> Bool {
        guard case .success(let parsed) = TokenMath.parse(text) else { return false }
        return parsed.expressions.allSatisfy { if case .success = TokenMath.evaluate($0, references: [:]) { true } else { false } }
    }

    /// The values of `text`, one or several; `nil` when it cannot be computed, which is reported.
    private mutating func evaluate(_ text: String, node: JSONValue) -> [TokenMath.Operand]? {
        let parsed: TokenMath.Parsed
        switch TokenMath.parse(text) {
        case .success(let result): parsed = result
        case .failure(let failure): return mathsFailed(failure, text: text, node: node)
        }
        var operands: [String: TokenMath.Operand] = [:]
        for path in parsed.references {
            guard let token = reader.referencedValue(path, site: node) else { return nil }
            switch token.value {
            case .dimension(let length) where !reader.syntax.isFormat && reader.references.isBareNumber(token):
                operands[path] = .quantity(length.value, unit: "")
            case .dimension(let length): operands[path] = .quantity(length.value, unit: length.unit.rawValue)
            case .number(let number), .fontWeight(let number): operands[path] = .quantity(number, unit: "")
            case .duration(let time): operands[path] = .quantity(time.value, unit: time.unit.rawValue)
            case .css(_, let css): operands[path] = .css(css)
            case .other(_, let written)
            where written.numberValue != nil || written.stringValue.flatMap({ Double($0.trimmingWhitespace()) }) != nil:
                // A tool's own type (`other`) holding a number, as Tokens Studio's modifiers' amounts are kept.
                operands[path] = .quantity(written.numberValue ?? Double(written.stringValue!.trimmingWhitespace())!, unit: "")
            default:
                reader.report(
                    .error(
                        .aliasTypeMismatch, at: node.location, "`{\(path)}` in `\(text)` is a `\(token.type.rawValue)` token, which maths cannot use",
                        reason: "Maths works on lengths, numbers, weights and durations.",
                        fix: "Use a token that holds a number or a length."
                    ))
                return nil
            }
        }
        var results: [TokenMath.Operand] = []
        for expression in parsed.expressions {
            switch TokenMath.evaluate(expression, references: operands) {
            case .success(let operand): results.append(operand)
            case .failure(let failure): return mathsFailed(failure, text: text, node: node)
            }
        }
        return results
    }

    /// The unit of a bare length: pixels, except Style Dictionary's, which its `css` transforms read as `rem`.
    private func bareUnit(for value: Double) -> DimensionValue.Unit {
        reader.syntax.bareLengthUnit ?? .px
    }

    private mutating func value(_ result: TokenMath.Operand, as type: TokenType, text: String, node: JSONValue) -> ToolReading {
        switch result {
        case .css(let css):
            let calc = TokenMath.cssText(.css(css))
            guard type == .dimension || type == .number else {
                reader.report(
                    .error(
                        .tokenMath, at: node.location, "`\(text)` mixes units, so it has no one \(type.rawValue)",
                        reason: "It computes to `\(calc)`, which only a browser could work out, and a \(type.rawValue) needs a value.",
                        fix: "Use references of the same unit."
                    ))
                return .failed
            }
            reader.report(
                .warning(
                    .tokenMathUnits, at: node.location, "`\(text)` mixes units; it is kept as `\(calc)`",
                    reason:
                        "Lengths of different units add up only where the page's font size is known, so tokens.css has `\(calc)` for the browser to compute, and the Swift export, which needs one number, leaves the token out.",
                    fix: "Use references of the same unit if Swift needs the token."
                ))
            return .read(.css(type: type, text: calc))
        case .quantity(let number, let unit):
            switch type {
            case .dimension:
                if unit.isEmpty { return .read(.dimension(DimensionValue(number, bareUnit(for: number)))) }
                if unit == "%", reader.writtenType == "letterSpacing" {
                    return .read(.dimension(DimensionValue(number / 100, DimensionValue.Unit(rawValue: "em"))))
                }
                guard DimensionValue.Unit(rawValue: unit).isCSS else { return unitMismatch(text, unit: unit, type: type, node: node) }
                return .read(.dimension(DimensionValue(number, DimensionValue.Unit(rawValue: unit))))
            case .number:
                if unit.isEmpty { return .read(.number(number)) }
                if unit == "%" { return .read(.number(number / 100)) }
                return unitMismatch(text, unit: unit, type: type, node: node)
            case .fontWeight:
                guard unit.isEmpty else { return unitMismatch(text, unit: unit, type: type, node: node) }
                guard (1...1000).contains(number) else {
                    reader.report(
                        .error(
                            .tokenInvalidValue, at: node.location, "`\(text)` is \(TokenNumber.text(number)), outside the font weights 1 to 1000",
                            reason: "Font weights are numbers from 1 to 1000, as in OpenType and CSS.",
                            fix: "Change the maths or the weights it uses."
                        ))
                    return .failed
                }
                return .read(.fontWeight(number))
            case .duration:
                if unit.isEmpty { return .read(.duration(DurationValue(number, .ms))) }
                guard let timeUnit = DurationValue.Unit(rawValue: unit) else { return unitMismatch(text, unit: unit, type: type, node: node) }
                return .read(.duration(DurationValue(number, timeUnit)))
            default:
                return .notTool
            }
        }
    }

    private mutating func unitMismatch(_ text: String, unit: String, type: TokenType, node: JSONValue) -> ToolReading {
        reader.report(
            .error(
                .tokenMath, at: node.location, "`\(text)` computes to a value in `\(unit)`, which is no \(type.rawValue)",
                reason: type == .duration
                    ? "A duration is in `ms` or `s`."
                    : type == .dimension ? "A length is in `px`, `rem` or another CSS length unit." : "A \(type.rawValue) is a plain number.",
                fix: "Check the units of the references in the maths."
            ))
        return .failed
    }

    private mutating func mathsFailed(_ failure: TokenMath.Failure, text: String, node: JSONValue) -> [TokenMath.Operand]? {
        let reason: String
        let fix: String
        switch failure.kind {
        case .divisionByZero:
            reason = "A division by zero has no value."
            fix = "Check the divisor and the token it references."
        case .unknownFunction:
            reason = "The functions are \(TokenMath.functions.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")), as in Tokens Studio."
            let name = failure.message.split(separator: "`").dropFirst().first.map(String.init) ?? ""
            fix =
                NameSuggestions.didYouMean(Suggestions.nearest(to: name, in: Array(TokenMath.functions.keys), limit: 1))
                ?? "Use one of those functions."
        case .units:
            reason = "Maths keeps the units of lengths: a length times a number is a length, a length over a length a number."
            fix = "Check the units of the references in the maths."
        case .syntax:
            reason =
                "Maths in a token has numbers with units, references such as `{space.base}` or `$space.base`, `+ - * / % ^`, parentheses, and functions such as `roundTo(x, 2)`."
            fix = "Correct the expression."
        }
        var location = node.location
        // Point into the string at the character, when nothing before it is escaped.
        if failure.kind == .syntax || failure.kind == .unknownFunction, node.stringValue == text,
            node.snippet.hasPrefix(String(text.prefix(failure.offset)))
        {
            location.column += 1 + failure.offset
        }
        reader.report(.error(.tokenMath, at: location, "cannot compute `\(Diagnostic.shown(text))`: \(failure.message)", reason: reason, fix: fix))
        return nil
    }

    // MARK: Colour functions

    /// `rgba({color.black}, 0.5)` → (`rgba`, [`{color.black}`, `0.5`]); arguments split at top-level commas, or at
    /// spaces and `/` in the modern form (`rgb(0 0 0 / 50%)`).
    package static func functionCall(_ text: String) -> (name: String, arguments: [String])? {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].lowercased()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var arguments: [String] = []
        var depth = 0, braces = 0
        var current = ""
        for character in inner {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "{": braces += 1
            case "}": braces -= 1
            default: break
            }
            if character == ",", depth == 0, braces == 0 {
                arguments.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingWhitespace())
        if arguments.count == 1, ["rgb", "rgba", "hsl", "hsla"].contains(name) {
            arguments = arguments[0].replacingOccurrences(of: "/", with: " ").split(separator: " ").map(String.init)
        }
        return (String(name), arguments)
    }

    private mutating func colourFunction(_ call: (name: String, arguments: [String]), node: JSONValue) -> ToolReading {
        let text = node.stringValue ?? ""
        switch call.name {
        case "rgb", "rgba":
            if call.arguments.count == 2 {
                // Tokens Studio's `rgba({color.black}, 0.5)` and `rgba(#000000, 0.5)`: a colour at an opacity.
                guard let base = colour(call.arguments[0], node: node, text: text),
                    let alpha = fraction(call.arguments[1], node: node, text: text)
                else { return .failed }
                return .read(.color(base.withAlpha(alpha)))
            }
            guard call.arguments.count == 3 || call.arguments.count == 4 else { return wrongArguments(call, text: text, node: node) }
            var channels: [Double] = []
            for argument in call.arguments.prefix(3) {
                guard let operand = number(argument, node: node, text: text) else { return .failed }
                channels.append(operand.unit == "%" ? operand.value / 100 : operand.value / 255)
            }
            let alpha = call.arguments.count == 4 ? fraction(call.arguments[3], node: node, text: text) : 1
            guard let alpha else { return .failed }
            return .read(.color(Color(red: clamp(channels[0]), green: clamp(channels[1]), blue: clamp(channels[2]), alpha: alpha)))
        case "hsl", "hsla":
            guard call.arguments.count == 3 || call.arguments.count == 4 else { return wrongArguments(call, text: text, node: node) }
            var values: [Double] = []
            for argument in call.arguments.prefix(3) {
                guard let operand = number(argument.replacingOccurrences(of: "deg", with: ""), node: node, text: text) else { return .failed }
                values.append(operand.value)
            }
            let alpha = call.arguments.count == 4 ? fraction(call.arguments[3], node: node, text: text) : 1
            guard let alpha, let color = Color.converting(space: "hsl", components: values, alpha: alpha) else { return .failed }
            return .read(.color(color))
        case "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient":
            // A gradient where a colour goes: kept as CSS, with each reference replaced by its colour.
            var css = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                css += rest[..<open]
                let path = String(rest[rest.index(after: open)..<close])
                guard let token = reader.referencedValue(path, site: node) else { return .failed }
                css += token.value.cssText
                rest = rest[rest.index(after: close)...]
            }
            css += rest
            guard TypographyValue.isPlainCSSValue(css, functions: Self.gradientFunctions) else {
                reader.report(
                    .error(
                        .tokenInvalidValue, at: node.location, "the gradient `\(text)` cannot be written into tokens.css",
                        reason:
                            "A value goes into tokens.css as it is, so it may hold only numbers, units, colours, keywords and functions that compute a value; this one has quotes, braces, `;`, a comment, or a function such as `url()` that would load something.",
                        fix: "Write the gradient with colours, angles and percentages only."
                    ))
                return .failed
            }
            return .read(.css(type: .color, text: css))
        default:
            reader.report(
                .error(
                    .tokenInvalidValue, at: node.location, "unknown colour function `\(call.name)()`",
                    reason: "A colour is a hex string, a colour object, `rgb()`/`rgba()`, `hsl()`/`hsla()`, or a gradient function.",
                    fix: NameSuggestions.didYouMean(
                        Suggestions.nearest(to: call.name, in: ["rgb", "rgba", "hsl", "hsla", "linear-gradient"], limit: 1))
                        ?? "Write the colour in hex."
                ))
            return .failed
        }
    }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    private mutating func wrongArguments(_ call: (name: String, arguments: [String]), text: String, node: JSONValue) -> ToolReading {
        reader.report(
            .error(
                .tokenInvalidValue, at: node.location,
                "`\(call.name)()` in `\(text)` has \(call.arguments.count) argument\(call.arguments.count == 1 ? "" : "s")",
                reason:
                    "`\(call.name)()` takes three channels and an optional opacity\(call.name.hasPrefix("rgb") ? ", or a colour and an opacity (`rgba({color.black}, 0.5)`)" : "").",
                fix: "Give it \(call.name.hasPrefix("rgb") ? "`r, g, b` or `r, g, b, a`" : "`h, s%, l%` or `h, s%, l%, a`")."
            ))
        return .failed
    }

    /// A colour argument: a reference, a hex colour, or a nested colour function.
    private mutating func colour(_ argument: String, node: JSONValue, text: String) -> Color? {
        if argument.hasPrefix("{"), argument.hasSuffix("}") {
            let path = String(argument.dropFirst().dropLast())
            guard let token = reader.referencedValue(path, site: node) else { return nil }
            guard case .color(let color) = token.value else {
                reader.report(
                    .error(
                        .aliasTypeMismatch, at: node.location, "`\(argument)` is a `\(token.type.rawValue)` token, where a colour goes",
                        reason: "The first argument of `rgba(colour, opacity)` is a colour.", fix: "Point it at a colour token."
                    ))
                return nil
            }
            return color
        }
        if let color = Color(hex: argument) { return color }
        if case .read(.color(let color)) = read(JSONValue(.string(argument), at: node.location), as: .color) { return color }
        reader.report(
            .error(
                .tokenInvalidValue, at: node.location, "`\(argument)` in `\(Diagnostic.shown(text))` is not a colour",
                reason: "The first argument of `rgba(colour, opacity)` is a colour: a reference such as `{color.black}`, or hex.",
                fix: "Write a reference or a hex colour."
            ))
        return nil
    }

    /// A number argument: maths, with references, and `%`.
    private mutating func number(_ argument: String, node: JSONValue, text: String) -> (value: Double, unit: String)? {
        guard let results = evaluate(argument, node: node) else { return nil }
        guard results.count == 1, case .quantity(let value, let unit) = results[0], unit.isEmpty || unit == "%" else {
            reader.report(
                .error(
                    .tokenInvalidValue, at: node.location, "`\(argument)` in `\(text)` is not a number",
                    reason: "Colour channels and opacities are numbers or percentages.", fix: "Write a number."
                ))
            return nil
        }
        return (value, unit)
    }

    /// An opacity argument: `0.5`, `50%`, or a reference to a number token.
    private mutating func fraction(_ argument: String, node: JSONValue, text: String) -> Double? {
        guard let (value, unit) = number(argument, node: node, text: text) else { return nil }
        let alpha = unit == "%" ? value / 100 : value
        guard (0...1).contains(alpha) else {
            reader.report(
                .error(
                    .tokenInvalidValue, at: node.location, "opacity `\(argument)` in `\(text)` is outside 0 to 1",
                    reason: "An opacity is a fraction from 0 (transparent) to 1 (opaque), or a percentage.",
                    fix: "Write it as a fraction such as `0.5`, or as `50%`."
                ))
            return nil
        }
        return alpha
    }

    /// What a gradient may call: the gradients themselves, colour functions and the computing ones.
    private static let gradientFunctions = TypographyValue.computing.union([
        "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient",
        "repeating-conic-gradient", "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ])

    // MARK: Colour modifiers

    /// The token's colour, modified as the `modify` of its `$extensions["studio.tokens"]` says, when it has one; a
    /// modifier that cannot be read leaves the token out, reported.
    mutating func modified(_ resolved: ResolvedToken, declared token: DeclaredToken) -> Modification {
        guard let modify = token.extensions?.member(named: "studio.tokens")?.value.member(named: "modify")?.value else { return .unchanged }
        let failed = Modification.failed(reportedAt: modify.location)
        guard case .color(let base) = resolved.value else {
            reader.report(
                .error(
                    .tokenModifier, at: modify.location, "`\(token.path)` has a colour modifier, but its value is a `\(resolved.type.rawValue)`",
                    reason: "Tokens Studio's modifiers lighten, darken, mix and fade colours.", fix: "Remove `modify`, or give the token a colour."
                ))
            return failed
        }
        let kindName = modify.member(named: "type")?.value.stringValue ?? ""
        guard let kind = ColorModifier.Kind(rawValue: kindName) else {
            reader.report(
                .error(
                    .tokenModifier, at: modify.member(named: "type")?.value.location ?? modify.location, "unknown colour modifier `\(kindName)`",
                    reason: "Tokens Studio's modifiers are \(ColorModifier.Kind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")).",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: kindName, in: ColorModifier.Kind.allCases.map(\.rawValue), limit: 1))
                        ?? "Use one of those."
                ))
            return failed
        }
        let spaceName = (modify.member(named: "space")?.value.stringValue ?? "srgb").lowercased()
        guard let space = ColorModifier.spaces[spaceName] else {
            reader.report(
                .error(
                    .tokenModifier, at: modify.member(named: "space")?.value.location ?? modify.location,
                    "unknown colour space `\(spaceName)` for a modifier",
                    reason: "Tokens Studio modifies colours in \(ColorModifier.spaces.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")).",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: spaceName, in: Array(ColorModifier.spaces.keys), limit: 1))
                        ?? "Use `lch`, `srgb`, `p3` or `hsl`."
                ))
            return failed
        }
        guard let amountNode = modify.member(named: "value")?.value else {
            reader.report(
                .error(
                    .tokenModifier, at: modify.location, "the colour modifier has no `value`",
                    reason: "`value` says how much to \(kind.rawValue), from 0 to 1.", fix: "Add `\"value\": \"0.2\"`."
                ))
            return failed
        }
        // A number, or text as Tokens Studio writes it: `"0.2"`, `"20%"`, a reference to a number token, maths.
        var amount: Double
        if let text = amountNode.stringValue {
            guard let (value, unit) = number(text, node: amountNode, text: text) else { return .failed(reportedAt: amountNode.location) }
            amount = unit == "%" ? value / 100 : value
        } else if case .number(let number)? = reader.read(amountNode, as: .number) {
            amount = number
        } else {
            return .failed(reportedAt: amountNode.location)
        }
        guard (0...1).contains(amount) else {
            let written = amountNode.stringValue ?? TokenNumber.text(amount)
            reader.report(
                .error(
                    .tokenModifier, at: amountNode.location,
                    "the amount `\(Diagnostic.shown(written))` of the `\(kind.rawValue)` modifier is \(TokenNumber.text(amount)), outside 0 to 1",
                    reason: "Tokens Studio's modifiers take a fraction: 0 leaves the colour as it is, 1 goes all the way.",
                    fix: "Write a fraction, such as `\"0.2\"` for 20%, or `\"20%\"`."
                ))
            return failed
        }
        var other: Color?
        if kind == .mix {
            guard let colorNode = modify.member(named: "color")?.value, case .color(let mixed)? = reader.readMember(colorNode, as: .color) else {
                if modify.member(named: "color") == nil {
                    reader.report(
                        .error(
                            .tokenModifier, at: modify.location, "the `mix` modifier has no `color` to mix with",
                            reason: "`mix` blends the token's colour with `color` by `value`.", fix: "Add `\"color\": \"#ffffff\"` or a reference."
                        ))
                }
                return failed
            }
            other = mixed
        }
        let modifier = ColorModifier(kind: kind, amount: amount, space: space, other: other)
        var modified = resolved
        modified.value = .color(modifier.apply(to: base))
        // The value is no longer the alias target's, so the token stands on its own, with how it is made.
        let written = token.value.stringValue ?? resolved.value.cssText
        modified.expression = written + ", " + modifier.description
        modified.aliasChain = []
        return .modified(modified)
    }
}
