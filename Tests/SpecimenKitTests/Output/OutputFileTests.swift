import Foundation
import Testing

@testable import SpecimenKit

@Suite struct OutputFileTests {
    /// A site's shape, a folder per page two levels down and deeper, with an empty folder, a hidden file, and links to a
    /// folder and a file outside it: everything inside goes, nothing a link leads to does.
    @Test func removingATreeRemovesEverythingInItAndNothingItLinksTo() throws {
        let project = try TemporaryProject()
        let manager = FileManager.default
        let site = project.root.appending(path: "public")
        for path in ["index.html", "search-index.json", ".nojekyll", "assets/style.css", "a/b/index.html", "a/c/d/e/index.html", "f/g/index.html"] {
            try manager.createDirectory(at: site.appending(path: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try OutputFile.write(path, to: site.appending(path: path).path, atomic: false)
        }
        try manager.createDirectory(at: site.appending(path: "a/empty"), withIntermediateDirectories: true)
        try manager.createDirectory(at: project.root.appending(path: "kept"), withIntermediateDirectories: true)
        try OutputFile.write("kept", to: project.root.appending(path: "kept/file.txt").path, atomic: false)
        try manager.createSymbolicLink(atPath: site.appending(path: "a/link").path, withDestinationPath: project.root.appending(path: "kept").path)
        try manager.createSymbolicLink(
            atPath: site.appending(path: "a/c/d/link").path, withDestinationPath: project.root.appending(path: "kept").path)
        // More entries than one read of a folder returns.
        try manager.createDirectory(at: site.appending(path: "f/many"), withIntermediateDirectories: true)
        for number in 0..<3_000 { try OutputFile.write("", to: site.appending(path: "f/many/page-\(number).html").path, atomic: false) }
        try manager.createSymbolicLink(
            atPath: site.appending(path: "file-link").path, withDestinationPath: project.root.appending(path: "kept/file.txt").path)

        #expect(OutputFile.removeTree(site.path))
        #expect(try manager.contentsOfDirectory(atPath: project.root.path).sorted() == ["kept"])
        #expect(try project.read("kept/file.txt") == "kept")
        // A link is removed as a file, and a path that is not there is already removed.
        try manager.createSymbolicLink(atPath: site.path, withDestinationPath: project.root.appending(path: "kept").path)
        #expect(OutputFile.removeTree(site.path))
        #expect(OutputFile.removeTree(site.path))
        #expect(try manager.contentsOfDirectory(atPath: project.root.path).sorted() == ["kept"])
        #expect(try project.read("kept/file.txt") == "kept")
    }

    /// A whole file is read to its end, whatever size it gives: /proc's files say they are empty.
    @Test func readingAllReadsToTheEnd() throws {
        let project = try TemporaryProject()
        let path = project.root.appending(path: "guide.md").path
        let text = Array(String(repeating: "Retry the request. ", count: 1_000).utf8)
        try OutputFile.write(text, to: path, atomic: false)
        #expect(OutputFile.readAll(path) == text)
        try OutputFile.write([UInt8](), to: path, atomic: false)
        #expect(OutputFile.readAll(path) == [])
        #expect(OutputFile.readAll(project.root.appending(path: "missing.md").path) == nil)
        #if os(Linux)
        #expect(String(decoding: OutputFile.readAll("/proc/self/status") ?? [], as: UTF8.self).contains("Name:"))
        #endif
    }

    /// A page's folder is made when it is missing, with its parents, and only when asked to.
    @Test func aWriteMakesTheFoldersItIsAskedToMake() throws {
        let project = try TemporaryProject()
        let path = project.root.appending(path: "public/guides/errors/index.html").path
        #expect(throws: (any Error).self) { try OutputFile.write(Array("page".utf8), to: path, atomic: false) }
        for atomic in [false, true] {
            try OutputFile.write(Array("page \(atomic)".utf8), to: path, atomic: atomic, makingFolder: true)
            #expect(try project.read("public/guides/errors/index.html") == "page \(atomic)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.appending(path: "public/guides/errors").path) == ["index.html"])
    }

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
        let looked = Locked(0)
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let whole = Set(texts)
        Thread {
            var (misses, partial, looks) = (0, 0, 0)
            repeat {
                if let bytes = OutputFile.readAll(path) {
                    if !whole.contains(String(decoding: bytes, as: UTF8.self)) { partial += 1 }
                } else {
                    misses += 1
                }
                looks += 1
                looked.withLock { $0 = looks }
                if looks == 1 { started.signal() }
            } while !done.withLock({ $0 })
            counts.withLock { $0 = (misses, partial, looks) }
            finished.signal()
        }.start()
        started.wait()
        // 200 writes, and more until the reader has looked a few times: in a loaded test run on a slow disk,
        // 200 writes once took 25 s, and the reader, starved of a core, looked only once.
        var writes = 0
        while writes < 200 || (looked.withLock { $0 } < 4 && writes < 2_000) {
            try OutputFile.write(texts[1 + writes % 200], to: path, atomic: true)
            writes += 1
        }
        done.withLock { $0 = true }
        finished.wait()
        let (misses, partial, looks) = counts.withLock { $0 }
        #expect(looks >= 4)
        #expect(misses == 0)
        #expect(partial == 0)
        #expect(try project.read("index.html") == texts[1 + (writes - 1) % 200])
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
