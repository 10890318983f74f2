import Foundation
import SpecimenDiagnostics

/// Colours: a hex string, or a 2025.10 colour object in any of the format's colour spaces, with its `hex` fallback checked.
extension ValueReader {
    mutating func readColor(_ node: JSONValue) -> Color? {
        switch node.kind {
        case .string(let text):
            if text.hasPrefix("#"), [3, 4, 6, 8].contains(text.count - 1), let color = Color(hex: text) { return color }
            var fix = "Write it as a hex string such as `#dc2626`, or as a 2025.10 color object."
            if !text.hasPrefix("#"), [3, 6, 8].contains(text.count), Color(hex: "#" + text) != nil {
                fix = "Add the `#`: `#\(text)`."
            }
            return invalid(node, .color, fix: fix)
        case .object:
            return readColorObject(node)
        default:
            return invalid(node, .color)
        }
    }

    mutating func readColorObject(_ node: JSONValue) -> Color? {
        guard let fields = readFields(node, label: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
        guard let spaceNode = fields["colorSpace"], let space = spaceNode.stringValue else {
            return fail(
                fields["colorSpace"] ?? node, "`colorSpace` must be a string",
                reason: "`colorSpace` names the color space, such as `\"srgb\"`.", fix: "Write `\"colorSpace\": \"srgb\"`.")
        }
        guard Color.specSpaces.contains(space) else {
            let suggestion = NameSuggestions.didYouMean(Suggestions.nearest(to: space, in: Color.specSpaces, limit: 1))
            return fail(
                spaceNode, "unknown color space `\(space)`",
                reason: "The Color Module 2025.10 names these color spaces: \(Color.specSpaces.map { "`\($0)`" }.joined(separator: ", ")).",
                fix: suggestion ?? "Use `srgb`, with components from 0 to 1.")
        }
        var alpha = 1.0
        if let alphaNode = fields["alpha"] {
            guard let value = alphaNode.numberValue, (0...1).contains(value) else {
                return fail(
                    alphaNode, "alpha `\(alphaNode.snippet)` is not a number from 0 to 1",
                    reason: "`alpha` is the opacity: 0 is transparent, 1 opaque.", fix: "Write the opacity as a fraction, for example `0.12` for 12%."
                )
            }
            alpha = value
        }
        guard let componentsNode = fields["components"], let elements = componentsNode.arrayElements else {
            return fail(
                fields["components"] ?? node, "`components` must be an array",
                reason: "`components` lists the color's channels, three numbers for `\(space)`.",
                fix: "Write it like `\"components\": [0.86, 0.15, 0.15]`.")
        }
        guard elements.count == 3 else {
            return fail(
                componentsNode, "a color in `\(space)` needs 3 components, found \(elements.count)",
                reason: "Every color space of the format has three channels; opacity goes in `alpha`, not in `components`.",
                fix: elements.count == 4 ? "Move the fourth number into `\"alpha\"`." : "Give exactly three numbers.")
        }
        var components: [Double] = []
        for (position, element) in elements.enumerated() {
            if element.stringValue == "none" {
                // `none` marks a missing channel (a grey's hue); as a value it counts as 0, as in CSS.
                components.append(0)
                continue
            }
            guard let value = element.numberValue else {
                return fail(
                    element, "color component `\(element.snippet)` is not a number",
                    reason: "Components are numbers, or the keyword `\"none\"` for a channel that does not apply.",
                    fix: "Write the component as a number.")
            }
            if let range = Color.componentRange(space: space, position: position), !range.contains(value) {
                let eightBit = range.upperBound == 1 && value > 1 && value <= 255
                let upper = range.upperBound.isFinite ? " to " + TokenNumber.text(range.upperBound) : " or more"
                return fail(
                    element, "color component `\(element.snippet)` is outside \(TokenNumber.text(range.lowerBound))\(upper)",
                    reason: "In `\(space)` this component is a number from \(TokenNumber.text(range.lowerBound))\(upper).",
                    fix: eightBit
                        ? "Divide 8-bit channels by 255: \(element.snippet) is `\(TokenNumber.text((value / 255 * 10_000).rounded() / 10_000))`."
                        : "Bring the component into range.")
            }
            components.append(value)
        }
        guard let color = Color.converting(space: space, components: components, alpha: alpha) else {
            return fail(
                componentsNode, "the components of this `\(space)` color are too large to be a color",
                reason: "Converted to sRGB, these components give no finite color; \(space) components are usually within a few hundred.",
                fix: "Check the components against the design tool's value.")
        }
        if let hexNode = fields["hex"] { checkHexFallback(hexNode, against: color) }
        return color
    }

    /// The format's `hex` is `#` and six digits, and only a fallback: the components win, and a
    /// fallback that is written another way or disagrees with them is reported, not refused.
    mutating func checkHexFallback(_ node: JSONValue, against color: Color) {
        guard let text = node.stringValue, text.hasPrefix("#"), let fallback = Color(hex: text) else {
            lenient(
                "hex invalid",
                .warning(
                    .tokenHexFallback, at: node.location, "the `hex` fallback `\(node.snippet)` is not a hex color and is ignored",
                    reason: "`hex` is only a fallback for tools that cannot read `components`; Specimen reads the components, which are fine.",
                    fix: "Write it as `\"\(color.withAlpha(1).hex)\"`, the components' color, or remove `hex`."
                ))
            return
        }
        let opaque = color.withAlpha(1).hex
        if text.count != 7 {
            lenient(
                "hex form",
                .warning(
                    .tokenHexFallback, at: node.location, "the `hex` fallback `\(text)` is not in the 6-digit form",
                    reason:
                        "In a 2025.10 color object `hex` is `#` and six digits, with the opacity in `alpha`; the color is read from `components`.",
                    fix: fallback.withAlpha(1).hex == opaque ? "Write `\"\(opaque)\"`." : "Write `\"\(opaque)\"`, the color of the components."
                ))
            if fallback.withAlpha(1).hex == opaque { return }
        }
        guard fallback.withAlpha(1).hex != opaque else { return }
        lenient(
            "hex mismatch",
            .warning(
                .tokenHexFallback, at: node.location, "the `hex` fallback `\(text)` is not the color of the components, `\(opaque)`",
                reason:
                    "The components are the color, and `hex` is only a fallback for tools that cannot read them, so this site uses `\(opaque)`; a tool that reads `hex` shows a different color.",
                fix: "Set `hex` to `\"\(opaque)\"`, or correct the components if `\(text)` is the intended color."
            ))
    }
}
