import Foundation
import Testing

@testable import SpecimenKit
@testable import SpecimenTokens

/// The app's Swift code joined with the tokens, on Fixtures/swift-app (an app package in four modules; its
/// README is the ledger these expectations were checked against): the exact uses, drift, adoption figures,
/// the preview's update after a Swift file is saved, and the scans the build cache keeps.
@Suite struct AppCodeTests {
    /// A copy of the fixture in a temporary folder, with the `DesignTokens.swift` the token plugin would generate.
    static func app() throws -> TemporaryProject {
        let project = try TemporaryProject()
        let fixture = Repository.root.appending(path: "Tests/SpecimenKitTests/Fixtures/swift-app")
        for path in SiteLoader.listFiles(in: fixture) where path != "README.md" {
            try project.write(path, try Data(contentsOf: fixture.appending(path: path)))
        }
        // The app's generated API, as its build makes it: the API itself, never a use of it.
        let generated = try #require(TokenExport.export(project.project, format: .swift).text)
        try project.write("Sources/OrbitDesign/DesignTokens.swift", generated)
        return project
    }

    /// `tokens.json`'s uses, `Module/File.swift:line:column` (paths below `Sources/`).
    static func uses(_ project: TemporaryProject) throws -> [String: [String]] {
        let json = try JSONSerialization.jsonObject(with: Data(try project.read("public/tokens.json").utf8)) as? [String: Any]
        var uses: [String: [String]] = [:]
        for (path, token) in json?["tokens"] as? [String: [String: Any]] ?? [:] {
            guard let places = token["uses"] as? [[String: Any]] else { continue }
            uses[path] = places.map { "\(($0["file"] as? String ?? "").dropFirst("Sources/".count)):\($0["line"] ?? 0):\($0["column"] ?? 0)" }
        }
        return uses
    }

    /// Every use of the generated API, by token; comments, strings and the generated file itself are not uses.
    static let expectedUses: [String: [String]] = [
        "border-width.hairline": ["OrbitDesign/Buttons.swift:58:84", "OrbitDesign/Cards.swift:30:71", "OrbitSettings/LegacyBanner.swift:30:29"],
        "border-width.thick": ["OrbitSettings/SettingsView.swift:88:92"],
        "color.accent": [
            "OrbitCheckout/CartView.swift:25:26", "OrbitDesign/Buttons.swift:32:25", "OrbitDesign/Buttons.swift:55:34",
            "OrbitSettings/SettingsView.swift:67:23", "OrbitSettings/SettingsView.swift:88:38",
        ],
        "color.border": [
            "OrbitDesign/Buttons.swift:58:39", "OrbitDesign/Cards.swift:30:37", "OrbitDesign/Cards.swift:55:21",
            "OrbitSettings/LegacyBanner.swift:31:37",
        ],
        "color.danger": [],
        "color.legacy-blue": ["OrbitSettings/LegacyBanner.swift:28:35"],
        "color.success": [],
        "color.surface": [
            "OrbitCheckout/CartView.swift:59:21", "OrbitCheckout/PaymentSheet.swift:36:35", "OrbitCheckout/PaymentSheet.swift:40:35",
            "OrbitOnboarding/WelcomeView.swift:45:27",
        ],
        "color.surface-raised": [
            "OrbitCheckout/CartView.swift:66:29", "OrbitCheckout/OrderConfirmation.swift:44:65", "OrbitCheckout/PaymentSheet.swift:61:21",
            "OrbitDesign/Cards.swift:27:21",
        ],
        "color.text.inverse": ["OrbitDesign/Buttons.swift:23:31", "OrbitDesign/Buttons.swift:31:30"],
        "color.text.primary": ["OrbitDesign/Cards.swift:62:42", "OrbitOnboarding/WelcomeView.swift:61:34"],
        "color.text.secondary": [
            "OrbitCheckout/CartView.swift:70:60", "OrbitCheckout/OrderConfirmation.swift:28:34", "OrbitDesign/Cards.swift:65:42",
            "OrbitOnboarding/WelcomeView.swift:65:34", "OrbitSettings/LegacyBanner.swift:26:42", "OrbitSettings/SettingsView.swift:51:50",
        ],
        "duration.quick": ["OrbitCheckout/CartView.swift:74:50", "OrbitDesign/Buttons.swift:71:43"],
        "radius.lg": ["OrbitDesign/Cards.swift:27:91", "OrbitDesign/Cards.swift:29:44"],
        "radius.md": [
            "OrbitCheckout/PaymentSheet.swift:40:100", "OrbitDesign/Buttons.swift:32:94", "OrbitDesign/Buttons.swift:57:52",
            "OrbitSettings/SettingsView.swift:87:44",
        ],
        "radius.sm": ["OrbitSettings/LegacyBanner.swift:29:30"],
        "spacing.lg": [
            "OrbitCheckout/CartView.swift:37:25", "OrbitCheckout/CartView.swift:58:18", "OrbitCheckout/OrderConfirmation.swift:32:18",
            "OrbitDesign/Cards.swift:26:18", "OrbitOnboarding/WelcomeView.swift:43:31", "OrbitOnboarding/WelcomeView.swift:54:25",
        ],
        "spacing.md": [
            "OrbitCheckout/CartView.swift:63:25", "OrbitCheckout/PaymentSheet.swift:30:46", "OrbitCheckout/PaymentSheet.swift:35:26",
            "OrbitCheckout/PaymentSheet.swift:39:26", "OrbitCheckout/PaymentSheet.swift:54:41", "OrbitDesign/Buttons.swift:29:33",
            "OrbitDesign/Buttons.swift:54:37", "OrbitDesign/Cards.swift:49:29", "OrbitOnboarding/WelcomeView.swift:38:29",
            "OrbitSettings/LegacyBanner.swift:43:68", "OrbitSettings/LegacyBanner.swift:44:76", "OrbitSettings/LegacyBanner.swift:45:78",
            "OrbitSettings/LegacyBanner.swift:46:74", "OrbitSettings/SettingsView.swift:41:37", "OrbitSettings/SettingsView.swift:85:18",
        ],
        "spacing.sm": [
            "OrbitCheckout/OrderConfirmation.swift:43:35", "OrbitDesign/Buttons.swift:20:29", "OrbitDesign/Cards.swift:22:46",
            "OrbitSettings/LegacyBanner.swift:39:23",
        ],
        "spacing.xl": ["OrbitCheckout/OrderConfirmation.swift:17:25", "OrbitOnboarding/WelcomeView.swift:44:27"],
        "spacing.xs": ["OrbitDesign/Cards.swift:59:54", "OrbitSettings/LegacyBanner.swift:36:24", "OrbitSettings/SettingsView.swift:46:62"],
        "spacing.xxl": ["OrbitOnboarding/WelcomeView.swift:30:25"],
        "type.body": [
            "OrbitCheckout/CartView.swift:69:27", "OrbitCheckout/OrderConfirmation.swift:42:24", "OrbitDesign/Cards.swift:64:31",
            "OrbitOnboarding/WelcomeView.swift:64:23", "OrbitSettings/SettingsView.swift:82:23",
        ],
        "type.footnote": ["OrbitCheckout/PaymentSheet.swift:44:27", "OrbitSettings/SettingsView.swift:50:39"],
        "type.headline": [
            "OrbitCheckout/CartView.swift:52:27", "OrbitCheckout/PaymentSheet.swift:52:27", "OrbitDesign/Buttons.swift:26:27",
            "OrbitDesign/Buttons.swift:52:23", "OrbitDesign/Cards.swift:61:31", "OrbitSettings/SettingsView.swift:48:39",
        ],
        "type.title": [
            "OrbitCheckout/OrderConfirmation.swift:19:23", "OrbitCheckout/OrderConfirmation.swift:21:41", "OrbitCheckout/PaymentSheet.swift:32:23",
            "OrbitOnboarding/Broken.swift:24:23", "OrbitOnboarding/WelcomeView.swift:56:23", "OrbitOnboarding/WelcomeView.swift:60:23",
        ],
    ]

    @Test func everyUseOfTheGeneratedAPIIsInTokensJSON() throws {
        let project = try Self.app()
        let report = project.build()
        #expect(report.wroteOutput)
        #expect(try Self.uses(project) == Self.expectedUses)
    }

    @Test func anAppsOwnTypesOfTheSameNamesAreNotTheTokens() throws {
        let project = try Self.app()
        try project.write(
            "Sources/OrbitSettings/LegacyMetrics.swift",
            """
            import SwiftUI

            /// The spacing scale from before the design tokens, still used by the settings screens.
            enum Spacing {
                static let md: CGFloat = 12
            }

            enum Theme {
                enum Colors {
                    static let accent = Color.blue
                }
            }

            struct LegacyRow: View {
                var body: some View {
                    Text("Legacy").padding(Spacing.md).foregroundStyle(Theme.Colors.accent)
                }
            }

            extension DesignTokens {
                static let rowInset = Spacing.md
            }

            """)
        _ = project.build()
        var expected = Self.expectedUses
        // Only the bare `Spacing.md` inside `extension DesignTokens` is the tokens'.
        expected["spacing.md"] = (expected["spacing.md"]! + ["OrbitSettings/LegacyMetrics.swift:21:27"]).sorted()
        #expect(try Self.uses(project) == expected)
    }

    @Test func literalsMatchWithinEightBitRoundingAndOnlyAsWritten() throws {
        let project = try Self.app()
        try project.write(
            "Sources/OrbitCheckout/Alerts.swift",
            """
            import SwiftUI

            struct Alerts: View {
                var body: some View {
                    VStack {
                        Text("Declined").foregroundStyle(Color(red: 0.86, green: 0.15, blue: 0.15))
                        Text("Faded").foregroundStyle(Color(hex: 0x2563EB, opacity: 0.5))
                        Text("Odd").foregroundStyle(Color(red: 1e400 / 1e400, green: 0, blue: 0))
                        Text("Data").onAppear { _ = Data(hex: "2563eb") }
                        Text("Argb").foregroundStyle(Color(hex: 0xFF2563EB))
                    }
                }
            }

            #Preview {
                Alerts().padding(12)
            }

            """)
        let report = project.build()
        let here = report.diagnostics.filter { $0.location?.file == "Sources/OrbitCheckout/Alerts.swift" }
        // 0.86 × 255 is 219.3: `#dc2626`'s 220 is within rounding. The translucent blue, the NaN, a `Data(hex:)` the
        // app has no `init(hex:)` for, eight hex digits (RGBA or ARGB?) and the preview's padding are not drift.
        #expect(
            here.map(\.description) == [
                "Sources/OrbitCheckout/Alerts.swift:6:46: warning: `Color(red: 0.86, green: 0.15, blue: 0.15)` repeats the colour token `color.danger`"
            ])
    }

    /// Sizes are matched in every mode, as colours are: with density modes, a padding equal to a spacing token's
    /// compact value names that mode.
    @Test func aSizeThatRepeatsAnotherModesValueSaysWhichMode() throws {
        let project = try TemporaryProject([
            "content/index.md": "# Orbit\n",
            "content/tokens/base.tokens.json":
                #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } }, "lg": { "$value": { "value": 24, "unit": "px" } } } }"#,
            "content/tokens/compact.tokens.json": #"{ "spacing": { "md": { "$value": { "value": 8, "unit": "px" } } } }"#,
            "content/tokens/orbit.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "density": { "contexts": { "comfortable": [], "compact": [{ "$ref": "compact.tokens.json" }] }, "default": "comfortable" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/density" }] }
            """,
            "content/swift.yml": "sources:\n  - Sources\n",
            "Sources/Orbit/Row.swift": "import SwiftUI\n\nlet row = Text(\"Total\").padding(8).padding(.top, 24)\n",
        ])
        let report = project.build()
        #expect(
            report.diagnostics.filter { $0.code == .swiftTokenDrift }.map(\.description) == [
                "Sources/Orbit/Row.swift:3:33: warning: `8` repeats the spacing token `spacing.md` (its compact value)",
                "Sources/Orbit/Row.swift:3:50: warning: `24` repeats the spacing token `spacing.lg`",
            ])
    }

    @Test func literalsThatRepeatATokenAreLocatedWarnings() throws {
        let project = try Self.app()
        let report = project.build()
        let app = report.diagnostics.filter { $0.location?.file.hasPrefix("Sources/") == true }
        #expect(
            app.map(\.description) == [
                "Sources/OrbitCheckout/CartView.swift:39:33: warning: `8` repeats the spacing token `spacing.sm`",
                "Sources/OrbitCheckout/CartView.swift:42:36: warning: `0xE5E7EB` repeats the colour token `color.border` (its light value)",
                "Sources/OrbitCheckout/CartView.swift:82:18: warning: `12` repeats the spacing token `spacing.md`",
                "Sources/OrbitCheckout/OrderConfirmation.swift:20:40: warning: `#colorLiteral(red: 0.0863, green: 0.6392, blue: 0.2902, a…` repeats the colour token `color.success`",
                "Sources/OrbitCheckout/OrderConfirmation.swift:27:37: warning: `13` repeats the font size token `type.footnote`",
                "Sources/OrbitCheckout/OrderConfirmation.swift:44:56: warning: `16` repeats the corner radius token `radius.lg`",
                "Sources/OrbitCheckout/PaymentSheet.swift:37:31: warning: `10` repeats the corner radius token `radius.md`",
                "Sources/OrbitCheckout/PaymentSheet.swift:45:38: warning: `Color(red: 0.8627, green: 0.149, blue: 0.149)` repeats the colour token `color.danger`",
                "Sources/OrbitCheckout/PaymentSheet.swift:57:19: warning: `Color(.sRGB, red: 37/255, green: 99/255, blue: 235/255, o…` repeats the colour token `color.accent` (its light value)",
                "Sources/OrbitDesign/Buttons.swift:30:35: warning: `16` repeats the spacing token `spacing.lg`",
                "Sources/OrbitOnboarding/Broken.swift:25:26: warning: `24` repeats the spacing token `spacing.xl`",
                "Sources/OrbitOnboarding/WelcomeView.swift:57:45: warning: `0x60A5FA` repeats the colour token `color.accent` (its dark value)",
                "Sources/OrbitSettings/LegacyBanner.swift:21:53: warning: `17` repeats the font size token `type.headline`",
                "Sources/OrbitSettings/LegacyBanner.swift:22:32: warning: `UIColor(red: 0.0667, green: 0.0941, blue: 0.1529, alpha: 1)` repeats the colour token `color.text.primary` (its light value)",
                "Sources/OrbitSettings/LegacyBanner.swift:28:35: warning: `DesignTokens.Colors.legacyBlue` is deprecated: Use color.accent; legacy-blue goes in 3.0.",
                "Sources/OrbitSettings/SettingsView.swift:44:79: warning: `2` repeats the border width token `border-width.thick`",
            ])
        let surface = try #require(app.first { $0.location?.line == 22 })
        // A UIKit literal gets the token in UIKit's form.
        #expect(
            surface.fix
                == "Use `DesignTokens.Colors.textPrimary` (`UIColor(token.color)` in UIKit), or `DesignTokens.Colors.surface`, which holds the same value."
        )
        #expect(
            surface.reason
                == "A value typed into the code stays as it is when the token changes and does not follow dark mode, and the token pages cannot list this place as a use."
        )
        let size = try #require(app.first { $0.location?.line == 21 })
        #expect(size.fix == "Use `DesignTokens.Typography.headline`, or `DesignTokens.Typography.body`, which holds the same value.")
        let deprecated = try #require(app.first { $0.code == .swiftDeprecatedToken })
        #expect(deprecated.fix == "Do as the note says: Use color.accent; legacy-blue goes in 3.0.")
    }

    @Test func driftNeverFailsStrictUntilTheProjectOptsIn() throws {
        let project = try Self.app()
        let strict = project.build { $0.strict = true }
        // The deprecated token is an ordinary warning: --strict fails on it alone.
        #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.code) == [.swiftDeprecatedToken])
        #expect(strict.diagnostics.filter { $0.code == .swiftTokenDrift }.allSatisfy { $0.severity == .warning && $0.advisory })
        try project.write("content/swift.yml", try project.read("content/swift.yml") + "drift: strict\n")
        let optedIn = project.build { $0.strict = true }
        #expect(optedIn.diagnostics.filter { $0.code == .swiftTokenDrift && $0.severity == .error }.count == 15)
    }

    @Test func aSettingThatIsNeitherWarnNorItsStrongerWordIsLocatedAndLeftAsItWas() throws {
        let project = try Self.app()
        try project.write("content/swift.yml", try project.read("content/swift.yml") + "drift: yes\nremoved-in-use: fail\n")
        let report = project.build()
        let wrong = report.diagnostics.filter { $0.code == .swiftSources }
        #expect(
            wrong.map { "\($0.location!.line):\($0.location!.column) \($0.message) | \($0.reason ?? "") | \($0.fix ?? "")" } == [
                "5:8 `drift` in swift.yml is `warn` or `strict` | `warn` reports literals that repeat a token and never fails a build; `strict` lets `--strict` fail on them. | Write `drift: strict` or `drift: warn`.",
                "6:17 `removed-in-use` in swift.yml is `warn` or `error` | `warn` reports (with `--base`) a removed or renamed token the app's code still uses and never fails a build; `error` fails the build on it. | Write `removed-in-use: error` or `removed-in-use: warn`.",
            ])
        // Left as it was: drift stays advisory.
        #expect(report.diagnostics.filter { $0.code == .swiftTokenDrift }.allSatisfy { $0.advisory })
    }

    @Test func theAdoptionPageReadsAtAGlance() throws {
        let project = try Self.app()
        #expect(project.build().wroteOutput)
        let html = try project.read("public/tokens/adoption/index.html")
        // Uses of colour, size and type tokens against literals where a token belongs (zero is no literal):
        // 89 uses and 19 literals, of which 15 repeat a token.
        #expect(html.contains("<p><strong>82%</strong> through tokens</p>"))
        #expect(html.contains("<p><strong>89</strong> token uses</p>"))
        #expect(html.contains("<p><strong>19</strong> literals</p>"))
        #expect(html.contains("<p><strong>15</strong> repeat a token</p>"))
        // A bar per module, the least adopted first.
        let rows = html.components(separatedBy: "<tr>").dropFirst(2).prefix(4).map { row in
            row.components(separatedBy: "</tr>")[0].components(separatedBy: "<td").dropFirst().map { cell in
                cell.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression).replacingOccurrences(
                    of: "^[^>]*>", with: "", options: .regularExpression
                )
                .trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        #expect(
            rows == [
                ["OrbitCheckout", "72%", "28", "11", "9"],
                ["OrbitSettings", "85%", "22", "4", "3"],
                ["OrbitOnboarding", "86%", "12", "2", "2"],
                ["OrbitDesign", "93%", "27", "2", "1"],
            ])
        #expect(html.contains("<span class=\"adoption-bar\" data-sort=\"718\"><span style=\"width: 72%\"></span></span> 72%"))
        #expect(
            html.contains(
                "<a href=\"https://github.com/orbit-app/orbit-ios/blob/main/Sources/OrbitCheckout/PaymentSheet.swift\"><code>Sources/OrbitCheckout/PaymentSheet.swift</code></a>"
            ))
        #expect(
            html.contains(
                "<a href=\"/tokens/#color-legacy-blue\"><code>color.legacy-blue</code></a>, 1 place: Use color.accent; legacy-blue goes in 3.0."))
        #expect(html.contains("<summary>2 tokens of 26</summary>"))
        #expect(
            html.contains(
                "<a href=\"/tokens/#color-danger\"><code>color.danger</code></a>, <a href=\"/tokens/#color-success\"><code>color.success</code></a>"))
    }

    @Test func eachTokenRowSaysWhereTheAppUsesIt() throws {
        let project = try Self.app()
        _ = project.build()
        let html = try project.read("public/tokens/index.html")
        #expect(
            html.contains(
                "<details class=\"token-uses\"><summary>Used in 4 places</summary><a href=\"https://github.com/orbit-app/orbit-ios/blob/main/Sources/OrbitDesign/Buttons.swift#L58\"><code>Sources/OrbitDesign/Buttons.swift:58</code></a><br>"
            ))
        #expect(html.contains("<small class=\"token-unused\">Not used in the app</small>"))
    }

    @Test func savingASwiftFileUpdatesUsesAndDriftWithoutRenderingTheGuides() throws {
        let project = try Self.app()
        var options = BuildOptions()
        options.baseURL = "/"
        var session = SiteSession(project: project.project, options: options)
        #expect(session.build().wroteOutput)
        let cart = "Sources/OrbitCheckout/CartView.swift"
        try project.write(cart, try project.read(cart).replacingOccurrences(of: ".padding(12)", with: ".padding(DesignTokens.Spacing.md)"))
        let rebuilt = session.rebuild(changed: [cart])
        #expect(rebuilt.wroteOutput)
        #expect(rebuilt.diagnostics.filter { $0.code == .swiftTokenDrift }.count == 14)
        #expect(try Self.uses(project)["spacing.md"]?.contains("OrbitCheckout/CartView.swift:82:18") == true)
        // The token pages, the adoption page and tokens.json are written again; the guide is not.
        let written = Set((session.lastWrite?.stamps ?? [:]).keys)
        #expect(written.isSuperset(of: ["tokens/index.html", "tokens/adoption/index.html", "tokens.json"]))
        // Nothing else shows the app's code: the guide, tokens.css and contrast.json stand.
        #expect(written.isDisjoint(with: ["index.html", "tokens.css", "contrast.json"]))
        #expect(try project.read("public/tokens/adoption/index.html").contains("<p><strong>90</strong> token uses</p>"))
    }

    @Test func theBuildCacheKeepsTheScansOfUnchangedFiles() throws {
        let project = try Self.app()
        let cache = project.root.appending(path: ".specimen-cache")
        let configure: (inout BuildOptions) -> Void = { $0.cacheDirectory = cache }
        #expect(project.build(configure).diagnostics.filter { $0.code == .swiftTokenDrift }.count == 15)
        // A scan kept for an unchanged file is used as it is: emptied here, so its drift is gone from the next build.
        let key = AppCode.cacheKey(
            swiftSources: {
                var options = BuildOptions()
                configure(&options)
                return options.swiftSources
            }())
        var files = AppCode.cached(in: cache, key: key)
        #expect(files.count == 11)
        #expect(AppCode.cached(in: cache, key: key + " another binary").isEmpty)
        let index = try #require(files.firstIndex { $0.path == "Sources/OrbitCheckout/PaymentSheet.swift" })
        files[index].scan.literals = []
        // Where a file went too deep is kept too.
        files[index].scan.unread = SwiftFileScan.Position(line: 3, column: 7)
        AppCode.save(files, to: cache, key: key)
        #expect(AppCode.cached(in: cache, key: key)[index].scan.unread == SwiftFileScan.Position(line: 3, column: 7))
        files[index].scan.unread = nil
        AppCode.save(files, to: cache, key: key)
        #expect(project.build(configure).diagnostics.filter { $0.code == .swiftTokenDrift }.count == 12)
        // Once the file changes it is read again.
        try project.write("Sources/OrbitCheckout/PaymentSheet.swift", try project.read("Sources/OrbitCheckout/PaymentSheet.swift") + "\n")
        #expect(project.build(configure).diagnostics.filter { $0.code == .swiftTokenDrift }.count == 15)
    }

    @Test func aCachedBuildShowsAChangedOrDeletedSwiftFileAndRewritesNothingWhenNothingChanged() throws {
        let project = try Self.app()
        let configure: (inout BuildOptions) -> Void = { $0.cacheDirectory = project.root.appending(path: ".specimen-cache") }
        _ = project.build(configure)
        let quiet = project.buildRecordingOutput(configure)
        #expect(quiet.written?.stamps.keys.contains("tokens/index.html") == false)
        let cart = "Sources/OrbitCheckout/CartView.swift"
        try project.write(cart, try project.read(cart).replacingOccurrences(of: ".padding(12)", with: ".padding(DesignTokens.Spacing.md)"))
        let changed = Set((project.buildRecordingOutput(configure).written?.stamps ?? [:]).keys)
        #expect(changed.isSuperset(of: ["tokens/index.html", "tokens/adoption/index.html", "tokens.json"]))
        #expect(try Self.uses(project)["spacing.md"]?.contains("OrbitCheckout/CartView.swift:82:18") == true)
        try FileManager.default.removeItem(at: project.root.appending(path: "Sources/OrbitSettings/LegacyBanner.swift"))
        let deleted = project.build(configure)
        #expect(deleted.diagnostics.filter { $0.code == .swiftDeprecatedToken }.isEmpty)
        #expect(try Self.uses(project)["color.legacy-blue"] == [])
        #expect(try project.read("public/tokens/adoption/index.html").contains("The app uses no deprecated token."))
    }

    @Test func aRebuildPlanTellsTheAppsSwiftFilesFromTheRestOfItsFolders() {
        let plan = RebuildPlan(changed: [
            "Sources/Orbit/Card.swift", "Sources/Orbit/Assets.xcassets/Contents.json", "content/guide.md", "Package.swift",
        ]) { path in
            path.hasPrefix("Sources/") ? path.hasSuffix(".swift") : nil
        }
        #expect(plan.appCode == ["Sources/Orbit/Card.swift"])
        #expect(plan.guides == ["guide.md"])
        // The asset catalogue changes nothing; only Package.swift, outside everything, asks for a full build.
        #expect(plan.needsFullBuild)
        #expect(!RebuildPlan(changed: ["Sources/Orbit/Assets.xcassets/Contents.json"]) { _ in false }.needsFullBuild)
        // Where the app's code is changes what is read of it, not the design.
        let setting = RebuildPlan(changed: ["content/swift.yml"])
        #expect(setting.appCodeSettingChanged && !setting.designChanged && !setting.needsFullBuild)
    }

    /// A repository host's links take paths from the repository's root: with the docs in `docs/` and the app in
    /// `ios/`, a use in `../ios/Sources/…` links to `ios/Sources/…`; outside any repository, to the path as shown.
    @Test func sourceLinksTakeThePathFromTheRepositorysRoot() throws {
        let repository = try TemporaryProject([
            "docs/content/index.md": "# Orbit\n",
            "docs/content/tokens/base.tokens.json": #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } } } }"#,
            "docs/content/swift.yml": "sources:\n  - ../ios/Sources\nsource-url: https://github.com/orbit-app/orbit/blob/main/{file}#L{line}\n",
            "ios/Sources/Orbit/Card.swift": "import SwiftUI\n\nlet inset = DesignTokens.Spacing.md\n",
        ])
        let docs = Project(root: repository.root.appending(path: "docs"))
        let link = { (project: Project) throws -> Bool in
            #expect(SiteBuilder.build(project).wroteOutput)
            let html = try String(contentsOf: project.root.appending(path: "public/tokens/index.html"), encoding: .utf8)
            return html.contains(
                "<a href=\"https://github.com/orbit-app/orbit/blob/main/ios/Sources/Orbit/Card.swift#L3\"><code>../ios/Sources/Orbit/Card.swift:3</code></a>"
            )
        }
        #expect(try !link(docs))
        try FileManager.default.createDirectory(at: repository.root.appending(path: ".git"), withIntermediateDirectories: true)
        #expect(try link(docs))
    }

    @Test func aMissingSourceFolderIsLocatedAndTheSiteIsStillBuilt() throws {
        let project = try Self.app()
        try project.write("content/swift.yml", "sources:\n  - Sources\n  - Sources/OrbitWidgets\n")
        let report = project.build()
        let error = try #require(report.diagnostics.first { $0.code == .swiftSources })
        #expect(error.description == "content/swift.yml:3:5: error: the app's Swift sources `Sources/OrbitWidgets` do not exist")
        #expect(error.fix == "Name a folder of Swift files, relative to the project folder (`- Sources`), or remove the line.")
        #expect(report.wroteOutput)
        #expect(try Self.uses(project) == Self.expectedUses)
    }

    @Test func theCommandLineNamesTheFoldersForOneRun() throws {
        let project = try Self.app()
        try FileManager.default.removeItem(at: project.root.appending(path: "content/swift.yml"))
        let report = project.build { $0.swiftSources = [project.root.appending(path: "Sources/OrbitSettings")] }
        #expect(report.wroteOutput)
        let uses = try Self.uses(project)
        #expect(uses["color.legacy-blue"] == ["OrbitSettings/LegacyBanner.swift:28:35"])
        #expect(uses["color.accent"] == ["OrbitSettings/SettingsView.swift:67:23", "OrbitSettings/SettingsView.swift:88:38"])
        #expect(try project.read("public/tokens/adoption/index.html").contains("Specimen read the app's Swift code (2 files in 1 module)"))
    }

    /// Places are a line and a column in characters, as every diagnostic's: after a word with an accent or an emoji,
    /// and on Windows line endings, where `\r\n` ends one line.
    @Test func usesAreLocatedInCharactersOnAnyLineEnding() {
        let text = "let a = 1\r\nlet title = \"Café 👋\"; let c = DesignTokens.Colors.accent\r\n\tview.layer.cornerRadius = 12\n"
        let scan = SwiftFileScan.scan(text)
        #expect(scan.references.map { "\($0.member) \($0.line):\($0.column)" } == ["DesignTokens.Colors 2:31", "Colors.accent 2:31"])
        #expect(scan.literals.map { "\($0.text) \($0.line):\($0.column)" } == ["12 3:28"])
    }

    /// Brackets nested past what swift-syntax parses in time (its work doubles with each level) are not parsed:
    /// the file is read as holding nothing, and a guide's block is plain text, instead of a build that never ends.
    @Test func bracketsNestedTooDeepAreNotParsed() {
        let deep = "let café = " + String(repeating: "[", count: 60) + "\nlet c = DesignTokens.Colors.accent\n"
        #expect(SwiftFileScan.scan(deep).references.isEmpty)
        // Where it went too deep, for the warning (`swift-file-unread`): the 17th bracket, in characters.
        #expect(SwiftFileScan.scan(deep).unread == SwiftFileScan.Position(line: 1, column: 12 + SwiftNesting.deepest))
        #expect(SwiftFileScan.scan(String(repeating: "[", count: SwiftNesting.deepest)).unread == nil)
        let shallow = "let x = " + String(repeating: "[", count: SwiftNesting.deepest) + "\nlet c = DesignTokens.Colors.accent\n"
        #expect(SwiftFileScan.scan(shallow).references.map(\.member) == ["DesignTokens.Colors", "Colors.accent"])
        #expect(SwiftNesting.isTooDeep("[" + String(repeating: "[]", count: 100) + "]") == false)
    }

    @Test func codeThatIsNotSwiftOrNotUTF8IsReadAsFarAsItGoes() {
        var bytes = Data("let a = DesignTokens.Colors.accent // caf".utf8)
        bytes.append(contentsOf: [0xE9, 0xFF, 0x0A])
        bytes.append(Data("}}} let b = Color(red: 1, green: 1, blue: 1) ((((".utf8))
        let scan = SwiftFileScan.scan(String(decoding: bytes, as: UTF8.self))
        // Every `Name.member` is kept; which of them name a token is decided against the tokens (`AppCodeReport`).
        #expect(scan.references.map(\.member) == ["DesignTokens.Colors", "Colors.accent"])
        #expect(scan.literals.map(\.value) == [[1, 1, 1, 1]])
        let generated = SwiftFileScan.scan(SwiftFileScan.generatedMarker + "\nlet x = DesignTokens.Colors.accent\n")
        #expect(generated.generated && generated.references.isEmpty)
        // Deep nesting and a long run of garbage end, without a crash or a hang.
        let deep = String(repeating: "(", count: 5_000) + String(repeating: "Color(red: 0.5, green: 0.5, blue: 0.5) ", count: 2_000)
        #expect(SwiftFileScan.scan(deep).literals.isEmpty, "swift-syntax gives up on nesting this deep and keeps the rest as unparsed text")
        // A generated file of 50,000 references (SwiftGen's `L10n`) is read in one pass.
        let generatedStrings = (0..<50_000).map { "let s\($0) = L10n.Checkout.title\($0)" }.joined(separator: "\n")
        #expect(SwiftFileScan.scan(generatedStrings).references.count == 100_000)
    }
}
