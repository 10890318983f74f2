import ArgumentParser
import Foundation
import SpecimenServer

/// `specimen serve`: a local preview that rebuilds and reloads the browser as files change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site locally; it rebuilds and reloads the browser as you save.",
        discussion: """
            The preview is built into PROJECT/.specimen-cache/serve (never public/) and served with a small \
            live-reload script that `specimen build` output never contains. Stop it with Ctrl-C. \
            Exit status: 0 after Ctrl-C, 1 when the server could not start, 2 for bad usage.
            """
    )

    @Argument(help: "The docs project: the folder that holds content/ (and optionally theme/).")
    var project: String = "."

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(name: .long, help: "The address to listen on; 0.0.0.0 shares the preview with your network.")
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "Also answer requests for this name (repeatable): a tunnel's, a container's or a hosts entry's.",
            discussion: "The preview answers only to localhost, IP addresses and --host, so that other sites cannot read it by DNS rebinding.",
            valueName: "name"
        ))
    var allowedHosts: [String] = []

    @Option(name: .customLong("base-url"), help: "The URL path the site is served under, e.g. /repo/.")
    var baseURL: String = "/"

    @Flag(help: "Publish pages marked `draft: true` too.")
    var drafts = false

    @Option(
        name: .customLong("swift-sources"),
        help: ArgumentHelp(
            "A folder of the app's Swift code, for where each token is used (repeatable; replaces the folders content/swift.yml names).",
            valueName: "folder"
        ))
    var swiftSources: [String] = []

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Flag(help: "After each rebuild, say how long each of its stages took.")
    var verbose = false

    @Flag(help: "Detect changes by scanning every 250 ms instead of inotify (for network or container file systems).")
    var poll = false

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        var configuration = PreviewServer.Configuration(projectRoot: URL(fileURLWithPath: project))
        configuration.port = port
        configuration.host = host
        configuration.allowedHosts = allowedHosts
        configuration.baseURL = baseURL
        configuration.includeDrafts = drafts
        configuration.swiftSources = swiftSources.map { URL(fileURLWithPath: $0) }
        configuration.openBrowser = open
        configuration.verbose = verbose
        if poll { configuration.watcher = .polling }
        do {
            try await PreviewServer(configuration: configuration).run()
        } catch let error as PreviewServerError {
            Terminal.print([error.diagnostic], root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            throw ExitCode(1)
        }
    }
}
