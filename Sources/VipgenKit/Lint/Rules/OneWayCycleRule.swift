/// The VIP cycle runs one way: the view asks the interactor (and the router), the interactor tells the
/// presenter (and uses its workers), the presenter tells the view. Which part may hold and call which
/// is the flavor's: what its generated scene holds and calls.
enum OneWayCycleRule: LintRule {
    static let id = "one-way-cycle"
    static let severity = LintSeverity.error
    static let summary =
        "The cycle runs one way: the view calls only the interactor (and router), the interactor only the presenter and workers, the presenter only the view's display logic."
    static let family = LintFamily.cycle

    static func check(_ check: LintedScene) {
        let allowed = Set(check.blueprint.references.map { Edge(from: $0.from, to: $0.to) })
        let methodRoles = methodRoles(check)
        for component in check.blueprint.components {
            let type = check.name(component.type)
            guard check.code.primaries[type] != nil else { continue }
            let from = component.role
            if check.assembles(from) { continue }
            for member in check.code.members(of: type) {
                switch member.declaration.kind {
                case .property where !check.code.isStatic(member):
                    for (typeName, offset) in check.code.typeNames(of: member) {
                        guard let to = check.role(ofType: typeName), to != from,
                            !allowed.contains(Edge(from: from, to: to)), !(from == .worker && to == .interactor)
                        else { continue }
                        check.report(
                            self, file: member.file, offset: offset,
                            "\(from.noun) holds \(to.noun) ('\(member.declaration.name)': \(typeName)): \(direction(from, allowed))"
                        )
                        break
                    }
                case .function, .initializer:
                    var reportedLines: Set<Int> = []
                    for call in check.code.calls(in: member) {
                        guard let targets = methodRoles[call.name], !targets.contains(from),
                            targets.allSatisfy({ !allowed.contains(Edge(from: from, to: $0)) }),
                            !(from == .worker && targets.contains(.interactor))
                        else { continue }
                        let line = check.code.files[member.file].source.line(of: call.offset)
                        guard reportedLines.insert(line).inserted,
                            let to = targets.sorted(by: { $0.rawValue < $1.rawValue }).first
                        else { continue }
                        check.report(
                            self, file: member.file, offset: call.offset,
                            "\(from.noun) calls \(to.noun)'s '\(call.name)': \(direction(from, allowed))")
                    }
                default: break
                }
            }
        }
    }

    struct Edge: Hashable {
        let from: VIPRole
        let to: VIPRole
    }

    /// Every method of the scene's protocols (with its use cases, routes and fields in) and the roles
    /// that implement it.
    private static func methodRoles(_ check: LintedScene) -> [String: Set<VIPRole>] {
        var result: [String: Set<VIPRole>] = [:]
        let useCases = check.codeUseCases + (check.spec?.useCases ?? [])
        let routes = check.spec?.scene.routes ?? []
        for shape in check.blueprint.protocols {
            guard let role = shape.role else { continue }
            for method in shape.methods {
                var names: [String] = []
                if method.mentionsUseCase {
                    names = useCases.map { check.methodName(method.name(scene: check.scene, useCase: $0), useCase: $0) }
                } else if method.mentionsRoute {
                    names = routes.map { method.name(scene: check.scene, route: $0) }
                } else {
                    names = [method.name(scene: check.scene)]
                }
                for name in names { result[name, default: []].insert(role) }
            }
        }
        return result
    }

    /// Where `role` may lead, in words.
    private static func direction(_ role: VIPRole, _ allowed: Set<Edge>) -> String {
        let targets = allowed.filter { $0.from == role }.map(\.to).sorted { $0.rawValue < $1.rawValue }
        let list = targets.map(\.noun)
        let reach = list.isEmpty ? "reaches no other part" : "reaches only " + list.joined(separator: " and ")
        return "the cycle runs one way, and \(role.noun) \(reach)"
    }

    static let examples: [LintExample] = [
        // The presenter holding the interactor.
        .violation(
            .replace(
                "    weak var viewController: (any ShopDisplayLogic)?",
                with:
                    "    weak var viewController: (any ShopDisplayLogic)?\n    var interactor: (any ShopBusinessLogic)?",
                in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "    var interactor: (any ‸ShopBusinessLogic)?"),
        // The view calling the presenter.
        .violation(
            .replace(
                "        guard let work = interactor?.buy(request: request) else { return nil }",
                with: "        ShopPresenter().presentBuy(response: Shop.Buy.Response())\n"
                    + "        guard let work = interactor?.buy(request: request) else { return nil }",
                in: "ShopViewController.swift"),
            at: "ShopViewController.swift", "        ShopPresenter().‸presentBuy(response: Shop.Buy.Response())"),
        .clean(
            .replace(
                "    var presenter: (any ShopPresentationLogic)?",
                with: "    var presenter: (any ShopPresentationLogic)?\n    var backup: (any ShopPresentationLogic)?",
                in: "ShopInteractor.swift")),
        .clean(
            .replace(
                "        guard let work = interactor?.buy(request: request) else { return nil }",
                with: "        guard let work = interactor?.buy(request: request) else { return nil }\n"
                    + "        router?.routeToPay(segue: nil)",
                in: "ShopViewController.swift")),
    ]
}
