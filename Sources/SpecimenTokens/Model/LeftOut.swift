import SpecimenDiagnostics

/// Tokens of the source that the site does not publish, with why: every token a team keeps is on the site or
/// accounted for here (the token pages' "Left out" section, `tokens.json`'s `leftOut`, the build's last lines).
public struct LeftOut: Hashable, Sendable {
    /// Why these tokens are not published.
    public enum Reason: String, Hashable, Sendable {
        /// In a Tokens Studio set every theme that selects it marks `source`: other tokens may reference them.
        case referenceOnly = "only-for-references"
        /// In a set no theme selects.
        case notSelected = "in-no-theme"
        /// In a set `resolutionOrder` leaves out, or a file the resolver names nowhere.
        case notResolved = "outside-resolution-order"
        /// Their value cannot be read: the diagnostic at `location` says why.
        case unreadable = "value-unreadable"
        /// They alias tokens that only JavaScript token files define, which Specimen does not run.
        case needsScript = "needs-javascript"

        /// The reason as a sentence's end: "… left out because they are only for references".
        public var explanation: String {
            switch self {
            case .referenceOnly: "only for other tokens to reference (a `source` set in every theme that selects it)"
            case .notSelected: "in a set that no theme enables"
            case .notResolved: "in a set or file the resolver does not use"
            case .unreadable: "their value cannot be read"
            case .needsScript: "they alias tokens that only JavaScript token files define, which Specimen does not run"
            }
        }
    }

    public var reason: Reason
    /// The set or file they are in, when the reason is about it.
    public var source: String?
    /// Where the reason is: the set or file, or the diagnostic that says why a value cannot be read.
    public var location: SourceLocation?
    /// The tokens' paths, in the source's order.
    public var paths: [String]

    public init(reason: Reason, source: String?, location: SourceLocation?, paths: [String]) {
        self.reason = reason
        self.source = source
        self.location = location
        self.paths = paths
    }
}
