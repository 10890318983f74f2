import Foundation
import Testing

@testable import SpecimenDiagnostics
@testable import SpecimenKit
@testable import SpecimenTokens

/// Diagnostics name files from the project's folder; what prints them names them from where the command runs, so a
/// terminal, an editor or a CI annotation opens the file (`Project.naming`).
@Suite struct ProjectNamingTests {
    private let warning = Diagnostic.warning(
        .tokenSizeRem, at: SourceLocation(file: "content/tokens/size.json", line: 4, column: 27), "sizes are read as `rem`")

    @Test func filesAreNamedFromWhereTheCommandRuns() {
        let project = Project(root: URL(fileURLWithPath: "/work/repo/docs"))
        let named = { (folder: String, diagnostic: Diagnostic) in
            project.naming([diagnostic], from: URL(fileURLWithPath: folder)).first?.location?.file
        }
        #expect(named("/work/repo/docs", warning) == "content/tokens/size.json")
        #expect(named("/work/repo", warning) == "docs/content/tokens/size.json")
        #expect(named("/work/repo/docs/content", warning) == "tokens/size.json")
        #expect(named("/elsewhere", warning) == "../work/repo/docs/content/tokens/size.json")
        // A token export linked from outside the project is named from the project, climbing, and so from the repository.
        let linked = Diagnostic.warning(
            .tokenSizeRem, at: SourceLocation(file: "../design-tokens/size.json", line: 4, column: 27), "sizes are read as `rem`")
        #expect(named("/work/repo", linked) == "design-tokens/size.json")
        let absolute = Diagnostic.error(
            .baselineUnreadable, at: SourceLocation(file: "/tmp/site/contrast.json", line: 1, column: 1), "cannot read it")
        #expect(named("/work/repo", absolute) == "/tmp/site/contrast.json")
        #expect(project.naming([.error(.noContent, at: nil, "nothing")], from: URL(fileURLWithPath: "/work/repo")).first?.location == nil)
    }
}
