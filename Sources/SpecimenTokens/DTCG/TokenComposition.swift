import SpecimenDiagnostics

/// Merges several token trees into one, as the Resolver Module's composition step does.
///
/// Groups merge member by member; a token is replaced whole. Replaced entries keep
/// their original position, so declaration order stays stable across modes.
package enum TokenComposition {
    /// What to do when two sources define the same token.
    package enum Conflicts {
        /// The later source wins, as the Resolver Module specifies for `sources` and `resolutionOrder`.
        case override
        /// Report the later definition: files merged without a resolver should not overlap. As Style Dictionary
        /// does, a token defined again is the later file's; a token that is a group elsewhere keeps the first.
        case report
    }

    /// Composes `sources` in order; every location in the result still points at its own file.
    package static func compose(_ sources: [JSONValue], conflicts: Conflicts) -> (root: JSONValue, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var members: [JSONMember] = []
        var rootLocation: SourceLocation?
        for source in sources {
            guard let sourceMembers = source.objectMembers else {
                diagnostics.append(
                    .error(
                        .tokenInvalidStructure, at: source.location, "the top level of a token file must be an object",
                        reason: "A token file is a JSON object whose keys are groups and tokens; this one is \(source.kindDescription).",
                        fix: "Wrap the tokens in `{ }`, with each token or group under a name."
                    ))
                continue
            }
            rootLocation = rootLocation ?? source.location
            merge(sourceMembers, into: &members, path: [], conflicts: conflicts, diagnostics: &diagnostics)
        }
        let root = JSONValue(.object(members), at: rootLocation ?? SourceLocation(file: "", line: 1, column: 1))
        return (root, diagnostics)
    }

    /// Merges `overlay` into `base`: groups member by member, anything else by `conflicts`.
    /// Also how a group's own members meet the ones it inherits with `$extends`.
    package static func merge(
        _ overlay: [JSONMember], into base: inout [JSONMember], path: [String], conflicts: Conflicts, diagnostics: inout [Diagnostic]
    ) {
        for member in overlay {
            guard let index = base.firstIndex(where: { $0.key == member.key }) else {
                base.append(member)
                continue
            }
            let existing = base[index]
            let dotted = (path + [member.key]).joined(separator: ".")
            let isProperty = member.key.hasPrefix("$") && member.key != "$root"
            if !isProperty, var existingChildren = existing.value.objectMembers, let newChildren = member.value.objectMembers,
                !isToken(existingChildren), !isToken(newChildren)
            {
                merge(newChildren, into: &existingChildren, path: path + [member.key], conflicts: conflicts, diagnostics: &diagnostics)
                base[index].value = JSONValue(.object(existingChildren), at: existing.value.location)
                continue
            }
            switch conflicts {
            case .override:
                base[index] = member
            case .report:
                if isProperty {
                    if !existing.value.hasSameContent(as: member.value) {
                        let group = path.isEmpty ? "the top level" : "group `\(path.joined(separator: "."))`"
                        diagnostics.append(
                            .error(
                                .groupConflict, at: member.keyLocation, "\(group) sets `\(member.key)` differently in two files",
                                reason:
                                    "It is also set at \(existing.keyLocation). Without a resolver file all token files are merged into one set, so the two values conflict; the first one is kept.",
                                fix: "Make the two values the same, or set `\(member.key)` in one file only."
                            ))
                    }
                } else {
                    let bothTokens = existing.value.objectMembers.map(isToken) == true && member.value.objectMembers.map(isToken) == true
                    diagnostics.append(
                        .warning(
                            .tokenDuplicate, at: member.keyLocation,
                            bothTokens ? "token `\(dotted)` is defined twice" : "`\(dotted)` is a token in one place and a group in another",
                            reason:
                                "It is already defined at \(existing.keyLocation). Without a resolver file all token files are merged into one set, in the order of their names; "
                                + (bothTokens ? "as Style Dictionary does, this later definition is used." : "the first definition is kept."),
                            fix:
                                "Remove one of the definitions, or add a `*.resolver.json` file that layers the files so later ones override earlier ones."
                        ))
                    if bothTokens { base[index] = member }
                }
            }
        }
    }

    /// Whether an object's members are a token's: it has a `$value`.
    package static func isToken(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "$value" }
    }
}
