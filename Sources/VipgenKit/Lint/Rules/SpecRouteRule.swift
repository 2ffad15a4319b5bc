/// The spec's routes and the code's are the same; each finding names the command that makes them agree.
enum SpecRouteRule: LintRule {
    static let id = "spec-route"
    static let severity = LintSeverity.warning
    static let summary = "The spec's routes and the code's are the same."
    static let family = LintFamily.specAgreement

    static func check(_ check: LintedScene) {
        guard let spec = check.spec else { return }
        let name = check.scene
        let codeRoutes = check.captured(from: \.methods, where: \.mentionsRoute)
        for (index, route) in spec.scene.routes.enumerated() where !codeRoutes.contains(where: { $0.name == route }) {
            let at = spec.routeLocations[safe: index] ?? spec.location
            check.report(
                self, path: spec.file, line: at.line, column: at.column,
                "route '\(route)' of scene '\(name)' is in the spec but not in the code; \(SpecAgreementRules.generate(name))"
            )
        }
        for (route, declared) in codeRoutes where !spec.scene.routes.contains(route) {
            check.report(
                self, at: declared,
                "route to '\(route)' is in the code but not in the spec; run 'vipgen add route \(name) \(route)' to add it to the spec"
            )
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(#""routes": ["Pay"]"#, with: #""routes": []"#, in: "vipgen.json"),
            at: "ShopRouter.swift", "    func ‸routeToPay(segue: UIStoryboardSegue?)\n}"),
        // A helper of the router's own is no route.
        .clean(
            .replace(
                "    // MARK: - Segues\n", with: "    func closeShop() {}\n\n    // MARK: - Segues\n",
                in: "ShopRouter.swift")),
    ]
}
