import Foundation
import NIOCore

extension PreviewServerError {
    /// The clear form of a failure to listen, or `nil` if `error` is something else.
    init?(listening error: any Error, host: String, port: Int) {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: self = .portInUse(port: port)
            case EACCES: self = .portNeedsPrivileges(port: port)
            case EADDRNOTAVAIL: self = .cannotListen(host: host, port: port, reason: "This machine has no network address \(host).")
            default: self = .cannotListen(host: host, port: port, reason: "The system refused: \(String(cString: strerror(error.errnoCode))).")
            }
        } else if error is SocketAddressError.UnknownHost || error is SocketAddressError {
            self = .cannotListen(host: host, port: port, reason: "The name \(host) is not known to this machine's resolver.")
        } else {
            return nil
        }
    }
}
