import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started the way a shell starts it: no signal blocked, every signal's action the default.
///
/// Foundation's `Process` passes on the signal mask of the thread that starts it. Threads of Swift's
/// concurrency pool and of test runners often block SIGTERM, and a child started from one never
/// sees it: `terminate()` does nothing and the child outlives everything (the external-link tests
/// left three Python servers behind on every run). `posix_spawn` with an empty mask and default
/// actions is what a shell does; standard output and error go to /dev/null.
public final class ChildProcess: Sendable {
    /// The child's process id.
    public let pid: pid_t
    private let status = Locked<Int32?>(nil)

    /// Starts `executable` (an absolute path) with `arguments`, in `directory` when given.
    public init(_ executable: String, _ arguments: [String], in directory: String? = nil) throws {
        // glibc's spawn types are structs; Darwin's are opaque pointers that `posix_spawnattr_init` allocates.
        #if os(Linux)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        var attributes: posix_spawnattr_t = nil
        var actions: posix_spawn_file_actions_t = nil
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A directory is entered by the child itself: the parent's working directory is shared by all its threads.
        let (program, argv) =
            directory.map { ("/bin/sh", ["sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments) }
            ?? (executable, [executable] + arguments)
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var child: pid_t = 0
        #if os(Linux)
        let environment = environ
        #else
        // Darwin does not export `environ` to Swift; `_NSGetEnviron` is how its own headers reach it.
        let environment = _NSGetEnviron().pointee
        #endif
        let result = posix_spawn(&child, program, &actions, &attributes, &cArguments, environment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EPERM) }
        pid = child
    }

    /// Asks the child to stop (SIGTERM) and waits until it has; returns its wait status.
    @discardableResult
    public func terminate() -> Int32 {
        if status.withLock({ $0 }) == nil { kill(pid, SIGTERM) }
        return wait()
    }

    /// Waits until the child has exited and returns its wait status.
    @discardableResult
    public func wait() -> Int32 {
        if let done = status.withLock({ $0 }) { return done }
        var result: Int32 = 0
        while waitpid(pid, &result, 0) == -1, errno == EINTR {}
        status.withLock { $0 = result }
        return result
    }

    /// Waits for the child on a thread of its own, so a short-lived helper leaves no zombie behind.
    public func reapWhenDone() {
        Thread.detachNewThread { [self] in wait() }
    }
}
