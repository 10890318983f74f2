import Foundation
import NIOCore

extension PreviewServerError {
    /// The clear form of a failure to listen, or `nil` if `error` is something else.
    init?(listening error: any Error, host: String, port: Int) {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: self = .portInUse(port: port)
            case EACCES: self = .portNeedsPrivileges(port: port)
            case EADDRNOTAVAIL: self = .cannotListen(host: host, port: port, reason: "this machine has no such address")
            default: self = .cannotListen(host: host, port: port, reason: String(cString: strerror(error.errnoCode)))
            }
        } else if error is SocketAddressError.UnknownHost || error is SocketAddressError {
            self = .cannotListen(host: host, port: port, reason: "the host name could not be resolved")
        } else {
            return nil
        }
    }
}
