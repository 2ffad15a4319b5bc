import ProjectDescription

// Globs under one folder per target, as Tuist's own templates write them.
let project = Project(
    name: "Atlas",
    organizationName: "Example",
    targets: [
        .target(
            name: "Atlas",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.atlas",
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Atlas/Sources/**"],
            resources: ["Atlas/Resources/**"],
            dependencies: [
                .external(name: "Maps"),
            ]
        ),
        .target(
            name: "AtlasTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.example.atlasTests",
            infoPlist: .default,
            sources: .paths(["Atlas/Tests/**/*.swift"]),
            dependencies: [.target(name: "Atlas")]
        ),
    ]
)
