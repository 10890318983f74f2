import Foundation
import Testing

@testable import SpecimenKit

@Suite struct StagedOutputTests {
    func stage(_ destination: URL, text: String) throws -> StagedOutput {
        let output = try StagedOutput(destination: destination)
        try OutputFile.write(text, to: output.staging.appending(path: "index.html").path, atomic: false)
        return output
    }

    @Test func commitReplacesTheFolderAndLeavesNothingBeside() throws {
        let project = try TemporaryProject()
        let destination = project.root.appending(path: "public")
        _ = try stage(destination, text: "first").commit().value
        _ = try stage(destination, text: "second").commit().value
        #expect(try project.read("public/index.html") == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["public"])
    }

    /// A staging folder an interrupted build left, with this process's number or another's, is cleared first:
    /// none of its files are published.
    @Test func aLeftoverStagingFolderIsClearedBeforeStaging() throws {
        let project = try TemporaryProject()
        let destination = project.root.appending(path: "public")
        for pid in [ProcessInfo.processInfo.processIdentifier, 1] {
            let leftover = project.root.appending(path: ".public.specimen-staging-\(pid)/old/page")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            try OutputFile.write("stale", to: leftover.appending(path: "index.html").path, atomic: false)
        }
        _ = try stage(destination, text: "new").commit().value
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["public"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["index.html"])
    }

    @Test func aFailedBuildDiscardsItsStagingFolder() throws {
        let project = try TemporaryProject()
        let destination = project.root.appending(path: "public")
        _ = try stage(destination, text: "good").commit().value
        try stage(destination, text: "half written").discard()
        #expect(try project.read("public/index.html") == "good")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["public"])
    }

    #if os(Linux)
    /// The folders trade places in one step, so a reader (the preview server) never finds the site missing.
    @Test func aReaderNeverSeesTheSiteMissingDuringCommits() throws {
        let project = try TemporaryProject()
        let destination = project.root.appending(path: "public")
        _ = try stage(destination, text: "0").commit().value
        let index = destination.appending(path: "index.html").path
        // A thread of its own, looking before the first commit and until the last one is done.
        let done = Locked(false)
        let counts = Locked((misses: 0, looks: 0))
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            var looks = 0
            var misses = 0
            repeat {
                if access(index, F_OK) != 0 { misses += 1 }
                looks += 1
                if looks == 1 { started.signal() }
            } while !done.withLock({ $0 })
            counts.withLock { $0 = (misses, looks) }
            finished.signal()
        }.start()
        started.wait()
        for number in 1...200 { _ = try stage(destination, text: "\(number)").commit().value }
        done.withLock { $0 = true }
        finished.wait()
        let (misses, looks) = counts.withLock { $0 }
        #expect(looks > 1)
        #expect(misses == 0)
        #expect(try project.read("public/index.html") == "200")
    }
    #endif
}
