import Foundation
import Testing

@testable import SpecimenTokens

/// Tokens Studio's maths on its own: precedence, units, lists, references and what it refuses.
@Suite struct TokenMathTests {
    private func compute(_ text: String, _ references: [String: TokenMath.Operand] = [:]) -> [String] {
        switch TokenMath.parse(text) {
        case .failure(let failure): return ["error at \(failure.offset): \(failure.message)"]
        case .success(let parsed):
            return parsed.expressions.map { expression in
                switch TokenMath.evaluate(expression, references: references) {
                case .success(let operand): TokenMath.cssText(operand)
                case .failure(let failure): "error: \(failure.message)"
                }
            }
        }
    }

    @Test func precedenceParenthesesAndUnits() {
        #expect(compute("2 + 3 * 4") == ["14"])
        #expect(compute("(2 + 3) * 4") == ["20"])
        #expect(compute("2 ^ 3 ^ 2") == ["512"])
        #expect(compute("-2 * -3") == ["6"])
        #expect(compute("10 % 4") == ["2"])
        #expect(compute("8px * 2") == ["16px"])
        #expect(compute("24px / 16px") == ["1.5"])
        #expect(compute("4 + 2rem") == ["6rem"])
        #expect(compute("1rem + 4px") == ["calc(1rem + 4px)"])
        #expect(compute("(1rem + 4px) * 2") == ["calc((1rem + 4px) * 2)"])
        #expect(compute("max(1rem, 12px)") == ["max(1rem, 12px)"])
        #expect(compute("roundTo(2 / 3, 3)") == ["0.667"])
        #expect(compute("floor(7.9px)") == ["7px"])
        #expect(compute("pow(2, 10)") == ["1024"])
    }

    @Test func referencesInBothSpellings() {
        let values: [String: TokenMath.Operand] = ["space.base": .quantity(8, unit: "px"), "font-size.body": .quantity(16, unit: "px")]
        #expect(compute("{space.base} * 1.5", values) == ["12px"])
        #expect(compute("$space.base*2", values) == ["16px"])
        #expect(compute("$font-size.body / 2", values) == ["8px"])
        #expect(TokenMath.parse("$space.base-2 + {a b}").map(\.references) == .success(["space.base", "a b"]))
    }

    @Test func listsAreSeveralValues() {
        #expect(compute("8 16") == ["8", "16"])
        #expect(compute("0 -4px 8px") == ["0", "-4px", "8px"])
        #expect(compute("4px 2 * 4px") == ["4px", "8px"])
        #expect(compute("4px - 2px") == ["2px"])
    }

    @Test func whatIsRefused() {
        #expect(compute("1 / 0") == ["error: division by zero"])
        #expect(compute("clamp(1, 2, 3)") == ["error at 0: unknown function `clamp`"])
        #expect(compute("round(1, 2)") == ["error at 0: `round` takes 1 argument, not 2"])
        #expect(compute("(1 + 2") == ["error at 0: `(` at character 1 is never closed"])
        #expect(compute("2 *") == ["error at 3: a value is missing at the end"])
        #expect(compute("{}") == ["error at 0: `{}` names no token"])
        #expect(compute("3 # 4") == ["error at 2: `#` cannot start a value"])
        #expect(compute("2px * 3px") == ["error: `2px * 3px` multiplies two lengths, which gives no length"])
        // Nesting is bounded, so a hostile value cannot exhaust the stack.
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(compute(deep) == ["error at 63: the expression is nested too deeply"])
        #expect(compute(String(repeating: "-", count: 10_000) + "1").first?.hasPrefix("error") == true)
    }

    @Test func plainValuesAreNotMaths() {
        for plain in ["16px", "-2%", "#ff0000", "{space.base}", "Semi", ".5rem", "-0.5"] { #expect(!TokenMath.mayBeMaths(plain), "\(plain)") }
        for maths in ["-{space.base}", "8 16", "2*2", "$a", "roundTo(1)", "{a} - {b}"] { #expect(TokenMath.mayBeMaths(maths), "\(maths)") }
    }
}
