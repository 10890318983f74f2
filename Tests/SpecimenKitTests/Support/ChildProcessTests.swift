import Foundation
import Testing

@testable import SpecimenKit

/// Programs Specimen starts (and the tests' own servers) start with no signal blocked, so they stop when asked.
@Suite struct ChildProcessTests {
    /// The blocked-signal mask of a running process, as `/proc/PID/status` gives it (`SigBlk`).
    static func blockedSignals(of pid: pid_t) throws -> String {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        return line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces)
    }

    /// Runs `work` on a new thread that blocks SIGTERM and SIGINT, as threads of test runners and
    /// of Swift's concurrency pool may.
    static func onThreadBlockingTerm<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var blocked = sigset_t()
                sigemptyset(&blocked)
                sigaddset(&blocked, SIGTERM)
                sigaddset(&blocked, SIGINT)
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
                continuation.resume(with: Result { try work() })
            }
        }
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0
    }

    @Test func aChildOfAThreadThatBlocksSIGTERMHasNothingBlockedAndStopsWhenAsked() async throws {
        let (foundation, ours) = try await Self.onThreadBlockingTerm { () throws -> (String, String) in
            // What Foundation's Process does, for comparison: the child inherits the thread's mask.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sleep")
            process.arguments = ["30"]
            try process.run()
            defer {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            let child = try ChildProcess("/bin/sleep", ["30"])
            defer { child.terminate() }
            return (try Self.blockedSignals(of: process.processIdentifier), try Self.blockedSignals(of: child.pid))
        }
        // SIGINT (2) and SIGTERM (15) are bits 1 and 14 of the mask.
        let inherited = try #require(UInt64(foundation, radix: 16))
        #expect(inherited & (1 << 14) != 0 && inherited & (1 << 1) != 0, "the comparison shows the problem: \(foundation)")
        #expect(ours == "0000000000000000")

        let child = try await Self.onThreadBlockingTerm { try ChildProcess("/bin/sleep", ["30"]) }
        #expect(Self.isRunning(child.pid))
        let status = child.terminate()
        // Ended by SIGTERM itself, and reaped: nothing is left running.
        #expect(status & 0x7f == SIGTERM)
        #expect(!Self.isRunning(child.pid))
    }

    @Test func aChildCanStartInAFolderAndItsExitStatusIsKept() throws {
        let folder = try TemporaryProject()
        let child = try ChildProcess("/bin/sh", ["-c", "pwd > here.txt; exit 3"], in: folder.root.path)
        let status = child.wait()
        #expect((status >> 8) & 0xff == 3)
        #expect(try folder.read("here.txt") == folder.root.path + "\n")
        #expect(child.terminate() == status, "terminating a child that has exited only returns its status")
    }

    @Test func aProgramThatIsNotThereThrows() {
        #expect(throws: POSIXError.self) { try ChildProcess("/no/such/program", []) }
    }
}
