// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
        .library(name: "SpecimenKit", targets: ["SpecimenKit"]),
        // For apps: the tokens as Swift source at build time, from the same files as the docs.
        .plugin(name: "SpecimenTokensPlugin", targets: ["SpecimenTokensPlugin"]),
        // For any package: `swift package specimen build`.
        .plugin(name: "SpecimenCommandPlugin", targets: ["SpecimenCommandPlugin"]),
    ],
    traits: [
        .trait(
            name: "ExternalLinks",
            description: "`specimen build --check-external`, with AsyncHTTPClient: SwiftNIO's TLS and BoringSSL, a minute and more of a first build."
        ),
        .default(enabledTraits: ["ExternalLinks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        // The only C in the project: Debian's cmark-gfm, GitHub's Markdown renderer.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // Turns the repo's theme/ folder into Swift source, so an installed binary carries its default theme.
        .executableTarget(name: "EmbedTheme", path: "Plugins/EmbedTheme/Tool"),
        .plugin(name: "EmbedDefaultTheme", capability: .buildTool(), dependencies: ["EmbedTheme"], path: "Plugins/EmbedTheme/Plugin"),
        // The diagnostics everything reports with: a located problem with why and what to do, its code, the
        // printers (human, GitHub annotations, JSON). Foundation only.
        .target(name: "SpecimenDiagnostics"),
        // Design tokens: the DTCG format and resolver, values, colour maths, WCAG contrast, the
        // CSS/JSON/Swift exports. Foundation only, so an app's build that needs only tokens is quick.
        .target(name: "SpecimenTokens", dependencies: ["SpecimenDiagnostics"]),
        // Reading YAML with located errors (Yams): modes.yml for the tokens; front matter,
        // component manifests and contrast.yml for the engine.
        .target(
            name: "SpecimenYAML",
            dependencies: ["SpecimenDiagnostics", "SpecimenTokens", .product(name: "Yams", package: "Yams")]
        ),
        // The tokens as Swift source, run by SpecimenTokensPlugin on every build of an app target.
        .executableTarget(name: "specimen-tokens", dependencies: ["SpecimenDiagnostics", "SpecimenTokens", "SpecimenYAML"]),
        .plugin(name: "SpecimenTokensPlugin", capability: .buildTool(), dependencies: ["specimen-tokens"]),
        .plugin(
            name: "SpecimenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "specimen", description: "Build, check or preview the package's pattern library (content/ → public/)."),
                permissions: [.writeToPackageDirectory(reason: "Specimen writes the site to public/ and its build cache to .specimen-cache/.")]
            ),
            dependencies: ["specimen"]
        ),
        .target(
            name: "SpecimenKit",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenTokens",
                "SpecimenYAML",
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            plugins: ["EmbedDefaultTheme"]
        ),
        // `--check-external`: the only code that makes requests, so the engine has no network stack.
        .target(
            name: "SpecimenLinks",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenKit",
                "SpecimenTokens",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .target(
            name: "SpecimenServer",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "specimen",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenTokens",
                "SpecimenKit",
                "SpecimenServer",
                .target(name: "SpecimenLinks", condition: .when(traits: ["ExternalLinks"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Under a sanitizer (scripts/sanitize) the sanitizer's allocator must be the only one.
            linkerSettings: pinCmarkSpecialCharacters + (Context.environment["SPECIMEN_SANITIZE"] == nil ? [mimalloc] : []),
            // The commit a checkout is at, for `specimen --version`.
            plugins: ["EmbedDefaultTheme"]
        ),
        // What the tests share: temporary folders, token fixtures and the repository's folders (Foundation and the token modules only).
        .target(
            name: "SpecimenTestSupport", dependencies: ["SpecimenDiagnostics", "SpecimenTokens", "SpecimenYAML"], path: "Tests/SpecimenTestSupport"),
        .testTarget(name: "SpecimenDiagnosticsTests", dependencies: ["SpecimenDiagnostics"]),
        // The token modules' own tests: they build without swift-syntax or cmark-gfm.
        .testTarget(name: "SpecimenTokensTests", dependencies: ["SpecimenDiagnostics", "SpecimenTokens", "SpecimenYAML", "SpecimenTestSupport"]),
        .testTarget(
            name: "SpecimenKitTests",
            dependencies: [
                "SpecimenDiagnostics",
                "SpecimenTokens",
                "SpecimenYAML",
                "SpecimenKit",
                "SpecimenTestSupport",
                "SpecimenLinks",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            exclude: ["Snapshots", "Fixtures"],
            linkerSettings: pinCmarkSpecialCharacters
        ),
        .testTarget(
            name: "SpecimenServerTests",
            dependencies: ["SpecimenServer", "SpecimenKit", "SpecimenDiagnostics", "SpecimenTokens", "SpecimenTestSupport"],
            linkerSettings: pinCmarkSpecialCharacters
        ),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer harnesses for Specimen's own parsers (Fuzz/README.md, scripts/fuzz). They exist only when
// SPECIMEN_FUZZ is set (scripts/fuzz builds them): libFuzzer supplies `main`, and they and the
// engine (SpecimenTokens and SpecimenKit) are instrumented with -sanitize=fuzzer,address.
if Context.environment["SPECIMEN_FUZZ"] != nil {
    let sanitize = ["-sanitize=fuzzer,address"]
    for index in package.targets.indices
    where ["SpecimenDiagnostics", "SpecimenTokens", "SpecimenYAML", "SpecimenKit"].contains(package.targets[index].name) {
        package.targets[index].swiftSettings = [.unsafeFlags(sanitize)]
    }
    let harnesses = [
        "FuzzJSON", "FuzzTokens", "FuzzResolver", "FuzzTemplates", "FuzzComponentBlock", "FuzzContrastYAML", "FuzzFrontMatter", "FuzzPage",
        "FuzzSwiftScan",
    ]
    package.targets.append(.target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"))
    for name in harnesses {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: ["SpecimenDiagnostics", "SpecimenTokens", "SpecimenYAML", "SpecimenKit", "CFuzzDriver"],
                path: "Fuzz/\(name)",
                swiftSettings: [.unsafeFlags(sanitize + ["-parse-as-library"])],
                // Gold stumbles over the sanitizers' symbols; lld links them.
                linkerSettings: pinCmarkSpecialCharacters + [.unsafeFlags(sanitize + ["-use-ld=lld"])]
            ))
    }
}

/// Lets cmark-gfm find SpecimenKit's `cmark_manage_extensions_special_characters`, which keeps its
/// process-wide special-character table from being emptied so pages parse on every core (see
/// `CmarkSpecialCharacters`). Without this the build is still correct and parses one page at a time.
///
/// That is the only symbol the executable exports: `--static-swift-stdlib` links with
/// `-export-dynamic` (swift_static/linux/static-stdlib-args.lnk), which put all 69,000 of
/// Specimen's and its packages' symbols in the dynamic table, where the loader and the Swift
/// runtime's start-up `dladdr` searched them on every run (a millisecond of each `specimen build`).
var pinCmarkSpecialCharacters: [LinkerSetting] {
    [
        .unsafeFlags(
            ["-Xlinker", "--export-dynamic-symbol=cmark_manage_extensions_special_characters", "-Xlinker", "--no-export-dynamic"],
            .when(platforms: [.linux]))
    ]
}

/// Links mimalloc (Debian's `libmimalloc-dev`), which takes over `malloc` for the whole process.
/// A build makes and frees millions of small strings, arrays and cmark nodes on two threads;
/// glibc's allocator took an eighth of a full build's CPU, and mimalloc builds 1,000 pages 9%
/// faster (`scripts/benchmark.py`, interleaved runs).
var mimalloc: LinkerSetting {
    .linkedLibrary("mimalloc", .when(platforms: [.linux]))
}
