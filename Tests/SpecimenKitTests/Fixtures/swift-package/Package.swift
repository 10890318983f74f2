// swift-tools-version: 6.1
// An app team's package, as the plugin tests use it: Specimen checked out beside it in ../specimen
// (a real project would name Specimen's repository URL instead). It leaves out the `ExternalLinks`
// trait, as an app that does not check external links would: `--check-external`'s HTTPS client
// (SwiftNIO's TLS and BoringSSL) is then not compiled for the command plugin.
import PackageDescription

let package = Package(
    name: "Orbit",
    dependencies: [
        .package(path: "../specimen", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "Orbit",
            plugins: [.plugin(name: "SpecimenTokensPlugin", package: "specimen")]
        ),
    ]
)
