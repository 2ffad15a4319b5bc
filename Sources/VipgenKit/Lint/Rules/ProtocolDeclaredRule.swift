/// Each part's protocol, the one the other parts reach it through, is declared.
enum ProtocolDeclaredRule: LintRule {
    static let id = "protocol-declared"
    static let severity = LintSeverity.warning
    static let summary = "Each part's protocol (`XBusinessLogic`, `XPresentationLogic`, `XDisplayLogic`…) is declared."
    static let family = LintFamily.sceneShape
    static let reads = LintReach.sourcesAndTests

    static func check(_ check: LintedScene) { MissingParts.reportUndeclaredProtocols(optional: false, as: self, check) }

    static let examples: [LintExample] = [
        .violation(
            .replace(
                "protocol ShopPresentationLogic: AnyObject {", with: "protocol ShopPresenting: AnyObject {",
                in: "ShopPresenter.swift"),
            at: "ShopPresenter.swift", "final class ‸ShopPresenter: ShopPresentationLogic {"),
        // Declared in another file of the scene (beside the models) rather than the presenter's.
        .clean(
            .replace(
                "@MainActor\nprotocol ShopPresentationLogic: AnyObject {\n    func presentBuy(response: Shop.Buy.Response)\n    func presentBuyFailure(failure: Shop.Buy.Failure)\n}\n",
                with: "", in: "ShopPresenter.swift"),
            .replace(
                "import Foundation",
                with:
                    "import Foundation\n\n@MainActor\nprotocol ShopPresentationLogic: AnyObject {\n    func presentBuy(response: Shop.Buy.Response)\n    func presentBuyFailure(failure: Shop.Buy.Failure)\n}",
                in: "ShopModels.swift")),
    ]
}
