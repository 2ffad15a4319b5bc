// swift-tools-version: 6.0
import PackageDescription

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Golden-app targets compile in the language mode CI asks for (5 or 6), so one manifest proves both.
let proofLanguageMode: SwiftLanguageMode =
    ProcessInfo.processInfo.environment["VIPGEN_PROOF_SWIFT_MODE"] == "5" ? .v5 : .v6
let proofSettings: [SwiftSetting] = [
    .swiftLanguageMode(proofLanguageMode),
    .unsafeFlags(["-warnings-as-errors"]),
]

var products: [Product] = [
    .executable(name: "vipgen", targets: ["vipgen"]),
    .library(name: "VipgenKit", targets: ["VipgenKit"]),
]

var targets: [Target] = [
    // The template engine: Mustache with inheritance, no dependencies at all.
    .target(name: "Mustache"),
    .target(name: "VipgenKit", dependencies: ["Mustache"]),
    .executableTarget(name: "vipgen", dependencies: ["VipgenKit"]),
    // Regenerates Sources/VipgenKit/Templates/BundledTemplates.swift from Templates/.
    .executableTarget(name: "EmbedTemplates", dependencies: ["Mustache"]),
    // `make bench`: the engine rendering in-process (Tests/Benchmarks/bench runs it).
    .executableTarget(name: "VipgenBench", dependencies: ["VipgenKit", "Mustache"]),
    // A seeded random generator shared by the fuzz tests, so every failure can be replayed.
    .target(name: "Seeded", path: "Tests/Support/Seeded"),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Seeded"]),
    .testTarget(
        name: "VipgenKitTests",
        dependencies: ["VipgenKit", "Mustache", "Seeded", "vipgen"]
    ),
]

#if os(Linux)
    // UIKit does not exist on Linux: a small stand-in with UIKit's signatures lets the golden app and
    // freshly generated scenes compile and run their tests here. On Apple platforms the real UIKit is used.
    products.append(.library(name: "UIKit", targets: ["UIKit"]))
    targets += [
        .target(name: "UIKit", path: "Tests/Support/UIKit", swiftSettings: proofSettings),
        // The golden app: exactly what `vipgen generate` writes, and the same scenes completed by hand.
        .target(
            name: "CleanMeme",
            dependencies: ["UIKit"],
            path: "Tests/Golden/CleanMeme",
            exclude: ["vipgen.json", "Generated/Tests", "App"],
            sources: ["Generated/Sources", "Support"],
            swiftSettings: proofSettings
        ),
        .testTarget(
            name: "CleanMemeTests",
            dependencies: ["CleanMeme"],
            path: "Tests/Golden/CleanMeme/Generated/Tests",
            swiftSettings: proofSettings
        ),
        .target(
            name: "CleanMemeApp",
            dependencies: ["UIKit"],
            path: "Tests/Golden/CleanMeme/App/Sources",
            swiftSettings: proofSettings
        ),
        .testTarget(
            name: "CleanMemeAppTests",
            dependencies: ["CleanMemeApp"],
            path: "Tests/Golden/CleanMeme/App/Tests",
            swiftSettings: proofSettings
        ),
    ]
#endif

let package = Package(
    name: "vipgen",
    products: products,
    targets: targets
)
