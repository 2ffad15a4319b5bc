import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(
    name: "Courier",
    destinations: .iOS,
    additionalTargets: ["CourierKit"]
)
