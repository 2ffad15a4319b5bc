/// Parts refer to each other through protocols, where the flavor does, so each can be tested with a
/// spy in place of the others.
enum ConcreteReferenceRule: LintRule {
    static let id = "concrete-reference"
    static let severity = LintSeverity.warning
    static let summary =
        "Parts refer to each other through protocols (`any XBusinessLogic`), not concrete classes (where the flavor does)."
    static let family = LintFamily.references

    static func check(_ check: LintedScene) {
        for finding in References.findings(check) {
            guard case .concrete(let protocolName) = finding.problem else { continue }
            check.report(
                self, file: finding.member.file, offset: finding.offset,
                "'\(finding.member.declaration.name)' is typed with the class '\(finding.typeName)': \(finding.from.noun) should reach \(finding.to.noun) through its protocol; use 'any \(protocolName)'"
            )
        }
    }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "    var presenter: (any ShopPresentationLogic)?", with: "    var presenter: ShopPresenter?",
                in: "ShopInteractor.swift"),
            at: "ShopInteractor.swift", "    var presenter: ‸ShopPresenter?"),
        .clean(
            .replace(
                "    var presenter: (any ShopPresentationLogic)?",
                with: "    var presenter: (any ShopPresentationLogic & AnyObject)?", in: "ShopInteractor.swift")),
    ]
}
