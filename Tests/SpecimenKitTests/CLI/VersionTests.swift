import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenKit

/// `specimen --version` and `specimen-tokens --version`, the JSON diagnostics' `specimen` and the generator tag: the
/// release, and for `specimen` the commit its checkout was at (read from .git by the EmbedDefaultTheme plugin).
@Suite struct VersionTests {
    /// The commit this repository is at, read with git itself (the binary reads the files without it).
    static func head() throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", Repository.root.path, "rev-parse", "HEAD"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(text.prefix(12)) : nil
    }

    @Test func bothToolsSayTheirVersion() throws {
        let folder = try TemporaryProject()
        let specimen = try CommandLineTests.run(["--version"], in: folder.root)
        #expect(specimen.status == 0)
        // A checkout's binary names the commit it was built at; the tests run the binary of this checkout.
        let expected = try Self.head().map { "\(SpecimenVersion.release) (commit \($0))\n" } ?? "\(SpecimenVersion.release)\n"
        #expect(specimen.output == expected)
        let tokens = try CommandLineTests.run(["--version"], in: folder.root, executable: TokenToolTests.tool)
        #expect(tokens.status == 0 && tokens.output == "\(SpecimenVersion.release)\n")
        #expect(SpecimenVersion.release.split(separator: "-")[0].split(separator: ".").count == 3)
    }

    @Test func theJSONAndTheSiteSayIt() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n"])
        let run = try CommandLineTests.run(["build", ".", "--format", "json"], in: project.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((document["specimen"] as? String)?.hasPrefix(SpecimenVersion.release) == true)
        #expect(try project.read("public/index.html").contains("<meta name=\"generator\" content=\"Specimen \(SpecimenVersion.release)\">"))
    }
}
