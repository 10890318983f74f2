/// Why the preview could not start; each reads as one line after `error: `.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// The project folder does not exist.
    case projectNotFound(path: String)
    /// Another program listens on the port.
    case portInUse(port: Int)
    /// Ports below 1024 need administrator rights.
    case portNeedsPrivileges(port: Int)
    /// Any other reason the server could not listen.
    case cannotListen(host: String, port: Int, reason: String)

    /// One line, with what to do next.
    public var description: String {
        switch self {
        case let .projectNotFound(path):
            "there is no project folder at \(path); pass the folder that holds content/"
        case let .portInUse(port):
            "port \(port) is already in use; try --port \(port == 65535 ? 8080 : port + 1)"
        case let .portNeedsPrivileges(port):
            "port \(port) needs administrator rights; try --port 8080"
        case let .cannotListen(host, port, reason):
            "cannot listen on \(host):\(port): \(reason); check --host and --port"
        }
    }
}
