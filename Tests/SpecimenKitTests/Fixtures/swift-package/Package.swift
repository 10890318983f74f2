// swift-tools-version: 6.1
// An app team's package, as the plugin tests use it: Specimen named by version, as any other
// dependency is (the tests point the URL at a tagged copy of this repository). It leaves out the
// `ExternalLinks` trait, as an app that does not check external links would: `--check-external`'s
// HTTPS client (SwiftNIO's TLS and BoringSSL) is then not compiled for the command plugin.
import PackageDescription

let package = Package(
    name: "Orbit",
    dependencies: [
        .package(url: "https://github.com/ORG/specimen", from: "1.0.0", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "Orbit",
            plugins: [.plugin(name: "SpecimenTokensPlugin", package: "specimen")]
        ),
    ]
)
