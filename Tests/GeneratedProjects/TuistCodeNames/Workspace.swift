import ProjectDescription

// A Tuist 4 workspace in the shape many have: the app's project names its targets in code kept in
// ProjectDescriptionHelpers, and each feature's project is made by a helper function.
let workspace = Workspace(
    name: "Atlas",
    projects: [
        "App",
        "Search",
    ]
)
