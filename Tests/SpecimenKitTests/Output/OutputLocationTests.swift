import Foundation
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// The output folder is replaced whole, so it may never be where the site comes from.
@Suite struct OutputLocationTests {
    private func build(_ project: TemporaryProject, output: String) -> BuildReport {
        SiteBuilder.build(Project(root: project.root, output: project.root.appending(path: output)))
    }

    @Test(arguments: [
        (".", "the output folder . holds the project"),
        ("..", "the output folder .. holds the project"),
        ("content", "the output folder content is inside content/"),
        ("content/index.md", "the output folder content/index.md is inside content/"),
        ("theme/site", "the output folder theme/site is inside theme/"),
        ("notes.txt", "the output folder notes.txt is a file"),
    ])
    func whatTheSiteIsBuiltFromIsNeverReplaced(output: String, message: String) throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n", "theme/assets/extra.css": "p {}\n", "notes.txt": "mine\n"])
        let report = build(project, output: output)
        #expect(!report.wroteOutput)
        #expect(report.diagnostics.map(\.message) == [message])
        #expect(report.diagnostics.first?.code == .outputWrite)
        #expect(try project.read("content/index.md") == "# Home\n")
        #expect(try project.read("notes.txt") == "mine\n")
        #expect(try project.read("theme/assets/extra.css") == "p {}\n")
    }

    @Test func aMistypedProjectIsNotCreated() throws {
        let folder = try TemporaryProject()
        let missing = folder.root.appending(path: "nowhere/docs")
        let report = SiteBuilder.build(Project(root: missing))
        #expect(report.diagnostics.map(\.code) == [.noContent])
        #expect(!FileManager.default.fileExists(atPath: folder.root.appending(path: "nowhere").path))
    }
}
