/// Writes `tokens.json`: every token's resolved value in every mode, for scripts and other tools.
///
/// Shape (keys sorted, two-space indentation, a trailing newline):
///
/// ```json
/// {
///   "modes": ["light", "dark"],
///   "tokens": {
///     "color.feedback.error": {
///       "deprecated": true,                  // or the reason; absent when not deprecated
///       "description": "…",                 // absent when none
///       "extensions": { … },                // `$extensions` as written; absent when none
///       "type": "color",
///       "uses": [{ "column": 24, "file": "Sources/App/Card.swift", "line": 12 }],  // with the app's code only
///       "values": {
///         "dark": { "aliasChain": ["color.feedback.error", "color.state.danger"], "value": "#ef4444" },
///         "light": { "aliasChain": ["color.feedback.error", "color.state.danger"], "value": "#dc2626" }
///       }
///     }
///   }
/// }
/// ```
///
/// With choices besides the modes (a density, a brand), `"choices": [{ "name", "options", "chosen", "counts" }]` lists
/// them (`counts`: the tokens of each other option), and a token whose value another option changes has
/// `"choices": { "density": { "small": { "value": … } } }`, the value in the first mode with that option chosen.
///
/// Tokens of the source that are not published are listed in `"leftOut": [{ "reason", "source", "at", "count",
/// "tokens" }]`, one entry per reason and set, file or diagnostic (see `LeftOut`).
///
/// `aliasChain` is absent when the token holds its own value; a mode that lacks the token
/// is absent from `values`. Token-level fields come from the first mode that has the token.
/// Values: colours `#rrggbb` or `#rrggbbaa`; dimensions `16px`; durations in `ms`;
/// numbers and font weights as numbers; font families and curves as arrays; composites
/// as objects with the same member names as the format (a shadow is always an array of layers).
public enum TokenJSON {
    /// The text of `tokens.json` for `model`; `uses`, by token path, are the places in the app's Swift code
    /// that use each token the generated Swift file has (an empty array for one it does not use).
    package static func render(_ model: TokenModel, uses: [String: JSONOutput]? = nil) -> String {
        var tokens: [String: JSONOutput] = [:]
        for path in model.paths {
            var values: [String: JSONOutput] = [:]
            var first: ResolvedToken?
            for mode in model.modes {
                guard let token = model.token(at: path, in: mode) else { continue }
                first = first ?? token
                var entry: [String: JSONOutput] = ["value": output(token.value)]
                if token.isAlias { entry["aliasChain"] = .array(token.aliasChain.map(JSONOutput.string)) }
                values[mode] = .object(entry)
            }
            guard let first else { continue }
            var fields: [String: JSONOutput] = ["type": .string(first.type.rawValue), "values": .object(values)]
            if let changed = choiceValues(path, model) { fields["choices"] = changed }
            if let description = first.description { fields["description"] = .string(description) }
            if let deprecation = first.deprecation { fields["deprecated"] = deprecation.reason.map(JSONOutput.string) ?? .bool(true) }
            if let extensions = first.extensions { fields["extensions"] = JSONOutput(extensions) }
            if let placed = uses?[path] { fields["uses"] = placed }
            tokens[path] = .object(fields)
        }
        var document: [String: JSONOutput] = ["modes": .array(model.modes.map(JSONOutput.string)), "tokens": .object(tokens)]
        if !model.leftOut.isEmpty {
            document["leftOut"] = .array(
                model.leftOut.map { group in
                    var fields: [String: JSONOutput] = [
                        "reason": .string(group.reason.rawValue), "count": .number(Double(group.paths.count)),
                        "tokens": .array(group.paths.map(JSONOutput.string)),
                    ]
                    if let source = group.source { fields["source"] = .string(source) }
                    if let location = group.location { fields["at"] = .string("\(location)") }
                    return .object(fields)
                })
        }
        if !model.choices.isEmpty {
            document["choices"] = .array(
                model.choices.map { choice in
                    let counts = choice.options.compactMap { option in choice.count(of: option).map { (option, JSONOutput.number(Double($0))) } }
                    return .object([
                        "name": .string(choice.name), "options": .array(choice.options.map(JSONOutput.string)), "chosen": .string(choice.chosen),
                        "counts": .object(Dictionary(uniqueKeysWithValues: counts)),
                    ])
                })
        }
        return JSONOutput.object(document).text() + "\n"
    }

    /// The values other options of the choices give `path` in the first mode, where they differ from its value there.
    private static func choiceValues(_ path: String, _ model: TokenModel) -> JSONOutput? {
        let base = model.token(at: path, in: model.defaultMode)?.value
        var byChoice: [String: JSONOutput] = [:]
        for choice in model.choices {
            var byOption: [String: JSONOutput] = [:]
            for option in choice.options {
                guard let token = choice.token(at: path, option: option), token.value != base else { continue }
                byOption[option] = .object(["value": output(token.value)])
            }
            if !byOption.isEmpty { byChoice[choice.name] = .object(byOption) }
        }
        return byChoice.isEmpty ? nil : .object(byChoice)
    }

    private static func output(_ value: TokenValue) -> JSONOutput {
        switch value {
        case .color(let color): .string(color.hex)
        case .dimension(let dimension): .string(dimension.cssText)
        case .number(let plain): number(plain)
        case .fontFamily(let names): .array(names.map(JSONOutput.string))
        case .fontWeight(let weight): number(weight)
        case .duration(let duration): .string(duration.cssText)
        case .cubicBezier(let curve): curveOutput(curve)
        case .strokeStyle(let style): strokeOutput(style)
        case .border(let border):
            .object(["color": .string(border.color.hex), "width": .string(border.width.cssText), "style": strokeOutput(border.style)])
        case .transition(let transition):
            .object([
                "duration": .string(transition.duration.cssText), "delay": .string(transition.delay.cssText),
                "timingFunction": curveOutput(transition.timingFunction),
            ])
        case .shadow(let layers):
            .array(
                layers.map { layer in
                    .object([
                        "color": .string(layer.color.hex), "offsetX": .string(layer.offsetX.cssText), "offsetY": .string(layer.offsetY.cssText),
                        "blur": .string(layer.blur.cssText), "spread": .string(layer.spread.cssText), "inset": .bool(layer.inset),
                    ])
                })
        case .typography(let style):
            typographyOutput(style)
        case .gradient(let stops):
            .array(stops.map { .object(["color": .string($0.color.hex), "position": number($0.position)]) })
        case .other(_, let value):
            JSONOutput(value)
        case .css(_, let text):
            .string(text)
        }
    }

    private static func typographyOutput(_ style: TypographyValue) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "fontFamily": .array(style.fontFamily.map(JSONOutput.string)),
            "fontSize": .string(style.fontSize.cssText),
        ]
        if let weight = style.fontWeight { fields["fontWeight"] = number(weight) }
        switch style.lineHeight {
        case .multiplier(let value)?: fields["lineHeight"] = number(value)
        case .length(let length)?: fields["lineHeight"] = .string(length.cssText)
        case .normal?: fields["lineHeight"] = .string("normal")
        case nil: break
        }
        for property in style.otherProperties { fields[property.name] = .string(property.value) }
        if let spacing = style.letterSpacing { fields["letterSpacing"] = .string(spacing.cssText) }
        return .object(fields)
    }

    private static func strokeOutput(_ style: StrokeStyleValue) -> JSONOutput {
        switch style {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashes, let cap): .object(["dashArray": .array(dashes.map { .string($0.cssText) }), "lineCap": .string(cap)])
        }
    }

    private static func curveOutput(_ curve: CubicBezierValue) -> JSONOutput {
        .array([curve.x1, curve.y1, curve.x2, curve.y2].map(number))
    }

    /// Numbers go through the same rounding as CSS so both outputs agree.
    private static func number(_ value: Double) -> JSONOutput {
        .number(Double(TokenNumber.text(value)) ?? value)
    }
}
