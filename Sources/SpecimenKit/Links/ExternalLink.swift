import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// An external (http or https) link of the site and where it is written first.
///
/// Listed by every build; requested only by `specimen build --check-external`, whose checker
/// (`SpecimenLinks.ExternalLinkChecker`) lives in a target of its own, so the engine has no network stack.
public struct ExternalLink: Hashable, Sendable {
    /// The URL as written.
    public var url: String
    /// Its first place in the site.
    public var location: SourceLocation

    public init(url: String, location: SourceLocation) {
        self.url = url
        self.location = location
    }

    /// Every distinct http(s) link of the site, in order of first appearance.
    static func links(in pages: [RenderedPage]) -> [ExternalLink] {
        var seen: Set<String> = []
        var links: [ExternalLink] = []
        for page in pages {
            for link in page.linkSummary.external where seen.insert(link.url).inserted {
                links.append(link)
            }
        }
        return links
    }
}
