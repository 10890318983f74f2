import Foundation
import Testing
@testable import SpecimenKit

/// The five real guides in ../shared/seeds must each build into a page that keeps all of its content.
@Suite struct SeedGuideTests {
    static func buildSeeds() throws -> (TemporaryProject, BuildReport) {
        let project = try TemporaryProject()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.seeds.path) where name.hasSuffix(".md") && name != "README.md" {
            try project.write("content/" + name, try Data(contentsOf: Repository.seeds.appending(path: name)))
        }
        return (project, project.build())
    }

    @Test func everySeedBuildsWithItsTitleAndContent() throws {
        let (project, report) = try Self.buildSeeds()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(report.pageCount == 6, "five guides and the generated home")
        #expect(project.exists("public/index.html"))
        let expectations: [(String, String, [String])] = [
            ("error-states-and-feedback", "Error States &amp; Feedback", [
                "<table>", "<input type=\"checkbox\" disabled=\"\" />", "class=\"language-swift\"",
                "<div class=\"specimen-scoped\">", ".specimen-scoped .component-example", "‚úÖ",
            ]),
            ("feedback-states-rules", "Feedback States", ["class=\"language-swift\""]),
            ("error-state-views", "Error States", ["<blockquote>", "class=\"language-text\"", "class=\"language-swift\""]),
            ("feedback-states-loadable", "Feedback states loadable", []),
            ("hig-feedback", "Feedback", ["<a href=\"#motion-and-haptics\">", "id=\"motion-and-haptics\""]),
        ]
        for (slug, title, fragments) in expectations {
            let html = try project.read("public/\(slug)/index.html")
            #expect(html.contains("<title>\(title)"), "\(slug) title")
            for fragment in fragments { #expect(html.contains(fragment), "\(slug): \(fragment)") }
        }
    }

    @Test func theSeedsGetExactlyTheWarningsTheyDeserve() throws {
        let (_, report) = try Self.buildSeeds()
        var counts: [String: Int] = [:]
        for diagnostic in report.diagnostics { counts["\(diagnostic.location?.file ?? "-") \(diagnostic.severity) \(diagnostic.code)", default: 0] += 1 }
        // 32 lines of text read as Mac Roman, one cause, so one warning; 15 lines of raw HTML/CSS with hard-coded
        // colours (cross-checked with a script over the seed: prose lines that mention hex values are not examples).
        #expect(counts == [
            "content/error-states-and-feedback.md warning mis-decoded-text": 1,
            "content/error-states-and-feedback.md warning colour-drift": 15,
        ])
        let misDecoded = try #require(report.diagnostics.first { $0.code == .misDecodedText })
        #expect(misDecoded.description == "content/error-states-and-feedback.md:47:3: warning: text looks mis-decoded: `‚úÖ` for `✅`")
        #expect(misDecoded.reason == """
            These characters are the UTF-8 bytes of the intended text read as Mac Roman; the file was once opened with the wrong \
            encoding and saved again. The same occurs on 31 more lines of this file: 48, 49, 57, 58, 59, 60, 89, 99 and 23 more.
            """)
    }

    @Test func rawHTMLExamplesRenderAsHTML() throws {
        let (project, _) = try Self.buildSeeds()
        let html = try project.read("public/error-states-and-feedback/index.html")
        #expect(html.contains("<div class=\"component-example\">"))
        #expect(!html.contains("&lt;div class=&quot;component-example"))
    }

    @Test func noTextIsLost() throws {
        let (project, _) = try Self.buildSeeds()
        // Every word of the source survives into the page (markup aside).
        for name in ["feedback-states-loadable", "error-state-views", "feedback-states-rules"] {
            let source = try String(contentsOf: Repository.seeds.appending(path: name + ".md"), encoding: .utf8)
            let html = try project.read("public/\(name)/index.html")
            var missing: [String] = []
            for word in Set(source.split(whereSeparator: { !$0.isLetter }).map(String.init)) where word.count >= 4 && !html.contains(word) {
                missing.append(word)
            }
            missing.sort()
            #expect(missing.isEmpty, "\(name) lost: \(missing.prefix(10))")
        }
    }
}
