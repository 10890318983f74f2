import SpecimenTokens

/// The contrast results for tools: `contrast.json` (the pages for people are `ContrastPage` and `ContrastMatrix`).
enum ContrastReport {
    /// `contrast.json`: one object per pair and mode, worst ratio first; `ratio` is unrounded. Each
    /// token carries its `chain` (itself, then each token an alias followed; just itself when it holds
    /// its own value), so a later comparison can tell which token's change moved a ratio.
    ///
    /// Written with `JSONOutput`, not `JSONSerialization`: boxing every value as `Any` made this file
    /// a tenth of a design system's build (45 ms for 400 results).
    static func json(_ results: [ContrastResult], tokens: TokenModel) -> String {
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
            if let reason = declaration.allowFailure { item["allowFailureReason"] = .string(reason) }
            if case let .adjusted(color, ratio) = result.suggestion {
                item["suggestion"] = .object(["value": .string(color.hex), "ratio": .number(ratio)])
            }
            return .object(item)
        }
        return JSONOutput.array(items).text() + "\n"
    }
}
