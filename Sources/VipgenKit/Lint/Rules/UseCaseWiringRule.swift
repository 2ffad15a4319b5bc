/// Every use case is wired end to end, from the request to the view: each method calls the next, and
/// the parts that call a method in the flavor's own scene call it.
enum UseCaseWiringRule: LintRule {
    static let id = "use-case-wiring"
    static let severity = LintSeverity.warning
    static let summary =
        "Every use case is wired end to end: the interactor's method presents, the presenter's displays, and someone calls each."
    static let family = LintFamily.useCases

    static func check(_ check: LintedScene) {
        for useCase in check.codeUseCases {
            // Models no method takes (the template's `enum Something` left in) are not a use case begun.
            guard check.hasMethods(useCase) else { continue }
            checkUseCase(useCase, check)
        }
    }

    private static func checkUseCase(_ useCase: String, _ check: LintedScene) {
        var brokenCallees: Set<String> = []
        for wire in check.blueprint.wirings {
            let type = check.name(wire.callerType)
            let callee = check.methodName(wire.callee.name(scene: check.scene, useCase: useCase), useCase: useCase)
            guard
                let method = check.method(
                    wire.caller.name(scene: check.scene, useCase: useCase), useCase: useCase, of: type)
            else { continue }
            let caller = method.declaration.name
            // A delegate worker answers through another method of the part (`worker.delegate = self`,
            // then `worker(_:didFinish:)` presents): that method's call counts.
            let answered = check.code.members(of: type).contains { other in
                other.declaration.kind == .function && other.declaration.name != caller
                    && check.blueprint.wirings.allSatisfy {
                        $0.caller.name(scene: check.scene, useCase: useCase) != other.declaration.name
                    }
                    && check.code.calls(in: other).contains { $0.name == callee }
            }
            if !answered && !check.reachableCalls(in: method, of: type).contains(where: { $0.name == callee }) {
                brokenCallees.insert(callee)
                check.report(
                    self, at: method,
                    "'\(caller)' never calls '\(callee)': use case '\(useCase)' stops at \(wire.callerRole.noun)")
            }
        }
        // Each protocol's use-case methods are called by the parts that call them in the flavor's own
        // scene (the part that implements one is not its caller: the worker's method has the
        // interactor's name).
        for (shape, protocolName) in check.protocols {
            guard let declared = check.protocolDeclaration(protocolName) else { continue }
            let members = ScannedScene.flattened(declared.declaration.members)
            for method in shape.methods where method.mentionsUseCase {
                var roles = check.blueprint.callers[method] ?? []
                if let own = shape.role { roles.remove(own) }
                let name = check.methodName(method.name(scene: check.scene, useCase: useCase), useCase: useCase)
                guard !roles.isEmpty, !brokenCallees.contains(name),
                    let member = members.first(where: { $0.name == name })
                else { continue }
                let called = check.blueprint.components.contains { component in
                    guard roles.contains(component.role) else { return false }
                    return check.code.members(of: check.name(component.type)).contains { member in
                        check.code.calls(in: member).contains { $0.name == name }
                    }
                }
                if !called {
                    let who = roles.sorted { $0.rawValue < $1.rawValue }.map(\.noun).joined(separator: " or ")
                    check.report(
                        self, at: ScannedScene.Declared(file: declared.file, declaration: member),
                        "nothing calls '\(name)' of '\(protocolName)': \(who) should, for use case '\(useCase)'")
                }
            }
        }
    }

    static let examples: [LintExample] = [
        // The presenter's method not displaying.
        .violation(
            .replace(
                "        viewController?.displayBuy(viewModel: viewModel)\n", with: "        _ = viewModel\n",
                in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "    func ‸presentBuy(response: Shop.Buy.Response) {"),
        // Nothing calling the interactor's method.
        .violation(
            .replace(
                "        guard let work = interactor?.buy(request: request) else { return nil }\n",
                with: "        _ = request\n        let work = Task<Void, Never> {}\n", in: "ShopViewController.swift"),
            at: "ShopInteractor.swift", "    func ‸buy(request: Shop.Buy.Request) -> Task<Void, Never>\n}"),
        .clean(
            .replace(
                "        viewController?.displayBuy(viewModel: viewModel)\n",
                with:
                    "        let show = { [weak self] in self?.viewController?.displayBuy(viewModel: viewModel) }\n        show()\n",
                in: "ShopPresenter.swift")),
        .clean(
            .replace(
                "        guard let work = interactor?.buy(request: request) else { return nil }\n",
                with: "        guard let interactor else { return nil }\n"
                    + "        let work = interactor.buy(request: request)\n",
                in: "ShopViewController.swift")),
    ]
}
