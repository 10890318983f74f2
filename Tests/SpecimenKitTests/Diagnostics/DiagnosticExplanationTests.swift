import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// The diagnostics reference, docs/content/diagnostics/: a page for every code, and every page's example, run
/// with the real `specimen`, says exactly what the page says it says. `SPECIMEN_RECORD_SNAPSHOTS=1` writes what
/// it says into the pages instead (review the diff); `SPECIMEN_EXPLAIN=code,code` runs only those examples.
@Suite struct DiagnosticExplanationTests {
    static let folder = Repository.root.appending(path: "docs/content/diagnostics")

    static func page(_ code: String) -> (text: String, page: DiagnosticExplanation)? {
        guard let data = FileManager.default.contents(atPath: folder.appending(path: "\(code).md").path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return DiagnosticExplanation.parse(text).map { (text, $0) }
    }

    static let codesWithExamples: [String] = DiagnosticCode.all.map(\.rawValue).filter { code in
        guard let page = page(code)?.page, !page.command.isEmpty else { return false }
        let only = ProcessInfo.processInfo.environment["SPECIMEN_EXPLAIN"].map { Set($0.split(separator: ",").map(String.init)) }
        return only?.contains(code) ?? true
    }

    @Test func everyCodeHasAPageThatSaysItsLevel() throws {
        var missing: [String] = []
        for code in DiagnosticCode.all {
            guard let (_, page) = Self.page(code.rawValue) else {
                missing.append(code.rawValue)
                continue
            }
            #expect(page.code == code.rawValue)
            #expect(!page.description.isEmpty, "\(code)")
            #expect(page.body.hasPrefix(code.level == .error ? "**Error**" : "**Warning**"), "\(code): the first line says its level")
            // A page without an example says why there is none.
            #expect(!page.command.isEmpty || page.body.contains("## Why there is no example"), "\(code)")
        }
        #expect(missing == [], "codes without a page in docs/content/diagnostics/")
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".md") && $0 != "index.md" }
        #expect(pages.map { String($0.dropLast(3)) }.filter { DiagnosticCode(rawValue: $0) == nil } == [], "pages for no code")
    }

    @Test func theBinaryCarriesThePagesAsTheyAre() {
        for code in DiagnosticCode.all {
            guard let (_, page) = Self.page(code.rawValue) else { continue }
            #expect(DiagnosticExplanation.all[code.rawValue] == page, "\(code): rebuild, the embedded page is not the file's")
        }
    }

    @Test(arguments: codesWithExamples)
    func theExampleSaysWhatThePageSays(code: String) throws {
        let (text, page) = try #require(Self.page(code))
        let project = try TemporaryProject()
        for (path, content) in page.files {
            let url = project.root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        let executable =
            page.command[0] == "specimen"
            ? CommandLineTests.binary : CommandLineTests.binary.deletingLastPathComponent().appending(path: page.command[0])
        let run = try CommandLineTests.run(Array(page.command.dropFirst()), in: project.root, executable: executable)
        let said = DiagnosticExplanation.blocks(about: code, in: run.errors + "\n\n" + run.output)
        if ProcessInfo.processInfo.environment["SPECIMEN_RECORD_SNAPSHOTS"] == "1", said != page.output, let updated = page.recording(said, in: text)
        {
            try Data(updated.utf8).write(to: Self.folder.appending(path: "\(code).md"))
            return
        }
        #expect(!said.isEmpty, "`\(page.command.joined(separator: " "))` on the example does not say \(code):\n\(run.errors)")
        #expect(said == page.output, "re-record with SPECIMEN_RECORD_SNAPSHOTS=1 SPECIMEN_EXPLAIN=\(code) and review the diff")
    }

    @Test func explainPrintsThePageAndListsEveryCode() throws {
        let folder = try TemporaryProject()
        let explained = try CommandLineTests.run(["explain", "broken-link"], in: folder.root)
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("broken-link (warning): A link points to a page that does not exist.\n\n**Warning** in a build"))
        let list = try CommandLineTests.run(["explain", "--list"], in: folder.root)
        #expect(list.output.split(separator: "\n").count == DiagnosticCode.all.count)
        #expect(list.output.contains("broken-link                  warning  A link points to a page that does not exist.\n"))
        let unknown = try CommandLineTests.run(["explain", "broken-links"], in: folder.root)
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("error: `broken-links` is not a diagnostic code\n"))
        #expect(unknown.errors.contains("  fix: Did you mean `broken-link`?"))
    }
}
