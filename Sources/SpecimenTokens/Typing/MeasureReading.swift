import Foundation
import SpecimenDiagnostics

/// Lengths, durations, numbers and easing curves: the format's objects, the older strings (`16px`), and a bare
/// number where the file's tool gives it a unit.
extension ValueReader {
    mutating func readDimension(_ node: JSONValue) -> DimensionValue? {
        switch node.kind {
        case .object:
            guard let fields = readFields(node, label: "dimension", required: ["value", "unit"], optional: []),
                let (value, unitNode) = measure(fields, label: "dimension")
            else { return nil }
            guard let unitText = unitNode.stringValue else { return unsupportedUnit(unitNode, type: .dimension) }
            return dimension(value, unitText, at: unitNode)
        case .string(let text):
            // The drafts' string form, `16px`, is read as it always was; a unit the format lacks is reported.
            if let (value, unitText) = Self.splitMeasure(text.trimmingWhitespace()) {
                stringForm(node, value: value, unit: unitText, type: .dimension)
                return dimension(value, unitText, at: node)
            }
            return invalid(node, .dimension)
        case .number(let value):
            if !syntax.isFormat { return dimension(value, "", at: node) }
            lenient(
                "dimension number",
                .warning(
                    .tokenDimensionForm, at: node.location, "dimension `\(node.snippet)` has no unit; it is read as `\(TokenNumber.text(value))px`",
                    reason:
                        "A dimension needs a `unit` of `px` or `rem`, even when the value is 0; design tools that write bare numbers mean pixels (points on iOS, dp on Android).",
                    fix: "Write it as `{ \"value\": \(TokenNumber.text(value)), \"unit\": \"px\" }`."
                ))
            return DimensionValue(value, .px)
        default:
            return invalid(node, .dimension)
        }
    }

    /// A dimension in `unitText`: `px` and `rem` as they are; other CSS units kept, and Android's
    /// `dp` and `sp` or no unit read as `px`, each with a warning; anything else refused.
    mutating func dimension(_ value: Double, _ unitText: String, at node: JSONValue) -> DimensionValue? {
        let unit = DimensionValue.Unit(rawValue: unitText)
        if unit.isSpec { return DimensionValue(value, unit) }
        if !syntax.isFormat {
            if unitText.isEmpty, let bare = syntax.bareLengthUnit {
                // A tool's bare number: pixels to one, `rem` to another (said once for the project, see `ReadingLog`).
                if bare == .rem { log.readAsRem(node.location) }
                return DimensionValue(value, bare)
            }
            // A letter spacing in percent is a fraction of the font size, which CSS writes in `em`.
            if unitText == "%", writtenType == "letterSpacing" { return DimensionValue(value / 100, DimensionValue.Unit(rawValue: "em")) }
            if unit.isCSS { return DimensionValue(value, unit) }
        }
        if ["dp", "sp", ""].contains(unitText) {
            let written = unitText.isEmpty ? "no unit" : "unit `\(unitText)`"
            lenient(
                "unit \(unitText)",
                .warning(
                    .tokenUnit, at: node.location,
                    "dimension `\(TokenNumber.text(value))` has \(written); it is read as `\(TokenNumber.text(value))px`",
                    reason:
                        "The format allows only `px` and `rem`. \(unitText.isEmpty ? "A number without a unit" : "Android's `\(unitText)`") is a density-independent pixel, which is a CSS `px`.",
                    fix: "Write `\"unit\": \"px\"`."
                ))
            return DimensionValue(value, .px)
        }
        guard unit.isCSS else {
            return unsupportedUnit(node, type: .dimension, unit: unitText)
        }
        lenient(
            "unit \(unitText)",
            .warning(
                .tokenUnit, at: node.location, "dimension unit `\(unitText)` is not part of the format",
                reason:
                    "The format allows only `px` and `rem`. CSS understands `\(unitText)`, so `\(TokenNumber.text(value))\(unitText)` is kept as it is in `tokens.css`\(DimensionValue(value, unit).pixels() != nil ? "" : ", but it has no size of its own, so the Swift export leaves it out").",
                fix: unitText == "em"
                    ? "Use `rem` if the size is relative to the page's font size, or keep `em` and accept the warning."
                    : "Convert the value to `px` or `rem` where you can."
            ))
        return DimensionValue(value, unit)
    }

    mutating func readDuration(_ node: JSONValue) -> DurationValue? {
        switch node.kind {
        case .object:
            guard let fields = readFields(node, label: "duration", required: ["value", "unit"], optional: []),
                let (value, unitNode) = measure(fields, label: "duration")
            else { return nil }
            guard let unit = DurationValue.Unit(rawValue: unitNode.stringValue ?? "") else {
                return unsupportedUnit(unitNode, type: .duration)
            }
            return DurationValue(value, unit)
        case .string(let text):
            if let (value, unitText) = Self.splitMeasure(text) {
                if let unit = DurationValue.Unit(rawValue: unitText) {
                    stringForm(node, value: value, unit: unitText, type: .duration)
                    return DurationValue(value, unit)
                }
                if !unitText.isEmpty { return unsupportedUnit(node, type: .duration, unit: unitText) }
            }
            return invalid(node, .duration)
        case .number(let value):
            return fail(
                node, "duration `\(node.snippet)` has no unit",
                reason: "A duration needs a `unit` of `ms` or `s`.",
                fix: "Write it as `{ \"value\": \(TokenNumber.text(value)), \"unit\": \"ms\" }`.")
        default:
            return invalid(node, .duration)
        }
    }

    /// A length or time written as text, `"16px"`, as the format's drafts did and most exports still do: read, and in
    /// the format's own files said once for the project, since 2025.10 writes `{ "value": 16, "unit": "px" }`.
    private func stringForm(_ node: JSONValue, value: Double, unit: String, type: TokenType) {
        guard !unit.isEmpty else { return }
        let number = TokenNumber.text(value)
        formLeniency(
            "string form",
            .warning(
                .tokenStringForm, at: node.location, "the \(type.rawValue) `\(node.snippet)` is written as text, as the format's drafts did",
                reason:
                    "In the 2025.10 format a \(type.rawValue) is an object of a number and a unit. Specimen reads `\(node.snippet)` as \(number)\(unit); tools that follow 2025.10 (Terrazzo) refuse it.",
                fix:
                    "Write `{ \"value\": \(number), \"unit\": \"\(unit)\" }`, or keep the text and accept the warning (an error only with `--strict`)."
            ))
    }

    /// A line height as a tool writes it where the type is a number: `AUTO`, the font's own (CSS `normal`), or a
    /// length (`1.125rem`), which CSS reads as well; `nil` for a number, read as the format reads it.
    func toolLineHeight(_ node: JSONValue) -> TokenValue? {
        guard !syntax.isFormat, ["lineHeights", "lineHeight"].contains(writtenType ?? ""),
            let text = node.stringValue?.trimmingWhitespace()
        else { return nil }
        if ["auto", "normal"].contains(text.lowercased()) { return .css(type: .number, text: "normal") }
        guard let (value, unit) = Self.splitMeasure(text), !unit.isEmpty, unit != "%", DimensionValue.Unit(rawValue: unit).isCSS else { return nil }
        return .css(type: .number, text: DimensionValue(value, DimensionValue.Unit(rawValue: unit)).cssText)
    }

    mutating func readNumber(_ node: JSONValue) -> Double? {
        if let value = node.numberValue { return value }
        if let text = node.stringValue?.trimmingWhitespace() {
            // Tokens Studio quotes its numbers, and writes opacities and line heights in percent.
            let percent = text.hasSuffix("%")
            if let value = Double(percent ? String(text.dropLast()) : text) {
                formLeniency(
                    "number string",
                    .warning(
                        .tokenNumberString, at: node.location, "the number `\(text)` is written as a string",
                        reason:
                            "In the 2025.10 format a number is a JSON number; Specimen reads this one as `\(TokenNumber.text(percent ? value / 100 : value))`.",
                        fix: "Write it without quotes: `\(TokenNumber.text(percent ? value / 100 : value))`."
                    ))
                return percent ? value / 100 : value
            }
        }
        return invalid(node, .number)
    }

    mutating func readCubicBezier(_ node: JSONValue) -> CubicBezierValue? {
        guard let elements = node.arrayElements, elements.count == 4 else { return invalid(node, .cubicBezier) }
        var numbers: [Double] = []
        for (position, element) in elements.enumerated() {
            let value: Double
            if case .path = AliasSyntax.form(of: element) {
                // A coordinate may be an alias to a number token, as composite members may be.
                guard case .number(let number) = readMember(element, as: .number) else { return nil }
                value = number
            } else if let number = element.numberValue {
                value = number
            } else {
                return invalid(node, .cubicBezier)
            }
            if position % 2 == 0, !(0...1).contains(value) {
                return fail(
                    element, "x coordinate `\(element.snippet)` of the curve is outside 0 to 1",
                    reason: "Time runs from 0 to 1 along the curve, so both x coordinates must be in that range; only y may go beyond it.",
                    fix: "Bring the first and third numbers into 0 to 1.")
            }
            numbers.append(value)
        }
        return CubicBezierValue(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
