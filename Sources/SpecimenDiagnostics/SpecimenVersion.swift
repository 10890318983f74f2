/// Specimen's version: the release this source is, which the site's generator tag and `specimen-tokens --version`
/// give; `specimen --version` and its JSON add the commit a checkout was built from.
public enum SpecimenVersion {
    /// The release this source is: a `-dev` suffix until its tag is made.
    public static let release = "0.1.0-dev"

    /// `0.1.0-dev (commit 0123456789ab)`, or the release alone without a commit.
    public static func describe(commit: String?) -> String {
        commit.map { "\(release) (commit \($0))" } ?? release
    }
}
