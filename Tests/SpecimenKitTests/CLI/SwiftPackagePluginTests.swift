import Foundation
import Testing

/// Specimen as a Swift package dependency, the way an app team uses it: the fixture package
/// `Fixtures/swift-package` ("Orbit") names Specimen by version (`from: "1.0.0"`), generates its tokens
/// with the build-tool plugin and builds its pattern library with the command plugin.
///
/// The version it resolves is a release of this working tree: `.build/plugin-fixture/specimen` is a git
/// repository holding a copy of it (committed or not, ignored files left out), tagged `1.0.N` whenever
/// the copy changes, so SwiftPM's own tag resolution and unsafe-flags rules apply as they do to an app.
/// Each test runs the real `swift build` / `swift package` on that package. Its build folder is kept
/// under `.build/plugin-fixture/`, so only the first run compiles Specimen for it (the token module in
/// seconds; the whole `specimen` binary for the command plugin), later ones what changed.
@Suite(.serialized) struct SwiftPackagePluginTests {
    static let work = Repository.root.appending(path: ".build/plugin-fixture")
    static let scratch = work.appending(path: "build")
    static let release = work.appending(path: "specimen")

    /// A fresh copy of the fixture at `.build/plugin-fixture/app`, naming the newest release of this
    /// working tree. The paths stay the same from run to run, so the build folder stays valid.
    static func app() throws -> URL {
        let manager = FileManager.default
        let app = work.appending(path: "app")
        try? manager.removeItem(at: app)
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        try tagRelease()
        try manager.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/swift-package"), to: app)
        let manifest = app.appending(path: "Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "https://github.com/ORG/specimen", with: release.absoluteURL.absoluteString)
            .write(to: manifest, atomically: true, encoding: .utf8)
        // SwiftPM keeps the tags it has seen in its caches; `update` fetches the new one, as a developer's would.
        let update = try swift(["package", "update", "specimen"], in: app)
        guard update.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: update.errors]) }
        return app
    }

    /// Copies the working tree into `release` and tags it `1.0.N` (N its commit count) when it changed.
    static func tagRelease() throws {
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: release.path)) != nil { try manager.removeItem(at: release) }
        let git = ["-c", "user.name=Specimen tests", "-c", "user.email=tests@example.com", "-c", "init.defaultBranch=main"]
        func run(_ arguments: [String], in folder: URL) throws -> String {
            let run = try CommandLineTests.run(git + arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/git"))
            guard run.status == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "git \(arguments): \(run.errors)"])
            }
            return run.output
        }
        if !manager.fileExists(atPath: release.appending(path: ".git").path) {
            try manager.createDirectory(at: release, withIntermediateDirectories: true)
            _ = try run(["init", "-q"], in: release)
        }
        for name in try manager.contentsOfDirectory(atPath: release.path) where name != ".git" {
            try manager.removeItem(at: release.appending(path: name))
        }
        let files = try run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: Repository.root).split(separator: "\0")
        for file in files.map(String.init) {
            let source = Repository.root.appending(path: file)
            guard manager.fileExists(atPath: source.path) else { continue }  // deleted, not yet committed
            let copy = release.appending(path: file)
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: copy)
        }
        _ = try run(["add", "-A"], in: release)
        guard !(try run(["status", "--porcelain"], in: release)).isEmpty else { return }
        _ = try run(["commit", "-q", "-m", "A release of the working tree, for the plugin tests"], in: release)
        let count = try run(["rev-list", "--count", "HEAD"], in: release).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try run(["tag", "1.0.\(count)"], in: release)
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
        // It is the newest release of this working tree, resolved by its version.
        let newest = try PublishingWorkflowTests.shell("git tag --sort=-v:refname | head -1", in: Self.release).output
        let resolved = try String(contentsOf: app.appending(path: "Package.resolved"), encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"\(newest.trimmingCharacters(in: .newlines))\""), "\(resolved)")
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

    /// The token plugin as a release publishes it (`scripts/release plugins`): a package whose tool is a
    /// prebuilt artifact bundle, named by version. The app resolves that package alone and compiles only its own code.
    @Test func thePublishedPluginPackageCompilesNoneOfSpecimen() throws {
        let folder = try TemporaryProject()
        let tool = CommandLineTests.binary.deletingLastPathComponent().appending(path: "specimen-tokens")
        #if arch(arm64)
        let triple = "aarch64-unknown-linux-gnu"
        #else
        let triple = "x86_64-unknown-linux-gnu"
        #endif
        let script = Repository.root.appending(path: "scripts/release")
        let made = try CommandLineTests.run(
            [script.path, "plugins", "--tool", "\(triple)=\(tool.path)", "--output", folder.root.path], in: Repository.root,
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(made.status == 0, "\(made.errors)")
        let plugins = folder.root.appending(path: "specimen-plugins")
        try PublishingWorkflowTests.shell(
            "git init -q -b main && git add -A && git -c user.name=R -c user.email=r@example.com commit -qm release && git tag 1.0.0",
            in: plugins)
        let app = folder.root.appending(path: "app")
        try FileManager.default.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/swift-package"), to: app)
        let manifest = app.appending(path: "Package.swift")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(
                of: #".package(url: "https://github.com/ORG/specimen", from: "1.0.0", traits: [])"#,
                with: #".package(url: "\#(plugins.absoluteURL.absoluteString)", from: "1.0.0")"#
            )
            .replacingOccurrences(of: #"package: "specimen")"#, with: #"package: "specimen-plugins")"#)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let run = try CommandLineTests.run(
            ["swift", "run", "--scratch-path", folder.root.appending(path: "build").path, "Orbit"], in: app,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasSuffix(Self.appOutput), "\(run.output)")
        let compiled = Set(
            (run.output + run.errors).split(separator: "\n").compactMap { line -> String? in
                // `Compiling plugin SpecimenTokensPlugin` is the plugin's own script, compiled whichever package holds it.
                guard let range = line.range(of: "] Compiling "), !line.hasSuffix("Compiling plugin SpecimenTokensPlugin") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != " " })
            })
        #expect(compiled == ["Orbit"])
        let resolved = try String(contentsOf: app.appending(path: "Package.resolved"), encoding: .utf8)
        #expect(resolved.components(separatedBy: "\"identity\"").count == 2, "one package resolved: \(resolved)")
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
