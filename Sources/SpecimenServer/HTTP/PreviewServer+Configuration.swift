import Foundation
import SpecimenKit

extension PreviewServer {
    /// How a preview server runs: what it builds, where it listens, how it watches.
    public struct Configuration: Sendable {
        /// The project folder (the one that holds `content/`).
        public var projectRoot: URL
        /// The address to listen on; loopback unless the preview is meant to be shared.
        public var host = "127.0.0.1"
        /// Names besides `localhost`, IP addresses and `host` that requests may carry in `Host`
        /// (`--allowed-host`): a tunnel's or a container's name. See ``HostFilter``.
        public var allowedHosts: [String] = []
        /// The port; 0 picks a free one.
        public var port = 8080
        /// The URL path the site is served under, as in `specimen build --base-url`.
        public var baseURL = "/"
        /// Publish pages marked `draft: true` too.
        public var includeDrafts = false
        /// The app's Swift source folders (`--swift-sources`), in place of those `content/swift.yml` names.
        public var swiftSources: [URL] = []
        /// Open the site in the default browser once the server listens.
        public var openBrowser = false
        /// After each rebuild's line, how long each of its stages took (`specimen serve --verbose`).
        public var verbose = false
        /// How file changes are detected.
        public var watcher: FileWatcher.Backend = .automatic
        /// How long files must be quiet before a burst of changes triggers a rebuild.
        public var quietPeriod: Duration = .milliseconds(40)
        /// Shut down gracefully on SIGINT and SIGTERM; tests turn it off and call ``RunningPreview/stop()``.
        public var handlesSignals = true
        /// The folder the diagnostics' files are named from, as `build` names them: where `serve` was started.
        public var namesFilesFrom = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        /// Where the human-readable lines go: one per rebuild, diagnostics, warnings.
        public var output: @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }

        /// The defaults for the project at `projectRoot`: 127.0.0.1:8080, base `/`.
        public init(projectRoot: URL) {
            self.projectRoot = projectRoot
        }

        /// Where the preview's site is built: not `public/`, which belongs to `specimen build`.
        public var serveDirectory: URL {
            projectRoot.standardizedFileURL.appending(path: ".specimen-cache/serve")
        }

        /// Whether the host accepts connections from other machines.
        var isSharedOnNetwork: Bool {
            !["127.0.0.1", "localhost", "::1"].contains(host) && !host.hasPrefix("127.")
        }

        /// The address to open in a browser for `port`.
        func url(port: Int) -> String {
            var shown = host
            if host == "0.0.0.0" || host == "::" { shown = "localhost" } else if host.contains(":") { shown = "[\(host)]" }
            return "http://\(shown):\(port)\(SiteURLs(base: baseURL).base)"
        }
    }
}
