import Foundation
import SpecimenTestSupport

/// A small docs project in a fresh temporary folder, removed when the test ends.
final class TestProject: TemporaryFolder, @unchecked Sendable {
    /// A project with a home page, one guide and whatever `files` add or replace.
    init(_ files: [String: String] = [:]) throws {
        var all = [
            "content/index.md": "---\ntitle: Home\n---\n\nWelcome to the **library**.\n",
            "content/guide.md": "---\ntitle: Guide\n---\n\nThe first version of the guide.\n",
        ]
        all.merge(files) { _, new in new }
        try super.init(prefix: "specimen-serve", files: all)
    }
}
