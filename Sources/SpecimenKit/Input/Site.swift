/// Everything read from a project before rendering: the guides and the other files to publish.
public struct Site: Sendable {
    /// The project the site was read from.
    public var project: Project
    /// Published guides, sorted by content path.
    public var pages: [Page]
    /// Guides with `draft: true`, left out of the site (links to them are reported).
    public var drafts: [Page]
    /// Guides published inside the pages that `@include` them, not as pages: file paths (see `PageIncludes`).
    public var partials: Set<String> = []
    /// Other files in content/ (images, downloads), copied as they are: content paths, sorted.
    public var files: [String]
}
