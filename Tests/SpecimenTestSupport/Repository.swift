import Foundation

/// The repository's own folders, found from this file's path.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Guides in the shapes teams write them, for the tests (see its README).
    package static let guides = root.appending(path: "Tests/SpecimenKitTests/Fixtures/guides")
}
