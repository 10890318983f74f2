import Foundation
import SpecimenDiagnostics
import SpecimenTestSupport
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// `specimen tokens diff`: two versions of Fixtures/swift-app (an app in four modules with its tokens),
/// the second edited as a release would edit it, and small token files for each rule on its own.
@Suite struct TokenDiffTests {
    /// The app as released (v1) and as a pull request changes it (v2):
    /// - `color.legacy-blue` removed (still used in the settings banner; deprecated in v1, naming `color.accent`);
    /// - `color.danger` deprecated in favour of `color.critical`, added with its value (a rename keeping the old name);
    /// - `color.surface-raised` renamed `color.surface-elevated`, nothing else said (equal values, a name alike);
    /// - `color.border` and `color.text.secondary` changed in dark mode only, the latter enough to fail on the surface;
    /// - `spacing.xs` from a dimension to a number.
    static func versions() throws -> (v1: TemporaryProject, v2: TemporaryProject) {
        let v1 = try AppCodeTests.app(), v2 = try AppCodeTests.app()
        let pairs = """
            pairs:
              - text: "{color.text.secondary}"
                background: "{color.surface}"
                usage: body

            """
        try v1.write("content/contrast.yml", pairs)
        try v2.write("content/contrast.yml", pairs)
        var base = try v2.read("content/tokens/base.tokens.json")
        let legacy = try #require(base.range(of: ",\n    \"legacy-blue\": {"))
        let legacyEnd = try #require(base.range(of: "\n    }", range: legacy.upperBound..<base.endIndex))
        base.removeSubrange(legacy.lowerBound..<legacyEnd.upperBound)
        base = try replacing(
            "\"$description\": \"Errors and destructive actions.\"\n    },", in: base,
            with: """
                "$description": "Errors and destructive actions.",
                      "$deprecated": "Use {color.critical}."
                    },
                    "critical": {
                      "$value": { "colorSpace": "srgb", "components": [0.8627, 0.149, 0.149], "hex": "#dc2626" },
                      "$description": "Errors and destructive actions."
                    },
                """)
        base = try replacing("\"surface-raised\"", in: base, with: "\"surface-elevated\"")
        base = try replacing(
            "\"xs\": { \"$value\": { \"value\": 4, \"unit\": \"px\" } }", in: base, with: "\"xs\": { \"$type\": \"number\", \"$value\": 4 }")
        try v2.write("content/tokens/base.tokens.json", base)
        var dark = try v2.read("content/tokens/dark.tokens.json")
        dark = try replacing("\"surface-raised\"", in: dark, with: "\"surface-elevated\"")
        dark = try replacing("[0.2157, 0.2549, 0.3176], \"hex\": \"#374151\"", in: dark, with: "[0.2941, 0.3333, 0.3882], \"hex\": \"#4b5563\"")
        dark = try replacing("[0.8196, 0.8353, 0.8588], \"hex\": \"#d1d5db\"", in: dark, with: "[0.4196, 0.4471, 0.502], \"hex\": \"#6b7280\"")
        try v2.write("content/tokens/dark.tokens.json", dark)
        return (v1, v2)
    }

    static func replacing(_ old: String, in text: String, with new: String) throws -> String {
        try #require(text.contains(old), "the fixture has \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static func diff(_ v1: TemporaryProject, _ v2: TemporaryProject) -> ProjectDiff {
        ProjectDiff.compare(before: v1.root, beforeName: "v1", beforeFiles: "v1/", after: v2.root, afterName: "v2", afterFiles: "v2/")
    }

    @Test func aReleaseReadsAsADesignLeadAndAnIOSLeadWouldWantIt() throws {
        let (v1, v2) = try Self.versions()
        let diff = Self.diff(v1, v2)
        #expect(diff.diagnostics.isEmpty)
        #expect(
            diff.text(.human) == """
                v1 → v2
                Tokens: 1 removed, 2 renamed, 2 changed in value, 1 changed type; 1 contrast verdict changed; 15 uses in the app.
                Version: major (a token or mode was removed, renamed or changed its type: code and styles that name it break).

                Removed
                  color.legacy-blue (deprecated: Use color.accent; legacy-blue goes in 3.0.)
                    used at Sources/OrbitSettings/LegacyBanner.swift:28:35

                Renamed
                  color.surface-raised → color.surface-elevated: equal values in every mode (light, dark) and a name alike
                    used at Sources/OrbitCheckout/CartView.swift:66:29
                    used at Sources/OrbitCheckout/OrderConfirmation.swift:44:65
                    used at Sources/OrbitCheckout/PaymentSheet.swift:61:21
                    used at Sources/OrbitDesign/Cards.swift:27:21
                  color.danger → color.critical: its new $deprecated note names `color.critical`; the old name stays

                Type changed
                  spacing.xs: dimension → number

                Changed
                  color.text.secondary [dark]: #d1d5db → #6b7280 (ΔE 32.1)
                    used at Sources/OrbitCheckout/CartView.swift:70:60
                    used at Sources/OrbitCheckout/OrderConfirmation.swift:28:34
                    used at Sources/OrbitDesign/Cards.swift:65:42
                    used at Sources/OrbitOnboarding/WelcomeView.swift:65:34
                    used at Sources/OrbitSettings/LegacyBanner.swift:26:42
                    used at Sources/OrbitSettings/SettingsView.swift:51:50
                  color.border [dark]: #374151 → #4b5563 (ΔE 7.3)
                    used at Sources/OrbitDesign/Buttons.swift:58:39
                    used at Sources/OrbitDesign/Cards.swift:30:37
                    used at Sources/OrbitDesign/Cards.swift:55:21
                    used at Sources/OrbitSettings/LegacyBanner.swift:31:37

                Contrast
                  color.text.secondary on color.surface [dark], body needs 4.5:1: 12.04:1 passes → 3.67:1 fails

                """)
    }

    @Test func theMarkdownSummaryHasATableForEachKindOfChangeWithSwatches() throws {
        let (v1, v2) = try Self.versions()
        let markdown = Self.diff(v1, v2).text(.markdown)
        #expect(
            markdown.components(separatedBy: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("**") } == [
                "### Design tokens: v1 → v2",
                "**Version: major (a token or mode was removed, renamed or changed its type: code and styles that name it break).**",
                "#### Removed", "#### Renamed", "#### Type changed", "#### Changed", "#### Contrast",
            ])
        #expect(
            markdown.contains(
                """
                | Token | Mode | Before | After | ΔE | Used in the app |
                | --- | --- | --- | --- | --- | --- |
                | `color.text.secondary` | dark | ⬜ `#d1d5db` | ⬛ `#6b7280` | 32.1 | `Sources/OrbitCheckout/CartView.swift:70`<br>`Sources/OrbitCheckout/OrderConfirmation.swift:28`<br>`Sources/OrbitDesign/Cards.swift:65`<br>`Sources/OrbitOnboarding/WelcomeView.swift:65`<br>`Sources/OrbitSettings/LegacyBanner.swift:26`<br>`Sources/OrbitSettings/SettingsView.swift:51` |
                | `color.border` | dark | ⬛ `#374151` | ⬛ `#4b5563` | 7.3 | `Sources/OrbitDesign/Buttons.swift:58`<br>`Sources/OrbitDesign/Cards.swift:30`<br>`Sources/OrbitDesign/Cards.swift:55`<br>`Sources/OrbitSettings/LegacyBanner.swift:31` |
                """))
        #expect(
            markdown.contains(
                "| `color.legacy-blue` | Use color.accent; legacy-blue goes in 3.0. | `Sources/OrbitSettings/LegacyBanner.swift:28` |"))
    }

    @Test func aColoursSquareIsTheNearestHueGreysAndBrownsApart() throws {
        let colours = [
            "#dc2626", "#f87171", "#fca5a5", "#f59e0b", "#92400e", "#facc15", "#16a34a", "#0891b2", "#2563eb", "#7c3aed", "#db2777",
            "#64748b", "#e2e8f0", "#111827",
        ]
        let squares = try colours.map { ProjectDiff.swatch(try #require(Color(hex: $0))) }
        #expect(squares.joined() == "🟥 🟥 🟥 🟧 🟫 🟨 🟩 🟦 🟦 🟪 🟥 ⬛ ⬜ ⬛ ")
        #expect(ProjectDiff.swatch(nil) == "")
    }

    @Test func theJSONHasEveryFieldScriptsRead() throws {
        let (v1, v2) = try Self.versions()
        let json = try #require(JSONSerialization.jsonObject(with: Data(Self.diff(v1, v2).text(.json).utf8)) as? [String: Any])
        #expect(json["removed"] as? [String] == ["color.legacy-blue"])
        #expect(json["added"] as? [String] == [])
        #expect(json["removedNotes"] as? [String: String] == ["color.legacy-blue": "Use color.accent; legacy-blue goes in 3.0."])
        let renamed = try #require(json["renamed"] as? [[String: Any]])
        #expect(
            renamed.map { "\($0["from"]!) → \($0["to"]!), old kept: \($0["oldKept"] as? Bool == true)" } == [
                "color.surface-raised → color.surface-elevated, old kept: false", "color.danger → color.critical, old kept: true",
            ])
        let changed = try #require(json["changed"] as? [[String: Any]])
        #expect(
            changed.map { "\($0["token"]!) \($0["mode"]!) \($0["before"]!) \($0["after"]!) \($0["deltaE"]!)" } == [
                "color.text.secondary dark #d1d5db #6b7280 32.09", "color.border dark #374151 #4b5563 7.33",
            ])
        #expect((json["typeChanged"] as? [[String: String]]) == [["token": "spacing.xs", "before": "dimension", "after": "number"]])
        let contrast = try #require((json["contrast"] as? [[String: Any]])?.first)
        #expect(contrast["pair"] as? String == "color.text.secondary on color.surface")
        #expect((contrast["after"] as? [String: Any])?["verdict"] as? String == "fails")
        let uses = try #require(json["uses"] as? [[String: Any]])
        #expect(uses.count == 15)
        #expect(
            uses.first.map { "\($0["token"]!) \($0["change"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!)" }
                == "color.legacy-blue removed Sources/OrbitSettings/LegacyBanner.swift:28:35")
        #expect(
            json["semver"] as? [String: String] == [
                "step": "major", "rule": "a token or mode was removed, renamed or changed its type: code and styles that name it break",
            ])
    }

    // MARK: Each rule on its own

    static func model(_ json: String) throws -> TokenModel {
        let (model, diagnostics) = try TokenFixture.load(json)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        return model
    }

    @Test func aRemovedTokenWhoseNoteNamedAnAddedOneWasRenamed() throws {
        let before = try Self.model(
            ##"{ "color": { "$type": "color", "brand": { "$value": "#2563eb", "$deprecated": "Renamed to {color.accent.primary}." } } }"##)
        let after = try Self.model(##"{ "color": { "$type": "color", "accent": { "primary": { "$value": "#1d4ed8" } } } }"##)
        let diff = TokenDiff.compare(before, after)
        #expect(diff.renamed == [.init(from: "color.brand", to: "color.accent.primary", reason: "its $deprecated note names `color.accent.primary`")])
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
        #expect(diff.step.level == .major)
    }

    @Test func equalValuesWithNamesUnalikeAreARemovalAndAnAddition() throws {
        // A palette step and a semantic colour often share a value; that alone is no rename.
        let before = try Self.model(##"{ "color": { "$type": "color", "gray": { "500": { "$value": "#6b7280" } } } }"##)
        let after = try Self.model(##"{ "color": { "$type": "color", "text": { "muted": { "$value": "#6b7280" } } } }"##)
        let diff = TokenDiff.compare(before, after)
        #expect(diff.renamed.isEmpty)
        #expect(diff.removed == ["color.gray.500"])
        #expect(diff.added == ["color.text.muted"])
    }

    @Test func theClosestNamesArePairedFirstWhateverTheOrderOfTheFile() throws {
        // Two canvases of one value renamed at once: `canvas` comes first, but `canvas-2` is `canvas2`'s (one
        // letter apart; `canvas`'s by two), and `canvas` is left with `canvas-main`.
        let before = try Self.model(
            ##"{ "color": { "$type": "color", "canvas": { "$value": "#f8fafc" }, "canvas2": { "$value": "#f8fafc" } } }"##)
        let after = try Self.model(
            ##"{ "color": { "$type": "color", "canvas-2": { "$value": "#f8fafc" }, "canvas-main": { "$value": "#f8fafc" } } }"##)
        let diff = TokenDiff.compare(before, after)
        #expect(diff.renamed.map { "\($0.from) → \($0.to)" } == ["color.canvas2 → color.canvas-2", "color.canvas → color.canvas-main"])
        #expect(diff.added.isEmpty && diff.removed.isEmpty)
    }

    @Test func aGroupMovedIsRenamedButASharedLastWordIsNotEnough() throws {
        // As a Tokens Studio file reorganised between two releases: icons move out of `surface`, and a
        // typography colour happens to equal a support border's red.
        let before = try Self.model(
            ##"{ "surface": { "icons": { "primary": { "value": "#2d2d2d", "type": "color" } } }, "support": { "borderColor": { "danger": { "value": "#ce3e39", "type": "color" } } } }"##
        )
        let after = try Self.model(
            ##"{ "icons": { "color": { "primary": { "value": "#2d2d2d", "type": "color" } } }, "typography": { "color": { "danger": { "value": "#ce3e39", "type": "color" } } } }"##
        )
        let diff = TokenDiff.compare(before, after)
        #expect(diff.renamed.map { "\($0.from) → \($0.to)" } == ["surface.icons.primary → icons.color.primary"])
        #expect(diff.removed == ["support.borderColor.danger"])
        #expect(diff.added == ["typography.color.danger"])
        #expect(ColorRoles.words("surface.color.primary.dangerButton.default") == ["surface", "color", "primary", "danger", "button", "default"])
    }

    @Test func aColourWrittenAnotherWayIsNoChange() throws {
        // A re-export writes the same red as components, with floats that round to the same hex.
        let before = try Self.model(##"{ "color": { "$type": "color", "danger": { "$value": "#dc2626" } } }"##)
        let after = try Self.model(
            ##"{ "color": { "$type": "color", "danger": { "$value": { "colorSpace": "srgb", "components": [0.8627, 0.149, 0.149] } } } }"##)
        #expect(TokenDiff.compare(before, after).isEmpty)
    }

    @Test func withNoModeInCommonNothingIsRenamedByItsValues() throws {
        let before = try TokenFixture(["a.tokens.json": ##"{ "color": { "$type": "color", "brand": { "$value": "#2563eb" } } }"##]).load().model
        let after = TokenModel(
            modes: ["light", "dark"],
            tokens: ["light": before.tokens(in: before.defaultMode).map { renamed($0, "color.brand-primary", "light") }, "dark": []])
        let diff = TokenDiff.compare(before, after)
        #expect(diff.renamed.isEmpty)
        #expect(diff.removed == ["color.brand"] && diff.added == ["color.brand-primary"])
        #expect(diff.modesAdded == ["light", "dark"] && diff.modesRemoved == [before.defaultMode])
        #expect(diff.step.level == .major)
    }

    func renamed(_ token: ResolvedToken, _ path: String, _ mode: String) -> ResolvedToken {
        var copy = token
        copy.path = path
        copy.mode = mode
        return copy
    }

    @Test func aTokenThatLosesItsDarkValueIsChangedInDark() throws {
        let light = try Self.model(##"{ "color": { "$type": "color", "surface": { "$value": "#ffffff" } } }"##)
        let surface = try #require(light.tokens(in: light.defaultMode).first)
        let before = TokenModel(
            modes: ["light", "dark"], tokens: ["light": [renamed(surface, surface.path, "light")], "dark": [renamed(surface, surface.path, "dark")]])
        let after = TokenModel(modes: ["light", "dark"], tokens: ["light": [renamed(surface, surface.path, "light")], "dark": []])
        #expect(
            TokenDiff.compare(before, after).changed == [.init(token: "color.surface", mode: "dark", before: "#ffffff", after: "(not in this mode)")])
    }

    @Test func theVersionBeforeTheTokensWereAddedHasNone() throws {
        let (_, v2) = try Self.versions()
        let v1 = try TemporaryProject(["content/index.md": "# Orbit\n"])
        let diff = Self.diff(v1, v2)
        #expect(diff.diagnostics.isEmpty)
        #expect(diff.tokens.removed.isEmpty && diff.tokens.added.contains("color.critical"))
        #expect(diff.tokens.step.level == .minor)
    }

    @Test func aSwiftSourcesFolderThatIsNotThereIsAnError() throws {
        let (v1, v2) = try Self.versions()
        let diff = ProjectDiff.compare(
            before: v1.root, beforeName: "v1", beforeFiles: "v1/", after: v2.root, afterName: "v2", afterFiles: "v2/",
            swiftSources: [v2.root.appending(path: "App/Sources")])
        #expect(diff.diagnostics.map(\.code) == [.swiftSources])
    }

    @Test func theVersionStepFollowsTheMostSeriousChange() throws {
        let one = try Self.model(##"{ "size": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } } } }"##)
        let moved = try Self.model(##"{ "size": { "$type": "dimension", "sm": { "$value": { "value": 10, "unit": "px" } } } }"##)
        let more = try Self.model(
            ##"{ "size": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } }, "md": { "$value": { "value": 16, "unit": "px" } } } }"##
        )
        #expect(TokenDiff.compare(one, one).step == .init(level: .none, rule: "no token, value or type changed"))
        #expect(TokenDiff.compare(one, moved).step == .init(level: .patch, rule: "only values changed: every name still works"))
        #expect(TokenDiff.compare(one, moved).changed == [.init(token: "size.sm", mode: "default", before: "8px", after: "10px")])
        #expect(TokenDiff.compare(one, more).step.level == .minor)
        #expect(TokenDiff.compare(more, one).step.level == .major)
        #expect(TokenDiff.compare(more, one).removed == ["size.md"])
    }

    @Test func theAppsScansAreReadFromAndKeptInTheProjectsCacheFolder() throws {
        let (v1, v2) = try Self.versions()
        let first = Self.diff(v1, v2)
        // Kept only where a build made the folder (with its .gitignore): a diff alone writes nothing into the project.
        let folder = v2.root.appending(path: ".specimen-cache"), cache = folder.appending(path: AppCode.cacheFileName)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(Self.diff(v1, v2).uses == first.uses)
        #expect(FileManager.default.fileExists(atPath: cache.path))
        // Read back for every file, none of which changed: nothing is parsed again.
        let setting = try #require(AppCodeSetting.load(v2.project).0)
        #expect(!AppCode.scan(setting, project: v2.project, cacheFolder: folder, key: AppCode.cacheKey(swiftSources: [])).rescanned)
        // A folder of token files, with the app named on the command line, is left as it was.
        let tokens = v2.root.appending(path: "content/tokens")
        _ = ProjectDiff.compare(
            before: v1.root.appending(path: "content/tokens"), beforeName: "a", beforeFiles: "a/", after: tokens, afterName: "b", afterFiles: "b/",
            swiftSources: [v2.root.appending(path: "Sources")])
        #expect(!FileManager.default.fileExists(atPath: tokens.appending(path: ".specimen-cache").path))
    }

    /// A pair whose token the release renamed is the same pair under the new name, and a failure now accepted
    /// (`allow-failure`) is a change of verdict: both are in the contrast section, said as a reviewer reads them.
    @Test func aRenamedTokensPairAndAnAcceptedFailureAreVerdictChanges() throws {
        func project(_ tokens: String, _ pairs: String) throws -> TemporaryProject {
            try TemporaryProject([
                "content/index.md": "# Orbit\n", "content/tokens/base.tokens.json": tokens, "content/contrast.yml": pairs,
            ])
        }
        let v1 = try project(
            """
            { "color": { "$type": "color",
              "surface": { "$value": "#ffffff" },
              "faint": { "$value": "#d1d5db" },
              "grey": { "$value": "#6b7280", "$deprecated": "Use {color.gray}." } } }
            """,
            """
            pairs:
              - text: "{color.grey}"
                background: "{color.surface}"
                usage: body
              - text: "{color.faint}"
                background: "{color.surface}"
                usage: body

            """)
        let v2 = try project(
            """
            { "color": { "$type": "color",
              "surface": { "$value": "#ffffff" },
              "faint": { "$value": "#d1d5db" },
              "gray": { "$value": "#9ca3af" } } }
            """,
            """
            pairs:
              - text: "{color.gray}"
                background: "{color.surface}"
                usage: body
              - text: "{color.faint}"
                background: "{color.surface}"
                usage: body
                allow-failure: "Placeholder text, always beside a label"

            """)
        let diff = ProjectDiff.compare(before: v1.root, beforeName: "v1", beforeFiles: "v1/", after: v2.root, afterName: "v2", afterFiles: "v2/")
        #expect(diff.tokens.renamed.map { "\($0.from) → \($0.to)" } == ["color.grey → color.gray"])
        #expect(
            diff.contrast.map {
                "\($0.pair) \($0.mode): \($0.before.verdict) \(String(format: "%.2f", $0.before.ratio)) → \($0.after.verdict) \(String(format: "%.2f", $0.after.ratio))"
            } == [
                "color.faint on color.surface default: fails 1.47 → fails, accepted 1.47",
                "color.gray on color.surface default: passes 4.83 → fails 2.54",
            ])
    }

    // MARK: Versions from git

    @Test func baseReadsTheProjectAtAGitRef() throws {
        let (v1, v2) = try Self.versions()
        try git(["init", "-q", "-b", "main"], in: v1.root)
        try git(["add", "-A"], in: v1.root)
        try git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "v1"], in: v1.root)
        for file in ["content/tokens/base.tokens.json", "content/tokens/dark.tokens.json"] { try v1.write(file, try v2.read(file)) }
        let version = try GitVersion.checkOut("main", of: v1.root)
        defer { version.remove() }
        let diff = ProjectDiff.compare(
            before: version.folder, beforeName: "main", beforeFiles: "main:" + version.pathInRepository, after: v1.root, afterName: "working copy",
            afterFiles: "")
        #expect(diff.tokens.removed == ["color.legacy-blue"])
        #expect(diff.tokens.renamed.map(\.to) == ["color.surface-elevated", "color.critical"])
        #expect(diff.contrast.count == 1)
    }

    @Test func aProjectInASubfolderIsReadFromTheSameSubfolderAtTheRef() throws {
        let repository = try TemporaryProject([
            "docs/content/index.md": "# Orbit\n",
            "docs/content/tokens/base.tokens.json": "{ \"color\": { \"$type\": \"color\", \"accent\": { \"$value\": \"#2563eb\" } } }\n",
        ])
        try git(["init", "-q", "-b", "main"], in: repository.root)
        try git(["add", "-A"], in: repository.root)
        try git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "v1"], in: repository.root)
        try repository.write(
            "docs/content/tokens/base.tokens.json", "{ \"color\": { \"$type\": \"color\", \"accent\": { \"$value\": \"#1d4ed8\" } }\n")
        let docs = repository.root.appending(path: "docs")
        let version = try GitVersion.checkOut("main", of: docs, named: "docs")
        defer { version.remove() }
        #expect(version.pathInRepository == "docs/")
        #expect(version.folder.lastPathComponent == "docs")
        // The working copy's file lost a brace: named from where the command runs, once.
        let diff = ProjectDiff.compare(
            before: version.folder, beforeName: "main", beforeFiles: "main:docs/", after: docs, afterName: "docs", afterFiles: "docs/")
        #expect(diff.diagnostics.map { $0.location?.file } == ["docs/content/tokens/base.tokens.json"])
    }

    /// A team that keeps its tokens out of release archives (`export-ignore`) still has them at every ref.
    @Test func theTreeAtTheRefIsWhatACheckoutWritesNotWhatAnArchiveKeeps() throws {
        let repository = try TemporaryProject([
            ".gitattributes": "content/tokens export-ignore\n",
            "content/index.md": "# Orbit\n",
            "content/tokens/base.tokens.json": "{ \"color\": { \"$type\": \"color\", \"accent\": { \"$value\": \"#2563eb\" } } }\n",
        ])
        try git(["init", "-q", "-b", "main"], in: repository.root)
        try git(["add", "-A"], in: repository.root)
        try git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "v1"], in: repository.root)
        try repository.write("content/tokens/base.tokens.json", "{ \"color\": { \"$type\": \"color\", \"accent\": { \"$value\": \"#1d4ed8\" } } }\n")
        let version = try GitVersion.checkOut("main", of: repository.root)
        defer { version.remove() }
        let diff = ProjectDiff.compare(
            before: version.folder, beforeName: "main", beforeFiles: "main:", after: repository.root, afterName: "working copy", afterFiles: "")
        #expect(diff.tokens.added.isEmpty && diff.tokens.removed.isEmpty)
        #expect(diff.tokens.changed.map { "\($0.token) \($0.before) → \($0.after)" } == ["color.accent #2563eb → #1d4ed8"])
        // The working copy and its index are as they were: the checkout used an index of its own.
        let status = try PublishingWorkflowTests.shell("git status --porcelain", in: repository.root)
        #expect(status.output == " M content/tokens/base.tokens.json\n")
    }

    /// A run stopped with Ctrl-C cannot remove its tree; the next run removes it, and no tree of a running process.
    @Test func theTreeOfARunThatWasStoppedIsRemovedByTheNext() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let temporary = FileManager.default.temporaryDirectory
        let stopped = temporary.appending(path: "specimen-diff-\(finished.processIdentifier)-\(UUID().uuidString)")
        let running = temporary.appending(path: "specimen-diff-1-\(UUID().uuidString)")
        for folder in [stopped, running] {
            try FileManager.default.createDirectory(at: folder.appending(path: "content"), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: running) }
        let repository = try TemporaryProject(["content/index.md": "# Orbit\n"])
        try git(["init", "-q", "-b", "main"], in: repository.root)
        try git(["add", "-A"], in: repository.root)
        try git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "v1"], in: repository.root)
        let version = try GitVersion.checkOut("main", of: repository.root)
        defer { version.remove() }
        #expect(!FileManager.default.fileExists(atPath: stopped.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(version.folder.lastPathComponent.hasPrefix("specimen-diff-\(getpid())-"))
    }

    @Test func aRefTheRepositoryDoesNotHaveIsSaidWithWhatToDo() throws {
        let project = try TemporaryProject(["content/index.md": "# Home\n"])
        do {
            _ = try GitVersion.checkOut("main", of: project.root)
            Issue.record("a folder outside git is refused")
        } catch {
            #expect(error.code == .diffBase)
            #expect(error.message == "`.` is not in a git repository, so `--base main` has nothing to read")
        }
        try git(["init", "-q", "-b", "main"], in: project.root)
        do {
            _ = try GitVersion.checkOut("v9.9.9", of: project.root)
            Issue.record("an unknown ref is refused")
        } catch {
            #expect(error.code == .diffBase)
            #expect(error.message == "`v9.9.9` is not a commit of the repository that holds `.`")
            #expect(error.fix == "Fetch it first (`git fetch origin main`), or name another ref: `--base origin/main`, `--base v2.3.0`.")
        }
    }

    // MARK: A build with --base

    /// v1 committed, v2's tokens in the working copy: the build of v2 with `--base main`.
    static func buildAgainstBase(swiftSetting: String = "", strict: Bool = false) throws -> (TemporaryProject, BuildReport) {
        let (v1, v2) = try Self.versions()
        // `color.danger` is deprecated in favour of `color.critical`, and kept: a use of it breaks nothing (the
        // deprecation warning says it), so it is no removal.
        try v1.write(
            "Sources/OrbitSettings/DangerNote.swift",
            "import SwiftUI\n\nstruct DangerNote: View {\n    var body: some View { Text(\"!\").foregroundStyle(DesignTokens.Colors.danger.color) }\n}\n"
        )
        try TokenDiffTests().git(["init", "-q", "-b", "main"], in: v1.root)
        try TokenDiffTests().git(["add", "-A"], in: v1.root)
        try TokenDiffTests().git(["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "v1"], in: v1.root)
        for file in ["content/tokens/base.tokens.json", "content/tokens/dark.tokens.json"] { try v1.write(file, try v2.read(file)) }
        if !swiftSetting.isEmpty { try v1.write("content/swift.yml", try v1.read("content/swift.yml") + swiftSetting) }
        let report = v1.build {
            $0.tokenBase = "main"
            $0.strict = strict
        }
        return (v1, report)
    }

    @Test func aBuildWithBaseReportsEachTokenTheAppStillUsesOnceAtItsFirstUse() throws {
        let (_, report) = try Self.buildAgainstBase(strict: true)
        let removals = report.diagnostics.filter { $0.code == .swiftRemovedToken }
        #expect(
            removals.map { "\($0.location!.file):\($0.location!.line): \($0.severity): \($0.message)" } == [
                "Sources/OrbitCheckout/CartView.swift:66: warning: `color.surface-raised` is renamed to `color.surface-elevated` since `main`, and the app's code still uses the old name",
                "Sources/OrbitSettings/LegacyBanner.swift:28: warning: `color.legacy-blue` is removed since `main`, and the app's code still uses it",
            ])
        #expect(
            removals.first?.reason
                == "Once the app takes these tokens, this line (and at Sources/OrbitCheckout/OrderConfirmation.swift:44, Sources/OrbitCheckout/PaymentSheet.swift:61, Sources/OrbitDesign/Cards.swift:27) will not build. (`removed-in-use: error` in swift.yml makes this an error.)"
        )
        // Advisory until the team opts in: even --strict builds.
        #expect(removals.allSatisfy { $0.advisory })
        #expect(
            report.tokenChanges?.sinceLine
                == "Since main: Tokens: 1 removed, 2 renamed, 2 changed in value, 1 changed type; 1 contrast verdict changed; 16 uses in the app. Version: major (a token or mode was removed, renamed or changed its type: code and styles that name it break)."
        )
    }

    @Test func removedInUseErrorFailsTheBuildButTheSiteIsWritten() throws {
        let (_, report) = try Self.buildAgainstBase(swiftSetting: "removed-in-use: error\n")
        let removals = report.diagnostics.filter { $0.code == .swiftRemovedToken }
        #expect(removals.map(\.severity) == [.error, .error])
        #expect(
            removals.first?.fix
                == "Change these uses to `color.surface-elevated`, or keep `color.surface-raised` as an alias of it, marked `$deprecated`, until the app has moved."
        )
        #expect(report.hasErrors)
        #expect(report.wroteOutput)
    }

    @Test func buildWithBaseInGitHubAddsTheTokenChangesToTheJobSummary() throws {
        let (v1, _) = try Self.buildAgainstBase()
        try v1.write("job-summary.md", "An earlier step's summary.\n")
        let run = try CommandLineTests.run(
            ["build", ".", "--base", "main", "--format", "github"], in: v1.root,
            environment: ["GITHUB_STEP_SUMMARY": v1.root.appending(path: "job-summary.md").path, "GITHUB_WORKSPACE": v1.root.path])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "::warning file=Sources/OrbitSettings/LegacyBanner.swift,line=28,col=35,title=specimen%3A swift-removed-token::`color.legacy-blue` is removed since `main`, and the app's code still uses it%0A"
            ))
        #expect(
            run.output.contains(
                "\nSince main: Tokens: 1 removed, 2 renamed, 2 changed in value, 1 changed type; 1 contrast verdict changed; 16 uses in the app. Version: major"
            ))
        let summary = try v1.read("job-summary.md")
        // Added after what the earlier step wrote, the build's line, then the diff's Markdown as `tokens diff` writes it.
        #expect(summary.hasPrefix("An earlier step's summary.\n## Specimen\n\nBuilt 5 pages into public/ in "))
        let diff = try #require(summary.range(of: "### Design tokens: main → this version\n"))
        #expect(summary[diff.lowerBound...].hasPrefix("### Design tokens: main → this version\n\nTokens: 1 removed, 2 renamed"))
        #expect(summary.hasSuffix("| color.text.secondary on color.surface | dark | 4.5:1 (body) | 12.04:1 passes | 3.67:1 fails |\n"))
    }

    @Test func aBaseTheRepositoryDoesNotHaveIsOneErrorAndTheSiteIsStillBuilt() throws {
        let (v1, _) = try Self.versions()
        try TokenDiffTests().git(["init", "-q", "-b", "main"], in: v1.root)
        let report = v1.build { $0.tokenBase = "origin/main" }
        #expect(
            report.diagnostics.filter { $0.code == .diffBase }.map(\.message) == ["`origin/main` is not a commit of the repository that holds `.`"])
        #expect(report.tokenChanges?.tokens.isEmpty == true)
        #expect(report.wroteOutput)
    }

    func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
