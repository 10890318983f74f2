/// Text from string literals (and interpolations), so contexts read like the data they describe.
extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Text from a string literal.
    public init(stringLiteral text: String) {
        self = .text(text)
    }
}

/// Flags from `true` and `false`.
extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A flag from `true` or `false`.
    public init(booleanLiteral flag: Bool) {
        self = .bool(flag)
    }
}

/// Numbers from integer literals, such as a heading level.
extension TemplateValue: ExpressibleByIntegerLiteral {
    /// A number from an integer literal.
    public init(integerLiteral number: Int) {
        self = .number(Double(number))
    }
}

/// Numbers from decimal literals.
extension TemplateValue: ExpressibleByFloatLiteral {
    /// A number from a decimal literal.
    public init(floatLiteral number: Double) {
        self = .number(number)
    }
}

/// Lists from array literals.
extension TemplateValue: ExpressibleByArrayLiteral {
    /// A list from an array literal.
    public init(arrayLiteral items: TemplateValue...) {
        self = .list(items)
    }
}

/// Objects from dictionary literals.
extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// An object from a dictionary literal; a repeated key keeps its first value, as front matter does.
    public init(dictionaryLiteral fields: (String, TemplateValue)...) {
        self = .object(TemplateFields(fields))
    }
}
