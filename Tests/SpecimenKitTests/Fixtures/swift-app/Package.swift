// swift-tools-version: 6.1
// The Orbit iOS app's feature modules. OrbitDesign holds the shared components and the
// `DesignTokens` enum that `specimen tokens export` writes from content/tokens.
import PackageDescription

let package = Package(
    name: "Orbit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "OrbitDesign", targets: ["OrbitDesign"]),
        .library(name: "OrbitCheckout", targets: ["OrbitCheckout"]),
        .library(name: "OrbitSettings", targets: ["OrbitSettings"]),
        .library(name: "OrbitOnboarding", targets: ["OrbitOnboarding"]),
    ],
    targets: [
        .target(name: "OrbitDesign"),
        .target(name: "OrbitCheckout", dependencies: ["OrbitDesign"]),
        .target(name: "OrbitSettings", dependencies: ["OrbitDesign"]),
        .target(name: "OrbitOnboarding", dependencies: ["OrbitDesign"]),
    ]
)
