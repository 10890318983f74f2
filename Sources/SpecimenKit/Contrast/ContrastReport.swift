import Foundation

/// The contrast results for tools: `contrast.json` (the pages for people are `ContrastPage` and `ContrastMatrix`).
enum ContrastReport {
    /// `contrast.json`: one object per pair and mode, worst ratio first; `ratio` is unrounded. A token
    /// that is an alias carries its `chain` (itself, then each token followed), so a later comparison
    /// can tell which token's change moved a ratio.
    static func json(_ results: [ContrastResult], tokens: TokenModel) -> String {
        let items: [[String: Any]] = results.map { result in
            let declaration = result.declaration
            func side(_ path: String, _ color: Color) -> [String: Any] {
                var side: [String: Any] = ["token": path, "value": color.hex]
                if let chain = tokens.token(at: path, in: result.mode)?.aliasChain, !chain.isEmpty { side["chain"] = chain }
                return side
            }
            var item: [String: Any] = [
                "text": side(declaration.foreground, result.foreground),
                "background": side(declaration.background, result.background),
                "role": declaration.role.rawValue,
                "mode": result.mode,
                "usage": declaration.usage.rawValue,
                "level": declaration.level.rawValue,
                "ratio": result.ratio,
                "required": result.required,
                "passes": result.passes,
                "allowed": result.allowed,
                "source": "\(declaration.source.file):\(declaration.source.line)",
                "origin": declaration.origin,
            ]
            if let over = declaration.over, let color = result.over { item["over"] = side(over, color) }
            if let reason = declaration.allowFailure { item["allowFailureReason"] = reason }
            if case let .adjusted(color, ratio) = result.suggestion { item["suggestion"] = ["value": color.hex, "ratio": ratio] }
            return item
        }
        let data = (try? JSONSerialization.data(withJSONObject: items, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
