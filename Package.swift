// swift-tools-version: 6.0
import PackageDescription

// vipgen, its library and its own tests. The compile proofs (the UIKit stand-in, the golden app,
// freshly generated scenes) are packages of their own under Tests/Proof/.
let package = Package(
    name: "vipgen",
    products: [
        .executable(name: "vipgen", targets: ["vipgen"]),
        .library(name: "VipgenKit", targets: ["VipgenKit"]),
    ],
    targets: [
        // The template engine: Mustache with inheritance, no dependencies at all.
        .target(name: "Mustache"),
        // Templates/ is compiled in at build time (Plugins/EmbedTemplatesPlugin): the binary carries it.
        .target(name: "VipgenKit", dependencies: ["Mustache"], plugins: ["EmbedTemplatesPlugin"]),
        .executableTarget(name: "vipgen", dependencies: ["VipgenKit"]),
        // Writes Templates/ as Swift: every template as text and already parsed, every manifest as text.
        .executableTarget(name: "EmbedTemplates", dependencies: ["Mustache"]),
        .plugin(name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplates"]),
        // `make bench`: the engine rendering in-process (Tests/Benchmarks/bench runs it).
        .executableTarget(name: "VipgenBench", dependencies: ["VipgenKit", "Mustache"]),
        // A seeded random generator shared by the fuzz tests, so every failure can be replayed.
        .target(name: "Seeded", path: "Tests/Support/Seeded"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "Seeded"]),
        .testTarget(name: "VipgenKitTests", dependencies: ["VipgenKit", "Mustache", "Seeded", "vipgen"]),
    ]
)
