import AsyncHTTPClient
import Dispatch
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SpecimenDiagnostics
import SpecimenKit
import SpecimenTokens

/// Tries the external links of a site, with a timeout and a cap on requests, when `--check-external` asks.
///
/// A target of its own, which only the CLI links (with the `ExternalLinks` trait, on by default):
/// AsyncHTTPClient brings SwiftNIO's TLS and BoringSSL, a minute and more of a first build.
///
/// CI is often offline, so by default links are only listed. Each distinct URL is
/// requested once (HEAD, then GET when a server refuses HEAD); a failure is one warning
/// at the first place the URL is written.
public enum ExternalLinkChecker {
    /// Requests up to `limit` links, `concurrency` at a time, and reports the ones that fail.
    ///
    /// AsyncHTTPClient on SwiftNIO rather than `URLSession`: FoundationNetworking would load
    /// libcurl and some thirty libraries it brings at the start of every `specimen` run, a
    /// fifth of a build with nothing to render, to serve a flag most builds do not pass.
    /// Requests go through the proxy `environment` names (see `proxy(in:)`).
    public static func check(
        _ links: [ExternalLink], timeout: TimeInterval = 10, limit: Int = 200, concurrency: Int = 8,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [Diagnostic] {
        let (proxy, proxyProblem) = proxy(in: environment)
        let seconds = TimeAmount.milliseconds(Int64(timeout * 1000))
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 10, allowCycles: false),
            timeout: .init(connect: seconds, read: seconds),
            proxy: proxy
        )
        configuration.connectionPool = .init(idleTimeout: .seconds(1), concurrentHTTP1ConnectionsPerHostSoftLimit: 2)
        // A refused connection or an unknown host is the answer: without this the pool tries again until the timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        defer { try? client.syncShutdown() }
        let checked = Array(links.prefix(limit))
        let results = Locked([String?](repeating: nil, count: checked.count))
        let slots = DispatchSemaphore(value: concurrency)
        let group = DispatchGroup()
        for (index, link) in checked.enumerated() {
            slots.wait()
            group.enter()
            request(link.url, method: .HEAD, client: client, timeout: seconds) { problem in
                results.withLock { $0[index] = problem }
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        var diagnostics = proxyProblem.map { [$0] } ?? []
        for (link, problem) in zip(checked, results.withLock { $0 }) {
            guard let problem else { continue }
            diagnostics.append(
                .warning(
                    .externalLink, at: link.location, "`\(link.url)` \(problem)",
                    reason: "--check-external requested it with a \(Int(timeout))-second timeout.",
                    fix: "Fix or remove the link; if the site is only unreachable from CI, run without --check-external."
                ))
        }
        if links.count > limit {
            diagnostics.append(
                .warning(
                    .externalLinkLimit, at: links[limit].location, "only the first \(limit) of \(links.count) external links were checked",
                    reason: "--check-external caps the requests it makes so a big site cannot flood other servers.",
                    fix: "Check the rest another way, or split the site."
                ))
        }
        return diagnostics
    }

    /// One request; a server that refuses HEAD (405, 501) is asked again with GET.
    private static func request(
        _ text: String, method: HTTPMethod, client: HTTPClient, timeout: TimeAmount, completion: @escaping @Sendable (String?) -> Void
    ) {
        let request: HTTPClient.Request
        do {
            request = try HTTPClient.Request(url: text, method: method, headers: ["User-Agent": "Specimen link checker"])
        } catch {
            completion("is not a valid URL")
            return
        }
        client.execute(request: request, deadline: .now() + timeout).whenComplete { result in
            switch result {
            case let .failure(error):
                completion("could not be reached (\(describe(error)))")
            case let .success(response) where method == .HEAD && (response.status == .methodNotAllowed || response.status == .notImplemented):
                Self.request(text, method: .GET, client: client, timeout: timeout, completion: completion)
            case let .success(response) where response.status.code >= 400:
                completion("answered \(response.status.code) \(response.status.reasonPhrase)")
            case .success:
                completion(nil)
            }
        }
    }

    /// The HTTP proxy named by `https_proxy` or `http_proxy` (either case), as curl and URLSession
    /// read them, for CI behind a proxy; `nil` when there is none. It serves every request
    /// (`no_proxy` is not read). A value that names no host is a warning, and links go direct.
    static func proxy(in environment: [String: String]) -> (proxy: HTTPClient.Configuration.Proxy?, problem: Diagnostic?) {
        let names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"]
        guard let (name, value) = names.lazy.compactMap({ name in environment[name].map { (name, $0) } }).first(where: { !$0.1.isEmpty }) else {
            return (nil, nil)
        }
        guard let url = URL(string: value.contains("://") ? value : "http://" + value), let host = url.host, !host.isEmpty else {
            return (
                nil,
                .warning(
                    .externalLinkProxy, at: nil, "the proxy in $\(name) (`\(value)`) names no host, so links were requested directly",
                    reason: "--check-external reads the proxy as curl does, from a URL such as http://host:port.",
                    fix: "Set \(name) to http://host:port (or http://user:password@host:port), or unset it."
                )
            )
        }
        let port = url.port ?? (url.scheme == "https" ? 443 : 80)
        guard let user = url.user else { return (.server(host: host, port: port), nil) }
        return (
            .server(
                host: host, port: port,
                authorization: .basic(username: user.removingPercentEncoding ?? user, password: url.password?.removingPercentEncoding ?? "")), nil
        )
    }

    /// A request's failure in a few words.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as HTTPClientError where error == .connectTimeout || error == .deadlineExceeded || error == .readTimeout:
            return "no answer in time"
        case let error as HTTPClientError where error == .proxyAuthenticationRequired:
            return "the proxy asked for credentials: give them in the proxy URL, http://user:password@host:port"
        case let error as HTTPClientError where error == .invalidProxyResponse:
            return "the proxy did not connect to it"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "the host name `\(error.host)` was not found" }
            return error.connectionErrors.first.map { describe($0.error) } ?? "no connection"
        case let error as NIOSSLError:
            if case let .handshakeFailed(reason) = error, "\(reason)".contains("CERTIFICATE_VERIFY_FAILED") {
                return "its TLS certificate is not trusted"
            }
            return "the TLS handshake failed"
        default:
            return String(describing: error)
        }
    }
}
