// swift-tools-version: 6.0
import PackageDescription

// vipgen and its own tests. The compile proofs (the UIKit stand-in, the golden app, freshly generated
// scenes) are packages of their own under Tests/Proof/.
//
// The library is cut into layers whose dependencies point one way, so the compiler refuses a cycle:
// Mustache <- VipgenManifest <- VipgenModel <- VipgenGeneration <- VipgenCommandLine <- vipgen, with
// SwiftScanning beside the model. Each layer shows the next only what it marks `package`.
let package = Package(
    name: "vipgen",
    products: [
        .executable(name: "vipgen", targets: ["vipgen"])
    ],
    targets: [
        // The template engine: Mustache with inheritance, no dependencies at all.
        .target(name: "Mustache"),
        // JSON read with every value's place, the errors that name file:line:column, and what a
        // flavor's `flavor.json` says: what the build tool that embeds the templates needs of the model.
        .target(name: "VipgenManifest", dependencies: ["Mustache"]),
        // What vipgen reads and knows: the spec, settings, flavors, a scene's context.
        // Templates/ is compiled in at build time (Plugins/EmbedTemplatesPlugin): the binary carries it.
        .target(name: "VipgenModel", dependencies: ["VipgenManifest", "Mustache"], plugins: ["EmbedTemplatesPlugin"]),
        // Reads Swift source far enough to find its declarations: no dependencies at all.
        .target(name: "SwiftScanning"),
        // What vipgen writes and checks: scenes, the output transaction, evolving, Xcode, lint.
        .target(
            name: "VipgenGeneration", dependencies: ["VipgenModel", "VipgenManifest", "SwiftScanning", "Mustache"]),
        // The commands, their options, help, completions and how errors are printed.
        .target(
            name: "VipgenCommandLine", dependencies: ["VipgenGeneration", "VipgenModel", "VipgenManifest", "Mustache"]),
        .executableTarget(name: "vipgen", dependencies: ["VipgenCommandLine"]),
        // Writes Templates/ as Swift: every template as text and already parsed, every manifest as text
        // and as read by vipgen's own reader.
        .executableTarget(name: "EmbedTemplates", dependencies: ["VipgenManifest", "Mustache"]),
        .plugin(name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplates"]),
        // `make bench`: the engine rendering in-process (Tests/Benchmarks/bench runs it).
        .executableTarget(name: "VipgenBench", dependencies: ["VipgenGeneration", "VipgenModel", "Mustache"]),
        // A seeded random generator shared by the fuzz tests, so every failure can be replayed.
        .target(name: "Seeded", path: "Tests/Support/Seeded"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Seeded"]),
        .testTarget(
            name: "VipgenKitTests",
            dependencies: [
                "VipgenCommandLine", "VipgenGeneration", "VipgenModel", "VipgenManifest", "SwiftScanning", "Mustache",
                "Seeded",
                "vipgen", "EmbedTemplates",
            ]),
    ]
)
