import Foundation
import Testing

/// Specimen as a Swift package dependency, the way an app team uses it: the fixture package
/// `Fixtures/swift-package` ("Orbit") depends on Specimen checked out beside it, generates its
/// tokens with the build-tool plugin and builds its pattern library with the command plugin.
///
/// Each test runs the real `swift build` / `swift package` on that package. Its build folder is
/// kept under this repository's `.build/plugin-fixture/`, so only the first run compiles Specimen
/// for it (the token module in seconds; the whole `specimen` binary for the command plugin).
@Suite(.serialized) struct SwiftPackagePluginTests {
    static let work = Repository.root.appending(path: ".build/plugin-fixture")
    static let scratch = work.appending(path: "build")

    /// A fresh copy of the fixture at `.build/plugin-fixture/app`, with `../specimen` linking to this repository.
    /// The paths stay the same from run to run, so the build folder stays valid.
    static func app() throws -> URL {
        let manager = FileManager.default
        let app = work.appending(path: "app")
        let link = work.appending(path: "specimen")
        try? manager.removeItem(at: app)
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != Repository.root.path {
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: Repository.root)
        }
        try manager.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/swift-package"), to: app)
        return app
    }

    /// `swift ARGUMENTS` in `folder`, with the fixture's build folder.
    ///
    /// Run once more, and only then, when SwiftPM itself crashes while it plans the build: Swift 6.3's `swift-package`
    /// once died with a bad pointer in `BuildPlan.computeDestinations` (signal 11, nothing of Specimen's running yet)
    /// and passed on the next four runs of the same tests. Any other failure is the test's result.
    static func swift(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Run {
        let command = ["swift", arguments[0], "--scratch-path", scratch.path] + Array(arguments.dropFirst())
        let run = try CommandLineTests.run(command, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        let printed = run.output + run.errors
        let swiftPMCrashed = printed.contains("*** Program crashed") && printed.contains(" in swift-package at ")
        guard swiftPMCrashed else { return run }
        return try CommandLineTests.run(command, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    static let appOutput = """
        card padding 16.0, radius 12.0, width for 300: 332.0
        surface #ffffff light, #0f172a dark
        accent #2563eb, focus ring #2563eb
        title Inter 20.0 pt, weight 600.0
        appear 0.15 s

        """

    @Test func theAppCompilesAgainstTheGeneratedTokensAndUsesThem() throws {
        let app = try Self.app()
        let run = try Self.swift(["run", "Orbit"], in: app)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == Self.appOutput)
        // The generated file is the export `specimen tokens export --format swift` prints for the same folder.
        let generated = try String(
            contentsOf: Self.scratch.appending(path: "plugins/outputs/app/Orbit/destination/SpecimenTokensPlugin/DesignTokens.swift"), encoding: .utf8
        )
        let export = try CommandLineTests.run(["tokens", "export", ".", "--format", "swift"], in: app)
        #expect(export.status == 0)
        #expect(generated == export.output)
    }

    @Test func aChangedTokenReachesTheAppOnTheNextBuild() throws {
        let app = try Self.app()
        #expect(try Self.swift(["build"], in: app).status == 0)
        let light = app.appending(path: "content/tokens/light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        try text.replacingOccurrences(of: ##""surface": { "$value": "#ffffff" }"##, with: ##""surface": { "$value": "#f8fafc" }"##)
            .write(to: light, atomically: true, encoding: .utf8)
        let run = try Self.swift(["run", "Orbit"], in: app)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.split(separator: "\n")[1] == "surface #f8fafc light, #0f172a dark")
    }

    @Test func aBrokenAliasFailsTheBuildAtItsLineOnce() throws {
        let app = try Self.app()
        let light = app.appending(path: "content/tokens/light.tokens.json")
        let text = try String(contentsOf: light, encoding: .utf8)
        try text.replacingOccurrences(of: "{color.accent}", with: "{color.acent}").write(to: light, atomically: true, encoding: .utf8)
        let run = try Self.swift(["build"], in: app)
        #expect(run.status != 0)
        let output = run.output + run.errors
        // The compiler's form with the file's full path, so SwiftPM and Xcode show it at the line;
        // once, though the alias breaks both the light and the dark mode.
        let error = "\(light.path):7:26: error: alias `{color.acent}` does not match any token"
        #expect(output.components(separatedBy: error).count == 2, "\(output)")
        #expect(output.contains("  fix: Did you mean `{color.accent}`?"))
        #expect(!output.contains("Compiling Orbit"))
    }

    @Test func aWarningIsShownAndTheAppStillBuilds() throws {
        let app = try Self.app()
        let base = app.appending(path: "content/tokens/base.tokens.json")
        let text = try String(contentsOf: base, encoding: .utf8)
        // Points, as a design tool exports them: not in the format, but clear enough to read.
        try text.replacingOccurrences(
            of: #""card": { "$value": { "value": 12, "unit": "px" } }"#, with: #""card": { "$value": { "value": 12, "unit": "pt" } }"#
        )
        .write(to: base, atomically: true, encoding: .utf8)
        let run = try Self.swift(["run", "Orbit"], in: app)
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            (run.output + run.errors).contains("\(base.path):9:48: warning: dimension unit `pt` is not part of the format"),
            "\(run.output + run.errors)")
        #expect(run.output.hasPrefix("card padding 16.0, radius 16.0, width for 300: 332.0\n"))
    }

    @Test func theCommandPluginBuildsThePackagesPatternLibrary() throws {
        let app = try Self.app()
        let run = try Self.swift(["package", "--allow-writing-to-package-directory", "specimen", "build", "--strict"], in: app)
        #expect(run.status == 0, "\(run.errors)")
        for page in ["index.html", "guides/cards/index.html", "tokens/index.html", "tokens.css"] {
            #expect(FileManager.default.fileExists(atPath: app.appending(path: "public/\(page)").path), "\(page)")
        }
        let css = try String(contentsOf: app.appending(path: "public/tokens.css"), encoding: .utf8)
        #expect(css.contains("--color-surface: #ffffff;"))
        // Without a content/swift.yml, the package's own targets are the app's code: its uses are on the token pages.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: app.appending(path: "public/tokens.json"))) as? [String: Any]
        let spacing = (json?["tokens"] as? [String: Any])?["spacing.md"] as? [String: Any]
        let uses = (spacing?["uses"] as? [[String: Any]])?.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }
        #expect(uses == ["Sources/Orbit/CardStyle.swift:5:28"])
        #expect(FileManager.default.fileExists(atPath: app.appending(path: "public/tokens/adoption/index.html").path))
    }
}

/// `specimen-tokens`, the build-tool plugin's tool, run directly: its own mistakes are reported like Specimen's.
@Suite struct TokenToolTests {
    static let tool = CommandLineTests.binary.deletingLastPathComponent().appending(path: "specimen-tokens")

    @Test func badArgumentsSayWhatAndWhatToDo() throws {
        let missing = try CommandLineTests.run(["content/tokens"], in: Repository.root, executable: Self.tool)
        #expect(missing.status == 2)
        #expect(
            missing.errors == """
                error: expected a tokens folder and an output file, got 1
                  why: specimen-tokens reads one folder of token files and writes one Swift file.
                  fix: usage: specimen-tokens TOKENS-FOLDER OUTPUT.swift [--type-name NAME]
                  see: specimen explain usage


                """)
        let name = try CommandLineTests.run(["--type-name", "2x", "content/tokens", "/dev/null"], in: Repository.root, executable: Self.tool)
        #expect(name.status == 2)
        #expect(
            name.errors.hasPrefix(
                "error: --type-name needs a Swift type name\n  why: It names the enum that holds the tokens in the generated file.\n"))
    }

    @Test func theExampleTokensBecomeTheFileTheCLIExports() throws {
        let output = try TemporaryProject()
        let file = output.root.appending(path: "Generated/DesignTokens.swift")
        let run = try CommandLineTests.run(["content/tokens", file.path], in: Repository.root, executable: Self.tool)
        #expect(run.status == 0, "\(run.errors)")
        let export = try CommandLineTests.run(["tokens", "export", ".", "--format", "swift"], in: Repository.root)
        #expect(try String(contentsOf: file, encoding: .utf8) == export.output)
    }
}
