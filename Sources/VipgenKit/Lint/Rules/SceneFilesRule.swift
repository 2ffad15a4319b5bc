/// The scene has the view, interactor and presenter files its flavor gives every scene, and each file
/// declares its part.
enum SceneFilesRule: LintRule {
    static let id = "scene-files"
    static let severity = LintSeverity.warning
    static let summary =
        "The scene has every file and class its flavor gives a scene (its view controller, interactor, presenter, router, worker, models, tests)."
    static let family = LintFamily.sceneShape
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) {
        MissingParts.reportMissingFiles(.core, as: self, check)
        // A file's first type is its part; the helpers a flavor puts beside it (a SwiftUI view's
        // previews, its navigation) are the flavor's, not asked of every scene.
        let present = Set(check.code.files.map(\.template))
        var firstOfTemplate: Set<String> = []
        for component in check.blueprint.components where present.contains(component.template) {
            guard firstOfTemplate.insert(component.template).inserted else { continue }
            let type = check.name(component.type)
            if check.code.primaries[type] == nil {
                check.reportMissing(
                    self, template: component.template,
                    "\(component.template) file declares no '\(type)', \(component.role.noun) of scene '\(check.scene)'"
                )
            }
        }
    }

    static let examples: [LintExample] = [
        .violation(removing: ["ShopPresenter.swift"], at: "ShopViewController.swift", "‸//"),
        // A presenter's file that declares no presenter.
        .violation(
            .replace(
                "final class ShopPresenter: ShopPresentationLogic {", with: "final class ShopFormatter {",
                in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "‸//"),
        .clean(
            .replace("// MARK: - Presenter\n", with: "// MARK: - Presenter, which formats\n", in: "ShopPresenter.swift")
        ),
    ]
}
