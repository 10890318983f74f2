import SpecimenTokens

/// One parameter a component takes, as its manifest declares it.
public struct ComponentParameter: Sendable, Hashable {
    /// The kinds of value a parameter accepts.
    public enum Kind: String, Sendable, CaseIterable {
        /// Any text.
        case string
        /// A number.
        case number
        /// `true` or `false`.
        case boolean
        /// One of `values`.
        case `enum`
        /// A list of texts.
        case list
    }

    /// The name used in component blocks and templates.
    public var name: String
    /// What it accepts.
    public var kind: Kind
    /// Whether a block must give it.
    public var required: Bool
    /// The value used when a block leaves it out.
    public var defaultValue: ComponentValue?
    /// For `enum`: the allowed values, in order.
    public var values: [String]
    /// What it is for, shown in the gallery and in diagnostics.
    public var description: String
}

/// A value given to a component parameter.
public enum ComponentValue: Sendable, Hashable {
    /// Text (also an enum value).
    case string(String)
    /// A number.
    case number(Double)
    /// A flag.
    case boolean(Bool)
    /// A list of texts.
    case list([String])

    /// The value as a template sees it; a list's texts are items with one field, `{{item}}`.
    var templateValue: TemplateValue {
        switch self {
        case let .string(text): .text(text)
        case let .number(number): .number(number)
        case let .boolean(flag): .bool(flag)
        case let .list(items): .list(items.map { ["item": .text($0)] })
        }
    }

    /// The value as YAML would write it, for diagnostics and the gallery.
    var yamlText: String {
        switch self {
        case let .string(text): text
        case let .number(number): number.plainText
        case let .boolean(flag): flag ? "true" : "false"
        case let .list(items): "[" + items.joined(separator: ", ") + "]"
        }
    }
}
