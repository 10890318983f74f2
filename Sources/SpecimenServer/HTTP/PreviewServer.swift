import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import SpecimenKit
import SpecimenTokens

/// `specimen serve`: builds a project into a folder of its own, serves it over HTTP,
/// watches `content/` and `theme/`, rebuilds on every save and reloads open browsers.
///
/// ```swift
/// var configuration = PreviewServer.Configuration(projectRoot: URL(fileURLWithPath: "docs"))
/// configuration.port = 8080
/// try await PreviewServer(configuration: configuration).run()
/// ```
///
/// Three services run together: the HTTP server (Hummingbird), the rebuild loop, and the
/// broadcaster of Server-Sent Events. SIGINT or SIGTERM shut them down gracefully in
/// reverse order: the event streams end first, then the rebuild loop, then the server,
/// which closes its connections; the whole takes well under a second.
public struct PreviewServer: Sendable {
    /// How the preview runs.
    public var configuration: Configuration
    private let logger: Logger

    /// A preview server; `logger` receives Hummingbird's own log, silent by default.
    public init(
        configuration: Configuration,
        logger: Logger = Logger(label: "specimen.serve", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Builds, serves and watches until SIGINT/SIGTERM (or ``RunningPreview/stop()``).
    ///
    /// - Parameter onReady: called once the server listens, with its address and a way to
    ///   stop it. It runs before the server accepts connections, so it must return promptly.
    /// - Throws: ``PreviewServerError`` when the project is missing or the port cannot be used.
    public func run(onReady: @escaping @Sendable (RunningPreview) -> Void = { _ in }) async throws {
        let configuration = configuration
        let root = configuration.projectRoot.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PreviewServerError.projectNotFound(path: configuration.projectRoot.path)
        }
        let project = Project(root: root, output: configuration.serveDirectory)
        var options = BuildOptions()
        options.baseURL = configuration.baseURL
        options.includeDrafts = configuration.includeDrafts
        options.swiftSources = configuration.swiftSources
        let terminal = PreviewTerminal(
            write: configuration.output, root: root, namesFilesFrom: configuration.namesFilesFrom, verbose: configuration.verbose)

        // Watching starts before the first build, so nothing saved while it runs is missed.
        // The app's Swift code too, where it is inside the project: saving a view updates the token pages' uses.
        // A tokens folder linked to an export elsewhere is watched where the link leads (below the watched
        // folders, links are not followed).
        var watched = Set(["content", "theme"]).union(project.swiftSourceFolders(overrides: configuration.swiftSources))
        if project.tokensDirectoryIsLink { watched.insert("content/tokens") }
        var watcher = FileWatcher(root: root, folders: watched, backend: configuration.watcher, quietPeriod: configuration.quietPeriod)
        // A new tag is a new version of the Changes section, though no file of the project changes.
        watcher.watchesTags = true
        let changes = watcher.start()
        let broadcaster = ReloadBroadcaster()
        let reloader = LiveReloadService(
            changes: changes, rebuilder: Rebuilder(project: project, options: options), broadcaster: broadcaster, terminal: terminal
        )
        let refusedNames = Locked<Set<String>>([])
        let responder = PreviewResponder(
            files: StaticFileResponder(root: configuration.serveDirectory, baseURL: configuration.baseURL), broadcaster: broadcaster,
            hosts: HostFilter(listeningOn: configuration.host, allowed: configuration.allowedHosts),
            refused: { name in
                // Once per name, for the first 32 names: a client sending endless names cannot flood the terminal.
                guard refusedNames.withLock({ $0.count < 32 && $0.insert(name).inserted }) else { return }
                let name = String(name.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }.map(Character.init))
                terminal.write(
                    name.isEmpty
                        ? "warning: refused a request without a Host header (403); browsers always send one."
                        : "warning: refused a request for \(name) (403): the preview answers only to localhost, IP addresses and the names "
                            + "it was started with, so other sites cannot read it by DNS rebinding. If the name is yours, add --allowed-host \(name)."
                )
            }
        )

        let group = Locked<ServiceGroup?>(nil)
        let app = Application(
            responder: responder,
            // A connection idle between requests is closed after a minute, so idle sockets cannot pile up;
            // an event stream is a request in progress and stays open.
            server: .http1(configuration: .init(idleTimeout: .seconds(60))),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let url = configuration.url(port: port)
                if configuration.isSharedOnNetwork {
                    terminal.write(
                        "warning: --host \(configuration.host) makes the preview visible to every machine that can reach this one "
                            + "on the network; leave --host out to keep it on this computer."
                    )
                }
                // A linked tokens folder is named where it leads, since that is where the tokens are edited.
                let tokens =
                    project.tokensDirectoryIsLink
                    ? ", \(Project(root: configuration.namesFilesFrom).displayPath(root.appending(path: project.tokensDisplayPath), climbing: true))/"
                    : ""
                terminal.write("Serving \(url) · watching content/\(tokens) and theme/ (\(changes.method)) · Ctrl-C to stop")
                if configuration.openBrowser { BrowserOpener.open(url, terminal: terminal) }
                onReady(
                    RunningPreview(port: port, url: url) {
                        await group.withLock { $0 }?.triggerGracefulShutdown()
                    })
            },
            logger: logger
        )
        var groupConfiguration = ServiceGroupConfiguration(
            services: [app, reloader, broadcaster],
            gracefulShutdownSignals: configuration.handlesSignals ? [.sigint, .sigterm] : [],
            logger: logger
        )
        groupConfiguration.maximumGracefulShutdownDuration = .milliseconds(800)
        let serviceGroup = ServiceGroup(configuration: groupConfiguration)
        group.withLock { $0 = serviceGroup }

        do {
            try await serviceGroup.run()
        } catch {
            throw PreviewServerError(listening: error, host: configuration.host, port: configuration.port) ?? error
        }
    }
}
