/// The form Style Dictionary and Tokens Studio still write: `value`, `type` and `description`
/// without `$`. A file in that form is read as the 2025.10 format, with one warning.
package enum LegacyTokenFormat {
    private static let renamed = ["value": "$value", "type": "$type", "description": "$description", "extensions": "$extensions"]

    /// `file` converted when it is in the old form, with the warning that says so; otherwise as it is.
    package static func read(_ file: JSONValue) -> (JSONValue, Diagnostic?) {
        guard !contains(file, key: "$value"), contains(file, key: "value") else { return (file, nil) }
        let warning = Diagnostic.warning(
            "token-legacy-format", at: file.location, "this token file is in the pre-DTCG form (`value`, `type` without `$`)",
            reason: "Style Dictionary and Tokens Studio write tokens as `{ \"value\": …, \"type\": … }`; the Design Tokens Format Module 2025.10 writes `$value` and `$type`. Specimen reads the file as if it had the `$`.",
            fix: "Export the tokens in the W3C DTCG format (Style Dictionary 4 and Tokens Studio both can), or rename the keys."
        )
        return (convert(file), warning)
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
            } else {
                copy.value = convert(member.value)
            }
            return copy
        }
        return JSONValue(.object(converted), at: value.location)
    }
}
