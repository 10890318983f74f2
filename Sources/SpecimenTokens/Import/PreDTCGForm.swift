import SpecimenDiagnostics

/// The form Style Dictionary and Tokens Studio still write: `value`, `type`, `description` and
/// `comment` without `$`, Style Dictionary's `attributes`. A file in that form is read as the 2025.10
/// format, silently: it is those tools' own format, which Specimen imports (the README's format table).
package enum PreDTCGForm {
    private static let renamed = ["value": "$value", "type": "$type", "description": "$description"]

    /// `file` converted when it is in the old form; otherwise as it is.
    package static func read(_ file: JSONValue) -> JSONValue {
        guard isPreDTCG(file) else { return file }
        return convert(file)
    }

    /// Whether `file` is in the old form: tokens with `value`, none with `$value`.
    package static func isPreDTCG(_ file: JSONValue) -> Bool {
        !contains(file, key: "$value") && contains(file, key: "value")
    }

    private static func contains(_ value: JSONValue, key: String) -> Bool {
        guard let members = value.objectMembers else { return false }
        return members.contains { $0.key == key || contains($0.value, key: key) }
    }

    /// Renames the keys of every object that has a `value`, the tokens of the old form; groups are walked.
    private static func convert(_ value: JSONValue) -> JSONValue {
        guard let members = value.objectMembers else { return value }
        // A token has a `value`; a group that happens to be named `value` holds tokens instead.
        let isToken = members.contains { $0.key == "value" && $0.value.member(named: "value") == nil }
        guard isToken else {
            return JSONValue(
                .object(
                    members.map { member in
                        var copy = member
                        copy.value = convert(member.value)
                        return copy
                    }), at: value.location)
        }
        return JSONValue(.object(token(members)), at: value.location)
    }

    /// A token's members as the format has them. A token's members are its properties: renamed, never walked as
    /// groups. What the format has no property for (Style Dictionary's `attributes`, a team's `public`, `usage`,
    /// `wcag`, or a `type` that names a role such as `primitive` rather than a type) is kept where a tool's data goes,
    /// `$extensions["org.style-dictionary"]`; a `deprecated` flag is `$deprecated`.
    private static func token(_ members: [JSONMember]) -> [JSONMember] {
        var converted: [JSONMember] = []
        var kept: [JSONMember] = []
        var extensions: [JSONMember] = []
        for member in members {
            var copy = member
            switch member.key {
            case "type" where member.value.stringValue.flatMap(TokenType.known) == nil && member.value.stringValue != nil:
                kept.append(member)
                continue
            case "comment" where !members.contains(where: { $0.key == "description" }):
                copy.key = "$description"
            case "deprecated" where !members.contains(where: { $0.key == "$deprecated" }):
                copy.key = "$deprecated"
            case "attributes":
                // Style Dictionary's CTI parts, a tool's notes, under their own name as before.
                extensions.append(JSONMember(key: "org.style-dictionary.attributes", keyLocation: member.keyLocation, value: member.value))
                continue
            case "extensions", "$extensions":
                extensions += member.value.objectMembers ?? []
                continue
            default:
                if let name = renamed[member.key], member.key != "type" || member.value.stringValue != nil {
                    copy.key = name
                } else if !member.key.hasPrefix("$"), member.value.member(named: "value") == nil {
                    kept.append(member)
                    continue
                }
            }
            converted.append(copy)
        }
        let location = members.first?.keyLocation ?? SourceLocation(file: "", line: 1, column: 1)
        if !kept.isEmpty {
            let anchor = kept[0].keyLocation
            extensions.append(JSONMember(key: "org.style-dictionary", keyLocation: anchor, value: JSONValue(.object(kept), at: anchor)))
        }
        if !extensions.isEmpty {
            converted.append(JSONMember(key: "$extensions", keyLocation: location, value: JSONValue(.object(extensions), at: location)))
        }
        return converted
    }
}
