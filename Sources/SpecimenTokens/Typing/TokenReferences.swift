/// What reading a value asks of the other tokens of its mode: `AliasGraph` answers, following aliases in the
/// order the values need them, so the readers know nothing of chains and cycles.
package protocol TokenReferences: AnyObject {
    /// The token `{target}` names, written at `site` in the value of `owner`, when it has a value of one of the
    /// `expected` types (of any type when empty); `nil` when it has none, which is reported at its root cause.
    /// `syntax` is the referring file's, for a reference written the tool's way.
    func follow(_ target: String, site: JSONValue, from owner: String, expected: [TokenType], syntax: any ToolSyntax) -> ResolvedToken?

    /// The value as written at the end of the aliases from `node`: `node` itself when it is no alias.
    func writtenValue(_ node: JSONValue) -> JSONValue

    /// Whether `token`'s value comes from a bare number as written (`"2"`, `8`), at the end of its aliases.
    func isBareNumber(_ token: ResolvedToken) -> Bool
}
