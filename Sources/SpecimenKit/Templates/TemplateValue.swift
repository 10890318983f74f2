/// A value a template can show: what `{{name}}` writes and what `{{#name}}` tests and enters.
///
/// Templates see only these six kinds, so rendering is a `switch`, never a dynamic cast.
/// Literals build them directly: `["title": "Home", "isHome": true, "level": 2, "children": []]`.
public enum TemplateValue: Sendable, Equatable {
    /// Text; `{{name}}` escapes it for HTML, `{{{name}}}` writes it as it is.
    ///
    /// Any text is true in a section, even `""`: swift-mustache, which Specimen's themes were
    /// written for, treated an empty string as true, and keeping that keeps every page the same.
    /// Leave optional text out of the context instead of sending it empty.
    case text(String)
    /// Text as UTF-8 bytes, shown and tested in sections as `.text` is (though never equal to a `.text`): a page's
    /// body, which comes from cmark-gfm as bytes and goes into the page's bytes, so it is never made a String.
    case utf8([UInt8])
    /// `true` or `false`: a section renders once or not at all; `{{name}}` writes `true` or `false`.
    case bool(Bool)
    /// A number; always true in a section, even `0`, as it was with swift-mustache.
    case number(Double)
    /// A list: a section renders once for each item, with the item as the current value; empty is false.
    case list([TemplateValue])
    /// Named values: a section renders once with the object pushed onto the context stack.
    case object(TemplateFields)
}

/// The named values of an object, looked up by name like a dictionary's.
///
/// Kept as two arrays searched from the start: a context's objects hold a dozen names at most,
/// and a layout looks names up hundreds of times per page, mostly names that are not there
/// (each miss goes on to the enclosing object). Comparing a short name with each name held
/// is cheaper than hashing it for every object it is looked up in.
public struct TemplateFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [TemplateValue] = []

    /// The fields of `dictionary`.
    public init(_ dictionary: [String: TemplateValue]) {
        names.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for (name, value) in dictionary {
            names.append(name)
            values.append(value)
        }
    }

    /// Fields in the order given; a repeated name keeps its first value, as front matter does.
    public init(_ fields: some Sequence<(String, TemplateValue)>) {
        for (name, value) in fields where self[name] == nil {
            names.append(name)
            values.append(value)
        }
    }

    /// Fields from a dictionary literal; a repeated name keeps its first value.
    public init(dictionaryLiteral fields: (String, TemplateValue)...) {
        self.init(fields)
    }

    /// How many names there are.
    public var count: Int { names.count }

    /// The value of `name`; setting `nil` removes it.
    public subscript(name: String) -> TemplateValue? {
        get { index(of: name).map { values[$0] } }
        set {
            switch (index(of: name), newValue) {
            case let (index?, value?): values[index] = value
            case let (index?, nil):
                names.remove(at: index)
                values.remove(at: index)
            case let (nil, value?):
                names.append(name)
                values.append(value)
            case (nil, nil): break
            }
        }
    }

    private func index(of name: String) -> Int? {
        names.withUnsafeBufferPointer { names in
            for index in 0..<names.count where names[index] == name { return index }
            return nil
        }
    }

    /// Equal when they hold the same names with equal values, in any order.
    public static func == (left: TemplateFields, right: TemplateFields) -> Bool {
        left.count == right.count && zip(left.names, left.values).allSatisfy { right[$0] == $1 }
    }
}
