import Foundation
import SpecimenTokens

/// The diff written out: for a terminal, as JSON, and as Markdown for a pull request or
/// `$GITHUB_STEP_SUMMARY`.
extension ProjectDiff {
    public enum Format: String, Sendable, CaseIterable {
        case human, json, markdown
    }

    public func text(_ format: Format) -> String {
        switch format {
        case .human: human
        case .json: json
        case .markdown: markdown
        }
    }

    /// One line: what changed, counted, and the version step.
    var summary: String {
        let t = tokens
        var parts: [String] = []
        func count(_ n: Int, _ what: String) { if n > 0 { parts.append("\(n) \(what)") } }
        count(t.added.count, "added")
        count(t.removed.count, "removed")
        count(t.renamed.count, "renamed")
        let valueTokens = Set(t.changed.map(\.token)).count
        if valueTokens > 0 {
            let modes = Set(t.changed.map(\.mode)).count
            parts.append("\(valueTokens) changed in value" + (modes > 1 ? " (in \(modes) modes)" : ""))
        }
        count(t.typeChanged.count, "changed type")
        count(t.deprecated.count, "newly deprecated")
        var line = parts.isEmpty ? "No token changed" : "Tokens: " + parts.joined(separator: ", ")
        if !t.modesAdded.isEmpty { line += "; modes added: " + t.modesAdded.joined(separator: ", ") }
        if !t.modesRemoved.isEmpty { line += "; modes removed: " + t.modesRemoved.joined(separator: ", ") }
        if !contrast.isEmpty { line += "; \(contrast.count) contrast verdict\(contrast.count == 1 ? "" : "s") changed" }
        if !uses.isEmpty { line += "; \(uses.count) use\(uses.count == 1 ? "" : "s") in the app" }
        return line + "."
    }

    /// The summary and version step as a build prints them: `Since origin/main: Tokens: 1 removed. Version: major (…).`
    public var sinceLine: String {
        "Since \(beforeName): \(summary) \(stepLine)"
    }

    /// The JSON report as an object, for `--format json`'s `tokenChanges` section.
    public var jsonObject: Any {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) ?? [:]
    }

    var stepLine: String {
        let step = tokens.step
        return step.level == .none ? "Version: no change (\(step.rule))." : "Version: \(step.level.rawValue) (\(step.rule))."
    }

    // MARK: Terminal

    var human: String {
        var lines = ["\(beforeName) → \(afterName)", summary, stepLine]
        func section(_ title: String, _ entries: [String]) {
            guard !entries.isEmpty else { return }
            lines.append("")
            lines.append(title)
            lines += entries.map { "  " + $0 }
        }
        let usesByToken = Dictionary(grouping: uses, by: \.token)
        func used(_ token: String) -> [String] {
            (usesByToken[token] ?? []).map { "  used at \($0.place.file):\($0.place.line):\($0.place.column)" }
        }
        section("Removed", tokens.removed.flatMap { [$0 + (tokens.notes[$0].map { " (deprecated: \($0))" } ?? "")] + used($0) })
        section("Renamed", tokens.renamed.flatMap { ["\($0.from) → \($0.to): \($0.reason)"] + used($0.from) })
        section("Type changed", tokens.typeChanged.flatMap { ["\($0.token): \($0.before) → \($0.after)"] + used($0.token) })
        var shown = Set<String>()
        section(
            "Changed",
            tokens.changed.flatMap { change -> [String] in
                let difference = change.deltaE.map { String(format: " (ΔE %.1f)", $0) } ?? ""
                let through = change.through.map { ", through \($0)" } ?? ""
                let line = "\(change.token) [\(change.mode)]: \(change.before) → \(change.after)" + difference + through
                return [line] + (shown.insert(change.token).inserted ? used(change.token) : [])
            })
        section("Newly deprecated", tokens.deprecated.map { $0.token + ($0.reason.map { ": \($0)" } ?? "") })
        section("Added", tokens.added)
        section("Contrast", contrast.map(Self.flipText))
        return lines.joined(separator: "\n") + "\n"
    }

    static func flipText(_ flip: ContrastFlip) -> String {
        "\(flip.pair) [\(flip.mode)], \(flip.usage) needs \(flip.required.plainText):1: \(verdictText(flip.before)) → \(verdictText(flip.after))"
    }

    static func verdictText(_ verdict: ContrastFlip.Verdict) -> String {
        String(format: "%.2f:1 ", verdict.ratio) + verdict.verdict
    }

    // MARK: JSON

    var json: String {
        func strings(_ list: [String]) -> JSONOutput { .array(list.map { .string($0) }) }
        let t = tokens
        let object: [String: JSONOutput] = [
            "before": .string(beforeName),
            "after": .string(afterName),
            "added": strings(t.added),
            "removed": strings(t.removed),
            "renamed": .array(
                t.renamed.map {
                    .object(["from": .string($0.from), "to": .string($0.to), "reason": .string($0.reason), "oldKept": .bool($0.oldKept)])
                }),
            // The `$deprecated` note each removed token had, which says where its uses go.
            "removedNotes": .object(t.notes.filter { t.removed.contains($0.key) }.mapValues { .string($0) }),
            "changed": .array(
                t.changed.map { change in
                    var entry: [String: JSONOutput] = [
                        "token": .string(change.token), "mode": .string(change.mode), "before": .string(change.before),
                        "after": .string(change.after),
                    ]
                    if let deltaE = change.deltaE { entry["deltaE"] = .number((deltaE * 100).rounded() / 100) }
                    if let through = change.through { entry["through"] = .string(through) }
                    return .object(entry)
                }),
            "typeChanged": .array(
                t.typeChanged.map { .object(["token": .string($0.token), "before": .string($0.before), "after": .string($0.after)]) }),
            "deprecated": .array(t.deprecated.map { .object(["token": .string($0.token), "reason": $0.reason.map { .string($0) } ?? .null]) }),
            "modes": .object(["added": strings(t.modesAdded), "removed": strings(t.modesRemoved)]),
            "contrast": .array(
                contrast.map { flip in
                    func side(_ value: ContrastFlip.Verdict) -> JSONOutput {
                        .object(["ratio": .number((value.ratio * 100).rounded() / 100), "verdict": .string(value.verdict)])
                    }
                    return .object([
                        "pair": .string(flip.pair), "usage": .string(flip.usage), "mode": .string(flip.mode), "required": .number(flip.required),
                        "before": side(flip.before), "after": side(flip.after),
                    ])
                }),
            "uses": .array(
                uses.map {
                    .object([
                        "token": .string($0.token), "change": .string($0.change), "file": .string($0.place.file),
                        "line": .number(Double($0.place.line)), "column": .number(Double($0.place.column)),
                    ])
                }),
            "semver": .object(["step": .string(t.step.level.rawValue), "rule": .string(t.step.rule)]),
        ]
        return JSONOutput.object(object).text() + "\n"
    }

    // MARK: Markdown

    /// GitHub's Markdown strips images made of data, so a colour is shown by the coloured square
    /// emoji nearest to it (in OKLab), beside its value.
    var markdown: String {
        var lines = ["### Design tokens: \(beforeName) → \(afterName)", "", summary, "", "**\(stepLine)**"]
        func table(_ title: String, _ header: [String], _ rows: [[String]]) {
            guard !rows.isEmpty else { return }
            lines += ["", "#### \(title)", "", "| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
            lines += rows.map { "| " + $0.map(Self.cell).joined(separator: " | ") + " |" }
        }
        let usesByToken = Dictionary(grouping: uses, by: \.token)
        func used(_ token: String) -> String {
            let places = (usesByToken[token] ?? []).map { "`\($0.place.file):\($0.place.line)`" }
            return places.isEmpty ? "" : places.joined(separator: "<br>")
        }
        func code(_ text: String) -> String { "`\(text)`" }
        table("Removed", ["Token", "Was deprecated", "Used in the app"], tokens.removed.map { [code($0), tokens.notes[$0] ?? "", used($0)] })
        table(
            "Renamed", ["Before", "After", "Why", "Used in the app"], tokens.renamed.map { [code($0.from), code($0.to), $0.reason, used($0.from)] })
        table("Type changed", ["Token", "Before", "After"], tokens.typeChanged.map { [code($0.token), $0.before, $0.after] })
        var shown = Set<String>()
        table(
            "Changed", ["Token", "Mode", "Before", "After", "ΔE", "Used in the app"],
            tokens.changed.map { change in
                [
                    code(change.token) + (change.through.map { " (through \(code($0)))" } ?? ""), change.mode,
                    Self.swatch(change.beforeColor) + code(change.before),
                    Self.swatch(change.afterColor) + code(change.after), change.deltaE.map { String(format: "%.1f", $0) } ?? "",
                    shown.insert(change.token).inserted ? used(change.token) : "",
                ]
            })
        table("Newly deprecated", ["Token", "Note"], tokens.deprecated.map { [code($0.token), $0.reason ?? ""] })
        table("Added", ["Token"], tokens.added.map { [code($0)] })
        table(
            "Contrast", ["Pair", "Mode", "Needs", "Before", "After"],
            contrast.map { flip in
                [flip.pair, flip.mode, "\(flip.required.plainText):1 (\(flip.usage))", Self.verdictText(flip.before), Self.verdictText(flip.after)]
            })
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// The square emoji nearest to `color`, and a space; nothing for a value that is not a colour.
    /// A grey (chroma below 0.05 in OKLab, slate and stone included) is black, or white when it is light (OKLab
    /// lightness 0.7 or more); any other colour takes the square of the nearest hue, a red or orange darker than
    /// lightness 0.55 the brown one. By hue, not by distance: a light red is red, not the brown of its lightness.
    static func swatch(_ color: Color?) -> String {
        guard let color else { return "" }
        let lab = OKLab(color)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        if chroma < 0.05 { return lab.lightness < 0.7 ? "⬛ " : "⬜ " }
        let squares: [(String, Color)] = [
            ("🟥", Color(red: 0.87, green: 0.18, blue: 0.27)), ("🟧", Color(red: 0.96, green: 0.56, blue: 0.05)),
            ("🟨", Color(red: 0.99, green: 0.8, blue: 0.3)), ("🟩", Color(red: 0.47, green: 0.69, blue: 0.35)),
            ("🟦", Color(red: 0.33, green: 0.67, blue: 0.93)), ("🟪", Color(red: 0.67, green: 0.56, blue: 0.84)),
        ]
        func hue(_ lab: OKLab) -> Double { atan2(lab.b, lab.a) }
        func apart(_ x: Double, _ y: Double) -> Double {
            let d = abs(x - y).truncatingRemainder(dividingBy: 2 * .pi)
            return min(d, 2 * .pi - d)
        }
        let nearest = squares.min { apart(hue(lab), hue(OKLab($0.1))) < apart(hue(lab), hue(OKLab($1.1))) }!.0
        return (nearest == "🟥" || nearest == "🟧") && lab.lightness < 0.55 ? "🟫 " : nearest + " "
    }
}
