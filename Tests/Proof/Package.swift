// swift-tools-version: 6.2
import PackageDescription

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The compile proofs: every scene vipgen generates here is built with warnings as errors and its
// generated tests run. Tests/Proof/run-all builds this package once per cell of the matrix, each in
// its own scratch folder, choosing the cell with these variables:
//   VIPGEN_PROOF_SWIFT_MODE  5 or 6 (default 6): the language mode;
//   VIPGEN_PROOF_ISOLATION   nonisolated (default) or MainActor: the default actor isolation.
let settings: [SwiftSetting] = {
    let environment = ProcessInfo.processInfo.environment
    var settings: [SwiftSetting] = [
        .swiftLanguageMode(environment["VIPGEN_PROOF_SWIFT_MODE"] == "5" ? .v5 : .v6),
        .treatAllWarnings(as: .error),
    ]
    if environment["VIPGEN_PROOF_ISOLATION"] == "MainActor" {
        settings.append(.defaultIsolation(MainActor.self))
    }
    return settings
}()

#if os(Linux)
    let dependencies: [Package.Dependency] = [.package(path: "UIKit")]
    let uikit: [Target.Dependency] = [.product(name: "UIKit", package: "UIKit")]
#else
    // Elsewhere generated code needs the real UIKit, i.e. an iOS build, which run-all does not do.
    let dependencies: [Package.Dependency] = []
    let uikit: [Target.Dependency] = []
#endif

/// A proof: a spec's `Generated/Sources` (with its hand-written `Support/`) and `Generated/Tests`.
func proof(_ name: String, exclude: [String] = []) -> [Target] {
    [
        .target(
            name: name, dependencies: uikit, path: name, exclude: ["vipgen.json", "Generated/Tests"] + exclude,
            sources: ["Generated/Sources", "Support"], swiftSettings: settings),
        .testTarget(
            name: name + "Tests", dependencies: [.target(name: name)], path: name + "/Generated/Tests",
            swiftSettings: settings),
    ]
}

let package = Package(
    name: "Proof",
    dependencies: dependencies,
    targets: proof("CleanMeme", exclude: ["App"]) + proof("Fresh", exclude: [".gitignore"])
        + proof("ConfiguratorGolden") + proof("InputOutputGolden") + [
            // The golden app's scenes completed by hand into a working app, with its own tests.
            .target(name: "CleanMemeApp", dependencies: uikit, path: "CleanMeme/App/Sources", swiftSettings: settings),
            .testTarget(
                name: "CleanMemeAppTests", dependencies: ["CleanMemeApp"], path: "CleanMeme/App/Tests",
                swiftSettings: settings),
        ]
)
