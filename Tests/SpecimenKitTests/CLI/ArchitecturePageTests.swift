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

    // MARK: The rules the page states

    /// The Swift files of a folder of the sources, each with its text without comments (a doc comment may name a
    /// type of a later stage: `see TokenLoader`).
    private static func code(in folder: String) -> [(file: String, code: String)] {
        let url = Repository.root.appending(path: folder)
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            guard let text = try? String(contentsOf: url.appending(path: name), encoding: .utf8) else { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("//") { return "" }
                // A comment after code starts with ` //`; `https://` in a string has no space before it.
                if let comment = line.range(of: " // ") { return line[..<comment.lowerBound] }
                return line
            }
            return ("\(folder)/\(name)", lines.joined(separator: "\n"))
        }
    }

    /// The names of the types a folder declares at its files' top level.
    private static func declaredTypes(in folder: String) -> Set<String> {
        let pattern =
            /(?m)^(?:(?:public|package|private|fileprivate|internal|final)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9]*)/
        return Set(code(in: folder).flatMap { $0.code.matches(of: pattern).map { String($0.output.1) } })
    }

    /// The folders of SpecimenTokens in the order the page lists them; folders on one line are one layer.
    private static func tokenLayers() -> [[String]] {
        guard let start = page.range(of: "Sources/SpecimenTokens/") else { return [] }
        var layers: [[String]] = []
        for line in page[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("  "), !line.hasPrefix("   ") || line.drop(while: { $0 == " " }).first == nil else {
                if !line.hasPrefix(" ") { break }
                continue
            }
            let names = line.split(separator: " ").prefix { $0.hasSuffix("/") }.map { String($0.dropLast()) }
            if !names.isEmpty { layers.append(names) }
        }
        return layers
    }

    /// "A folder uses only the folders above it": no file of SpecimenTokens names a type of a folder the page lists
    /// after its own, so reading tokens goes one way (the format, the values, the model, typing, the export's form,
    /// the aliases, the export, the loader).
    @Test func aTokenFolderUsesOnlyTheFoldersAboveIt() {
        let layers = Self.tokenLayers()
        let folders = Self.folders("Sources/SpecimenTokens")
        #expect(Set(layers.flatMap { $0 }) == Set(folders), "the page lists the folders of Sources/SpecimenTokens in order, one layer a line")
        var violations: [String] = []
        for (index, layer) in layers.enumerated() {
            let later = Set(layers[(index + 1)...].flatMap { $0 }.flatMap { Self.declaredTypes(in: "Sources/SpecimenTokens/\($0)") })
            for folder in layer {
                for (file, code) in Self.code(in: "Sources/SpecimenTokens/\(folder)") {
                    let named = Set(code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/).map { String($0.output) }).intersection(later)
                    if !named.isEmpty { violations.append("\(file) names \(named.sorted().joined(separator: ", "))") }
                }
            }
        }
        #expect(violations == [], "a folder names a type of a folder below it on the page")
    }

    /// "The alias graph knows no tool": Aliases/ names no tool and no dialect; each tool's syntax is asked through
    /// `ToolSyntax`.
    @Test func theAliasGraphNamesNoTool() {
        let tools = ["tokens studio", "tokensstudio", "style dictionary", "styledictionary", "figma", "dialect"]
        let naming = Self.code(in: "Sources/SpecimenTokens/Aliases").filter { file in tools.contains { file.code.lowercased().contains($0) } }
        #expect(naming.map(\.file) == [])
    }

    /// "Cache/ does not name SiteSession": the cache keeps a `BuildSnapshot` and knows nothing of the session.
    @Test func theCacheNamesNoSession() {
        let naming = Self.code(in: "Sources/SpecimenKit/Cache").filter { $0.code.contains("SiteSession") }
        #expect(naming.map(\.file) == [])
    }
}
