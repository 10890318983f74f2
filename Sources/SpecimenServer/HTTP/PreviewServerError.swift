import SpecimenDiagnostics
import SpecimenTokens

/// Why the preview could not start.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// The project folder does not exist.
    case projectNotFound(path: String)
    /// Another program listens on the port.
    case portInUse(port: Int)
    /// Ports below 1024 need administrator rights.
    case portNeedsPrivileges(port: Int)
    /// Any other reason the server could not listen; `reason` is a sentence.
    case cannotListen(host: String, port: Int, reason: String)

    /// What went wrong, why, and what to do, as every other error of the command line says it.
    public var diagnostic: Diagnostic {
        let anyPort = "or `--port 0` for any free one"
        switch self {
        case let .projectNotFound(path):
            return .error(
                .noContent, at: nil, "there is no project folder at \(path)",
                reason: "`specimen serve` previews the project in the folder it is given, or in the one it runs in, and this one does not exist.",
                fix: "Pass the folder that holds content/ (`specimen serve docs`), or create a project there with `specimen init \(path)`."
            )
        case let .portInUse(port):
            return .error(
                .serveListen, at: nil, "port \(port) is already in use",
                reason: "Another program listens on it, often a preview started earlier in another terminal.",
                fix: "Stop that program, or pass another port: `--port \(port == 65535 ? 8080 : port + 1)`, \(anyPort)."
            )
        case let .portNeedsPrivileges(port):
            return .error(
                .serveListen, at: nil, "port \(port) needs administrator rights",
                reason: "Ports below 1024 are kept for the system's services.",
                fix: "Pass a port from 1024 up, such as `--port 8080`, \(anyPort)."
            )
        case let .cannotListen(host, port, reason):
            return .error(
                .serveListen, at: nil, "the preview cannot listen on \(host):\(port)",
                reason: reason,
                fix:
                    "Leave `--host` out to keep the preview on this computer (127.0.0.1), or pass an address of this machine's (`ip addr` lists them)."
            )
        }
    }

    /// The diagnostic's message, one line.
    public var description: String { diagnostic.message }
}
