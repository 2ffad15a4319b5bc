import ProjectDescription

// The older `Target(` initialiser with `platform:`, its sources one glob.
let project = Project(
    name: "Storefront",
    packages: [
        .package(path: "../../Features"),
    ],
    targets: [
        Target(
            name: "Storefront",
            platform: .iOS,
            product: .app,
            bundleId: "org.example.storefront",
            infoPlist: "Info.plist",
            sources: "Sources/**",
            dependencies: [.package(product: "Basket")]
        ),
        Target(
            name: "StorefrontTests",
            platform: .iOS,
            product: .unitTests,
            bundleId: "org.example.storefrontTests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "Storefront")]
        ),
    ]
)
