import Foundation
import SpecimenDiagnostics

/// Which names the preview answers to, so another site cannot read it through DNS rebinding.
///
/// A web page on `evil.example` can point its own name at 127.0.0.1 once the browser has loaded
/// it, and then read the preview as "same origin". Every such request carries `Host: evil.example`,
/// so the preview serves only requests whose `Host` is a name it was started for: `localhost`
/// and its subdomains, the `--host` it listens on, and each `--allowed-host`. An IP address is
/// always allowed (only a name can be rebound, and `--host 0.0.0.0` is reached by address), as in
/// Vite's `server.allowedHosts` and webpack-dev-server's `allowedHosts`. Ports are not compared: a
/// forwarded port (`ssh -L 9000:localhost:8080`) changes the port, never the name.
struct HostFilter: Sendable {
    /// Lowercased names, IPv6 without brackets.
    private let names: Set<String>

    /// The names for a server listening on `host`, plus `allowed`.
    init(listeningOn host: String, allowed: [String]) {
        var names: Set<String> = ["localhost"]
        for name in [host] + allowed { if let name = Self.hostname(fromAuthority: name) { names.insert(name) } }
        self.names = names
    }

    /// Whether a request with this `Host` (its authority: `name`, `name:port`, `[::1]:port`) is served.
    /// A request without one is refused: every browser sends it.
    func allows(authority: String?) -> Bool {
        guard let authority, let name = Self.hostname(fromAuthority: authority) else { return false }
        return allows(name: name)
    }

    /// Whether a request may use the event stream: no `Origin` (not a browser's cross-origin
    /// request) or a page of the preview itself: a name it answers to or a loopback address. Any
    /// IP address is a fine `Host`, but a page served from some other address is another site.
    func allows(origin: String?) -> Bool {
        guard let origin, origin != "null" else { return origin == nil }
        guard let url = URL(string: origin), let host = url.host, let name = Self.hostname(fromAuthority: host) else { return false }
        return names.contains(name) || name.hasSuffix(".localhost") || name == "::1" || name.hasPrefix("127.")
    }

    private func allows(name: String) -> Bool {
        names.contains(name) || name.hasSuffix(".localhost") || Self.isIPAddress(name)
    }

    /// The lowercased name of an authority, without the port and the brackets of an IPv6 address;
    /// `nil` for an empty or malformed one.
    static func hostname(fromAuthority authority: String) -> String? {
        var text = authority.trimmingWhitespace().lowercased()
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            // After the bracket only a port may follow.
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isASCII) && rest.dropFirst().allSatisfy(\.isNumber)) else {
                return nil
            }
            text = String(text[text.index(after: text.startIndex)..<close])
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = String(text[..<colon])
        }
        if text.hasSuffix(".") { text.removeLast() }  // `localhost.` is `localhost`
        return text.isEmpty || text.contains(where: { $0 == "/" || $0 == "@" || $0.isWhitespace }) ? nil : text
    }

    /// Whether `name` is an IPv4 address in dotted form or an IPv6 address.
    static func isIPAddress(_ name: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}
