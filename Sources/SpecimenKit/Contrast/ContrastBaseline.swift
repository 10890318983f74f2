import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The contrast results of an earlier build, read back from its `contrast.json`, to compare with.
///
/// `specimen check --baseline PATH` takes the file or the folder of a built site. Entries are
/// matched by pair and mode: text, background, what is behind it, usage, level.
public struct ContrastBaseline: Sendable {
    /// One pair in one mode as the earlier build measured it.
    struct Entry: Sendable {
        var key: String
        var text: String
        var background: String
        var over: String?
        var mode: String
        var usage: String
        var level: String
        var ratio: Double
        /// APCA's Lc then, when the pair was measured by APCA.
        var lc: Double? = nil
        var passes: Bool
        /// Whether the pair's failure was accepted with `allow-failure` then.
        var allowed: Bool
        /// The colour of each token of the pair, by token path.
        var values: [String: String]
        /// The alias chain of each token of the pair that was an alias, by token path.
        var chains: [String: [String]]
    }

    /// What was read, by key.
    var entries: [String: Entry]
    /// The path as the user gave it.
    public var displayPath: String

    /// The key a result and an entry share.
    static func key(text: String, background: String, over: String?, mode: String, usage: String, level: String) -> String {
        [text, background, over ?? "", mode, usage, level].joined(separator: "|")
    }

    /// The key of a pair's result in one mode.
    static func key(of result: ContrastResult) -> String {
        let declaration = result.declaration
        return key(
            text: declaration.foreground, background: declaration.background, over: declaration.over, mode: result.mode,
            usage: declaration.usage.rawValue, level: declaration.level.rawValue)
    }

    /// The same results with tokens renamed (`renames`: old path → new path), for comparing across a release that
    /// renamed them; an entry the new version still checks under its old key (`kept`) keeps its names.
    func renaming(_ renames: [String: String], exceptKeys kept: Set<String>) -> ContrastBaseline {
        guard !renames.isEmpty else { return self }
        var renamed = self
        renamed.entries = [:]
        for var entry in entries.values {
            if !kept.contains(entry.key) {
                func new(_ token: String) -> String { renames[token] ?? token }
                entry.text = new(entry.text)
                entry.background = new(entry.background)
                entry.over = entry.over.map(new)
                entry.values = Dictionary(entry.values.map { (new($0.key), $0.value) }) { first, _ in first }
                entry.chains = Dictionary(entry.chains.map { (new($0.key), $0.value) }) { first, _ in first }
                entry.key = Self.key(
                    text: entry.text, background: entry.background, over: entry.over, mode: entry.mode, usage: entry.usage, level: entry.level)
            }
            renamed.entries[entry.key] = entry
        }
        return renamed
    }

    /// Reads `PATH/contrast.json` when `url` is a folder, else the file itself. Anything that is not
    /// a `contrast.json` is one located error: the comparison is then skipped, never guessed.
    public static func load(_ url: URL, displayPath: String) -> (ContrastBaseline?, [Diagnostic]) {
        var isFolder: ObjCBool = false
        var file = url
        var shown = displayPath
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            file = url.appending(path: "contrast.json")
            shown = (displayPath.hasSuffix("/") ? displayPath : displayPath + "/") + "contrast.json"
        }
        let read = JSONSource.read(file, displayPath: shown)
        guard let document = read.value else {
            let unreadable = read.diagnostics.map { diagnostic -> Diagnostic in
                guard diagnostic.code == .fileUnreadable else { return diagnostic }
                var copy = diagnostic
                copy.code = .baselineUnreadable
                copy.message = "cannot read the contrast baseline"
                copy.reason =
                    "`--baseline` needs the `contrast.json` of an earlier build, or the folder of a built site that has one; \(shown) does not exist or is not readable."
                copy.fix =
                    "Build the base branch first (`specimen build --output base-site`) and pass `--baseline base-site`, or download the published site's `contrast.json`."
                return copy
            }
            return (nil, unreadable)
        }
        let (baseline, problems) = parse(document, displayPath: shown)
        return (baseline, read.diagnostics + problems)
    }

    /// The baseline of an earlier set of results, as `check --baseline` would read them from its `contrast.json`.
    static func of(_ results: [ContrastResult], tokens: TokenModel) -> ContrastBaseline? {
        JSONSource.parse(ContrastReport.json(results, tokens: tokens), file: "contrast.json").value
            .flatMap { parse($0, displayPath: "contrast.json").0 }
    }

    /// The entries of a parsed `contrast.json`.
    private static func parse(_ document: JSONValue, displayPath shown: String) -> (ContrastBaseline?, [Diagnostic]) {
        // An object with `pairs` since the palette survey has its own section; an array of pairs before.
        guard let items = document.member(named: "pairs")?.value.arrayElements ?? document.arrayElements else {
            return (nil, [notContrastJSON(at: document.location, shown, "the document has no `pairs` list")])
        }
        var entries: [String: Entry] = [:]
        for item in items {
            func text(_ path: String...) -> String? {
                var value: JSONValue? = item
                for key in path { value = value?.member(named: key)?.value }
                return value?.stringValue
            }
            func chain(_ key: String) -> [String]? {
                item.member(named: key)?.value.member(named: "chain")?.value.arrayElements?.compactMap(\.stringValue)
            }
            guard let textToken = text("text", "token"), let background = text("background", "token"), let mode = text("mode"),
                let usage = text("usage"), let level = text("level"),
                let ratio = item.member(named: "ratio")?.value.numberValue,
                case let .bool(passes)? = item.member(named: "passes")?.value.kind
            else {
                return (
                    nil,
                    [
                        notContrastJSON(
                            at: item.location, shown, "an entry lacks `text.token`, `background.token`, `mode`, `usage`, `level`, `ratio` or `passes`"
                        )
                    ]
                )
            }
            let over = text("over", "token")
            let allowed: Bool = if case let .bool(flag)? = item.member(named: "allowed")?.value.kind { flag } else { false }
            var values: [String: String] = [:]
            var chains: [String: [String]] = [:]
            for (side, token) in [("text", textToken), ("background", background), ("over", over)] {
                guard let token else { continue }
                if let value = text(side, "value") { values[token] = value }
                if let chain = chain(side) { chains[token] = chain }
            }
            let key = Self.key(text: textToken, background: background, over: over, mode: mode, usage: usage, level: level)
            entries[key] = Entry(
                key: key, text: textToken, background: background, over: over, mode: mode, usage: usage, level: level,
                ratio: ratio, lc: item.member(named: "apca")?.value.member(named: "lc")?.value.numberValue, passes: passes, allowed: allowed,
                values: values, chains: chains
            )
        }
        return (ContrastBaseline(entries: entries, displayPath: shown), [])
    }

    private static func notContrastJSON(at location: SourceLocation, _ shown: String, _ what: String) -> Diagnostic {
        .error(
            .baselineFormat, at: location, "\(shown) is not a Specimen `contrast.json`: \(what)",
            reason:
                "`--baseline` compares with the `contrast.json` a `specimen build` writes: its `pairs`, each with its tokens, mode, ratio and verdict.",
            fix: "Pass the `contrast.json` of a built site, or the site's folder."
        )
    }
}
