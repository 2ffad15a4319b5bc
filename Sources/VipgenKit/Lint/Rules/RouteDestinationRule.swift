/// Every route leads to a scene that exists and that its flavor can show. A route in the code to no
/// scene is the router's check; a route in the spec no flavor can show is found as `generate` refuses it
/// (`reportRefusals`, which the linter calls once for the spec).
enum RouteDestinationRule: LintRule {
    static let id = "route-destination"
    static let severity = LintSeverity.error
    static let summary =
        "Every route leads to a scene that exists, in the spec or on disk, and that its flavor can show (a SwiftUI scene's router builds SwiftUI views only)."
    static let family = LintFamily.specAgreement

    /// Routes in the code to a scene that is nowhere: neither in the spec nor among the scenes on disk.
    /// The router names the destination's types, so the app does not build until that scene exists.
    static func check(_ check: LintedScene) {
        let known = check.knownScenes
        for (route, declared) in check.captured(from: \.methods, where: \.mentionsRoute) where !known.contains(route) {
            // A route named for what it does (`EditOrder`) whose methods show a scene that is there
            // (`CreateOrderViewController`) leads to that scene.
            if leadsToKnownScene(route, check) { continue }
            check.report(
                self, at: declared,
                "route to '\(route)' leads to no scene: '\(route)' is neither in the spec nor on disk, so the router "
                    + "does not build" + SpecAgreementRules.missingSceneFix(route, among: known))
        }
    }

    /// Whether the router's methods for `route` (`routeToEditOrder`, `navigateToEditOrder`,
    /// `passDataToEditOrder`) name another known scene's view controller or data store.
    static func leadsToKnownScene(_ route: String, _ check: LintedScene) -> Bool {
        // The scene's own types are the source of every route (`navigateTo…(source: XViewController, …)`).
        let destinations = Set(
            check.knownScenes.subtracting([check.scene]).flatMap {
                [$0 + "ViewController", $0 + "Controller", $0 + "DataStore"]
            })
        for component in check.blueprint.components where component.role == .router {
            let type = check.name(component.type)
            for member in check.code.members(of: type)
            where member.declaration.kind == .function && member.declaration.baseName.hasSuffix("To" + route) {
                let source = check.code.files[member.file].source
                let tokens =
                    member.declaration.headerTokens
                    .lowerBound..<(member.declaration.bodyTokens?.upperBound
                    ?? member.declaration.headerTokens.upperBound)
                if tokens.contains(where: { destinations.contains(source.text(of: source.code[$0])) }) { return true }
            }
        }
        return false
    }

    /// The routes `generate` would refuse, for the same reason and at the same place in the spec.
    static func reportRefusals(
        of loaded: SpecLoader.Loaded, project: ResolvedProject, into findings: inout [LintDiagnostic]
    ) {
        do {
            try SceneGenerator(project: project).checkRoutes(of: loaded.spec.scenes, among: loaded.spec.scenes)
        } catch let refusal as RouteRefusal {
            for error in refusal.errors {
                findings.append(
                    LintDiagnostic(
                        path: error.file ?? loaded.path, line: error.location?.line ?? 1,
                        column: error.location?.column ?? 1, ruleID: id, severity: severity, message: error.message))
            }
        } catch {
            // Any other problem with the spec's routes is one its scenes' own checks report.
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "    func routeToPay(segue: UIStoryboardSegue?)\n}",
                with:
                    "    func routeToPay(segue: UIStoryboardSegue?)\n    func routeToPayLater(segue: UIStoryboardSegue?)\n}",
                in: "ShopRouter.swift"),
            at: "ShopRouter.swift", "    func ‸routeToPayLater(segue: UIStoryboardSegue?)\n}"),
        // A route to a scene on disk that the spec does not list: the scene Pay, a folder of its own.
        .clean(
            .replace(
                "    // MARK: - Pay\n", with: "    // MARK: - Pay, in a folder of its own\n", in: "ShopRouter.swift")),
    ]
}
