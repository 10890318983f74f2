import SpecimenDiagnostics
import SpecimenTokens

/// What the build cache keeps of a build (see `BuildCache`): everything but the design, which is read again, and
/// the pages without their bodies.
struct BuildSnapshot: Sendable {
    var pages: [Page]
    var drafts: [Page]
    var files: [String]
    var partials: Set<String>
    var loadDiagnostics: [String: [Diagnostic]]
    var siteDiagnostics: [Diagnostic]
    var rendered: [String: RenderedPage]
    var generated: [RenderedPage]
    /// The generated home and listings, kept so that a rebuild whose pages keep their titles, order
    /// and descriptions neither makes nor writes them again (see `assemblePages`).
    var indexes: (home: RenderedPage?, listings: [RenderedPage])?
    var contrastDiagnostics: [Diagnostic]
    var contrastSummary: ContrastSummary?
    var navigationEntries: [Navigation.Entry]
    var linkDiagnostics: [String: [Diagnostic]]
    var search: SearchIndex.Merged?
}
