import Foundation
import Testing
@testable import SpecimenKit

@Suite struct OutputFileTests {
    @Test func anAtomicWriteReplacesTheFileAndLeavesNothingBeside() throws {
        let project = try TemporaryProject()
        let path = project.root.appending(path: "search-index.json").path
        try OutputFile.write("first", to: path, atomic: true)
        let stamp = try OutputFile.write("second", to: path, atomic: true)
        #expect(try project.read("search-index.json") == "second")
        #expect(FileStamp(path: path) == stamp)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["search-index.json"])
    }

    /// The new file takes the old one's place in one step: a reader (the preview's browser) finds one or the other, whole.
    @Test func aReaderNeverFindsTheFileMissingOrHalfWritten() throws {
        let project = try TemporaryProject()
        let path = project.root.appending(path: "index.html").path
        let texts = (0...200).map { String(repeating: "\($0 % 10)", count: 20_000 + $0) }
        try OutputFile.write(texts[0], to: path, atomic: true)
        let done = Locked(false)
        let counts = Locked((misses: 0, partial: 0, looks: 0))
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let whole = Set(texts)
        Thread {
            var (misses, partial, looks) = (0, 0, 0)
            repeat {
                if let bytes = OutputFile.read(path)?.bytes {
                    if !whole.contains(String(decoding: bytes, as: UTF8.self)) { partial += 1 }
                } else {
                    misses += 1
                }
                looks += 1
                if looks == 1 { started.signal() }
            } while !done.withLock({ $0 })
            counts.withLock { $0 = (misses, partial, looks) }
            finished.signal()
        }.start()
        started.wait()
        for text in texts.dropFirst() { try OutputFile.write(text, to: path, atomic: true) }
        done.withLock { $0 = true }
        finished.wait()
        let (misses, partial, looks) = counts.withLock { $0 }
        #expect(looks > 1)
        #expect(misses == 0)
        #expect(partial == 0)
        #expect(try project.read("index.html") == texts[200])
    }

    @Test func aFolderInTheWayIsNeitherReplacedNorMoved() throws {
        let project = try TemporaryProject()
        let path = project.root.appending(path: "index.html").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: (any Error).self) { try OutputFile.write("page", to: path, atomic: true) }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path) == ["index.html"])
    }
}
