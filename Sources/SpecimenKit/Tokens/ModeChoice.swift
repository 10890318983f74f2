import Foundation
import Yams

/// Which modifier of the resolver becomes the site's modes, and which context every other
/// modifier applies: `content/tokens/modes.yml`, optional.
///
/// ```yaml
/// modifier: theme                 # its contexts become the modes (default: the one whose contexts look like themes)
/// contexts: [light, dark]         # which of them, in this order (default: all, the modifier's `default` first)
/// inputs:                         # the context of every other modifier (default: its `default`)
///   density: compact
/// ```
///
/// The Resolver Module calls a choice of contexts "inputs"; Specimen renders every mode at
/// once, so it takes one modifier's contexts as its modes and fixed inputs for the rest.
struct ModeChoice {
    /// The modifier whose contexts are the modes, where it was written.
    var modifier: (name: String, location: SourceLocation)?
    /// The contexts to render, in order.
    var contexts: [(name: String, location: SourceLocation)]?
    /// The context each other modifier applies.
    var inputs: [String: (context: String, location: SourceLocation)] = [:]

    /// The file's name in the tokens folder.
    static let fileName = "modes.yml"

    /// Reads `modes.yml` in `folder`; `nil` without problems when there is none.
    static func load(folder: URL, displayPath: String) -> (ModeChoice?, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: fileName).path) else { return (nil, []) }
        let source = SourceText(path: displayPath, text: String(decoding: data, as: UTF8.self))
        func at(_ node: Node?) -> SourceLocation { YAMLLocation.location(of: node?.mark, in: source, firstLine: 1) }
        let root: Node?
        do {
            root = try YAML.compose(source.text)
        } catch let error as YamlError {
            return (nil, [YAMLLocation.diagnostic(error, in: source, firstLine: 1, code: "modes-yaml", what: fileName)])
        } catch {
            return (nil, [.error("modes-yaml", at: at(nil), "\(fileName) cannot be read", reason: "\(error)", fix: "Check its YAML.")])
        }
        guard let root else { return (ModeChoice(), []) }
        guard let mapping = root.mapping else {
            return (nil, [.error("modes-yaml", at: at(root), "\(fileName) must be a mapping",
                                 reason: "It says which modifier's contexts are the site's modes, with `modifier:`, `contexts:` and `inputs:`.",
                                 fix: "Write `modifier: theme` on the first line.")])
        }
        var choice = ModeChoice()
        var diagnostics: [Diagnostic] = []
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "modifier":
                if let name = value.string { choice.modifier = (name, at(value)) }
            case "contexts":
                if let list = value.sequence {
                    choice.contexts = list.compactMap { item in item.string.map { ($0, at(item)) } }
                } else if let single = value.string {
                    choice.contexts = [(single, at(value))]
                }
            case "inputs":
                for (modifierNode, contextNode) in value.mapping ?? [:] {
                    if let modifier = modifierNode.string, let context = contextNode.string { choice.inputs[modifier] = (context, at(contextNode)) }
                }
            default:
                let key = keyNode.string ?? ""
                diagnostics.append(.warning(
                    "modes-yaml", at: at(keyNode), "unknown key `\(key)` in \(fileName)",
                    reason: "\(fileName) has `modifier:`, `contexts:` and `inputs:`; this key is ignored.",
                    fix: NameSuggestions.didYouMean(Suggestions.nearest(to: key, in: ["modifier", "contexts", "inputs"], limit: 1)) ?? "Remove it."
                ))
            }
        }
        return (choice, diagnostics)
    }
}
