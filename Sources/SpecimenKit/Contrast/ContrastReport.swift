import SpecimenTokens

/// The contrast results for tools: `contrast.json` (the pages for people are `ContrastPage` and `ContrastMatrix`).
enum ContrastReport {
    /// `contrast.json`: `pairs`, one object per pair and mode, worst ratio first; `ratio` is unrounded. Each
    /// token carries its `chain` (itself, then each token an alias followed; just itself when it holds
    /// its own value), so a later comparison can tell which token's change moved a ratio.
    ///
    /// Written with `JSONOutput`, not `JSONSerialization`: boxing every value as `Any` made this file
    /// a tenth of a design system's build (45 ms for 400 results).
    ///
    /// `survey`, apart from the pairs and never counted with them: the palette survey's `page` (a token, or `null`
    /// for white and black) and `colours`, each with its `worst` ratio, its `verdict` (`body text`, `large text and
    /// icons`, `decoration only`) and per mode its value, the page's and the ratio.
    static func json(_ results: [ContrastResult], survey: ContrastSurvey = ContrastSurvey(), tokens: TokenModel) -> String {
        let items: [JSONOutput] = results.map { result in
            let declaration = result.declaration
            func side(_ path: String, _ color: Color?) -> JSONOutput {
                var side: [String: JSONOutput] = ["token": .string(path)]
                if let color { side["value"] = .string(color.hex) }
                let chain = tokens.token(at: path, in: result.mode)?.aliasChain ?? []
                side["chain"] = .array((chain.isEmpty ? [path] : chain).map(JSONOutput.string))
                return .object(side)
            }
            var item: [String: JSONOutput] = [
                "text": side(declaration.foreground, result.foreground),
                "background": side(declaration.background, result.background),
                "role": .string(declaration.role.rawValue),
                "mode": .string(result.mode),
                "usage": .string(declaration.usage.rawValue),
                "level": .string(declaration.level.rawValue),
                "ratio": .number(result.ratio),
                "required": .number(result.required),
                "passes": .bool(result.passes),
                "allowed": .bool(result.allowed),
                "source": .string("\(declaration.source.file):\(declaration.source.line)"),
                "origin": .string(declaration.origin),
            ]
            if let over = declaration.over { item["over"] = side(over, result.over) }
            // Under APCA (`methods:` in contrast.yml), its signed Lc, what the usage needs, and whether it passes.
            if result.usesAPCA {
                item["apca"] = .object([
                    "lc": .number(result.lc), "required": result.requiredLc.map(JSONOutput.number) ?? .null, "passes": .bool(result.lcPasses),
                ])
            }
            if let reason = declaration.allowFailure { item["allowFailureReason"] = .string(reason) }
            if case let .adjusted(color, ratio) = result.suggestion {
                item["suggestion"] = .object(["value": .string(color.hex), "ratio": .number(ratio)])
            }
            return .object(item)
        }
        let colours: [JSONOutput] = survey.entries.map { entry in
            var modes: [String: JSONOutput] = [:]
            for (mode, measure) in entry.results {
                modes[mode] = .object([
                    "value": .string(measure.color.hex), "page": .string(measure.page.hex), "ratio": .number(measure.ratio),
                    "verdict": .string(ContrastSurvey.Verdict(measure.ratio).rawValue),
                ])
            }
            return .object([
                "token": .string(entry.path), "worst": .number(entry.worst), "verdict": .string(entry.verdict.rawValue), "modes": .object(modes),
            ])
        }
        return JSONOutput.object([
            "pairs": .array(items),
            "survey": .object(["page": survey.page.map(JSONOutput.string) ?? .null, "colours": .array(colours)]),
        ]).text() + "\n"
    }
}
