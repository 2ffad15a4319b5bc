/// The spec's use cases and the code's are the same; each finding names the command that makes them
/// agree.
enum SpecUseCaseRule: LintRule {
    static let id = "spec-use-case"
    static let severity = LintSeverity.warning
    static let summary = "The spec's use cases and the code's are the same."
    static let family = LintFamily.specAgreement

    static func check(_ check: LintedScene) {
        guard let spec = check.spec else { return }
        let name = check.scene
        let codeUseCases = check.codeUseCases
        // A spec entry with no use cases written stands for the default one; a scene written by hand
        // with none (`vipgen init` describes it so) is not missing it.
        let specUseCases = spec.scene.useCases.isEmpty && codeUseCases.isEmpty ? [] : spec.useCases
        for (index, useCase) in specUseCases.enumerated() where !codeUseCases.contains(useCase) {
            let at = spec.useCaseLocations[safe: index] ?? spec.location
            check.report(
                self, path: spec.file, line: at.line, column: at.column,
                "use case '\(useCase)' of scene '\(name)' is in the spec but not in the code; \(SpecAgreementRules.generate(name))"
            )
        }
        for useCase in codeUseCases where !spec.useCases.contains(useCase) {
            SpecAgreementRules.reportInCode(
                self, check,
                declared: useCaseDeclaration(useCase, check),
                "use case '\(useCase)' is in the code but not in the spec; run 'vipgen add use-case \(name) \(useCase)' to add it to the spec"
            )
        }
    }

    private static func useCaseDeclaration(_ useCase: String, _ check: LintedScene) -> ScannedScene.Declared? {
        if let container = check.blueprint.useCaseContainer,
            let declared = check.code.type(container.name(scene: check.scene, useCase: useCase))
        {
            return declared
        }
        return nil
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(#""useCases": ["Buy"]"#, with: #""useCases": ["Buy", "Sell"]"#, in: "vipgen.json"),
            at: "vipgen.json", #""Buy", ‸"Sell""#),
        // A method of the interactor's own, which no protocol of the scene declares, is no use case.
        .clean(
            .replace(
                "    // MARK: - ShopBusinessLogic\n",
                with: "    func reset() { cart = [] }\n\n    // MARK: - ShopBusinessLogic\n",
                in: "ShopInteractor.swift")),
    ]
}
