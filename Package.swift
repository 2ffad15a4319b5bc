// swift-tools-version: 6.0
import PackageDescription

// vipgen and its own tests. The compile proofs (the UIKit stand-in, the golden app, freshly generated
// scenes) are packages of their own under Tests/Proof/.
//
// Targets by what they are: two leaves with no dependencies (the template engine, the Swift
// scanner), the `.xcodeproj` reader and editor, vipgen's library organised by feature folders, the
// command line, and `main`. Each shows the next only what it marks `package`.

// make test builds the two leaves optimised (Tests/Proof/run-all sets VIPGEN_OPTIMIZED_LEAVES): their
// byte loops (the template lexer, the Swift scanner) run unspecialised at -Onone, and vipgen's tests run
// vipgen over a thousand times. The test run takes 53 s of CPU rather than 97, for 17 s more to build.
// Nowhere else: a debug build of vipgen stays debuggable, and a package using vipgen sees no unsafe flag.
let optimizedLeaves: [SwiftSetting] =
    Context.environment["VIPGEN_OPTIMIZED_LEAVES"] == "yes" ? [.unsafeFlags(["-O"])] : []

let package = Package(
    name: "vipgen",
    products: [
        .executable(name: "vipgen", targets: ["vipgen"]),
        // `swift package vipgen-lint [ARGUMENTS…]`: vipgen lint in the package's folder.
        .plugin(name: "VipgenLintCommand", targets: ["VipgenLintCommand"]),
        // Lints a target's scenes while it builds; its findings are the build's diagnostics.
        .plugin(name: "VipgenLintBuildTool", targets: ["VipgenLintBuildTool"]),
    ],
    targets: [
        // The template engine: Mustache with inheritance.
        .target(name: "Mustache", swiftSettings: optimizedLeaves),
        // Reads Swift source far enough to find its declarations.
        .target(name: "SwiftScanning", swiftSettings: optimizedLeaves),
        // Reads and edits Xcode's `project.pbxproj`, keeping every byte it does not change.
        .target(name: "XcodeProject", dependencies: ["SwiftScanning"]),
        // What vipgen does, one folder per feature: Spec, Project, Flavors, Rendering, Evolving, Output,
        // Platform, Lint, Xcode, Runs (one per command) and the CommandLine that parses a command, calls its run
        // and prints. Templates/ is compiled in at build time
        // (Plugins/EmbedTemplatesPlugin): the binary carries it; the lint rules are listed from their
        // files (Plugins/RegisterLintRulesPlugin).
        .target(
            name: "VipgenKit", dependencies: ["Mustache", "SwiftScanning", "XcodeProject"],
            plugins: ["EmbedTemplatesPlugin", "RegisterLintRulesPlugin"]),
        // `main`: hands the process's arguments and streams to the command line (VipgenKit/CommandLine).
        .executableTarget(name: "vipgen", dependencies: ["VipgenKit"]),
        // Writes Templates/ as Swift: every template and manifest as text (each template parsed once here, so
        // one that does not parse stops the build; a run parses those it renders, once each).
        .executableTarget(name: "EmbedTemplates", dependencies: ["Mustache"]),
        .plugin(name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplates"]),
        // Writes the list of lint rules from VipgenKit/Lint/Rules/, a rule a file.
        .executableTarget(name: "RegisterLintRules"),
        .plugin(name: "RegisterLintRulesPlugin", capability: .buildTool(), dependencies: ["RegisterLintRules"]),
        // The plugins a package or an Xcode project uses to lint its scenes (README: "In a Swift package").
        .plugin(
            name: "VipgenLintCommand",
            capability: .command(
                intent: .custom(verb: "vipgen-lint", description: "Lint the package's scenes: vipgen lint ARGUMENTS")),
            dependencies: ["vipgen"]),
        .plugin(name: "VipgenLintBuildTool", capability: .buildTool(), dependencies: ["vipgen"]),
        // `make bench`: the engine rendering in-process (Tests/Benchmarks/bench runs it).
        .executableTarget(name: "VipgenBench", dependencies: ["VipgenKit", "Mustache"]),
        // A seeded random generator shared by the fuzz tests, so every failure can be replayed.
        .target(name: "Seeded", path: "Tests/Support/Seeded"),
        // The tests' checks as plain functions rather than Swift Testing's macros, which cost far more
        // to compile (Tests/Support/Expectations/Expectations.swift says how much).
        .target(name: "Expectations", path: "Tests/Support/Expectations"),
        .testTarget(name: "ExpectationsTests", dependencies: ["Expectations"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Seeded", "Expectations"]),
        .testTarget(name: "SwiftScanningTests", dependencies: ["SwiftScanning", "Seeded", "Expectations"]),
        .testTarget(
            name: "VipgenKitTests",
            dependencies: [
                "VipgenKit", "XcodeProject", "SwiftScanning", "Mustache", "Seeded", "Expectations", "vipgen",
                "EmbedTemplates", "RegisterLintRules",
            ]),
    ]
)
