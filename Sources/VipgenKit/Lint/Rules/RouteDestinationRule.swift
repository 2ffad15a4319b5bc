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
            check.report(
                self, at: declared,
                "route to '\(route)' leads to no scene: '\(route)' is neither in the spec nor on disk, so the router "
                    + "does not build" + SpecAgreementRules.missingSceneFix(route, among: known))
        }
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
