// swift-tools-version: 6.1
// An app team's package, as the plugin tests use it: Specimen checked out beside it in ../specimen
// (a real project would name Specimen's repository URL instead).
import PackageDescription

let package = Package(
    name: "Orbit",
    dependencies: [
        .package(path: "../specimen"),
    ],
    targets: [
        .executableTarget(
            name: "Orbit",
            plugins: [.plugin(name: "SpecimenTokensPlugin", package: "specimen")]
        ),
    ]
)
