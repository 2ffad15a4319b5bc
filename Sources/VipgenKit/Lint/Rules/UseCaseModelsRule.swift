/// Every use case has its models: the Request the view sends, the Response the interactor gives the
/// presenter, the ViewModel the presenter gives the view.
enum UseCaseModelsRule: LintRule {
    static let id = "use-case-models"
    static let severity = LintSeverity.warning
    static let summary =
        "Every use case has its Request, Response and ViewModel."
    static let family = LintFamily.useCases

    static func check(_ check: LintedScene) {
        for useCase in check.codeUseCases {
            checkUseCase(useCase, check)
        }
    }

    private static func checkUseCase(_ useCase: String, _ check: LintedScene) {
        guard let container = check.blueprint.useCaseContainer else { return }
        var containerName = container.name(scene: check.scene, useCase: useCase)
        let canonicalParent = check.scene
        // The models' type as the scene names it (`ListViewModels`).
        if let parent = check.useCaseParent?.name, parent != canonicalParent,
            containerName.hasPrefix(canonicalParent + ".")
        {
            containerName = parent + containerName.dropFirst(canonicalParent.count)
        }
        for model in check.blueprint.modelTypes {
            var name = model.name(scene: check.scene, useCase: useCase)
            if let parent = check.useCaseParent?.name, parent != canonicalParent, name.hasPrefix(canonicalParent + ".")
            {
                name = parent + name.dropFirst(canonicalParent.count)
            }
            guard check.code.type(name) == nil else { continue }
            let message = "use case '\(useCase)' has no '\(name)'"
            if let declared = check.code.type(containerName) {
                check.report(self, at: declared, message)
            } else {
                check.reportMissing(
                    self,
                    template: check.blueprint.files.first { $0.role == .models }?.template,
                    message)
            }
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace("        struct ViewModel: Equatable {}\n", with: "", in: "ShopModels.swift"),
            at: "ShopModels.swift", "    enum ‸Buy {"),
        // The view model in an extension of the use case's models.
        .clean(
            .replace("        struct ViewModel: Equatable {}\n", with: "", in: "ShopModels.swift"),
            .replace(
                "import Foundation",
                with: "import Foundation\n\nextension Shop.Buy {\n    struct ViewModel: Equatable {}\n}",
                in: "ShopModels.swift")),
    ]
}
