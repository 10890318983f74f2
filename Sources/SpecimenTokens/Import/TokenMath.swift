import Foundation
import SpecimenDiagnostics

/// Maths in a token's value, as Tokens Studio writes and computes it: `{spacing.base} * 3`, `$sizing.base / 2`,
/// `roundTo({font.size} * 1.25, 2)`, `-{space.md}`.
///
/// Parsing is separate from evaluating, so the resolver can follow the references (and report the ones that
/// fail where they are written) before the arithmetic runs. Operators are `+ - * / % ^` with the usual
/// precedence, unary minus and parentheses; the functions are those of the expression evaluator Tokens Studio
/// uses. Units follow the operands: `8px * 2` is `16px`, `24px / 16px` is `1.5`, a bare number takes the other
/// side's unit, and lengths of different units (`1rem + 4px`) cannot be added here, so they become CSS `calc()`.
/// Several expressions separated by spaces (`{space.sm} {space.lg}`) are a list, as in CSS shorthands.
package enum TokenMath {
    /// A parsed expression.
    package indirect enum Expression: Equatable {
        case number(Double, unit: String)
        /// `{path}` or `$path`.
        case reference(String)
        case negate(Expression)
        case binary(Character, Expression, Expression)
        case call(String, [Expression])
    }

    /// What parsing found: one expression, or several separated by spaces.
    package struct Parsed: Equatable {
        package var expressions: [Expression]
        /// Every reference, in order, each once.
        package var references: [String]
    }

    /// A value in an expression: a number with a unit (`""` for none), or CSS that only a browser can compute.
    package enum Operand: Equatable {
        case quantity(Double, unit: String)
        case css(String)
    }

    /// Why text is not maths, or why it cannot be computed; `offset` counts characters into the text.
    package struct Failure: Error, Equatable {
        package enum Kind: Equatable {
            case syntax, divisionByZero, unknownFunction, units
        }
        package var kind: Kind
        package var message: String
        package var offset: Int
    }

    /// The functions Tokens Studio's evaluator knows, with how many arguments each takes.
    package static let functions: [String: ClosedRange<Int>] = [
        "abs": 1...1, "ceil": 1...1, "floor": 1...1, "round": 1...1, "roundTo": 1...2, "trunc": 1...1, "sign": 1...1,
        "sqrt": 1...1, "cbrt": 1...1, "exp": 1...1, "log": 1...1, "pow": 2...2, "min": 1...64, "max": 1...64,
    ]

    /// Whether `text` may be maths at all: it has an operator between values, a function call, a `$` reference or
    /// several values, where a plain value (`16px`, `#fff`, `{a.b}`) has none. Cheap, so plain values skip parsing.
    package static func mayBeMaths(_ text: String) -> Bool {
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "*", "/", "+", "(", "$", "^": return true
            case "-":
                // `-{space.md}` negates; `-2%`, a signed number, is a plain value.
                if previous == " " || previous == "}" || previous == ")" { return true }
                if previous == nil, let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex,
                    !(text[next].isNumber || text[next] == ".")
                {
                    return true
                }
            case " " where previous != " " && previous != nil: return true
            default: break
            }
            previous = character
            index = text.index(after: index)
        }
        return false
    }

    /// Parses `text`; a list of values separated by spaces gives several expressions.
    package static func parse(_ text: String) -> Result<Parsed, Failure> {
        var parser = Parser(Array(text))
        do {
            var expressions = [try parser.expression()]
            parser.skipSpaces()
            while !parser.atEnd {
                expressions.append(try parser.expression())
                parser.skipSpaces()
            }
            var seen = Set<String>()
            return .success(Parsed(expressions: expressions, references: parser.references.filter { seen.insert($0).inserted }))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(kind: .syntax, message: "\(error)", offset: 0))
        }
    }

    /// Computes `expression` with the values of its references.
    package static func evaluate(_ expression: Expression, references: [String: Operand]) -> Result<Operand, Failure> {
        do {
            return .success(try value(of: expression, references))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(kind: .syntax, message: "\(error)", offset: 0))
        }
    }

    /// `16px`, `1.5`, or the CSS as it is.
    package static func cssText(_ operand: Operand) -> String {
        switch operand {
        case .quantity(let value, let unit): TokenNumber.text(value) + unit
        case .css(let text): text.hasPrefix("(") && text.hasSuffix(")") ? "calc" + text : text
        }
    }

    // MARK: Evaluating

    private static func value(of expression: Expression, _ references: [String: Operand]) throws -> Operand {
        switch expression {
        case .number(let value, let unit):
            return .quantity(value, unit: unit)
        case .reference(let path):
            guard let operand = references[path] else {
                throw Failure(kind: .syntax, message: "`\(path)` has no value", offset: 0)
            }
            return operand
        case .negate(let inner):
            switch try value(of: inner, references) {
            case .quantity(let number, let unit): return .quantity(-number, unit: unit)
            case .css(let text): return .css("(-1 * \(text))")
            }
        case .binary(let symbol, let left, let right):
            return try combine(symbol, try value(of: left, references), try value(of: right, references))
        case .call(let name, let arguments):
            let values = try arguments.map { try value(of: $0, references) }
            return try call(name, values)
        }
    }

    private static func combine(_ symbol: Character, _ left: Operand, _ right: Operand) throws -> Operand {
        guard case .quantity(let a, let unitA) = left, case .quantity(let b, let unitB) = right else {
            return try css(symbol, left, right)
        }
        let unit = unitA.isEmpty ? unitB : unitA
        switch symbol {
        case "+", "-":
            guard unitA == unitB || unitA.isEmpty || unitB.isEmpty else { return try css(symbol, left, right) }
            return .quantity(symbol == "+" ? a + b : a - b, unit: unit)
        case "*":
            guard unitA.isEmpty || unitB.isEmpty else {
                throw Failure(
                    kind: .units,
                    message: "`\(TokenNumber.text(a))\(unitA) * \(TokenNumber.text(b))\(unitB)` multiplies two lengths, which gives no length",
                    offset: 0)
            }
            return .quantity(a * b, unit: unit)
        case "/", "%":
            guard b != 0 else { throw Failure(kind: .divisionByZero, message: "division by zero", offset: 0) }
            let result = symbol == "/" ? a / b : a.truncatingRemainder(dividingBy: b)
            if unitB.isEmpty { return .quantity(result, unit: unitA) }
            if unitA == unitB, symbol == "/" { return .quantity(result, unit: "") }
            if unitA == unitB { return .quantity(result, unit: unitA) }
            return try css(symbol, left, right)
        case "^":
            guard unitB.isEmpty, unitA.isEmpty || b == 1 else {
                throw Failure(kind: .units, message: "a power of a length is no length", offset: 0)
            }
            return .quantity(pow(a, b), unit: unitA)
        default:
            throw Failure(kind: .syntax, message: "unknown operator `\(symbol)`", offset: 0)
        }
    }

    /// An operation a browser has to compute: lengths of different units, added or divided, become `calc()`.
    private static func css(_ symbol: Character, _ left: Operand, _ right: Operand) throws -> Operand {
        guard "+-*/".contains(symbol) else {
            throw Failure(kind: .units, message: "`\(symbol)` cannot combine \(describe(left)) and \(describe(right))", offset: 0)
        }
        if symbol == "/", case .quantity(_, let unit) = right, !unit.isEmpty {
            throw Failure(kind: .units, message: "dividing by \(describe(right)) gives no length", offset: 0)
        }
        if symbol == "*", case .quantity(_, let a) = left, case .quantity(_, let b) = right, !a.isEmpty, !b.isEmpty {
            throw Failure(kind: .units, message: "multiplying two lengths gives no length", offset: 0)
        }
        return .css("(\(inner(left)) \(symbol) \(inner(right)))")
    }

    private static func inner(_ operand: Operand) -> String {
        switch operand {
        case .quantity(let value, let unit): TokenNumber.text(value) + unit
        case .css(let text): text
        }
    }

    private static func describe(_ operand: Operand) -> String {
        "`\(cssText(operand))`"
    }

    private static func call(_ name: String, _ values: [Operand]) throws -> Operand {
        var numbers: [Double] = []
        var unit = ""
        for value in values {
            guard case .quantity(let number, let own) = value else {
                // `min()` and `max()` exist in CSS too, so a browser can still compute them.
                if name == "min" || name == "max" { return .css("\(name)(\(values.map(inner).joined(separator: ", ")))") }
                throw Failure(kind: .units, message: "`\(name)` cannot compute \(describe(value)), whose units differ", offset: 0)
            }
            if !own.isEmpty {
                if !unit.isEmpty, unit != own, name == "min" || name == "max" {
                    return .css("\(name)(\(values.map(inner).joined(separator: ", ")))")
                }
                if unit.isEmpty { unit = own }
            }
            numbers.append(number)
        }
        let x = numbers.first ?? 0
        switch name {
        case "abs": return .quantity(abs(x), unit: unit)
        case "ceil": return .quantity(x.rounded(.up), unit: unit)
        case "floor": return .quantity(x.rounded(.down), unit: unit)
        case "round": return .quantity(x.rounded(.toNearestOrAwayFromZero), unit: unit)
        case "trunc": return .quantity(x.rounded(.towardZero), unit: unit)
        case "sign": return .quantity(x > 0 ? 1 : x < 0 ? -1 : 0, unit: "")
        case "roundTo":
            let scale = pow(10, (numbers.count > 1 ? numbers[1] : 0).rounded())
            return .quantity((x * scale).rounded(.toNearestOrAwayFromZero) / scale, unit: unit)
        case "sqrt": return .quantity(sqrt(x), unit: unit)
        case "cbrt": return .quantity(cbrt(x), unit: unit)
        case "exp": return .quantity(exp(x), unit: unit)
        case "log": return .quantity(log(x), unit: unit)
        case "pow": return .quantity(pow(x, numbers[1]), unit: unit)
        case "min": return .quantity(numbers.min() ?? 0, unit: unit)
        case "max": return .quantity(numbers.max() ?? 0, unit: unit)
        default: throw Failure(kind: .unknownFunction, message: "unknown function `\(name)`", offset: 0)
        }
    }

    // MARK: Parsing

    private struct Parser {
        let text: [Character]
        var index = 0
        var references: [String] = []
        /// Deeper nesting is refused rather than recursed into.
        var depth = 0

        init(_ text: [Character]) { self.text = text }

        var atEnd: Bool { index >= text.count }

        mutating func skipSpaces() {
            while index < text.count, text[index].isWhitespace { index += 1 }
        }

        /// Whether the next character, after spaces, is `character`; when `strictlyBinary`, a `-` right before a
        /// value and after a space (`8 -4`) starts the next value of a list, not a subtraction.
        mutating func peekOperator(_ operators: String) -> Character? {
            let start = index
            skipSpaces()
            guard index < text.count, operators.contains(text[index]) else {
                index = start
                return nil
            }
            let symbol = text[index]
            if symbol == "-" || symbol == "+", index > start, index + 1 < text.count, !text[index + 1].isWhitespace {
                // `8 -4`: a signed value after a space, the next item of a list.
                index = start
                return nil
            }
            return symbol
        }

        func fail(_ message: String, at offset: Int? = nil) -> Failure {
            Failure(kind: .syntax, message: message, offset: offset ?? index)
        }

        mutating func expression() throws -> Expression {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw fail("the expression is nested too deeply") }
            var left = try term()
            while let symbol = peekOperator("+-") {
                index += 1
                left = .binary(symbol, left, try term())
            }
            return left
        }

        mutating func term() throws -> Expression {
            var left = try power()
            while let symbol = peekOperator("*/%") {
                index += 1
                left = .binary(symbol, left, try power())
            }
            return left
        }

        mutating func power() throws -> Expression {
            let base = try unary()
            if peekOperator("^") != nil {
                index += 1
                depth += 1
                defer { depth -= 1 }
                guard depth < 64 else { throw fail("the expression is nested too deeply") }
                return .binary("^", base, try power())
            }
            return base
        }

        mutating func unary() throws -> Expression {
            skipSpaces()
            guard index < text.count else { throw fail("a value is missing at the end") }
            if text[index] == "-" || text[index] == "+" {
                let negative = text[index] == "-"
                index += 1
                depth += 1
                defer { depth -= 1 }
                guard depth < 64 else { throw fail("the expression is nested too deeply") }
                let operand = try unary()
                if negative, case .number(let value, let unit) = operand { return .number(-value, unit: unit) }
                return negative ? .negate(operand) : operand
            }
            return try primary()
        }

        mutating func primary() throws -> Expression {
            skipSpaces()
            let start = index
            let character = text[index]
            if character == "(" {
                index += 1
                let inner = try expression()
                skipSpaces()
                guard index < text.count, text[index] == ")" else { throw fail("`(` at character \(start + 1) is never closed", at: start) }
                index += 1
                return inner
            }
            if character == "{" {
                guard let close = text[index...].firstIndex(of: "}") else { throw fail("`{` is never closed", at: start) }
                let path = String(text[(index + 1)..<close]).trimmingWhitespace()
                guard !path.isEmpty, !path.contains("{") else { throw fail("`{}` names no token", at: start) }
                index = close + 1
                references.append(path)
                return .reference(path)
            }
            if character == "$" {
                index += 1
                let nameStart = index
                while index < text.count, Self.isNameCharacter(text[index], next: index + 1 < text.count ? text[index + 1] : nil) { index += 1 }
                guard index > nameStart else { throw fail("`$` names no token", at: start) }
                let path = String(text[nameStart..<index])
                references.append(path)
                return .reference(path)
            }
            if character.isNumber || character == "." {
                while index < text.count, text[index].isNumber || text[index] == "." { index += 1 }
                let digits = String(text[start..<index])
                guard let value = Double(digits) else { throw fail("`\(digits)` is not a number", at: start) }
                let unitStart = index
                while index < text.count, text[index].isLetter || text[index] == "%" { index += 1 }
                return .number(value, unit: String(text[unitStart..<index]))
            }
            if character.isLetter {
                while index < text.count, text[index].isLetter || text[index].isNumber { index += 1 }
                let name = String(text[start..<index])
                skipSpaces()
                guard index < text.count, text[index] == "(" else { throw fail("`\(name)` is neither a number nor a function call", at: start) }
                guard let arity = TokenMath.functions[name] else {
                    throw Failure(kind: .unknownFunction, message: "unknown function `\(name)`", offset: start)
                }
                index += 1
                var arguments: [Expression] = []
                skipSpaces()
                if index < text.count, text[index] == ")" {
                    index += 1
                } else {
                    while true {
                        arguments.append(try expression())
                        skipSpaces()
                        guard index < text.count else { throw fail("`\(name)(` is never closed", at: start) }
                        if text[index] == "," {
                            index += 1
                            continue
                        }
                        guard text[index] == ")" else { throw fail("expected `,` or `)` in `\(name)(…)`") }
                        index += 1
                        break
                    }
                }
                guard arity.contains(arguments.count) else {
                    let expected = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) or more"
                    throw fail("`\(name)` takes \(expected) argument\(arity.upperBound == 1 ? "" : "s"), not \(arguments.count)", at: start)
                }
                return .call(name, arguments)
            }
            throw fail("`\(character)` cannot start a value", at: start)
        }

        /// Names after `$` have letters, digits, `_`, `.` before a name, and `-` before a letter (`$font-size.base`,
        /// while `$space.md-2` subtracts 2).
        static func isNameCharacter(_ character: Character, next: Character?) -> Bool {
            if character.isLetter || character.isNumber || character == "_" { return true }
            if character == "." { return next.map { $0.isLetter || $0.isNumber } ?? false }
            if character == "-" { return next?.isLetter ?? false }
            return false
        }
    }
}
