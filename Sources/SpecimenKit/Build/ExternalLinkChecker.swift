import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tries the external links of a site, with a timeout and a cap on requests, when `--check-external` asks.
///
/// CI is often offline, so by default links are only listed. Each distinct URL is
/// requested once (HEAD, then GET when a server refuses HEAD); a failure is one warning
/// at the first place the URL is written.
enum ExternalLinkChecker {
    /// An external link and where it is written first.
    struct Link: Hashable, Sendable {
        /// The URL as written.
        var url: String
        /// Its first place in the site.
        var location: SourceLocation
    }

    /// Every distinct http(s) link of the site, in order of first appearance.
    static func links(in pages: [RenderedPage]) -> [Link] {
        var seen: Set<String> = []
        var links: [Link] = []
        for page in pages {
            for link in page.links {
                guard case let .external(url) = link.target, url.hasPrefix("http://") || url.hasPrefix("https://"),
                      seen.insert(url).inserted else { continue }
                links.append(Link(url: url, location: link.location))
            }
        }
        return links
    }

    /// Requests up to `limit` links, `concurrency` at a time, and reports the ones that fail.
    static func check(_ links: [Link], timeout: TimeInterval = 10, limit: Int = 200, concurrency: Int = 8) -> [Diagnostic] {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpMaximumConnectionsPerHost = 2
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let checked = Array(links.prefix(limit))
        let results = Locked([String?](repeating: nil, count: checked.count))
        let slots = DispatchSemaphore(value: concurrency)
        let group = DispatchGroup()
        for (index, link) in checked.enumerated() {
            slots.wait()
            group.enter()
            request(link.url, method: "HEAD", session: session) { problem in
                results.withLock { $0[index] = problem }
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        var diagnostics: [Diagnostic] = []
        for (link, problem) in zip(checked, results.withLock { $0 }) {
            guard let problem else { continue }
            diagnostics.append(.warning(
                "external-link", at: link.location, "`\(link.url)` \(problem)",
                reason: "--check-external requested it with a \(Int(timeout))-second timeout.",
                fix: "Fix or remove the link; if the site is only unreachable from CI, run without --check-external."
            ))
        }
        if links.count > limit {
            diagnostics.append(.warning(
                "external-link-limit", at: links[limit].location, "only the first \(limit) of \(links.count) external links were checked",
                reason: "--check-external caps the requests it makes so a big site cannot flood other servers.",
                fix: "Check the rest another way, or split the site."
            ))
        }
        return diagnostics
    }

    /// One request; a server that refuses HEAD (405, 501) is asked again with GET.
    private static func request(_ text: String, method: String, session: URLSession, completion: @escaping @Sendable (String?) -> Void) {
        guard let url = URL(string: text) else {
            completion("is not a valid URL")
            return
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("Specimen link checker", forHTTPHeaderField: "User-Agent")
        session.dataTask(with: request) { _, response, error in
            if let error {
                completion("could not be reached (\(error.localizedDescription))")
                return
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            if method == "HEAD" && (status == 405 || status == 501) {
                Self.request(text, method: "GET", session: session, completion: completion)
            } else if status >= 400 {
                completion("answered \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))")
            } else {
                completion(nil)
            }
        }.resume()
    }
}
