import Foundation

/// Reading literal values of each type; every rejection is a located `token-invalid-value` error.
extension AliasResolver {
    /// Reads `node` as a literal value of `type`; member aliases inside composites are followed.
    package mutating func readLiteral(_ node: JSONValue, as type: TokenType, owner: String) -> TokenValue? {
        if case .string = node.kind, type.isSpec {
            switch readToolText(node, as: type, owner: owner) {
            case .read(let value): return value
            case .failed: return nil
            case .notTool:
                if case .embedded = Self.alias(in: node) {
                    reportEmbedded(node, as: type, owner: owner)
                    return nil
                }
            }
        }
        switch type {
        case .color: return readColor(node).map(TokenValue.color)
        case .dimension: return readDimension(node).map(TokenValue.dimension)
        case .number:
            if isAutoLineHeight(node) { return .css(type: .number, text: "normal") }
            return readNumber(node).map(TokenValue.number)
        case .fontFamily: return readFontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: return readFontWeight(node).map(TokenValue.fontWeight)
        case .duration: return readDuration(node).map(TokenValue.duration)
        case .cubicBezier: return readCubicBezier(node, owner: owner).map(TokenValue.cubicBezier)
        case .strokeStyle: return readStrokeStyle(node, owner: owner).map(TokenValue.strokeStyle)
        case .border: return readBorder(node, owner: owner).map(TokenValue.border)
        case .transition: return readTransition(node, owner: owner).map(TokenValue.transition)
        case .shadow: return readShadows(node, owner: owner).map(TokenValue.shadow)
        case .typography: return readTypography(node, owner: owner).map(TokenValue.typography)
        case .gradient: return readGradient(node, owner: owner).map(TokenValue.gradient)
        default: return .other(type: type, value: node)
        }
    }

    // MARK: Simple types

    private mutating func readColor(_ node: JSONValue) -> Color? {
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

    private mutating func readColorObject(_ node: JSONValue) -> Color? {
        guard let fields = readFields(node, label: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
        guard let spaceNode = fields["colorSpace"], let space = spaceNode.stringValue else {
            return fail(fields["colorSpace"] ?? node, "`colorSpace` must be a string",
                        reason: "`colorSpace` names the color space, such as `\"srgb\"`.", fix: "Write `\"colorSpace\": \"srgb\"`.")
        }
        guard Color.specSpaces.contains(space) else {
            let suggestion = NameSuggestions.didYouMean(Suggestions.nearest(to: space, in: Color.specSpaces, limit: 1))
            return fail(spaceNode, "unknown color space `\(space)`",
                        reason: "The Color Module 2025.10 names these color spaces: \(Color.specSpaces.map { "`\($0)`" }.joined(separator: ", ")).",
                        fix: suggestion ?? "Use `srgb`, with components from 0 to 1.")
        }
        var alpha = 1.0
        if let alphaNode = fields["alpha"] {
            guard let value = alphaNode.numberValue, (0...1).contains(value) else {
                return fail(alphaNode, "alpha `\(alphaNode.snippet)` is not a number from 0 to 1",
                            reason: "`alpha` is the opacity: 0 is transparent, 1 opaque.", fix: "Write the opacity as a fraction, for example `0.12` for 12%.")
            }
            alpha = value
        }
        guard let componentsNode = fields["components"], let elements = componentsNode.arrayElements else {
            return fail(fields["components"] ?? node, "`components` must be an array",
                        reason: "`components` lists the color's channels, three numbers for `\(space)`.", fix: "Write it like `\"components\": [0.86, 0.15, 0.15]`.")
        }
        guard elements.count == 3 else {
            return fail(componentsNode, "a color in `\(space)` needs 3 components, found \(elements.count)",
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
                return fail(element, "color component `\(element.snippet)` is not a number",
                            reason: "Components are numbers, or the keyword `\"none\"` for a channel that does not apply.", fix: "Write the component as a number.")
            }
            if let range = Color.componentRange(space: space, position: position), !range.contains(value) {
                let eightBit = range.upperBound == 1 && value > 1 && value <= 255
                let upper = range.upperBound.isFinite ? " to " + TokenNumber.text(range.upperBound) : " or more"
                return fail(element, "color component `\(element.snippet)` is outside \(TokenNumber.text(range.lowerBound))\(upper)",
                            reason: "In `\(space)` this component is a number from \(TokenNumber.text(range.lowerBound))\(upper).",
                            fix: eightBit ? "Divide 8-bit channels by 255: \(element.snippet) is `\(TokenNumber.text((value / 255 * 10_000).rounded() / 10_000))`." : "Bring the component into range.")
            }
            components.append(value)
        }
        guard let color = Color.converting(space: space, components: components, alpha: alpha) else {
            return fail(componentsNode, "the components of this `\(space)` color are too large to be a color",
                        reason: "Converted to sRGB, these components give no finite color; \(space) components are usually within a few hundred.",
                        fix: "Check the components against the design tool's value.")
        }
        if let hexNode = fields["hex"] { checkHexFallback(hexNode, against: color) }
        return color
    }

    /// The format's `hex` is `#` and six digits, and only a fallback: the components win, and a
    /// fallback that is written another way or disagrees with them is reported, not refused.
    private mutating func checkHexFallback(_ node: JSONValue, against color: Color) {
        guard let text = node.stringValue, text.hasPrefix("#"), let fallback = Color(hex: text) else {
            lenient("hex invalid", .warning(
                .tokenHexFallback, at: node.location, "the `hex` fallback `\(node.snippet)` is not a hex color and is ignored",
                reason: "`hex` is only a fallback for tools that cannot read `components`; Specimen reads the components, which are fine.",
                fix: "Write it as `\"\(color.withAlpha(1).hex)\"`, the components' color, or remove `hex`."
            ))
            return
        }
        let opaque = color.withAlpha(1).hex
        if text.count != 7 {
            lenient("hex form", .warning(
                .tokenHexFallback, at: node.location, "the `hex` fallback `\(text)` is not in the 6-digit form",
                reason: "In a 2025.10 color object `hex` is `#` and six digits, with the opacity in `alpha`; the color is read from `components`.",
                fix: fallback.withAlpha(1).hex == opaque ? "Write `\"\(opaque)\"`." : "Write `\"\(opaque)\"`, the color of the components."
            ))
            if fallback.withAlpha(1).hex == opaque { return }
        }
        guard fallback.withAlpha(1).hex != opaque else { return }
        lenient("hex mismatch", .warning(
            .tokenHexFallback, at: node.location, "the `hex` fallback `\(text)` is not the color of the components, `\(opaque)`",
            reason: "The components are the color, and `hex` is only a fallback for tools that cannot read them, so this site uses `\(opaque)`; a tool that reads `hex` shows a different color.",
            fix: "Set `hex` to `\"\(opaque)\"`, or correct the components if `\(text)` is the intended color."
        ))
    }

    private mutating func readDimension(_ node: JSONValue) -> DimensionValue? {
        switch node.kind {
        case .object:
            guard let fields = readFields(node, label: "dimension", required: ["value", "unit"], optional: []),
                  let (value, unitNode) = measure(fields, label: "dimension") else { return nil }
            guard let unitText = unitNode.stringValue else { return unsupportedUnit(unitNode, type: .dimension) }
            return dimension(value, unitText, at: unitNode)
        case .string(let text):
            // The older string form, `16px`, is read as it always was; a unit the format lacks is reported.
            if let (value, unitText) = Self.splitMeasure(text.trimmingCharacters(in: .whitespaces)) { return dimension(value, unitText, at: node) }
            return invalid(node, .dimension)
        case .number(let value):
            if dialect != .dtcg { return dimension(value, "", at: node) }
            lenient("dimension number", .warning(
                .tokenDimensionForm, at: node.location, "dimension `\(node.snippet)` has no unit; it is read as `\(TokenNumber.text(value))px`",
                reason: "A dimension needs a `unit` of `px` or `rem`, even when the value is 0; design tools that write bare numbers mean pixels (points on iOS, dp on Android).",
                fix: "Write it as `{ \"value\": \(TokenNumber.text(value)), \"unit\": \"px\" }`."
            ))
            return DimensionValue(value, .px)
        default:
            return invalid(node, .dimension)
        }
    }

    /// A dimension in `unitText`: `px` and `rem` as they are; other CSS units kept, and Android's
    /// `dp` and `sp` or no unit read as `px`, each with a warning; anything else refused.
    private mutating func dimension(_ value: Double, _ unitText: String, at node: JSONValue) -> DimensionValue? {
        let unit = DimensionValue.Unit(rawValue: unitText)
        if unit.isSpec { return DimensionValue(value, unit) }
        switch dialect {
        case .dtcg:
            break
        case .tokensStudio where unitText.isEmpty:
            // Tokens Studio's bare numbers are pixels, as its export to CSS writes them.
            return DimensionValue(value, .px)
        case .styleDictionary where unitText.isEmpty:
            // Style Dictionary's `css` transform group reads a bare size as `rem`: said once for the project.
            bareRemSizes.append(node.location)
            return DimensionValue(value, .rem)
        case .tokensStudio, .styleDictionary:
            // A letter spacing in percent is a fraction of the font size, which CSS writes in `em`.
            if unitText == "%", writtenType == "letterSpacing" { return DimensionValue(value / 100, DimensionValue.Unit(rawValue: "em")) }
            if unit.isCSS { return DimensionValue(value, unit) }
        }
        if ["dp", "sp", ""].contains(unitText) {
            let written = unitText.isEmpty ? "no unit" : "unit `\(unitText)`"
            lenient("unit \(unitText)", .warning(
                .tokenUnit, at: node.location, "dimension `\(TokenNumber.text(value))` has \(written); it is read as `\(TokenNumber.text(value))px`",
                reason: "The format allows only `px` and `rem`. \(unitText.isEmpty ? "A number without a unit" : "Android's `\(unitText)`") is a density-independent pixel, which is a CSS `px`.",
                fix: "Write `\"unit\": \"px\"`."
            ))
            return DimensionValue(value, .px)
        }
        guard unit.isCSS else {
            return unsupportedUnit(node, type: .dimension, unit: unitText)
        }
        lenient("unit \(unitText)", .warning(
            .tokenUnit, at: node.location, "dimension unit `\(unitText)` is not part of the format",
            reason: "The format allows only `px` and `rem`. CSS understands `\(unitText)`, so `\(TokenNumber.text(value))\(unitText)` is kept as it is in `tokens.css`\(DimensionValue(value, unit).pixels() != nil ? "" : ", but it has no size of its own, so the Swift export leaves it out").",
            fix: unitText == "em" ? "Use `rem` if the size is relative to the page's font size, or keep `em` and accept the warning." : "Convert the value to `px` or `rem` where you can."
        ))
        return DimensionValue(value, unit)
    }

    private mutating func readDuration(_ node: JSONValue) -> DurationValue? {
        switch node.kind {
        case .object:
            guard let fields = readFields(node, label: "duration", required: ["value", "unit"], optional: []),
                  let (value, unitNode) = measure(fields, label: "duration") else { return nil }
            guard let unit = DurationValue.Unit(rawValue: unitNode.stringValue ?? "") else {
                return unsupportedUnit(unitNode, type: .duration)
            }
            return DurationValue(value, unit)
        case .string(let text):
            if let (value, unitText) = Self.splitMeasure(text) {
                if let unit = DurationValue.Unit(rawValue: unitText) { return DurationValue(value, unit) }
                if !unitText.isEmpty { return unsupportedUnit(node, type: .duration, unit: unitText) }
            }
            return invalid(node, .duration)
        case .number(let value):
            return fail(node, "duration `\(node.snippet)` has no unit",
                        reason: "A duration needs a `unit` of `ms` or `s`.",
                        fix: "Write it as `{ \"value\": \(TokenNumber.text(value)), \"unit\": \"ms\" }`.")
        default:
            return invalid(node, .duration)
        }
    }

    /// Tokens Studio's line height `AUTO`, the font's own, which CSS writes `normal`.
    private func isAutoLineHeight(_ node: JSONValue) -> Bool {
        dialect != .dtcg && ["lineHeights", "lineHeight"].contains(writtenType ?? "") && ["auto", "normal"].contains(node.stringValue?.lowercased() ?? "")
    }

    private mutating func readNumber(_ node: JSONValue) -> Double? {
        if let value = node.numberValue { return value }
        if let text = node.stringValue?.trimmingCharacters(in: .whitespaces) {
            // Tokens Studio quotes its numbers, and writes opacities and line heights in percent.
            let percent = text.hasSuffix("%")
            if let value = Double(percent ? String(text.dropLast()) : text) {
                formLeniency("number string", .warning(
                    .tokenNumberString, at: node.location, "the number `\(text)` is written as a string",
                    reason: "In the 2025.10 format a number is a JSON number; Specimen reads this one as `\(TokenNumber.text(percent ? value / 100 : value))`.",
                    fix: "Write it without quotes: `\(TokenNumber.text(percent ? value / 100 : value))`."
                ))
                return percent ? value / 100 : value
            }
        }
        return invalid(node, .number)
    }

    private mutating func readFontFamily(_ node: JSONValue) -> [String]? {
        if let name = node.stringValue, !name.trimmingCharacters(in: .whitespaces).isEmpty {
            // Tokens Studio and Style Dictionary write a whole stack in one string, as CSS does.
            guard dialect != .dtcg, name.contains(",") else { return [name] }
            let names = name.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
            return names.isEmpty ? [name] : names
        }
        if let elements = node.arrayElements, !elements.isEmpty {
            var names: [String] = []
            for element in elements {
                guard let name = element.stringValue, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                    return fail(element, "font name `\(element.snippet)` is not a non-empty string",
                                reason: "A font family list holds font names as strings, most preferred first.", fix: "Write each name in double quotes.")
                }
                names.append(name)
            }
            return names
        }
        return invalid(node, .fontFamily)
    }

    private static let fontWeightNames: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    private mutating func readFontWeight(_ node: JSONValue) -> Double? {
        if let text = node.stringValue, let value = Double(text.trimmingCharacters(in: .whitespaces)) {
            formLeniency("font weight string", .warning(
                .tokenFontWeight, at: node.location, "font weight `\(text)` is written as a string",
                reason: "In the 2025.10 format a weight is a number or a name such as `semi-bold`; Specimen reads this one as \(TokenNumber.text(value)).",
                fix: "Write it without quotes: `\(TokenNumber.text(value))`."
            ))
            return checkedWeight(value, node)
        }
        if let value = node.numberValue { return checkedWeight(value, node) }
        if let name = node.stringValue {
            if let match = Self.fontWeightNames.first(where: { $0.name == name }) { return match.weight }
            // Design tools write `Bold`, `SemiBold`, `Extra Light`, `Bold Italic`: the same names, differently spelt,
            // with the style after the weight (a text style keeps it as `font-style`).
            var folded = name.lowercased().filter { $0.isLetter }
            for style in ["italic", "oblique"] where folded.hasSuffix(style) && folded.count > style.count { folded.removeLast(style.count) }
            if let match = Self.fontWeightNames.first(where: { $0.name.filter(\.isLetter) == folded }) {
                formLeniency("font weight \(name)", .warning(
                    .tokenFontWeight, at: node.location, "font weight `\(name)` is read as `\(match.name)`",
                    reason: "The format's weight names are lowercase and hyphenated; `\(name)` is how a design tool writes `\(match.name)` (\(TokenNumber.text(match.weight))).",
                    fix: "Write `\"\(match.name)\"` or `\(TokenNumber.text(match.weight))`."
                ))
                return match.weight
            }
            let names = Self.fontWeightNames.map(\.name)
            return fail(node, "unknown font weight `\(name)`",
                        reason: "Named weights are lowercase and hyphenated: \(names.map { "`\($0)`" }.joined(separator: ", ")).",
                        fix: NameSuggestions.didYouMean(Suggestions.nearest(to: name, in: names, limit: 1)) ?? "Use a number from 1 to 1000, or one of those names.")
        }
        return invalid(node, .fontWeight)
    }

    private mutating func checkedWeight(_ value: Double, _ node: JSONValue) -> Double? {
        guard (1...1000).contains(value) else {
            return fail(node, "font weight `\(node.snippet)` is outside 1 to 1000",
                        reason: "Font weights are numbers from 1 to 1000, as in OpenType and CSS.", fix: "Use a weight from 1 to 1000, such as 400 or 700.")
        }
        return value
    }

    private mutating func readCubicBezier(_ node: JSONValue, owner: String) -> CubicBezierValue? {
        guard let elements = node.arrayElements, elements.count == 4 else { return invalid(node, .cubicBezier) }
        var numbers: [Double] = []
        for (position, element) in elements.enumerated() {
            let value: Double
            if case .path = Self.alias(in: element) {
                // A coordinate may be an alias to a number token, as composite members may be.
                guard case .number(let number) = readMember(element, as: .number, owner: owner) else { return nil }
                value = number
            } else if let number = element.numberValue {
                value = number
            } else {
                return invalid(node, .cubicBezier)
            }
            if position % 2 == 0, !(0...1).contains(value) {
                return fail(element, "x coordinate `\(element.snippet)` of the curve is outside 0 to 1",
                            reason: "Time runs from 0 to 1 along the curve, so both x coordinates must be in that range; only y may go beyond it.",
                            fix: "Bring the first and third numbers into 0 to 1.")
            }
            numbers.append(value)
        }
        return CubicBezierValue(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    // MARK: Composite types

    private mutating func readStrokeStyle(_ node: JSONValue, owner: String) -> StrokeStyleValue? {
        if let keyword = node.stringValue {
            if StrokeStyleValue.keywords.contains(keyword) { return .keyword(keyword) }
            let words = keyword.split(separator: " ").map(String.init)
            let lengths = words.compactMap { Self.splitMeasure($0) }.filter { !$0.1.isEmpty }
            if !lengths.isEmpty {
                let dashes = lengths.map { #"{ "value": \#(TokenNumber.text($0.0)), "unit": "\#($0.1)" }"# }.joined(separator: ", ")
                let cap = words.first { StrokeStyleValue.lineCaps.contains($0) } ?? "butt"
                return fail(node, "stroke style `\(keyword)` is the old string form with dash lengths",
                            reason: "In the 2025.10 format a stroke style string is only one of the keywords \(Self.list(StrokeStyleValue.keywords)); a dash pattern is an object with `dashArray` and `lineCap`.",
                            fix: #"Write `{ "dashArray": [\#(dashes)], "lineCap": "\#(cap)" }`."#)
            }
            return fail(node, "unknown stroke style `\(keyword)`",
                        reason: "A stroke style keyword is one of \(StrokeStyleValue.keywords.map { "`\($0)`" }.joined(separator: ", ")).",
                        fix: NameSuggestions.didYouMean(Suggestions.nearest(to: keyword, in: StrokeStyleValue.keywords, limit: 1)) ?? "Use one of those keywords.")
        }
        guard node.objectMembers != nil else { return invalid(node, .strokeStyle) }
        guard let fields = readFields(node, label: "stroke style", required: ["dashArray", "lineCap"], optional: []),
              let dashNode = fields["dashArray"], let capNode = fields["lineCap"] else { return nil }
        guard let dashElements = dashNode.arrayElements, !dashElements.isEmpty else {
            return fail(dashNode, "`dashArray` must be a non-empty array of dimensions",
                        reason: "The dash array lists alternating dash and gap lengths.", fix: "Write it like `[{ \"value\": 4, \"unit\": \"px\" }, { \"value\": 2, \"unit\": \"px\" }]`.")
        }
        var dashes: [DimensionValue] = []
        for element in dashElements {
            guard case .dimension(let dash) = readMember(element, as: .dimension, owner: owner) else { return nil }
            dashes.append(dash)
        }
        guard let cap = capNode.stringValue, StrokeStyleValue.lineCaps.contains(cap) else {
            return fail(capNode, "unknown line cap `\(capNode.snippet)`",
                        reason: "`lineCap` is `round`, `butt` or `square`.", fix: "Use one of those three.")
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    private mutating func readBorder(_ node: JSONValue, owner: String) -> BorderValue? {
        guard node.objectMembers != nil else { return invalid(node, .border) }
        guard let fields = readFields(node, label: "border", required: ["color", "width", "style"], optional: []),
              let colorNode = fields["color"], let widthNode = fields["width"], let styleNode = fields["style"] else { return nil }
        let color = readMember(colorNode, as: .color, owner: owner)
        let width = readMember(widthNode, as: .dimension, owner: owner)
        let style = readMember(styleNode, as: .strokeStyle, owner: owner)
        guard case .color(let c) = color, case .dimension(let w) = width, case .strokeStyle(let s) = style else { return nil }
        return BorderValue(color: c, width: w, style: s)
    }

    private mutating func readTransition(_ node: JSONValue, owner: String) -> TransitionValue? {
        guard node.objectMembers != nil else { return invalid(node, .transition) }
        guard let fields = readFields(node, label: "transition", required: ["duration", "delay", "timingFunction"], optional: []),
              let durationNode = fields["duration"], let delayNode = fields["delay"], let curveNode = fields["timingFunction"] else { return nil }
        let duration = readMember(durationNode, as: .duration, owner: owner)
        let delay = readMember(delayNode, as: .duration, owner: owner)
        let curve = readMember(curveNode, as: .cubicBezier, owner: owner)
        guard case .duration(let d) = duration, case .duration(let wait) = delay, case .cubicBezier(let c) = curve else { return nil }
        return TransitionValue(duration: d, delay: wait, timingFunction: c)
    }

    private mutating func readShadows(_ node: JSONValue, owner: String) -> [ShadowValue]? {
        if node.objectMembers != nil { return readShadow(node, owner: owner).map { [$0] } }
        guard let elements = node.arrayElements, !elements.isEmpty else { return invalid(node, .shadow) }
        var layers: [ShadowValue] = []
        var failed = false
        for element in elements {
            if element.objectMembers != nil {
                if let layer = readShadow(element, owner: owner) { layers.append(layer) } else { failed = true }
            } else if case .shadow(let referenced) = readMember(element, as: .shadow, owner: owner) {
                // CSS has one flat list of shadows, so a referenced multi-layer shadow contributes all its layers.
                layers += referenced
            } else {
                failed = true
            }
        }
        return failed ? nil : layers
    }

    private mutating func readShadow(_ node: JSONValue, owner: String) -> ShadowValue? {
        let node = toolShadow(node)
        guard let fields = readFields(node, label: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"]) else { return nil }
        var dimensions: [String: DimensionValue] = [:]
        var failed = false
        for key in ["offsetX", "offsetY", "blur", "spread"] {
            if let member = fields[key], case .dimension(let value) = readMember(member, as: .dimension, owner: owner) {
                dimensions[key] = value
            } else {
                failed = true
            }
        }
        let color = fields["color"].flatMap { readMember($0, as: .color, owner: owner) }
        var inset = false
        if let insetNode = fields["inset"] {
            guard case .bool(let value) = insetNode.kind else {
                return fail(insetNode, "`inset` must be `true` or `false`",
                            reason: "`inset` says whether the shadow is drawn inside the shape.", fix: "Write `true` or `false` without quotes.")
            }
            inset = value
        }
        guard !failed, case .color(let c) = color, let x = dimensions["offsetX"], let y = dimensions["offsetY"],
              let blur = dimensions["blur"], let spread = dimensions["spread"] else { return nil }
        return ShadowValue(color: c, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    /// Tokens Studio writes shadows as `{ x, y, blur, spread, color, type }`; that form is read as
    /// the format's, with a warning, and anything else is returned as it is.
    private mutating func toolShadow(_ node: JSONValue) -> JSONValue {
        guard let members = node.objectMembers, members.contains(where: { $0.key == "x" || $0.key == "y" }),
              !members.contains(where: { $0.key == "offsetX" || $0.key == "offsetY" }) else { return node }
        let renamed: [String: String] = ["x": "offsetX", "y": "offsetY"]
        var converted: [JSONMember] = []
        for member in members {
            if member.key == "type" {
                if member.value.stringValue == "innerShadow" {
                    converted.append(JSONMember(key: "inset", keyLocation: member.keyLocation, value: JSONValue(.bool(true), at: member.value.location)))
                }
                continue
            }
            var copy = member
            copy.key = renamed[member.key] ?? member.key
            converted.append(copy)
        }
        formLeniency("shadow x y", .warning(
            .tokenShadowForm, at: node.location, "shadow written with `x` and `y` is read as `offsetX` and `offsetY`",
            reason: "The 2025.10 format names a shadow's offsets `offsetX` and `offsetY`, and an inner shadow has `\"inset\": true`; this is the form Tokens Studio writes.",
            fix: "Rename `x` to `offsetX` and `y` to `offsetY`, and write `\"inset\": true` instead of `\"type\": \"innerShadow\"`."
        ))
        return JSONValue(.object(converted), at: node.location)
    }

    private mutating func readGradient(_ node: JSONValue, owner: String) -> [GradientStop]? {
        guard let elements = node.arrayElements, !elements.isEmpty else { return invalid(node, .gradient) }
        var stops: [GradientStop] = []
        var failed = false
        for element in elements {
            if case .path = Self.alias(in: element) {
                // A reference to a gradient token stands for its stops.
                if case .gradient(let referenced) = readMember(element, as: .gradient, owner: owner) { stops += referenced } else { failed = true }
                continue
            }
            guard element.objectMembers != nil else {
                failed = true
                _ = invalid(element, .gradient) as GradientStop?
                continue
            }
            guard let fields = readFields(element, label: "gradient stop", required: ["color", "position"], optional: []),
                  let colorNode = fields["color"], let positionNode = fields["position"] else {
                failed = true
                continue
            }
            let color = readMember(colorNode, as: .color, owner: owner)
            let position = readMember(positionNode, as: .number, owner: owner)
            guard case .color(let c) = color, case .number(let p) = position else {
                failed = true
                continue
            }
            // Positions outside 0 to 1 count as clamped, as the format says.
            stops.append(GradientStop(color: c, position: min(max(p, 0), 1)))
        }
        return failed ? nil : stops
    }

    private mutating func readTypography(_ node: JSONValue, owner: String) -> TypographyValue? {
        guard let members = node.objectMembers else { return invalid(node, .typography) }
        let known = TypographyValue.memberNames
        var otherProperties: [TypographyValue.Property] = []
        for member in members where !known.contains(member.key) {
            if let property = typographyProperty(member, owner: owner) { otherProperties.append(property) }
        }
        let fields = Dictionary(members.filter { known.contains($0.key) }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for key in ["fontFamily", "fontSize"] where fields[key] == nil {
            report(.error(
                .tokenInvalidValue, at: node.location, "typography is missing `\(key)`",
                reason: "A typography value needs `fontFamily` and `fontSize`; `fontWeight`, `lineHeight` and `letterSpacing` are optional.",
                fix: "Add `\"\(key)\"` to the object."
            ))
        }
        let family = fields["fontFamily"].flatMap { readMember($0, as: .fontFamily, owner: owner) }
        let size = fields["fontSize"].flatMap { readMember($0, as: .dimension, owner: owner) }
        var failed = false
        var weight: Double?
        if let member = fields["fontWeight"] {
            if case .fontWeight(let value) = readMember(member, as: .fontWeight, owner: owner) { weight = value } else { failed = true }
            // `Bold Italic`: the style goes where CSS has it.
            if let name = writtenValue(member).stringValue?.lowercased(), name.hasSuffix("italic") || name.hasSuffix("oblique"),
               !otherProperties.contains(where: { $0.name == "font-style" }) {
                otherProperties.append(TypographyValue.Property(name: "font-style", value: name.hasSuffix("italic") ? "italic" : "oblique"))
            }
        }
        var lineHeight: TypographyValue.LineHeight?
        if let member = fields["lineHeight"], member.stringValue?.lowercased() == "auto", dialect != .dtcg {
            // Tokens Studio's `AUTO`: the font's own line height.
            lineHeight = .normal
        } else if let member = fields["lineHeight"], member.stringValue?.lowercased() == "auto" {
            // Tokens Studio's `AUTO`: the font's own line height, which is what CSS does without one.
            lenient("lineHeight auto", .warning(
                .tokenTypographyProperty, at: member.location, "`lineHeight` `\(member.stringValue ?? "")` is left to the font",
                reason: "`AUTO` is a design tool's word for the font's own line height; CSS uses that when the style sets none, so none is set.",
                fix: "Remove `lineHeight`, or give a number such as `1.5`."
            ))
        } else if let member = fields["lineHeight"] {
            lineHeight = readLineHeight(member, owner: owner)
            if lineHeight == nil { failed = true }
        }
        var letterSpacing: DimensionValue?
        if let member = fields["letterSpacing"] {
            let outer = writtenType
            writtenType = "letterSpacing"
            if case .dimension(let value) = readMember(member, as: .dimension, owner: owner) { letterSpacing = value } else { failed = true }
            writtenType = outer
        }
        guard !failed, case .fontFamily(let names) = family, case .dimension(let fontSize) = size else { return nil }
        return TypographyValue(fontFamily: names, fontSize: fontSize, fontWeight: weight, lineHeight: lineHeight,
                               letterSpacing: letterSpacing, otherProperties: otherProperties)
    }

    /// The format's line height is a number, a multiple of the font size; design tools also
    /// export a length (`{ "value": 24, "unit": "px" }`, `"150%"`), which CSS reads as well.
    private mutating func readLineHeight(_ node: JSONValue, owner: String) -> TypographyValue.LineHeight? {
        if let text = node.stringValue, let number = Double(text.trimmingCharacters(in: .whitespaces)) {
            formLeniency("lineHeight string", .warning(
                .tokenTypographyProperty, at: node.location, "`lineHeight` `\(text)` is a string; it is read as the number \(TokenNumber.text(number))",
                reason: "In the 2025.10 format `lineHeight` is a number, a multiple of the font size.",
                fix: "Write it without quotes: `\(TokenNumber.text(number))`."
            ))
            return .multiplier(number)
        }
        if node.numberValue != nil || Self.isAlias(node) {
            switch readMember(node, as: .number, orAs: .dimension, owner: owner) {
            case .number(let value)?: return .multiplier(value)
            case .dimension(let length)?: return .length(length)
            case .css(_, "normal")?: return .normal
            default: return nil
            }
        }
        guard case .dimension(let length)? = readLiteral(node, as: .dimension, owner: owner) else { return nil }
        let multiplier = (length.pixels().map { $0 / 16 }).map(TokenNumber.text)
        formLeniency("lineHeight dimension", .warning(
            .tokenTypographyProperty, at: node.location, "`lineHeight` `\(length.cssText)` is a length, not a number",
            reason: "In the 2025.10 format `lineHeight` is a multiple of the font size; a length is kept, since CSS reads `line-height: \(length.cssText)` the same way.",
            fix: multiplier.map { "Divide by the font size for a number: with 16px text, `\($0)`." } ?? "Write the line height as a multiple of the font size, such as `1.5`."
        ))
        return .length(length)
    }

    /// A property a design tool added to a text style (`fontStyle`, `textTransform`,
    /// `WebkitFontSmoothing`): kept as the CSS property it names, with a warning.
    private mutating func typographyProperty(_ member: JSONMember, owner: String) -> TypographyValue.Property? {
        if let meant = TypographyValue.memberNames.first(where: { $0.lowercased() == member.key.lowercased() }) {
            report(.error(
                .tokenInvalidValue, at: member.keyLocation, "unknown typography property `\(member.key)`",
                reason: "A typography value has only `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`.",
                fix: "Did you mean `\(meant)`?"
            ))
            return nil
        }
        var text: String?
        if Self.isAlias(member.value) {
            switch readMember(member.value, as: nil, owner: owner) {
            case .other(_, let json)?: text = json.stringValue
            case let value?: text = TokenCSS.cssText(value)
            case nil: break
            }
        } else if let string = member.value.stringValue {
            text = string
        } else if let number = member.value.numberValue {
            text = TokenNumber.text(number)
        }
        let name = TypographyValue.cssPropertyName(member.key)
        // A value goes into tokens.css as written: only plain keywords, numbers and lengths, never
        // anything that could end the declaration or start a comment; and never one of the five.
        let core = TypographyValue.cssMemberNames + ["font"]
        let isName = member.key.unicodeScalars.first.map { $0.properties.isAlphabetic && $0.isASCII } == true
            && member.key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        guard let text, isName, TypographyValue.isPlainCSSValue(text), !core.contains(name) else {
            // Tokens Studio's own members that CSS has no property for are its business.
            if dialect != .dtcg, ["paragraphSpacing", "paragraphIndent"].contains(member.key) { return nil }
            let why = !isName ? "its name is not a property name (letters and digits)"
                : core.contains(name) ? "`\(name)` is one of the format's own members, written `\(member.key)` differently"
                : "its value `\(member.value.snippet)` is not a plain CSS value"
            lenient("typography \(member.key) ignored", .warning(
                .tokenTypographyProperty, at: member.keyLocation, "`\(member.key)` in a text style is ignored",
                reason: "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`; `\(member.key)` is not one of them, and \(why).",
                fix: "Remove `\(member.key)`, or move it into `$extensions`."
            ))
            return nil
        }
        formLeniency("typography \(member.key)", .warning(
            .tokenTypographyProperty, at: member.keyLocation, "`\(member.key)` is not part of a text style in the format; it is kept as `\(name)`",
            reason: "A typography value has `fontFamily`, `fontSize`, `fontWeight`, `lineHeight` and `letterSpacing`. Specimen keeps `\(member.key)` as the CSS property `\(name)` in `tokens.css` and on the type specimens.",
            fix: "Keep it and accept the warning, or move it into `$extensions` if no CSS should use it."
        ))
        return TypographyValue.Property(name: name, value: text)
    }

    // MARK: Helpers

    /// The members of an object value, when it has exactly the allowed keys and all required ones.
    private mutating func readFields(_ node: JSONValue, label: String, required: [String], optional: [String]) -> [String: JSONValue]? {
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
                report(.error(
                    .tokenInvalidValue, at: member.keyLocation, "unknown \(label) property `\(member.key)`",
                    reason: "A \(label) value has only \(list).",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: member.key, in: allowed, limit: 1)) ?? "Remove `\(member.key)`."
                ))
            }
        }
        for key in required where fields[key] == nil {
            valid = false
            report(.error(
                .tokenInvalidValue, at: node.location, "\(label) is missing `\(key)`",
                reason: "A \(label) value needs \(Self.list(required))\(optional.isEmpty ? "" : "; \(Self.list(optional)) \(optional.count == 1 ? "is" : "are") optional").",
                fix: "Add `\"\(key)\"` to the object."
            ))
        }
        return valid ? fields : nil
    }

    /// The number and unit node of a `{ "value", "unit" }` object.
    private mutating func measure(_ fields: [String: JSONValue], label: String) -> (Double, JSONValue)? {
        guard let valueNode = fields["value"], let unitNode = fields["unit"] else { return nil }
        guard let value = valueNode.numberValue else {
            let fix = valueNode.stringValue.flatMap { Double($0) }.map { "Write it without quotes: `\(TokenNumber.text($0))`." } ?? "Write the amount as a number."
            return fail(valueNode, "the \(label) `value` must be a number", reason: "`value` is the amount; the unit goes in `unit`.", fix: fix)
        }
        return (value, unitNode)
    }

    /// `16px` → (16, "px"); `nil` when the text does not start with a number or has spaces.
    private static func splitMeasure(_ text: String) -> (Double, String)? {
        // No exponent: `e` would swallow the start of units such as `em`.
        let numberPart = text.prefix { "+-.0123456789".contains($0) }
        let unit = String(text.dropFirst(numberPart.count))
        guard let value = Double(numberPart), unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit)
    }

    private mutating func unsupportedUnit<T>(_ node: JSONValue, type: TokenType, unit: String? = nil) -> T? {
        let units = type == .dimension ? ["px", "rem"] : ["ms", "s"]
        let name = unit ?? node.stringValue ?? node.snippet
        return fail(node, "unsupported \(type.rawValue) unit `\(name)`",
                    reason: "The Design Tokens Format allows only \(Self.list(units)) for \(type.rawValue)s.",
                    fix: type == .dimension ? "Convert the value to `px` or `rem` (an iOS point is one `px`)." : "Convert the value to `ms` or `s`.")
    }

    /// Reports a value that is not of the expected shape at all, saying what the shape is.
    private mutating func invalid<T>(_ node: JSONValue, _ type: TokenType, fix: String? = nil) -> T? {
        let form = Self.expectedForm(type)
        return fail(node, "invalid \(form.label) `\(node.snippet)`", reason: form.reason, fix: fix ?? "Write it like `\(form.example)`.")
    }

    private mutating func fail<T>(_ node: JSONValue, _ message: String, reason: String, fix: String) -> T? {
        report(.error(.tokenInvalidValue, at: node.location, message, reason: reason, fix: fix))
        return nil
    }

    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func expectedForm(_ type: TokenType) -> (label: String, reason: String, example: String) {
        switch type {
        case .color:
            ("color", "A color is a hex string (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) or a 2025.10 color object with `colorSpace` and `components`.", "#dc2626")
        case .dimension:
            ("dimension", "A dimension is an object with a number `value` and a `unit` of `px` or `rem`; the older string form `16px` is also read.", #"{ "value": 16, "unit": "px" }"#)
        case .number:
            ("number", "A number token holds a JSON number.", "0.12")
        case .fontFamily:
            ("font family", "A font family is a font name, or an array of names with the most preferred first.", #"["Inter", "sans-serif"]"#)
        case .fontWeight:
            ("font weight", "A font weight is a number from 1 to 1000, or a name such as `regular` or `semi-bold`.", "600")
        case .duration:
            ("duration", "A duration is an object with a number `value` and a `unit` of `ms` or `s`; the older string form `200ms` is also read.", #"{ "value": 300, "unit": "ms" }"#)
        case .cubicBezier:
            ("cubic Bézier curve", "An easing curve is an array of four numbers `[x1, y1, x2, y2]`, both x values from 0 to 1.", "[0.42, 0, 0.58, 1]")
        case .strokeStyle:
            ("stroke style", "A stroke style is a keyword such as `solid` or `dashed`, or an object with `dashArray` and `lineCap`.", #""solid""#)
        case .border:
            ("border", "A border is an object with `color`, `width` and `style`.", ##"{ "color": "#e2e8f0", "width": { "value": 1, "unit": "px" }, "style": "solid" }"##)
        case .transition:
            ("transition", "A transition is an object with `duration`, `delay` and `timingFunction`.", #"{ "duration": "{duration.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.42, 0, 0.58, 1] }"#)
        case .shadow:
            ("shadow", "A shadow is an object with `color`, `offsetX`, `offsetY`, `blur` and `spread` (and optionally `inset`), or an array of such objects.", ##"{ "color": "#0f172a14", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 12, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##)
        case .typography:
            ("typography", "A typography value is an object with `fontFamily` and `fontSize`, and optionally `fontWeight`, `lineHeight` and `letterSpacing`.", #"{ "fontFamily": "{font.family.system}", "fontSize": { "value": 17, "unit": "px" } }"#)
        case .gradient:
            ("gradient", "A gradient is an array of stops, each an object with a `color` and a `position` from 0 to 1.", ##"[{ "color": "#2563eb", "position": 0 }, { "color": "#7c3aed", "position": 1 }]"##)
        default:
            (type.rawValue, "Tokens of type `\(type.rawValue)` are kept as written.", "")
        }
    }
}
