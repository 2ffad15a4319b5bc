import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "App",
    targets: [
        .target(
            name: app.targetName,
            destinations: .iOS,
            product: .app,
            bundleId: "\(reverseDomain).\(app.targetName)",
            sources: ["Sources/**"],
            resources: ["Resources/**"],
            dependencies: [
                .project(target: "Search", path: .relativeToRoot("Search")),
            ]
        ),
        .target(
            name: "\(app.targetName)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(reverseDomain).\(app.targetName)Tests",
            sources: ["Tests/**"],
            dependencies: [
                .target(name: app.targetName),
            ]
        ),
    ]
)
