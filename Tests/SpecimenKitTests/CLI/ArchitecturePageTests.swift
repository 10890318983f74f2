import Foundation
import Testing

/// docs/content/architecture.md is where a newcomer finds where a feature lives: it must name every folder of
/// every module, and the tests' folders must be named as the sources' are, so the page stays true as code moves.
@Suite struct ArchitecturePageTests {
    private static let page = (try? String(contentsOf: Repository.root.appending(path: "docs/content/architecture.md"), encoding: .utf8)) ?? ""

    private static func folders(_ path: String) -> [String] {
        let url = Repository.root.appending(path: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appending(path: name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: ["SpecimenKit", "SpecimenTokens", "SpecimenServer"])
    func thePageNamesEveryFolderOfTheModule(module: String) {
        let folders = Self.folders("Sources/\(module)")
        #expect(!folders.isEmpty)
        // A folder is named at the start of a line of the layout or after a space (`Tokens/` is not in `SpecimenTokens/`).
        let unnamed = folders.filter { folder in !Self.page.contains(" \(folder)/") && !Self.page.contains("\n\(folder)/") }
        #expect(unnamed == [], "add these folders of Sources/\(module) to docs/content/architecture.md")
    }

    /// Each folder of tests is a folder of the module it tests; `Support/` holds the suite's helpers, `Fixtures/` and
    /// `Snapshots/` its inputs and golden files, and the engine's `CLI/` tests the `specimen` command.
    @Test(arguments: [("SpecimenKitTests", "SpecimenKit"), ("SpecimenTokensTests", "SpecimenTokens"), ("SpecimenServerTests", "SpecimenServer")])
    func testFoldersAreNamedAsTheSourceFolders(tests: String, module: String) {
        let sources = Set(Self.folders("Sources/\(module)")).union(["Support", "Fixtures", "Snapshots", "CLI"])
        let strays = Self.folders("Tests/\(tests)").filter { !sources.contains($0) }
        #expect(strays == [], "name these folders of Tests/\(tests) after the folder of Sources/\(module) they test")
    }
}
