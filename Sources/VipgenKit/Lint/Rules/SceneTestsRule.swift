/// The scene has the test files its flavor gives every scene: a convention, since many apps test
/// otherwise, so an app written without them is told, not faulted.
enum SceneTestsRule: LintRule {
    static let id = "scene-tests"
    static let severity = LintSeverity.note
    static let summary = "The scene has the test files its flavor gives a scene (a note: many apps test otherwise)."
    static let family = LintFamily.sceneShape
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) { MissingParts.reportMissingFiles(.test, as: self, check) }

    static let examples: [LintExample] = [
        .violation(removing: ["ShopWorkerTests.swift"], at: "ShopViewController.swift", "‸//"),
        .clean(.replace("import XCTest", with: "import XCTest\nimport Foundation", in: "ShopWorkerTests.swift")),
    ]
}
