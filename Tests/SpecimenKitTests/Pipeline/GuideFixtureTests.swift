import Foundation
import Testing

@testable import SpecimenKit

/// The five guides in Fixtures/guides, in the shapes of real ones, must each build into a page that keeps all of its content.
@Suite struct GuideFixtureTests {
    static func buildGuides() throws -> (TemporaryProject, BuildReport) {
        let project = try TemporaryProject()
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.guides.path) where name.hasSuffix(".md") && name != "README.md" {
            try project.write("content/" + name, try Data(contentsOf: Repository.guides.appending(path: name)))
        }
        return (project, project.build())
    }

    @Test func everyGuideBuildsWithItsTitleAndContent() throws {
        let (project, report) = try Self.buildGuides()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(report.pageCount == 6, "five guides and the generated home")
        #expect(project.exists("public/index.html"))
        let expectations: [(String, String, [String])] = [
            (
                "validation-and-status-messages", "Validation &amp; Status Messages",
                [
                    "<table>", "<input type=\"checkbox\" disabled=\"\" />", "class=\"language-swift\"",
                    "<div class=\"specimen-scoped\">", ".specimen-scoped .component-example", "‚úÖ",
                ]
            ),
            ("progress-and-confirmation-rules", "Progress and Confirmation Rules", ["class=\"language-swift\""]),
            ("parcel-empty-state-views", "Empty State Views", ["<blockquote>", "class=\"language-text\"", "class=\"language-swift\""]),
            ("offline-and-retry-behaviour", "Offline and retry behaviour", ["<table>"]),
            (
                "haptics-and-status-feedback", "Feedback Guidelines",
                [
                    "<a href=\"#sound-motion-and-haptics\">", "id=\"sound-motion-and-haptics\"",
                    "<a href=\"#status--error-feedback\">", "id=\"status--error-feedback\"",
                ]
            ),
        ]
        for (slug, title, fragments) in expectations {
            let html = try project.read("public/\(slug)/index.html")
            #expect(html.contains("<title>\(title)"), "\(slug) title")
            for fragment in fragments { #expect(html.contains(fragment), "\(slug): \(fragment)") }
        }
    }

    @Test func theGuidesGetExactlyTheWarningsTheyDeserve() throws {
        let (_, report) = try Self.buildGuides()
        var counts: [String: Int] = [:]
        for diagnostic in report.diagnostics {
            counts["\(diagnostic.location?.file ?? "-") \(diagnostic.severity) \(diagnostic.code)", default: 0] += 1
        }
        // 27 lines of text read as Mac Roman, one cause, so one warning. The raw HTML's hard-coded colours drift from
        // nothing: the guides come without tokens (LiteralColorLintTests checks them against tokens).
        #expect(counts == ["content/validation-and-status-messages.md warning mis-decoded-text": 1])
        let misDecoded = try #require(report.diagnostics.first { $0.code == .misDecodedText })
        #expect(misDecoded.description == "content/validation-and-status-messages.md:51:3: warning: text looks mis-decoded: `‚úÖ` for `✅`")
        #expect(
            misDecoded.reason == """
                These characters are the UTF-8 bytes of the intended text read as Mac Roman; the file was once opened with the wrong \
                encoding and saved again. The same occurs on 26 more lines of this file: 52, 53, 54, 55, 73, 178, 250, 285 and 18 more.
                """)
    }

    @Test func rawHTMLExamplesRenderAsHTML() throws {
        let (project, _) = try Self.buildGuides()
        let html = try project.read("public/validation-and-status-messages/index.html")
        #expect(html.contains("<div class=\"component-example\">"))
        #expect(!html.contains("&lt;div class=&quot;component-example"))
    }

    @Test func noTextIsLost() throws {
        let (project, _) = try Self.buildGuides()
        // Every word of the source survives into the page (markup aside).
        for name in ["offline-and-retry-behaviour", "parcel-empty-state-views", "progress-and-confirmation-rules"] {
            let source = try String(contentsOf: Repository.guides.appending(path: name + ".md"), encoding: .utf8)
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
