import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

extension ModeChoice {
    /// Reads `modes.yml` in `folder`; `nil` without problems when there is none.
    package static func load(folder: URL, displayPath: String) -> (ModeChoice?, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: fileName).path) else { return (nil, []) }
        let source = SourceText(path: displayPath, text: String(decoding: data, as: UTF8.self))
        func at(_ node: Node?) -> SourceLocation { YAMLLocation.location(of: node?.mark, in: source, firstLine: 1) }
        let root: Node?
        switch YAMLLocation.compose(source, code: .modesYAML, what: fileName) {
        case .success(let node): root = node
        case .failure(let problem): return (nil, [problem])
        }
        guard let root else { return (ModeChoice(), []) }
        guard let mapping = root.mapping else {
            return (
                nil,
                [
                    .error(
                        .modesYAML, at: at(root), "\(fileName) must be a mapping",
                        reason: "It says which modifier's contexts are the site's modes, with `modifier:`, `contexts:` and `inputs:`.",
                        fix: "Write `modifier: theme` on the first line.")
                ]
            )
        }
        var choice = ModeChoice()
        var diagnostics: [Diagnostic] = []
        /// A value of the wrong shape is left out, with an error that shows the right one.
        func name(_ node: Node, for key: String, example: String) -> String? {
            if let text = node.string { return text }
            diagnostics.append(
                .error(
                    .modesYAML, at: at(node), "`\(key)` in \(fileName) must be a name",
                    reason: "It names a modifier or a context of the resolver, as a single word; this is a list or a mapping, so it is ignored.",
                    fix: "Write it like `\(example)`."
                ))
            return nil
        }
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "modifier":
                if let modifier = name(value, for: "modifier", example: "modifier: theme") { choice.modifier = (modifier, at(value)) }
            case "contexts":
                if let list = value.sequence {
                    choice.contexts = list.compactMap { item in name(item, for: "contexts", example: "contexts: [light, dark]").map { ($0, at(item)) }
                    }
                } else if let single = name(value, for: "contexts", example: "contexts: [light, dark]") {
                    choice.contexts = [(single, at(value))]
                }
            case "inputs":
                guard let inputs = value.mapping else {
                    diagnostics.append(
                        .error(
                            .modesYAML, at: at(value), "`inputs` in \(fileName) must be a mapping",
                            reason: "`inputs` maps each modifier that is not the modes to the context it applies; this one is ignored.",
                            fix: "Write each on a line of its own under `inputs:`, such as `  density: compact`."
                        ))
                    continue
                }
                for (modifierNode, contextNode) in inputs {
                    if let modifier = name(modifierNode, for: "inputs", example: "density: compact"),
                        let context = name(contextNode, for: "inputs", example: "density: compact")
                    {
                        choice.inputs[modifier] = (context, at(contextNode))
                    }
                }
            default:
                diagnostics.append(
                    YAMLLocation.unknownKey(keyNode, known: ["modifier", "contexts", "inputs"], code: .modesYAML, what: fileName, in: source))
            }
        }
        return (choice, diagnostics)
    }
}
