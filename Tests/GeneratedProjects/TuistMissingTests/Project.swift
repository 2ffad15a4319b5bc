import ProjectDescription

let project = Project(
    name: "Ledger",
    targets: [
        .target(name: "Ledger", destinations: .iOS, product: .app, bundleId: "org.example.ledger", sources: ["Ledger/**"]),
    ]
)
