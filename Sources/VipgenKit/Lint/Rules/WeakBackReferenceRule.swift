/// The presenter's and router's references back to the view are weak: the view owns the cycle, and a
/// strong reference back keeps the scene alive after it is gone from the screen.
enum WeakBackReferenceRule: LintRule {
    static let id = "weak-back-reference"
    static let severity = LintSeverity.error
    static let summary =
        "The presenter's and router's references back to the view are `weak` (a strong one keeps the scene alive forever)."
    static let family = LintFamily.references

    static func check(_ check: LintedScene) {
        for finding in References.findings(check) {
            guard case .strong = finding.problem else { continue }
            check.report(
                self, at: finding.member,
                "'\(finding.member.declaration.name)' holds \(finding.to.noun) strongly: \(finding.from.noun)'s reference back to \(finding.to.noun) must be 'weak' (\(finding.to.noun) owns the cycle; a strong reference keeps the scene alive)"
            )
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "    weak var viewController: (any ShopDisplayLogic)?",
                with: "    var viewController: (any ShopDisplayLogic)?", in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "    var ‸viewController: (any ShopDisplayLogic)?"),
        .clean(
            .replace(
                "    weak var viewController: (any ShopDisplayLogic)?",
                with: "    private(set) weak var viewController: (any ShopDisplayLogic)?", in: "ShopPresenter.swift")),
    ]
}
