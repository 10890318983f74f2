/// The form Style Dictionary and Tokens Studio still write: `value`, `type`, `description` and
/// `comment` without `$`, Style Dictionary's `attributes`. A file in that form is read as the 2025.10
/// format, silently: it is those tools' own format, which Specimen imports (the README's format table).
package enum PreDTCGForm {
    private static let renamed = ["value": "$value", "type": "$type", "description": "$description", "extensions": "$extensions"]

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
        let converted = members.map { member -> JSONMember in
            var copy = member
            if isToken {
                // A token's members are its properties: renamed, never walked as groups.
                if let name = renamed[member.key], member.key != "type" || member.value.stringValue != nil { copy.key = name }
                if member.key == "comment", !members.contains(where: { $0.key == "description" }) { copy.key = "$description" }
                // Style Dictionary's `attributes` (its CTI parts, a tool's notes) are kept where a tool's data goes.
                if member.key == "attributes" {
                    copy.key = "$extensions"
                    copy.value = JSONValue(
                        .object([JSONMember(key: "org.style-dictionary.attributes", keyLocation: member.keyLocation, value: member.value)]),
                        at: member.value.location)
                }
            } else {
                copy.value = convert(member.value)
            }
            return copy
        }
        return JSONValue(.object(converted), at: value.location)
    }
}
