/// Every use case has its methods, declared in the protocols and implemented by the parts that conform
/// to them.
enum UseCaseMethodsRule: LintRule {
    static let id = "use-case-methods"
    static let severity = LintSeverity.warning
    static let summary =
        "Every use case has its methods (request, present, display) in the protocols and in the parts that conform to them."
    static let family = LintFamily.useCases

    static func check(_ check: LintedScene) {
        for useCase in check.codeUseCases {
            // Models no method takes (the template's `enum Something` left in) are not a use case begun.
            guard check.hasMethods(useCase) else { continue }
            checkUseCase(useCase, check)
        }
    }

    private static func checkUseCase(_ useCase: String, _ check: LintedScene) {
        for (shape, name) in check.protocols {
            guard let declared = check.protocolDeclaration(name) else { continue }
            for method in shape.methods where method.mentionsUseCase {
                let methodName = method.name(scene: check.scene, useCase: useCase)
                guard let found = check.method(methodName, useCase: useCase, of: name) else {
                    if calledUnderAnotherName(useCase, protocol: name, conformers: shape.conformers, check) { continue }
                    check.report(
                        self, at: declared,
                        "'\(name)' has no '\(methodName)' for use case '\(useCase)'; declare it there as the use case's other methods are declared ('vipgen add' does not restore what a person removed)"
                    )
                    continue
                }
                let ownName = found.declaration.name
                for conformer in shape.conformers {
                    let type = check.name(conformer)
                    guard let primary = check.code.primaries[type]?.first else { continue }
                    if !check.code.members(of: type).contains(where: { $0.declaration.name == ownName }) {
                        check.report(
                            self, at: primary,
                            "'\(type)' does not implement '\(ownName)' of use case '\(useCase)'")
                    }
                }
            }
        }
    }

    /// Whether a method that protocol `name` declares, in a part conforming to it, calls one of
    /// `useCase`'s methods of another protocol: the step is there, named and shaped its own way
    /// (`fetchDetails()` calling `presentDetails(response: Details.Fetch.Response)`).
    private static func calledUnderAnotherName(
        _ useCase: String, protocol name: String, conformers: [NamePattern], _ check: LintedScene
    ) -> Bool {
        var others: Set<String> = []
        // The use case's other steps in this protocol (`presentBuyFailure` beside a missing `presentBuy`)
        // call on as they should: they are not the missing step.
        var ownSteps: Set<String> = []
        for (shape, other) in check.protocols {
            for method in shape.methods where method.mentionsUseCase {
                let expected = method.name(scene: check.scene, useCase: useCase)
                guard let found = check.method(expected, useCase: useCase, of: other) else { continue }
                if other == name {
                    ownSteps.insert(found.declaration.name)
                } else {
                    others.insert(found.declaration.baseName)
                }
            }
        }
        guard !others.isEmpty else { return false }
        let required = Set(
            check.code.members(of: name).filter { $0.declaration.kind == .function }.map(\.declaration.name)
        ).subtracting(ownSteps)
        for conformer in conformers {
            let type = check.name(conformer)
            for member in check.code.members(of: type)
            where member.declaration.kind == .function && required.contains(member.declaration.name)
                && check.reachableCalls(in: member, of: type).contains(where: { others.contains($0.baseName) })
            {
                return true
            }
        }
        return false
    }

    static let examples: [LintExample] = [
        .violation(
            .replace("    func presentBuy(response: Shop.Buy.Response)\n", with: "", in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "protocol ‸ShopPresentationLogic"),
        .clean(
            .replace(
                "    func presentBuy(response: Shop.Buy.Response)\n",
                with:
                    "    func presentBuy(response: Shop.Buy.Response)\n    func presentBuyProgress(_ fraction: Double)\n",
                in: "ShopPresenter.swift"),
            .replace(
                "    func presentBuy(response: Shop.Buy.Response) {",
                with:
                    "    func presentBuyProgress(_ fraction: Double) {}\n\n    func presentBuy(response: Shop.Buy.Response) {",
                in: "ShopPresenter.swift")),
    ]
}
