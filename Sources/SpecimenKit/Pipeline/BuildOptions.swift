import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// How `specimen build` (and `check`, and the preview server) should build a project.
public struct BuildOptions: Sendable {
    /// The URL prefix the site is served under.
    public var baseURL: String = "/"
    /// Every warning counts as an error.
    public var strict = false
    /// Publish pages with `draft: true` too.
    public var includeDrafts = false
    /// `false` for `specimen check`: build everything, write nothing.
    public var writeOutput = true
    /// Requests every external link and says which fail (`--check-external`: the CLI passes
    /// `SpecimenLinks.ExternalLinkChecker.check`); without one, links are only listed.
    public var externalLinkChecker: (@Sendable ([ExternalLink]) -> [Diagnostic])?
    /// Where a build keeps what it needs to render only changed guides next time
    /// (`PROJECT/.specimen-cache` for `specimen build`); `nil` builds everything every time.
    public var cacheDirectory: URL?
    /// A `contrast.json` (or a built site's folder) to compare the contrast results with (`check --baseline`).
    public var contrastBaseline: ContrastBaselineOption?
    /// The app's Swift source folders for this build (`--swift-sources`), in place of those `content/swift.yml` names.
    public var swiftSources: [URL] = []
    /// A git ref to compare the tokens with (`--base origin/main`): the build reports what changed since it
    /// (`BuildReport.tokenChanges`) and the app's uses of tokens it removes or renames.
    public var tokenBase: String?
    /// Told what the build is doing, for a progress line.
    public var progress: (@Sendable (BuildProgress) -> Void)?

    /// The defaults: base `/`, not strict, drafts left out.
    public init() {}
}

/// Where the contrast baseline is and how big a drop is worth reporting.
public struct ContrastBaselineOption: Sendable {
    /// The file or folder.
    public var url: URL
    /// The path as the user wrote it, for messages.
    public var displayPath: String
    /// A passing pair whose ratio fell by more than this is reported (as an advisory warning).
    public var maxRatioDrop: Double

    /// Creates the option.
    public init(url: URL, displayPath: String, maxRatioDrop: Double) {
        self.url = url
        self.displayPath = displayPath
        self.maxRatioDrop = maxRatioDrop
    }
}

/// A stage of a build, for progress reporting.
public enum BuildProgress: Sendable, Equatable {
    /// Reading content and theme.
    case loading
    /// Rendering `count` pages.
    case rendering(count: Int)
    /// Writing `count` files.
    case writing(count: Int)
}
