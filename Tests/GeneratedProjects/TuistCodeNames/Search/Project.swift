import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.feature(name: "Search", dependencies: [.core])
