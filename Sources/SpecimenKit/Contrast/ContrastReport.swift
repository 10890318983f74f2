import Foundation

/// The contrast results for tools: `contrast.json` (the pages for people are `ContrastPage` and `ContrastMatrix`).
enum ContrastReport {
    /// `contrast.json`: one object per pair and mode, worst ratio first; `ratio` is unrounded.
    static func json(_ results: [ContrastResult]) -> String {
        let items: [[String: Any]] = results.map { result in
            let declaration = result.declaration
            var item: [String: Any] = [
                "text": ["token": declaration.foreground, "value": result.foreground.hex],
                "background": ["token": declaration.background, "value": result.background.hex],
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
            if let over = declaration.over, let color = result.over { item["over"] = ["token": over, "value": color.hex] }
            if let reason = declaration.allowFailure { item["allowFailureReason"] = reason }
            if case let .adjusted(color, ratio) = result.suggestion { item["suggestion"] = ["value": color.hex, "ratio": ratio] }
            return item
        }
        let data = (try? JSONSerialization.data(withJSONObject: items, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
