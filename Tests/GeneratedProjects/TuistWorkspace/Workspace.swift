import ProjectDescription

let workspace = Workspace(
    name: "Market",
    projects: ["Projects/*"]
)
