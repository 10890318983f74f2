import Foundation

/// A file watcher could not be set up; the preview falls back to polling.
struct WatcherError: Error, CustomStringConvertible {
    /// The system call that failed.
    var operation: String
    /// The file it failed on, if any.
    var path: String?
    /// The `errno` it set.
    var code: Int32

    var description: String {
        let reason = String(cString: strerror(code))
        let hint = code == ENOSPC ? "; raise fs.inotify.max_user_watches" : ""
        return "\(operation)\(path.map { " \($0)" } ?? ""): \(reason)\(hint)"
    }
}
