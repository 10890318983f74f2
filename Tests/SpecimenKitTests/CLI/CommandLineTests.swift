import Foundation
import Testing

@testable import SpecimenKit

/// The `specimen` binary itself: exit statuses, output formats and `init`, run as a user would.
@Suite struct CommandLineTests {
    /// The CLI built beside the test bundle (`swift build --build-tests` builds both).
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "specimen")

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `specimen` (or `executable`) with `arguments` in `folder`, adding `environment` to this process's.
    static func run(_ arguments: [String], in folder: URL, executable: URL = binary, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are drained at once: a program that fills one while the other is read would wait forever.
        let err = Locked(Data())
        let readingErrors = DispatchGroup()
        DispatchQueue.global().async(group: readingErrors) { err.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() } }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err.withLock { $0 }, as: UTF8.self))
    }

    /// A copy of a fixture site with the example design tokens, in a fresh folder.
    static func fixture(_ name: String) throws -> TemporaryProject {
        let project = try TemporaryProject()
        let manager = FileManager.default
        try manager.removeItem(at: project.root)
        try manager.copyItem(at: Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/\(name)"), to: project.root)
        try manager.copyItem(at: Repository.root.appending(path: "content/tokens"), to: project.root.appending(path: "content/tokens"))
        return project
    }

    @Test func theBinaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "run `swift build --build-tests` first")
    }

    @Test(arguments: ["human", "github", "json"])
    func aSiteWithOneOfEachProblemInEveryFormat(format: String) throws {
        let site = try Self.fixture("broken-site")
        let run = try Self.run(["check", ".", "--format", format], in: site.root)
        #expect(run.status == 1)
        // People read diagnostics on standard error; annotations and JSON go to standard output.
        let text = format == "human" ? run.errors : run.output
        #expect((format == "human" ? run.output : run.errors).isEmpty)
        Snapshot.assertMatches(Self.withoutVersion(text), named: "cli/broken-site.\(format).txt")
    }

    @Test func theFixedSitePasses() throws {
        let site = try Self.fixture("fixed-site")
        let check = try Self.run(["check", "."], in: site.root)
        #expect(check.status == 0)
        #expect(check.errors.hasPrefix("Checked 6 pages in "))
        #expect(check.errors.hasSuffix("s (0 errors, 0 warnings).\n"))
        let build = try Self.run(["build", ".", "--strict", "--quiet"], in: site.root)
        #expect(build.status == 0)
        #expect(build.errors.isEmpty && build.output.isEmpty)
        #expect(site.exists("public/guides/errors/index.html"))
    }

    /// One problem of each kind: outside --strict each is a warning and the site is written; with it, nothing is.
    @Test func aFailedBuildSaysTheSiteWasLeftAsItWas() throws {
        let site = try Self.fixture("broken-site")
        let strict = try Self.run(["build", ".", "--strict"], in: site.root)
        #expect(strict.status == 1)
        #expect(strict.errors.hasSuffix("Build failed (11 errors, 0 warnings); public/ was left as it was.\n"))
        #expect(!site.exists("public"))
        let build = try Self.run(["build", "."], in: site.root)
        #expect(build.status == 0)
        #expect(build.errors.contains(" (0 errors, 11 warnings)."))
        #expect(site.exists("public/index.html"))
    }

    @Test(arguments: [["build", "--format", "xml"], ["build", "--quiet", "--verbose"], ["frobnicate"], ["render"]])
    func badUsageExitsTwo(arguments: [String]) throws {
        let run = try Self.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(run.status == 2)
        #expect(run.errors.contains("Usage:") || run.errors.contains("Error:"))
    }

    /// JSON output with the version (`specimen`, which names the commit of a checkout's build) as a placeholder, so a
    /// snapshot does not change with every commit.
    static func withoutVersion(_ text: String) -> String {
        text.replacing(#/"specimen":"[^"]*"/#, with: #""specimen":"(version)""#)
    }

    /// `init` shows what sets Specimen apart: the example's tokens in light and dark, a guide with two components, and a
    /// contrast table whose one failing pair is explained; `--minimal` is the bare starter, which passes `--strict`.
    @Test func initWritesASiteThatBuildsAsItIs() throws {
        let folder = try TemporaryProject()
        let created = try Self.run(["init", "docs"], in: folder.root)
        #expect(created.status == 0)
        #expect(
            created.errors
                == "Created docs/ with 4 guides, example design tokens (light and dark), two components and content/contrast.yml.\n\nNext: specimen serve docs (a preview that reloads as you edit), or specimen build docs\n"
        )
        let build = try Self.run(["build", "docs"], in: folder.root)
        #expect(build.status == 0, "\(build.errors)")
        // The pair that fails on purpose, in both modes, and nothing else.
        let failures = build.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(
            failures == [
                "docs/content/contrast.yml:17:5: warning: `color.text.onAccent` on `color.state.warning` is 1.67:1 in dark mode; body text needs 4.5:1 (AA)",
                "docs/content/contrast.yml:17:5: warning: `color.text.onAccent` on `color.state.warning` is 2.15:1 in light mode; body text needs 4.5:1 (AA)",
            ], "\(build.errors)")
        #expect(build.errors.contains("\nContrast: 35 pairs in 2 modes, 1 fails; see /contrast/\n"), "\(build.errors)")
        let guide = try folder.read("docs/public/guides/form-errors/index.html")
        #expect(guide.contains("aria-invalid") && guide.contains("Missing photos"))
        #expect(folder.exists("docs/public/tokens/index.html") && folder.exists("docs/public/contrast/index.html"))
        let again = try Self.run(["init", "docs"], in: folder.root)
        #expect(again.status == 1)
        #expect(again.errors.contains("already exists"))

        let minimal = try Self.run(["init", "bare", "--minimal"], in: folder.root)
        #expect(
            minimal.errors
                == "Created bare/ with 3 guides.\n\nNext: specimen serve bare (a preview that reloads as you edit), or specimen build bare\n")
        let strict = try Self.run(["build", "bare", "--strict"], in: folder.root)
        #expect(strict.status == 0, "\(strict.errors)")
        #expect(folder.exists("bare/public/guides/error-messages/index.html") && !folder.exists("bare/content/tokens"))
    }

    /// What `init` did not read is said, with why: a tool's configuration is not copied, JavaScript token files are
    /// kept and not run, and the tokens left out for want of them are counted, pointing at the page that lists them.
    @Test func initSaysWhatItDidNotRead() throws {
        let folder = try TemporaryProject([
            "export/package.json": #"{ "name": "tokens" }"#,
            "export/base/spacing.js": "module.exports = { spacing: { 150: { value: '12px' } } };\n",
            "export/button.json": ##"{ "button": { "padding": { "value": "{spacing.150.value}" }, "text": { "value": "#ffffff" } } }"##,
        ])
        let created = try Self.run(["init", "docs", "--tokens", "export"], in: folder.root)
        #expect(created.status == 0, "\(created.errors)")
        #expect(
            created.errors == """
                Created docs/ with 3 guides, the design tokens and content/contrast.yml.
                Tokens: 1 token file from export: 1 token, 1 of them colours, in one mode.
                  Not copied: package.json, a tool's configuration, not tokens.
                  Not read: base/spacing.js, JavaScript; Specimen runs no code (they are kept, and the build says what needs them).
                  Left out: 1 of the 2 tokens in the source; the tokens page lists each with why (/tokens/#left-out).
                  1 warning reading them: `specimen build docs` shows where.
                Contrast: no colour is named like text or a background; list your pairs in content/contrast.yml.

                Next: specimen serve docs (a preview that reloads as you edit), or specimen build docs

                """)
        #expect(folder.exists("docs/content/tokens/base/spacing.js") && !folder.exists("docs/content/tokens/package.json"))
        let build = try Self.run(["build", "docs"], in: folder.root)
        #expect(build.errors.hasSuffix("Tokens: 2 in the source: 1 published, 1 left out; see /tokens/#left-out\n"), "\(build.errors)")
    }

    /// A design system's export (a resolver with a theme and a density modifier, token files named
    /// `*.json` in a subfolder, the quirks tools write) becomes a project that builds with its token pages.
    @Test func initFromAnExistingTokenExport() throws {
        let folder = try TemporaryProject()
        let export = Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/exported-tokens")
        let created = try Self.run(["init", "docs", "--tokens", export.path], in: folder.root)
        #expect(created.status == 0, "\(created.errors)")
        #expect(
            created.errors == """
                Created docs/ with 3 guides, the design tokens and content/contrast.yml.
                Tokens: 4 token files and the resolver system.resolver.json from \(export.path): 26 tokens, 18 of them colours, in 3 modes (light, dark, high-contrast).
                  9 warnings reading them: `specimen build docs` shows where.
                Contrast: 6 pairs inferred from the names, on the page background {bgColor.default}, in content/contrast.yml:
                     4  neutral text on a neutral background
                     1  accent text on the page background
                     1  danger text on the page background
                  Left out of the draft: 1 candidate pair; content/contrast.yml says why.

                Next: specimen serve docs (a preview that reloads as you edit), or specimen build docs

                """)
        for path in ["content/tokens/system.resolver.json", "content/tokens/themes/light.json", "content/contrast.yml"] {
            #expect(folder.exists("docs/" + path))
        }
        #expect(
            try folder.read("docs/content/contrast.yml").contains(
                """
                  # danger text on the page background
                  - text: "{fgColor.danger}"
                    background: "{bgColor.default}"
                    usage: body
                """))
        let build = try Self.run(["build", "docs", "--format", "json"], in: folder.root)
        #expect(build.status == 0, "\(build.output)")
        // The first build says how the contrast table came out, and where it is.
        let human = try Self.run(["build", "docs"], in: folder.root)
        #expect(human.errors.hasSuffix("Contrast: 6 pairs in 3 modes, 2 fail; see /contrast/\n"), "\(human.errors)")
        let tokensPage = try folder.read("docs/public/tokens/index.html")
        #expect(tokensPage.contains("fgColor.default") && tokensPage.contains("High contrast"))
        #expect(try folder.read("docs/public/contrast.json").contains(#""token": "bgColor.muted""#))
        // What the export does off the format is warned about; under --strict each warning is an error, located.
        let strict = try Self.run(["build", "docs", "--strict", "--format", "github"], in: folder.root)
        #expect(strict.status == 1)
        #expect(
            strict.output.contains(
                "content/tokens/primitives.json,line=7,col=94,title=specimen%3A token-hex-fallback::the `hex` fallback `#fff` is not in the 6-digit form"
            ), "\(strict.output)")
        #expect(!strict.output.contains("::warning"))
        // The token files are inputs, not pages: none of them is published.
        #expect(!folder.exists("docs/public/tokens/themes/light.json"))
        // A single file keeps its name: a folder of `*.json` is read as a tool wrote it.
        let single = try TemporaryProject([
            "export/tokens.json": ##"{ "color": { "$type": "color", "text": { "$value": "#111111" }, "background": { "$value": "#ffffff" } } }"##
        ])
        let one = try Self.run(["init", "site", "--tokens", "export/tokens.json"], in: single.root)
        #expect(one.status == 0)
        #expect(single.exists("site/content/tokens/tokens.json"))
        #expect(try Self.run(["build", "site", "--strict"], in: single.root).status == 0)
        let missing = try Self.run(["init", "other", "--tokens", "nowhere"], in: single.root)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("nowhere does not exist"))
    }

    @Test func fixEncodingRepairsInPlaceAndKeepsTheOriginal() throws {
        let damaged = "- ‚úÖ Say what happened\n- ‚ùå Error 500\n"
        let folder = try TemporaryProject(["guide.md": damaged, "clean.md": "Café — fine\n"])
        let run = try Self.run(["fix-encoding", "guide.md", "clean.md"], in: folder.root)
        #expect(run.status == 0)
        #expect(
            run.errors == """
                guide.md:1:3: `‚úÖ` → `✅` (UTF-8 read as Mac Roman)
                guide.md:2:3: `‚ùå` → `❌` (UTF-8 read as Mac Roman)
                guide.md: repaired 2 places (original kept as guide.md.bak)
                clean.md: nothing to repair

                """)
        #expect(try folder.read("guide.md") == "- ✅ Say what happened\n- ❌ Error 500\n")
        #expect(try folder.read("guide.md.bak") == damaged)
        #expect(!folder.exists("clean.md.bak"))
        // A second run never overwrites the backup.
        try folder.write("guide.md", damaged)
        let again = try Self.run(["fix-encoding", "guide.md"], in: folder.root)
        #expect(again.status == 1)
        #expect(again.errors.contains("error: guide.md.bak already exists"))
        #expect(try folder.read("guide.md") == damaged)
        // --dry-run shows the same and writes nothing.
        let dry = try Self.run(["fix-encoding", "--dry-run", "guide.md"], in: folder.root)
        #expect(
            dry.errors.hasSuffix(
                "guide.md:2:3: `‚ùå` → `❌` (UTF-8 read as Mac Roman)\nguide.md: would repair 2 places; nothing written (--dry-run)\n"))
        // Correct text in other scripts and currencies is left alone, and a file that is not text is refused.
        try folder.write("currencies.md", "Prices in (“$”, “¥”, “£”) and «€», Привет.\n")
        #expect(try Self.run(["fix-encoding", "currencies.md"], in: folder.root).errors == "currencies.md: nothing to repair\n")
        try folder.write("photo.md", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0xFF]))
        let photo = try Self.run(["fix-encoding", "photo.md"], in: folder.root)
        #expect(photo.status == 1)
        #expect(photo.errors.hasPrefix("photo.md:1:1: error: the file is not text, so fix-encoding leaves it as it is\n"))
        // A file saved as Windows-1252 is converted, as a build reads it.
        let latin1 = Data("Caf".utf8) + Data([0xE9, 0x20, 0x93]) + Data("ok".utf8) + Data([0x94, 0x0A])
        try folder.write("latin1.md", latin1)
        let converted = try Self.run(["fix-encoding", "latin1.md"], in: folder.root)
        #expect(converted.status == 0)
        #expect(
            converted.errors == """
                latin1.md:1:4: `byte 0xE9` → `é` (a Windows-1252 byte)
                latin1.md:1:6: `byte 0x93` → `“` (a Windows-1252 byte)
                latin1.md:1:9: `byte 0x94` → `”` (a Windows-1252 byte)
                latin1.md: repaired 3 places (original kept as latin1.md.bak)

                """)
        #expect(try folder.read("latin1.md") == "Café “ok”\n")
        #expect(FileManager.default.contents(atPath: folder.root.appending(path: "latin1.md.bak").path) == latin1)
        // What cannot be read says which of the three it is.
        let missing = try Self.run(["fix-encoding", "gone.md"], in: folder.root)
        #expect(missing.status == 1)
        #expect(
            missing.errors.hasPrefix(
                "error: gone.md cannot be read\n  why: There is no file at that path.\n  fix: Check the path; it is relative to the folder you run specimen in.\n"
            ))
        try folder.makeFolder("guides")
        let aFolder = try Self.run(["fix-encoding", "guides"], in: folder.root)
        #expect(aFolder.errors.hasPrefix("error: guides cannot be read\n  why: It is a folder; fix-encoding repairs one file at a time.\n"))
    }

    @Test func renderPrintsTheBodyOnly() throws {
        let folder = try TemporaryProject(["guide.md": "# Hello\n\n[next](next.md)\n"])
        let run = try Self.run(["render", "guide.md"], in: folder.root)
        #expect(run.status == 0)
        #expect(
            run.output
                == "<h1 id=\"hello\">Hello <a class=\"heading-anchor\" href=\"#hello\" aria-label=\"Permalink to “Hello”\">#</a></h1>\n<p><a href=\"/next/\">next</a></p>\n"
        )
    }
}
