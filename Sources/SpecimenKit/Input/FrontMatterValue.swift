import SpecimenTokens
import Yams

/// A front-matter value Specimen does not interpret, kept for templates.
public enum FrontMatterValue: Sendable, Equatable {
    /// A string, or any scalar YAML did not type.
    case string(String)
    /// An integer or decimal number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A YAML sequence.
    case array([FrontMatterValue])
    /// A YAML mapping, keys in document order.
    case mapping([(String, FrontMatterValue)])
    /// `null` or `~`.
    case null

    /// Converts a composed YAML node, following YAML 1.2 core schema typing.
    init(_ node: Node) {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain {
                if node.null != nil {
                    self = .null
                    return
                }
                if let flag = node.bool {
                    self = .bool(flag)
                    return
                }
                if let number = node.float, !scalar.string.isEmpty {
                    self = .number(number)
                    return
                }
            }
            self = .string(scalar.string)
        case let .sequence(sequence):
            self = .array(sequence.map(FrontMatterValue.init))
        case let .mapping(mapping):
            self = .mapping(mapping.map { ($0.key.string ?? "\($0.key)", FrontMatterValue($0.value)) })
        case let .alias(alias):
            self = .string("*\(alias.anchor)")
        }
    }

    /// The value as templates see it; `null` is `false`, and a repeated key keeps its first value.
    public var templateValue: TemplateValue {
        switch self {
        case let .string(text): .text(text)
        case let .number(number): .number(number)
        case let .bool(flag): .bool(flag)
        case let .array(items): .list(items.map(\.templateValue))
        case let .mapping(pairs): .object(TemplateFields(pairs.lazy.map { ($0.0, $0.1.templateValue) }))
        case .null: .bool(false)
        }
    }

    /// A short YAML-like rendering for diagnostics.
    var yamlText: String {
        switch self {
        case let .string(text): text
        case let .number(number): number.plainText
        case let .bool(flag): flag ? "true" : "false"
        case let .array(items): "[" + items.map(\.yamlText).joined(separator: ", ") + "]"
        case let .mapping(pairs): "{" + pairs.map { "\($0.0): \($0.1.yamlText)" }.joined(separator: ", ") + "}"
        case .null: "null"
        }
    }

    public static func == (lhs: FrontMatterValue, rhs: FrontMatterValue) -> Bool {
        lhs.yamlText == rhs.yamlText
    }
}
